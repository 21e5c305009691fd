import type { MyFile } from '@spatium/contracts';
import type { MyFileRow } from './myfiles.repository.ts';

/** Signs a short-lived download link of a file for its owner. */
export type SignLink = (fileId: number, userId: number) => { url: string };

/** A preview of an ordinary image file, signed for its owner; undefined when there can be none. */
export type PreviewOf = (row: MyFileRow) => string | undefined;

export function presentMyFile(row: MyFileRow, signLink: SignLink, previewOf?: PreviewOf): MyFile {
  return {
    id: row.id,
    folder: row.folder,
    type: row.type,
    name: row.name,
    size: row.size,
    mime: row.mime,
    file: row.fileId,
    thumbnail_url: row.thumbnailFileId
      ? signLink(row.thumbnailFileId, row.ownerId).url
      : (previewOf?.(row) ?? null),
    view: row.view && {
      tour: row.view.tour,
      scene: row.view.scene,
      yaw: row.view.yaw,
      pitch: row.view.pitch,
      zoom: row.view.zoom,
      tour_title: row.view.tourTitle,
      scene_title: row.view.sceneTitle,
    },
    created_at: row.createdAt.toISOString(),
  };
}
