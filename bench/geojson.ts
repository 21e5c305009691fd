// A GeoJSON layer of 100,000 features: uploaded, checked and served by the built server, and what the
// map downloads for its first view (see README.md, "GeoJSON layers at scale").
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { type BenchStack, signIn, startBenchStack } from './server.ts';

const featureCount = Number(process.env.BENCH_FEATURES ?? 100_000);
let stack: BenchStack | undefined;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  stack = await startBenchStack('geojson');
  const started = stack;
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
  await stack?.stop();
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
  const file = path.join(stack!.serverDataDir, 'files', key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  const client = new pg.Client({ connectionString: stack!.databaseUrl });
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
