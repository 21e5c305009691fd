import { z } from 'zod';
import { text, urlId } from '../core/primitives.ts';

/** SPEC §8 wording of a BIM that is missing or not visible to the caller. */
export const bimMessages = { notFound: 'Bim project not found' } as const;

/** The IFC schemas the converter reads (web-ifc's). */
export const ifcSchemas = ['IFC2X3', 'IFC4', 'IFC4X3'] as const;

/** Where the conversion of an uploaded IFC file into fragments stands. */
export const BimStatus = z.enum(['uploaded', 'converting', 'ready', 'failed']);
export type BimStatus = z.infer<typeof BimStatus>;

/** Why conversion failed: not an IFC file, a schema web-ifc does not read, no geometry, file gone, server. */
export const bimFailures = ['not_ifc', 'unsupported_schema', 'empty', 'missing', 'server'] as const;
export type BimFailure = (typeof bimFailures)[number];

/** A BIM's properties, written by the server only, but `schema` which an editor may also set. */
export const bimConversionProperties = {
  schema: text().max(20).nullable().default(null).describe('The IFC schema (e.g. IFC4), read from the file'),
  status: BimStatus.default('uploaded'),
  progress: z.number().min(0).max(100).default(0).describe('Conversion progress in percent'),
  error: text().max(1000).nullable().default(null).describe('Why conversion failed, in English'),
  error_code: z.enum(bimFailures).nullable().default(null).describe('Why conversion failed, as a code'),
  elements: z.number().int().nullable().default(null).describe('Elements with geometry in the model'),
  ifc_bytes: z.number().int().nullable().default(null).describe('Size of the IFC file converted'),
  fragments_bytes: z
    .number()
    .int()
    .nullable()
    .default(null)
    .describe('Size of the fragments the browser downloads instead of the IFC'),
};

/** One model for the viewer: its conversion state and, once ready, a signed link to its fragments. */
export const BimModel = z.object({
  id: z.number().int(),
  title: text(),
  status: BimStatus,
  progress: z.number(),
  error: text().nullable(),
  error_code: z.enum(bimFailures).nullable(),
  schema: text().nullable(),
  elements: z.number().int().nullable(),
  url: text().nullable().describe('The model’s fragments (.frag), signed for the caller; null until ready'),
});
export type BimModel = z.infer<typeof BimModel>;

/**
 * A BIM for the viewer: the model asked for and the other models of its sub-project the caller may
 * see (architecture, structure, MEP…), which the viewer loads together and toggles.
 */
export const BimViewer = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  subproject: z.number().int().nullable(),
  may_manage: z.boolean(),
  model: BimModel,
  siblings: z.array(BimModel),
});
export type BimViewer = z.infer<typeof BimViewer>;

export const BimFragmentsParams = z.object({ id: urlId(), grant: text().min(10).max(300) });
export type BimFragmentsParams = z.infer<typeof BimFragmentsParams>;
