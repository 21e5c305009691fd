import { z } from 'zod';
import { OkResponse } from '../core/params.ts';
import { defineRoute } from '../core/route.ts';
import { Favourite, FavouriteKey, FavouriteOrderBody } from './favourites.ts';

export const favouriteRoutes = {
  getMyFavourites: defineRoute({
    method: 'GET',
    path: '/get_my_favourites',
    summary: 'Your favourites that you may still see, in your order',
    tags: ['favourites'],
    access: { capability: 'favourites.use' },
    response: z.array(Favourite),
  }),
  addFavourite: defineRoute({
    method: 'POST',
    path: '/addafav',
    summary: 'Add an item you may see to the end of your favourites (again: no change)',
    tags: ['favourites'],
    access: { capability: 'favourites.use' },
    body: FavouriteKey,
    response: Favourite,
  }),
  removeFavourite: defineRoute({
    method: 'POST',
    path: '/remove_my_fav',
    summary: 'Remove an item from your favourites (not there: no change)',
    tags: ['favourites'],
    access: { capability: 'favourites.use' },
    body: FavouriteKey,
    response: OkResponse,
  }),
  updateFavouriteOrder: defineRoute({
    method: 'POST',
    path: '/update_fav_order',
    summary: 'Reorder your favourites: send every one you see, first to last',
    tags: ['favourites'],
    access: { capability: 'favourites.use' },
    body: FavouriteOrderBody,
    response: z.array(Favourite),
  }),
} as const;
