import type { Note, Quote } from '@spatium/contracts';
import type { NoteRow, QuoteRow } from './dashboard.repository.ts';

export function presentNote(row: NoteRow): Note {
  return {
    id: row.id,
    day: row.day,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentQuote(row: QuoteRow): Quote {
  return { id: row.id, text: row.text, author: row.author };
}
