import { z } from 'zod';
import { type ContentKind, contentKindNames } from '../catalogue/content.ts';
import { id, text } from '../core/primitives.ts';

/**
 * A user's favourites (SPEC §3 "favourites (type, content_id, order)"): content items of any kind,
 * in the order the user chose. They are the user's alone, and an item the user may no longer see is
 * left out of every answer (the row stays, so it comes back if access is granted again).
 */

const kind = z.enum(contentKindNames as [ContentKind, ...ContentKind[]]);

/** The largest number of favourites a user keeps: a dashboard list, not a second catalogue. */
export const favouritesMax = 200;

/** addafav and remove_my_fav: which item. */
export const FavouriteKey = z.object({
  type: kind.describe('The content kind, e.g. tours'),
  content_id: id().describe('The item id within its kind'),
});
export type FavouriteKey = z.infer<typeof FavouriteKey>;

export const Favourite = FavouriteKey.extend({
  id: z.number().int(),
  order: z.number().int().describe('Position in the user’s list, from 0'),
  title: text(),
  thumbnail: z.string().nullable().describe('Signed for this caller; null for none'),
  subproject: z.number().int(),
  oldproject: z.number().int(),
});
export type Favourite = z.infer<typeof Favourite>;

/** update_fav_order: every favourite the caller sees, in the new order. */
export const FavouriteOrderBody = z.object({
  favourites: z.array(FavouriteKey).min(1).max(favouritesMax).describe('The favourites, first to last'),
});
export type FavouriteOrderBody = z.infer<typeof FavouriteOrderBody>;
