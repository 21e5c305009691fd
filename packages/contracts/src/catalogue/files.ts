import { z } from 'zod';
import { id, text, urlId } from '../core/primitives.ts';
import type { ContentKind } from './content.ts';

/**
 * Uploads go through the tus protocol (v1.0.0, creation + termination) at /api/uploads: resumable
 * and chunked, with `Authorization: Bearer <jwt>` on every request (401 without; role needs
 * files.use). The client sends `Upload-Length` (required) and `Upload-Metadata` with `filename`
 * and `purpose` (one of uploadPurposes). The size limit of the purpose is checked at creation
 * (413); the type is judged by the content when the last byte arrives, and a type the purpose does
 * not accept is refused with 415 and the bytes deleted. Errors carry an ErrorBody as JSON text.
 *
 * The final PATCH answers with `Upload-Info: <file id>` (a decimal number). A client whose last
 * answer was lost can HEAD the upload URL (a finished upload answers with the full offset and the
 * same `Upload-Info`) or call GET uploads/{id} with the tus upload id, or with the file id.
 * Only the uploader may continue, inspect or cancel an upload; to anyone else it is missing (404).
 */
export const uploadPurposes = [
  'document',
  'thumbnail',
  'panorama',
  'cloud',
  'bim',
  'threed',
  'map',
  'floorplan',
  'geojson',
  'video360',
  'story',
  'myfile',
  'attachment',
] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

const GB = 1024 ** 3;
const MB = 1024 ** 2;
/** What each purpose accepts: MIME types detected from the bytes, and the largest size. */
export const uploadRules: Record<UploadPurpose, { types: readonly string[]; maxBytes: number }> = {
  document: {
    types: [
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/webp',
      'text/plain',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    maxBytes: 2 * GB,
  },
  thumbnail: { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 20 * MB },
  panorama: { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 500 * MB },
  cloud: { types: ['application/vnd.las', 'application/vnd.laszip'], maxBytes: 50 * GB },
  bim: { types: ['application/x-step'], maxBytes: 10 * GB },
  // The model, and beside an OBJ its .mtl and textures.
  threed: {
    types: [
      'model/gltf-binary',
      'model/gltf+json',
      'model/obj',
      'model/mtl',
      'model/stl',
      'model/x-fbx',
      'model/x-ply',
      'image/png',
      'image/jpeg',
    ],
    maxBytes: 5 * GB,
  },
  map: {
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/tiff', 'application/vnd.pmtiles'],
    maxBytes: 20 * GB,
  },
  floorplan: {
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/tiff', 'application/pdf'],
    maxBytes: 500 * MB,
  },
  geojson: { types: ['application/geo+json'], maxBytes: 2 * GB },
  video360: { types: ['video/mp4', 'video/webm'], maxBytes: 20 * GB },
  story: { types: ['image/jpeg', 'image/png', 'image/webp', 'video/mp4'], maxBytes: 2 * GB },
  // My files keep whatever the user needs to keep; the quota (myFilesQuotaBytes) bounds them.
  myfile: { types: [], maxBytes: 2 * GB },
  // Files sent with a chat or issue message: any type (they are only ever sent as downloads, and
  // images as previews made by the server), small enough to keep a conversation light.
  attachment: { types: [], maxBytes: 100 * MB },
};

/** Which upload purpose a content kind's main files use. */
export const purposeOfKind: Record<ContentKind, UploadPurpose> = {
  tours: 'document',
  grouptours: 'document',
  panoramas: 'panorama',
  clouds: 'cloud',
  cloudChildren: 'cloud',
  bims: 'bim',
  threeds: 'threed',
  maps: 'map',
  floorplans: 'floorplan',
  geojsons: 'geojson',
  stories: 'story',
  forms: 'document',
  videos360: 'video360',
};

export const UploadedFile = z.object({
  id: id(),
  name: text(),
  size: z.number().int(),
  type: text(),
  purpose: z.enum(uploadPurposes),
  url: text(),
  created_at: text(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

/** GET uploads/{id}: a file id, or the 32-hex-character tus upload id from the upload URL. */
export const UploadIdParam = z.object({
  id: z.union([
    z
      .string()
      .regex(/^[0-9a-f]{32}$/)
      .describe('tus upload id'),
    urlId().describe('File id'),
  ]),
});
export type UploadIdParam = z.infer<typeof UploadIdParam>;

/** A signed download link: the path under the API base, for the user who asked, until it expires. */
export const FileLink = z.object({
  url: text().describe('Path under the API base, e.g. /files/12?u=4&e=1795330000&s=…'),
  expires_at: text(),
});
export type FileLink = z.infer<typeof FileLink>;
export const SignedFileQuery = z.object({
  u: urlId().optional().describe('The user the link was made for'),
  e: urlId().optional().describe('Expiry, seconds since 1970'),
  s: text().max(100).optional().describe('Signature'),
});
export type SignedFileQuery = z.infer<typeof SignedFileQuery>;

/** How many files one chat or issue message may carry. */
export const maxAttachmentsPerMessage = 10;

/**
 * The ids of finished uploads (purpose `attachment`) to send with a message. Each must be the
 * sender's own upload, not yet sent with any message; anything else is refused with 400.
 */
export const AttachmentIds = z
  .array(id())
  .max(maxAttachmentsPerMessage, `Attach at most ${maxAttachmentsPerMessage} files to one message`)
  .refine((ids) => new Set(ids).size === ids.length, 'The same file is attached twice');
export type AttachmentIds = z.infer<typeof AttachmentIds>;

/** A file sent with a chat or issue message, as its readers see it. */
export const Attachment = z.object({
  id: id(),
  name: text(),
  size: z.number().int(),
  type: text().describe('MIME type judged by the server from the bytes'),
  url: text().describe(
    'Download path under the API base (with the Bearer token); only readers of the message may use it',
  ),
  thumbnail: text()
    .nullable()
    .describe('For images: a preview URL signed for this reader, which a plain <img> loads; null otherwise'),
});
export type Attachment = z.infer<typeof Attachment>;
