import { adminRoutes, type ContentKind, catalogueRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import type { ContentService } from '../content/index.ts';
import { TagsService } from './tags.service.ts';

/** Tags (id, title, color) of a company, and tagging content items with them. */
export function registerTagsModule(ctx: ModuleContext, content: Record<ContentKind, ContentService>): void {
  const tags = new TagsService(ctx, content);
  const { mount } = ctx.routes;
  mount(adminRoutes.tags.list, ({ actor, query }) => tags.list(actor, query));
  mount(adminRoutes.tags.create, ({ actor, body }) => tags.create(actor, body));
  mount(adminRoutes.tags.update, ({ actor, params, body }) => tags.update(actor, params.id, body));
  mount(adminRoutes.tags.remove, ({ actor, params }) => tags.remove(actor, params.id));
  mount(catalogueRoutes.addTagToService, ({ actor, body }) => tags.setTagged(actor, body, true));
  mount(catalogueRoutes.removeTagFromService, ({ actor, body }) => tags.setTagged(actor, body, false));
}
