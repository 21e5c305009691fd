import { catalogueRoutes } from '@spatium/contracts';
import { ApiError, apiBase, buildPath, getToken } from '../../../platform/api/index.ts';

/**
 * Downloads a file (GET files/{id}) and saves it under its name. A plain link cannot do it: the call needs
 * the Bearer token, which lives in localStorage, so the browser would be answered 401.
 */
export async function downloadFile(file: { id: number; name: string }): Promise<void> {
  const token = getToken();
  const response = await fetch(
    `${apiBase()}${buildPath(catalogueRoutes.downloadFile.path, { id: file.id })}`,
    {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
  );
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new ApiError({
      statusCode: response.status,
      error: response.statusText,
      message: typeof body?.message === 'string' ? body.message : response.statusText,
      code: typeof body?.code === 'string' ? body.code : undefined,
    });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser may still be reading the blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
