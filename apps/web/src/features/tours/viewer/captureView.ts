import type { Viewer } from '@photo-sphere-viewer/core';
import type { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';

// A frame normally follows within one animation frame; a hidden or stalled viewer must not hang the button.
const RENDER_TIMEOUT_MS = 3000;
const JPEG_QUALITY = 0.9;

/**
 * The view exactly as the user sees it, as a JPEG: the panorama and, drawn over it, the visible
 * hotspot cards (HTML markers, which are not part of the WebGL canvas).
 *
 * PSV draws with WebGL without `preserveDrawingBuffer`, so the canvas is only readable right after a
 * render: ask for one and copy the canvas inside PSV's `render` event, in the same task as the draw.
 */
export function captureView(viewer: Viewer, markers: MarkersPlugin | null): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      viewer.removeEventListener('render', onRender);
      reject(new Error('The viewer did not render'));
    }, RENDER_TIMEOUT_MS);
    function onRender() {
      clearTimeout(timer);
      viewer.removeEventListener('render', onRender);
      try {
        const frame = copyFrame(viewer, markers);
        frame.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('The view could not be encoded'))),
          'image/jpeg',
          JPEG_QUALITY,
        );
      } catch (error) {
        reject(error);
      }
    }
    viewer.addEventListener('render', onRender);
    viewer.needsUpdate();
  });
}

function copyFrame(viewer: Viewer, markers: MarkersPlugin | null): HTMLCanvasElement {
  const source = viewer.container.querySelector('canvas');
  if (!source || source.width === 0) throw new Error('The viewer has no canvas');
  const frame = document.createElement('canvas');
  frame.width = source.width;
  frame.height = source.height;
  const context = frame.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(source, 0, 0);
  const box = source.getBoundingClientRect();
  const scale = box.width > 0 ? source.width / box.width : 1;
  for (const marker of markers?.getMarkers() ?? []) {
    if (!marker.isNormal()) continue;
    const element = marker.domElement;
    if (element instanceof HTMLElement && isShown(element)) drawBoxes(context, element, box, scale);
  }
  return frame;
}

function isShown(element: HTMLElement): boolean {
  const style = getComputedStyle(element);
  return style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0;
}

/**
 * Paints an HTML marker the simple way its cards are built: each element's background (rounded as
 * styled) and its own text, wrapped to the element's width and clipped to it.
 */
function drawBoxes(context: CanvasRenderingContext2D, element: HTMLElement, origin: DOMRect, scale: number) {
  const style = getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden') return;
  const rect = element.getBoundingClientRect();
  const x = (rect.left - origin.left) * scale;
  const y = (rect.top - origin.top) * scale;
  const width = rect.width * scale;
  const height = rect.height * scale;
  if (width <= 0 || height <= 0) return;
  context.save();
  context.beginPath();
  context.roundRect(x, y, width, height, (Number.parseFloat(style.borderTopLeftRadius) || 0) * scale);
  if (isPainted(style.backgroundColor)) {
    context.fillStyle = style.backgroundColor;
    context.fill();
  }
  context.clip();
  const text = ownText(element);
  if (text) {
    const fontSize = Number.parseFloat(style.fontSize) || 13;
    context.font = `${style.fontWeight} ${fontSize * scale}px ${style.fontFamily}`;
    context.fillStyle = style.color;
    context.textBaseline = 'top';
    const left = x + (Number.parseFloat(style.paddingLeft) || 0) * scale;
    const top = y + (Number.parseFloat(style.paddingTop) || 0) * scale;
    const lineHeight = (Number.parseFloat(style.lineHeight) || fontSize * 1.3) * scale;
    const room = width - (left - x) - (Number.parseFloat(style.paddingRight) || 0) * scale;
    wrap(context, text, room).forEach((line, index) => {
      context.fillText(line, left, top + index * lineHeight);
    });
  }
  context.restore();
  for (const child of element.children)
    if (child instanceof HTMLElement) drawBoxes(context, child, origin, scale);
}

function isPainted(color: string): boolean {
  return color !== '' && color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color);
}

function ownText(element: HTMLElement): string {
  return [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}
