import { type ContentItem, catalogueRoutes, contentProperties, type VideoOffsets } from '@spatium/contracts';
import { apiBase, callRoute } from '../../../platform/api/index.ts';

/**
 * A link the video element can stream from (HTTP range requests) without the Bearer token: signed for
 * this user and short-lived; the player asks again when it expires mid-playback.
 */
export async function signVideoLink(fileId: number): Promise<string> {
  const { url } = await callRoute(catalogueRoutes.fileLink, { params: { id: fileId } });
  return `${apiBase()}${url}`;
}

/** The item's video file: the first attached file that is a video. */
export function videoFileOf(item: ContentItem): ContentItem['files'][number] | undefined {
  return item.files.find((file) => file.type.startsWith('video/'));
}

export const noOffsets: VideoOffsets = { yaw: 0, pitch: 0, roll: 0 };

/** The saved offsets; an item saved before offsets had ranges counts as unturned. */
export function offsetsOf(item: ContentItem): VideoOffsets {
  return contentProperties.videos360.safeParse(item.properties).data?.offsets ?? noOffsets;
}

export function sameOffsets(a: VideoOffsets, b: VideoOffsets): boolean {
  return a.yaw === b.yaw && a.pitch === b.pitch && a.roll === b.roll;
}
