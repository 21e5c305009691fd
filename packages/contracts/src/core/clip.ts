import { z } from 'zod';

/** More planes than this cut a model into pieces nobody can read, and each one costs every pixel. */
export const maxClipPlanes = 6;

const fraction = z.number().finite().min(0).max(1);
const Range = z
  .tuple([fraction, fraction])
  .refine(([lo, hi]) => lo <= hi, 'The start of a range must not lie after its end');
const degrees = z.number().finite().min(-360).max(360);

/**
 * A section of the view: the clip box (fractions of the content's bounds, turned about the vertical)
 * and the clip planes, as the 3D viewers' clipping panel sets them. Relative to the bounds, so it
 * holds whatever the content's coordinates.
 */
export const ShareClip = z.object({
  box: z
    .object({
      inside: z.boolean().describe('True keeps what is inside the box, false what is outside'),
      x: Range,
      y: Range,
      z: Range,
      rotation: degrees.describe('Degrees about the vertical through the box centre'),
    })
    .nullable()
    .describe('The clip box, or null when none'),
  planes: z
    .array(
      z.object({
        azimuth: degrees.describe('Degrees from east towards north of the direction the plane faces'),
        tilt: z.number().finite().min(-90).max(90).describe('Degrees above the horizon of that direction'),
        offset: z.number().finite().min(-10).max(10).describe('Distance from the centre, in half-diagonals'),
        flipped: z.boolean().describe('True keeps only the side the plane faces'),
        enabled: z.boolean(),
      }),
    )
    .max(maxClipPlanes),
});
export type ShareClip = z.infer<typeof ShareClip>;
