import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type UploadPurpose, uploadPurposes, uploadRules } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/http/errors.ts';
import { loadActorScope } from '../companies/index.ts';
import { visibleSubproject } from '../content/index.ts';
import { isPersonalFile } from '../myfiles/index.ts';
import { findUserById } from '../users/index.ts';
import { detectFileType } from './files.detect.ts';
import { filesPolicy } from './files.policy.ts';
import {
  type FileRow,
  findFile,
  findFileByUploadId,
  insertFile,
  isFileOfVisibleContent,
} from './files.repository.ts';
import { openStoredFile } from './files.send.ts';

// Long enough to start a download, short enough that a shared link soon stops working.
const LINK_TTL_SECONDS = 300;

/** An error the tus server sends as it is: a status and an ErrorBody as text. */
export function uploadError(status: number, message: string, code: string) {
  const error = { statusCode: status, error: httpReason(status), message, code };
  return { status_code: status, body: `${JSON.stringify(error)}\n` };
}
function httpReason(status: number): string {
  return (
    {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      413: 'Payload Too Large',
      415: 'Unsupported Media Type',
    }[status] ?? 'Error'
  );
}

/** Shown, never used as a path: no folders, no control characters, a sane length. */
export function sanitiseFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // No control characters: the name goes into headers and onto screens.
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) > 31 && c.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(0, 200);
  return clean && clean !== '.' && clean !== '..' ? clean : 'file';
}

export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export function parsePurpose(value: string | null | undefined): UploadPurpose | undefined {
  return uploadPurposes.find((p) => p === value);
}

/** Checks a new upload before any byte is stored: a known purpose, a name, and a size it allows. */
export function checkNewUpload(
  metadata: Record<string, string | null> | undefined,
  size: number | undefined,
) {
  const purpose = parsePurpose(metadata?.purpose);
  if (!purpose) {
    throw uploadError(
      400,
      `Say what the file is for: Upload-Metadata "purpose" must be one of ${uploadPurposes.join(', ')}.`,
      'uploads.purpose',
    );
  }
  if (!metadata?.filename)
    throw uploadError(400, 'Upload-Metadata must give the "filename".', 'uploads.filename');
  if (size === undefined) {
    throw uploadError(
      400,
      'Send Upload-Length: the size is checked before the upload starts.',
      'uploads.length',
    );
  }
  const { maxBytes } = uploadRules[purpose];
  if (size > maxBytes) {
    throw uploadError(
      413,
      `This file is ${formatBytes(size)}; a ${purpose} file may be at most ${formatBytes(maxBytes)}.`,
      'uploads.too_large',
    );
  }
  return { purpose, filename: sanitiseFileName(metadata.filename) };
}

export class FilesService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  /**
   * A finished upload: its type is judged by its bytes; a type the purpose does not accept is
   * refused (the caller deletes the bytes), anything else moves into storage and becomes a file row.
   */
  async finishUpload(input: {
    uploadId: string;
    localPath: string;
    size: number;
    metadata: Record<string, string | null>;
    ownerId: number;
    companyId: number | null;
  }): Promise<FileRow> {
    const { purpose, filename } = checkNewUpload(input.metadata, input.size);
    const type = await detectFileType(input.localPath);
    const allowed = uploadRules[purpose].types;
    // An empty list takes any type (My files): they are only ever sent to their owner, as downloads.
    if (allowed.length > 0 && !allowed.includes(type)) {
      throw uploadError(
        415,
        `"${filename}" is not a file a ${purpose} can use (its content is ${type}). Accepted: ${allowed.join(', ')}.`,
        'uploads.type',
      );
    }
    const storageKey = `files/${new Date().toISOString().slice(0, 7)}/${input.uploadId}-${randomBytes(4).toString('hex')}`;
    await this.ctx.storage.putFile(storageKey, input.localPath);
    try {
      return await insertFile(this.ctx.db, {
        companyId: input.companyId,
        ownerId: input.ownerId,
        uploadId: input.uploadId,
        name: filename,
        size: input.size,
        type,
        purpose,
        storageKey,
      });
    } catch (error) {
      await this.ctx.storage.delete(storageKey).catch(() => {});
      throw error;
    }
  }

  /** By file id, or by tus upload id (a client whose last PATCH answer was lost knows only that). */
  async getUpload(actor: Actor, id: number | string): Promise<FileRow> {
    const file =
      typeof id === 'number' ? await findFile(this.ctx.db, id) : await findFileByUploadId(this.ctx.db, id);
    if (!file || !filesPolicy.mayViewUpload(actor, file)) throw notFound('The upload');
    return file;
  }

  async findFinishedUpload(uploadId: string): Promise<FileRow | undefined> {
    return findFileByUploadId(this.ctx.db, uploadId);
  }

  /** A link for `actor` that works without a token for a few minutes, if they may download now. */
  async signLink(actor: Actor, id: number): Promise<{ url: string; expires_at: string }> {
    const file = await findFile(this.ctx.db, id);
    if (!file || !(await this.mayDownload(actor, file))) throw notFound('The file');
    return this.linkFor(file.id, actor.id);
  }

  /** A signed link for a download the caller has already checked `userId` may make. */
  linkFor(fileId: number, userId: number): { url: string; expires_at: string } {
    const expires = Math.floor(Date.now() / 1000) + LINK_TTL_SECONDS;
    const signature = this.signature(fileId, userId, expires);
    return {
      url: `/files/${fileId}?u=${userId}&e=${expires}&s=${signature}`,
      expires_at: new Date(expires * 1000).toISOString(),
    };
  }

  /**
   * The actor a signed link was made for, if the signature holds and has not expired. Access is
   * checked again at download time, so a link stops working when the user loses access.
   */
  async actorOfLink(id: number, link: { u?: number; e?: number; s?: string }): Promise<Actor | undefined> {
    if (!link.u || !link.e || !link.s || link.e * 1000 < Date.now()) return undefined;
    const expected = Buffer.from(this.signature(id, link.u, link.e));
    const given = Buffer.from(link.s);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const user = await findUserById(this.ctx.db, link.u);
    if (!user) return undefined;
    return {
      id: user.id,
      roleId: user.roleId,
      companyId: user.companyId,
      email: user.email,
      scope: 'full',
      impersonatedBy: null,
    };
  }

  private signature(fileId: number, userId: number, expires: number): string {
    return createHmac('sha256', this.ctx.config.jwtSecret)
      .update(`file:${fileId}:${userId}:${expires}`)
      .digest('base64url');
  }

  async openDownload(actor: Actor, id: number, rangeHeader: string | undefined) {
    const file = await findFile(this.ctx.db, id);
    if (!file || !(await this.mayDownload(actor, file))) throw notFound('The file');
    const opened = await openStoredFile(this.ctx.storage, file, rangeHeader);
    if (!opened) {
      this.ctx.log.error({ fileId: file.id }, 'a file row has no stored bytes');
      throw notFound('The file');
    }
    return opened;
  }

  private async mayDownload(actor: Actor, file: FileRow): Promise<boolean> {
    if (file.ownerId === actor.id) return true;
    // A message's files open only through their message, where the channel or the issue decides who
    // reads them: not even a company admin opens a personal conversation's files by their id.
    if (file.purpose === 'attachment') return false;
    // A user's own files (My files) are theirs alone: not even role 3 or a company admin opens them.
    if (await isPersonalFile(this.ctx.db, file.id)) return false;
    const access = await loadActorScope(this.ctx.db, actor);
    if (filesPolicy.mayDownloadDirectly(access, file)) return true;
    return isFileOfVisibleContent(this.ctx.db, file.id, (subproject, company) =>
      visibleSubproject(access, subproject, company),
    );
  }
}
