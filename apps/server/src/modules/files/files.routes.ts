import { can, catalogueRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { bearerToken } from '../../platform/http/mount.ts';
import { presentUploadedFile } from './files.presenter.ts';
import { sendStoredFile } from './files.send.ts';
import { FilesService } from './files.service.ts';
import { openThumbnail } from './files.thumbnails.ts';
import { createUploadServer, uploadIdPattern } from './uploads.tus.ts';

export function registerFilesModule(ctx: ModuleContext): void {
  const files = new FilesService(ctx);
  const { server: tus } = createUploadServer(ctx, files);

  // tus first: its HEAD on /api/uploads/:id must exist before the contract GET there.
  ctx.routes.mountRaw({
    methods: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
    urls: ['/api/uploads', '/api/uploads/:uploadId'],
    streamTypes: ['application/offset+octet-stream'],
    handler: async (request, reply) => {
      try {
        const uploadId = (request.params as { uploadId?: string }).uploadId;
        if (request.method === 'HEAD' && uploadId && uploadIdPattern.test(uploadId)) {
          // A finished upload has left the tus store; its owner still learns it is complete.
          const token = bearerToken(request);
          const actor = token ? await ctx.sessions.resolve(token) : undefined;
          const file = actor ? await files.findFinishedUpload(uploadId) : undefined;
          if (actor && file && file.ownerId === actor.id) {
            reply.raw.writeHead(200, {
              'Tus-Resumable': '1.0.0',
              'Upload-Offset': String(file.size),
              'Upload-Length': String(file.size),
              'Upload-Info': String(file.id),
              'Cache-Control': 'no-store',
              'Access-Control-Expose-Headers': 'Upload-Offset, Upload-Length, Tus-Resumable, Upload-Info',
            });
            reply.raw.end();
            return;
          }
        }
        await tus.handle(request.raw, reply.raw);
      } catch (error) {
        ctx.log.error({ err: error }, 'upload request failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500);
        reply.raw.end();
      }
    },
  });

  const { mount } = ctx.routes;
  mount(catalogueRoutes.getUpload, async ({ actor, params }) =>
    presentUploadedFile(await files.getUpload(actor, params.id)),
  );
  mount(catalogueRoutes.fileThumbnail, async ({ params }, { reply }) => {
    const thumbnail = await openThumbnail(ctx, params.id, params.grant);
    // The grant is in the path, so the bytes behind one URL never change until it expires.
    const maxAge = Math.max(0, thumbnail.expires - Math.floor(Date.now() / 1000));
    reply.header('content-type', thumbnail.type);
    reply.header('content-length', String(thumbnail.size));
    reply.header('cache-control', `private, max-age=${maxAge}, immutable`);
    return thumbnail.stream;
  });
  mount(catalogueRoutes.fileLink, ({ actor, params }) => files.signLink(actor, params.id));
  mount(catalogueRoutes.downloadFile, async ({ actor, params, query }, { request, reply }) => {
    // With a token the caller is known; a signed link names its user instead.
    const downloader = actor ?? (await files.actorOfLink(params.id, query));
    if (!downloader || !can(downloader.roleId, 'files.use')) throw notFound('The file');
    return sendStoredFile(reply, () => files.openDownload(downloader, params.id, request.headers.range), {
      cacheControl: 'private, no-cache',
    });
  });
}
