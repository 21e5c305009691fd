import { describe, expect, it } from 'vitest';
import { FormField } from '../catalogue/content.ts';
import { formAnswerErrors } from './forms.ts';

const field = (value: Partial<FormField> & Pick<FormField, 'name' | 'type'>) =>
  FormField.parse({ label: value.name, ...value });

describe('form answers', () => {
  const fields = [
    field({ name: 'code', type: 'text', required: true, min: 2, max: 5, pattern: '[A-Z]\\d+' }),
    field({ name: 'depth', type: 'number', min: 0, max: 10 }),
    field({ name: 'day', type: 'date' }),
    field({ name: 'pick', type: 'select', options: ['A', 'B'] }),
    field({ name: 'ok', type: 'checkbox', required: true }),
    field({ name: 'at', type: 'location' }),
    field({ name: 'sig', type: 'signature' }),
  ];

  it('accepts answers that keep every rule, and optional questions left out', () => {
    expect(formAnswerErrors(fields, { code: 'B12', ok: true })).toEqual({});
    expect(
      formAnswerErrors(fields, {
        code: 'C7',
        depth: 10,
        day: '2026-11-26',
        pick: 'B',
        ok: true,
        at: { lat: 69.6, lon: 18.9 },
        sig: 'data:image/png;base64,iVBO',
      }),
    ).toEqual({});
  });

  it('names each broken rule', () => {
    expect(
      formAnswerErrors(fields, {
        code: 'b12',
        depth: 11,
        day: '26.11.2026',
        pick: 'C',
        ok: false,
        at: { lat: 91, lon: 0 },
        sig: 'data:text/html;base64,PHNjcmlwdD4=',
        other: 'x',
      }),
    ).toEqual({
      code: 'pattern',
      depth: 'max',
      day: 'type',
      pick: 'option',
      ok: 'required',
      at: 'type',
      sig: 'type',
      other: 'type',
    });
    expect(formAnswerErrors(fields, { code: ' ', ok: true })).toEqual({ code: 'required' });
    expect(formAnswerErrors(fields, { code: 'A123456', ok: true })).toEqual({ code: 'max' });
  });
});
