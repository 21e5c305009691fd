import { type ChatbotAnswer, type ChatbotQuestion, chatbotRoutes } from '@spatium/contracts';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

/** One question to the assistant; its answers are kept by the panel, not cached (they are of the moment). */
export function useAskChatbot() {
  return useMutation({
    mutationFn: (question: ChatbotQuestion): Promise<ChatbotAnswer> =>
      callRoute(chatbotRoutes.askChatbot, { body: question }),
  });
}
