import { z } from 'zod';
import { id, text, urlId } from '../core/primitives.ts';

/** SPEC §5/§8 wording of a PIN-locked point cloud. */
export const cloudMessages = {
  locked: 'Point cloud project locked',
  pinInvalid: 'The pin was invalid',
  pinNotCorrect: '*The pin you used was not correct.',
} as const;

/** Where the conversion of an uploaded LAS file stands. */
export const CloudStatus = z.enum(['uploaded', 'converting', 'ready', 'failed']);
export type CloudStatus = z.infer<typeof CloudStatus>;

export const cloudFailures = [
  'not_las',
  'compressed',
  'truncated',
  'unsupported',
  'empty',
  'missing',
  'server',
] as const;
export type CloudFailure = (typeof cloudFailures)[number];

const Vec3 = z.tuple([z.number(), z.number(), z.number()]);

export const CloudBounds = z.object({ min: Vec3, max: Vec3 });
export type CloudBounds = z.infer<typeof CloudBounds>;

/** The conversion's properties, shared by clouds and cloud children (written by the server only). */
export const cloudConversionProperties = {
  points: z.number().int().nullable().default(null),
  status: CloudStatus.default('uploaded'),
  progress: z.number().min(0).max(100).default(0).describe('Conversion progress in percent'),
  error: text().max(1000).nullable().default(null).describe('Why conversion failed, in English'),
  error_code: z.enum(cloudFailures).nullable().default(null).describe('Why conversion failed, as a code'),
  bounds: CloudBounds.nullable().default(null).describe('Bounds of the points, in the file’s coordinates'),
};

/** A PIN: 4 to 8 digits. */
export const CloudPin = text().regex(/^\d{4,8}$/, 'The PIN must be 4 to 8 digits.');
export type CloudPin = z.infer<typeof CloudPin>;

export const SetCloudPinBody = z.object({
  pin: CloudPin.nullable().describe('The new PIN; null removes the lock'),
});
export type SetCloudPinBody = z.infer<typeof SetCloudPinBody>;

export const UnlockCloudBody = z.object({ pin: text().min(1).max(20) });
export type UnlockCloudBody = z.infer<typeof UnlockCloudBody>;

/** One octree for potree-core: the URL of its metadata.json, signed for the caller and short-lived. */
export const CloudOctree = z.object({
  id: z.number().int(),
  title: text(),
  status: CloudStatus,
  progress: z.number(),
  error: text().nullable(),
  points: z.number().int().nullable(),
  bounds: CloudBounds.nullable(),
  url: text()
    .nullable()
    .describe('metadata.json; hierarchy.bin and octree.bin sit beside it. Null until ready'),
});
export type CloudOctree = z.infer<typeof CloudOctree>;

export const CloudViewer = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  locked: z.boolean().describe('PIN-protected and not unlocked: no octree URL is given'),
  unlock: text()
    .nullable()
    .describe('After a right PIN: a short-lived token that reopens the cloud unlocked'),
  may_manage: z.boolean().describe('Whether the caller may set or change the PIN'),
  octree: CloudOctree.nullable(),
  children: z.array(CloudOctree).describe('Cloud children (SPEC §3), each its own octree'),
});
export type CloudViewer = z.infer<typeof CloudViewer>;

export const CloudViewerQuery = z.object({
  unlock: text().min(10).max(300).optional().describe('The token a right PIN gave'),
});
export type CloudViewerQuery = z.infer<typeof CloudViewerQuery>;

export const octreeFiles = ['metadata.json', 'hierarchy.bin', 'octree.bin'] as const;

export const OctreeFileParams = z.object({
  id: urlId(),
  grant: text().min(10).max(300),
  file: z.enum(octreeFiles),
});
export type OctreeFileParams = z.infer<typeof OctreeFileParams>;

/** Measurements of the 3D toolkit, on any content item a viewer shows. */
export const measurementKinds = ['distance', 'area', 'height', 'angle', 'polyline', 'volume'] as const;
export const MeasurementKind = z.enum(measurementKinds);
export type MeasurementKind = z.infer<typeof MeasurementKind>;

export const measuredContentKinds = ['clouds', 'threeds', 'bims'] as const;
export const MeasuredContentKind = z.enum(measuredContentKinds);
export type MeasuredContentKind = z.infer<typeof MeasuredContentKind>;

/**
 * What a volume measured, computed in the viewer because its points alone do not determine it: a
 * cloud's volume comes from the points loaded at the time, a model's from the picked part's mesh.
 */
export const VolumeResult = z.object({
  cut: z
    .number()
    .finite()
    .min(0)
    .max(1e15)
    .describe('m³ above the base plane (for a model part: its volume)'),
  fill: z.number().finite().min(0).max(1e15).describe('m³ below the base plane, down to the surface'),
  base: z
    .number()
    .finite()
    .min(-1e9)
    .max(1e9)
    .nullable()
    .describe('Height of the base plane (clouds); null for a model part'),
  points: z.number().int().min(0).nullable().describe('Cloud points the surface was built from'),
  closed: z.boolean().nullable().describe('Whether the part’s mesh is closed (models); null for clouds'),
});
export type VolumeResult = z.infer<typeof VolumeResult>;

export const Measurement = z.object({
  id: z.number().int(),
  content: MeasuredContentKind,
  item: z.number().int(),
  kind: MeasurementKind,
  title: text(),
  points: z.array(Vec3),
  volume: VolumeResult.nullable(),
  visible: z.boolean(),
  shared: z.boolean().describe('Seen by everyone who may see the content; else only by its author'),
  mine: z.boolean(),
  created_at: text(),
});
export type Measurement = z.infer<typeof Measurement>;

export const MeasurementQuery = z.object({ content: MeasuredContentKind, item: urlId() });
export type MeasurementQuery = z.infer<typeof MeasurementQuery>;

/** How many points each kind takes: a distance and a height two, an angle three (its vertex second). */
const measurementPoints: Record<MeasurementKind, { min: number; max: number; message: string }> = {
  distance: { min: 2, max: 2, message: 'A distance is measured between two points.' },
  height: { min: 2, max: 2, message: 'A height is measured between two points.' },
  angle: { min: 3, max: 3, message: 'An angle is measured with three points, its vertex second.' },
  area: { min: 3, max: 200, message: 'An area needs 3 to 200 points.' },
  polyline: { min: 2, max: 200, message: 'A polyline needs 2 to 200 points.' },
  volume: {
    min: 1,
    max: 200,
    message: 'A volume needs the picked part’s point, or 3 to 200 points around a region.',
  },
};

const finite = z.number().finite().min(-1e9).max(1e9);
export const CreateMeasurementBody = z
  .object({
    content: MeasuredContentKind,
    item: id(),
    kind: MeasurementKind,
    title: text().trim().min(1).max(200),
    points: z
      .array(z.tuple([finite, finite, finite]))
      .min(1)
      .max(200),
    volume: VolumeResult.optional(),
    shared: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    const wanted = measurementPoints[body.kind];
    const count = body.points.length;
    if (count < wanted.min || count > wanted.max)
      context.addIssue({ code: 'custom', path: ['points'], message: wanted.message });
    if ((body.kind === 'volume') !== (body.volume !== undefined))
      context.addIssue({
        code: 'custom',
        path: ['volume'],
        message: 'A volume, and only a volume, comes with its computed result.',
      });
    else if (body.volume?.base != null && count < 3)
      context.addIssue({ code: 'custom', path: ['points'], message: 'A region needs 3 to 200 points.' });
  });
export type CreateMeasurementBody = z.infer<typeof CreateMeasurementBody>;

export const UpdateMeasurementBody = z
  .object({
    title: text().trim().min(1).max(200).optional(),
    visible: z.boolean().optional(),
    shared: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');
export type UpdateMeasurementBody = z.infer<typeof UpdateMeasurementBody>;
