import { chatbotRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { ChatbotService } from './chatbot.service.ts';

/** The assistant in the chat: questions about the user's own data, answered from it. */
export function registerChatbotModule(ctx: ModuleContext): void {
  const chatbot = new ChatbotService(ctx);
  ctx.routes.mount(chatbotRoutes.askChatbot, ({ actor, body }, { request }) =>
    chatbot.ask({ actor, domain: request.hostname }, body),
  );
}
