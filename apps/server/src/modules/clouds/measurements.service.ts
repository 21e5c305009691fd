import {
  type CreateMeasurementBody,
  type Measurement,
  type MeasurementQuery,
  measuredContentKinds,
  type UpdateMeasurementBody,
} from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { ContentService } from '../content/index.ts';
import {
  deleteMeasurement,
  findMeasurement,
  insertMeasurement,
  listMeasurements,
  type MeasurementRow,
  updateMeasurement,
} from './clouds.repository.ts';

/**
 * Measurements of the 3D toolkit, per user and content item. Everything starts from the item: who
 * may not see it sees no measurement of it (404, as for a missing item). Others' measurements are
 * seen only when shared, and only their authors change or delete them.
 */
export class MeasurementService {
  private readonly ctx: ServiceContext;
  private readonly contents: () => Record<MeasurementQuery['content'], ContentService>;

  constructor(ctx: ServiceContext, contents: () => Record<MeasurementQuery['content'], ContentService>) {
    this.ctx = ctx;
    this.contents = contents;
  }

  private async assertVisible(
    actor: Actor,
    content: MeasurementQuery['content'],
    item: number,
  ): Promise<void> {
    const service = this.contents()[content];
    await service.findVisible(await service.access(actor), item);
  }

  async list(actor: Actor, query: MeasurementQuery): Promise<Measurement[]> {
    await this.assertVisible(actor, query.content, query.item);
    const rows = await listMeasurements(this.ctx.db, actor.id, query.content, query.item);
    return rows.filter((row) => row.userId === actor.id || row.visible).map((row) => present(row, actor));
  }

  async create(actor: Actor, body: CreateMeasurementBody): Promise<Measurement> {
    await this.assertVisible(actor, body.content, body.item);
    const row = await insertMeasurement(this.ctx.db, {
      userId: actor.id,
      content: body.content,
      itemId: body.item,
      kind: body.kind,
      title: body.title,
      points: body.points,
      volume: body.volume ?? null,
      shared: body.shared,
    });
    return present(row, actor);
  }

  async update(actor: Actor, id: number, body: UpdateMeasurementBody): Promise<Measurement> {
    await this.own(actor, id);
    return present(await updateMeasurement(this.ctx.db, id, body), actor);
  }

  async remove(actor: Actor, id: number): Promise<{ ok: true }> {
    await this.own(actor, id);
    await deleteMeasurement(this.ctx.db, id);
    return { ok: true };
  }

  /** The caller's own measurement on an item they still see; 404 for anyone else's. */
  private async own(actor: Actor, id: number): Promise<MeasurementRow> {
    const row = await findMeasurement(this.ctx.db, id);
    if (!row || row.userId !== actor.id || !isMeasuredKind(row.content)) throw notFound('The measurement');
    await this.assertVisible(actor, row.content, row.itemId);
    return row;
  }
}

function present(row: MeasurementRow, actor: Actor): Measurement {
  return {
    id: row.id,
    content: row.content as Measurement['content'],
    item: row.itemId,
    kind: row.kind as Measurement['kind'],
    title: row.title,
    points: row.points,
    volume: row.volume ?? null,
    visible: row.visible,
    shared: row.shared,
    mine: row.userId === actor.id,
    created_at: row.createdAt.toISOString(),
  };
}

function isMeasuredKind(content: string): content is MeasurementQuery['content'] {
  return (measuredContentKinds as readonly string[]).includes(content);
}
