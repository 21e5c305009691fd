import path from 'node:path';
import type { Config } from './config.ts';
import { BackupError, type BackupManifest, backup, readManifest, restore } from './platform/backup/backup.ts';
import { connectDatabase } from './platform/database/db.ts';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './platform/database/embedded.ts';

/**
 * `npm run backup -- <folder>` and `npm run restore -- <folder>`: the database and the local files
 * together, on DATABASE_URL or on the embedded PostgreSQL of DATA_DIR — the one a running server
 * started, or one this command starts (and stops) itself while no server runs.
 */
export async function runBackupCommand(
  command: 'backup' | 'restore',
  folder: string | undefined,
  config: Config,
): Promise<BackupManifest> {
  if (!folder) throw new BackupError(`Name the backup folder: npm run ${command} -- /path/to/folder`);
  const target = path.resolve(folder);
  // A wrong folder is told before any database starts.
  if (command === 'restore') readManifest(target);
  const running = config.databaseUrl ?? runningEmbeddedUrl(config.dataDir);
  const embedded = running ? undefined : await startEmbeddedPostgres(config.dataDir);
  const url = running ?? embedded!.url;
  const database = connectDatabase(url, () => {});
  const options = { filesDir: config.s3 ? undefined : path.join(config.dataDir, 'files') };
  try {
    return command === 'backup'
      ? await backup(database.pool, target, options)
      : await restore(database.pool, target, options);
  } finally {
    await database.close();
    await embedded?.stop();
  }
}
