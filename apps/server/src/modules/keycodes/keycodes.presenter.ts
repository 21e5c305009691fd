import type { KeyCode } from '@spatium/contracts';
import type { ActorScope } from '../companies/index.ts';
import { keyCodePolicy } from './keycodes.policy.ts';
import type { KeyCodeRow } from './keycodes.repository.ts';

/** A code as a list shows it: its hint, never the code itself. */
export function presentKeyCode(scope: ActorScope, row: KeyCodeRow): KeyCode {
  const manages = keyCodePolicy.manages(scope, row.companyId);
  const name = row.assignee ? `${row.assignee.firstname} ${row.assignee.lastname}`.trim() : '';
  return {
    id: row.id,
    company: row.companyId,
    hint: row.hint,
    used: row.usedAt !== null,
    machine: row.machine,
    used_at: row.usedAt?.toISOString() ?? null,
    assigned_to: row.assignee
      ? { id: row.assignee.id, email: row.assignee.email, name: name || row.assignee.email }
      : null,
    created_at: row.createdAt.toISOString(),
    abilities: { assign: manages, mark_used: manages && row.usedAt === null, reveal: true },
  };
}
