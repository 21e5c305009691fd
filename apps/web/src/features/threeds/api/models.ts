import { catalogueRoutes, type FileRef } from '@spatium/contracts';
import { apiBase, callRoute } from '../../../platform/api/index.ts';

const gltfTypes = new Set(['model/gltf-binary', 'model/gltf+json']);

/**
 * The file the viewer shows: the first GLB or self-contained glTF. Other formats (OBJ, FBX, STL, PLY)
 * wait for their conversion to glTF; a .gltf with separate buffers cannot be opened from one link.
 */
export function viewableModelFile(files: FileRef[]): FileRef | undefined {
  return files.find((f) => gltfTypes.has(f.type) || /\.(glb|gltf)$/i.test(f.name));
}

/** A short-lived signed link to the model file, which the glTF loader fetches without the token. */
export async function modelFileUrl(fileId: number): Promise<string> {
  const { url } = await callRoute(catalogueRoutes.fileLink, { params: { id: fileId } });
  return `${apiBase()}${url}`;
}
