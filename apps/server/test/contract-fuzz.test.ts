import { allRoutes, type RouteContract, routes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from './support/app.ts';
import { newClient, signInFresh } from './support/clients.ts';
import { buildCompany, buildUser } from './support/factories.ts';

// Malformed requests against every route of the contract, with and without a session: whatever is sent,
// the answer is a 4xx (or a success), never a 5xx and never a dropped connection. The cases are generated
// from the route's own schemas, without randomness, so a failure repeats on every run.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
}

const schemaOf = (zodSchema: z.ZodType): JsonSchema =>
  z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const stringCandidates = ['a', 'name', 'name:ASC', '#336699', 'nb-NO', 'en-US', '1', 'a'.repeat(8)];

/** A value the schema most likely accepts, so that each case breaks one thing at a time. */
function sample(schema: JsonSchema, depth = 0): unknown {
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const nonNull = choice.find((s) => s.type !== 'null') ?? choice[0]!;
    return sample(nonNull, depth + 1);
  }
  if (schema.allOf) return sample(Object.assign({}, ...schema.allOf), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
      );
    case 'array':
      if (schema.prefixItems) return schema.prefixItems.map((s) => sample(s, depth + 1));
      return schema.items ? [sample(schema.items, depth + 1)] : [];
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'a';
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'fuzz@example.test';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'date-time':
      return '2026-01-01T00:00:00.000Z';
    case 'date':
      return '2026-01-01';
    case 'uri':
      return 'https://example.test/';
  }
  const minLength = schema.minLength ?? 0;
  const fits = (value: string) =>
    value.length >= minLength &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern).test(value));
  return stringCandidates.find(fits) ?? 'a'.repeat(Math.max(minLength, 1));
}

type Path = (string | number)[];

/** Every place in a value that a case may replace: the value itself, and each leaf and object inside it. */
function places(value: unknown, path: Path = []): Path[] {
  const inner =
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) =>
          places(child, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [path, ...inner];
}

function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, replacement);
  return copy;
}

const nul = 'a\u0000b';
// Longer than any text field of the contract allows, except the few long documents.
const hugeText = 'x'.repeat(50_000);
const wrongValues: unknown[] = [nul, hugeText, 2 ** 31, true, {}];
const wrongQueryValues = [nul, 'x'.repeat(4000), String(2 ** 31), '-1', '__proto__'];
const wrongIds = [String(2 ** 31), String(2 ** 32), '1.5', nul, 'x'.repeat(3000), '__proto__'];
const prototypeKeys = ['__proto__', 'constructor', 'prototype'];

interface Case {
  name: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The route's path with `:params` filled in; ids a row most likely does not have. */
function fillPath(route: RouteContract, params: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The cases of one route. `deep` adds a case per place in the body; without a session it is kept for
 * public routes, since the others stop at the 401 once their input is valid.
 */
function casesOf(route: RouteContract, deep: boolean): Case[] {
  const cases: Case[] = [];
  const paramsSample = Object.fromEntries(
    Object.entries((route.params ? sample(schemaOf(route.params)) : {}) as Record<string, unknown>).map(
      ([key, value]) => [key, typeof value === 'number' ? '2147483000' : String(value)],
    ),
  );
  const querySample = (route.query ? sample(schemaOf(route.query)) : {}) as Record<string, unknown>;
  const bodySample = route.body ? sample(schemaOf(route.body)) : undefined;
  const json = { 'content-type': 'application/json' };
  const url = (params: Record<string, string>, query: Record<string, unknown> | string = querySample) =>
    `/api${fillPath(route, params)}?${
      typeof query === 'string'
        ? query
        : new URLSearchParams(
            Object.entries(query)
              .filter(([, v]) => v !== undefined && v !== null)
              .map(([k, v]) => [k, String(v)]),
          )
    }`;
  const withBody = (
    name: string,
    body: string | undefined,
    headers: Record<string, string> = json,
  ): Case => ({
    name,
    method: route.method,
    path: url(paramsSample),
    headers: body === undefined ? {} : headers,
    body,
  });
  const bodyText = bodySample === undefined ? undefined : JSON.stringify(bodySample);

  for (const name of Object.keys(paramsSample)) {
    for (const value of wrongIds) {
      cases.push({
        name: `param ${name}=${value.slice(0, 20)}`,
        method: route.method,
        path: url({ ...paramsSample, [name]: value }),
        headers: bodyText === undefined ? {} : json,
        body: bodyText,
      });
    }
  }

  const queryCase = (name: string, query: Record<string, unknown> | string) =>
    cases.push({
      name,
      method: route.method,
      path: url(paramsSample, query),
      headers: bodyText === undefined ? {} : json,
      body: bodyText,
    });
  for (const key of Object.keys(querySample)) {
    for (const value of wrongQueryValues)
      queryCase(`query ${key}=${value.slice(0, 20)}`, { ...querySample, [key]: value });
  }
  for (const sort of ['__proto__', 'constructor:ASC', 'tostring']) {
    queryCase(`query _sort=${sort}`, { ...querySample, _sort: sort });
  }
  for (const key of prototypeKeys) {
    queryCase(`query key ${key}`, `${key}=1&${key}[polluted]=1&${new URLSearchParams(querySample as never)}`);
  }

  if (route.method !== 'GET' && route.method !== 'DELETE') {
    if (bodySample !== undefined && deep) {
      // At most 16 places, spread over the body, so one large schema does not dominate the run.
      const all = places(bodySample);
      const step = Math.max(1, Math.ceil(all.length / 16));
      for (const place of all.filter((_, i) => i % step === 0)) {
        for (const value of wrongValues) {
          const label =
            typeof value === 'string' ? `${value.slice(0, 8)}…(${value.length})` : JSON.stringify(value);
          cases.push(
            withBody(
              `body ${place.join('.') || '(root)'}=${label}`,
              JSON.stringify(replaced(bodySample, place, value)),
            ),
          );
        }
      }
    }
    const rest = bodyText?.startsWith('{') && bodyText !== '{}' ? `,${bodyText.slice(1)}` : '}';
    cases.push(withBody('body __proto__', `{"__proto__":{"polluted":true}${rest}`));
    cases.push(
      withBody('body constructor.prototype', `{"constructor":{"prototype":{"polluted":true}}${rest}`),
    );
    cases.push(withBody('body prototype', `{"prototype":{"polluted":true}${rest}`));
    cases.push(withBody('body not JSON', '{"unterminated'));
    cases.push(withBody('body empty with JSON type', ''));
    cases.push(withBody('body text/plain', 'hello', { 'content-type': 'text/plain' }));
    cases.push(withBody('body deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`));
    cases.push(withBody('body over the limit', JSON.stringify({ blob: 'x'.repeat(1_100_000) })));
    // Multipart bodies a browser never sends: no boundary, a boundary the body does not use, a cut-off part.
    const form = 'multipart/form-data';
    cases.push(withBody('multipart without boundary', '--x\r\n\r\n', { 'content-type': form }));
    cases.push(withBody('multipart wrong boundary', 'garbage', { 'content-type': `${form}; boundary=nope` }));
    cases.push(
      withBody(
        'multipart cut off',
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
        { 'content-type': `${form}; boundary=b` },
      ),
    );
    cases.push(
      withBody(
        'multipart NUL field',
        `--b\r\nContent-Disposition: form-data; name="${nul}"\r\n\r\n${nul}\r\n--b--\r\n`,
        {
          'content-type': `${form}; boundary=b`,
        },
      ),
    );
  }
  return cases;
}

const app = useTestApp();

describe('every route of the contract, fed malformed input', () => {
  let token: string;
  let email: string;

  /** A global admin (role 3): the widest access, so requests get as deep into the handlers as they can. */
  async function freshAdmin() {
    const company = await buildCompany(app.db);
    const admin = await buildUser(app.db, { companyId: company.id, roleId: 3 });
    email = admin.email;
    token = await signInFresh(app, email);
  }

  beforeAll(freshAdmin);

  /** Some cases end the session (log out, delete the account): sign in again, or make a new admin. */
  let refreshing: Promise<void> | undefined;
  function ensureSession(): Promise<void> {
    refreshing ??= renewSession().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function renewSession() {
    const me = await app.call(routes.getme, { token, headers: newClient() });
    if (me.status !== 401) return;
    try {
      token = await signInFresh(app, email);
    } catch {
      await freshAdmin();
    }
  }

  async function send(testCase: Case, withToken: boolean): Promise<string | undefined> {
    const headers: Record<string, string> = { ...newClient(), ...testCase.headers };
    if (withToken) headers.authorization = `Bearer ${token}`;
    try {
      const response = await fetch(new URL(testCase.path, app.url), {
        method: testCase.method,
        headers,
        body: testCase.body,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (response.status >= 500) return `${response.status} ${text.slice(0, 120)}`;
      if (response.status === 401 && withToken) return 'session';
      if (response.status >= 400 && !response.headers.get('content-type')?.includes('application/json')) {
        return `${response.status} without a JSON body`;
      }
      return undefined;
    } catch (error) {
      const reason =
        error instanceof DOMException ? 'no answer within 10 s' : ((error as Error).cause ?? error);
      return `connection dropped: ${reason}`;
    }
  }

  it.each([
    ['without a token', false],
    ['with an admin session', true],
  ])(
    'answers no 5xx %s',
    async (_, withToken) => {
      const work = allRoutes.flatMap((route) =>
        casesOf(route, withToken || 'public' in route.access).map((testCase) => ({ route, testCase })),
      );
      const failures: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < work.length) {
          const { route, testCase } = work[next++]!;
          let outcome = await send(testCase, withToken);
          if (outcome === 'session') {
            await ensureSession();
            outcome = await send(testCase, withToken);
            if (outcome === 'session') outcome = undefined;
          }
          if (outcome) failures.push(`${route.method} ${route.path} [${testCase.name}]: ${outcome}`);
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      expect(work.length).toBeGreaterThan(allRoutes.length * 5);
      expect(failures).toEqual([]);
    },
    300_000,
  );
});
