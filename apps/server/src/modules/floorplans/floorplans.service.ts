import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type ContentItem,
  contentProperties,
  FLOORPLAN_TILE_SIZE,
  type FloorplanFailure,
  type FloorplanMarker,
  type FloorplanSheet,
  type FloorplanViewer,
} from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import { type GrantSubject, signGrant, verifyGrant } from '../../platform/auth/grants.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import type { Storage, StoredObject } from '../../platform/storage/storage.ts';
import { loadActorScope } from '../companies/index.ts';
import {
  audienceOf,
  type ContentHooks,
  type ContentRecord,
  type ContentService,
  contentPolicy,
} from '../content/index.ts';
import { deleteMarkersOfSheet } from './floorplan-markers.repository.ts';
import { FloorplanPlacesService } from './floorplan-places.service.ts';
import { sheetKeys, tileKey } from './floorplans.keys.ts';
import {
  type FloorplanRow,
  findFloorplan,
  findSheetFile,
  findToursOnFloorplan,
  findUsersForAccess,
  patchSheet,
  removeSheet,
} from './floorplans.repository.ts';
import { FloorplanRejected, tileSheet } from './floorplans.tiler.ts';

export const FLOORPLAN_TILING_JOB = 'floorplans.tile';
const PARALLEL_PUTS = 8;

type FloorplanProperties = ReturnType<typeof contentProperties.floorplans.parse>;

function propertiesOf(row: { properties: Record<string, unknown> }): FloorplanProperties {
  return (
    contentProperties.floorplans.safeParse(row.properties).data ?? contentProperties.floorplans.parse({})
  );
}

/** The grant resource of one floor plan's tiles. */
const tileResource = (id: number) => `floorplan-tiles:${id}`;

/**
 * What the floor plans content kind does after its writes commit: each newly attached file is queued
 * for tiling, a file taken off takes its tiles along, and a deleted floor plan all of them.
 */
export function floorplanContentHooks(ctx: ServiceContext): ContentHooks {
  return {
    serverProperties: ['sheets'],
    checkProperties: async ({ properties, fileIds }) => {
      const { scales } = contentProperties.floorplans.parse(properties);
      const files = new Set(scales.map((scale) => scale.file));
      if (files.size !== scales.length) throw badScale('A sheet can have one scale only.');
      for (const scale of scales)
        if (!fileIds.includes(scale.file)) throw badScale('A scale must belong to a file of the floor plan.');
    },
    afterCommit: async (event) => {
      if (event.type === 'deleted') {
        const sheets = propertiesOf(event.row).sheets;
        for (const [file, sheet] of Object.entries(sheets))
          await deleteKeys(ctx.storage, sheetKeys(event.row.id, Number(file), sheet));
        return;
      }
      const before = event.type === 'updated' ? event.before.files.map((f) => f.id) : [];
      const after = event.item.files.map((f) => f.id);
      const row = await findFloorplan(ctx.db, event.item.id);
      if (!row) return;
      const sheets = propertiesOf(row).sheets;
      for (const [file, sheet] of Object.entries(sheets))
        if (!after.includes(Number(file))) {
          await removeSheet(ctx.db, row.id, Number(file));
          await deleteMarkersOfSheet(ctx.db, row.id, Number(file));
          await deleteKeys(ctx.storage, sheetKeys(row.id, Number(file), sheet));
        }
      for (const file of after)
        if (!before.includes(file) || !sheets[String(file)]) await requestTiling(ctx, row.id, file);
    },
  };
}

function badScale(message: string) {
  return badRequest(message, 'floorplans.scale');
}

async function requestTiling(ctx: ServiceContext, id: number, file: number): Promise<void> {
  await patchSheet(ctx.db, id, file, {
    status: 'tiling',
    progress: 0,
    error: null,
    error_code: null,
    width: null,
    height: null,
    max_zoom: null,
  });
  await ctx.jobs.enqueue(FLOORPLAN_TILING_JOB, { id, file });
}

export async function deleteKeys(storage: Storage, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += PARALLEL_PUTS)
    await Promise.all(keys.slice(i, i + PARALLEL_PUTS).map((key) => storage.delete(key).catch(() => {})));
}

/**
 * Tiles one sheet from a local file into storage under `floorplans/<id>/<file>/`. Used by the tiling
 * job and, synchronously, by the demo seed. If storing fails half-way, what was stored goes again.
 */
export async function tileSheetIntoStorage(
  storage: Storage,
  id: number,
  file: number,
  input: string,
  onProgress?: (percent: number) => Promise<void>,
): Promise<{ width: number; height: number; max_zoom: number }> {
  const tiled = await tileSheet(input);
  try {
    await onProgress?.(40);
    const stored: string[] = [];
    try {
      let nextReport = 0.25;
      for (let i = 0; i < tiled.tiles.length; i += PARALLEL_PUTS) {
        const batch = tiled.tiles.slice(i, i + PARALLEL_PUTS);
        await Promise.all(
          batch.map(async (tile) => {
            const key = tileKey(id, file, tile.z, tile.x, tile.y);
            await storage.putFile(key, tile.file);
            stored.push(key);
          }),
        );
        const done = (i + batch.length) / tiled.tiles.length;
        if (done >= nextReport && done < 1) {
          nextReport += 0.25;
          await onProgress?.(Math.round(40 + done * 55));
        }
      }
    } catch (error) {
      await deleteKeys(storage, stored);
      throw error;
    }
    return { width: tiled.width, height: tiled.height, max_zoom: tiled.maxZoom };
  } finally {
    await tiled.cleanUp();
  }
}

/** Floor-plan tiling (a job per attached file) and the viewer with its signed tiles. */
export class FloorplanService {
  private readonly ctx: ServiceContext;
  private readonly content: ContentService;
  readonly places: FloorplanPlacesService;

  constructor(ctx: ServiceContext, content: ContentService) {
    this.ctx = ctx;
    this.content = content;
    this.places = new FloorplanPlacesService(ctx, content);
    ctx.jobs.work<{ id: number; file: number }>(FLOORPLAN_TILING_JOB, ({ id, file }) => this.tile(id, file));
  }

  /** The tiling job: reads the file, tiles it into storage, and tells everyone who may see the floor plan. */
  async tile(id: number, fileId: number): Promise<void> {
    const floorplan = await findFloorplan(this.ctx.db, id);
    if (!floorplan) return; // Deleted meanwhile.
    const source = await findSheetFile(this.ctx.db, id, fileId);
    if (!source) return; // Taken off the floor plan meanwhile: its sheet went with it.
    const previous = propertiesOf(floorplan).sheets[String(fileId)];
    if (previous) await deleteKeys(this.ctx.storage, sheetKeys(id, fileId, previous));
    const dir = await mkdtemp(path.join(tmpdir(), 'spatium-floorplan-source-'));
    try {
      const stored = await this.ctx.storage.get(source.storageKey);
      if (!stored)
        return this.fail(floorplan, fileId, 'missing_file', 'The floor plan file is missing from storage.');
      const input = path.join(dir, 'source');
      await pipeline(stored.stream, createWriteStream(input));
      await this.progress(floorplan, fileId, 5);
      const result = await tileSheetIntoStorage(this.ctx.storage, id, fileId, input, (percent) =>
        this.progress(floorplan, fileId, percent),
      );
      if (!(await findSheetFile(this.ctx.db, id, fileId))) {
        // Taken off while tiling: nothing of it may stay behind.
        await deleteKeys(this.ctx.storage, sheetKeys(id, fileId, result));
        return;
      }
      await patchSheet(this.ctx.db, id, fileId, {
        status: 'ready',
        progress: 100,
        error: null,
        error_code: null,
        ...result,
      });
    } catch (error) {
      if (error instanceof FloorplanRejected)
        return this.fail(floorplan, fileId, error.code, error.message, error.size);
      this.ctx.log.error({ err: error, floorplan: id, file: fileId }, 'floor plan tiling failed');
      return this.fail(floorplan, fileId, 'server', 'Tiling failed on the server; upload the file again.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await this.tell(floorplan);
  }

  private async fail(
    floorplan: FloorplanRow,
    file: number,
    code: FloorplanFailure,
    error: string,
    size?: { width: number; height: number },
  ): Promise<void> {
    await patchSheet(this.ctx.db, floorplan.id, file, {
      status: 'failed',
      progress: 0,
      error,
      error_code: code,
      width: size?.width ?? null,
      height: size?.height ?? null,
      max_zoom: null,
    });
    await this.tell(floorplan);
  }

  private async progress(floorplan: FloorplanRow, file: number, percent: number): Promise<void> {
    await patchSheet(this.ctx.db, floorplan.id, file, { status: 'tiling', progress: percent });
    await this.tell(floorplan);
  }

  /** Each user who may see the floor plan gets it, presented with their own abilities, as an `updated` notification. */
  private async tell(floorplan: FloorplanRow): Promise<void> {
    try {
      const audience = await audienceOf(this.ctx.db, [floorplan.oldsubprojectId], floorplan.companyId);
      for (const user of await findUsersForAccess(this.ctx.db, audience)) {
        const actor: Actor = { ...user, scope: 'full', impersonatedBy: null };
        const access = await loadActorScope(this.ctx.db, actor);
        let item: ContentItem;
        try {
          item = await this.content.present(access, await this.content.findVisible(access, floorplan.id));
        } catch {
          continue; // Not visible to this user (any more), or deleted meanwhile.
        }
        this.ctx.realtime.toUser(user.id).emit('notification', {
          time: new Date().toISOString(),
          type: 'updated',
          model: 'floorplans',
          result: item,
        });
      }
    } catch (error) {
      // Tiling is done either way; screens catch up on their next fetch.
      this.ctx.log.warn({ err: error, floorplan: floorplan.id }, 'tiling notification failed');
    }
  }

  /** One floor plan for the viewer, if the actor may see it (404 otherwise, as for a missing one). */
  async viewer(actor: Actor, id: number, domain: string): Promise<FloorplanViewer> {
    const access = await this.content.access(actor);
    const row = await this.content.findVisible(access, id);
    const item = await this.content.present(access, row);
    const properties = propertiesOf(row);
    const grant = signGrant(this.ctx.config.jwtSecret, tileResource(id), `u${actor.id}` as GrantSubject);
    const [markers, placed, buildings] = await Promise.all([
      this.markers(access, row),
      this.places.placedOn(access, row, domain),
      this.places.buildings(access, row.companyId),
    ]);
    const mayWrite = contentPolicy.mayWrite(access, row);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      levels: properties.levels,
      company: row.companyId,
      buildings,
      abilities: { update: mayWrite, place: mayWrite },
      sheets: item.files.map((file) => {
        const sheet: FloorplanSheet = properties.sheets[String(file.id)] ?? {
          status: 'tiling',
          progress: 0,
          error: null,
          error_code: null,
          width: null,
          height: null,
          max_zoom: null,
        };
        return {
          ...sheet,
          file: file.id,
          name: file.name,
          tile_size: FLOORPLAN_TILE_SIZE,
          tile_url:
            sheet.status === 'ready'
              ? `/api/floorplans/${id}/tiles/${grant}/${file.id}/{z}/{x}_{y}.png`
              : null,
          scale: properties.scales.find((scale) => scale.file === file.id) ?? null,
          markers: markers.get(file.id) ?? [],
          placed: placed.get(file.id) ?? [],
        };
      }),
    };
  }

  /** Scenes of the tours the actor may see whose plan is a sheet of this floor plan, in its pixels. */
  private async markers(
    access: Awaited<ReturnType<ContentService['access']>>,
    row: ContentRecord,
  ): Promise<Map<number, FloorplanMarker[]>> {
    const bySheet = new Map<number, FloorplanMarker[]>();
    const sheets = propertiesOf(row).sheets;
    for (const tour of await findToursOnFloorplan(this.ctx.db, access, row)) {
      const parsed = contentProperties.tours.safeParse(tour.properties).data;
      const plan = parsed?.plan;
      if (!plan) continue;
      const sheet = sheets[String(plan.file)];
      const width = sheet?.width ?? plan.width;
      const height = sheet?.height ?? plan.height;
      if (!width || !height) continue;
      for (const scene of parsed.scenes) {
        if (!scene.plan_position) continue;
        const list = bySheet.get(plan.file) ?? [];
        list.push({
          kind: 'tour_scene',
          tour: tour.id,
          tour_title: tour.title,
          scene: scene.id,
          title: scene.title,
          x: scene.plan_position.x * width,
          y: scene.plan_position.y * height,
        });
        bySheet.set(plan.file, list);
      }
    }
    return bySheet;
  }

  /** A tile, if the grant in its URL is valid for this floor plan; 404 otherwise. */
  async openTile(
    id: number,
    grant: string,
    tile: { file: number; z: number; tile: string },
  ): Promise<{ object: StoredObject; expires: number }> {
    const expires = verifyGrant(this.ctx.config.jwtSecret, tileResource(id), grant)?.expires;
    if (expires === undefined) throw notFound('The tile');
    const [x, y] = tile.tile
      .replace(/\.png$/, '')
      .split('_')
      .map(Number) as [number, number];
    const object = await this.ctx.storage.get(tileKey(id, tile.file, tile.z, x, y));
    if (!object) throw notFound('The tile');
    return { object, expires };
  }
}
