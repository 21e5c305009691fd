import type { FormField, FormSubmission } from '@spatium/contracts';

/** One CSV cell: quoted when it holds a separator, a quote or a line break; formula starts neutralised. */
function cell(value: string): string {
  // A spreadsheet runs a cell starting with = + - @ as a formula: prefix it so it stays text.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function answerText(field: FormField, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (field.type === 'photo' || field.type === 'signature') return value ? 'yes' : '';
  if (field.type === 'location') {
    const point = value as { lat: number; lon: number };
    return `${point.lat}, ${point.lon}`;
  }
  if (field.type === 'checkbox') return value === true ? 'yes' : 'no';
  return String(value);
}

/**
 * Submissions as CSV (RFC 4180, CRLF): submitted at, by, then one column per field in the form's order.
 * Photos and signatures are marked present, not embedded.
 */
export function submissionsCsv(
  fields: readonly FormField[],
  submissions: readonly FormSubmission[],
  headings: { submittedAt: string; submittedBy: string },
): string {
  const header = [headings.submittedAt, headings.submittedBy, ...fields.map((f) => f.label || f.name)];
  const rows = submissions.map((s) => [
    s.created_at,
    s.submitted_by?.name ?? '',
    ...fields.map((f) => answerText(f, s.answers[f.name])),
  ]);
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
