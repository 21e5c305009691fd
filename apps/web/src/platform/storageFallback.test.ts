import { afterEach, describe, expect, it } from 'vitest';
import { installStorageFallback } from './storageFallback.ts';

const real = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;

describe('installStorageFallback', () => {
  afterEach(() => {
    Object.defineProperty(window, 'sessionStorage', real);
  });

  it('stands in for storage the browser denies, for the life of the page', () => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    installStorageFallback();
    window.sessionStorage.setItem('a', '1');
    expect(window.sessionStorage.getItem('a')).toBe('1');
    expect(window.sessionStorage.length).toBe(1);
  });

  it('leaves storage that works alone', () => {
    const before = window.localStorage;
    installStorageFallback();
    expect(window.localStorage).toBe(before);
  });
});
