import { defineRoute } from '../core/route.ts';
import { ChatbotAnswer, ChatbotQuestion } from './chatbot.ts';

// The assistant lives in the chat: it answers only where the company enables chat and the chatbot and
// the domain's overrides disable neither (SPEC §6), else 403 `chatbot.disabled`.
export const chatbotRoutes = {
  askChatbot: defineRoute({
    method: 'POST',
    path: '/chatbot',
    summary: 'Ask the assistant about your own data: issues, content, uploads and unread messages',
    tags: ['chat'],
    access: { capability: 'chat.use' },
    body: ChatbotQuestion,
    response: ChatbotAnswer,
  }),
} as const;
