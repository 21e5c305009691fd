import { z } from 'zod';

/** The `:id` of a path: a row id. */
export const IdParam = z.object({ id: z.coerce.number().int().positive().describe('Row id') });
export type IdParam = z.infer<typeof IdParam>;

/** The answer of a call that has nothing else to say. */
export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;
