import { catalogueRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { type ContentService, registerContentKind } from '../content/index.ts';
import { duplicateStory } from './duplicate-story.ts';
import { stories } from './stories.schema.ts';

/**
 * Stories: slides of text and media told in order (viewers at /story/{id} and /storyv2/{id}).
 * properties: `version` of the slide format (1) and `slides` {title, body, media}. POST
 * duplicate_story/{id} copies one (SPEC §8 "Story duplicated").
 */
export function registerStoriesModule(ctx: ModuleContext): ContentService {
  const service = registerContentKind(ctx, 'stories', stories);
  ctx.routes.mount(catalogueRoutes.duplicateStory, ({ actor, params }) =>
    duplicateStory(ctx, service, actor, params.id),
  );
  return service;
}
