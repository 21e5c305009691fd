import { favouriteRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { FavouritesService } from './favourites.service.ts';

/** get_my_favourites, addafav, remove_my_fav, update_fav_order (SPEC §7): the caller's own favourites. */
export function registerFavouritesModule(ctx: ModuleContext): FavouritesService {
  const favourites = new FavouritesService(ctx);
  const { mount } = ctx.routes;
  mount(favouriteRoutes.getMyFavourites, ({ actor }) => favourites.list(actor));
  mount(favouriteRoutes.addFavourite, ({ actor, body }) => favourites.add(actor, body));
  mount(favouriteRoutes.removeFavourite, ({ actor, body }) => favourites.remove(actor, body));
  mount(favouriteRoutes.updateFavouriteOrder, ({ actor, body }) =>
    favourites.reorder(actor, body.favourites),
  );
  return favourites;
}
