import './annotationMarkers.css';
import {
  type AnnotationFilters,
  type Importance,
  isShown,
  type PlacedItem,
  placedMarkerId,
} from './annotationFilters.ts';

/** Points of interest differ by size, colour and glyph, so importance never rests on colour alone. */
export const importanceLook: Record<Importance, { size: number; colour: string; glyph: string }> = {
  low: { size: 22, colour: '#1c7ed6', glyph: 'i' },
  medium: { size: 28, colour: '#f08c00', glyph: '!' },
  high: { size: 36, colour: '#e03131', glyph: '!!' },
};
const annotationSize = 26;
const uncategorisedColour = '#868e96';

/** Black or white, whichever reads better on `hex` (a #rrggbb colour). */
export function readableTextColour(hex: string): '#000' | '#fff' {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return '#fff';
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? '#000' : '#fff';
}

export interface PlacedMarkerOptions {
  /** In words what the marker is ("High importance", "Safety"): its tooltip and accessible name. */
  describe: (placed: PlacedItem) => string;
  /** Enter or Space on a focused marker (a click goes through the markers plugin's select event). */
  onActivate?: (placed: PlacedItem) => void;
  selected?: string | null;
}

/**
 * The DOM of a point of interest (a round pin) or an annotation (a square in its category's colour).
 * Built with textContent, never innerHTML: titles, descriptions and category names are user input.
 */
export function placedElement(placed: PlacedItem, options: PlacedMarkerOptions): HTMLElement {
  const element = document.createElement('div');
  element.className = 'spatium-placed';
  if (options.selected === placed.item.id) element.classList.add('spatium-placed--selected');
  const what = options.describe(placed);
  element.tabIndex = 0;
  element.setAttribute('role', 'button');
  element.setAttribute('aria-label', `${what}: ${placed.item.title}`);

  let size: number;
  let colour: string;
  // The markers plugin sets the element's own display: the pin inside does the layout.
  const pin = document.createElement('span');
  pin.className = 'spatium-placed-pin';
  pin.setAttribute('aria-hidden', 'true');
  if (placed.kind === 'point') {
    const look = importanceLook[placed.item.importance];
    ({ size, colour } = look);
    pin.textContent = look.glyph;
  } else {
    size = annotationSize;
    colour = placed.category?.color ?? uncategorisedColour;
    pin.textContent = (placed.category?.name.trim()[0] ?? '?').toLocaleUpperCase();
  }
  const radius = placed.kind === 'point' ? '50%' : '6px';
  Object.assign(element.style, { width: `${size}px`, height: `${size}px`, borderRadius: radius });
  Object.assign(pin.style, { background: colour, color: readableTextColour(colour), borderRadius: radius });

  const tip = document.createElement('span');
  tip.className = 'spatium-placed-tip';
  tip.setAttribute('aria-hidden', 'true');
  const title = document.createElement('strong');
  title.textContent = placed.item.title;
  const kind = document.createElement('span');
  kind.textContent = what;
  tip.append(title, kind);
  element.append(pin, tip);

  element.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Space would also start the viewer's autorotation.
    event.preventDefault();
    event.stopPropagation();
    options.onActivate?.(placed);
  });
  return element;
}

/** Markers-plugin configs of a scene's points and annotations; filtered ones are there but hidden. */
export function placedMarkers(items: PlacedItem[], filters: AnnotationFilters, options: PlacedMarkerOptions) {
  return items.map((placed) => {
    const size = placed.kind === 'point' ? importanceLook[placed.item.importance].size : annotationSize;
    return {
      id: placedMarkerId(placed),
      element: placedElement(placed, options),
      position: { yaw: placed.item.yaw, pitch: placed.item.pitch },
      size: { width: size, height: size },
      anchor: 'center center',
      visible: isShown(filters, placed),
      // Above hotspot cards, which are large and would otherwise cover a small pin.
      zIndex: placed.kind === 'point' ? 40 : 35,
      data: { placed: placed.item.id },
    };
  });
}
