import { type PerspectiveCamera, Vector3 } from 'three';
import { compassRotation, headingOf } from '../navigation.ts';

const ARROW =
  '<svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">' +
  '<circle cx="20" cy="20" r="18" fill="rgba(0,0,0,.7)" stroke="#fff" stroke-width="1.5"/>' +
  '<g data-needle><path d="M20 5 L25 20 L15 20 Z" fill="#fa5252"/><path d="M20 35 L25 20 L15 20 Z" fill="#ced4da"/>' +
  '<text x="20" y="14.5" text-anchor="middle" font-size="7" font-family="sans-serif" font-weight="700" fill="#fff">N</text></g>' +
  '</svg>';

/**
 * The compass over a 3D view: a north arrow turned against the camera's heading, a button that turns
 * the view to face north. Its label, in the reader's language, says the heading.
 */
export class Compass {
  readonly element: HTMLButtonElement;
  /** The accessible name for a heading in whole degrees; set by the page, which knows the language. */
  describe: (degrees: number) => string = (degrees) => `${degrees}°`;
  private readonly needle: SVGGElement;
  private shown = Number.NaN;

  constructor(container: HTMLElement, onNorth: () => void) {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.testid = 'compass';
    button.style.cssText =
      'position:absolute;top:8px;right:8px;width:44px;height:44px;padding:2px;border:0;border-radius:50%;background:none;cursor:pointer;z-index:1';
    button.innerHTML = ARROW;
    button.addEventListener('click', onNorth);
    container.appendChild(button);
    this.element = button;
    this.needle = button.querySelector('[data-needle]')!;
  }

  /** Follows the camera; the label changes only when the whole degree does. */
  update(camera: PerspectiveCamera): void {
    const forward = camera.getWorldDirection(new Vector3());
    const up = new Vector3(0, 1, 0).applyQuaternion(camera.quaternion);
    const heading = headingOf(forward.toArray(), up.toArray());
    const degrees = Math.round(heading) % 360;
    this.needle.setAttribute('transform', `rotate(${compassRotation(heading)} 20 20)`);
    if (degrees === this.shown) return;
    this.shown = degrees;
    this.refresh();
  }

  /** Writes the label again, e.g. after the language's `describe` is set. */
  refresh(): void {
    if (!Number.isNaN(this.shown)) this.element.setAttribute('aria-label', this.describe(this.shown));
  }

  dispose(): void {
    this.element.remove();
  }
}
