import { gunzipSync, gzipSync } from 'node:zlib';
import { GeojsonData as GeojsonDataSchema, geojsonLimits } from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { type ContentService, contentPolicy, updateContent } from '../content/index.ts';
import { findItemFilesById } from '../files/index.ts';

const MB = 1024 * 1024;
const EMPTY = gzipSync(JSON.stringify({ type: 'FeatureCollection', features: [] }));

/**
 * A GeoJSON layer's data. An uploaded file is read and checked once, when it is attached; what
 * passed is kept gzipped under `data_key` and served from there, as are the features drawn or
 * edited on the map later. `feature_count` follows every change.
 */
export class GeojsonLayerData {
  private readonly ctx: ServiceContext;
  private readonly layers: () => ContentService;

  constructor(ctx: ServiceContext, layers: () => ContentService) {
    this.ctx = ctx;
    this.layers = layers;
  }

  /** The content hook: a newly attached file is read, checked and kept; otherwise nothing changes. */
  async checkAttached(input: {
    db: Executor;
    properties: Record<string, unknown>;
    fileIds: number[];
  }): Promise<Record<string, unknown>> {
    const fileId = input.fileIds[0] ?? null;
    if (fileId === null || fileId === input.properties.data_file) return input.properties;
    return { ...input.properties, ...(await importLayerFile(input.db, this.ctx.storage, fileId)) };
  }

  /** The gzipped FeatureCollection of a layer the actor may see (an empty one before any data). */
  async read(actor: Actor, id: number): Promise<Buffer> {
    const layers = this.layers();
    const row = await layers.findVisible(await layers.access(actor), id);
    const key = row.properties.data_key;
    if (typeof key !== 'string') return EMPTY;
    const stored = await this.ctx.storage.get(key);
    if (!stored) return EMPTY;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Replaces a layer's features (already checked against the contract) with what the map drew. */
  async save(actor: Actor, id: number, data: GeojsonDataSchema): Promise<{ feature_count: number }> {
    const layers = this.layers();
    const access = await layers.access(actor);
    const row = await layers.findVisible(access, id);
    if (!contentPolicy.mayWrite(access, row)) throw forbidden();
    // A new key per save: a reader in the middle of a save keeps the whole of the old data.
    const key = `geojsons/item-${row.id}-${Date.now()}.geojson.gz`;
    await this.ctx.storage.put(key, gzipSync(JSON.stringify(data)));
    const before = row.properties.data_key;
    await updateContent(this.ctx.db, layers.table, row.id, {
      properties: { ...row.properties, data_key: key, feature_count: data.features.length },
    });
    if (typeof before === 'string' && before.startsWith(`geojsons/item-${row.id}-`))
      await layers.deleteStoredFiles([before]);
    return { feature_count: data.features.length };
  }

  /** Derived data goes with its layer (the uploaded file is released by the content machinery). */
  async forget(properties: Record<string, unknown>): Promise<void> {
    if (typeof properties.data_key === 'string') await this.layers().deleteStoredFiles([properties.data_key]);
  }
}

/**
 * Reads an uploaded file as a layer: checked, then kept gzipped beside it. Answers the properties
 * that say so; a file that is too large, missing or not a valid FeatureCollection is a 400.
 */
export async function importLayerFile(
  db: Executor,
  storage: Storage,
  fileId: number,
): Promise<{ data_file: number; data_key: string; feature_count: number }> {
  const [file] = await findItemFilesById(db, [fileId]);
  if (!file) throw badRequest('The GeoJSON file is missing.', 'geojson.missing');
  if (file.size > geojsonLimits.maxBytes) throw tooLarge(file.size);
  const stored = await storage.get(file.storageKey);
  if (!stored) throw badRequest('The GeoJSON file is missing.', 'geojson.missing');
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  const data = parseGeojson(Buffer.concat(chunks).toString('utf8'));
  const key = `geojsons/file-${fileId}.geojson.gz`;
  await storage.put(key, gzipSync(JSON.stringify(data)));
  return { data_file: fileId, data_key: key, feature_count: data.features.length };
}

/** JSON, then the contract's FeatureCollection; the first problem is named in the 400. */
export function parseGeojson(text: string): GeojsonDataSchema {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw badRequest(
      `The GeoJSON file is not valid JSON: ${(error as Error).message}`,
      'geojson.invalid_json',
    );
  }
  const parsed = GeojsonDataSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw badRequest(`The GeoJSON file is not valid${where}: ${issue.message}`, 'geojson.invalid');
  }
  return parsed.data;
}

function tooLarge(size: number): Error {
  return badRequest(
    `The GeoJSON file is ${Math.ceil(size / MB)} MB; a layer reads at most ${geojsonLimits.maxBytes / MB} MB.`,
    'geojson.too_large',
  );
}

/** For a client that cannot take gzip: the data as plain JSON. */
export const gunzipData = (body: Buffer): Buffer => gunzipSync(body);
