import { z } from 'zod';
import { text } from './primitives.ts';

/** The body of every error answer: `{statusCode, error, message}` plus a stable code the web app translates. */
export const ErrorBody = z.object({
  statusCode: z.number().int().describe('The HTTP status code, repeated in the body'),
  error: text().describe('The HTTP reason phrase, e.g. "Not Found"'),
  message: text().describe('What went wrong, in English, in words a person can act on'),
  code: text().optional().describe('A stable machine-readable code, e.g. "auth.invalid_credentials"'),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

// The wording lives apart from the schemas so the browser can read it without building them (zod).
export { messages } from './messages.ts';
