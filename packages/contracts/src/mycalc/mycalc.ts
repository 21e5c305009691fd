import { z } from 'zod';
import { text } from '../core/primitives.ts';

/**
 * The expressions of a user's calculations (`mycalc`): arithmetic on one variable, `x`, the measured
 * value. Parsed by a small recursive-descent parser, never `eval`, so the same text is checked by the
 * server and computed by the browser with the same rules: numbers, x, + - * / ^ and brackets.
 */
export type Expression =
  | { type: 'number'; value: number }
  | { type: 'x' }
  | { type: 'negate'; of: Expression }
  | { type: 'binary'; operator: '+' | '-' | '*' | '/' | '^'; left: Expression; right: Expression };

/** Why an expression was refused: a stable code for the web app's translation, and the English message. */
export interface ExpressionError {
  code: 'empty' | 'tooLong' | 'unexpected' | 'unclosed' | 'unknownName' | 'noVariable';
  message: string;
  /** Where in the text (0-based) the problem was found. */
  at: number;
}

export type ParseResult = { ok: true; expression: Expression } | { ok: false; error: ExpressionError };

export const maxExpressionLength = 200;

type Token = { kind: 'number'; value: number; at: number } | { kind: 'symbol'; text: string; at: number };

const numberPattern = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/;
const namePattern = /^[A-Za-z_]+/;

class Refused extends Error {
  readonly detail: ExpressionError;
  constructor(detail: ExpressionError) {
    super(detail.message);
    this.detail = detail;
  }
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const rest = source.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const number = numberPattern.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), at });
      at += number[0].length;
      continue;
    }
    const name = namePattern.exec(rest);
    if (name) {
      if (name[0] !== 'x')
        throw new Refused({
          code: 'unknownName',
          message: `Only x, the measured value, may be used as a name; "${name[0]}" at position ${at + 1} is not known.`,
          at,
        });
      tokens.push({ kind: 'symbol', text: 'x', at });
      at += 1;
      continue;
    }
    if ('+-*/^()'.includes(rest[0]!)) {
      tokens.push({ kind: 'symbol', text: rest[0]!, at });
      at += 1;
      continue;
    }
    throw unexpected(rest[0]!, at);
  }
  return tokens;
}

function unexpected(what: string | undefined, at: number): Refused {
  return new Refused(
    what === undefined
      ? { code: 'unexpected', message: 'The expression ends too early: a number, x or ( is missing.', at }
      : {
          code: 'unexpected',
          message: `"${what}" at position ${at + 1} is not expected here. Use numbers, x, + - * / ^ and brackets.`,
          at,
        },
  );
}

/** Parses an expression of x, or says in words why it is refused. */
export function parseExpression(source: string): ParseResult {
  if (source.trim() === '')
    return { ok: false, error: { code: 'empty', message: 'Enter an expression of x, e.g. x * 2.4', at: 0 } };
  if (source.length > maxExpressionLength)
    return {
      ok: false,
      error: {
        code: 'tooLong',
        message: `An expression may be at most ${maxExpressionLength} characters long.`,
        at: maxExpressionLength,
      },
    };
  try {
    const tokens = tokenize(source);
    let index = 0;
    let usesX = false;
    const peek = () => tokens[index];
    const isSymbol = (text: string) => {
      const token = peek();
      return token?.kind === 'symbol' && token.text === text;
    };
    const end = () => source.length;

    // sum := product (('+' | '-') product)*
    const sum = (): Expression => {
      let left = product();
      while (isSymbol('+') || isSymbol('-')) {
        const operator = (tokens[index++] as { text: '+' | '-' }).text;
        left = { type: 'binary', operator, left, right: product() };
      }
      return left;
    };
    // product := unary (('*' | '/') unary)*
    const product = (): Expression => {
      let left = unary();
      while (isSymbol('*') || isSymbol('/')) {
        const operator = (tokens[index++] as { text: '*' | '/' }).text;
        left = { type: 'binary', operator, left, right: unary() };
      }
      return left;
    };
    // unary := ('-' | '+') unary | power; so -x^2 is -(x^2), as written on paper.
    const unary = (): Expression => {
      if (isSymbol('-')) {
        index++;
        return { type: 'negate', of: unary() };
      }
      if (isSymbol('+')) {
        index++;
        return unary();
      }
      return power();
    };
    // power := primary ('^' unary)?, right-associative: 2^3^2 is 2^9.
    const power = (): Expression => {
      const base = primary();
      if (!isSymbol('^')) return base;
      index++;
      return { type: 'binary', operator: '^', left: base, right: unary() };
    };
    const primary = (): Expression => {
      const token = peek();
      if (!token) throw unexpected(undefined, end());
      index++;
      if (token.kind === 'number') return { type: 'number', value: token.value };
      if (token.text === 'x') {
        usesX = true;
        return { type: 'x' };
      }
      if (token.text === '(') {
        const inner = sum();
        if (!isSymbol(')'))
          throw new Refused({
            code: 'unclosed',
            message: `The bracket opened at position ${token.at + 1} is not closed.`,
            at: token.at,
          });
        index++;
        return inner;
      }
      throw unexpected(token.text, token.at);
    };

    const expression = sum();
    const left = peek();
    if (left) throw unexpected(left.kind === 'number' ? String(left.value) : left.text, left.at);
    if (!usesX)
      return {
        ok: false,
        error: {
          code: 'noVariable',
          message:
            'Use x for the measured value, e.g. x * 2.4 (a constant alone would ignore the measurement).',
          at: 0,
        },
      };
    return { ok: true, expression };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.detail };
    throw error;
  }
}

/** The expression's value for x; NaN or ±Infinity where arithmetic gives no number (x / 0). */
export function evaluateExpression(expression: Expression, x: number): number {
  switch (expression.type) {
    case 'number':
      return expression.value;
    case 'x':
      return x;
    case 'negate':
      return -evaluateExpression(expression.of, x);
    case 'binary': {
      const a = evaluateExpression(expression.left, x);
      const b = evaluateExpression(expression.right, x);
      switch (expression.operator) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return a / b;
        case '^':
          return a ** b;
      }
    }
  }
}

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
