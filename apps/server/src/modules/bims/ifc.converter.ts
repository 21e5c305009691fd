import { createRequire } from 'node:module';
import path from 'node:path';
import type { BimFailure } from '@spatium/contracts';
import { ifcSchemas } from '@spatium/contracts';
import { IfcImporter, SingleThreadedFragmentsModel } from '@thatopen/fragments';

/** A file the converter refuses, with a message for the person who uploaded it. */
export class IfcRejected extends Error {
  readonly code: BimFailure;
  constructor(code: BimFailure, message: string) {
    super(message);
    this.code = code;
  }
}

export interface IfcConversion {
  schema: (typeof ifcSchemas)[number];
  /** Elements with geometry. */
  elements: number;
  fragments: Uint8Array;
}

// web-ifc finds its WASM through a directory path; resolved from the package, wherever npm put it.
const webIfcDirectory = `${path.dirname(createRequire(import.meta.url).resolve('web-ifc'))}/`;

/** The schema named in a STEP header, or why the bytes are not an IFC file web-ifc reads. */
export function readIfcSchema(bytes: Uint8Array): IfcConversion['schema'] {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64 * 1024));
  if (!/^\s*(\uFEFF)?ISO-10303-21;/.test(head))
    throw new IfcRejected('not_ifc', 'The file is not an IFC file (IFC files start with “ISO-10303-21;”).');
  const named = /FILE_SCHEMA\s*\(\s*\(\s*'([^']+)'/i.exec(head)?.[1]?.toUpperCase();
  if (!named) throw new IfcRejected('not_ifc', 'The file has no IFC schema in its header.');
  const schema = ifcSchemas.find((known) => named === known || named.startsWith(`${known}_`));
  if (!schema)
    throw new IfcRejected(
      'unsupported_schema',
      `The IFC schema ${named.slice(0, 20)} is not supported: export the model as IFC 2x3, IFC4 or IFC4x3.`,
    );
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 4096)));
  if (!/END-ISO-10303-21;\s*$/.test(tail))
    throw new IfcRejected(
      'not_ifc',
      'The IFC file is incomplete (it does not end with “END-ISO-10303-21;”): upload it again.',
    );
  return schema;
}

/**
 * IFC → ThatOpen fragments with the spatial tree, every attribute the importer keeps, property sets
 * and quantities: what the browser loads instead of the IFC, often a tenth of its size.
 */
export async function convertIfc(
  bytes: Uint8Array,
  onProgress: (percent: number) => void = () => {},
): Promise<IfcConversion> {
  const schema = readIfcSchema(bytes);
  const importer = new IfcImporter();
  importer.wasm = { path: webIfcDirectory, absolute: true };
  let fragments: Uint8Array;
  try {
    fragments = await importer.process({
      bytes,
      progressCallback: (progress: number) => onProgress(Math.floor(progress * 100)),
    });
  } catch {
    throw new IfcRejected('not_ifc', 'The IFC file could not be read: it is damaged or incomplete.');
  }
  const model = new SingleThreadedFragmentsModel('check', fragments);
  try {
    const elements = model.getItemsIdsWithGeometry().length;
    if (elements === 0) throw new IfcRejected('empty', 'The IFC file has no elements with geometry.');
    return { schema, elements, fragments };
  } finally {
    model.dispose();
  }
}
