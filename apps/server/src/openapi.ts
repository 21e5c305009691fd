import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './platform/database/db.ts';

/** The OpenAPI document as the server would serve it at /api/docs/json, built without a database. */
export async function generateOpenApi(): Promise<string> {
  const config = loadConfig({
    DATABASE_URL: 'postgres://openapi@127.0.0.1:1/none',
    JWT_SECRET: 'openapi-generation-only-0123456789-abcdef',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
  });
  // The pool connects lazily: nothing is queried while the document is built.
  const database = connectDatabase(config.databaseUrl!, () => {});
  const app = await buildApp({ config, db: database.db, pingDatabase: async () => {} });
  await app.ready();
  const document = JSON.stringify(app.swagger(), null, 2);
  await app.close();
  await database.close();
  return `${document}\n`;
}
