import { describe, expect, it } from 'vitest';
import { registrableDomain, resolveApiBase } from './apiBase.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const at = (hostname: string, search = '', port = '', protocol = 'https:') => ({
  hostname,
  search,
  port,
  protocol,
});

describe('registrableDomain', () => {
  it.each([
    ['app.spatium.io', 'spatium.io'],
    ['spatium.io', 'spatium.io'],
    ['a.b.spatium.co.uk', 'spatium.co.uk'],
    ['localhost', 'localhost'],
    ['127.0.0.1', undefined],
  ])('%s → %s', (host, expected) => {
    expect(registrableDomain(host)).toBe(expected);
  });
});

describe('resolveApiBase', () => {
  it('uses /api on the same origin by default', () => {
    expect(resolveApiBase(at('app.spatium.io'), memoryStorage())).toBe('/api');
  });

  it('switches to a sub-domain of the provider with ?base=', () => {
    expect(resolveApiBase(at('app.spatium.io', '?base=acme'), memoryStorage())).toBe(
      'https://acme.spatium.io/api',
    );
  });

  it('keeps the choice for the tab and clears it with an empty base', () => {
    const storage = memoryStorage();
    resolveApiBase(at('app.spatium.io', '?base=acme'), storage);
    expect(resolveApiBase(at('app.spatium.io'), storage)).toBe('https://acme.spatium.io/api');
    expect(resolveApiBase(at('app.spatium.io', '?base='), storage)).toBe('/api');
  });

  it('ignores names that are not a single DNS label', () => {
    expect(resolveApiBase(at('app.spatium.io', '?base=evil.com%2F'), memoryStorage())).toBe('/api');
    expect(resolveApiBase(at('app.spatium.io', '?base=-bad'), memoryStorage())).toBe('/api');
  });

  it('keeps protocol and port on localhost and ignores IP hosts', () => {
    expect(resolveApiBase(at('localhost', '?base=acme', '5173', 'http:'), memoryStorage())).toBe(
      'http://acme.localhost:5173/api',
    );
    expect(resolveApiBase(at('10.0.0.2', '?base=acme'), memoryStorage())).toBe('/api');
  });
});
