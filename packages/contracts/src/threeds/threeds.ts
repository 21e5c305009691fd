import { z } from 'zod';
import { id, text } from '../core/primitives.ts';

/**
 * 3D models. The viewer shows glTF; a model uploaded as OBJ, FBX, STL or PLY is converted by the
 * server (assimp) into a GLB of its own, keeping its parts (nodes) apart and named as in the file.
 */
export const threedFormats = ['gltf', 'glb', 'obj', 'fbx', 'stl', 'ply'] as const;
export type ThreedFormat = (typeof threedFormats)[number];
/** Formats the viewer opens as they are; the others are converted to GLB first. */
export const viewableThreedFormats: readonly ThreedFormat[] = ['gltf', 'glb'];

/**
 * Why converting a model failed: not a model the converter can read, it took too long, its file is
 * gone, the server has no converter, or something else on the server.
 */
export const threedFailures = ['unreadable', 'timeout', 'missing_file', 'no_converter', 'server'] as const;
export type ThreedFailure = (typeof threedFailures)[number];

export const ThreedStatus = z
  .enum(['converting', 'ready', 'failed'])
  .describe('How the model file is made ready for the viewer: converting, ready, or failed');
export type ThreedStatus = z.infer<typeof ThreedStatus>;

/** The server-written properties of a 3D model (properties.format, status, …). */
export const threedServerProperties = {
  format: z
    .enum(threedFormats)
    .nullable()
    .default(null)
    .describe('Set by the server: the format of the model file; null without one'),
  status: ThreedStatus.nullable().default(null).describe('Set by the server; null without a model file'),
  progress: z.number().min(0).max(100).default(0).describe('Conversion progress in percent'),
  error: text().max(1000).nullable().default(null).describe('Why conversion failed, in English'),
  error_code: z
    .enum(threedFailures)
    .nullable()
    .default(null)
    .describe('Why conversion failed, as a code the web app translates'),
  source_file: id().nullable().default(null).describe('Set by the server: the file the viewer shows'),
};

/** The properties of a 3D model its managers set. */
export const threedEditorProperties = {
  public: z.boolean().default(false).describe('Open at /3dviewer/{id} without sign-in (when enabled)'),
};

/** A 3D model for the viewer: its conversion state and, once ready, a signed URL to its glTF/GLB. */
export const ThreedViewer = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  may_manage: z.boolean().describe('Whether the caller may edit and share the model'),
  file: z
    .object({ id: z.number().int(), name: text() })
    .nullable()
    .describe('The model file shown (or being converted); null when the item has none'),
  format: z.enum(threedFormats).nullable(),
  status: ThreedStatus.nullable().describe('null when the item has no model file'),
  progress: z.number().min(0).max(100),
  error: text().nullable().describe('Why conversion failed, in English'),
  error_code: z.enum(threedFailures).nullable(),
  model_url: text()
    .nullable()
    .describe(
      'The glTF/GLB to load, signed for the caller for a few hours, no token needed; null until ready',
    ),
});
export type ThreedViewer = z.infer<typeof ThreedViewer>;
