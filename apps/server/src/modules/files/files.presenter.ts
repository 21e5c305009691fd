import type { UploadedFile, UploadPurpose } from '@spatium/contracts';
import type { z } from 'zod';
import type { FileRow } from './files.repository.ts';

export function presentUploadedFile(row: FileRow): z.infer<typeof UploadedFile> {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    type: row.type,
    purpose: row.purpose as UploadPurpose,
    url: `/api/files/${row.id}`,
    created_at: row.createdAt.toISOString(),
  };
}

/** `attachment` with the original name: an ASCII fallback plus the exact UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
