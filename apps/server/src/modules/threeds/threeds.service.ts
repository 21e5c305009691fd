import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type ContentItem,
  contentProperties,
  type ThreedFailure,
  type ThreedFormat,
  type ThreedViewer,
  viewableThreedFormats,
} from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import { type GrantSubject, signGrant, verifyGrant } from '../../platform/auth/grants.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { StoredObject } from '../../platform/storage/storage.ts';
import { loadActorScope } from '../companies/index.ts';
import { audienceOf, type ContentHooks, type ContentService, contentPolicy } from '../content/index.ts';
import { findActiveShareLink, type ShareOpening, type ShareTarget } from '../sharelinks/index.ts';
import { convertToGlb, ThreedRejected } from './threeds.converter.ts';
import { convertedKey, formatOf, modelFileOf } from './threeds.files.ts';
import { protectObjectNames, restoreObjectNames } from './threeds.objnames.ts';
import { optimiseGlb } from './threeds.optimise.ts';
import {
  claimConversion,
  findPublicThreed,
  findThreed,
  findThreedFiles,
  findUsersForAccess,
  patchThreed,
  type ThreedRow,
} from './threeds.repository.ts';

export const THREED_CONVERSION_JOB = 'threeds.convert';

type ThreedProperties = ReturnType<typeof contentProperties.threeds.parse>;
type ThreedFile = Awaited<ReturnType<typeof findThreedFiles>>[number];

function propertiesOf(row: { properties: Record<string, unknown> }): ThreedProperties {
  return contentProperties.threeds.safeParse(row.properties).data ?? contentProperties.threeds.parse({});
}

/** The grant resource of one model's glTF/GLB. */
const modelResource = (id: number) => `threed-model:${id}`;

// Files that may sit beside a model and be read by the converter: an OBJ's materials and textures.
const companionFile = /\.(mtl|png|jpe?g|bmp|tga|tiff?)$/i;

/**
 * What the 3D models content kind does after its writes commit: when the model file changes, the
 * old converted GLB goes; a glTF/GLB is ready at once, any other model is queued for conversion.
 */
export function threedContentHooks(ctx: ServiceContext): ContentHooks {
  return {
    serverProperties: ['format', 'status', 'progress', 'error', 'error_code', 'source_file'],
    afterCommit: async (event) => {
      if (event.type === 'deleted') {
        const { source_file: file } = propertiesOf(event.row);
        if (file !== null) await ctx.storage.delete(convertedKey(event.row.id, file)).catch(() => {});
        return;
      }
      const row = await findThreed(ctx.db, event.item.id);
      if (!row) return;
      const previous = propertiesOf(row);
      const model = modelFileOf(event.item.files);
      const filesChanged =
        event.type === 'created' ||
        event.before.files.map((f) => f.id).join() !== event.item.files.map((f) => f.id).join();
      // The same model file, already handled: nothing to do (an edit of the title, say).
      if (!filesChanged && previous.status !== null && previous.source_file === (model?.file.id ?? null))
        return;
      if (previous.source_file !== null && previous.source_file !== model?.file.id)
        await ctx.storage.delete(convertedKey(row.id, previous.source_file)).catch(() => {});
      // A changed file list converts again even for the same model file: its .mtl or textures may be new.
      await requestConversion(ctx, row.id, model?.file.id ?? null, model?.format ?? null);
    },
  };
}

async function requestConversion(
  ctx: ServiceContext,
  id: number,
  file: number | null,
  format: ThreedFormat | null,
): Promise<void> {
  const base = { format, source_file: file, error: null, error_code: null };
  if (file === null || format === null)
    return void (await patchThreed(ctx.db, id, { ...base, status: null, progress: 0 }));
  if (viewableThreedFormats.includes(format))
    return void (await patchThreed(ctx.db, id, { ...base, status: 'ready', progress: 100 }));
  await patchThreed(ctx.db, id, { ...base, status: 'converting', progress: 0 });
  await ctx.jobs.enqueue(THREED_CONVERSION_JOB, { id, file });
}

/** Names a file keeps in the converter's folder: as uploaded (an OBJ names its .mtl), but no path. */
function localName(name: string): string {
  const safe = path.basename(name).replace(/[^\w.\- ]/g, '_');
  return safe.replace(/^\.+/, '') || 'model';
}

/** Conversion of OBJ/FBX/STL/PLY models to GLB (a job per model file) and the viewer's signed model. */
export class ThreedService {
  private readonly ctx: ServiceContext;
  private readonly content: ContentService;

  constructor(ctx: ServiceContext, content: ContentService) {
    this.ctx = ctx;
    this.content = content;
    ctx.jobs.work<{ id: number; file: number }>(THREED_CONVERSION_JOB, ({ id, file }) =>
      this.convert(id, file),
    );
  }

  /** The conversion job: converts the model file to GLB in storage and tells those who may see the model. */
  async convert(id: number, fileId: number): Promise<void> {
    const threed = await findThreed(this.ctx.db, id);
    if (!threed || propertiesOf(threed).source_file !== fileId) return; // Deleted or replaced meanwhile.
    const itemFiles = await findThreedFiles(this.ctx.db, id);
    const source = itemFiles.find((f) => f.id === fileId);
    if (!source) return;
    const key = convertedKey(id, fileId);
    const dir = await mkdtemp(path.join(tmpdir(), 'spatium-threed-'));
    try {
      const isObj = formatOf(source) === 'obj';
      const companions = itemFiles.filter((f) => f.id !== fileId && companionFile.test(f.name));
      const input = await this.download(dir, source, companions, isObj);
      if (!input) return this.fail(threed, fileId, 'missing_file', 'The model file is missing from storage.');
      await this.progress(threed, fileId, 10);
      const output = path.join(dir, 'converted.glb');
      await convertToGlb(input, output);
      if (isObj) await restoreObjectNames(output);
      await optimiseGlb(output);
      await this.progress(threed, fileId, 80);
      await this.ctx.storage.putFile(key, output);
      const done = await patchThreed(
        this.ctx.db,
        id,
        { status: 'ready', progress: 100, error: null, error_code: null, format: formatOf(source) ?? null },
        fileId,
      );
      // Replaced while converting: nothing of it may stay behind.
      if (!done) return void (await this.ctx.storage.delete(key).catch(() => {}));
    } catch (error) {
      await this.ctx.storage.delete(key).catch(() => {});
      if (error instanceof ThreedRejected) {
        if (error.code === 'no_converter') this.ctx.log.error({ threed: id }, error.message);
        return this.fail(threed, fileId, error.code, error.message);
      }
      this.ctx.log.error({ err: error, threed: id, file: fileId }, '3D model conversion failed');
      return this.fail(
        threed,
        fileId,
        'server',
        'Converting the model failed on the server; upload the file again.',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await this.tell(threed);
  }

  /**
   * Writes the model file into `dir` under its uploaded name, and an OBJ's .mtl and textures beside it
   * (its `mtllib` names them). A missing companion is skipped; a missing model file answers undefined.
   */
  private async download(
    dir: string,
    source: ThreedFile,
    companions: ThreedFile[],
    isObj: boolean,
  ): Promise<string | undefined> {
    const input = path.join(dir, localName(source.name));
    const stored = await this.ctx.storage.get(source.storageKey);
    if (!stored) return undefined;
    if (isObj) await pipeline(stored.stream, protectObjectNames(), createWriteStream(input));
    else await pipeline(stored.stream, createWriteStream(input));
    for (const file of companions) {
      const target = path.join(dir, localName(file.name));
      const companion = target === input ? undefined : await this.ctx.storage.get(file.storageKey);
      if (companion) await pipeline(companion.stream, createWriteStream(target));
    }
    return input;
  }

  private async fail(threed: ThreedRow, file: number, code: ThreedFailure, error: string): Promise<void> {
    await patchThreed(
      this.ctx.db,
      threed.id,
      { status: 'failed', progress: 0, error, error_code: code },
      file,
    );
    await this.tell(threed);
  }

  private async progress(threed: ThreedRow, file: number, percent: number): Promise<void> {
    if (await patchThreed(this.ctx.db, threed.id, { status: 'converting', progress: percent }, file))
      await this.tell(threed);
  }

  /** Each user who may see the model gets it, presented with their own abilities, as an `updated` notification. */
  private async tell(threed: ThreedRow): Promise<void> {
    try {
      const audience = await audienceOf(this.ctx.db, [threed.oldsubprojectId], threed.companyId);
      for (const user of await findUsersForAccess(this.ctx.db, audience)) {
        const actor: Actor = { ...user, scope: 'full', impersonatedBy: null };
        const access = await loadActorScope(this.ctx.db, actor);
        let item: ContentItem;
        try {
          item = await this.content.present(access, await this.content.findVisible(access, threed.id));
        } catch {
          continue; // Not visible to this user (any more), or deleted meanwhile.
        }
        this.ctx.realtime.toUser(user.id).emit('notification', {
          time: new Date().toISOString(),
          type: 'updated',
          model: 'threeds',
          result: item,
        });
      }
    } catch (error) {
      // The conversion is done either way; screens catch up on their next fetch.
      this.ctx.log.warn({ err: error, threed: threed.id }, 'conversion notification failed');
    }
  }

  /** One model for the viewer, if the actor may see it (404 otherwise, as for a missing one). */
  async viewer(actor: Actor, id: number): Promise<ThreedViewer> {
    const { access, row } = await this.visible(actor, id);
    return this.present(row, `u${actor.id}`, contentPolicy.mayWrite(access, row));
  }

  /** /3dviewer/{id}: a model its managers made public, for anyone; any other is missing. */
  async publicViewer(id: number): Promise<ThreedViewer> {
    const row = await findPublicThreed(this.ctx.db, id);
    if (!row) throw notFound('The model');
    return this.present(row, 'anonymous', false);
  }

  /**
   * Links to a 3D model (`/v/{code}`): made by those who manage it, and opened with the rights of
   * their creator, so a link stops opening once its creator may no longer manage the model.
   */
  shareTarget(): ShareTarget {
    return {
      shareable: async (actor, id) => {
        const { row } = await this.content.findManaged(actor, id);
        return { companyId: row.companyId, title: row.title };
      },
      open: async (opening: ShareOpening) => {
        const found = await this.content.findStillManaged(opening.creator, opening.itemId);
        if (!found) return undefined;
        return {
          kind: 'threed',
          threed: await this.present(found.row as ThreedRow, `s${opening.id}`, false),
        };
      },
    };
  }

  private async visible(actor: Actor, id: number) {
    const access = await this.content.access(actor);
    return { access, row: (await this.content.findVisible(access, id)) as ThreedRow };
  }

  private async present(row: ThreedRow, subject: GrantSubject, mayManage: boolean): Promise<ThreedViewer> {
    const id = row.id;
    const properties = propertiesOf(row);
    const model = modelFileOf(await findThreedFiles(this.ctx.db, id));
    const state = model ? stateOf(properties, model.file.id, model.format) : undefined;
    // A model uploaded before the conversion job existed is converted when it is first opened.
    if (model && !viewableThreedFormats.includes(model.format) && properties.source_file !== model.file.id)
      if (await claimConversion(this.ctx.db, id, model.file.id))
        await this.ctx.jobs.enqueue(THREED_CONVERSION_JOB, { id, file: model.file.id });
    const grant = signGrant(this.ctx.config.jwtSecret, modelResource(id), subject);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      may_manage: mayManage,
      file: model ? { id: model.file.id, name: model.file.name } : null,
      format: model?.format ?? null,
      status: state?.status ?? null,
      progress: state?.progress ?? 0,
      error: state?.error ?? null,
      error_code: state?.error_code ?? null,
      model_url: state?.status === 'ready' ? `/api/threeds/${id}/model/${grant}/model.glb` : null,
    };
  }

  /**
   * The model's glTF/GLB, if the grant in its URL is valid for this model and still holds; 404
   * otherwise. A visitor's grant holds only while the model is public, a share link's only while the
   * link is open, so unpublishing or revoking stops the file at once.
   */
  async openModel(id: number, grant: string): Promise<{ object: StoredObject; type: string }> {
    const valid = verifyGrant(this.ctx.config.jwtSecret, modelResource(id), grant);
    if (!valid || !(await this.grantStillHolds(valid.subject, id))) throw notFound('The model');
    const threed = await findThreed(this.ctx.db, id);
    if (!threed) throw notFound('The model');
    const model = modelFileOf(await findThreedFiles(this.ctx.db, id));
    if (!model || stateOf(propertiesOf(threed), model.file.id, model.format).status !== 'ready')
      throw notFound('The model');
    const viewable = viewableThreedFormats.includes(model.format);
    const object = await this.ctx.storage.get(
      viewable ? model.file.storageKey : convertedKey(id, model.file.id),
    );
    if (!object) throw notFound('The model');
    const type = model.format === 'gltf' ? 'model/gltf+json' : 'model/gltf-binary';
    return { object, type };
  }

  private async grantStillHolds(subject: GrantSubject, id: number): Promise<boolean> {
    if (subject === 'anonymous') return (await findPublicThreed(this.ctx.db, id)) !== undefined;
    if (subject.startsWith('s')) {
      const link = await findActiveShareLink(this.ctx.db, Number(subject.slice(1)));
      return link?.kind === 'threed' && link.itemId === id;
    }
    return true;
  }
}

/**
 * How far the model file is made ready. A glTF/GLB needs nothing (also in items from before the
 * conversion job); another file is converting until its job wrote how it went.
 */
function stateOf(properties: ThreedProperties, file: number, format: ThreedFormat) {
  if (viewableThreedFormats.includes(format))
    return { status: 'ready' as const, progress: 100, error: null, error_code: null };
  if (properties.source_file !== file || properties.status === null)
    return { status: 'converting' as const, progress: 0, error: null, error_code: null };
  return {
    status: properties.status,
    progress: properties.progress,
    error: properties.error,
    error_code: properties.error_code,
  };
}
