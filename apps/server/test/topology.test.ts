import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ContentItem, contentRoutes } from '@spatium/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { companies } from '../src/modules/companies/companies.schema.ts';
import { samplePanorama } from '../src/modules/panoramas/panoramas.sample.ts';
import { connectDatabase, type DatabaseHandle } from '../src/platform/database/db.ts';
import { adminQuery, withDatabase } from './global-setup.ts';
import { buildProject, buildSubproject } from './support/catalogue.ts';
import { buildCompany, buildUser } from './support/factories.ts';
import { type ServerProcess, spawnServer } from './support/processes.ts';
import { probeRedis } from './support/redis.ts';
import { connectSocket, nextEvent, signToken, validate } from './support/sockets.ts';
import { uploadFile } from './support/uploads.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUnreachable = await probeRedis(redisUrl);
if (redisUnreachable) {
  process.stderr.write(
    `topology.test.ts is SKIPPED: Redis at ${redisUrl} is unreachable (${redisUnreachable}). Set TEST_REDIS_URL or start Redis.\n`,
  );
}

type Panorama = ContentItem & { properties: { status: string; progress: number } };
type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; job?: string };

const logLines = (process: ServerProcess): LogLine[] =>
  process
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

// The production topology of deploy/compose.yaml without containers: two API instances that only
// enqueue jobs (JOBS_IN_PROCESS=false) and a worker, each a process of its own, on one PostgreSQL,
// one Redis and one shared data folder (the compose file's shared volume).
describe.skipIf(redisUnreachable)('two API instances and a worker, as deployed', { timeout: 90_000 }, () => {
  const jwtSecret = 'topology-secret-that-is-long-enough-0123456789';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spatium-topology-'));
  const adminUrl = inject('databaseAdminUrl');
  // An empty database, not the migrated template: the instances migrate it themselves.
  const databaseName = `spatium_topology_${randomBytes(6).toString('hex')}`;
  const databaseUrl = withDatabase(adminUrl, databaseName);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Each run gets its own channels, so runs side by side on one Redis never cross.
    REDIS_KEY_PREFIX: `spatium-test-${randomBytes(6).toString('hex')}`,
    JWT_SECRET: jwtSecret,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    JOBS_IN_PROCESS: 'false',
  };
  let instanceA: ServerProcess;
  let instanceB: ServerProcess;
  let worker: ServerProcess;
  let urlA: string;
  let urlB: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await adminQuery(adminUrl, `CREATE DATABASE "${databaseName}"`);
    instanceA = spawnServer(env);
    instanceB = spawnServer(env);
    [urlA, urlB] = await Promise.all([instanceA.ready, instanceB.ready]);
    worker = spawnServer(env, ['--worker']);
    await worker.ready;
    handle = connectDatabase(databaseUrl, () => {});
    // Three processes starting on a busy CI machine, the first two migrating an empty database.
  }, 180_000);

  afterAll(async () => {
    const all = [instanceA, instanceB, worker].filter(Boolean);
    for (const process of all) process.child.kill('SIGTERM');
    await Promise.all(all.map((process) => process.exited));
    await handle?.close();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('migrates once when both instances start together on an empty database', async () => {
    const journal = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    // Each migration is recorded once: the second instance waited on the lock and found them done.
    const applied = await handle.pool.query<{ hash: string }>(
      'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id',
    );
    expect(applied.rows).toHaveLength(journal.entries.length);
    expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
    expect(instanceA.stderr()).toBe('');
    expect(instanceB.stderr()).toBe('');
  });

  it('runs a job queued through instance A on the worker, and its progress reaches a socket on instance B', async () => {
    const company = await buildCompany(handle.db);
    const editor = await buildUser(handle.db, { companyId: company.id });
    await handle.db
      .update(companies)
      .set({ admins: sql`array_append(${companies.admins}, ${editor.email})` })
      .where(eq(companies.id, company.id));
    const member = await buildUser(handle.db, { companyId: company.id });
    const project = await buildProject(handle.db, { companyId: company.id });
    const subproject = await buildSubproject(handle.db, {
      companyId: company.id,
      oldprojectId: project.id,
      users: [member.id],
    });

    const socketOnB = await connectSocket(urlB);
    expect(await validate(socketOnB, await signToken(jwtSecret, member), member.id)).toEqual({ ok: true });
    const progress: number[] = [];
    socketOnB.on('notification', (notification) => {
      const item = notification.result as Panorama;
      if (notification.model === 'panoramas' && item.properties.status === 'tiling')
        progress.push(item.properties.progress);
    });
    const finished = nextEvent(socketOnB, 'tilingfinished', 60_000);

    const editorToken = await signToken(jwtSecret, editor);
    const fileId = await uploadFile(
      { url: urlA },
      editorToken,
      'stairwell-c.jpg',
      await samplePanorama(3000, 1500),
      'panorama',
    );
    const created = await fetch(`${urlA}/api${contentRoutes.panoramas.create.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Stairwell C', subproject: subproject.id, files: [fileId] }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as Panorama;
    const requestId = created.headers.get('x-request-id');

    expect(((await finished) as Panorama).id).toBe(id);
    expect(progress.length).toBeGreaterThanOrEqual(1);
    socketOnB.disconnect();

    // Where it ran: the worker logged the job, under the id of the request that queued it on A;
    // neither API instance ran a job at all.
    const started = logLines(worker).filter((line) => line.msg === 'job started');
    expect(started).toContainEqual(expect.objectContaining({ job: expect.any(String), reqId: requestId }));
    for (const instance of [instanceA, instanceB])
      expect(logLines(instance).filter((line) => line.msg === 'job started')).toEqual([]);
    expect(worker.stderr()).toBe('');
  });
});
