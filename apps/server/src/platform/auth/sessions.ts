import type { TokenScope, TokenService } from './tokens.ts';

/** Who is calling, as every policy sees it. */
export interface Actor {
  id: number;
  roleId: number;
  companyId: number | null;
  email: string;
  scope: TokenScope;
  impersonatedBy: number | null;
  /**
   * SPEC §4: trial_mode is on and trial_expiration has passed. Set by the session check; the route
   * mounter then refuses every route not open after the trial.
   */
  trialOver?: boolean;
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

export type FindSessionUser = (userId: number) => Promise<SessionUser | undefined>;

export class SessionService {
  private readonly tokens: TokenService;
  private readonly findUser: FindSessionUser;

  constructor(tokens: TokenService, findUser: FindSessionUser) {
    this.tokens = tokens;
    this.findUser = findUser;
  }

  /**
   * The actor behind a token, or undefined. The user's token version is read on every call, so a
   * logout, password change, 2FA change or deletion ends every session at once.
   */
  async resolve(token: string): Promise<Actor | undefined> {
    const claims = await this.tokens.verify(token);
    if (!claims) return undefined;
    const user = await this.findUser(claims.userId);
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
    };
  }
}
