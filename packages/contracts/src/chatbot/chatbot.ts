import { z } from 'zod';
import { type ContentKind, contentKindNames } from '../catalogue/content.ts';
import { severities } from '../core/limits.ts';
import { id, text } from '../core/primitives.ts';

/**
 * What the assistant can answer, each from the asker's own data (DECISIONS.md, "The chatbot"): it
 * matches the question to one of these and runs a query scoped exactly like the catalogue's.
 */
export const chatbotIntents = [
  'subprojects_with_open_issues',
  'latest_content',
  'my_open_issues',
  'unread_messages',
  'content_counts',
  'recent_uploads',
] as const;
export const ChatbotIntent = z.enum(chatbotIntents);
export type ChatbotIntent = z.infer<typeof ChatbotIntent>;

export const chatbotMessages = {
  disabled: 'The assistant is not enabled for your company on this site.',
  askSomething: 'Ask a question or pick a suggestion',
} as const;

export const ChatbotQuestion = z
  .object({
    question: text().trim().max(500).optional().describe('A question in English or Norwegian'),
    intent: ChatbotIntent.optional().describe('A suggestion picked instead of a typed question'),
  })
  .refine((body) => Boolean(body.question) || body.intent !== undefined, {
    message: chatbotMessages.askSomething,
    path: ['question'],
  });
export type ChatbotQuestion = z.infer<typeof ChatbotQuestion>;

/** Where an answer's item opens: a content item's viewer, an issue, or a chat channel. */
export const ChatbotLink = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('content'),
    kind: z.enum(contentKindNames as [ContentKind, ...ContentKind[]]),
    id: id(),
  }),
  z.object({ type: z.literal('issue'), id: id() }),
  z.object({ type: z.literal('channel'), id: id() }),
]);
export type ChatbotLink = z.infer<typeof ChatbotLink>;

export const ChatbotItem = z.object({
  label: text().describe('A title from the data: the content’s, the issue’s or the channel’s'),
  detail: text().nullable().describe('Where it sits: the sub-project’s title'),
  kind: z.enum(contentKindNames as [ContentKind, ...ContentKind[]]).nullable(),
  severity: z.enum(severities).nullable(),
  count: z.number().int().nullable().describe('How many, for counts and unread messages'),
  at: text().nullable().describe('When it was made (ISO 8601)'),
  link: ChatbotLink.nullable(),
});
export type ChatbotItem = z.infer<typeof ChatbotItem>;

/**
 * `found`: `items` answer the question; `none`: the query ran and found nothing; `issues_disabled`:
 * issues are off here; `unknown`: the question matched nothing, `suggestions` say what may be asked.
 */
export const chatbotOutcomes = ['found', 'none', 'issues_disabled', 'unknown'] as const;

export const ChatbotAnswer = z.object({
  intent: ChatbotIntent.nullable(),
  outcome: z.enum(chatbotOutcomes),
  params: z
    .object({
      count: z.number().int().optional(),
      severity: z.enum(severities).optional(),
      kind: z.enum(contentKindNames as [ContentKind, ...ContentKind[]]).optional(),
      name: text().optional().describe('The name the question asked about, as written'),
    })
    .describe('The values the answer’s sentence names; the web app words it in the user’s language'),
  items: z.array(ChatbotItem),
  suggestions: z.array(ChatbotIntent),
});
export type ChatbotAnswer = z.infer<typeof ChatbotAnswer>;
