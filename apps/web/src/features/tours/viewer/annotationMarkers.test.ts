import { describe, expect, it, vi } from 'vitest';
import { type PlacedItem, showEverything, toggleCategory } from './annotationFilters.ts';
import { placedElement, placedMarkers, readableTextColour } from './annotationMarkers.ts';

const describePlaced = (placed: PlacedItem) =>
  placed.kind === 'point' ? `Importance ${placed.item.importance}` : (placed.category?.name ?? 'None');
const hostile = '<img src=x onerror="alert(1)">';
const point: PlacedItem = {
  kind: 'point',
  item: { id: 'p1', yaw: 1, pitch: 0.5, title: hostile, description: '', importance: 'high' },
};
const annotation: PlacedItem = {
  kind: 'annotation',
  item: { id: 'a1', yaw: -1, pitch: 0, title: 'Crack', description: '', category: 'c1' },
  category: { id: 'c1', name: '<b>defects</b>', color: '#ffd43b' },
};

describe('point of interest and annotation markers', () => {
  it('puts user text in as text, never as HTML', () => {
    const element = placedElement(point, { describe: describePlaced });
    expect(element.querySelector('img')).toBeNull();
    expect(element.textContent).toContain(hostile);
    const square = placedElement(annotation, { describe: describePlaced });
    expect(square.querySelector('b')).toBeNull();
    expect(square.getAttribute('aria-label')).toBe('<b>defects</b>: Crack');
  });

  it('tells importance by size and glyph as well as colour, and names it for screen readers', () => {
    const high = placedElement(point, { describe: describePlaced });
    const low = placedElement(
      { kind: 'point', item: { ...point.item, title: 'Hatch', importance: 'low' } },
      { describe: describePlaced },
    );
    expect([high.style.width, low.style.width]).toEqual(['36px', '22px']);
    expect(high.querySelector('.spatium-placed-pin')?.textContent).toBe('!!');
    expect(low.getAttribute('aria-label')).toBe('Importance low: Hatch');
    expect(low.getAttribute('role')).toBe('button');
    expect(low.tabIndex).toBe(0);
  });

  it('draws an annotation in its category’s colour with readable text', () => {
    const square = placedElement(annotation, { describe: describePlaced });
    const pin = square.querySelector<HTMLElement>('.spatium-placed-pin');
    expect(pin?.style.background).toBe('rgb(255, 212, 59)');
    expect(pin?.style.color).toBe('rgb(0, 0, 0)');
    expect(pin?.textContent).toBe('<');
    expect(readableTextColour('#1971c2')).toBe('#fff');
    expect(readableTextColour('#fff3bf')).toBe('#000');
  });

  it('opens the details on Enter or Space, and keeps Space from reaching the viewer', () => {
    const onActivate = vi.fn();
    const element = placedElement(annotation, { describe: describePlaced, onActivate });
    const onWindow = vi.fn();
    document.body.append(element);
    window.addEventListener('keydown', onWindow);
    element.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    window.removeEventListener('keydown', onWindow);
    element.remove();
    expect(onActivate).toHaveBeenCalledTimes(2);
    expect(onActivate).toHaveBeenCalledWith(annotation);
    expect(onWindow).toHaveBeenCalledTimes(1);
  });

  it('keeps filtered markers in the scene but hidden', () => {
    const markers = placedMarkers([point, annotation], toggleCategory(showEverything, 'c1'), {
      describe: describePlaced,
    });
    expect(markers.map((m) => [m.id, m.visible])).toEqual([
      ['point-p1', true],
      ['annotation-a1', false],
    ]);
    expect(markers[0]).toMatchObject({ position: { yaw: 1, pitch: 0.5 }, data: { placed: 'p1' } });
  });
});
