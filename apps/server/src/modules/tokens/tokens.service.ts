import { createHash, randomBytes } from 'node:crypto';
import type { ApiToken, CreatedToken, ListQuery } from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/http/errors.ts';
import { CompanyCollectionAccess, loadActorScope } from '../companies/company-scope.ts';
import { tokensPolicy } from './tokens.policy.ts';
import { presentToken } from './tokens.presenter.ts';
import { deleteToken, findToken, insertToken, listTokens } from './tokens.repository.ts';

/** Only this hash is stored: a leaked database does not leak usable tokens. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class TokensService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  private async access(actor: Actor) {
    return new CompanyCollectionAccess(await loadActorScope(this.ctx.db, actor), tokensPolicy, 'The token');
  }

  async list(
    actor: Actor,
    query: ListQuery & { company?: number | undefined },
  ): Promise<z.infer<typeof ApiToken>[]> {
    const access = await this.access(actor);
    const rows = await listTokens(this.ctx.db, access.readableCompanies(query.company), query);
    return rows.map(presentToken);
  }

  /** The secret is in this answer and nowhere else, ever. */
  async create(
    actor: Actor,
    body: { name: string; company?: number | undefined },
  ): Promise<z.infer<typeof CreatedToken>> {
    const access = await this.access(actor);
    const companyId = await access.targetCompany(this.ctx.db, body.company);
    // 32 random bytes; the spt_ prefix makes a leaked token easy to recognise in scanners and logs.
    const token = `spt_${randomBytes(32).toString('base64url')}`;
    const row = await insertToken(this.ctx.db, {
      companyId,
      name: body.name,
      tokenHash: hashApiToken(token),
      prefix: token.slice(0, 12),
      createdBy: actor.id,
    });
    return { ...presentToken(row), token };
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const access = await this.access(actor);
    const row = await findToken(this.ctx.db, id);
    if (!row) throw notFound('The token');
    access.assert('write', row.companyId);
    await deleteToken(this.ctx.db, id, row.companyId);
  }
}
