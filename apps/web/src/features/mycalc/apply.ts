import { type Calculation, evaluateExpression, parseExpression } from '@spatium/contracts';

/** A calculation applied to a measured value, in the reader's number format with its unit; null if no number results. */
export function applyCalculation(calculation: Calculation, value: number, locale: string): string | null {
  const parsed = parseExpression(calculation.expression);
  if (!parsed.ok) return null;
  const result = evaluateExpression(parsed.expression, value);
  if (!Number.isFinite(result)) return null;
  const number = new Intl.NumberFormat(locale, { maximumSignificantDigits: 6 }).format(result);
  return calculation.unit ? `${number} ${calculation.unit}` : number;
}
