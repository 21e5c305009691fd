import path from 'node:path';
import { can, myFilesQuotaBytes, uploadRules } from '@spatium/contracts';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { quotaMessage, usedBytes } from '../myfiles/index.ts';
import { checkNewUpload, type FilesService, uploadError } from './files.service.ts';

// Unfinished uploads are kept a day, so a client can resume after a long break.
const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
const largestUpload = Math.max(...Object.values(uploadRules).map((r) => r.maxBytes));
/** tus upload ids: Uid.rand's 32 hex characters. */
export const uploadIdPattern = /^[0-9a-f]{32}$/;

/**
 * The tus server behind /api/uploads.
 *
 * Why uploads are staged on local disk (a FileStore under DATA_DIR/uploads) and moved into Storage
 * when finished, rather than written straight to S3 with S3Store: the type is checked by the
 * content before a file becomes visible, so nothing unchecked ever lands in the bucket; S3 needs
 * no tus-specific objects (S3Store keeps `.info` and part objects next to the data); and one code
 * path serves both storages. The cost: several server instances need DATA_DIR/uploads shared, or
 * uploads routed to one instance (sticky sessions) until they finish.
 */
export function createUploadServer(
  ctx: ModuleContext,
  files: FilesService,
): { server: Server; datastore: FileStore } {
  const directory = path.join(ctx.config.dataDir, 'uploads');
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  // The actor of each request, found once in onIncomingRequest and read by the later hooks.
  const actors = new WeakMap<object, Actor>();
  const actorOf = (request: object) => {
    const actor = actors.get(request);
    if (!actor) throw uploadError(401, 'Sign in to continue.', 'auth.missing_token');
    return actor;
  };

  const server = new Server({
    path: '/api/uploads',
    datastore,
    relativeLocation: true,
    maxSize: largestUpload,
    exposedHeaders: ['Upload-Info'],
    // Abandoned uploads of unknown size are not allowed: the size limit is checked at creation.
    async onIncomingRequest(request, uploadId) {
      const actor = await authenticate(ctx, request.headers.get('authorization'));
      actors.set(request, actor);
      if (request.method === 'POST') return;
      // Only the one who started an upload may continue, inspect or cancel it; to anyone else it does not exist.
      const upload = await datastore.getUpload(uploadId).catch(() => undefined);
      if (!upload || upload.metadata?.owner !== String(actor.id)) {
        throw uploadError(404, 'This upload was not found, or it has expired.', 'uploads.not_found');
      }
    },
    async onUploadCreate(request, upload) {
      const actor = actorOf(request);
      const { purpose, filename } = checkNewUpload(upload.metadata, upload.size);
      if (purpose === 'myfile') {
        // Upload-Length is known here, so a file over the quota is refused before its first byte.
        const used = await usedBytes(ctx.db, actor.id);
        if (used + upload.size! > myFilesQuotaBytes) {
          throw uploadError(413, quotaMessage(used, upload.size!), 'myfiles.quota');
        }
      }
      // The owner is set here, never taken from the client's metadata.
      return {
        metadata: {
          filename,
          purpose,
          owner: String(actor.id),
          // An attachment gets its company when a message claims it (files.repository claimAttachments).
          company: actor.companyId === null || purpose === 'attachment' ? '' : String(actor.companyId),
        },
      };
    },
    async onUploadFinish(request, upload) {
      const actor = actorOf(request);
      const metadata = upload.metadata ?? {};
      try {
        const file = await files.finishUpload({
          uploadId: upload.id,
          localPath: path.join(directory, upload.id),
          size: upload.size ?? upload.offset,
          metadata,
          ownerId: actor.id,
          companyId: metadata.company ? Number(metadata.company) : null,
        });
        await datastore.configstore.delete(upload.id);
        return { headers: { 'Upload-Info': String(file.id) } };
      } catch (error) {
        // Refused or failed: the bytes go, so nothing unchecked stays behind.
        await datastore.remove(upload.id).catch(() => {});
        if ((error as { status_code?: number }).status_code) throw error;
        ctx.log.error({ err: error }, 'a finished upload could not be stored');
        throw uploadError(500, 'The upload could not be stored. Please try again.', 'uploads.store');
      }
    },
    onResponseError(_request, error) {
      // tus's own errors (wrong offset, size over the limit) keep their status, in our error shape.
      if ('status_code' in error && !error.body.startsWith('{')) {
        return uploadError(error.status_code, error.body.trim(), 'uploads.protocol');
      }
      return undefined;
    },
  });
  // Uploads abandoned for a day go, hourly; the timer never keeps the process alive.
  setInterval(
    () => {
      server.cleanUpExpiredUploads().catch((error: unknown) => {
        ctx.log.warn({ err: error }, 'expired uploads could not be cleaned up');
      });
    },
    60 * 60 * 1000,
  ).unref();
  return { server, datastore };
}

async function authenticate(ctx: ModuleContext, header: string | null): Promise<Actor> {
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const actor = token ? await ctx.sessions.resolve(token) : undefined;
  if (actor?.scope !== 'full') throw uploadError(401, 'Sign in to continue.', 'auth.unauthorized');
  if (!can(actor.roleId, 'files.use'))
    throw uploadError(403, 'You do not have permission to do this.', 'forbidden');
  return actor;
}
