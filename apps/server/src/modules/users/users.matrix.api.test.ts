import { routes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../../test/support/app.ts';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants, buildUser } from '../../../test/support/factories.ts';

type Actor = 'admin' | 'companyAdmin' | 'member' | 'restricted' | 'outsider';
/** colleague: another member of the actor's company (the outsider's: of the other one); stranger: of the other company. */
type Target = 'colleague' | 'stranger' | 'ownCompany' | 'otherCompany';
type Action = 'getUser' | 'impersonate' | 'reset2fa' | 'switchCompany';

// Role × action × target. A row of another company looks exactly like a missing row (404) unless
// the role may act on any user (admin); role-gated actions answer 403 before looking at the target.
const matrix: [Action, Target, Record<Actor, number>][] = [
  ['getUser', 'colleague', { admin: 200, companyAdmin: 404, member: 404, restricted: 404, outsider: 404 }],
  ['getUser', 'stranger', { admin: 200, companyAdmin: 404, member: 404, restricted: 404, outsider: 404 }],
  [
    'impersonate',
    'colleague',
    { admin: 200, companyAdmin: 403, member: 403, restricted: 403, outsider: 403 },
  ],
  ['impersonate', 'stranger', { admin: 200, companyAdmin: 403, member: 403, restricted: 403, outsider: 403 }],
  ['reset2fa', 'colleague', { admin: 200, companyAdmin: 403, member: 403, restricted: 403, outsider: 403 }],
  ['reset2fa', 'stranger', { admin: 200, companyAdmin: 403, member: 403, restricted: 403, outsider: 403 }],
  [
    'switchCompany',
    'ownCompany',
    { admin: 200, companyAdmin: 200, member: 200, restricted: 200, outsider: 200 },
  ],
  [
    'switchCompany',
    'otherCompany',
    { admin: 404, companyAdmin: 404, member: 404, restricted: 404, outsider: 404 },
  ],
];

const cases = matrix.flatMap(([action, target, expected]) =>
  (Object.entries(expected) as [Actor, number][]).map(([actor, status]) => ({
    action,
    target,
    actor,
    status,
  })),
);

describe('user actions by role and tenancy', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let tokens: Record<Actor, string>;
  let ids: Record<Actor, Record<Target, number>>;
  beforeAll(async () => {
    tenants = await buildTenants(app);
    // Targets of their own, so a reset or an impersonation never touches an actor.
    const colleague = await buildUser(app.db, { companyId: tenants.company.id });
    const stranger = await buildUser(app.db, { companyId: tenants.otherCompany.id });
    const own = {
      colleague: colleague.id,
      stranger: stranger.id,
      ownCompany: tenants.company.id,
      otherCompany: tenants.otherCompany.id,
    };
    ids = {
      admin: own,
      companyAdmin: own,
      member: own,
      restricted: own,
      outsider: {
        colleague: stranger.id,
        stranger: colleague.id,
        ownCompany: tenants.otherCompany.id,
        otherCompany: tenants.company.id,
      },
    };
    tokens = {
      admin: await signInFresh(app, tenants.admin.email),
      companyAdmin: await signInFresh(app, tenants.companyAdmin.email),
      member: await signInFresh(app, tenants.member.email),
      restricted: await signInFresh(app, tenants.restricted.email),
      outsider: await signInFresh(app, tenants.outsider.email),
    };
  });

  function act(action: Action, actor: Actor, id: number): Promise<ApiResponse<unknown>> {
    const token = tokens[actor];
    switch (action) {
      case 'getUser':
        return app.call(routes.getUser, { token, params: { id } });
      case 'impersonate':
        return app.call(routes.impersonate, { token, body: { user_id: id } });
      case 'reset2fa':
        return app.call(routes.reset2fa, { token, params: { id } });
      case 'switchCompany':
        return app.call(routes.switchCompany, { token, body: { company: id } });
    }
  }

  it.each(cases)('$action on $target as $actor → $status', async ({ action, target, actor, status }) => {
    const response = await act(action, actor, ids[actor][target]);
    expect(response.status).toBe(status);
  });

  it.each(['getUser', 'impersonate', 'reset2fa'] as const)(
    '%s answers 401 without a token',
    async (action) => {
      const response =
        action === 'getUser'
          ? await app.call(routes.getUser, { params: { id: tenants.member.id } })
          : action === 'impersonate'
            ? await app.call(routes.impersonate, { body: { user_id: tenants.member.id } })
            : await app.call(routes.reset2fa, { params: { id: tenants.member.id } });
      expect(response.status).toBe(401);
    },
  );
});
