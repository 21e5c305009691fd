import { randomUUID } from 'node:crypto';
import { type AnalyticsReport, analyticsRoutes, routes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildContent, buildProject, buildSubproject } from '../../../test/support/catalogue.ts';
import { buildTenants, signIn } from '../../../test/support/factories.ts';
import { companies } from '../companies/companies.schema.ts';
import { analyticsEvents } from './analytics.schema.ts';

const app = useTestApp();

type Tenants = Awaited<ReturnType<typeof buildTenants>>;
let tenants: Tenants;
const tokens: Record<'admin' | 'companyAdmin' | 'member' | 'restricted' | 'otherAdmin', string> = {
  admin: '',
  companyAdmin: '',
  member: '',
  restricted: '',
  otherAdmin: '',
};
let tourId: number;
let otherTourId: number;
let projectId: number;

// Events straight into the table at chosen instants, with what the collection would have attributed.
async function recordEvents(
  count: number,
  values: Partial<typeof analyticsEvents.$inferInsert> & { createdAt: Date; path: string },
) {
  await app.db
    .insert(analyticsEvents)
    .values(
      Array.from({ length: count }, () => ({ kind: 'pageview' as const, session: randomUUID(), ...values })),
    );
}

const report = (token: string, query: Record<string, string | number>) =>
  app.call<AnalyticsReport>(analyticsRoutes.analyticsReport, { token, query });

beforeAll(async () => {
  tenants = await buildTenants(app);
  const otherAdmin = tenants.outsider;
  await app.db
    .update(companies)
    .set({ admins: [otherAdmin.email] })
    .where(eq(companies.id, tenants.otherCompany.id));
  for (const [key, user] of [
    ['admin', tenants.admin],
    ['companyAdmin', tenants.companyAdmin],
    ['member', tenants.member],
    ['restricted', tenants.restricted],
    ['otherAdmin', otherAdmin],
  ] as const) {
    tokens[key] = await signIn(app, user.email);
  }
  const project = await buildProject(app.db, { companyId: tenants.company.id, title: 'Fjordbyen' });
  projectId = project.id;
  const subproject = await buildSubproject(app.db, {
    companyId: tenants.company.id,
    oldprojectId: project.id,
  });
  const tour = await buildContent(app.db, 'tours', {
    companyId: tenants.company.id,
    oldsubprojectId: subproject.id,
    title: '=Harbour, "north" walk',
  });
  tourId = tour.id;
  const otherProject = await buildProject(app.db, { companyId: tenants.otherCompany.id });
  const otherSubproject = await buildSubproject(app.db, {
    companyId: tenants.otherCompany.id,
    oldprojectId: otherProject.id,
  });
  const otherTour = await buildContent(app.db, 'tours', {
    companyId: tenants.otherCompany.id,
    oldsubprojectId: otherSubproject.id,
    title: 'E39 bridge tour',
  });
  otherTourId = otherTour.id;

  const ours = { companyId: tenants.company.id, contentKind: 'tours' as const, contentId: tourId };
  await recordEvents(3, { ...ours, path: `/tours/${tourId}`, createdAt: new Date('2026-03-02T10:00:00Z') });
  await recordEvents(2, {
    ...ours,
    path: `/publictours/${tourId}`,
    publicTour: true,
    createdAt: new Date('2026-03-04T10:00:00Z'),
  });
  // 23:30 UTC on 3 March is already 4 March in Oslo.
  await recordEvents(4, {
    ...ours,
    kind: 'heartbeat',
    path: `/tours/${tourId}`,
    createdAt: new Date('2026-03-03T23:30:00Z'),
  });
  await recordEvents(5, {
    companyId: tenants.otherCompany.id,
    contentKind: 'tours',
    contentId: otherTourId,
    path: `/publictours/${otherTourId}`,
    publicTour: true,
    createdAt: new Date('2026-03-02T12:00:00Z'),
  });
  await recordEvents(7, { path: '/dashboard', createdAt: new Date('2026-03-02T12:00:00Z') });
});

describe('collecting page views', () => {
  it('ties a content page to its company and item, and the site pages to none', async () => {
    const session = randomUUID();
    for (const path of [
      `/publictours/${tourId}`,
      `/my_p/${projectId}`,
      '/dashboard',
      `/tours/${tourId}/edit`,
    ]) {
      expect((await app.call(routes.analyticsPageView, { body: { path, session } })).status).toBe(204);
    }
    const rows = await app.db
      .select({
        path: analyticsEvents.path,
        companyId: analyticsEvents.companyId,
        contentKind: analyticsEvents.contentKind,
        contentId: analyticsEvents.contentId,
        publicTour: analyticsEvents.publicTour,
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.session, session))
      .orderBy(analyticsEvents.id);
    expect(rows).toEqual([
      {
        path: `/publictours/${tourId}`,
        companyId: tenants.company.id,
        contentKind: 'tours',
        contentId: tourId,
        publicTour: true,
      },
      {
        path: `/my_p/${projectId}`,
        companyId: tenants.company.id,
        contentKind: null,
        contentId: null,
        publicTour: false,
      },
      { path: '/dashboard', companyId: null, contentKind: null, contentId: null, publicTour: false },
      {
        path: `/tours/${tourId}/edit`,
        companyId: null,
        contentKind: null,
        contentId: null,
        publicTour: false,
      },
    ]);
  });

  it('erases what a tab sent when its consent is withdrawn', async () => {
    const session = randomUUID();
    await app.call(routes.analyticsPageView, { body: { path: '/dashboard', session } });
    await app.call(routes.analyticsHeartbeat, { body: { path: '/dashboard', session } });
    const response = await app.call(routes.analyticsForget, { body: { session } });
    expect(response.status).toBe(204);
    expect(await app.db.$count(analyticsEvents, eq(analyticsEvents.session, session))).toBe(0);
  });
});

describe('the analytics report', () => {
  const march = { from: '2026-03-01', to: '2026-03-07' };

  it("shows a company admin their company's content with titles, views and time spent", async () => {
    const response = await report(tokens.companyAdmin, { ...march, by: 'content' });
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([
      {
        key: `tours:${tourId}`,
        label: '=Harbour, "north" walk',
        path: null,
        kind: 'tours',
        content_id: tourId,
        views: 5,
        seconds: 60,
      },
    ]);
    expect(response.body.totals).toEqual({ views: 5, seconds: 60 });
    expect(response.body.company).toBeNull();
  });

  it("shows another company's admin nothing of ours, and their own public tour", async () => {
    const response = await report(tokens.otherAdmin, { ...march, by: 'public_tour' });
    expect(response.status).toBe(200);
    expect(response.body.items.map((item) => item.key)).toEqual([`tours:${otherTourId}`]);
    expect(response.body.totals).toEqual({ views: 5, seconds: 0 });
    const pages = await report(tokens.otherAdmin, { ...march, by: 'page' });
    expect(pages.body.items.map((item) => item.path)).toEqual([`/publictours/${otherTourId}`]);
  });

  it("answers 404 to a company admin who asks for another company's report", async () => {
    const response = await report(tokens.companyAdmin, { ...march, company: tenants.otherCompany.id });
    expect(response.status).toBe(404);
  });

  it('refuses members and the restricted role with 403, and anonymous callers with 401', async () => {
    expect((await report(tokens.member, march)).status).toBe(403);
    expect((await report(tokens.restricted, march)).status).toBe(403);
    expect((await app.call(analyticsRoutes.analyticsReport, { query: march })).status).toBe(401);
    expect(
      (await app.call(analyticsRoutes.analyticsReportCsv, { token: tokens.member, query: march })).status,
    ).toBe(403);
  });

  it("shows role 3 every company and the site's own pages, or one company on request", async () => {
    const all = await report(tokens.admin, { ...march, by: 'page' });
    expect(all.status).toBe(200);
    expect(all.body.items[0]).toMatchObject({ path: '/dashboard', views: 7 });
    expect(all.body.totals.views).toBe(17);
    const one = await report(tokens.admin, { ...march, by: 'page', company: tenants.otherCompany.id });
    expect(one.body.totals.views).toBe(5);
    expect(one.body.company).toBe(tenants.otherCompany.id);
    expect((await report(tokens.admin, { ...march, company: 999_999 })).status).toBe(404);
  });

  it('cuts days in the caller’s time zone and lists every day, empty ones with zeros', async () => {
    const utc = await report(tokens.companyAdmin, march);
    expect(utc.body.series.map((day) => day.period)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(utc.body.series.find((day) => day.period === '2026-03-03')?.seconds).toBe(60);
    const oslo = await report(tokens.companyAdmin, { ...march, tz: 'Europe/Oslo' });
    expect(oslo.body.series.find((day) => day.period === '2026-03-03')?.seconds).toBe(0);
    expect(oslo.body.series.find((day) => day.period === '2026-03-04')).toEqual({
      period: '2026-03-04',
      views: 2,
      seconds: 60,
    });
  });

  it('groups by ISO week, starting on Monday', async () => {
    const response = await report(tokens.companyAdmin, { ...march, group: 'week' });
    expect(response.body.series).toEqual([
      { period: '2026-02-23', views: 0, seconds: 0 },
      { period: '2026-03-02', views: 5, seconds: 60 },
    ]);
  });

  it.each([
    [{ from: '2026-03-07', to: '2026-03-01' }, '`from` must not be after `to`'],
    [{ from: '2025-01-01', to: '2026-03-01' }, 'at most 366 days'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'Not a calendar date'],
    [{ from: 'yesterday', to: '2026-03-01' }, 'YYYY-MM-DD'],
    [{ ...march, tz: 'Mars/Olympus' }, 'Not a time zone'],
    [{ ...march, group: 'month' }, ''],
  ])('refuses %o with a 400 that says why', async (query, message) => {
    const response = await report(tokens.companyAdmin, query);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(message);
  });
});

describe('the CSV export', () => {
  it('has a header row and escapes commas, quotes and formulas', async () => {
    const response = await app.call<string>(analyticsRoutes.analyticsReportCsv, {
      token: tokens.companyAdmin,
      query: { from: '2026-03-01', to: '2026-03-07', by: 'content' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
    expect(text.split('\r\n')).toEqual([
      'period,item,path,kind,content_id,views,seconds',
      `2026-03-02,"'=Harbour, ""north"" walk",,tours,${tourId},3,0`,
      `2026-03-03,"'=Harbour, ""north"" walk",,tours,${tourId},0,60`,
      `2026-03-04,"'=Harbour, ""north"" walk",,tours,${tourId},2,0`,
      '',
    ]);
    expect(text).not.toContain('E39');
  });

  it('counts the same totals as the report', async () => {
    const query = { from: '2026-03-01', to: '2026-03-07', by: 'page' };
    const [json, csv] = await Promise.all([
      report(tokens.admin, query),
      app.call<string>(analyticsRoutes.analyticsReportCsv, { token: tokens.admin, query }),
    ]);
    const rows = String(csv.body).trim().split('\r\n').slice(1);
    const views = rows.reduce((sum, row) => sum + Number(row.split(',').at(-2)), 0);
    expect(views).toBe(json.body.totals.views);
  });
});
