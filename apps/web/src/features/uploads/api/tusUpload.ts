import { catalogueRoutes, type UploadPurpose } from '@spatium/contracts';
import { DetailedError, Upload } from 'tus-js-client';
import { apiBase, callRoute, getToken } from '../../../platform/api/index.ts';
import { parseUploadInfo } from '../uploadRules.ts';

const chunkSize = 8 * 1024 * 1024;
// After a dropped connection tus asks the server for the offset and goes on from there.
const retryDelays = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

export interface UploadHandlers {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  onSuccess: (fileId: number) => void;
  onError: (message: string | null) => void;
}

export interface UploadControl {
  /** Starts, or resumes a stored upload of the same file (also after a page reload). */
  start: () => Promise<void>;
  /** Stops sending; `start` goes on from the server's offset. */
  pause: () => Promise<void>;
  /** Stops and asks the server to delete what it received. */
  cancel: () => Promise<void>;
}

function uploadEndpoint(): string {
  // tus resolves the server's Location against the endpoint, which must therefore be absolute.
  return new URL(`${apiBase()}/uploads`, window.location.href).href;
}

/** The server's message of a refused upload (size or type checked by content), if it sent one. */
function serverMessage(error: Error): string | null {
  if (!(error instanceof DetailedError) || !error.originalResponse) return null;
  const body = error.originalResponse.getBody();
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // plain text
  }
  return body.trim() ? body.trim().slice(0, 300) : null;
}

/** One resumable upload to /api/uploads (contracts files.ts). */
export function createTusUpload(file: File, purpose: UploadPurpose, handlers: UploadHandlers): UploadControl {
  let fileId: number | null = null;
  const upload = new Upload(file, {
    endpoint: uploadEndpoint(),
    chunkSize,
    retryDelays,
    metadata: { filename: file.name, filetype: file.type, purpose },
    removeFingerprintOnSuccess: true,
    // The token is read per request: it may be renewed while a long upload runs.
    onBeforeRequest: (request) => {
      const token = getToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onAfterResponse: (_request, response) => {
      const id = parseUploadInfo(response.getHeader('Upload-Info'));
      if (id) fileId = id;
    },
    // A refusal (4xx other than conflicts and rate limits) will not change on retry.
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      return status === 0 || status >= 500 || status === 409 || status === 423 || status === 429;
    },
    onProgress: handlers.onProgress,
    onSuccess: () => {
      if (fileId) handlers.onSuccess(fileId);
      else handlers.onError(null);
    },
    onError: (error) => handlers.onError(serverMessage(error)),
  });

  let started = false;
  return {
    start: async () => {
      if (!started) {
        started = true;
        const previous = await upload.findPreviousUploads().catch(() => []);
        const resumable = previous.find((entry) => entry.metadata.purpose === purpose) ?? previous[0];
        if (resumable) upload.resumeFromPreviousUpload(resumable);
      }
      upload.start();
    },
    pause: () => upload.abort(false),
    cancel: () => upload.abort(true).catch(() => undefined),
  };
}

/** The finished upload as the server recorded it (GET uploads/{id}). */
export function fetchUploadedFile(id: number) {
  return callRoute(catalogueRoutes.getUpload, { params: { id } });
}
