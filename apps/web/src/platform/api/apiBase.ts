const storageKey = 'apiBase';
const defaultBase = '/api';
// One DNS label: letters, digits and inner hyphens. Anything else could point the token elsewhere.
const labelPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
// Second-level suffixes under which a registrable domain has three labels (co.uk, com.au, ...).
const twoLabelSuffixes = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'co.za',
  'com.br',
  'co.jp',
  'com.cn',
  'com.tr',
  'co.in',
]);

interface LocationLike {
  protocol: string;
  hostname: string;
  port: string;
  search: string;
}

/** The registrable domain of a host name (`app.spatium.io` → `spatium.io`), or undefined for IPs. */
export function registrableDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (/^\d+(\.\d+){3}$/.test(host) || host.includes(':')) return undefined;
  const labels = host.split('.');
  if (labels.length <= 2) return host;
  const lastTwo = labels.slice(-2).join('.');
  return twoLabelSuffixes.has(lastTwo) ? labels.slice(-3).join('.') : lastTwo;
}

/**
 * The API base URL (SPEC §2). By default the API is `/api` on this origin. The query parameter
 * `base=<name>` switches it to the provider sub-domain `https://<name>.<registrable domain>/api`:
 * on app.spatium.io, `?base=acme` gives `https://acme.spatium.io/api` (on localhost the page's protocol
 * and port are kept: `http://acme.localhost:5173/api`). The choice is kept in sessionStorage, so it lasts
 * for the tab; `?base=` (empty) returns to the default. Invalid names and IP hosts are ignored.
 */
export function resolveApiBase(
  location: LocationLike,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
) {
  const params = new URLSearchParams(location.search);
  if (params.has('base')) {
    const name = params.get('base')?.trim() ?? '';
    if (name === '') storage.removeItem(storageKey);
    else if (labelPattern.test(name)) storage.setItem(storageKey, name.toLowerCase());
  }
  const name = storage.getItem(storageKey);
  if (!name || !labelPattern.test(name)) return defaultBase;
  const domain = registrableDomain(location.hostname);
  if (!domain) return defaultBase;
  if (domain === 'localhost') {
    const port = location.port ? `:${location.port}` : '';
    return `${location.protocol}//${name}.localhost${port}/api`;
  }
  return `https://${name}.${domain}/api`;
}

let cached: string | undefined;

/** The API base of this tab, decided once at start-up. */
export function apiBase(): string {
  if (cached === undefined) {
    cached =
      typeof window === 'undefined' ? defaultBase : resolveApiBase(window.location, window.sessionStorage);
  }
  return cached;
}

/** The origin socket.io connects to: this page's, or the sub-domain's when `base` is set. */
export function apiOrigin(): string | undefined {
  const base = apiBase();
  return base.startsWith('http') ? new URL(base).origin : undefined;
}
