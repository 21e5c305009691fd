import type { CreatePlaceBody, ListQuery, Place, UpdatePlaceBody } from '@spatium/contracts';
import { messages } from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { CompanyCollectionAccess } from '../companies/index.ts';
import { placesPolicy } from './places.policy.ts';
import { presentPlace } from './places.presenter.ts';
import { type PlaceRow, placesCollection } from './places.repository.ts';

type PlaceOut = z.infer<typeof Place>;

export class PlacesService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  private access(actor: Actor) {
    return CompanyCollectionAccess.of(this.ctx.db, actor, placesPolicy, 'The place');
  }

  async list(actor: Actor, query: ListQuery & { company?: number | undefined }): Promise<PlaceOut[]> {
    const access = await this.access(actor);
    const rows = await placesCollection.list(this.ctx.db, access.readableCompanies(query.company), query);
    return rows.map((row) => this.present(access, row));
  }

  async create(actor: Actor, body: z.infer<typeof CreatePlaceBody>): Promise<PlaceOut> {
    const access = await this.access(actor);
    const companyId = await access.targetCompany(this.ctx.db, body.company);
    const row = await placesCollection.insert(this.ctx.db, {
      companyId,
      title: body.title,
      lat: body.lat,
      lon: body.lon,
      address: body.address,
    });
    return this.announce('created', access, row);
  }

  async update(actor: Actor, id: number, body: z.infer<typeof UpdatePlaceBody>): Promise<PlaceOut> {
    const access = await this.access(actor);
    const row = await access.load(this.ctx.db, placesCollection, id, 'write');
    const changes: Partial<PlaceRow> = {};
    for (const key of ['title', 'lat', 'lon', 'address'] as const) {
      const value = body[key];
      if (value !== undefined && value !== row[key]) (changes as Record<string, unknown>)[key] = value;
    }
    if (Object.keys(changes).length === 0) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    const updated = await placesCollection.update(this.ctx.db, id, row.companyId, changes);
    if (!updated) throw notFound('The place');
    return this.announce('updated', access, updated);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const access = await this.access(actor);
    const row = await access.load(this.ctx.db, placesCollection, id, 'write');
    await placesCollection.delete(this.ctx.db, id, row.companyId);
    this.ctx.realtime.toCompanyReaders(row.companyId).emit('notification', {
      time: new Date().toISOString(),
      type: 'deleted',
      model: 'places',
      result: { id },
    });
  }

  private present(access: CompanyCollectionAccess, row: PlaceRow): PlaceOut {
    const write = access.may('write', row.companyId);
    return presentPlace(row, { update: write, delete: write });
  }

  /** Every member of the company who reads its catalogue sees places (not role 5, SPEC §6): they hear of it. */
  private announce(type: 'created' | 'updated', access: CompanyCollectionAccess, row: PlaceRow): PlaceOut {
    const result = this.present(access, row);
    this.ctx.realtime
      .toCompanyReaders(row.companyId)
      .emit('notification', { time: new Date().toISOString(), type, model: 'places', result });
    return result;
  }
}
