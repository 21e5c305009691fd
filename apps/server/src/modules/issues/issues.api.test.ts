import {
  type Issue,
  type IssueDetail,
  type IssueMessage,
  issueMessages,
  issueRoutes,
  type MapIssue,
  mapRoutes,
  messages,
  type NotificationsList,
  notificationRoutes,
  type ProjectMapIssue,
} from '@spatium/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { buildTenants, buildUser, signIn } from '../../../test/support/factories.ts';
import { useFakeNvdb } from '../../../test/support/fake-nvdb.ts';
import { connectSocket, nextEvent, recordEvents, settle, validate } from '../../../test/support/sockets.ts';
import { companies } from '../companies/companies.schema.ts';
import { subprojectAccess } from '../projects/projects.schema.ts';
import { overrides } from '../settings/settings.schema.ts';

type Caller = 'member' | 'colleague' | 'companyAdmin' | 'admin' | 'noAccess' | 'restricted' | 'outsider';
type Answer<T> = T & { message: string; code?: string };

const street = { lat: 59.91, lon: 10.75 };
const countryRoad = { lat: 60.35, lon: 5.33 };

describe('issues', () => {
  const nvdb = useFakeNvdb();
  const app = useTestApp(() => ({ NVDB_URL: nvdb.url, NVDB_TIMEOUT_MS: '400' }));
  const tokens = {} as Record<Caller, string>;
  const ids = {} as Record<Caller, number>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let companyId: number;
  let tourId: number;

  const create = (caller: Caller, body: Record<string, unknown>) =>
    app.call<Answer<Issue>>(issueRoutes.createIssue, { token: tokens[caller], body });
  const list = async (caller: Caller, query: Record<string, string | number> = {}) => {
    const answer = await app.call<Issue[]>(issueRoutes.getMyIssues, { token: tokens[caller], query });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const update = (caller: Caller, id: number, body: Record<string, unknown>) =>
    app.call<Answer<Issue>>(issueRoutes.updateIssue, { token: tokens[caller], params: { id }, body });
  const shared = (caller: Caller = 'member', extra: Record<string, unknown> = {}) =>
    create(caller, {
      title: 'Crack in the ramp',
      severity: 'high',
      oldsubproject: world.subproject.id,
      share_with_company: true,
      ...extra,
    });

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    companyId = tenants.company.id;
    const colleague = await buildUser(app.db, { companyId });
    const noAccess = await buildUser(app.db, { companyId });
    world = await buildCatalogue(app.db, tenants, [tenants.member.id, colleague.id]);
    tourId = (await buildContent(app.db, 'tours', { companyId, oldsubprojectId: world.subproject.id })).id;
    const users = {
      member: tenants.member,
      colleague,
      companyAdmin: tenants.companyAdmin,
      admin: tenants.admin,
      noAccess,
      restricted: tenants.restricted,
      outsider: tenants.outsider,
    };
    for (const [caller, user] of Object.entries(users) as [Caller, { id: number; email: string }][]) {
      ids[caller] = user.id;
      tokens[caller] = await signIn(app, user.email);
    }
  });

  it('creates a private issue with the road name from NVDB and shows it to its creator only', async () => {
    const created = await create('member', {
      title: 'Loose railing',
      description: 'At the north stair',
      severity: 'medium',
      oldsubproject: world.subproject.id,
      content: { kind: 'tours', id: tourId },
      coordinates: street,
      viewpoint: { scene: 's1', yaw: 1.2, pitch: -0.1, zoom: 50 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'created',
      road_name: 'Kongens gate',
      share_with_company: false,
      line_width: 80,
      content: { kind: 'tours', id: tourId },
      created_by: { id: ids.member },
      abilities: { update: true, delete: true, transitions: ['shared', 'resolved'] },
    });
    expect(nvdb.lastQuery?.get('srid')).toBe('4326');
    expect(nvdb.lastQuery?.get('maks_avstand')).toBe('50');
    expect(nvdb.lastQuery?.get('maks_antall')).toBe('1');
    const id = created.body.id;
    expect((await list('member')).map((i) => i.id)).toContain(id);
    for (const caller of ['colleague', 'companyAdmin', 'admin', 'noAccess'] as const) {
      expect((await list(caller)).map((i) => i.id)).not.toContain(id);
      const one = await app.call(issueRoutes.getIssue, { token: tokens[caller], params: { id } });
      expect(one.status).toBe(404);
    }
  });

  it('shows a shared issue to the company’s users with access to its sub-project, and to nobody else', async () => {
    const created = await shared();
    expect(created.body.status).toBe('shared');
    const id = created.body.id;
    for (const caller of ['member', 'colleague', 'companyAdmin', 'admin'] as const)
      expect((await list(caller)).map((i) => i.id)).toContain(id);
    expect((await list('noAccess')).map((i) => i.id)).not.toContain(id);
    expect(await list('outsider')).toEqual([]);
    for (const caller of ['noAccess', 'outsider'] as const) {
      const one = await app.call(issueRoutes.getIssue, { token: tokens[caller], params: { id } });
      expect(one.status).toBe(404);
      const change = await update(caller, id, { title: 'Mine now' });
      expect(change.status).toBe(404);
      const gone = await app.call(issueRoutes.deleteIssue, { token: tokens[caller], params: { id } });
      expect(gone.status).toBe(404);
      const talk = await app.call(issueRoutes.addIssueMessage, {
        token: tokens[caller],
        params: { id },
        body: { body: 'hello' },
      });
      expect(talk.status).toBe(404);
    }
    for (const route of [issueRoutes.getMyIssues, issueRoutes.mapIssues, issueRoutes.exportIssues]) {
      const refused = await app.call(route, { token: tokens.restricted });
      expect(refused.status).toBe(403);
    }
    const restrictedCreate = await shared('restricted');
    expect(restrictedCreate.status).toBe(403);
  });

  it('refuses an issue on a sub-project or content the caller may not see', async () => {
    expect(
      (await create('member', { title: 'x', severity: 'low', oldsubproject: world.hiddenSubproject.id }))
        .status,
    ).toBe(404);
    expect(
      (await create('outsider', { title: 'x', severity: 'low', oldsubproject: world.subproject.id })).status,
    ).toBe(404);
    const wrongContent = await create('member', {
      title: 'x',
      severity: 'low',
      oldsubproject: world.subproject.id,
      content: { kind: 'clouds', id: tourId },
    });
    expect(wrongContent.status).toBe(404);
  });

  it('validates the body with the spec’s wording', async () => {
    const noTitle = await create('member', {
      title: ' ',
      severity: 'low',
      oldsubproject: world.subproject.id,
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toContain(messages.titleRequired);
    const badSeverity = await create('member', {
      title: 'x',
      severity: 'urgent',
      oldsubproject: world.subproject.id,
    });
    expect(badSeverity.status).toBe(400);
    const badColour = await create('member', {
      title: 'x',
      severity: 'low',
      oldsubproject: world.subproject.id,
      color: 'red',
    });
    expect(badColour.status).toBe(400);
    const badFilter = await app.call(issueRoutes.getMyIssues, {
      token: tokens.member,
      query: { status: 'open' },
    });
    expect(badFilter.status).toBe(400);
  });

  it('follows the status rule: creator shares and resolves, a company admin resolves and reopens, others discuss', async () => {
    const { id } = (await shared()).body;
    const byColleague = await update('colleague', id, { status: 'resolved' });
    expect(byColleague.status).toBe(403);
    const colleagueView = (await list('colleague')).find((i) => i.id === id)!;
    expect(colleagueView.abilities).toEqual({ update: false, delete: false, transitions: [] });

    const resolved = await update('companyAdmin', id, { status: 'resolved' });
    expect(resolved.status).toBe(200);
    expect(resolved.body.status).toBe('resolved');
    const backToCreated = await update('member', id, { status: 'created' });
    expect(backToCreated.status).toBe(403);
    const reopened = await update('member', id, { status: 'shared' });
    expect(reopened.body.status).toBe('shared');
    const again = await update('member', id, { status: 'shared' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(messages.noChangesToUpdate);

    // Making it private is the creator's created move: the colleague loses it.
    const unshared = await update('member', id, { share_with_company: false });
    expect(unshared.body).toMatchObject({ status: 'created', share_with_company: false });
    expect((await list('colleague')).map((i) => i.id)).not.toContain(id);
  });

  it('lets the creator and company admins change fields, and renames the road when the point moves', async () => {
    const { id } = (await shared()).body;
    const moved = await update('member', id, {
      coordinates: countryRoad,
      severity: 'critical',
      color: '#1c7ed6',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      road_name: 'EV39 S45D1 m1200',
      severity: 'critical',
      color: '#1c7ed6',
    });
    const byAdmin = await update('companyAdmin', id, { title: 'Crack in the ramp, level 2' });
    expect(byAdmin.body.title).toBe('Crack in the ramp, level 2');
    const strict = await update('member', id, { title: 'x', unknown: true });
    expect(strict.status).toBe(400);
  });

  it('deletes an issue after the creator or a company admin asks, never for others', async () => {
    const { id } = (await shared()).body;
    const byColleague = await app.call(issueRoutes.deleteIssue, { token: tokens.colleague, params: { id } });
    expect(byColleague.status).toBe(403);
    const byCreator = await app.call(issueRoutes.deleteIssue, { token: tokens.member, params: { id } });
    expect(byCreator.status).toBe(200);
    const after = await app.call(issueRoutes.getIssue, { token: tokens.member, params: { id } });
    expect(after.status).toBe(404);
  });

  it('keeps a message thread: anyone who sees the issue writes, only the author replaces or deletes by id', async () => {
    const { id } = (await shared()).body;
    const post = (caller: Caller, body: string) =>
      app.call<Answer<IssueMessage>>(issueRoutes.addIssueMessage, {
        token: tokens[caller],
        params: { id },
        body: { body },
      });
    const first = await post('colleague', 'Seen it on site, photo tomorrow');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ issue_id: id, mine: true, author: { id: ids.colleague } });
    await post('member', 'Thanks');
    const messageId = first.body.id;
    const replaceOther = await app.call(issueRoutes.replaceIssueMessage, {
      token: tokens.member,
      params: { id, messageId },
      body: { body: 'rewritten' },
    });
    expect(replaceOther.status).toBe(403);
    const replaced = await app.call<IssueMessage>(issueRoutes.replaceIssueMessage, {
      token: tokens.colleague,
      params: { id, messageId },
      body: { body: 'Seen it on site, photo attached later' },
    });
    expect(replaced.body).toMatchObject({ id: messageId, body: 'Seen it on site, photo attached later' });
    const detail = await app.call<IssueDetail>(issueRoutes.getIssue, {
      token: tokens.companyAdmin,
      params: { id },
    });
    expect(detail.body.messages.map((m) => m.body)).toEqual([
      'Seen it on site, photo attached later',
      'Thanks',
    ]);
    expect(detail.body.message_count).toBe(2);
    const wrongIssue = await app.call(issueRoutes.deleteIssueMessage, {
      token: tokens.colleague,
      params: { id: id + 1000, messageId },
    });
    expect(wrongIssue.status).toBe(404);
    const removed = await app.call(issueRoutes.deleteIssueMessage, {
      token: tokens.colleague,
      params: { id, messageId },
    });
    expect(removed.status).toBe(200);
  });

  it('filters and sorts the list', async () => {
    await shared('member', { title: 'Aaa very low one', severity: 'very low' });
    await shared('member', { title: 'Zzz critical one', severity: 'critical' });
    const critical = await list('member', { severity: 'critical,high' });
    expect(critical.every((i) => ['critical', 'high'].includes(i.severity))).toBe(true);
    const bySeverity = await list('member', { _sort: 'severity:DESC' });
    expect(bySeverity[0]!.severity).toBe('critical');
    const byTitle = await list('member', { _sort: 'title:ASC', status: 'shared' });
    expect(byTitle[0]!.title).toBe('Aaa very low one');
    const mine = await list('colleague', { created_by: ids.member, oldsubproject: world.subproject.id });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((i) => i.created_by?.id === ids.member && i.share_with_company)).toBe(true);
  });

  it('exports what the caller may see as CSV, spreadsheet formulas neutralised', async () => {
    await shared('member', { title: '=HYPERLINK("http://evil")', description: 'line one\nline "two"' });
    const answer = await app.api<string>('GET', '/issues_export.csv', { token: tokens.colleague });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const csv = String(answer.body);
    expect(csv.split('\r\n')[0]).toMatch(/^id,title,description,severity,status/);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain('"line one\nline ""two"""');
    expect(csv).not.toContain('Loose railing');
    const outsider = await app.api<string>('GET', '/issues_export.csv', { token: tokens.outsider });
    expect(String(outsider.body).trim().split('\r\n')).toHaveLength(1);
  });

  it('lists issues for the project map: flagged, with coordinates, scoped like the list', async () => {
    const onMap = (
      await shared('member', {
        title: 'On the map',
        show_in_project_map: true,
        coordinates: street,
        line_width: 6,
        color: '#2f9e44',
      })
    ).body;
    await shared('member', { title: 'Flagged, no point', show_in_project_map: true });
    await shared('member', { title: 'Not flagged', coordinates: street });
    const seen = await app.call<MapIssue[]>(issueRoutes.mapIssues, {
      token: tokens.colleague,
      query: { oldproject: world.project.id },
    });
    expect(seen.body).toEqual([
      {
        id: onMap.id,
        title: 'On the map',
        severity: 'high',
        status: 'shared',
        oldsubproject: world.subproject.id,
        coordinates: street,
        line_width: 6,
        color: '#2f9e44',
      },
    ]);
    const hidden = await app.call<MapIssue[]>(issueRoutes.mapIssues, { token: tokens.noAccess });
    expect(hidden.body).toEqual([]);

    // The project map draws the same issues as a point each, with their line width and colour.
    type MapAnswer = { issues: ProjectMapIssue[] };
    const projectMap = (caller: Caller) =>
      app.call<MapAnswer>(mapRoutes.projectMap, { token: tokens[caller], params: { id: world.project.id } });
    expect((await projectMap('colleague')).body.issues).toEqual([
      {
        id: onMap.id,
        title: 'On the map',
        severity: 'high',
        geometry: { type: 'Point', coordinates: [street.lon, street.lat] },
        line_width: 6,
        color: '#2f9e44',
      },
    ]);
    // A company user without access to any of the project's sub-projects gets no map at all.
    expect((await projectMap('noAccess')).status).toBe(404);
    // Issues turned off for the company take the layer away too.
    await app.db.update(companies).set({ issuesEnabled: false }).where(eq(companies.id, companyId));
    try {
      expect((await projectMap('colleague')).body.issues).toEqual([]);
    } finally {
      await app.db.update(companies).set({ issuesEnabled: true }).where(eq(companies.id, companyId));
    }
  });

  describe('road names from NVDB', () => {
    const road = (point: { lat: number; lon: number }) =>
      app.call<Answer<{ road_name: string | null; available: boolean }>>(issueRoutes.roadName, {
        token: tokens.member,
        query: point,
      });

    it('names a street, a country road by its reference, and caches the answer', async () => {
      expect((await road({ lat: 59.95, lon: 10.7 })).body.road_name).toBe('Kongens gate');
      expect((await road({ lat: 60.31, lon: 5.3 })).body.road_name).toBe('EV39 S45D1 m1200');
      const before = nvdb.calls;
      await road({ lat: 59.95, lon: 10.7 });
      expect(nvdb.calls).toBe(before);
    });

    it('answers "No road found near these coordinates" when NVDB has none', async () => {
      for (const point of [
        { lat: 61.05, lon: 9 },
        { lat: 62.05, lon: 9 },
      ]) {
        const none = await road(point);
        expect(none.status).toBe(404);
        expect(none.body).toMatchObject({ message: issueMessages.noRoadFound, code: 'issues.no_road' });
      }
    });

    it('answers in time that NVDB is unavailable when it is slow, garbled or failing, and tries again next time', async () => {
      for (const point of [
        { lat: 63.05, lon: 9 },
        { lat: 64.05, lon: 9 },
        { lat: 65.05, lon: 9 },
      ]) {
        const started = Date.now();
        const answer = await road(point);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ road_name: null, available: false });
        expect(Date.now() - started).toBeLessThan(3000);
      }
      const before = nvdb.calls;
      await road({ lat: 64.05, lon: 9 });
      expect(nvdb.calls).toBe(before + 1);
    });

    it('raises the issue without a road name when NVDB does not answer', async () => {
      const created = await shared('member', { coordinates: { lat: 63.02, lon: 9 } });
      expect(created.status).toBe(201);
      expect(created.body.road_name).toBeNull();
    });
  });

  it('exists only where the company enables issues and the domain does not disable them', async () => {
    await app.db.update(companies).set({ issuesEnabled: false }).where(eq(companies.id, companyId));
    try {
      const refused = await app.call<Answer<object>>(issueRoutes.getMyIssues, { token: tokens.member });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: issueMessages.disabled, code: 'issues.disabled' });
      expect((await shared()).status).toBe(403);
    } finally {
      await app.db.update(companies).set({ issuesEnabled: true }).where(eq(companies.id, companyId));
    }
    const domain = new URL(app.url).hostname;
    await app.db.insert(overrides).values({ domain, disableIssues: true });
    try {
      expect((await app.call(issueRoutes.getMyIssues, { token: tokens.member })).status).toBe(403);
    } finally {
      await app.db.delete(overrides).where(eq(overrides.domain, domain));
    }
    expect((await app.call(issueRoutes.getMyIssues, { token: tokens.member })).status).toBe(200);
  });

  describe('realtime and stored notifications', () => {
    const socketOf = async (caller: Caller) => {
      const socket = await connectSocket(app.url);
      expect((await validate(socket, tokens[caller], ids[caller])).ok).toBe(true);
      return socket;
    };

    it('sends newissue to exactly those who may see the issue', async () => {
      const [colleague, noAccess, outsider, member] = await Promise.all(
        (['colleague', 'noAccess', 'outsider', 'member'] as const).map(socketOf),
      );
      const heardByNoAccess = recordEvents(noAccess!, 'newissue');
      const heardByOutsider = recordEvents(outsider!, 'newissue');
      const arriving = nextEvent(colleague!, 'newissue');
      const atCreator = nextEvent(member!, 'newissue');
      const { id } = (await shared('member', { title: 'Live one' })).body;
      expect(await arriving).toMatchObject({ id, title: 'Live one', severity: 'high', status: 'shared' });
      expect((await atCreator).id).toBe(id);

      const heardByColleague = recordEvents(colleague!, 'newissue');
      await create('member', { title: 'Private one', severity: 'low', oldsubproject: world.subproject.id });
      await settle();
      expect(heardByNoAccess).toEqual([]);
      expect(heardByOutsider).toEqual([]);
      expect(heardByColleague).toEqual([]);
    });

    it('stops a user’s issue events as soon as their access is removed', async () => {
      const colleague = await socketOf('colleague');
      const heard = recordEvents(colleague, 'newissue');
      await app.db
        .delete(subprojectAccess)
        .where(
          and(
            eq(subprojectAccess.userId, ids.colleague),
            eq(subprojectAccess.oldsubprojectId, world.subproject.id),
          ),
        );
      try {
        await shared('member', { title: 'After removal' });
        await settle();
        expect(heard).toEqual([]);
      } finally {
        await app.db
          .insert(subprojectAccess)
          .values({ userId: ids.colleague, oldsubprojectId: world.subproject.id });
      }
    });

    it('stores notifications for those who follow the issue, and marks them read', async () => {
      const bell = (caller: Caller) =>
        app.call<NotificationsList>(notificationRoutes.myNotifications, { token: tokens[caller] });
      const ring = nextEvent(await socketOf('companyAdmin'), 'newnotification');
      const { id } = (await shared('member', { title: 'Bell test' })).body;
      expect(await ring).toMatchObject({
        type: 'issue_created',
        model: 'issues',
        result: { id, title: 'Bell test' },
      });
      const admin = await bell('companyAdmin');
      expect(admin.body.unread).toBeGreaterThan(0);
      expect(admin.body.items[0]).toMatchObject({ type: 'issue_created', read: false, result: { id } });
      const creator = await bell('member');
      expect(creator.body.items.some((n) => n.result.id === id)).toBe(false);
      for (const caller of ['noAccess', 'outsider', 'restricted'] as const)
        expect((await bell(caller)).body.items.some((n) => n.result.id === id)).toBe(false);

      await update('companyAdmin', id, { status: 'resolved' });
      const toCreator = await bell('member');
      expect(toCreator.body.items[0]).toMatchObject({ type: 'issue_updated', result: { id } });

      const other = await app.call(notificationRoutes.readNotification, {
        token: tokens.member,
        params: { id: admin.body.items[0]!.id },
      });
      expect(other.status).toBe(404);
      await app.call(notificationRoutes.readAllNotifications, { token: tokens.companyAdmin });
      expect((await bell('companyAdmin')).body.unread).toBe(0);
    });
  });
});
