import { z } from 'zod';
import type { ContentKind } from './content.ts';

/**
 * Uploads go through the tus protocol at /api/uploads (resumable, chunked). The client sends
 * `Upload-Metadata` with `filename` and `purpose`; the server checks size and type by content when
 * the upload finishes and answers with the file's id in the `Upload-Info` header of the last PATCH
 * and via GET uploads/{id}.
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
  threed: { types: ['model/gltf-binary', 'model/gltf+json', 'model/obj'], maxBytes: 5 * GB },
  map: {
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/tiff', 'application/vnd.pmtiles'],
    maxBytes: 20 * GB,
  },
  floorplan: { types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'], maxBytes: 500 * MB },
  geojson: { types: ['application/geo+json'], maxBytes: 2 * GB },
  video360: { types: ['video/mp4', 'video/webm'], maxBytes: 20 * GB },
  story: { types: ['image/jpeg', 'image/png', 'image/webp', 'video/mp4'], maxBytes: 2 * GB },
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
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  purpose: z.enum(uploadPurposes),
  url: z.string(),
  created_at: z.string(),
});
