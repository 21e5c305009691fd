import type { CreateHotspotBody, Hotspot, ListQuery, UpdateHotspotBody } from '@spatium/contracts';
import { messages } from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { CompanyCollectionAccess } from '../companies/index.ts';
import { notifySubprojectAudience } from '../content/index.ts';
import { hotspotsPolicy } from './hotspots.policy.ts';
import { presentHotspot } from './hotspots.presenter.ts';
import {
  findTourSubproject,
  type HotspotRow,
  hotspotsCollection,
  listHotspots,
} from './hotspots.repository.ts';

type HotspotOut = z.infer<typeof Hotspot>;
/** Field by field: jsonb does not keep the key order a style was written with. */
const sameStyle = (a: HotspotRow['style'], b: HotspotRow['style']) =>
  (Object.keys(a) as (keyof HotspotRow['style'])[]).every((key) => a[key] === b[key]);
const definedOnly = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export class HotspotsService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  private access(actor: Actor) {
    return CompanyCollectionAccess.of(this.ctx.db, actor, hotspotsPolicy, 'The hotspot');
  }

  async list(actor: Actor, query: ListQuery & { company?: number | undefined }): Promise<HotspotOut[]> {
    const access = await this.access(actor);
    const rows = await listHotspots(
      this.ctx.db,
      access.readableCompanies(query.company),
      access.scope,
      query,
    );
    return rows.map((row) => this.present(access, row));
  }

  /** SPEC §3/§9: a new marker's style defaults to width 150, height 100, line 80 (the contract fills it). */
  async create(actor: Actor, body: z.infer<typeof CreateHotspotBody>): Promise<HotspotOut> {
    const access = await this.access(actor);
    const companyId = await access.targetCompany(this.ctx.db, body.company);
    await this.checkTour(body.tour, companyId);
    const row = await hotspotsCollection.insert(this.ctx.db, {
      companyId,
      tourId: body.tour,
      title: body.title,
      description: body.description,
      type: body.type,
      importance: body.importance,
      style: body.style,
    });
    return this.announce('created', access, row);
  }

  async update(actor: Actor, id: number, body: z.infer<typeof UpdateHotspotBody>): Promise<HotspotOut> {
    const access = await this.access(actor);
    const row = await access.load(this.ctx.db, hotspotsCollection, id, 'write');
    const changes: Partial<HotspotRow> = {};
    if (body.title !== undefined && body.title !== row.title) changes.title = body.title;
    if (body.description !== undefined && body.description !== row.description)
      changes.description = body.description;
    if (body.type !== undefined && body.type !== row.type) changes.type = body.type;
    if (body.importance !== undefined && body.importance !== row.importance)
      changes.importance = body.importance;
    if (body.style !== undefined) {
      const style = { ...row.style, ...definedOnly(body.style) };
      if (!sameStyle(style, row.style)) changes.style = style;
    }
    if (body.tour !== undefined && body.tour !== row.tourId) {
      await this.checkTour(body.tour, row.companyId);
      changes.tourId = body.tour;
    }
    if (Object.keys(changes).length === 0) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    const updated = await hotspotsCollection.update(this.ctx.db, id, row.companyId, changes);
    if (!updated) throw notFound('The hotspot');
    return this.announce('updated', access, updated);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const access = await this.access(actor);
    const row = await access.load(this.ctx.db, hotspotsCollection, id, 'write');
    await hotspotsCollection.delete(this.ctx.db, id, row.companyId);
    await this.tell('deleted', row, { id }, { id });
  }

  /** A hotspot may only sit on a tour of its own company; any other tour looks missing. */
  private async checkTour(tourId: number | null, companyId: number): Promise<void> {
    if (tourId === null) return;
    if ((await findTourSubproject(this.ctx.db, tourId, companyId)) === undefined) throw notFound('The tour');
  }

  private present(access: CompanyCollectionAccess, row: HotspotRow): HotspotOut {
    const write = access.may('write', row.companyId);
    return presentHotspot(row, { update: write, delete: write });
  }

  private async announce(
    type: 'created' | 'updated',
    access: CompanyCollectionAccess,
    row: HotspotRow,
  ): Promise<HotspotOut> {
    const result = this.present(access, row);
    await this.tell(type, row, result, { ...result, abilities: { update: false, delete: false } });
    return result;
  }

  /**
   * Those who may see the hotspot hear of the change, as they would list it: of one on a tour, those
   * who see the tour's sub-project; of the company's own, its members who read the catalogue (never
   * role 5, SPEC §6).
   */
  private async tell(
    type: 'created' | 'updated' | 'deleted',
    row: HotspotRow,
    forEditors: HotspotOut | { id: number },
    forReaders: HotspotOut | { id: number },
  ): Promise<void> {
    const subprojectId =
      row.tourId === null ? undefined : await findTourSubproject(this.ctx.db, row.tourId, row.companyId);
    if (subprojectId !== undefined) {
      await notifySubprojectAudience(
        this.ctx,
        'hotspots',
        type,
        { editors: forEditors, readers: forReaders },
        { subprojectId, companyId: row.companyId },
      );
      return;
    }
    this.ctx.realtime
      .toCompanyReaders(row.companyId)
      .emit('notification', { time: new Date().toISOString(), type, model: 'hotspots', result: forReaders });
  }
}
