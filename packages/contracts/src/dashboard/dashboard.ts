import { z } from 'zod';
import { ContentItem } from '../catalogue/content.ts';
import { type Capability, can } from '../core/capabilities.ts';
import { text } from '../core/primitives.ts';
import { Favourite } from '../favourites/favourites.ts';

/**
 * The personal dashboard (SPEC §1): widgets in a grid the user arranges, calendar notes and a quote
 * of the day. A layout is the user's alone and is stored on the server, so it follows them between
 * devices; until they change it they get their role's default.
 */

export const widgetKinds = [
  'worldClock',
  'favorites',
  'latestContent',
  'calendar',
  'quote',
  'issues',
  'apps',
] as const;
export const WidgetKind = z.enum(widgetKinds);
export type WidgetKind = z.infer<typeof WidgetKind>;

/** The grid is four columns wide; a widget is one to four columns and one to three rows. */
export const dashboardColumns = 4;
export const widgetMaxRows = 3;
export const dashboardMaxWidgets = 16;
export const worldClockMaxZones = 8;

/** An IANA time zone name, e.g. Europe/Oslo. */
export const TimeZoneName = text()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_+\-/]+$/, 'Use an IANA time zone name, e.g. Europe/Oslo')
  .describe('IANA time zone, e.g. Europe/Oslo');
export type TimeZoneName = z.infer<typeof TimeZoneName>;

export const Widget = z.object({
  id: text()
    .min(1)
    .max(24)
    .regex(/^[A-Za-z0-9_-]+$/)
    .describe('Stable within the layout'),
  kind: WidgetKind,
  w: z.number().int().min(1).max(dashboardColumns).describe('Width in grid columns'),
  h: z.number().int().min(1).max(widgetMaxRows).describe('Height in grid rows'),
  zones: z
    .array(TimeZoneName)
    .max(worldClockMaxZones)
    .optional()
    .describe('worldClock: the time zones shown, from the time zones collection'),
});
export type Widget = z.infer<typeof Widget>;

/** Layout documents carry a version, so a later shape can upgrade stored ones. */
export const dashboardLayoutVersion = 1;
export const DashboardLayout = z.object({
  version: z.literal(dashboardLayoutVersion),
  widgets: z
    .array(Widget)
    .max(dashboardMaxWidgets)
    .refine((widgets) => new Set(widgets.map((w) => w.id)).size === widgets.length, {
      message: 'Each widget needs its own id',
    })
    .describe('In reading order: left to right, top to bottom'),
});
export type DashboardLayout = z.infer<typeof DashboardLayout>;

/** A calendar day as YYYY-MM-DD, in the user's own calendar. */
export const CalendarDay = z.iso.date().describe('YYYY-MM-DD');
export type CalendarDay = z.infer<typeof CalendarDay>;

export const noteMaxLength = 2000;
export const Note = z.object({
  id: z.number().int(),
  day: CalendarDay,
  text: text(),
  created_at: text(),
  updated_at: text(),
});
export type Note = z.infer<typeof Note>;

/** POST mynotes: a new note on a day; PUT mynotes/{id}: its new text or day. */
export const NoteBody = z.object({
  day: CalendarDay,
  text: text().trim().min(1, 'Write something first').max(noteMaxLength),
});
export type NoteBody = z.infer<typeof NoteBody>;

export const NotesQuery = z
  .object({ from: CalendarDay, to: CalendarDay })
  .refine((q) => q.from <= q.to, { message: '"from" must not be after "to"' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, {
    message: 'Ask for at most two months of notes at a time',
  });
export type NotesQuery = z.infer<typeof NotesQuery>;

export const Quote = z.object({
  id: z.number().int().nullable().describe('null for one of the built-in quotes'),
  text: text(),
  author: text(),
});
export type Quote = z.infer<typeof Quote>;

export const QuoteBody = z.object({
  text: text().trim().min(1, 'A quote needs its text').max(500),
  author: text().trim().max(120).default(''),
});
export type QuoteBody = z.infer<typeof QuoteBody>;

export const TimeZone = z.object({
  id: text().describe('IANA name'),
  offset_minutes: z.number().int().describe('Offset from UTC right now'),
});
export type TimeZone = z.infer<typeof TimeZone>;

export const DashboardQuery = z.object({
  from: CalendarDay.describe('First day of the calendar month shown'),
  to: CalendarDay.describe('Last day of the calendar month shown'),
  day: CalendarDay.describe('Today in the user’s time zone: picks the quote of the day'),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/** Everything the dashboard shows first, in one call: the layout and each widget's data. */
export const Dashboard = z.object({
  layout: DashboardLayout,
  customised: z.boolean().describe('false while the user has their role’s default layout'),
  favourites: z.array(Favourite).nullable().describe('null for a role without favourites'),
  latest: z
    .array(ContentItem)
    .nullable()
    .describe('Newest content you may see; null for a role without content'),
  notes: z.array(Note).describe('Your notes between from and to'),
  quote: Quote,
});
export type Dashboard = z.infer<typeof Dashboard>;

export const latestContentLimit = 8;

/** What a widget shows needs this capability; the others are refused in a layout and hidden. */
export const widgetCapability: Partial<Record<WidgetKind, Capability>> = {
  favorites: 'favourites.use',
  latestContent: 'content.read',
  issues: 'issues.use',
  apps: 'apps.use',
};

const defaultZones = ['Europe/Oslo', 'America/New_York', 'Asia/Tokyo'];

/** A new user's layout, by role: what they may use, the daily things first. */
export function defaultLayout(roleId: number): DashboardLayout {
  const widgets: Widget[] = [
    { id: 'favorites', kind: 'favorites', w: 2, h: 2 },
    { id: 'calendar', kind: 'calendar', w: 2, h: 2 },
    { id: 'latest', kind: 'latestContent', w: 4, h: 1 },
    { id: 'clock', kind: 'worldClock', w: 1, h: 1, zones: defaultZones },
    { id: 'quote', kind: 'quote', w: 2, h: 1 },
    { id: 'issues', kind: 'issues', w: 1, h: 1 },
  ];
  return {
    version: dashboardLayoutVersion,
    widgets: widgets.filter((w) => mayShowWidget(roleId, w.kind)),
  };
}

export function mayShowWidget(roleId: number, kind: WidgetKind): boolean {
  const capability = widgetCapability[kind];
  return capability === undefined || can(roleId, capability);
}
