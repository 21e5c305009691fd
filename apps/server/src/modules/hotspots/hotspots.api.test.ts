import { adminRoutes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { describeCompanyCollectionMatrix } from '../../../test/support/company-collection-matrix.ts';
import { buildCompany, buildTenants, buildUser } from '../../../test/support/factories.ts';
import { connectSocket, settle, validate } from '../../../test/support/sockets.ts';

describe('hotspots', () => {
  const app = useTestApp();
  describeCompanyCollectionMatrix(app, {
    routes: adminRoutes.hotspots,
    createBody: () => ({ title: 'Crane' }),
    updateBody: { title: 'Tower crane' },
    membersMayRead: true,
  });

  it('gives a new marker the default style of SPEC §3 (150 × 100, line 80)', async () => {
    const company = await buildCompany(app.db);
    const admin = await buildUser(app.db, { companyId: company.id, roleId: 3 });
    const token = await signInFresh(app, admin.email);
    const response = await app.call<{ style: Record<string, unknown> }>(adminRoutes.hotspots.create, {
      token,
      body: { title: 'Marker' },
    });
    expect(response.status).toBe(201);
    expect(response.body.style).toMatchObject({ width: 150, height: 100, line: 80 });
  });

  it('refuses a tour of another company as missing', async () => {
    const company = await buildCompany(app.db);
    const admin = await buildUser(app.db, { companyId: company.id, roleId: 3 });
    const token = await signInFresh(app, admin.email);
    const response = await app.call(adminRoutes.hotspots.create, {
      token,
      body: { title: 'M', tour: 999_999 },
    });
    expect(response.status).toBe(404);
  });
});

describe('hotspots a member may see', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let adminToken: string;
  const tours = {} as Record<'open' | 'hidden', number>;

  beforeAll(async () => {
    tenants = await buildTenants(app);
    world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    adminToken = await signInFresh(app, tenants.companyAdmin.email);
    const where = { companyId: tenants.company.id };
    tours.open = (await buildContent(app.db, 'tours', { ...where, oldsubprojectId: world.subproject.id })).id;
    tours.hidden = (
      await buildContent(app.db, 'tours', { ...where, oldsubprojectId: world.hiddenSubproject.id })
    ).id;
  });

  const create = async (title: string, tour: number | null) => {
    const response = await app.call<{ id: number }>(adminRoutes.hotspots.create, {
      token: adminToken,
      body: { title, tour },
    });
    expect(response.status).toBe(201);
    return response.body.id;
  };

  it('lists the company’s own and those on tours of sub-projects the member sees, nothing else', async () => {
    const own = await create('Site entrance', null);
    const onOpen = await create('Crane A', tours.open);
    const onHidden = await create('Crane B', tours.hidden);
    const titles = async (token: string) => {
      const response = await app.call<{ id: number }[]>(adminRoutes.hotspots.list, { token });
      expect(response.status).toBe(200);
      return response.body.map((h) => h.id);
    };
    const member = await titles(await signInFresh(app, tenants.member.email));
    expect(member).toEqual(expect.arrayContaining([own, onOpen]));
    expect(member).not.toContain(onHidden);
    expect(await titles(adminToken)).toEqual(expect.arrayContaining([own, onOpen, onHidden]));
  });

  it('tells of a change only those who may see the hotspot, and never role 5', async () => {
    const listeners = {
      companyAdmin: tenants.companyAdmin,
      member: tenants.member,
      memberWithoutAccess: await buildUser(app.db, { companyId: tenants.company.id }),
      restricted: tenants.restricted,
    };
    const heard = {} as Record<keyof typeof listeners, string[]>;
    for (const [name, user] of Object.entries(listeners) as [
      keyof typeof listeners,
      { id: number; email: string },
    ][]) {
      const socket = await connectSocket(app.url);
      expect((await validate(socket, await signInFresh(app, user.email), user.id)).ok).toBe(true);
      heard[name] = [];
      socket.on('notification', (n) => {
        if (n.model === 'hotspots')
          heard[name].push(`${n.type} ${(n.result as { title?: string }).title ?? ''}`.trim());
      });
    }
    const hidden = await create('Hidden crane', tours.hidden);
    await create('Open crane', tours.open);
    await create('Gate', null);
    await app.call(adminRoutes.hotspots.remove, { token: adminToken, params: { id: hidden } });
    await settle(400);
    expect(heard.companyAdmin).toEqual([
      'created Hidden crane',
      'created Open crane',
      'created Gate',
      'deleted',
    ]);
    expect(heard.member).toEqual(['created Open crane', 'created Gate']);
    expect(heard.memberWithoutAccess).toEqual(['created Gate']);
    expect(heard.restricted).toEqual([]);
  });
});
