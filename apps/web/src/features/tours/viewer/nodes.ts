import type { InfoHotspot, ViewerHotspot } from '@spatium/contracts';
import type { z } from 'zod';
import type { ViewerSceneData } from '../api/tours.ts';
import { blankPanorama, type MultiTilesPanorama, tilesToPanorama } from './tiles.ts';

export type Hotspot = z.infer<typeof InfoHotspot>;
/** A hotspot as viewers get it: its image or document as a signed URL. */
export type ShownHotspot = z.infer<typeof ViewerHotspot>;
/** What drawing a hotspot needs, in the builder and the viewer alike. */
type DrawnHotspot = Pick<Hotspot, 'id' | 'title' | 'text' | 'style' | 'yaw' | 'pitch'>;
export const defaultHotspotStyle = { width: 150, height: 100, line: 80 } as const;

/** A scene as the virtual-tour plugin's node (client mode). Links to unknown scenes are dropped. */
export interface TourNode {
  id: string;
  name: string;
  caption: string;
  panorama: MultiTilesPanorama;
  links: { nodeId: string; position: { yaw: number; pitch: number }; data: { title: string } }[];
  data: { hotspots: ShownHotspot[] };
}

/**
 * Photo Sphere Viewer puts captions, node names and tooltips into the page as HTML: user text must
 * reach it escaped, or a scene or hotspot title could run script in every visitor's browser.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `latestBaseUrl`: the scene's tile base as most recently fetched (grants expire; see tilesToPanorama). */
export function sceneToNode(
  scene: ViewerSceneData,
  sceneIds: ReadonlySet<string>,
  latestBaseUrl: (sceneId: string) => string | undefined = () => undefined,
): TourNode {
  const open = !scene.locked && scene.tiles !== null;
  const tiles = scene.tiles;
  return {
    id: scene.id,
    name: escapeHtml(scene.title),
    caption: escapeHtml(scene.title),
    panorama:
      open && tiles ? tilesToPanorama(tiles, () => latestBaseUrl(scene.id) ?? tiles.base_url) : blankPanorama,
    // A locked scene shows its quiz, not its links (they would lead past the lock's neighbours).
    links: open
      ? scene.links
          .filter((link) => sceneIds.has(link.to) && link.to !== scene.id)
          .map((link) => ({
            nodeId: link.to,
            position: { yaw: link.yaw, pitch: link.pitch },
            data: { title: link.title },
          }))
      : [],
    data: { hotspots: open ? scene.hotspots : [] },
  };
}

/**
 * The DOM of an info hotspot: a card of style.width × style.height above a line of style.line pixels
 * ending at the point. Built with textContent, never innerHTML: titles and texts are user input.
 */
export function hotspotElement(hotspot: DrawnHotspot): HTMLElement {
  const style = { ...defaultHotspotStyle, ...hotspot.style };
  const root = document.createElement('div');
  root.className = 'spatium-hotspot';
  Object.assign(root.style, {
    width: `${style.width}px`,
    height: `${style.height + style.line}px`,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    cursor: 'pointer',
  });
  const card = document.createElement('div');
  Object.assign(card.style, {
    width: `${style.width}px`,
    height: `${style.height}px`,
    boxSizing: 'border-box',
    overflow: 'hidden',
    padding: '6px 8px',
    borderRadius: '6px',
    background: 'rgba(255,255,255,0.92)',
    color: '#1a1b1e',
    font: '13px/1.3 system-ui, sans-serif',
    boxShadow: '0 2px 8px rgba(0,0,0,0.35)',
  });
  const title = document.createElement('strong');
  title.textContent = hotspot.title;
  title.style.display = 'block';
  const text = document.createElement('div');
  text.textContent = hotspot.text;
  text.style.opacity = '0.8';
  card.append(title, text);
  const line = document.createElement('div');
  Object.assign(line.style, { width: '2px', height: `${style.line}px`, background: 'rgba(255,255,255,0.9)' });
  root.append(card, line);
  return root;
}

/**
 * Markers-plugin configs of a scene's info hotspots. With `onOpen` (the viewer), each is also a button
 * a keyboard reaches with Tab and opens with Enter or Space: PSV only turns pointer clicks into a
 * selection.
 */
export function hotspotMarkers(
  hotspots: DrawnHotspot[],
  selected?: string | null,
  onOpen?: (hotspotId: string) => void,
) {
  return hotspots.map((hotspot) => {
    const style = { ...defaultHotspotStyle, ...hotspot.style };
    const element = hotspotElement(hotspot);
    if (selected === hotspot.id) element.style.outline = '3px solid #fab005';
    if (onOpen) {
      element.tabIndex = 0;
      element.setAttribute('role', 'button');
      element.setAttribute('aria-label', hotspot.title);
      element.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        event.stopPropagation();
        onOpen(hotspot.id);
      });
    }
    return {
      id: `hotspot-${hotspot.id}`,
      element,
      position: { yaw: hotspot.yaw, pitch: hotspot.pitch },
      size: { width: style.width, height: style.height + style.line },
      anchor: 'bottom center',
      tooltip: escapeHtml(hotspot.title),
      data: { hotspot: hotspot.id },
    };
  });
}

// Static markup of ours (no user input): a chevron lying on the floor, pointing the way.
const arrowSvg =
  '<svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true" focusable="false">' +
  '<path d="M50 14 L90 72 L66 72 L50 48 L34 72 L10 72 Z" fill="currentColor"/></svg>';

/**
 * A scene link's arrow with an accessible name. PSV turns pointer clicks on it into a move; Enter and
 * Space make a click with no pointer (detail 0), which PSV never sees, so `onKeyboard` moves instead.
 */
export function linkArrowElement(label: string, onKeyboard: () => void): HTMLElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'psv-virtual-tour-arrow';
  button.setAttribute('aria-label', label);
  button.innerHTML = arrowSvg;
  button.addEventListener('click', (event) => {
    if (event.detail === 0) onKeyboard();
  });
  return button;
}

/** What a link says: its own words ("Back to the entrance"), or "Go to …" when it is named after its scene. */
export function sceneLinkLabel(
  linkTitle: string,
  sceneTitle: string,
  goTo: (title: string) => string,
): string {
  const own = linkTitle.trim();
  return own && own !== sceneTitle ? own : goTo(sceneTitle);
}
