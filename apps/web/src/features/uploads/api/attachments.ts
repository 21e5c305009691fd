import type { Attachment } from '@spatium/contracts';
import { ApiError, apiBase, apiOrigin, getToken } from '../../../platform/api/index.ts';

/** A server path of a signed preview (`/api/files/…`), on the API's host when `base` points elsewhere. */
export function previewSource(thumbnail: string): string {
  return `${apiOrigin() ?? ''}${thumbnail}`;
}

/**
 * Downloads a message's file under its name. The download goes through the message (with the
 * session), so the server checks the reader may read its channel or issue; attachments are small
 * enough (contracts uploadRules) to pass through memory.
 */
export async function downloadAttachment(attachment: Pick<Attachment, 'url' | 'name'>): Promise<void> {
  const token = getToken();
  const response = await fetch(`${apiBase()}${attachment.url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
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
  link.download = attachment.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
