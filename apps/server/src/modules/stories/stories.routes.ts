import { catalogueRoutes, storyRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { type ContentService, registerContentKind } from '../content/index.ts';
import { sendStoredFile } from '../files/index.ts';
import type { ShareLinkService } from '../sharelinks/index.ts';
import { duplicateStory } from './duplicate-story.ts';
import { stories } from './stories.schema.ts';
import { StoryService, storyContentHooks } from './stories.service.ts';

/**
 * Stories: chapters of text, images and embedded items told in order (viewers at /story/{id},
 * /storyv2/{id} and /presentation/{id}). properties: `version` of the chapter format (1), `public`
 * (open without sign-in while enabled) and `slides` {title, body, media (a link), image, embed}.
 * POST duplicate_story/{id} copies one (SPEC §8 "Story duplicated"). A private story's link is a
 * share link of kind `story`, opened at /private-story/{code}.
 */
export function registerStoriesModule(ctx: ModuleContext, shareLinks: ShareLinkService): ContentService {
  const content = registerContentKind(ctx, 'stories', stories, storyContentHooks());
  const service = new StoryService(ctx, content);
  shareLinks.register('story', service.shareTarget());
  const { mount } = ctx.routes;
  mount(catalogueRoutes.duplicateStory, ({ actor, params }) =>
    duplicateStory(ctx, content, actor, params.id),
  );
  mount(storyRoutes.storyViewer, ({ actor, params }) => service.viewer(actor, params.id));
  mount(storyRoutes.storyFile, ({ params }, { request, reply }) =>
    sendStoredFile(
      reply,
      () => service.openFile(params.id, params.file, params.grant, request.headers.range),
      {
        inline: true,
        cacheControl: ({ expires }) =>
          `private, max-age=${Math.max(0, expires - Math.floor(Date.now() / 1000))}`,
      },
    ),
  );
  return content;
}
