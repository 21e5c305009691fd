import type { Executor } from '../../platform/database/db.ts';
import { appInstalls } from '../apps/apps.schema.ts';
import { KeyCodeSealer, keyCodeHint, newKeyCode } from '../keycodes/index.ts';
import { keyCodes } from '../keycodes/keycodes.schema.ts';
import { overrides } from '../settings/settings.schema.ts';

/**
 * The demo domain turns the tools marketplace on (SPEC §3: disable_apps defaults to true); the user
 * has one tool installed; Nordvik has key codes in each state (used, given out, free).
 */
export async function seedDemoTools(
  tx: Executor,
  ids: { nordvik: number; user: number; companyAdmin: number; admin: number },
  secrets: { jwtSecret: string; keycodeSecret: string | undefined },
): Promise<void> {
  await tx
    .insert(overrides)
    .values(['localhost', '127.0.0.1'].map((domain) => ({ domain, disableApps: false })));
  await tx.insert(appInstalls).values({ userId: ids.user, appId: 'unit-converter' });
  const sealer = new KeyCodeSealer(secrets);
  const code = () => {
    const value = newKeyCode();
    return {
      companyId: ids.nordvik,
      sealed: sealer.seal(value, ids.nordvik),
      hint: keyCodeHint(value),
      createdBy: ids.admin,
    };
  };
  await tx.insert(keyCodes).values([
    {
      ...code(),
      assignedUserId: ids.user,
      machine: 'Site laptop NB-07',
      usedAt: new Date(Date.now() - 86_400_000 * 12),
    },
    { ...code(), assignedUserId: ids.user },
    code(),
    code(),
  ]);
}
