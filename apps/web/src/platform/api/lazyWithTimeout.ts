import { limits } from '@spatium/contracts';
import type { ComponentType } from 'react';
import { allStringsLoaded } from '../i18n/index.ts';

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('Loading this page took too long.');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Rejects when a lazy chunk has not arrived within SPEC §9's 120000 ms. */
export function importWithTimeout<T>(
  load: () => Promise<T>,
  ms: number = limits.chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A React Router `lazy` for a page module whose default export is the page. A page waits for all of
 * the language's strings too, unless it is one the visitor meets before signing in, which uses only
 * the shell's (`strings: 'shell'`, see platform/i18n/stringParts.ts).
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  { strings }: { strings: 'shell' | 'all' } = { strings: 'all' },
) {
  return async () => {
    const [module] = await Promise.all([
      importWithTimeout(load),
      strings === 'all' ? importWithTimeout(allStringsLoaded) : undefined,
    ]);
    return { Component: module.default };
  };
}
