import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ContentItem, contentRoutes } from '@spatium/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { companies } from '../src/modules/companies/companies.schema.ts';
import { tileKey } from '../src/modules/panoramas/panoramas.keys.ts';
import { samplePanorama } from '../src/modules/panoramas/panoramas.sample.ts';
import { connectDatabase, type DatabaseHandle } from '../src/platform/database/db.ts';
import { createStorage } from '../src/platform/storage/create-storage.ts';
import { buildProject, buildSubproject } from './support/catalogue.ts';
import { createTestDatabase } from './support/database.ts';
import { buildCompany, buildUser } from './support/factories.ts';
import { type ServerProcess, spawnServer } from './support/processes.ts';
import { probeRedis } from './support/redis.ts';
import { connectSocket, nextEvent, recordEvents, settle, signToken, validate } from './support/sockets.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUnreachable = await probeRedis(redisUrl);
if (redisUnreachable) {
  process.stderr.write(
    `worker-process.test.ts is SKIPPED: Redis at ${redisUrl} is unreachable (${redisUnreachable}). Set TEST_REDIS_URL or start Redis.\n`,
  );
}

type Panorama = ContentItem & {
  properties: { status: string; progress: number; levels: { width: number; cols: number; rows: number }[] };
};

describe('a worker process beside an API instance that only enqueues (JOBS_IN_PROCESS=false)', {
  timeout: 60_000,
}, () => {
  const jwtSecret = 'worker-process-secret-that-is-long-enough-0123456789';
  // Local-disk storage shared through one DATA_DIR, as a shared volume would be.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spatium-worker-'));
  const children: ServerProcess[] = [];
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  let env: Record<string, string>;
  let apiUrl: string;

  const spawn = (extra: Record<string, string>, args: string[] = []) => {
    const child = spawnServer({ ...env, ...extra }, args);
    children.push(child);
    return child;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = connectDatabase(database.url, () => {});
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      // Each run gets its own channels, so runs side by side on one Redis never cross.
      REDIS_KEY_PREFIX: `spatium-test-${randomBytes(6).toString('hex')}`,
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
    };
    apiUrl = await spawn({ JOBS_IN_PROCESS: 'false' }).ready;
  });

  afterAll(async () => {
    for (const child of children) child.child.kill('SIGTERM');
    await Promise.all(children.map((child) => child.exited));
    await handle?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['DATABASE_URL', /^Spatium cannot start\. Missing DATABASE_URL: a worker process/],
    ['REDIS_URL', /^Spatium cannot start\. Missing REDIS_URL: a worker process/],
  ])('refuses to start a worker without %s, in one line', async (missing, message) => {
    const worker = spawnServer(Object.fromEntries(Object.entries(env).filter(([name]) => name !== missing)), [
      '--worker',
    ]);
    expect(await worker.exited).toBe(1);
    expect(worker.stderr().trim().split('\n')).toEqual([expect.stringMatching(message)]);
  });

  it('tiles a panorama uploaded through the API in the worker, and the socket on the API instance hears tilingfinished', async () => {
    const company = await buildCompany(handle.db);
    const editor = await buildUser(handle.db, { companyId: company.id });
    await handle.db
      .update(companies)
      .set({ admins: sql`array_append(${companies.admins}, ${editor.email})` })
      .where(eq(companies.id, company.id));
    const member = await buildUser(handle.db, { companyId: company.id });
    const outsider = await buildUser(handle.db, { companyId: (await buildCompany(handle.db)).id });
    const project = await buildProject(handle.db, { companyId: company.id });
    const subproject = await buildSubproject(handle.db, {
      companyId: company.id,
      oldprojectId: project.id,
      users: [member.id],
    });

    const memberSocket = await connectSocket(apiUrl);
    expect(await validate(memberSocket, await signToken(jwtSecret, member), member.id)).toEqual({ ok: true });
    const outsiderSocket = await connectSocket(apiUrl);
    expect(await validate(outsiderSocket, await signToken(jwtSecret, outsider), outsider.id)).toEqual({
      ok: true,
    });
    const outsiderHeard = recordEvents(outsiderSocket, 'tilingfinished');
    const progress: number[] = [];
    memberSocket.on('notification', (notification) => {
      const item = notification.result as Panorama;
      if (notification.model === 'panoramas' && item.properties.status === 'tiling')
        progress.push(item.properties.progress);
    });

    // Uploaded and created through the API instance, which only enqueues the tiling job.
    const editorToken = await signToken(jwtSecret, editor);
    const fileId = await uploadThroughApi(apiUrl, editorToken, await samplePanorama(3000, 1500));
    const created = await fetch(`${apiUrl}/api${contentRoutes.panoramas.create.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Stairwell B', subproject: subproject.id, files: [fileId] }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as Panorama;

    // No worker yet: the job waits in PostgreSQL.
    await settle(3000);
    const waiting = await fetch(
      `${apiUrl}/api${contentRoutes.panoramas.get.path.replace(':id', String(id))}`,
      {
        headers: { authorization: `Bearer ${editorToken}` },
      },
    );
    expect(((await waiting.json()) as Panorama).properties.status).toBe('tiling');

    const finished = nextEvent(memberSocket, 'tilingfinished', 40_000);
    const worker = spawn({}, ['--worker']);
    expect(await worker.ready).toBe('');
    const panorama = (await finished) as Panorama;
    expect(panorama.id).toBe(id);
    expect(panorama.properties).toMatchObject({
      status: 'ready',
      levels: [
        { width: 1500, cols: 4, rows: 2 },
        { width: 3000, cols: 8, rows: 4 },
      ],
    });
    expect(progress.length).toBeGreaterThanOrEqual(2);
    const storage = createStorage(loadConfig(env));
    expect(await storage.stat(tileKey(id, 1, 7, 3))).toBeDefined();
    await settle();
    expect(outsiderHeard).toEqual([]);
    expect(worker.stderr()).toBe('');
  });
});

/** A tus upload in one PATCH, as the web app's uploader makes it; resolves with the file id. */
async function uploadThroughApi(url: string, token: string, image: Buffer): Promise<number> {
  const metadata = Object.entries({ filename: 'stairwell-b.jpg', purpose: 'panorama' })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
  const created = await fetch(`${url}/api/uploads`, {
    method: 'POST',
    headers: { ...headers, 'upload-length': String(image.length), 'upload-metadata': metadata },
  });
  expect(created.status).toBe(201);
  const patched = await fetch(new URL(created.headers.get('location')!, url), {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
    body: new Uint8Array(image),
  });
  expect(patched.status).toBe(204);
  return Number(patched.headers.get('upload-info'));
}
