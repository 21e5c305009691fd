import { type DashboardLayout, defaultLayout } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { addableKinds, addWidget, moveWidget, removeWidget, resizeWidget } from './layout.ts';

const layout: DashboardLayout = {
  version: 1,
  widgets: [
    { id: 'quote', kind: 'quote', w: 2, h: 1 },
    { id: 'calendar', kind: 'calendar', w: 2, h: 2 },
  ],
};

describe('dashboard layout changes', () => {
  it('offers each kind the role may use once', () => {
    expect(addableKinds(layout, 4)).toEqual(['worldClock', 'favorites', 'latestContent', 'issues', 'apps']);
    expect(addableKinds(layout, 5)).toEqual(['worldClock']);
    expect(addableKinds(defaultLayout(5), 5)).toEqual([]);
  });

  it('adds at the end and removes by id', () => {
    const added = addWidget(layout, 'favorites');
    expect(added.widgets.at(-1)).toEqual({ id: 'favorites', kind: 'favorites', w: 2, h: 2 });
    expect(removeWidget(added, 'quote').widgets.map((w) => w.id)).toEqual(['calendar', 'favorites']);
  });

  it('resizes within the grid', () => {
    expect(resizeWidget(layout, 'quote', 1, 1).widgets[0]).toMatchObject({ w: 3, h: 2 });
    expect(resizeWidget(layout, 'quote', 5, 5).widgets[0]).toMatchObject({ w: 4, h: 3 });
    expect(resizeWidget(layout, 'quote', -5, -5).widgets[0]).toMatchObject({ w: 1, h: 1 });
  });

  it('moves within the list and ignores moves past its ends', () => {
    expect(moveWidget(layout, 0, 1).widgets.map((w) => w.id)).toEqual(['calendar', 'quote']);
    expect(moveWidget(layout, 0, -1)).toBe(layout);
    expect(moveWidget(layout, 1, 2)).toBe(layout);
  });
});
