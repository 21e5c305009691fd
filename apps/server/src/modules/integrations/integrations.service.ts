import type {
  CreateIntegrationBody,
  Integration,
  ListQuery,
  UpdateIntegrationBody,
} from '@spatium/contracts';
import { messages } from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { CompanyCollectionAccess, loadActorScope } from '../companies/company-scope.ts';
import { integrationsPolicy } from './integrations.policy.ts';
import { presentIntegration } from './integrations.presenter.ts';
import {
  deleteIntegration,
  findIntegration,
  type IntegrationRow,
  insertIntegration,
  listIntegrations,
  updateIntegration,
} from './integrations.repository.ts';

type IntegrationOut = z.infer<typeof Integration>;

export class IntegrationsService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  private async access(actor: Actor) {
    return new CompanyCollectionAccess(
      await loadActorScope(this.ctx.db, actor),
      integrationsPolicy,
      'The integration',
    );
  }

  async list(actor: Actor, query: ListQuery & { company?: number | undefined }): Promise<IntegrationOut[]> {
    const access = await this.access(actor);
    const rows = await listIntegrations(this.ctx.db, access.readableCompanies(query.company), query);
    return rows.map((row) => this.present(access, row));
  }

  async create(actor: Actor, body: z.infer<typeof CreateIntegrationBody>): Promise<IntegrationOut> {
    const access = await this.access(actor);
    const companyId = await access.targetCompany(this.ctx.db, body.company);
    const row = await insertIntegration(this.ctx.db, {
      companyId,
      title: body.title,
      type: body.type,
      url: body.url,
      secret: body.secret ?? null,
      enabled: body.enabled,
    });
    return this.present(access, row);
  }

  /** A secret is replaced when one is sent, cleared with an empty string, and otherwise kept. */
  async update(
    actor: Actor,
    id: number,
    body: z.infer<typeof UpdateIntegrationBody>,
  ): Promise<IntegrationOut> {
    const access = await this.access(actor);
    const row = await findIntegration(this.ctx.db, id);
    if (!row) throw notFound('The integration');
    access.assert('write', row.companyId);
    const changes: Partial<IntegrationRow> = {};
    for (const key of ['title', 'type', 'url', 'enabled'] as const) {
      const value = body[key];
      if (value !== undefined && value !== row[key]) (changes as Record<string, unknown>)[key] = value;
    }
    if (body.secret !== undefined) {
      const secret = body.secret === '' ? null : body.secret;
      if (secret !== row.secret) changes.secret = secret;
    }
    if (Object.keys(changes).length === 0) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    return this.present(access, await updateIntegration(this.ctx.db, id, changes));
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const access = await this.access(actor);
    const row = await findIntegration(this.ctx.db, id);
    if (!row) throw notFound('The integration');
    access.assert('write', row.companyId);
    await deleteIntegration(this.ctx.db, id, row.companyId);
  }

  private present(access: CompanyCollectionAccess, row: IntegrationRow): IntegrationOut {
    const write = access.may('write', row.companyId);
    return presentIntegration(row, { update: write, delete: write });
  }
}
