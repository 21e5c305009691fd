import type { ContentKind } from '@spatium/contracts';
import type { Database } from '../../platform/database/db.ts';
import { analyticsEvents } from '../analytics/analytics.schema.ts';
import { contentTables } from '../content/content.tables.ts';
import { oldprojects } from '../projects/projects.schema.ts';

type DemoEvent = typeof analyticsEvents.$inferInsert;
interface DemoPage {
  path: string;
  companyId: number | null;
  contentKind?: ContentKind;
  contentId?: number;
  publicTour?: boolean;
  /** Views on an ordinary weekday. */
  dailyViews: number;
}

const demoWeeks = 8;
const dayMs = 86_400_000;
// The content kinds whose pages visitors open most in the demo, with their page's first path segment.
const viewedKinds: [ContentKind, string, number][] = [
  ['tours', 'tours', 6],
  ['clouds', 'clouds', 3],
  ['bims', 'bims', 3],
  ['stories', 'story', 2],
  ['videos360', 'videos360', 2],
  ['floorplans', 'floorplans', 1],
];

// A small seeded generator (mulberry32): the same demo numbers on every first start.
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function demoPages(db: Database): Promise<DemoPage[]> {
  const pages: DemoPage[] = [
    { path: '/dashboard', companyId: null, dailyViews: 9 },
    { path: '/login', companyId: null, dailyViews: 4 },
  ];
  const projects = await db
    .select({ id: oldprojects.id, companyId: oldprojects.companyId })
    .from(oldprojects);
  for (const project of projects)
    pages.push({ path: `/my_p/${project.id}`, companyId: project.companyId, dailyViews: 3 });
  for (const [kind, segment, dailyViews] of viewedKinds) {
    const table = contentTables[kind];
    const rows = await db
      .select({ id: table.id, companyId: table.companyId, properties: table.properties })
      .from(table)
      .orderBy(table.id);
    for (const row of rows) {
      const item = { companyId: row.companyId, contentKind: kind, contentId: row.id };
      pages.push({ ...item, path: `/${segment}/${row.id}`, dailyViews });
      // Tours shown through their public link are opened by people outside the company too.
      if (kind === 'tours' && row.properties.public === true)
        pages.push({ ...item, path: `/publictours/${row.id}`, publicTour: true, dailyViews: 5 });
    }
  }
  return pages;
}

/**
 * Page views and heartbeats over the last weeks, so the analytics reports of a fresh demo are not
 * empty: fewer on weekends, a few minutes per view. Deterministic apart from where "today" falls.
 */
export async function seedDemoAnalytics(db: Database, now = new Date()): Promise<void> {
  const random = seededRandom(20_260_301);
  const pages = await demoPages(db);
  const events: DemoEvent[] = [];
  for (let daysAgo = demoWeeks * 7 - 1; daysAgo >= 0; daysAgo--) {
    const day = new Date(now.getTime() - daysAgo * dayMs);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    for (const page of pages) {
      const views = Math.round(page.dailyViews * (weekend ? 0.3 : 1) * (0.5 + random()));
      for (let view = 0; view < views; view++) {
        // Within the twelve hours before this day's "now", so nothing lies in the future.
        const start = day.getTime() - Math.floor(random() * 12 * 3600_000);
        const session = demoSession(random);
        const { dailyViews: _weight, ...where } = page;
        events.push({ kind: 'pageview', session, createdAt: new Date(start), ...where });
        const heartbeats = Math.floor(random() * 12);
        for (let beat = 1; beat <= heartbeats; beat++) {
          events.push({ kind: 'heartbeat', session, createdAt: new Date(start + beat * 15_000), ...where });
        }
      }
    }
  }
  for (let at = 0; at < events.length; at += 2000) {
    await db.insert(analyticsEvents).values(events.slice(at, at + 2000));
  }
}

/** A UUID drawn from the seeded generator, as the web app's per-tab id would look. */
function demoSession(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}
