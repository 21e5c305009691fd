/**
 * The contracts' route tables as the browser needs them. A contract route carries its zod schemas, and
 * building them needs zod's classic API (about 28 KB gzipped, which cannot be tree-shaken) before the
 * first page shows. The browser only sends requests: the server validates them with those schemas. So
 * the build (vite.config.ts) evaluates each `*.routes.ts` module of the contracts and hands the web a
 * module of the same exports holding, for every route, its method, its path and whether it takes a
 * body (`body: true`: `callRoute` sends `{}` for such a route called without one). The types stay the
 * contracts' own, so the web is checked against the schemas all the same.
 */

interface BrowserRoute {
  method: string;
  path: string;
  body?: true;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isRoute = (value: Record<string, unknown>) =>
  typeof value.method === 'string' && typeof value.path === 'string' && 'response' in value;

function strip(value: unknown, name: string): unknown {
  if (Array.isArray(value)) return value.map((item, index) => strip(item, `${name}[${index}]`));
  if (!isPlainObject(value)) {
    throw new Error(
      `${name} is not a route or a table of routes, so the browser's route table cannot hold it`,
    );
  }
  if (isRoute(value)) {
    const route: BrowserRoute = { method: value.method as string, path: value.path as string };
    if (value.body) route.body = true;
    return route;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, strip(entry, `${name}.${key}`)]),
  );
}

/** The source of a module with the given exports of a `*.routes.ts` module, without their schemas. */
export function browserRoutesModule(exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(strip(value, name))};\n`)
    .join('');
}
