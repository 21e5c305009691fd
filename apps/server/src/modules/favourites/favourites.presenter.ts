import type { ContentItem, Favourite } from '@spatium/contracts';
import type { FavouriteRow } from './favourites.repository.ts';

export function presentFavourite(row: FavouriteRow, item: ContentItem, position: number): Favourite {
  return {
    id: row.id,
    type: row.type,
    content_id: row.contentId,
    order: position,
    title: item.title,
    thumbnail: item.thumbnail,
    subproject: item.subproject,
    oldproject: item.oldproject,
  };
}
