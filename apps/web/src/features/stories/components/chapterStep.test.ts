import { describe, expect, it } from 'vitest';
import { chapterStep } from './StoryStates.tsx';

const key = (key: string, init: Partial<KeyboardEventInit> = {}, target?: EventTarget) => {
  const event = new KeyboardEvent('keydown', { key, ...init });
  if (target) Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('chapterStep', () => {
  it('moves forward with → and Page Down, back with ← and Page Up', () => {
    expect([key('ArrowRight'), key('PageDown'), key('ArrowLeft'), key('PageUp')].map(chapterStep)).toEqual([
      1, 1, -1, -1,
    ]);
  });

  it('leaves other keys, modified keys and typing alone', () => {
    const input = document.createElement('input');
    expect(chapterStep(key('a'))).toBe(0);
    expect(chapterStep(key('ArrowRight', { altKey: true }))).toBe(0);
    expect(chapterStep(key('ArrowRight', {}, input))).toBe(0);
  });

  it('leaves the arrows to a live 3D view that has focus, whose camera they move', () => {
    const view = document.createElement('div');
    view.setAttribute('role', 'application');
    const canvas = view.appendChild(document.createElement('canvas'));
    expect(chapterStep(key('ArrowRight', {}, canvas))).toBe(0);
    expect(chapterStep(key('ArrowLeft', {}, canvas))).toBe(0);
  });
});
