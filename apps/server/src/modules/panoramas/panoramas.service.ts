import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type ContentItem, contentProperties, type PanoramaFailure } from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { StoredObject } from '../../platform/storage/storage.ts';
import { loadActorScope } from '../companies/index.ts';
import { audienceOf, type ContentHooks, type ContentRecord, type ContentService } from '../content/index.ts';
import { publishWebhookEvent } from '../integrations/index.ts';
import { verifyTileGrant } from './panoramas.grants.ts';
import { derivedKeys, previewKey, thumbnailKey, tileKey } from './panoramas.keys.ts';
import { presentPanoramaViewer } from './panoramas.presenter.ts';
import {
  claimLegacyTilings,
  deleteFileByStorageKey,
  findPanorama,
  findPanoramaSource,
  findUsersForAccess,
  type PanoramaRow,
  patchPanoramaProperties,
  setPanoramaThumbnail,
} from './panoramas.repository.ts';
import { PanoramaRejected } from './panoramas.tiler.ts';
import { deleteKeys, tileIntoStorage } from './panoramas.tiling.ts';

export const TILING_JOB = 'panoramas.tile';

type PanoramaProperties = ReturnType<typeof contentProperties.panoramas.parse>;

/**
 * Panoramas tiled before every level was a power-of-two grid cannot be shown by the viewer: an API
 * instance starting up has them tiled again (by whichever job runner takes the job).
 */
export async function retileLegacyPanoramas(ctx: ServiceContext): Promise<void> {
  const ids = await claimLegacyTilings(ctx.db);
  if (ids.length > 0) ctx.log.info({ panoramas: ids }, 'tiling again panoramas of an older tiling');
  for (const id of ids) await ctx.jobs.enqueue(TILING_JOB, { id });
}

/**
 * What the panoramas content kind does after its writes commit: a new image is queued for tiling, a
 * deleted panorama takes its tiles along. Built before the content service, which the tiling job uses.
 */
export function panoramaContentHooks(ctx: ServiceContext): ContentHooks {
  return {
    // Tiling alone says how far it got and what it made.
    serverProperties: ['status', 'progress', 'error', 'error_code', 'width', 'height', 'levels'],
    afterCommit: async (event) => {
      if (event.type === 'deleted') return deleteDerived(ctx, event.row);
      const fileIds = event.item.files.map((f) => f.id);
      const changed =
        event.type === 'created' || fileIds.join() !== event.before.files.map((f) => f.id).join();
      if (changed && fileIds.length > 0) await requestTiling(ctx, event.item.id);
    },
  };
}

async function requestTiling(ctx: ServiceContext, id: number): Promise<void> {
  await patchPanoramaProperties(ctx.db, id, {
    status: 'tiling',
    progress: 0,
    error: null,
    error_code: null,
  });
  await ctx.jobs.enqueue(TILING_JOB, { id });
}

/** After a panorama's deletion committed: its tiles, preview and thumbnail go too. */
async function deleteDerived(ctx: ServiceContext, row: ContentRecord): Promise<void> {
  const levels = contentProperties.panoramas.safeParse(row.properties).data?.levels ?? [];
  await deleteKeys(ctx.storage, derivedKeys(row.id, levels));
  await deleteFileByStorageKey(ctx.db, thumbnailKey(row.id));
}

/** Panorama tiling (a job per uploaded image) and serving of the tiles it made. */
export class PanoramaService {
  private readonly ctx: ServiceContext;
  private readonly content: ContentService;

  constructor(ctx: ServiceContext, content: ContentService) {
    this.ctx = ctx;
    this.content = content;
    ctx.jobs.work<{ id: number }>(TILING_JOB, ({ id }) => this.tile(id));
  }

  /** The tiling job: reads the upload, tiles it into storage, and tells everyone who may see it. */
  async tile(id: number): Promise<void> {
    const panorama = await findPanorama(this.ctx.db, id);
    if (!panorama) return; // Deleted meanwhile.
    const previous = properties(panorama);
    const source = await findPanoramaSource(this.ctx.db, id);
    if (!source) return this.fail(panorama, 'missing_image', 'The panorama has no image file.');
    const dir = await mkdtemp(path.join(tmpdir(), 'spatium-panorama-'));
    try {
      const stored = await this.ctx.storage.get(source.storageKey);
      if (!stored) return this.fail(panorama, 'missing_image', 'The panorama image is missing from storage.');
      const input = path.join(dir, 'source');
      await pipeline(stored.stream, createWriteStream(input));
      await this.progress(panorama, 5);
      const result = await tileIntoStorage(this.ctx.storage, id, input, {
        previousLevels: previous.levels,
        onProgress: (percent) => this.progress(panorama, percent),
      });
      await this.ctx.db.transaction(async (tx) => {
        await patchPanoramaProperties(tx, id, {
          status: 'ready',
          progress: 100,
          error: null,
          error_code: null,
          width: result.width,
          height: result.height,
          levels: result.levels,
        });
        await setPanoramaThumbnail(tx, panorama, result.thumbnail.key, result.thumbnail.size);
      });
    } catch (error) {
      if (error instanceof PanoramaRejected)
        return this.fail(panorama, error.code, error.message, error.size);
      this.ctx.log.error({ err: error, panorama: id }, 'tiling failed');
      return this.fail(panorama, 'server', 'Tiling failed on the server; upload the image again.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await this.tell(panorama, 'tilingfinished');
  }

  private async fail(
    panorama: PanoramaRow,
    code: PanoramaFailure,
    error: string,
    size?: { width: number; height: number },
  ): Promise<void> {
    await deleteKeys(this.ctx.storage, derivedKeys(panorama.id, properties(panorama).levels));
    await patchPanoramaProperties(this.ctx.db, panorama.id, {
      status: 'failed',
      progress: 0,
      error,
      error_code: code,
      width: size?.width ?? null,
      height: size?.height ?? null,
      levels: [],
    });
    await this.tell(panorama, 'tilingfinished');
  }

  private async progress(panorama: PanoramaRow, percent: number): Promise<void> {
    await patchPanoramaProperties(this.ctx.db, panorama.id, { status: 'tiling', progress: percent });
    await this.tell(panorama, 'notification');
  }

  /**
   * Each user who may see the panorama gets it presented with their own abilities: a progress
   * `notification` while tiling, `tilingfinished` at the end (SPEC §5).
   */
  private async tell(panorama: PanoramaRow, event: 'notification' | 'tilingfinished'): Promise<void> {
    if (event === 'tilingfinished') await this.announceTiling(panorama.id);
    try {
      const audience = await audienceOf(this.ctx.db, [panorama.oldsubprojectId], panorama.companyId);
      for (const user of await findUsersForAccess(this.ctx.db, audience)) {
        const actor: Actor = { ...user, scope: 'full', impersonatedBy: null };
        const access = await loadActorScope(this.ctx.db, actor);
        let item: ContentItem;
        try {
          item = await this.content.present(access, await this.content.findVisible(access, panorama.id));
        } catch {
          continue; // Not visible to this user (any more), or deleted meanwhile.
        }
        const room = this.ctx.realtime.toUser(user.id);
        if (event === 'tilingfinished') room.emit('tilingfinished', item);
        else
          room.emit('notification', {
            time: new Date().toISOString(),
            type: 'updated',
            model: 'panoramas',
            result: item,
          });
      }
    } catch (error) {
      // Tiling is done either way; screens catch up on their next fetch.
      this.ctx.log.warn({ err: error, panorama: panorama.id }, 'tiling notification failed');
    }
  }

  /** The company's webhooks hear how tiling ended, without any reader's abilities. */
  private async announceTiling(id: number): Promise<void> {
    const row = await findPanorama(this.ctx.db, id);
    if (!row) return;
    const { status, error, error_code, width, height } = properties(row);
    await publishWebhookEvent(this.ctx, {
      companyId: row.companyId,
      event: 'panoramas.tiling_finished',
      data: {
        id: row.id,
        title: row.title,
        subproject: row.oldsubprojectId,
        status,
        error,
        error_code,
        width,
        height,
      },
    });
  }

  /** One panorama for the 360° viewer, if the actor may see it (404 otherwise, as for a missing one). */
  async viewer(actor: Actor, id: number) {
    const row = await this.content.findVisible(await this.content.access(actor), id);
    return presentPanoramaViewer(row, this.ctx.config.jwtSecret, `u${actor.id}`);
  }

  /** A tile or the preview, if the grant in its URL is valid for this panorama; 404 otherwise. */
  async openImage(
    id: number,
    grant: string,
    which: { level: number; tile: string } | 'preview',
  ): Promise<{ object: StoredObject; expires: number }> {
    const expires = verifyTileGrant(this.ctx.config.jwtSecret, id, grant);
    if (expires === undefined) throw notFound('The tile');
    let key = previewKey(id);
    if (which !== 'preview') {
      const [col, row] = which.tile
        .replace(/\.jpg$/, '')
        .split('_')
        .map(Number) as [number, number];
      key = tileKey(id, which.level, col, row);
    }
    const object = await this.ctx.storage.get(key);
    if (!object) throw notFound('The tile');
    return { object, expires };
  }
}

function properties(row: { properties: Record<string, unknown> }): PanoramaProperties {
  return contentProperties.panoramas.safeParse(row.properties).data ?? contentProperties.panoramas.parse({});
}
