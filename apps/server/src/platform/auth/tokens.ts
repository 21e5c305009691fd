import { createHash, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

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
  private readonly ttl: string;

  constructor(secret: string, ttl: string) {
    this.key = new TextEncoder().encode(secret);
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

  /** The claims of a valid, unexpired token; undefined for anything else. */
  async verify(token: string): Promise<VerifiedClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
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
        expiresAt: (payload.exp ?? 0) * 1000,
      };
    } catch {
      return undefined;
    }
  }
}
