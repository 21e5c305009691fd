import { z } from 'zod';
import { urlId } from './primitives.ts';

/** The `:id` of a path: a row id. */
export const IdParam = z.object({ id: urlId().describe('Row id') });
export type IdParam = z.infer<typeof IdParam>;

/** The answer of a call that has nothing else to say. */
export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;
