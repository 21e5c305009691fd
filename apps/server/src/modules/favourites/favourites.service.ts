import {
  type ContentItem,
  type ContentKind,
  type Favourite,
  type FavouriteKey,
  favouritesMax,
} from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { type ActorScope, loadActorScope } from '../companies/index.ts';
import { contentTables } from '../content/content.tables.ts';
import { findVisibleContentByIds, presentContent } from '../content/index.ts';
import { presentFavourite } from './favourites.presenter.ts';
import {
  countFavourites,
  deleteFavourite,
  type FavouriteRow,
  favouriteKeyOf,
  insertFavourite,
  listFavourites,
  setFavouriteOrder,
} from './favourites.repository.ts';

/**
 * A user's favourites. Each is checked against what the user may see every time it is read, so an
 * item whose sub-project they lost (or that was deleted) drops out of every answer at once.
 */
export class FavouritesService {
  private readonly ctx: ServiceContext;

  constructor(ctx: ServiceContext) {
    this.ctx = ctx;
  }

  async list(actor: Actor, scope?: ActorScope): Promise<Favourite[]> {
    const access = scope ?? (await loadActorScope(this.ctx.db, actor));
    const rows = await listFavourites(this.ctx.db, actor.id);
    const visible = await this.visibleItems(access, rows);
    return rows
      .filter((row) => visible.has(favouriteKeyOf(row.type, row.contentId)))
      .map((row, position) =>
        presentFavourite(row, visible.get(favouriteKeyOf(row.type, row.contentId))!, position),
      );
  }

  /** Only an item the caller may see can become a favourite; anything else is 404, as if missing. */
  async add(actor: Actor, key: FavouriteKey): Promise<Favourite> {
    const access = await loadActorScope(this.ctx.db, actor);
    const [row] = await findVisibleContentByIds(this.ctx.db, contentTables[key.type], access, [
      key.content_id,
    ]);
    if (!row) throw notFound('The item');
    await this.ctx.db.transaction(async (tx) => {
      if ((await countFavourites(tx, actor.id)) >= favouritesMax) {
        throw conflict(
          `You can keep at most ${favouritesMax} favourites. Remove one first.`,
          'favourites.full',
        );
      }
      await insertFavourite(tx, actor.id, key);
    });
    const favourite = (await this.list(actor, access)).find(
      (f) => f.type === key.type && f.content_id === key.content_id,
    );
    if (!favourite) throw notFound('The item');
    return favourite;
  }

  async remove(actor: Actor, key: FavouriteKey): Promise<{ ok: true }> {
    await deleteFavourite(this.ctx.db, actor.id, key);
    return { ok: true };
  }

  /**
   * The caller sends every favourite they see, in the new order. Favourites they no longer see keep
   * their rows (they come back with access) and go after the visible ones.
   */
  async reorder(actor: Actor, keys: FavouriteKey[]): Promise<Favourite[]> {
    const access = await loadActorScope(this.ctx.db, actor);
    const current = await this.list(actor, access);
    const wanted = keys.map((k) => favouriteKeyOf(k.type, k.content_id));
    const known = new Set(current.map((f) => favouriteKeyOf(f.type, f.content_id)));
    if (new Set(wanted).size !== wanted.length)
      throw badRequest('Each favourite may appear once.', 'favourites.order');
    if (wanted.length !== known.size || wanted.some((k) => !known.has(k))) {
      throw conflict(
        'Your favourites changed meanwhile. Reload them and try again.',
        'favourites.order_stale',
      );
    }
    const byKey = new Map(current.map((f) => [favouriteKeyOf(f.type, f.content_id), f.id]));
    await this.ctx.db.transaction(async (tx) => {
      const rows = await listFavourites(tx, actor.id);
      const hidden = rows.filter((r) => !known.has(favouriteKeyOf(r.type, r.contentId)));
      const ordered = [...wanted.map((k) => byKey.get(k)!), ...hidden.map((r) => r.id)];
      for (const [position, id] of ordered.entries()) await setFavouriteOrder(tx, actor.id, id, position);
    });
    return this.list(actor, access);
  }

  /** The visible items behind the rows, by kind: one query per kind present, with thumbnails. */
  private async visibleItems(access: ActorScope, rows: FavouriteRow[]): Promise<Map<string, ContentItem>> {
    const idsByKind = new Map<ContentKind, number[]>();
    for (const row of rows) idsByKind.set(row.type, [...(idsByKind.get(row.type) ?? []), row.contentId]);
    const groups = await Promise.all(
      [...idsByKind].map(async ([kind, ids]) => ({
        kind,
        rows: await findVisibleContentByIds(this.ctx.db, contentTables[kind], access, ids),
      })),
    );
    const presented = await presentContent(this.ctx.db, access, groups, this.ctx.config.jwtSecret);
    const items = new Map<string, ContentItem>();
    for (const [kind, list] of presented)
      for (const item of list) items.set(favouriteKeyOf(kind, item.id), item);
    return items;
  }
}
