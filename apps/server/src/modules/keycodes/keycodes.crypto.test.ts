import { describe, expect, it } from 'vitest';
import { KeyCodeSealer, keyCodeHint, newKeyCode } from './keycodes.crypto.ts';

const secrets = { keycodeSecret: undefined, jwtSecret: 'a'.repeat(48) };

describe('key code sealing', () => {
  it('makes codes of four groups of five unambiguous symbols, each different', () => {
    const codes = new Set(Array.from({ length: 200 }, newKeyCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}(-[A-HJ-NP-Z2-9]{5}){3}$/);
  });

  it('stores neither the code nor its hint-free part in clear, and opens what it sealed', () => {
    const sealer = new KeyCodeSealer(secrets);
    const code = newKeyCode();
    const sealed = sealer.seal(code, 7);
    expect(sealed).not.toContain(code.slice(0, 10));
    expect(sealer.open(sealed, 7)).toBe(code);
    expect(keyCodeHint(code)).toBe(code.slice(-4));
  });

  it('refuses a sealed code moved to another company or opened with another key', () => {
    const sealed = new KeyCodeSealer(secrets).seal(newKeyCode(), 7);
    expect(() => new KeyCodeSealer(secrets).open(sealed, 8)).toThrow();
    expect(() => new KeyCodeSealer({ ...secrets, keycodeSecret: 'b'.repeat(40) }).open(sealed, 7)).toThrow();
  });
});
