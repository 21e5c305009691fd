import { chatRoutes } from '@spatium/contracts';
import type { FastifyRequest } from 'fastify';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { sendStoredFile } from '../files/index.ts';
import { ChatService } from './chat.service.ts';

/** Chat: channels, personal channels, messages and threads, read state and search. */
export function registerChatModule(ctx: ModuleContext): void {
  const chat = new ChatService(ctx);
  const { mount } = ctx.routes;
  const caller = (actor: Actor, request: FastifyRequest) => ({ actor, domain: request.hostname });
  mount(chatRoutes.listChannels, ({ actor }, { request }) => chat.channels(caller(actor, request)));
  mount(chatRoutes.chatPeople, ({ actor }, { request }) => chat.people(caller(actor, request)));
  mount(chatRoutes.openDirectChannel, ({ actor, body }, { request }) =>
    chat.openDirect(caller(actor, request), body.user),
  );
  mount(chatRoutes.channelMessages, ({ actor, params, query }, { request }) =>
    chat.messages(caller(actor, request), params.id, query),
  );
  mount(chatRoutes.postMessage, ({ actor, params, body }, { request }) =>
    chat.post(caller(actor, request), params.id, body),
  );
  mount(chatRoutes.markChannelRead, ({ actor, params, body }, { request }) =>
    chat.markRead(caller(actor, request), params.id, body.message),
  );
  mount(chatRoutes.editMessage, ({ actor, params, body }, { request }) =>
    chat.edit(caller(actor, request), params.id, body.body),
  );
  mount(chatRoutes.deleteMessage, ({ actor, params }, { request }) =>
    chat.remove(caller(actor, request), params.id),
  );
  mount(chatRoutes.chatAttachment, ({ actor, params }, { request, reply }) =>
    sendStoredFile(
      reply,
      () => chat.openAttachment(caller(actor, request), params.id, params.fileId, request.headers.range),
      { cacheControl: 'private, no-cache' },
    ),
  );
  mount(chatRoutes.searchMessages, ({ actor, query }, { request }) =>
    chat.search(caller(actor, request), query.q),
  );
}
