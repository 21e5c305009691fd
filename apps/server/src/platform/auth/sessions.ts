import { eq } from 'drizzle-orm';
import { users } from '../../modules/users/users.schema.ts';
import type { Database } from '../database/db.ts';
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

export class SessionService {
  private readonly tokens: TokenService;
  private readonly db: Database;

  constructor(tokens: TokenService, db: Database) {
    this.tokens = tokens;
    this.db = db;
  }

  /**
   * The actor behind a token, or undefined. The user's token version is read on every call, so a
   * logout, password change, 2FA change or deletion ends every session at once.
   */
  async resolve(token: string): Promise<Actor | undefined> {
    const claims = await this.tokens.verify(token);
    if (!claims) return undefined;
    const [user] = await this.db
      .select({
        id: users.id,
        roleId: users.roleId,
        companyId: users.companyId,
        email: users.email,
        tokenVersion: users.tokenVersion,
        trialMode: users.trialMode,
        trialExpiration: users.trialExpiration,
      })
      .from(users)
      .where(eq(users.id, claims.userId));
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
