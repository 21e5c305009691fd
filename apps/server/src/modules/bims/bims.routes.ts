import { bimRoutes } from '@spatium/contracts';
import type { ModuleContext, ServiceContext } from '../../context.ts';
import { ContentService, registerContentKind } from '../content/index.ts';
import { openStoredFile, sendStoredFile } from '../files/index.ts';
import type { ShareLinkService } from '../sharelinks/index.ts';
import { bims } from './bims.schema.ts';
import { BimService } from './bims.service.ts';

/**
 * BIM models (IFC). properties: `status`/`progress`/`error` follow the conversion of the IFC file
 * (upload purpose `bim`) into ThatOpen fragments, then `schema` (IFC2X3, IFC4, IFC4X3), `elements`
 * and the sizes of the IFC and of the fragments; `public` opens the model at /bim_viewer/{id} without
 * sign-in, and share links (`/v/{code}`, kind bim) open one model for anyone holding the code.
 * Fragments are served only through signed grants.
 */
export function registerBimsModule(ctx: ModuleContext, shareLinks: ShareLinkService): ContentService {
  let content: ContentService | undefined;
  const service = new BimService(ctx, () => content!);
  content = registerContentKind(ctx, 'bims', bims, service.hooks());
  const { mount } = ctx.routes;
  mount(bimRoutes.bimViewer, ({ actor, params }) => service.viewer(actor, params.id));
  mount(bimRoutes.publicBim, ({ params }) => service.publicViewer(params.id));
  shareLinks.register('bim', service.shareTarget());
  mount(bimRoutes.bimFragments, async ({ params }, { request, reply }) => {
    const fragments = await service.openFragments(params.id, params.grant);
    return sendStoredFile(
      reply,
      async () => {
        const opened = await openStoredFile(
          ctx.storage,
          {
            name: 'model.frag',
            type: 'application/octet-stream',
            size: fragments.size,
            storageKey: fragments.key,
          },
          request.headers.range,
        );
        if (!opened) throw new Error('Converted fragments vanished from storage');
        return opened;
      },
      // A grant names the model's last change, so what it serves never changes under it.
      { cacheControl: `private, max-age=${Math.max(0, fragments.expires - Math.floor(Date.now() / 1000))}` },
    );
  });
  return content;
}

/** The conversion job alone, for a worker process: the same service, no route. */
export function registerBimJobs(ctx: ServiceContext): void {
  let content: ContentService | undefined;
  const service = new BimService(ctx, () => content!);
  content = new ContentService(ctx, 'bims', bims, service.hooks());
}
