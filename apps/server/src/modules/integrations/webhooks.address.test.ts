import { describe, expect, it } from 'vitest';
import { isPrivateAddress, refusalOf } from './webhooks.address.ts';

describe('webhook address guard', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.8',
    '172.20.1.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
  ])('counts %s as private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', 'hooks.example.com'])(
    'counts %s as public (a name is judged at delivery, by what it resolves to)',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it('refuses loopback names and literals unless private addresses are allowed', () => {
    expect(refusalOf('http://localhost:3000/x', false)).toBeDefined();
    expect(refusalOf('http://api.localhost/x', false)).toBeDefined();
    expect(refusalOf('http://0x7f000001/x', false)).toBeDefined();
    expect(refusalOf('http://127.0.0.1:3000/x', true)).toBeUndefined();
    expect(refusalOf('https://hooks.example.com/x', false)).toBeUndefined();
  });

  it('refuses other schemes and credentials in the address', () => {
    expect(refusalOf('ftp://hooks.example.com/x', true)).toBeDefined();
    expect(refusalOf('https://user:pass@hooks.example.com/x', true)).toBeDefined();
  });
});
