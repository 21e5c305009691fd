// Light parts only: content cards and detail pages import the star from here.
export { favouriteKeys, useFavourites } from './api/favourites.ts';
export { FavouriteStar } from './components/FavouriteStar.tsx';
export { moveItem } from './order.ts';
