import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { type ByteRange, checkStorageKey, type Storage, type StoredObject } from './storage.ts';

export interface S3Options {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

// S3 parts must be at least 5 MiB (except the last); 8 MiB keeps memory per upload small.
const PART_SIZE = 8 * 1024 * 1024;

/** Files in an S3-compatible bucket (AWS, MinIO, Ceph, …). */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3Options) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint && { endpoint: options.endpoint }),
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId &&
        options.secretAccessKey && {
          credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        }),
      // Many S3-compatible servers reject the SDK's default extra checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Streams in parts, so a file of any size goes up with a few MiB of memory. */
  async put(key: string, data: Buffer | Readable): Promise<void> {
    checkStorageKey(key);
    if (Buffer.isBuffer(data)) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data }));
      return;
    }
    const parts = chunks(data, PART_SIZE);
    const first = await parts.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    const second = first.done ? first : await parts.next();
    if (second.done) {
      // One part only: a plain PUT.
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: firstPart }));
      return;
    }
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key }),
    );
    try {
      const done: { ETag: string; PartNumber: number }[] = [];
      const upload = async (body: Buffer) => {
        const PartNumber = done.length + 1;
        const { ETag } = await this.client.send(
          new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId, PartNumber, Body: body }),
        );
        done.push({ ETag: ETag!, PartNumber });
      };
      await upload(firstPart);
      await upload(second.value);
      for await (const part of parts) await upload(part);
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: done },
        }),
      );
    } catch (error) {
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId }))
        .catch(() => {});
      throw error;
    }
  }

  async putFile(key: string, filePath: string): Promise<void> {
    await this.put(key, createReadStream(filePath));
    await rm(filePath, { force: true });
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    checkStorageKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range && { Range: `bytes=${range.start}-${range.end}` }),
        }),
      );
      // With a range, the whole size is only in Content-Range ("bytes 0-9/1234").
      const total = answer.ContentRange?.split('/')[1];
      const size = total && total !== '*' ? Number(total) : (answer.ContentLength ?? 0);
      return { stream: answer.Body as Readable, size };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    checkStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  destroy(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** Re-cuts a stream into buffers of `size` bytes (the last may be shorter). */
async function* chunks(stream: Readable, size: number): AsyncGenerator<Buffer, void> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const piece of stream as AsyncIterable<Buffer | string>) {
    let buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
    while (length + buffer.length >= size) {
      const take = size - length;
      pending.push(buffer.subarray(0, take));
      yield Buffer.concat(pending);
      pending = [];
      length = 0;
      buffer = buffer.subarray(take);
    }
    if (buffer.length > 0) {
      pending.push(buffer);
      length += buffer.length;
    }
  }
  if (length > 0) yield Buffer.concat(pending);
}
