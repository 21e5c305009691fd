import { limits } from '@spatium/contracts';
import type { ComponentType } from 'react';

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

/** A React Router `lazy` for a page module whose default export is the page. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await importWithTimeout(load);
    return { Component: module.default };
  };
}
