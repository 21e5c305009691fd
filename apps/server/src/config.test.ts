import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'spatium-config-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** The error loadConfig throws for an environment, or a failure if it throws none. */
function errorFor(env: NodeJS.ProcessEnv): Error {
  try {
    loadConfig(env);
  } catch (error) {
    return error as Error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('fills in the defaults for an empty environment', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      jwtTtl: '12h',
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Spatium <no-reply@spatium.local>',
      seedDemo: true,
      logLevel: 'info',
      webDist: undefined,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('takes PORT from the environment, and the public URL follows it', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '8080' });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://spatium.example.com/' });
    expect(config.publicUrl).toBe('https://spatium.example.com');
  });

  it('allows realtime from PUBLIC_URL’s origin and CORS_ORIGINS only, once PUBLIC_URL is set', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PUBLIC_URL: 'https://spatium.example.com/app',
      CORS_ORIGINS: 'https://embed.example.com, http://localhost:5173',
    });
    expect(config.allowedOrigins).toEqual({
      origins: ['https://spatium.example.com', 'https://embed.example.com', 'http://localhost:5173'],
      anyLoopback: false,
    });
    expect(loadConfig({ DATA_DIR: tempDir() }).allowedOrigins).toEqual({
      origins: ['http://localhost:3000'],
      anyLoopback: true,
    });
  });

  it.each([
    ['CORS_ORIGINS', 'https://a.example.com/path'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['PUBLIC_URL', 'spatium dot example'],
    ['DATABASE_URL', 'mysql://localhost/spatium'],
    ['SMTP_URL', 'mail.example.com'],
    ['JWT_SECRET', 'too-short'],
    ['JWT_TTL', 'forever'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'yes'],
    ['JOBS_IN_PROCESS', 'maybe'],
    ['SERVICE', 'jobs'],
    ['CORS_ORIGINS', '*'],
    ['CORS_ORIGINS', 'partner.example.com'],
    ['TRUST_PROXY', 'everyone'],
  ])('refuses a bad %s (%s) with one line naming the variable', (name, value) => {
    const error = errorFor({ DATA_DIR: tempDir(), [name]: value });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(new RegExp(`^Invalid ${name}: \\S`));
    expect(error.message).not.toContain('\n');
  });

  it('requires JWT_SECRET when DATABASE_URL is set', () => {
    const error = errorFor({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://db.example/spatium' });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/JWT_SECRET/);
    expect(error.message).not.toContain('\n');
    const secret = 'x'.repeat(40);
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://db.example/spatium',
      JWT_SECRET: secret,
    });
    expect(config.jwtSecret).toBe(secret);
    // Demo data only on the embedded database unless asked for.
    expect(config.seedDemo).toBe(false);
  });

  it('runs jobs in the API process unless JOBS_IN_PROCESS=false', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).jobsInProcess).toBe(true);
    const separate = {
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://db.example/spatium',
      REDIS_URL: 'redis://redis.example:6379',
      JWT_SECRET: 'x'.repeat(40),
      JOBS_IN_PROCESS: 'false',
    };
    expect(loadConfig(separate).jobsInProcess).toBe(false);
    expect(loadConfig({ ...separate, SERVICE: 'worker' })).toMatchObject({
      service: 'worker',
      jobsInProcess: false,
      seedDemo: false,
    });
  });

  it.each([
    ['JOBS_IN_PROCESS=false', { JOBS_IN_PROCESS: 'false' }],
    ['a worker', { SERVICE: 'worker' }],
  ])('refuses %s without the database and Redis it shares with the API instances', (_, setting) => {
    const withoutDatabase = errorFor({ DATA_DIR: tempDir(), REDIS_URL: 'redis://r:6379', ...setting });
    expect(withoutDatabase).toBeInstanceOf(ConfigError);
    expect(withoutDatabase.message).toMatch(
      /^Missing DATABASE_URL: .*the embedded database serves one process only$/,
    );
    const withoutRedis = errorFor({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://db.example/spatium',
      JWT_SECRET: 'x'.repeat(40),
      ...setting,
    });
    expect(withoutRedis).toBeInstanceOf(ConfigError);
    expect(withoutRedis.message).toMatch(
      /^Missing REDIS_URL: .*progress events from the workers to the browsers$/,
    );
  });

  it('keeps a generated secret under DATA_DIR and reuses it on the next start', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    // Only the owner may read it.
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('prefers JWT_SECRET to a kept one', () => {
    const dataDir = tempDir();
    loadConfig({ DATA_DIR: dataDir });
    const secret = 'y'.repeat(48);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('lets browsers of PUBLIC_URL’s origin and of CORS_ORIGINS call the API, and no others', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).corsOrigins).toEqual(['http://localhost:3000']);
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PUBLIC_URL: 'https://spatium.example.com/app/',
      CORS_ORIGINS: ' https://Partner.example.com , http://localhost:5173,https://spatium.example.com',
    });
    expect(config.corsOrigins).toEqual([
      'https://spatium.example.com',
      'https://partner.example.com',
      'http://localhost:5173',
    ]);
  });

  it('believes X-Forwarded-For only from loopback unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe('loopback');
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toBe(
      '10.0.0.0/8, 192.168.1.5',
    );
  });
});
