import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { SignJWT } from 'jose';

/** What a token lets its holder do: everything, only the 2FA code step, or only 2FA enrolment. */
export type TokenScope = 'full' | '2fa' | 'enrol';

export interface TokenClaims {
  userId: number;
  version: number;
  scope: TokenScope;
  impersonatedBy: number | null;
}

/** A verified token's claims, with what names this one session. */
export interface VerifiedClaims extends TokenClaims {
  /** A hash of the token: names one session (a 2FA challenge, an impersonation) without storing it. */
  sessionId: string;
  /** When the token expires, in milliseconds since the epoch. */
  expiresAt: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly hmacKey: KeyObject;
  private readonly ttl: string;

  constructor(secret: string, ttl: string) {
    this.key = new TextEncoder().encode(secret);
    this.hmacKey = createSecretKey(this.key);
    this.ttl = ttl;
  }

  sign(claims: TokenClaims): Promise<string> {
    const jwt = new SignJWT({ ver: claims.version, scope: claims.scope, imp: claims.impersonatedBy })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      // Two tokens of one user made in the same second must still be two sessions.
      .setJti(randomUUID())
      // The 2FA step token is good for five minutes only.
      .setExpirationTime(claims.scope === '2fa' ? '5m' : this.ttl);
    return jwt.sign(this.key);
  }

  /**
   * The claims of a valid, unexpired token; undefined for anything else. Every signed-in request runs
   * this, so it checks the HS256 signature with node:crypto's HMAC synchronously rather than through
   * WebCrypto (a key import and a thread-pool hop per call); only tokens this service signs verify:
   * HS256 and nothing else, a canonical signature, `exp` in the future and `nbf`, if any, in the past.
   */
  async verify(token: string): Promise<VerifiedClaims | undefined> {
    const payload = this.verifiedPayload(token);
    if (!payload) return undefined;
    const userId = Number(payload.sub);
    const scope = payload.scope;
    if (!Number.isInteger(userId) || typeof payload.ver !== 'number') return undefined;
    if (scope !== 'full' && scope !== '2fa' && scope !== 'enrol') return undefined;
    return {
      userId,
      version: payload.ver,
      scope,
      impersonatedBy: typeof payload.imp === 'number' ? payload.imp : null,
      sessionId: createHash('sha256').update(token).digest('base64url').slice(0, 32),
      expiresAt: (payload.exp as number) * 1000,
    };
  }

  private verifiedPayload(token: string): Record<string, unknown> | undefined {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [header, body, signature] = parts as [string, string, string];
    const expected = Buffer.from(
      createHmac('sha256', this.hmacKey).update(`${header}.${body}`).digest('base64url'),
    );
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const head = parseJson(header);
    if (head?.alg !== 'HS256' || 'crit' in head) return undefined;
    const payload = parseJson(body);
    const now = Date.now() / 1000;
    if (!payload || typeof payload.exp !== 'number' || payload.exp <= now) return undefined;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return undefined;
    return payload;
  }
}

function parseJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
