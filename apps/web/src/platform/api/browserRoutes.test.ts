import { adminRoutes, catalogueRoutes, contentRoutes, routes } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { browserRoutesModule } from './browserRoutes.ts';

const route = (method: string, path: string, body?: z.ZodType) => ({
  method,
  path,
  summary: 'A call',
  tags: ['test'],
  access: { signedIn: true },
  ...(body ? { body } : {}),
  response: z.object({ ok: z.boolean() }),
});

/** The exports of a generated module, evaluated as the browser would. */
async function evaluate(source: string): Promise<Record<string, unknown>> {
  return { ...(await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`)) };
}

describe('the browser route table', () => {
  it('keeps a route’s method and path, and says whether it takes a body', async () => {
    const table = {
      signIn: route('POST', '/customauth', z.object({ identifier: z.string() })),
      signOut: route('POST', '/logout'),
      item: route('GET', '/items/:id'),
    };
    expect(await evaluate(browserRoutesModule({ table }))).toEqual({
      table: {
        signIn: { method: 'POST', path: '/customauth', body: true },
        signOut: { method: 'POST', path: '/logout' },
        item: { method: 'GET', path: '/items/:id' },
      },
    });
  });

  it('keeps the shape of nested tables and lists', async () => {
    const crud = { list: route('GET', '/tags'), create: route('POST', '/tags', z.object({})) };
    const module = await evaluate(browserRoutesModule({ nested: { tags: crud }, list: [crud.list] }));
    expect(module.nested).toEqual({
      tags: { list: { method: 'GET', path: '/tags' }, create: { method: 'POST', path: '/tags', body: true } },
    });
    expect(module.list).toEqual([{ method: 'GET', path: '/tags' }]);
  });

  it('refuses an export that is not a route table, naming it', () => {
    expect(() => browserRoutesModule({ table: { tag: z.object({}) } })).toThrow(/table\.tag is not a route/);
  });

  it('is what the web gets for the contracts’ routes: no schemas, only what a request needs', () => {
    const routesIn = (value: unknown): unknown[] =>
      typeof value === 'object' && value !== null && !('method' in value)
        ? Object.values(value).flatMap(routesIn)
        : [value];
    const all = [routes, catalogueRoutes, contentRoutes, adminRoutes].flatMap(routesIn);
    expect(all.length).toBeGreaterThan(50);
    for (const call of all)
      expect(Object.keys(call as object).sort()).toEqual(expect.arrayContaining(['method', 'path']));
    expect(
      all.filter((call) =>
        Object.keys(call as object).some((key) => !['method', 'path', 'body'].includes(key)),
      ),
    ).toEqual([]);
    expect(routes.customauth).toEqual({ method: 'POST', path: '/customauth', body: true });
    expect(routes.getauth).toEqual({ method: 'GET', path: '/getauth' });
  });
});
