import path from 'node:path';
import { type S3Options, S3Storage } from './s3.storage.ts';
import { LocalDiskStorage, type Storage } from './storage.ts';

/** S3 when S3_BUCKET is set, the local disk under DATA_DIR otherwise. */
export function createStorage(config: { dataDir: string; s3: S3Options | undefined }): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
