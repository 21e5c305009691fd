import { type ContentKind, purposeOfKind, type UploadPurpose, uploadRules } from '@spatium/contracts';

export type SizeCheck = { ok: true } | { ok: false; reason: 'empty' | 'tooLarge'; maxBytes: number };

/**
 * The client-side pre-check of a picked file: only its size, against the purpose's limit. The type is
 * detected from the bytes by the server when the upload finishes, so the browser's guess is not trusted.
 */
export function checkUploadSize(file: { size: number }, purpose: UploadPurpose): SizeCheck {
  const { maxBytes } = uploadRules[purpose];
  if (file.size <= 0) return { ok: false, reason: 'empty', maxBytes };
  if (file.size > maxBytes) return { ok: false, reason: 'tooLarge', maxBytes };
  return { ok: true };
}

export function purposeFor(kind: ContentKind): UploadPurpose {
  return purposeOfKind[kind];
}

/**
 * The file id the server returns in `Upload-Info` on the last PATCH (contracts files.ts). Accepts a bare
 * id, `id=12` or a JSON object with an `id`, so a change of encoding on the server does not break uploads.
 */
export function parseUploadInfo(header: string | undefined | null): number | null {
  const text = header?.trim();
  if (!text) return null;
  const positive = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
  if (/^\d+$/.test(text)) return positive(Number(text));
  const pair = /(?:^|[;,\s])id\s*[=:]\s*(\d+)/.exec(text);
  if (pair) return positive(Number(pair[1]));
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'id' in parsed) return positive(Number(parsed.id));
  } catch {
    // not JSON
  }
  return null;
}

const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → "1.5 KB": binary multiples, one decimal above bytes. */
export function formatBytes(bytes: number, locale?: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
