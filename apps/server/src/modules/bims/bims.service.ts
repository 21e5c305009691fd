import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type BimFailure,
  type BimModel,
  type BimViewer,
  bimMessages,
  contentProperties,
} from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import { type GrantSubject, signGrant, verifyGrant } from '../../platform/auth/grants.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { forbidden, HttpError } from '../../platform/http/errors.ts';
import { deleteMeasurementsOf } from '../clouds/index.ts';
import type { ActorScope } from '../companies/index.ts';
import {
  type ContentHooks,
  type ContentService,
  contentPolicy,
  notifyEachReader,
  visibleContentIds,
} from '../content/index.ts';
import { findActiveShareLink, type ShareOpening, type ShareTarget } from '../sharelinks/index.ts';
import { convertIfcInWorker } from './bims.convert.ts';
import {
  type BimRow,
  findBim,
  findIfcSource,
  findPublicBim,
  findSiblingBims,
  patchBim,
} from './bims.repository.ts';
import { bims } from './bims.schema.ts';
import { IfcRejected } from './ifc.converter.ts';

export const BIM_CONVERSION_JOB = 'bims.convert';

type BimProperties = ReturnType<typeof contentProperties.bims.parse>;

export const fragmentsKey = (id: number) => `bims/${id}/model.frag`;

/**
 * A grant names the model's last change: a new conversion (or any edit) gives new URLs, so a browser
 * never shows fragments it cached from the file before.
 */
const fragmentsResource = (row: Pick<BimRow, 'id' | 'updatedAt'>) =>
  `bim-fragments:${row.id}:${row.updatedAt.getTime()}`;

const notFound = () => new HttpError(404, bimMessages.notFound, 'bims.not_found');

function propertiesOf(row: { properties: Record<string, unknown> }): BimProperties {
  return contentProperties.bims.safeParse(row.properties).data ?? contentProperties.bims.parse({});
}

/**
 * BIM models beyond the shared content rules: conversion of the uploaded IFC into ThatOpen fragments
 * (a job, in a worker thread), and the viewer with signed links to the fragments of the model and of
 * the other models of its sub-project. The browser never downloads the IFC for viewing.
 */
export class BimService {
  private readonly ctx: ServiceContext;
  private readonly content: () => ContentService;

  constructor(ctx: ServiceContext, content: () => ContentService) {
    this.ctx = ctx;
    this.content = content;
    ctx.jobs.work<{ id: number }>(BIM_CONVERSION_JOB, ({ id }) => this.convert(id));
  }

  hooks(): ContentHooks {
    return {
      serverProperties: [
        'schema',
        'status',
        'progress',
        'error',
        'error_code',
        'elements',
        'ifc_bytes',
        'fragments_bytes',
      ],
      afterCommit: async (event) => {
        if (event.type === 'deleted') {
          await this.ctx.storage.delete(fragmentsKey(event.row.id)).catch(() => {});
          await deleteMeasurementsOf(this.ctx.db, 'bims', event.row.id);
          return;
        }
        const fileIds = event.item.files.map((f) => f.id);
        const changed =
          event.type === 'created' || fileIds.join() !== event.before.files.map((f) => f.id).join();
        if (changed) await this.requestConversion(event.item.id);
      },
    };
  }

  /** Queues the conversion of the BIM's IFC file; without one, the BIM waits for an upload. */
  async requestConversion(id: number): Promise<void> {
    if (!(await findIfcSource(this.ctx.db, id))) {
      await this.ctx.storage.delete(fragmentsKey(id)).catch(() => {});
      await patchBim(this.ctx.db, id, { ...emptyConversion, status: 'uploaded' });
      return;
    }
    await patchBim(this.ctx.db, id, { status: 'converting', progress: 0, error: null, error_code: null });
    await this.ctx.jobs.enqueue(BIM_CONVERSION_JOB, { id });
  }

  /** The conversion job: the IFC to a local file, fragments beside it, then into storage. */
  async convert(id: number): Promise<void> {
    const row = await findBim(this.ctx.db, id);
    if (!row) return; // Deleted meanwhile.
    const source = await findIfcSource(this.ctx.db, id);
    if (!source) return this.fail(row, 'missing', 'The BIM has no IFC file.');
    const dir = await mkdtemp(path.join(tmpdir(), 'spatium-bim-'));
    try {
      const stored = await this.ctx.storage.get(source.storageKey);
      if (!stored) return this.fail(row, 'missing', 'The IFC file is missing from storage.');
      const input = path.join(dir, 'model.ifc');
      const output = path.join(dir, 'model.frag');
      await pipeline(stored.stream, createWriteStream(input));
      await this.progress(row, 2);
      let reports = Promise.resolve();
      let next = 10;
      const result = await convertIfcInWorker(input, output, (percent) => {
        if (percent < next || percent >= 100) return;
        next = Math.floor(percent / 10) * 10 + 10;
        reports = reports.then(() => this.progress(row, Math.round(2 + percent * 0.93)));
      });
      await reports;
      const size = (await stat(output)).size;
      await this.ctx.storage.putFile(fragmentsKey(id), output);
      await patchBim(this.ctx.db, id, {
        status: 'ready',
        progress: 100,
        error: null,
        error_code: null,
        schema: result.schema,
        elements: result.elements,
        ifc_bytes: source.size,
        fragments_bytes: size,
      });
    } catch (error) {
      if (error instanceof IfcRejected) return this.fail(row, error.code, error.message);
      this.ctx.log.error({ err: error, bim: id }, 'IFC conversion failed');
      return this.fail(row, 'server', 'Conversion failed on the server; upload the file again.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await notifyEachReader(this.ctx, this.content(), row);
  }

  private async fail(row: BimRow, code: BimFailure, error: string): Promise<void> {
    await this.ctx.storage.delete(fragmentsKey(row.id)).catch(() => {});
    await patchBim(this.ctx.db, row.id, { ...emptyConversion, status: 'failed', error, error_code: code });
    await notifyEachReader(this.ctx, this.content(), row);
  }

  private async progress(row: BimRow, percent: number): Promise<void> {
    await patchBim(this.ctx.db, row.id, { status: 'converting', progress: percent });
    await notifyEachReader(this.ctx, this.content(), row);
  }

  /** A BIM and the other models of its sub-project the actor may see; 'Bim project not found' otherwise. */
  async viewer(actor: Actor, id: number): Promise<BimViewer> {
    const { access, row } = await this.visible(actor, id);
    const siblings = await this.visibleSiblings(access, row);
    return this.present(row, siblings, `u${actor.id}`, contentPolicy.mayWrite(access, row));
  }

  /**
   * Links to a BIM (`/v/{code}`): made by those who manage it, and opened with the rights of their
   * creator (the model and the siblings they see), so a link stops once its creator may no longer manage it.
   */
  shareTarget(): ShareTarget {
    return {
      shareable: async (actor, id) => {
        const { row } = await this.content().findManaged(actor, id);
        return { companyId: row.companyId, title: row.title };
      },
      open: async (opening: ShareOpening) => {
        const found = await this.content().findStillManaged(opening.creator, opening.itemId);
        if (!found) return undefined;
        const row = found.row as BimRow;
        const siblings = await this.visibleSiblings(found.access, row);
        return { kind: 'bim', bim: this.present(row, siblings, `s${opening.id}`, false) };
      },
    };
  }

  private async visible(actor: Actor, id: number) {
    const content = this.content();
    const access = await content.access(actor);
    const row = await content.findVisible(access, id).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404 ? notFound() : error;
    });
    return { access, row: row as BimRow };
  }

  /** /bim_viewer/{id}: a model its managers made public, with the other public models beside it. */
  async publicViewer(id: number): Promise<BimViewer> {
    const row = await findPublicBim(this.ctx.db, id);
    if (!row) throw notFound();
    const siblings = (await findSiblingBims(this.ctx.db, row)).filter(
      (sibling) => sibling.enabled && propertiesOf(sibling).public,
    );
    return this.present(row, siblings, 'anonymous', false);
  }

  /**
   * The fragments of a model, if the grant in the URL was made for it since its last change; 403
   * otherwise. A visitor's grant holds only while the model stays public, a share link's only while
   * the link is open, so unpublishing or revoking stops the fragments at once.
   */
  async openFragments(id: number, grant: string): Promise<{ key: string; size: number; expires: number }> {
    const row = await findBim(this.ctx.db, id);
    const valid = row && verifyGrant(this.ctx.config.jwtSecret, fragmentsResource(row), grant);
    if (!valid || !(await this.grantStillHolds(valid.subject, row))) throw forbidden();
    const key = fragmentsKey(id);
    const stored = await this.ctx.storage.stat(key);
    if (!stored) throw forbidden();
    return { key, size: stored.size, expires: valid.expires };
  }

  private async grantStillHolds(subject: GrantSubject, row: BimRow): Promise<boolean> {
    if (subject === 'anonymous') return (await findPublicBim(this.ctx.db, row.id)) !== undefined;
    if (subject.startsWith('s')) {
      const link = await findActiveShareLink(this.ctx.db, Number(subject.slice(1)));
      if (link?.kind !== 'bim') return false;
      if (link.itemId === row.id) return true;
      // A link's viewer also loads the other models of its model's sub-project.
      const shared = await findBim(this.ctx.db, link.itemId);
      return (
        shared !== undefined &&
        shared.companyId === row.companyId &&
        shared.oldsubprojectId !== null &&
        shared.oldsubprojectId === row.oldsubprojectId
      );
    }
    return true;
  }

  private async visibleSiblings(access: ActorScope, row: BimRow): Promise<BimRow[]> {
    const siblings = await findSiblingBims(this.ctx.db, row);
    const visible = new Set(
      await visibleContentIds(
        this.ctx.db,
        bims,
        access,
        row.companyId,
        siblings.map((s) => s.id),
      ),
    );
    return siblings.filter((s) => visible.has(s.id));
  }

  private present(row: BimRow, siblings: BimRow[], subject: GrantSubject, mayManage: boolean): BimViewer {
    const model = (item: BimRow): BimModel => {
      const p = propertiesOf(item);
      const grant = signGrant(this.ctx.config.jwtSecret, fragmentsResource(item), subject);
      return {
        id: item.id,
        title: item.title,
        status: p.status,
        progress: p.progress,
        error: p.error,
        error_code: p.error_code,
        schema: p.schema,
        elements: p.elements,
        url: p.status === 'ready' ? `/api/bims/${item.id}/fragments/${grant}/model.frag` : null,
      };
    };
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      subproject: row.oldsubprojectId,
      may_manage: mayManage,
      model: model(row),
      siblings: siblings.map(model),
    };
  }
}

const emptyConversion = {
  progress: 0,
  error: null,
  error_code: null,
  elements: null,
  ifc_bytes: null,
  fragments_bytes: null,
};
