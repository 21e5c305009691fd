import type { RouteContract } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './app.ts';
import { signInFresh } from './clients.ts';
import { buildTenants } from './factories.ts';

type Who = 'admin' | 'companyAdmin' | 'member' | 'restricted' | 'outsider';
const everyone: Who[] = ['admin', 'companyAdmin', 'member', 'restricted', 'outsider'];

export interface CollectionUnderTest {
  routes: { list: RouteContract; create: RouteContract; update?: RouteContract; remove: RouteContract };
  /** A valid create body (without `company`). */
  createBody: (tenants: Awaited<ReturnType<typeof buildTenants>>) => Record<string, unknown>;
  updateBody?: Record<string, unknown>;
  /** Hotspots, groups and places: members of the company may list them. */
  membersMayRead: boolean;
}

/**
 * The role × tenancy matrix of a company-level collection, on rows of Nordvik (the first company):
 * role 3 and its company admins write, members read when the resource allows, role 5 gets 403
 * everywhere, and the other company's user gets 404 and never sees the rows in a list.
 */
export function describeCompanyCollectionMatrix(app: TestApp, subject: CollectionUnderTest): void {
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let tokens: Record<Who, string>;
  const create = async () => {
    const response = await app.call<{ id: number }>(subject.routes.create, {
      token: tokens.admin,
      body: { ...subject.createBody(tenants), company: tenants.company.id },
    });
    expect(response.status).toBe(201);
    return response.body.id;
  };
  beforeAll(async () => {
    tenants = await buildTenants(app);
    tokens = Object.fromEntries(
      await Promise.all(everyone.map(async (who) => [who, await signInFresh(app, tenants[who].email)])),
    ) as Record<Who, string>;
  });

  const read = subject.membersMayRead ? 200 : 403;
  const listStatus: Record<Who, number> = {
    admin: 200,
    companyAdmin: 200,
    member: read,
    restricted: 403,
    outsider: 404,
  };
  const writeStatus: Record<Who, number> = {
    admin: 200,
    companyAdmin: 200,
    member: 403,
    restricted: 403,
    outsider: 404,
  };

  describe('role × tenancy', () => {
    it.each(everyone.map((who) => [who, listStatus[who]] as const))(
      'list of Nordvik’s rows by %s answers %i',
      async (who, status) => {
        const id = await create();
        const response = await app.call<{ id: number }[]>(subject.routes.list, {
          token: tokens[who],
          query: { company: tenants.company.id },
        });
        expect(response.status).toBe(status);
        if (status === 200) expect(response.body.map((r) => r.id)).toContain(id);
      },
    );

    it.each(
      everyone.map(
        (who) =>
          [
            who,
            who === 'outsider' || who === 'restricted' ? false : who !== 'member' || subject.membersMayRead,
          ] as const,
      ),
    )('the unfiltered list of %s shows Nordvik’s rows: %s', async (who, shown) => {
      const id = await create();
      const response = await app.call<{ id: number }[]>(subject.routes.list, { token: tokens[who] });
      // Without ?company=, a user who may read none of their companies' rows is refused.
      if (who === 'restricted' || ((who === 'member' || who === 'outsider') && !subject.membersMayRead)) {
        expect(response.status).toBe(403);
        return;
      }
      expect(response.status).toBe(200);
      expect(response.body.map((r) => r.id).includes(id)).toBe(shown);
    });

    it.each(everyone.map((who) => [who, writeStatus[who] === 200 ? 201 : writeStatus[who]] as const))(
      'create in Nordvik by %s answers %i',
      async (who, status) => {
        const response = await app.call(subject.routes.create, {
          token: tokens[who],
          body: { ...subject.createBody(tenants), company: tenants.company.id },
        });
        expect(response.status).toBe(status);
      },
    );

    if (subject.routes.update && subject.updateBody) {
      const update = subject.routes.update;
      it.each(everyone.map((who) => [who, writeStatus[who]] as const))(
        'update of a Nordvik row by %s answers %i',
        async (who, status) => {
          const id = await create();
          const response = await app.call(update, {
            token: tokens[who],
            params: { id },
            body: subject.updateBody,
          });
          expect(response.status).toBe(status);
        },
      );

      it('refuses an update that changes nothing', async () => {
        const id = await create();
        await app.call(update, { token: tokens.admin, params: { id }, body: subject.updateBody });
        const again = await app.call<{ message: string }>(update, {
          token: tokens.admin,
          params: { id },
          body: subject.updateBody,
        });
        expect(again.status).toBe(400);
        expect(again.body.message).toBe('No changes to update');
      });
    }

    it.each(everyone.map((who) => [who, writeStatus[who]] as const))(
      'delete of a Nordvik row by %s answers %i',
      async (who, status) => {
        const id = await create();
        const response = await app.call(subject.routes.remove, { token: tokens[who], params: { id } });
        expect(response.status).toBe(status);
      },
    );
  });

  it('creates in the active company when no company is given', async () => {
    const response = await app.call<{ company: number }>(subject.routes.create, {
      token: tokens.companyAdmin,
      body: subject.createBody(tenants),
    });
    expect(response.status).toBe(201);
    expect(response.body.company).toBe(tenants.company.id);
  });

  it('answers 404 for a company that does not exist', async () => {
    const response = await app.call(subject.routes.create, {
      token: tokens.admin,
      body: { ...subject.createBody(tenants), company: 999_999 },
    });
    expect(response.status).toBe(404);
  });
}
