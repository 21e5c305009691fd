import { createHash, randomBytes } from 'node:crypto';
import type { ApiToken, CreatedToken, CreateTokenBody, ListQuery } from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import {
  type Actor,
  type ApiTokenAuthenticator,
  apiTokenPrefix,
  assertOwnCredentials,
} from '../../platform/auth/sessions.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { CompanyCollectionAccess } from '../companies/index.ts';
import { findUserById } from '../users/index.ts';
import { tokensPolicy } from './tokens.policy.ts';
import { presentToken } from './tokens.presenter.ts';
import { findTokenByHash, type TokenRow, tokensCollection, touchToken } from './tokens.repository.ts';

/** Only this hash is stored: a leaked database does not leak usable tokens. */
const dayMs = 24 * 60 * 60 * 1000;

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class TokensService implements ApiTokenAuthenticator {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  private access(actor: Actor) {
    return CompanyCollectionAccess.of(this.ctx.db, actor, tokensPolicy, 'The token');
  }

  async list(
    actor: Actor,
    query: ListQuery & { company?: number | undefined },
  ): Promise<z.infer<typeof ApiToken>[]> {
    const access = await this.access(actor);
    const rows = await tokensCollection.list(this.ctx.db, access.readableCompanies(query.company), query);
    return rows.map(presentToken);
  }

  /** The secret is in this answer and nowhere else, ever. */
  async create(actor: Actor, body: CreateTokenBody): Promise<z.infer<typeof CreatedToken>> {
    // A token made while impersonating would outlive the impersonation; one token never makes another.
    assertOwnCredentials(actor);
    const access = await this.access(actor);
    const companyId = await access.targetCompany(this.ctx.db, body.company);
    // 32 random bytes; the prefix makes a leaked token easy to recognise in scanners and logs.
    const token = `${apiTokenPrefix}${randomBytes(32).toString('base64url')}`;
    const row = await tokensCollection.insert(this.ctx.db, {
      companyId,
      name: body.name,
      tokenHash: hashApiToken(token),
      prefix: token.slice(0, 12),
      createdBy: actor.id,
      expiresAt:
        body.expires_in_days === undefined ? null : new Date(Date.now() + body.expires_in_days * dayMs),
    });
    return { ...presentToken(row), token };
  }

  async remove(actor: Actor, id: number): Promise<void> {
    assertOwnCredentials(actor);
    const access = await this.access(actor);
    const row = await access.load(this.ctx.db, tokensCollection, id, 'write');
    await tokensCollection.delete(this.ctx.db, id, row.companyId);
  }

  /**
   * `Authorization: Bearer spt_…`: the token acts as its creator, in the token's company, with the
   * creator's rights of now. It stops working the moment it is revoked, its creator is deleted, or its
   * creator may no longer hold that company's tokens (demoted, removed from the company's admins).
   */
  async authenticate(token: string): Promise<Actor | undefined> {
    const row = await findTokenByHash(this.ctx.db, hashApiToken(token));
    const creator = row?.createdBy ? await findUserById(this.ctx.db, row.createdBy) : undefined;
    if (!row || !creator) return this.refuse(row, 'unknown_or_orphaned');
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
      this.refuse(row, 'expired');
      // Said plainly: the integration's owner must know to make a new token, not to sign in again.
      throw unauthorized(
        `This API token expired on ${row.expiresAt.toISOString()}. Create a new one under API tokens.`,
        'auth.api_token_expired',
      );
    }
    const actor: Actor = {
      id: creator.id,
      roleId: creator.roleId,
      companyId: row.companyId,
      email: creator.email,
      scope: 'api',
      impersonatedBy: null,
    };
    // The restricted role is refused by the access check itself: its tokens die with the demotion.
    const access = await this.access(actor).catch(() => undefined);
    if (!access?.may('write', row.companyId)) return this.refuse(row, 'creator_lost_rights');
    await touchToken(this.ctx.db, row.id, new Date());
    return actor;
  }

  private refuse(row: TokenRow | undefined, reason: string): undefined {
    if (row) this.ctx.securityLog.record({ event: 'auth.api_token.refused', tokenId: row.id, reason });
    return undefined;
  }
}
