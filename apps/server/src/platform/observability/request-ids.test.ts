import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { currentRequestId, requestIdGenerator, runForRequest } from './request-ids.ts';

const request = (remoteAddress: string, id?: string) =>
  ({
    headers: id === undefined ? {} : { 'x-request-id': id },
    socket: { remoteAddress },
  }) as unknown as IncomingMessage;
const uuid = /^[0-9a-f-]{36}$/;

describe('the request id of an incoming request', () => {
  it('is the proxy’s when TRUST_PROXY trusts the peer, whichever way it is set', () => {
    expect(requestIdGenerator('loopback')(request('127.0.0.1', 'abc-123'))).toBe('abc-123');
    expect(requestIdGenerator('loopback')(request('::ffff:127.0.0.1', 'abc-123'))).toBe('abc-123');
    expect(requestIdGenerator('10.0.0.0/8, 192.168.1.5')(request('10.1.2.3', 'Root=1-5f84c7a9'))).toBe(
      'Root=1-5f84c7a9',
    );
    expect(requestIdGenerator(true)(request('203.0.113.9', 'abc-123'))).toBe('abc-123');
    expect(requestIdGenerator((_address, hop) => hop < 1)(request('203.0.113.9', 'abc-123'))).toBe('abc-123');
  });

  it('is a fresh one from a peer it does not trust, or when the header is missing or malformed', () => {
    expect(requestIdGenerator('loopback')(request('203.0.113.9', 'abc-123'))).toMatch(uuid);
    expect(requestIdGenerator('10.0.0.0/8')(request('192.168.1.5', 'abc-123'))).toMatch(uuid);
    expect(requestIdGenerator(false)(request('127.0.0.1', 'abc-123'))).toMatch(uuid);
    expect(requestIdGenerator('loopback')(request('127.0.0.1'))).toMatch(uuid);
    for (const bad of ['', 'two words', 'a'.repeat(129), '{"x":1}', 'line\nbreak'])
      expect(requestIdGenerator('loopback')(request('127.0.0.1', bad))).toMatch(uuid);
  });
});

describe('work run for a request', () => {
  it('knows the request’s id through awaits and timers, and only inside', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await runForRequest('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return currentRequestId();
    });
    expect(seen).toBe('req-1');
    expect(currentRequestId()).toBeUndefined();
    expect(runForRequest(undefined, () => currentRequestId())).toBeUndefined();
  });
});
