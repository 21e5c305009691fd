import { type ContentItem, contentRoutes, type LiveNotification } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants, buildUser } from '../../../test/support/factories.ts';
import { connectSocket, type TestSocket, validate } from '../../../test/support/sockets.ts';

type Listener = 'admin' | 'companyAdmin' | 'member' | 'memberWithoutAccess' | 'restricted' | 'outsider';

describe('content notifications reach only those who may see the content', () => {
  const app = useTestApp();
  const received: Record<Listener, LiveNotification[]> = {
    admin: [],
    companyAdmin: [],
    member: [],
    memberWithoutAccess: [],
    restricted: [],
    outsider: [],
  };
  let editorToken: string;
  let subprojectId: number;

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    const memberWithoutAccess = await buildUser(app.db, { companyId: tenants.company.id });
    // Role 5 is granted the sub-project too: its role alone must keep content from it (SPEC §6).
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id, tenants.restricted.id]);
    subprojectId = world.subproject.id;
    const users = { ...tenants, memberWithoutAccess };
    for (const listener of Object.keys(received) as Listener[]) {
      const token = await signInFresh(app, users[listener].email);
      if (listener === 'companyAdmin') editorToken = token;
      const socket: TestSocket = await connectSocket(app.url);
      expect((await validate(socket, token, users[listener].id)).ok).toBe(true);
      socket.on('notification', (n) => received[listener].push(n));
    }
  });

  it('sends created, updated and deleted to role 3, the company admins and users with access only', async () => {
    const created = await app.call<ContentItem>(contentRoutes.tours.create, {
      token: editorToken,
      body: { title: 'Block A walk', subproject: subprojectId },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await app.call(contentRoutes.tours.update, {
      token: editorToken,
      params: { id },
      body: { data: { enabled: false } },
    });
    await app.call(contentRoutes.tours.remove, { token: editorToken, params: { id } });
    // Notifications go out after commit; give the last one a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const types = (listener: Listener) =>
      received[listener].filter((n) => n.model === 'tours').map((n) => n.type);
    for (const listener of ['admin', 'companyAdmin', 'member'] as const) {
      expect(types(listener), listener).toEqual(['created', 'updated', 'deleted']);
    }
    for (const listener of ['memberWithoutAccess', 'restricted', 'outsider'] as const) {
      expect(received[listener], listener).toEqual([]);
    }
  });
});
