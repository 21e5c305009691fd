import { limits } from '@spatium/contracts';
import { type ComponentType, lazy } from 'react';
import { allStringsLoaded, layoutStringsLoaded } from '../i18n/index.ts';

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
 * `React.lazy` for what a page works without until it arrives (the notifications, the cookie banner): it
 * loads after the first paint, and if its chunk cannot be loaded it shows nothing instead of taking the
 * page down with it.
 */
export function lazyExtra(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => importWithTimeout(load).catch(() => ({ default: () => null })));
}

/**
 * A module loader that also waits for all of the language's strings: for the parts of the signed-in
 * layout and the dashboard that load later (dialogs, the dashboard's board) and may show any feature's
 * text, since those two wait for the shell's and the layout's strings only.
 */
export function withAllStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), allStringsLoaded()]).then(([module]) => module);
}

const stringsOfPage = { shell: undefined, layout: layoutStringsLoaded, all: allStringsLoaded } as const;

/**
 * A React Router `lazy` for a page module whose default export is the page. A page waits for all of
 * the language's strings too, unless it is one the visitor meets before signing in, which uses only
 * the shell's (`strings: 'shell'`), or the dashboard, which uses only the shell's and the signed-in
 * layout's (`strings: 'layout'`; see platform/i18n/stringParts.ts).
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  { strings }: { strings: keyof typeof stringsOfPage } = { strings: 'all' },
) {
  return async () => {
    const waitForStrings = stringsOfPage[strings];
    const [module] = await Promise.all([
      importWithTimeout(load),
      waitForStrings ? importWithTimeout(waitForStrings) : undefined,
    ]);
    return { Component: module.default };
  };
}
