import path from 'node:path';
import type { Config } from '../../config.ts';
import { S3Storage } from './s3.storage.ts';
import { LocalDiskStorage, type Storage } from './storage.ts';

/** S3 when S3_BUCKET is set, the local disk under DATA_DIR otherwise. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
