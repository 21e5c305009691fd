import {
  type Dashboard,
  type DashboardLayout,
  dashboardRoutes,
  defaultLayout,
  favouriteRoutes,
  type Note,
  type Quote,
  type TimeZone,
} from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { builtInQuotes } from './dashboard.quotes.ts';

type Caller = 'member' | 'colleague' | 'admin' | 'restricted' | 'outsider';
const month = { from: '2026-11-01', to: '2026-11-30', day: '2026-11-26' };

describe('dashboard, notes and quotes', () => {
  const app = useTestApp();
  const tokens = {} as Record<Caller, string>;
  const titles: string[] = [];
  let tourId: number;

  const dashboardOf = async (token: string, query: Record<string, string> = month) => {
    const answer = await app.call<Dashboard>(dashboardRoutes.getDashboard, { token, query });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const addNote = (token: string, day: string, text: string) =>
    app.call<Note & { message?: string }>(dashboardRoutes.addNote, { token, body: { day, text } });

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    for (const [index, kind] of (['tours', 'maps', 'bims', 'stories'] as const).entries()) {
      const title = `Visible ${kind}`;
      const row = await buildContent(app.db, kind, {
        companyId: tenants.company.id,
        oldsubprojectId: world.subproject.id,
        title,
      });
      if (index === 0) tourId = row.id;
      titles.unshift(title);
    }
    await buildContent(app.db, 'tours', {
      companyId: tenants.company.id,
      oldsubprojectId: world.hiddenSubproject.id,
      title: 'Hidden tour',
    });
    await buildContent(app.db, 'tours', {
      companyId: tenants.otherCompany.id,
      oldsubprojectId: world.otherSubproject.id,
      title: 'Other company tour',
    });
    tokens.member = await signInFresh(app, tenants.member.email);
    tokens.colleague = await signInFresh(app, tenants.companyAdmin.email);
    tokens.admin = await signInFresh(app, tenants.admin.email);
    tokens.restricted = await signInFresh(app, tenants.restricted.email);
    tokens.outsider = await signInFresh(app, tenants.outsider.email);
  });

  it('gives a new user their role’s default layout and every widget’s data in one call', async () => {
    await app.call(favouriteRoutes.addFavourite, {
      token: tokens.member,
      body: { type: 'tours', content_id: tourId },
    });
    const dashboard = await dashboardOf(tokens.member);
    expect(dashboard.customised).toBe(false);
    expect(dashboard.layout).toEqual(defaultLayout(4));
    expect(dashboard.favourites?.map((f) => f.title)).toEqual(['Visible tours']);
    expect(dashboard.latest?.map((item) => item.title)).toEqual(titles);
    expect(dashboard.notes).toEqual([]);
    expect(builtInQuotes.map((q) => q.text)).toContain(dashboard.quote.text);
  });

  it('shows each user only the newest content they may see', async () => {
    // The outsider was granted no sub-project of their own company, so sees nothing at all.
    expect((await dashboardOf(tokens.outsider)).latest).toEqual([]);
    expect((await dashboardOf(tokens.colleague)).latest?.map((i) => i.title)).toEqual([
      'Hidden tour',
      ...titles,
    ]);
    expect((await dashboardOf(tokens.outsider)).favourites).toEqual([]);
    expect((await dashboardOf(tokens.colleague)).favourites).toEqual([]);
  });

  it('gives the restricted role a dashboard without content, favourites, issues or apps', async () => {
    const dashboard = await dashboardOf(tokens.restricted);
    expect(dashboard.latest).toBeNull();
    expect(dashboard.favourites).toBeNull();
    expect(dashboard.layout.widgets.map((w) => w.kind)).toEqual(['calendar', 'worldClock', 'quote']);
    const refused = await app.call<{ code: string }>(dashboardRoutes.saveLayout, {
      token: tokens.restricted,
      body: { version: 1, widgets: [{ id: 'f', kind: 'favorites', w: 2, h: 2 }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('dashboard.widget');
  });

  it('saves a layout per user, gives it back on any later call, and resets it', async () => {
    const layout: DashboardLayout = {
      version: 1,
      widgets: [
        { id: 'c', kind: 'worldClock', w: 2, h: 1, zones: ['UTC', 'America/Sao_Paulo'] },
        { id: 'n', kind: 'calendar', w: 4, h: 3 },
      ],
    };
    const saved = await app.call(dashboardRoutes.saveLayout, { token: tokens.member, body: layout });
    expect(saved.status).toBe(200);
    const again = await dashboardOf(tokens.member);
    expect(again.layout).toEqual(layout);
    expect(again.customised).toBe(true);
    // Nobody else's layout changed.
    expect((await dashboardOf(tokens.colleague)).layout).toEqual(defaultLayout(4));
    expect((await dashboardOf(tokens.outsider)).customised).toBe(false);
    const reset = await app.call<DashboardLayout>(dashboardRoutes.resetLayout, { token: tokens.member });
    expect(reset.body).toEqual(defaultLayout(4));
    expect((await dashboardOf(tokens.member)).customised).toBe(false);
  });

  it('refuses a layout with an unknown time zone, a duplicate id or a size off the grid', async () => {
    const save = (widgets: unknown[]) =>
      app.call(dashboardRoutes.saveLayout, { token: tokens.member, body: { version: 1, widgets } });
    expect((await save([{ id: 'c', kind: 'worldClock', w: 1, h: 1, zones: ['Mars/Olympus'] }])).status).toBe(
      400,
    );
    expect(
      (
        await save([
          { id: 'c', kind: 'quote', w: 1, h: 1 },
          { id: 'c', kind: 'calendar', w: 1, h: 1 },
        ])
      ).status,
    ).toBe(400);
    expect((await save([{ id: 'c', kind: 'quote', w: 5, h: 1 }])).status).toBe(400);
    expect((await save([{ id: 'c', kind: 'weather', w: 1, h: 1 }])).status).toBe(400);
  });

  it('lists the time zones collection with offsets', async () => {
    const answer = await app.call<TimeZone[]>(dashboardRoutes.getTimeZones, { token: tokens.restricted });
    expect(answer.status).toBe(200);
    expect(answer.body[0]).toEqual({ id: 'UTC', offset_minutes: 0 });
    expect(answer.body.find((z) => z.id === 'Asia/Tokyo')?.offset_minutes).toBe(540);
  });

  it('keeps calendar notes per user: add, list by month, change, delete', async () => {
    const added = await addNote(tokens.member, '2026-11-27', 'Site inspection 09:00');
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ day: '2026-11-27', text: 'Site inspection 09:00' });
    await addNote(tokens.member, '2026-12-01', 'Handover');
    expect((await addNote(tokens.restricted, '2026-11-27', 'My own note')).status).toBe(201);
    expect((await dashboardOf(tokens.member)).notes.map((n) => n.text)).toEqual(['Site inspection 09:00']);
    const december = await app.call<Note[]>(dashboardRoutes.getMyNotes, {
      token: tokens.member,
      query: { from: '2026-12-01', to: '2026-12-31' },
    });
    expect(december.body.map((n) => n.text)).toEqual(['Handover']);
    const changed = await app.call<Note>(dashboardRoutes.updateNote, {
      token: tokens.member,
      params: { id: added.body.id },
      body: { day: '2026-11-28', text: 'Site inspection 10:00' },
    });
    expect(changed.body).toMatchObject({ day: '2026-11-28', text: 'Site inspection 10:00' });
    const unchanged = await app.call<{ message: string }>(dashboardRoutes.updateNote, {
      token: tokens.member,
      params: { id: added.body.id },
      body: { day: '2026-11-28', text: 'Site inspection 10:00' },
    });
    expect(unchanged.status).toBe(400);
    expect(unchanged.body.message).toBe('No changes to update');
    expect(
      (await app.call(dashboardRoutes.deleteNote, { token: tokens.member, params: { id: added.body.id } }))
        .status,
    ).toBe(200);
    expect((await dashboardOf(tokens.member)).notes).toEqual([]);
  });

  it('never shows, changes or deletes another user’s note', async () => {
    const note = await addNote(tokens.member, '2026-11-10', 'Private');
    const id = note.body.id;
    for (const caller of ['colleague', 'admin', 'outsider', 'restricted'] as const) {
      expect((await dashboardOf(tokens[caller])).notes.map((n) => n.text)).not.toContain('Private');
      const update = await app.call(dashboardRoutes.updateNote, {
        token: tokens[caller],
        params: { id },
        body: { day: '2026-11-10', text: 'Taken over' },
      });
      expect(update.status).toBe(404);
      expect(
        (await app.call(dashboardRoutes.deleteNote, { token: tokens[caller], params: { id } })).status,
      ).toBe(404);
    }
    expect((await dashboardOf(tokens.member)).notes.map((n) => n.text)).toEqual(['Private']);
  });

  it('refuses an empty note, a bad day and a range over two months', async () => {
    expect((await addNote(tokens.member, '2026-11-10', '   ')).status).toBe(400);
    expect((await addNote(tokens.member, '2026-13-10', 'x')).status).toBe(400);
    const wide = await app.call(dashboardRoutes.getMyNotes, {
      token: tokens.member,
      query: { from: '2026-01-01', to: '2026-12-31' },
    });
    expect(wide.status).toBe(400);
  });

  it('lets only role 3 edit the quotes, and uses theirs once there are any', async () => {
    const body = { text: 'Safety first.', author: 'Site office' };
    expect((await app.call(dashboardRoutes.addQuote, { token: tokens.colleague, body })).status).toBe(403);
    expect((await app.call(dashboardRoutes.getQuotes, { token: tokens.member })).status).toBe(403);
    const added = await app.call<Quote>(dashboardRoutes.addQuote, { token: tokens.admin, body });
    expect(added.status).toBe(201);
    expect((await dashboardOf(tokens.outsider)).quote).toEqual({ id: added.body.id, ...body });
    const listed = await app.call<Quote[]>(dashboardRoutes.getQuotes, { token: tokens.admin });
    expect(listed.body).toEqual([{ id: added.body.id, ...body }]);
    expect(
      (
        await app.call(dashboardRoutes.deleteQuote, {
          token: tokens.colleague,
          params: { id: added.body.id! },
        })
      ).status,
    ).toBe(403);
    expect(
      (await app.call(dashboardRoutes.deleteQuote, { token: tokens.admin, params: { id: added.body.id! } }))
        .status,
    ).toBe(200);
    expect(builtInQuotes.map((q) => q.text)).toContain((await dashboardOf(tokens.member)).quote.text);
  });

  it('lets role 3 change a quote, and nobody else', async () => {
    const added = await app.call<Quote>(dashboardRoutes.addQuote, {
      token: tokens.admin,
      body: { text: 'Measure twice.', author: '' },
    });
    const id = added.body.id!;
    const body = { text: 'Measure twice, cut once.', author: 'Carpenters' };
    for (const caller of ['member', 'colleague', 'restricted', 'outsider'] as const) {
      const refused = await app.call(dashboardRoutes.updateQuote, {
        token: tokens[caller],
        params: { id },
        body,
      });
      expect(refused.status, caller).toBe(403);
    }
    const changed = await app.call<Quote>(dashboardRoutes.updateQuote, {
      token: tokens.admin,
      params: { id },
      body,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ id, ...body });
    expect((await app.call<Quote[]>(dashboardRoutes.getQuotes, { token: tokens.admin })).body).toEqual([
      { id, ...body },
    ]);

    const same = await app.call<{ message: string }>(dashboardRoutes.updateQuote, {
      token: tokens.admin,
      params: { id },
      body,
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('No changes to update');
    const empty = await app.call<{ message: string }>(dashboardRoutes.updateQuote, {
      token: tokens.admin,
      params: { id },
      body: { text: '  ', author: 'x' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/needs its text/);
    const missing = await app.call(dashboardRoutes.updateQuote, {
      token: tokens.admin,
      params: { id: id + 1000 },
      body,
    });
    expect(missing.status).toBe(404);
    await app.call(dashboardRoutes.deleteQuote, { token: tokens.admin, params: { id } });
  });
});
