import { z } from 'zod';
import { text } from '../core/primitives.ts';
import { maxExpressionLength, parseExpression } from './expression.ts';

/**
 * One of a user's own constants and calculations (SPEC §3 `mycalc`), applied to a measurement in the
 * 3D viewers: `expression` is arithmetic on x, the measured value (a density as `x * 2400`, kg from m³).
 * They belong to the user who made them; nobody else sees them.
 */
export const Calculation = z.object({
  id: z.number().int(),
  name: text(),
  expression: text().describe('Arithmetic on x, the measured value: numbers, x, + - * / ^ and brackets'),
  unit: text().describe('The unit of the result, e.g. kg; may be empty'),
  created_at: text(),
});
export type Calculation = z.infer<typeof Calculation>;

export const CreateCalculationBody = z.object({
  name: text({ error: 'A name is required' }).trim().min(1, 'A name is required').max(100),
  expression: text({ error: 'Enter an expression of x, e.g. x * 2.4' })
    .trim()
    .max(maxExpressionLength, `An expression may be at most ${maxExpressionLength} characters long.`)
    .superRefine((source, context) => {
      const parsed = parseExpression(source);
      if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.error.message });
    })
    .describe('Arithmetic on x, e.g. x * 2.4'),
  unit: text().trim().max(20, 'A unit may be at most 20 characters long.').default(''),
});
export type CreateCalculationBody = z.input<typeof CreateCalculationBody>;
