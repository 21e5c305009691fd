import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';

// No 0/O, 1/I: codes are read aloud and typed on offline machines. 32 symbols, 5 bits each.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new key code: 20 symbols (100 random bits) in groups of five, e.g. `K7QHM-…`. */
export function newKeyCode(): string {
  const symbols = Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return symbols.match(/.{5}/g)!.join('-');
}

export function keyCodeHint(code: string): string {
  return code.slice(-4);
}

/**
 * AES-256-GCM with the key from KEYCODE_SECRET (or, without it, one derived from the JWT secret for
 * this purpose alone). The company id is authenticated data, so a sealed code copied onto another
 * company's row does not open.
 */
export class KeyCodeSealer {
  private readonly key: Buffer;

  constructor(options: { keycodeSecret: string | undefined; jwtSecret: string }) {
    this.key = options.keycodeSecret
      ? createHash('sha256').update(options.keycodeSecret).digest()
      : Buffer.from(hkdfSync('sha256', options.jwtSecret, 'spatium', 'software key codes', 32));
  }

  seal(code: string, companyId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`company:${companyId}`));
    const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  open(sealed: string, companyId: number): string {
    const raw = Buffer.from(sealed.slice('v1.'.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(`company:${companyId}`));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
