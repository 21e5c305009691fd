import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** The bytes asked for: the whole object, or only the range. */
  stream: Readable;
  /** The size of the whole object, whatever range was asked for. */
  size: number;
}

/** Where files live. Keys are made by the server, never taken from a file name. */
export interface Storage {
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** Moves a finished local file (a completed upload) into storage; the local file is gone afterwards. */
  putFile(key: string, filePath: string): Promise<void>;
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  stat(key: string): Promise<{ size: number } | undefined>;
  delete(key: string): Promise<void>;
}

/** Keys are paths below the root; anything that could climb out of it is refused. */
export function checkStorageKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`Bad storage key ${key}`);
  return key;
}

export class LocalDiskStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private resolve(key: string): string {
    return path.join(this.root, checkStorageKey(key));
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.partial`;
    await pipeline(Buffer.isBuffer(data) ? [data] : data, createWriteStream(temporary));
    await rename(temporary, file);
  }

  async putFile(key: string, filePath: string): Promise<void> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      // Same disk (uploads are staged under DATA_DIR): a rename, however large the file.
      await rename(filePath, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const temporary = `${file}.${process.pid}.partial`;
      await copyFile(filePath, temporary);
      await rename(temporary, file);
      await rm(filePath, { force: true });
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    const file = this.resolve(key);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file, range ? { start: range.start, end: range.end } : {}), size };
    } catch {
      return undefined;
    }
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    try {
      const { size } = await stat(this.resolve(key));
      return { size };
    } catch {
      return undefined;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }
}
