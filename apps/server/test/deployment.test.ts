import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.ts';

// The container files cannot be run here (no container engine on these machines, nor in CI); this
// lints them against the code instead, and two-instances.test.ts / worker-process.test.ts run the same
// topology without containers on the machine's PostgreSQL and Redis.
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function envFile(file: string): Record<string, string> {
  const entries = read(file)
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)] as const;
    });
  return Object.fromEntries(entries);
}

describe('the production deployment files', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
    services: Record<
      string,
      { command?: string[]; env_file?: string; volumes?: string[]; depends_on?: unknown }
    >;
  };
  const settings = envFile('deploy/spatium.env.example');

  it('run PostgreSQL, Redis, an S3 store, two API instances behind a proxy, and a worker', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api-1', 'api-2', 'minio', 'minio-bucket', 'postgres', 'proxy', 'redis', 'worker'].sort(),
    );
    expect(compose.services.worker?.command).toEqual(['node', 'apps/server/dist/main.js', '--worker']);
    for (const name of ['api-1', 'api-2', 'worker']) {
      // One settings file, and one shared data folder for uploads staged by any instance.
      expect(compose.services[name]?.env_file).toBe('spatium.env');
      expect(compose.services[name]?.volumes).toEqual(['data:/data']);
    }
    expect(read('deploy/Caddyfile')).toMatch(/reverse_proxy api-1:3000 api-2:3000/);
  });

  it('name only settings the server knows, and the example is a configuration it accepts', () => {
    const own = Object.keys(settings).filter((key) => !/^(POSTGRES|MINIO)_|^PUBLIC_HOST$/.test(key));
    const schema = read('apps/server/src/config.ts');
    for (const key of own)
      expect(schema, `${key} is not a setting of config.ts`).toMatch(new RegExp(`\\b${key}:`));
    const config = loadConfig(Object.fromEntries(own.map((key) => [key, settings[key]])));
    expect(config.databaseUrl).toBe(settings.DATABASE_URL);
    expect(config.jobsInProcess).toBe(false);
    expect(config.s3?.bucket).toBe(settings.S3_BUCKET);
    // The services' own credentials agree with what Spatium connects with.
    expect(settings.DATABASE_URL).toContain(`${settings.POSTGRES_USER}:${settings.POSTGRES_PASSWORD}@`);
    expect(settings.S3_SECRET_ACCESS_KEY).toBe(settings.MINIO_ROOT_PASSWORD);
  });

  it('build a Node 24 image in stages that runs as a non-root user with the migrations inside', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile.match(/^FROM node:24[\w.-]* AS \w+$/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('/app/apps/server/drizzle');
    // npm ci needs every workspace's package.json before the sources are copied.
    const workspaces = ['apps/server', 'apps/web', 'apps/e2e', 'packages/contracts', 'bench'];
    for (const workspace of workspaces)
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    const declared = JSON.parse(read('package.json')).workspaces as string[];
    expect(declared).toEqual(['packages/*', 'apps/*', 'bench']);
  });
});
