import {
  type DashboardLayout,
  dashboardColumns,
  dashboardMaxWidgets,
  mayShowWidget,
  type Widget,
  type WidgetKind,
  widgetKinds,
  widgetMaxRows,
} from '@spatium/contracts';
import { moveItem } from '../favourites/index.ts';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Widget kinds the role may add (each kind once: a second calendar shows nothing new). */
export function addableKinds(layout: DashboardLayout, roleId: number): WidgetKind[] {
  if (layout.widgets.length >= dashboardMaxWidgets) return [];
  const present = new Set(layout.widgets.map((w) => w.kind));
  return widgetKinds.filter((kind) => mayShowWidget(roleId, kind) && !present.has(kind));
}

const defaultSizes: Record<WidgetKind, Pick<Widget, 'w' | 'h'>> = {
  worldClock: { w: 1, h: 1 },
  favorites: { w: 2, h: 2 },
  latestContent: { w: 4, h: 1 },
  calendar: { w: 2, h: 2 },
  quote: { w: 2, h: 1 },
  issues: { w: 1, h: 1 },
  apps: { w: 1, h: 1 },
};

export function addWidget(layout: DashboardLayout, kind: WidgetKind): DashboardLayout {
  const widget: Widget = { id: kind, kind, ...defaultSizes[kind] };
  if (kind === 'worldClock') widget.zones = [Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'];
  return { ...layout, widgets: [...layout.widgets, widget] };
}

export function removeWidget(layout: DashboardLayout, id: string): DashboardLayout {
  return { ...layout, widgets: layout.widgets.filter((w) => w.id !== id) };
}

/** Grows or shrinks a widget by whole cells, within the grid. */
export function resizeWidget(layout: DashboardLayout, id: string, dw: number, dh: number): DashboardLayout {
  return {
    ...layout,
    widgets: layout.widgets.map((w) =>
      w.id === id
        ? { ...w, w: clamp(w.w + dw, 1, dashboardColumns), h: clamp(w.h + dh, 1, widgetMaxRows) }
        : w,
    ),
  };
}

export function moveWidget(layout: DashboardLayout, from: number, to: number): DashboardLayout {
  if (to < 0 || to >= layout.widgets.length) return layout;
  return { ...layout, widgets: moveItem(layout.widgets, from, to) };
}

export function setZones(layout: DashboardLayout, id: string, zones: string[]): DashboardLayout {
  return { ...layout, widgets: layout.widgets.map((w) => (w.id === id ? { ...w, zones } : w)) };
}
