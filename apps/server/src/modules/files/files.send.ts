import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../platform/http/errors.ts';
import type { ByteRange, Storage } from '../../platform/storage/storage.ts';
import { contentDisposition } from './files.presenter.ts';

export interface SendableFile {
  name: string;
  type: string;
  size: number;
  storageKey: string;
}

export interface OpenedFile {
  file: SendableFile;
  range: ByteRange | undefined;
  stream: Readable;
}

/** A 416 that knows the file's size, so the answer can say it (`Content-Range: bytes *\/size`). */
class RangeNotSatisfiable extends HttpError {
  readonly size: number;
  constructor(size: number) {
    super(416, 'The requested range is not inside the file.', 'files.range');
    this.size = size;
  }
}

/**
 * A stored file's bytes, whole or the one range `Range` asks for; undefined when storage has no bytes
 * for it. A range outside the file is a 416.
 */
export async function openStoredFile(
  storage: Storage,
  file: SendableFile,
  rangeHeader: string | undefined,
): Promise<OpenedFile | undefined> {
  const range = parseRange(rangeHeader, file.size);
  if (range === 'unsatisfiable') throw new RangeNotSatisfiable(file.size);
  const stored = await storage.get(file.storageKey, range);
  return stored && { file, range, stream: stored.stream };
}

/** Bytes held in memory (a derived image), opened like a stored file: whole or one range of them. */
export function openBytes(
  file: Omit<SendableFile, 'size' | 'storageKey'>,
  bytes: Buffer,
  rangeHeader: string | undefined,
): OpenedFile {
  const size = bytes.length;
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') throw new RangeNotSatisfiable(size);
  const slice = range ? bytes.subarray(range.start, range.end + 1) : bytes;
  return { file: { ...file, size, storageKey: '' }, range, stream: Readable.from([slice]) };
}

/**
 * Answers with an opened file: range headers (206 for a range), its type, and its name for saving.
 * `inline` lets the browser show images and PDFs instead of downloading them.
 */
export async function sendStoredFile<T extends OpenedFile>(
  reply: FastifyReply,
  open: () => Promise<T>,
  { cacheControl, inline = false }: { cacheControl: string | ((opened: T) => string); inline?: boolean },
): Promise<Readable> {
  let opened: T;
  try {
    opened = await open();
  } catch (error) {
    if (error instanceof RangeNotSatisfiable) reply.header('content-range', `bytes */${error.size}`);
    throw error;
  }
  const { file, range, stream } = opened;
  const shownInline = inline && (file.type.startsWith('image/') || file.type === 'application/pdf');
  const disposition = contentDisposition(file.name);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.type)
    .header('content-disposition', shownInline ? disposition.replace(/^attachment/, 'inline') : disposition)
    .header('cache-control', typeof cacheControl === 'string' ? cacheControl : cacheControl(opened));
  if (range)
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', String(range.end - range.start + 1));
  else reply.header('content-length', String(file.size));
  return stream;
}

/**
 * One byte range of `Range: bytes=…` (RFC 9110). No header, another unit or several ranges: the
 * whole file (a server may ignore Range). A range outside the file: unsatisfiable (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | undefined | 'unsatisfiable' {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  let start: number;
  let end: number;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    start = Math.max(0, size - length);
    end = size - 1;
  } else {
    start = Number(first);
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
    if (last !== '' && Number(last) < start) return 'unsatisfiable';
  }
  if (start >= size || size === 0) return 'unsatisfiable';
  return { start, end };
}
