import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteContract } from '@spatium/contracts';
import { afterAll, beforeAll } from 'vitest';
import { type Config, loadConfig } from '../../src/config.ts';
import { connectDatabase, type Database } from '../../src/platform/database/db.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  url: string;
  db: Database;
  config: Config;
  server: RunningServer;
  /** Calls the API over real HTTP: `api('POST', '/customauth', {body})`. */
  api<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Calls a contract route, filling `:params` from `params`. */
  call<T = unknown>(
    route: RouteContract,
    options?: RequestOptions & { params?: Record<string, string | number> },
  ): Promise<ApiResponse<T>>;
}

export interface RequestOptions {
  token?: string | undefined;
  body?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
  rawBody?: BodyInit;
}

export interface ApiResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A real server on a fresh database, for one test file. Starts in beforeAll, stops in afterAll;
 * the returned object is filled in once started. Fixtures that `env` reads must be declared first.
 */
export function useTestApp(env: Record<string, string> | (() => Record<string, string>) = {}): TestApp {
  const app = {} as TestApp;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let extra: ReturnType<typeof connectDatabase>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spatium-test-'));
    const config = loadConfig({
      DATABASE_URL: database.url,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      // A function for settings known only once other fixtures have started (a fake server's port).
      ...(typeof env === 'function' ? env() : env),
    });
    const server = await startServer(config);
    extra = connectDatabase(database.url, () => {});
    Object.assign(app, {
      url: server.url,
      db: extra.db,
      config,
      server,
      api: (method: string, urlPath: string, options: RequestOptions = {}) =>
        request(server.url, method, urlPath, options),
      call: (
        route: RouteContract,
        options: RequestOptions & { params?: Record<string, string | number> } = {},
      ) => {
        const urlPath = route.path.replace(/:(\w+)/g, (_, name: string) =>
          encodeURIComponent(String(options.params?.[name])),
        );
        return request(server.url, route.method, urlPath, options);
      },
    });
  });
  afterAll(async () => {
    await app.server?.stop();
    await extra?.close();
    await database?.drop();
    if (app.config) rmSync(app.config.dataDir, { recursive: true, force: true });
  });
  return app;
}

async function request<T>(
  base: string,
  method: string,
  urlPath: string,
  options: RequestOptions,
): Promise<ApiResponse<T>> {
  const url = new URL(`/api${urlPath}`, base);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
