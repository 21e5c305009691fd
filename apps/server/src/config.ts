import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Options } from './platform/storage/s3.storage.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'use true or false' })
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'must be letters, digits, dots, dashes or underscores')
    .default('spatium'),
  SERVICE: z
    .enum(['all', 'analytics', 'worker'], { error: 'must be all, analytics or worker' })
    .default('all'),
  JOBS_IN_PROCESS: booleanFlag.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Encrypts software key codes at rest; without it they are encrypted with a key derived from JWT_SECRET.
  KEYCODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://spatium.example.com' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Spatium <no-reply@spatium.local>'),
  SEED_DEMO: booleanFlag.optional(),
  ANALYTICS_URL: z.url({ error: 'must be a URL' }).optional(),
  NVDB_URL: z.url({ error: 'must be a URL' }).default('https://nvdbapiles.atlas.vegvesen.no'),
  NVDB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[\d.:/a-f, ]+|loopback)$/i,
      'use true, a hop count, loopback or a list of addresses',
    )
    .default('loopback'),
  CORS_ORIGINS: z
    .string()
    .regex(
      /^\s*https?:\/\/[^\s,/]+(\s*,\s*https?:\/\/[^\s,/]+)*\s*$/i,
      'must be origins separated by commas, such as https://app.example.com',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 12h or 30m')
    .default('12h'),
  S3_ENDPOINT: z.url({ error: 'must be a URL such as https://s3.eu-north-1.amazonaws.com' }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  BASEMAP_PMTILES: z.string().min(1).optional(),
  BASEMAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL with {z}, {x} and {y}')
    .optional(),
  BASEMAP_ATTRIBUTION: z.string().max(500).optional(),
  BASEMAP_MAX_ZOOM: z.coerce.number({ error: 'must be a zoom level' }).int().min(0).max(22).optional(),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
  WEBHOOKS_RETRY_BASE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0).default(30),
});

export type Config = {
  /**
   * `all` is the whole product; `analytics` runs only the analytics service (and health); `worker`
   * runs background jobs alone, without HTTP (`--worker`).
   */
  service: 'all' | 'analytics' | 'worker';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Whether this API process runs the job handlers too; if not, it only enqueues for workers. */
  jobsInProcess: boolean;
  /** Namespaces the realtime channels and rate-limit keys, so deployments can share one Redis. */
  redisKeyPrefix: string;
  jwtSecret: string;
  jwtTtl: string;
  /** Key for software key codes at rest (KEYCODE_SECRET); derived from jwtSecret when unset. */
  keycodeSecret: string | undefined;
  publicUrl: string;
  /**
   * Origins whose pages may open the realtime connection: the same as `corsOrigins`. Without
   * PUBLIC_URL (a local run) any loopback origin too, so the web dev server on another port works.
   */
  allowedOrigins: { origins: string[]; anyLoopback: boolean };
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  analyticsUrl: string | undefined;
  /** The Norwegian road database (NVDB) that names the road under an issue, and how long to wait for it. */
  nvdb: { url: string; timeoutMs: number };
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Whose X-Forwarded-For to believe: client addresses drive rate limits. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Origins whose browsers may call the API across origins: PUBLIC_URL's and CORS_ORIGINS. */
  corsOrigins: string[];
  webDist: string | undefined;
  /** The bearer token Prometheus sends to /api/metrics; without it the metrics are off. */
  metricsToken: string | undefined;
  /** Files go to this S3-compatible bucket when S3_BUCKET is set; to DATA_DIR/files otherwise. */
  s3: S3Options | undefined;
  /**
   * The operator's basemap, instead of the built-in one: a PMTiles archive on this server's disk, or
   * a raster tile service relayed through it (PMTiles wins when both are set).
   */
  basemap: { pmtiles?: string; tileUrl?: string; attribution?: string; maxZoom?: number };
  webhooks: {
    /** Whether webhooks may call loopback and private addresses (SSRF guard off; tests, a LAN). */
    allowPrivate: boolean;
    /** The first retry's delay; each next one waits five times longer. */
    retryBaseSeconds: number;
  };
};

export class ConfigError extends Error {}

/** Reads and checks the environment once. A bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset: `PORT=` must not silently become port 0.
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v?.trim())));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  // The analytics service checks no sessions, so it needs no shared secret.
  if (e.DATABASE_URL && !e.JWT_SECRET && e.SERVICE === 'all') {
    throw new ConfigError('Missing JWT_SECRET: it is required when DATABASE_URL is set');
  }
  checkJobProcesses(e);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // The deployment's own origins, for CORS and for the realtime handshake alike.
  const ownOrigins = [
    ...new Set([new URL(publicUrl).origin, ...splitList(e.CORS_ORIGINS ?? '').map((o) => new URL(o).origin)]),
  ];
  return {
    service: e.SERVICE,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jobsInProcess: e.SERVICE === 'all' && (e.JOBS_IN_PROCESS ?? true),
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    jwtSecret:
      e.JWT_SECRET ?? (e.DATABASE_URL ? randomBytes(48).toString('base64url') : readOrCreateSecret(dataDir)),
    jwtTtl: e.JWT_TTL,
    keycodeSecret: e.KEYCODE_SECRET,
    publicUrl,
    allowedOrigins: { origins: ownOrigins, anyLoopback: e.PUBLIC_URL === undefined },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // Demo data only on the embedded database unless asked for explicitly.
    seedDemo: e.SERVICE === 'all' && (e.SEED_DEMO ?? !e.DATABASE_URL),
    analyticsUrl: e.ANALYTICS_URL,
    nvdb: { url: e.NVDB_URL.replace(/\/+$/, ''), timeoutMs: e.NVDB_TIMEOUT_MS },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: ownOrigins,
    webDist: e.WEB_DIST,
    metricsToken: e.METRICS_TOKEN,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // MinIO and most self-hosted servers need bucket-in-path URLs.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        }
      : undefined,
    basemap: {
      ...(e.BASEMAP_PMTILES && { pmtiles: path.resolve(e.BASEMAP_PMTILES) }),
      ...(e.BASEMAP_TILE_URL && { tileUrl: e.BASEMAP_TILE_URL }),
      ...(e.BASEMAP_ATTRIBUTION && { attribution: e.BASEMAP_ATTRIBUTION }),
      ...(e.BASEMAP_MAX_ZOOM !== undefined && { maxZoom: e.BASEMAP_MAX_ZOOM }),
    },
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE, retryBaseSeconds: e.WEBHOOKS_RETRY_BASE_SECONDS },
  };
}

/**
 * Jobs in worker processes need what those processes share with the API instances: the database
 * (the embedded one serves a single process) and Redis, which carries the workers' realtime events
 * (tiling progress, tilingfinished) to the sockets connected to the API instances.
 */
function checkJobProcesses(e: z.infer<typeof EnvSchema>): void {
  const separate =
    e.SERVICE === 'worker'
      ? 'a worker process (--worker)'
      : e.SERVICE === 'all' && e.JOBS_IN_PROCESS === false
        ? 'JOBS_IN_PROCESS=false (jobs run in worker processes)'
        : undefined;
  if (!separate) return;
  if (!e.DATABASE_URL)
    throw new ConfigError(
      `Missing DATABASE_URL: ${separate} needs the PostgreSQL shared with the API instances; the embedded database serves one process only`,
    );
  if (!e.REDIS_URL)
    throw new ConfigError(
      `Missing REDIS_URL: ${separate} needs Redis to carry job progress events from the workers to the browsers`,
    );
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  // Fastify takes `loopback` and comma-separated addresses or CIDR ranges as they are.
  return value;
}
