import { type ContentKind, contentRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { type ContentHooks, ContentService } from './content.service.ts';
import type { ContentTable } from './content.table.ts';

/** Mounts a content kind's five calls (list, get, create, update, delete) on the shared rules. */
export function registerContentKind(
  ctx: ModuleContext,
  kind: ContentKind,
  table: ContentTable,
  hooks: ContentHooks = {},
): ContentService {
  const service = new ContentService(ctx, kind, table, hooks);
  const calls = contentRoutes[kind];
  const { mount } = ctx.routes;
  mount(calls.list, ({ actor, query }) => service.list(signedIn(actor), query));
  mount(calls.get, ({ actor, params }) => service.get(signedIn(actor), params.id));
  mount(calls.create, ({ actor, body }) => service.create(signedIn(actor), body));
  mount(calls.update, ({ actor, params, body }) => service.update(signedIn(actor), params.id, body.data));
  mount(calls.remove, ({ actor, params }) => service.remove(signedIn(actor), params.id));
  return service;
}

// The route set is built per kind, which loses the "never public" part of its type; the contract's
// access rule (content.read) has already required a session by the time a handler runs.
function signedIn(actor: Actor | undefined): Actor {
  if (!actor) throw unauthorized();
  return actor;
}
