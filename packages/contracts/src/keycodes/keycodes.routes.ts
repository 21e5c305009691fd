import { z } from 'zod';
import { IdParam } from '../core/params.ts';
import { defineRoute } from '../core/route.ts';
import {
  AssignKeyCodeBody,
  GenerateKeyCodesBody,
  KeyCode,
  KeyCodeSecret,
  KeyCodesQuery,
  MarkKeyCodeUsedBody,
} from './keycodes.ts';

export const keyCodeRoutes = {
  keyCodes: defineRoute({
    method: 'GET',
    path: '/keycodes',
    summary: 'Software key codes: all of the company’s for its admins, your own for a member',
    tags: ['key codes'],
    access: { capability: 'keycodes.use' },
    query: KeyCodesQuery,
    response: z.array(KeyCode),
  }),
  generateKeyCodes: defineRoute({
    method: 'POST',
    path: '/keycodes',
    summary: 'Generate new key codes for a company (administrators)',
    tags: ['key codes'],
    access: { capability: 'keycodes.generate' },
    body: GenerateKeyCodesBody,
    response: z.array(KeyCode),
    status: 201,
  }),
  assignKeyCode: defineRoute({
    method: 'PUT',
    path: '/keycodes/:id/assign',
    summary: 'Give a key code to a user of the company (company admins)',
    tags: ['key codes'],
    access: { capability: 'company.administer' },
    params: IdParam,
    body: AssignKeyCodeBody,
    response: KeyCode,
  }),
  markKeyCodeUsed: defineRoute({
    method: 'PUT',
    path: '/keycodes/:id/used',
    summary: 'Mark a key code used, with the machine it went to (company admins)',
    tags: ['key codes'],
    access: { capability: 'company.administer' },
    params: IdParam,
    body: MarkKeyCodeUsedBody,
    response: KeyCode,
  }),
  revealKeyCode: defineRoute({
    method: 'GET',
    path: '/keycodes/:id/code',
    summary: 'The code itself, for its user or the company’s admins to copy',
    tags: ['key codes'],
    access: { capability: 'keycodes.use' },
    params: IdParam,
    response: KeyCodeSecret,
  }),
} as const;
