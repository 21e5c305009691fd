import { randomUUID } from 'node:crypto';
import type {
  CreatedIntegration,
  CreateIntegrationBody,
  Integration,
  IntegrationDelivery,
  ListQuery,
  UpdateIntegrationBody,
} from '@spatium/contracts';
import { messages } from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { CompanyCollectionAccess } from '../companies/index.ts';
import { integrationsPolicy } from './integrations.policy.ts';
import { presentDelivery, presentIntegration } from './integrations.presenter.ts';
import {
  findDeliveryOf,
  type IntegrationRow,
  integrationsCollection,
  listDeliveries,
} from './integrations.repository.ts';
import { refusalOf } from './webhooks.address.ts';
import { WebhookDeliveries } from './webhooks.service.ts';
import { generateWebhookSecret } from './webhooks.signing.ts';

type IntegrationOut = z.infer<typeof Integration>;

export class IntegrationsService {
  private readonly ctx: ModuleContext;
  private readonly deliveries: WebhookDeliveries;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
    this.deliveries = new WebhookDeliveries(ctx);
  }

  private access(actor: Actor) {
    return CompanyCollectionAccess.of(this.ctx.db, actor, integrationsPolicy, 'The integration');
  }

  async list(actor: Actor, query: ListQuery & { company?: number | undefined }): Promise<IntegrationOut[]> {
    const access = await this.access(actor);
    const rows = await integrationsCollection.list(
      this.ctx.db,
      access.readableCompanies(query.company),
      query,
    );
    return rows.map((row) => this.present(access, row));
  }

  /** Without a secret of the admin's choosing, one is generated and shown in this answer only. */
  async create(
    actor: Actor,
    body: z.infer<typeof CreateIntegrationBody>,
  ): Promise<z.infer<typeof CreatedIntegration>> {
    const access = await this.access(actor);
    const companyId = await access.targetCompany(this.ctx.db, body.company);
    this.checkAddress(body.type, body.url);
    const generated = body.secret ? undefined : generateWebhookSecret();
    const row = await integrationsCollection.insert(this.ctx.db, {
      companyId,
      title: body.title,
      type: body.type,
      url: body.url,
      secret: body.secret ?? generated,
      enabled: body.enabled,
      events: body.events,
    });
    return { ...this.present(access, row), ...(generated && { secret: generated }) };
  }

  /** A secret is replaced when one is sent, cleared with an empty string, and otherwise kept. */
  async update(
    actor: Actor,
    id: number,
    body: z.infer<typeof UpdateIntegrationBody>,
  ): Promise<IntegrationOut> {
    const access = await this.access(actor);
    const row = await access.load(this.ctx.db, integrationsCollection, id, 'write');
    const changes: Partial<IntegrationRow> = {};
    for (const key of ['title', 'type', 'url', 'enabled'] as const) {
      const value = body[key];
      if (value !== undefined && value !== row[key]) (changes as Record<string, unknown>)[key] = value;
    }
    if (body.events !== undefined && body.events.join() !== row.events.join()) changes.events = body.events;
    this.checkAddress(body.type ?? row.type, body.url ?? row.url);
    if (body.secret !== undefined) {
      const secret = body.secret === '' ? null : body.secret;
      if (secret !== row.secret) changes.secret = secret;
    }
    if (Object.keys(changes).length === 0) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    const updated = await integrationsCollection.update(this.ctx.db, id, row.companyId, changes);
    if (!updated) throw notFound('The integration');
    return this.present(access, updated);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const access = await this.access(actor);
    const row = await access.load(this.ctx.db, integrationsCollection, id, 'write');
    await integrationsCollection.delete(this.ctx.db, id, row.companyId);
  }

  /** GET integrations/{id}/deliveries: the delivery log, newest first. */
  async listDeliveries(actor: Actor, id: number, limit: number): Promise<IntegrationDelivery[]> {
    const integration = await this.load(actor, id, 'read');
    return (await listDeliveries(this.ctx.db, integration, limit)).map(presentDelivery);
  }

  /** A new delivery of the same event (same event id, so receivers can tell it is a repeat). */
  async redeliver(actor: Actor, id: number, deliveryId: number): Promise<IntegrationDelivery> {
    const integration = await this.load(actor, id, 'write');
    const delivery = await findDeliveryOf(this.ctx.db, integration, deliveryId);
    if (!delivery) throw notFound('The delivery');
    return presentDelivery(await this.deliveries.queue(integration, delivery.payload));
  }

  async ping(actor: Actor, id: number): Promise<IntegrationDelivery> {
    const integration = await this.load(actor, id, 'write');
    const row = await this.deliveries.queue(integration, {
      id: randomUUID(),
      event: 'ping',
      created_at: new Date().toISOString(),
      company: integration.companyId,
      data: { integration: integration.id, title: integration.title },
    });
    return presentDelivery(row);
  }

  /** The old secret stops signing at once; the new one is shown only in this answer. */
  async rotateSecret(actor: Actor, id: number): Promise<{ secret: string }> {
    const integration = await this.load(actor, id, 'write');
    const secret = generateWebhookSecret();
    await integrationsCollection.update(this.ctx.db, integration.id, integration.companyId, { secret });
    return { secret };
  }

  private async load(actor: Actor, id: number, action: 'read' | 'write'): Promise<IntegrationRow> {
    return (await this.access(actor)).load(this.ctx.db, integrationsCollection, id, action);
  }

  /** SSRF: a webhook never points at this server's own network, unless the deployment allows it. */
  private checkAddress(type: IntegrationRow['type'], url: string): void {
    if (type !== 'webhook') return;
    const refusal = refusalOf(url, this.ctx.config.webhooks.allowPrivate);
    if (refusal) throw badRequest(refusal, 'integrations.address_refused');
  }

  private present(access: CompanyCollectionAccess, row: IntegrationRow): IntegrationOut {
    const write = access.may('write', row.companyId);
    return presentIntegration(row, { update: write, delete: write });
  }
}
