import { readFile, writeFile } from 'node:fs/promises';
import { Logger, NodeIO, PropertyType } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { dedup, weld } from '@gltf-transform/functions';

/**
 * Makes a GLB that assimp wrote smaller without touching its parts: assimp writes every triangle's
 * corners as vertices of their own, which welding indexes, and repeats identical accessors,
 * materials and textures, which are shared once. Nothing joins, flattens, simplifies or quantises:
 * each part stays its own named node and mesh, at its exact coordinates, so the viewer's part tree,
 * picking, explode and measurements see the model as it was; and the browser needs no decoder.
 * Returns the sizes before and after.
 */
export async function optimiseGlb(file: string): Promise<{ before: number; after: number }> {
  // Every extension it knows is read and written back, so none of assimp's material data is lost.
  const io = new NodeIO().registerExtensions(ALL_EXTENSIONS).setLogger(new Logger(Logger.Verbosity.ERROR));
  const input = await readFile(file);
  const document = await io.readBinary(new Uint8Array(input.buffer, input.byteOffset, input.byteLength));
  await document.transform(
    // Meshes are not deduplicated: two parts made of the same shape keep meshes of their own names.
    dedup({ propertyTypes: [PropertyType.ACCESSOR, PropertyType.MATERIAL, PropertyType.TEXTURE] }),
    weld(),
  );
  const output = await io.writeBinary(document);
  await writeFile(file, output);
  return { before: input.length, after: output.length };
}
