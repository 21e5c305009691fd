import { type ThreedFormat, viewableThreedFormats } from '@spatium/contracts';

// Where a converted model lives: one key per source file, so a conversion of a file the item no
// longer has can never overwrite the GLB of the file that replaced it.
export const convertedKey = (id: number, file: number) => `threeds/${id}/${file}/model.glb`;

const byExtension: Record<string, ThreedFormat> = {
  gltf: 'gltf',
  glb: 'glb',
  obj: 'obj',
  fbx: 'fbx',
  stl: 'stl',
  ply: 'ply',
};
const byType: Record<string, ThreedFormat> = {
  'model/gltf+json': 'gltf',
  'model/gltf-binary': 'glb',
  'model/obj': 'obj',
  'model/stl': 'stl',
  'model/x-fbx': 'fbx',
  'model/x-ply': 'ply',
};

/** A file's model format, from its type or else its name; undefined for textures, .mtl and the rest. */
export function formatOf(file: { name: string; type: string }): ThreedFormat | undefined {
  return byType[file.type] ?? byExtension[file.name.split('.').pop()?.toLowerCase() ?? ''];
}

/** The file the viewer shows: the first glTF/GLB, or else the first model to convert. */
export function modelFileOf<F extends { name: string; type: string }>(
  files: F[],
): { file: F; format: ThreedFormat } | undefined {
  const models = files.flatMap((file) => {
    const format = formatOf(file);
    return format ? [{ file, format }] : [];
  });
  return models.find((m) => viewableThreedFormats.includes(m.format)) ?? models[0];
}
