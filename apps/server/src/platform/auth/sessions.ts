import { messages } from '@spatium/contracts';
import { HttpError } from '../http/errors.ts';
import { type AttemptStore, MemoryAttemptStore } from './attempts.ts';
import type { TokenScope, TokenService } from './tokens.ts';

/** API tokens start with this, which tells them from session JWTs (and makes a leaked one easy to spot). */
export const apiTokenPrefix = 'spt_';

/** Who is calling, as every policy sees it. */
export interface Actor {
  id: number;
  roleId: number;
  companyId: number | null;
  email: string;
  /** `api`: an API token acting for its creator, never on the creator's credentials. */
  scope: TokenScope | 'api';
  impersonatedBy: number | null;
  /**
   * SPEC §4: trial_mode is on and trial_expiration has passed. Set by the session check; the route
   * mounter then refuses every route not open after the trial.
   */
  trialOver?: boolean;
  /** Names this session (see VerifiedClaims); absent for API tokens and actors made in code. */
  sessionId?: string;
  sessionExpiresAt?: number;
}

/**
 * An impersonating admin and an API token act for a user, never on the user's credentials: the
 * password, username, second factor, API tokens and the account itself stay the owner's.
 */
export function assertOwnCredentials(actor: Actor): void {
  if (actor.impersonatedBy !== null) {
    throw new HttpError(403, messages.notWhileImpersonating, 'auth.impersonating');
  }
  if (actor.scope === 'api') {
    throw new HttpError(
      403,
      'An API token cannot change passwords, sign-in details, two-factor authentication or API tokens.',
      'auth.api_token',
    );
  }
}

/** Turns an API token into the actor it acts for; the tokens module provides it. */
export interface ApiTokenAuthenticator {
  authenticate(token: string): Promise<Actor | undefined>;
}

/** What a session needs of its user; the users module answers it, so the platform knows no table. */
export interface SessionUser {
  id: number;
  roleId: number;
  companyId: number | null;
  email: string;
  tokenVersion: number;
  trialMode: boolean;
  trialExpiration: Date | null;
}

/** Finds a session's user; `fresh` asks past any cache, for a token newer than what a cache holds. */
export type FindSessionUser = (userId: number, fresh?: boolean) => Promise<SessionUser | undefined>;

export class SessionService {
  private readonly tokens: TokenService;
  private readonly findUser: FindSessionUser;
  private readonly ended: AttemptStore;
  private apiTokens: ApiTokenAuthenticator | undefined;

  /** `ended` keeps the sessions ended on their own (an impersonation its admin left) until they expire. */
  constructor(
    tokens: TokenService,
    findUser: FindSessionUser,
    ended: AttemptStore = new MemoryAttemptStore(),
  ) {
    this.tokens = tokens;
    this.findUser = findUser;
    this.ended = ended;
  }

  /**
   * Ends this one session, not the user's others: leaving an impersonation must not sign the
   * impersonated user out of their own sessions.
   */
  async end(actor: Actor): Promise<void> {
    if (!actor.sessionId || !actor.sessionExpiresAt) return;
    await this.ended.block(`session-ended:${actor.sessionId}`, actor.sessionExpiresAt - Date.now());
  }

  /** From now on `Bearer spt_…` authenticates through this. */
  acceptApiTokens(authenticator: ApiTokenAuthenticator): void {
    this.apiTokens = authenticator;
  }

  /**
   * The actor behind a token, or undefined. The user's token version is read on every call, so a
   * logout, password change, 2FA change or deletion ends every session at once.
   */
  async resolve(token: string): Promise<Actor | undefined> {
    if (token.startsWith(apiTokenPrefix)) return this.apiTokens?.authenticate(token);
    const claims = await this.tokens.verify(token);
    if (!claims) return undefined;
    if (
      claims.impersonatedBy !== null &&
      (await this.ended.blockedFor(`session-ended:${claims.sessionId}`)) > 0
    )
      return undefined;
    let user = await this.findUser(claims.userId);
    // A token newer than the user we hold was signed after a change whose announcement is still on its way.
    if (user && user.tokenVersion < claims.version) user = await this.findUser(claims.userId, true);
    if (!user || user.tokenVersion !== claims.version) return undefined;
    return {
      id: user.id,
      roleId: user.roleId,
      companyId: user.companyId,
      email: user.email,
      scope: claims.scope,
      impersonatedBy: claims.impersonatedBy,
      trialOver:
        user.trialMode && user.trialExpiration !== null && Date.now() > user.trialExpiration.getTime(),
      sessionId: claims.sessionId,
      sessionExpiresAt: claims.expiresAt,
    };
  }
}
