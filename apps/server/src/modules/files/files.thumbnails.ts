import type { Readable } from 'node:stream';
import type { Attachment } from '@spatium/contracts';
import sharp from 'sharp';
import type { ServiceContext } from '../../context.ts';
import { type GrantSubject, signGrant, verifyGrant } from '../../platform/auth/grants.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type FileRow, findFile } from './files.repository.ts';

/** Image types a browser shows and sharp reads cheaply; TIFF maps and PDFs get their kind's icon. */
const previewTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);
// Above this an image is a map or a plan, not a picture: decoding it for a card would cost seconds.
const MAX_SOURCE_BYTES = 100 * 1024 * 1024;
// A stored thumbnail this small (a panorama's, made by the tiler) is served as it is.
const SERVE_AS_IS_BYTES = 200 * 1024;
const PREVIEW_WIDTH = 640;

/** Whether a card may show a preview of this file: an ordinary image of a sane size. */
export function isPreviewable(file: { type: string; size: number }): boolean {
  return previewTypes.has(file.type) && file.size <= MAX_SOURCE_BYTES;
}

const thumbnailResource = (fileId: number) => `thumbnail:${fileId}`;

/** Where the preview of a file is stored once made; it goes when the file's own bytes go. */
const previewKeyOf = (storageKey: string) => `${storageKey}.preview.webp`;

/** The storage keys to delete with these files: their bytes and any preview made of them. */
export const withPreviews = (keys: string[]) => keys.flatMap((key) => [key, previewKeyOf(key)]);

/**
 * The URL of a file's preview for `subject`, valid for hours without a token (an `<img>` cannot send
 * one). Only minted for items the caller may see; like tile grants, the signature is the permission.
 */
export function thumbnailUrl(secret: string, fileId: number, subject: GrantSubject): string {
  return `/api/files/${fileId}/thumbnail/${signGrant(secret, thumbnailResource(fileId), subject)}`;
}

export interface OpenedThumbnail {
  type: string;
  size: number;
  stream: Readable | Buffer;
  /** When the grant ends (seconds): browsers may keep the image until then. */
  expires: number;
}

/** The preview a signed thumbnail URL names, made and stored on first use; 404 for anything else. */
export async function openThumbnail(
  ctx: ServiceContext,
  fileId: number,
  grant: string,
): Promise<OpenedThumbnail> {
  const granted = verifyGrant(ctx.config.jwtSecret, thumbnailResource(fileId), grant);
  const file = granted && (await findFile(ctx.db, fileId));
  if (!granted || !file || !isPreviewable(file)) throw notFound('The thumbnail');
  if (file.purpose === 'thumbnail' && file.size <= SERVE_AS_IS_BYTES) {
    const stored = await ctx.storage.get(file.storageKey);
    if (!stored) throw notFound('The thumbnail');
    return { type: file.type, size: stored.size, stream: stored.stream, expires: granted.expires };
  }
  const key = previewKeyOf(file.storageKey);
  const made = await ctx.storage.get(key);
  if (made) return { type: 'image/webp', size: made.size, stream: made.stream, expires: granted.expires };
  const bytes = await makePreview(ctx, file);
  await ctx.storage.put(key, bytes).catch((error: unknown) => {
    // Served anyway; the next request makes it again.
    ctx.log.warn({ err: error, fileId }, 'a thumbnail preview could not be stored');
  });
  return { type: 'image/webp', size: bytes.length, stream: bytes, expires: granted.expires };
}

async function makePreview(ctx: ServiceContext, file: FileRow): Promise<Buffer> {
  const stored = await ctx.storage.get(file.storageKey);
  if (!stored) throw notFound('The thumbnail');
  const resize = sharp({ limitInputPixels: 20000 * 10000 })
    .rotate()
    .resize({ width: PREVIEW_WIDTH, height: PREVIEW_WIDTH, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 });
  // A read that breaks off must fail the preview, not leave it waiting.
  stored.stream.on('error', (error) => resize.destroy(error));
  stored.stream.pipe(resize);
  try {
    return await resize.toBuffer();
  } catch (error) {
    // Bytes that passed the type check but do not decode: the card shows its kind's icon instead.
    ctx.log.warn({ err: error, fileId: file.id }, 'an image could not be previewed');
    throw notFound('The thumbnail');
  }
}

/** A file sent with a message, as a reader sees it: `url` downloads it through its message. */
export function presentAttachment(
  secret: string,
  file: { id: number; name: string; size: number; type: string },
  url: string,
  viewerId: number,
): Attachment {
  return {
    id: file.id,
    name: file.name,
    size: file.size,
    type: file.type,
    url,
    thumbnail: isPreviewable(file) ? thumbnailUrl(secret, file.id, `u${viewerId}`) : null,
  };
}
