import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook must not reach unless WEBHOOKS_ALLOW_PRIVATE is set: the server's own
 * loopback, private networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * multicast and reserved ranges. IPv4-mapped IPv6 addresses are checked as IPv4 by BlockList.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return refused.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export class RefusedAddress extends Error {}

/**
 * Why a webhook URL is refused before any request, or undefined. A name is only judged by what it
 * resolves to at delivery time (`guardedLookup`), since DNS can change after the URL is saved.
 */
export function refusalOf(url: string, allowPrivate: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter the address of the service, starting with https://';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return 'Webhook addresses start with https:// or http://';
  if (parsed.username || parsed.password) return 'Put credentials in the secret, not in the address';
  if (allowPrivate) return undefined;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host))
    return 'Webhooks cannot call this server’s own or private network addresses';
  return undefined;
}

/** dns.lookup that fails when the name resolves to a refused address: no rebinding around the check. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad || addresses.length === 0) {
      const refusal = new RefusedAddress(
        `${hostname} resolves to ${bad?.address ?? 'nothing'}, a private address webhooks may not call`,
      );
      return callback(refusal as NodeJS.ErrnoException, '', 0);
    }
    if (options.all) return (callback as (e: null, a: typeof addresses) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
