import {
  type ContentItem,
  type ContentKind,
  type CreateTagBody,
  messages,
  type TagServiceBody,
  type TagWithCompany,
  type UpdateTagBody,
} from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { type ActorScope, loadActorScope, relatedCompanies } from '../companies/index.ts';
import { type ContentService, contentPolicy, notifyContent } from '../content/index.ts';
import { tagPolicy } from './tags.policy.ts';
import { presentTag } from './tags.presenter.ts';
import {
  deleteTag,
  findTag,
  insertTag,
  linkTag,
  listTags,
  type TagRow,
  unlinkTag,
  updateTag,
} from './tags.repository.ts';

type Tag = z.infer<typeof TagWithCompany>;

/** SPEC §7 names the services `clouds` and `tour`; every content kind's own name works too. */
function kindOfService(service: z.infer<typeof TagServiceBody>['service']): ContentKind {
  return service === 'tour' ? 'tours' : service;
}

export class TagsService {
  private readonly ctx: ModuleContext;
  private readonly content: Record<ContentKind, ContentService>;

  constructor(ctx: ModuleContext, content: Record<ContentKind, ContentService>) {
    this.ctx = ctx;
    this.content = content;
  }

  private who(actor: Actor): Promise<ActorScope> {
    return loadActorScope(this.ctx.db, actor);
  }

  async list(actor: Actor, query: { company?: number | undefined; _limit: number; _start: number }) {
    const who = await this.who(actor);
    if (query.company !== undefined) {
      if (!tagPolicy.maySee(who, query.company)) throw notFound('The company');
      return (await listTags(this.ctx.db, [query.company], query)).map(presentTag);
    }
    if (who.isAdmin) return (await listTags(this.ctx.db, 'all', query)).map(presentTag);
    // Without ?company=, the active company's tags: what the screens filter by.
    const companyId = actor.companyId;
    if (companyId === null || !tagPolicy.maySee(who, companyId)) return [];
    return (await listTags(this.ctx.db, [companyId], query)).map(presentTag);
  }

  async create(actor: Actor, body: z.infer<typeof CreateTagBody> & { company?: number | undefined }) {
    const who = await this.who(actor);
    const companyId = body.company ?? actor.companyId;
    if (companyId === null || !tagPolicy.maySee(who, companyId)) throw notFound('The company');
    if (!tagPolicy.mayManage(who, companyId)) throw forbidden();
    return presentTag(await insertTag(this.ctx.db, { companyId, title: body.title, color: body.color }));
  }

  async update(actor: Actor, id: number, body: z.infer<typeof UpdateTagBody>): Promise<Tag> {
    const who = await this.who(actor);
    const tag = await this.manageable(who, id);
    const changes: Partial<TagRow> = {};
    if (body.title !== undefined && body.title !== tag.title) changes.title = body.title;
    if (body.color !== undefined && body.color !== tag.color) changes.color = body.color;
    if (Object.keys(changes).length === 0) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    const updated = await updateTag(this.ctx.db, tag, changes);
    if (!updated) throw notFound('The tag');
    return presentTag(updated);
  }

  async remove(actor: Actor, id: number): Promise<{ ok: true }> {
    const who = await this.who(actor);
    await deleteTag(this.ctx.db, await this.manageable(who, id));
    return { ok: true };
  }

  private async manageable(who: ActorScope, id: number): Promise<TagRow> {
    const tag = await findTag(this.ctx.db, id, relatedCompanies(who));
    if (!tag) throw notFound('The tag');
    if (!tagPolicy.mayManage(who, tag.companyId)) throw forbidden();
    return tag;
  }

  /** addtagtoservice / removetagfromservice: the tag and the item must be of the same company. */
  async setTagged(actor: Actor, body: z.infer<typeof TagServiceBody>, tagged: boolean): Promise<ContentItem> {
    const kind = kindOfService(body.service);
    const service = this.content[kind];
    const access = await service.access(actor);
    const row = await service.findVisible(access, body.id);
    if (!contentPolicy.mayWrite(access, row)) throw forbidden();
    const tag = await findTag(this.ctx.db, body.tag, [row.companyId]);
    if (!tag) throw notFound('The tag');
    if (tagged) await linkTag(this.ctx.db, kind, row.id, tag.id);
    else await unlinkTag(this.ctx.db, kind, row.id, tag.id);
    const item = await service.present(access, row);
    await notifyContent(this.ctx, kind, 'updated', item, {
      subprojectId: row.oldsubprojectId,
      companyId: row.companyId,
    });
    return item;
  }
}
