import {
  type ContentItem,
  type ContentKind,
  can,
  type Dashboard,
  type DashboardLayout,
  type DashboardQuery,
  defaultLayout,
  latestContentLimit,
  mayShowWidget,
  messages,
  type Note,
  type NoteBody,
  type Quote,
  type QuoteBody,
} from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { type ActorScope, loadActorScope } from '../companies/index.ts';
import { contentTables } from '../content/content.tables.ts';
import { findVisibleContentByIds, presentContent } from '../content/index.ts';
import type { FavouritesService } from '../favourites/index.ts';
import { presentNote, presentQuote } from './dashboard.presenter.ts';
import { builtInQuotes, quoteOfTheDay } from './dashboard.quotes.ts';
import * as repository from './dashboard.repository.ts';
import { timeZoneNames } from './dashboard.timezones.ts';

/** The dashboard, its layout, the user's calendar notes and the quotes of the day. */
export class DashboardService {
  private readonly ctx: ServiceContext;
  private readonly favourites: FavouritesService;

  constructor(ctx: ServiceContext, favourites: FavouritesService) {
    this.ctx = ctx;
    this.favourites = favourites;
  }

  /** One call renders the whole page: layout and every widget's first data. */
  async dashboard(actor: Actor, query: DashboardQuery): Promise<Dashboard> {
    const access = await loadActorScope(this.ctx.db, actor);
    const [layout, favourites, latest, notes, quote] = await Promise.all([
      repository.findLayout(this.ctx.db, actor.id),
      can(actor.roleId, 'favourites.use') ? this.favourites.list(actor, access) : null,
      can(actor.roleId, 'content.read') ? this.latest(access) : null,
      this.notes(actor, query.from, query.to),
      this.quoteOf(query.day),
    ]);
    return {
      layout: layout ? allowedLayout(actor.roleId, layout) : defaultLayout(actor.roleId),
      customised: layout !== undefined,
      favourites,
      latest,
      notes,
      quote,
    };
  }

  async saveLayout(actor: Actor, layout: DashboardLayout): Promise<DashboardLayout> {
    const refused = layout.widgets.find((w) => !mayShowWidget(actor.roleId, w.kind));
    if (refused) throw badRequest(`Your role cannot use the ${refused.kind} widget.`, 'dashboard.widget');
    const unknownZone = layout.widgets.flatMap((w) => w.zones ?? []).find((zone) => !timeZoneNames.has(zone));
    if (unknownZone)
      throw badRequest(`"${unknownZone}" is not a time zone this server knows.`, 'dashboard.zone');
    await repository.saveLayout(this.ctx.db, actor.id, layout);
    return layout;
  }

  async resetLayout(actor: Actor): Promise<DashboardLayout> {
    await repository.deleteLayout(this.ctx.db, actor.id);
    return defaultLayout(actor.roleId);
  }

  async notes(actor: Actor, from: string, to: string): Promise<Note[]> {
    return (await repository.listNotes(this.ctx.db, actor.id, from, to)).map(presentNote);
  }

  async addNote(actor: Actor, body: NoteBody): Promise<Note> {
    return presentNote(await repository.insertNote(this.ctx.db, actor.id, body));
  }

  /** SPEC §5: an update with no changes is refused. Another user's note is 404, as if missing. */
  async updateNote(actor: Actor, id: number, body: NoteBody): Promise<Note> {
    const current = await repository.findNote(this.ctx.db, actor.id, id);
    if (!current) throw notFound('The note');
    if (current.day === body.day && current.text === body.text) {
      throw badRequest('No changes to update', 'no_changes');
    }
    const row = await repository.updateNote(this.ctx.db, actor.id, id, body);
    if (!row) throw notFound('The note');
    return presentNote(row);
  }

  async deleteNote(actor: Actor, id: number): Promise<{ ok: true }> {
    if (!(await repository.deleteNote(this.ctx.db, actor.id, id))) throw notFound('The note');
    return { ok: true };
  }

  async quotes(): Promise<Quote[]> {
    return (await repository.listQuotes(this.ctx.db)).map(presentQuote);
  }

  async addQuote(body: QuoteBody): Promise<Quote> {
    return presentQuote(await repository.insertQuote(this.ctx.db, { text: body.text, author: body.author }));
  }

  /** SPEC §5: an update that changes nothing is refused. */
  async updateQuote(id: number, body: QuoteBody): Promise<Quote> {
    const values = { text: body.text, author: body.author };
    return this.ctx.db.transaction(async (tx) => {
      const row = await repository.findQuote(tx, id);
      if (!row) throw notFound('The quote');
      if (row.text === values.text && row.author === values.author) {
        throw badRequest(messages.noChangesToUpdate, 'no_changes');
      }
      return presentQuote((await repository.updateQuote(tx, id, values))!);
    });
  }

  async deleteQuote(id: number): Promise<{ ok: true }> {
    if (!(await repository.deleteQuote(this.ctx.db, id))) throw notFound('The quote');
    return { ok: true };
  }

  private async quoteOf(day: string): Promise<Quote> {
    const added = await this.quotes();
    if (added.length > 0) return quoteOfTheDay(day, added);
    return { id: null, ...quoteOfTheDay(day, builtInQuotes) };
  }

  /** Newest first across kinds, presented with thumbnails in a fixed number of queries. */
  private async latest(access: ActorScope): Promise<ContentItem[]> {
    const newest = await repository.newestVisibleContent(this.ctx.db, access, latestContentLimit);
    const idsByKind = new Map<ContentKind, number[]>();
    for (const { kind, id } of newest) idsByKind.set(kind, [...(idsByKind.get(kind) ?? []), id]);
    const groups = await Promise.all(
      [...idsByKind].map(async ([kind, ids]) => ({
        kind,
        rows: await findVisibleContentByIds(this.ctx.db, contentTables[kind], access, ids),
      })),
    );
    const presented = await presentContent(this.ctx.db, access, groups, this.ctx.config.jwtSecret);
    const items = new Map<string, ContentItem>();
    for (const [kind, list] of presented) for (const item of list) items.set(`${kind}:${item.id}`, item);
    return newest.flatMap(({ kind, id }) => items.get(`${kind}:${id}`) ?? []);
  }
}

/** A stored layout without the widgets the user's role no longer allows (a role can change). */
function allowedLayout(roleId: number, layout: DashboardLayout): DashboardLayout {
  return { ...layout, widgets: layout.widgets.filter((w) => mayShowWidget(roleId, w.kind)) };
}
