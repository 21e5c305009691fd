import type { FormField, FormSubmission } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { submissionsCsv } from './csv.ts';

const field = (name: string, type: FormField['type'], label = name): FormField => ({
  name,
  label,
  type,
  options: [],
  required: false,
  min: null,
  max: null,
  pattern: null,
});

describe('submissions as CSV', () => {
  it('writes a header and one row per submission, quoting and neutralising what needs it', () => {
    const fields = [
      field('note', 'text', 'Note, short'),
      field('ok', 'checkbox'),
      field('at', 'location'),
      field('p', 'photo'),
    ];
    const submissions: FormSubmission[] = [
      {
        id: 1,
        form: 1,
        company: 1,
        submitted_by: { id: 2, name: 'Ulrik "U" Berg' },
        answers: {
          note: '=SUM(A1)',
          ok: true,
          at: { lat: 59.9, lon: 10.7 },
          p: 'data:image/png;base64,AA==',
        },
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ];
    expect(submissionsCsv(fields, submissions, { submittedAt: 'Sent', submittedBy: 'By' })).toBe(
      'Sent,By,"Note, short",ok,at,p\r\n2026-11-20T10:00:00.000Z,"Ulrik ""U"" Berg",\'=SUM(A1),yes,"59.9, 10.7",yes\r\n',
    );
  });
});
