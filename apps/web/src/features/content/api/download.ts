import { catalogueRoutes } from '@spatium/contracts';
import { apiBase, callRoute } from '../../../platform/api/index.ts';

/**
 * Downloads a file under its name. A plain link cannot carry the Bearer token, so the server signs a
 * short-lived link for this user first; the browser then streams the file itself — no copy in memory,
 * which matters for point clouds and IFC models of several gigabytes.
 */
export async function downloadFile(file: { id: number; name: string }): Promise<void> {
  const { url } = await callRoute(catalogueRoutes.fileLink, { params: { id: file.id } });
  const link = document.createElement('a');
  link.href = `${apiBase()}${url}`;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
}
