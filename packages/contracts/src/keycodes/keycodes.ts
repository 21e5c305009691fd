import { z } from 'zod';
import { id, text } from '../core/primitives.ts';

/** How many key codes one generate call may make. */
export const keyCodeBatchMax = 50;

/**
 * A software key code for the offline product (SPEC §1: one per installation; §4: not used, then
 * used). The code itself is never in a list: only its last characters (`hint`), so a screen or a log
 * of a list reveals none. The assigned user and the company's admins fetch it with GET keycodes/{id}/code.
 */
export const KeyCode = z.object({
  id: z.number().int(),
  company: z.number().int(),
  hint: text().describe('The last four characters, to tell codes apart'),
  used: z.boolean(),
  machine: text().nullable().describe('The machine the code was installed on, once used'),
  used_at: text().nullable(),
  assigned_to: z
    .object({ id: z.number().int(), email: text(), name: text() })
    .nullable()
    .describe('The user the code is given to'),
  created_at: text(),
  /** What the caller may do with this code: the web app hides controls by it. */
  abilities: z.object({ assign: z.boolean(), mark_used: z.boolean(), reveal: z.boolean() }),
});
export type KeyCode = z.infer<typeof KeyCode>;

export const KeyCodesQuery = z.object({
  company: z.coerce.number().int().positive().max(2_147_483_647).optional().describe('Company id'),
});
export type KeyCodesQuery = z.infer<typeof KeyCodesQuery>;

export const GenerateKeyCodesBody = z.object({
  company: id().describe('The company the codes are for'),
  count: z.number().int().min(1).max(keyCodeBatchMax),
});
export type GenerateKeyCodesBody = z.infer<typeof GenerateKeyCodesBody>;

export const AssignKeyCodeBody = z.object({
  user_id: id().nullable().describe('A user of the code’s company, or null to take it back'),
});
export type AssignKeyCodeBody = z.infer<typeof AssignKeyCodeBody>;

export const MarkKeyCodeUsedBody = z.object({
  machine: text().trim().min(1, 'Name the machine the code was installed on').max(200),
});
export type MarkKeyCodeUsedBody = z.infer<typeof MarkKeyCodeUsedBody>;

export const KeyCodeSecret = z.object({ code: text() });
export type KeyCodeSecret = z.infer<typeof KeyCodeSecret>;
