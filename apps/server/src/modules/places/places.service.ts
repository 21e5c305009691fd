import type { CreatePlaceBody, ListQuery, Place, UpdatePlaceBody } from '@spatium/contracts';
import { messages } from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { CompanyCollectionAccess, loadActorScope } from '../companies/company-scope.ts';
import { placesPolicy } from './places.policy.ts';
import { presentPlace } from './places.presenter.ts';
import {
  deletePlace,
  findPlace,
  insertPlace,
  listPlaces,
  type PlaceRow,
  updatePlace,
} from './places.repository.ts';

type PlaceOut = z.infer<typeof Place>;

export class PlacesService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  private async access(actor: Actor) {
    return new CompanyCollectionAccess(await loadActorScope(this.ctx.db, actor), placesPolicy, 'The place');
  }

  async list(actor: Actor, query: ListQuery & { company?: number | undefined }): Promise<PlaceOut[]> {
    const access = await this.access(actor);
    const rows = await listPlaces(this.ctx.db, access.readableCompanies(query.company), query);
    return rows.map((row) => this.present(access, row));
  }

  async create(actor: Actor, body: z.infer<typeof CreatePlaceBody>): Promise<PlaceOut> {
    const access = await this.access(actor);
    const companyId = await access.targetCompany(this.ctx.db, body.company);
    const row = await insertPlace(this.ctx.db, {
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
    const row = await findPlace(this.ctx.db, id);
    if (!row) throw notFound('The place');
    access.assert('write', row.companyId);
    const changes: Partial<PlaceRow> = {};
    for (const key of ['title', 'lat', 'lon', 'address'] as const) {
      const value = body[key];
      if (value !== undefined && value !== row[key]) (changes as Record<string, unknown>)[key] = value;
    }
    if (Object.keys(changes).length === 0) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    return this.announce('updated', access, await updatePlace(this.ctx.db, id, changes));
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const access = await this.access(actor);
    const row = await findPlace(this.ctx.db, id);
    if (!row) throw notFound('The place');
    access.assert('write', row.companyId);
    await deletePlace(this.ctx.db, id, row.companyId);
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
