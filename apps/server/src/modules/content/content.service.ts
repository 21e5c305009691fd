import { isDeepStrictEqual } from 'node:util';
import {
  type ContentItem,
  type ContentKind,
  type ContentListQuery,
  type CreateContentBody,
  contentProperties,
  messages,
  type UpdateContentBody,
} from '@spatium/contracts';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { type ActorScope, loadActorScope } from '../companies/index.ts';
import { filesAttachableIn, releaseContentFiles, setContentFiles, withPreviews } from '../files/index.ts';
import { notifyContent } from './content.events.ts';
import { presentContentRows, presentListedContent } from './content.loader.ts';
import { contentPolicy } from './content.policy.ts';
import {
  type ContentRecord,
  deleteContent,
  deleteTagLinks,
  findVisibleContent,
  findVisibleContentOfActor,
  findVisibleSubproject,
  insertContent,
  listVisibleContent,
  updateContent,
} from './content.repository.ts';
import type { ContentTable } from './content.table.ts';

export type ContentListParams = z.infer<typeof ContentListQuery>;
export type CreateContentInput = z.infer<typeof CreateContentBody>;
export type UpdateContentInput = z.infer<typeof UpdateContentBody>;

/** What a kind may add to the common rules. */
export interface ContentHooks {
  /**
   * Kind-specific checks of the (already parsed) properties, inside the write's transaction. May
   * answer the properties completed with what only the server knows (e.g. an image's measured size).
   */
  checkProperties?(input: {
    db: Executor;
    actor: Actor;
    access: ActorScope;
    companyId: number;
    properties: Record<string, unknown>;
    /** The item's files once the write is done. */
    fileIds: number[];
    // biome-ignore lint/suspicious/noConfusingVoidType: kinds that only check return nothing
  }): Promise<Record<string, unknown> | void>;
  /**
   * A kind's own list filter from the query (e.g. `?cloud=` on children_light), undefined when the
   * query does not ask for it. Its text is kept in a prepared statement, so it names the query's
   * values as placeholders (`sql.placeholder('cloud')`), never inline.
   */
  listFilter?(table: ContentTable, query: ContentListParams): SQL | undefined;
  /**
   * Properties only the server writes (a panorama's tiling status and levels): ignored in a
   * client's create or update, where they keep their default or current value.
   */
  serverProperties?: readonly string[];
  /** After a write committed (start a job, delete derived files); failures are logged, not thrown. */
  afterCommit?(
    event:
      | { type: 'created'; item: ContentItem }
      | { type: 'updated'; item: ContentItem; before: ContentItem }
      | { type: 'deleted'; row: ContentRecord },
  ): Promise<void>;
}

/** One content kind's rules: list, read, create, update, delete. No HTTP here, no SQL. */
export class ContentService {
  readonly kind: ContentKind;
  readonly table: ContentTable;
  private readonly ctx: ServiceContext;
  private readonly hooks: ContentHooks;
  private readonly what: string;

  constructor(ctx: ServiceContext, kind: ContentKind, table: ContentTable, hooks: ContentHooks = {}) {
    this.ctx = ctx;
    this.kind = kind;
    this.table = table;
    this.hooks = hooks;
    this.what = `The ${kind === 'cloudChildren' ? 'cloud child' : kind.replace(/s$/, '')}`;
  }

  access(actor: Actor): Promise<ActorScope> {
    return loadActorScope(this.ctx.db, actor);
  }

  async list(actor: Actor, query: ContentListParams): Promise<ContentItem[]> {
    const { scope, rows } = await listVisibleContent(
      this.ctx.db,
      this.kind,
      this.table,
      actor,
      { ...query, extra: this.hooks.listFilter?.(this.table, query), values: query },
      query,
    );
    if (!scope) return [];
    return presentListedContent(this.ctx.db, scope, this.kind, rows, this.ctx.config.jwtSecret);
  }

  async get(actor: Actor, id: number): Promise<ContentItem> {
    const { scope, rows } = await findVisibleContentOfActor(this.ctx.db, this.kind, this.table, actor, id);
    if (!scope) throw notFound(this.what);
    const [item] = await presentListedContent(this.ctx.db, scope, this.kind, rows, this.ctx.config.jwtSecret);
    return item!;
  }

  /** The row, if the actor may see it; 404 otherwise, exactly like a missing row. */
  async findVisible(access: ActorScope, id: number, db: Executor = this.ctx.db): Promise<ContentRecord> {
    const row = await findVisibleContent(db, this.table, access, id);
    if (!row) throw notFound(this.what);
    return row;
  }

  /** The row, if the actor may change it: 404 where they may not see it, 403 where they may only read it. */
  async findManaged(actor: Actor, id: number): Promise<{ access: ActorScope; row: ContentRecord }> {
    const access = await this.access(actor);
    const row = await this.findVisible(access, id);
    if (!contentPolicy.mayWrite(access, row)) throw forbidden();
    return { access, row };
  }

  /**
   * `findManaged`, or null where it would refuse: what acts with someone's rights after the fact (a
   * share link opened with its creator's) stops once they may no longer manage the item.
   */
  async findStillManaged(
    actor: Actor,
    id: number,
  ): Promise<{ access: ActorScope; row: ContentRecord } | null> {
    return this.findManaged(actor, id).catch((error: unknown) => {
      if (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 404)) return null;
      throw error;
    });
  }

  async present(access: ActorScope, row: ContentRecord): Promise<ContentItem> {
    const [item] = await presentContentRows(this.ctx.db, access, this.kind, [row], this.ctx.config.jwtSecret);
    return item!;
  }

  async create(actor: Actor, body: CreateContentInput): Promise<ContentItem> {
    const access = await this.access(actor);
    const subproject = await findVisibleSubproject(this.ctx.db, access, body.subproject);
    if (!subproject) throw notFound('The sub-project');
    if (!contentPolicy.mayWrite(access, subproject)) throw forbidden();
    const parsed = this.parseProperties(this.clientProperties(body.properties));
    const id = await this.ctx.db.transaction(async (tx) => {
      const fileIds = await this.attachableFiles(tx, actor, subproject.companyId, body.files);
      const properties =
        (await this.hooks.checkProperties?.({
          db: tx,
          actor,
          access,
          companyId: subproject.companyId,
          properties: parsed,
          fileIds,
        })) ?? parsed;
      const itemId = await insertContent(tx, this.table, {
        companyId: subproject.companyId,
        oldsubprojectId: subproject.id,
        title: body.title,
        description: body.description,
        enabled: body.enabled,
        properties,
        createdBy: actor.id,
      });
      await setContentFiles(tx, this.kind, itemId, subproject.companyId, fileIds);
      return itemId;
    });
    const item = await this.present(access, await this.findVisible(access, id));
    await this.afterCommit({ type: 'created', item });
    await notifyContent(this.ctx, this.kind, 'created', item, {
      subprojectId: subproject.id,
      companyId: subproject.companyId,
    });
    return item;
  }

  async update(actor: Actor, id: number, body: UpdateContentInput): Promise<ContentItem> {
    const access = await this.access(actor);
    const row = await this.findVisible(access, id);
    if (!contentPolicy.mayWrite(access, row)) throw forbidden();
    const current = await this.present(access, row);
    const changes: Partial<ContentTable['$inferInsert']> = {};
    if (body.title !== undefined && body.title !== row.title) changes.title = body.title;
    if (body.description !== undefined && body.description !== row.description)
      changes.description = body.description;
    if (body.enabled !== undefined && body.enabled !== row.enabled) changes.enabled = body.enabled;
    if (body.order !== undefined && body.order !== row.order) changes.order = body.order;
    if (body.subproject !== undefined && body.subproject !== row.oldsubprojectId) {
      const target = await findVisibleSubproject(this.ctx.db, access, body.subproject);
      if (!target) throw notFound('The sub-project');
      if (target.companyId !== row.companyId)
        throw badRequest(
          'An item can only move to a sub-project of its own company.',
          'content.other_company',
        );
      changes.oldsubprojectId = target.id;
    }
    if (body.properties !== undefined) {
      const properties = this.parseProperties({
        ...row.properties,
        ...this.clientProperties(body.properties),
      });
      if (!isDeepStrictEqual(properties, row.properties)) changes.properties = properties;
    }
    const currentFiles = current.files.map((f) => f.id);
    const files =
      body.files !== undefined && !isDeepStrictEqual(body.files, currentFiles) ? body.files : undefined;
    if (Object.keys(changes).length === 0 && files === undefined)
      throw badRequest(messages.noChangesToUpdate, 'no_changes');

    await this.ctx.db.transaction(async (tx) => {
      // Files first: a kind's checks may read the item's files, which must all be the caller's to use.
      if (files !== undefined) {
        // Files already on the item stay attachable even when they were uploaded by someone else.
        const added = files.filter((f) => !currentFiles.includes(f));
        await this.attachableFiles(tx, actor, row.companyId, added);
      }
      if (changes.properties)
        changes.properties =
          (await this.hooks.checkProperties?.({
            db: tx,
            actor,
            access,
            companyId: row.companyId,
            properties: changes.properties,
            fileIds: files ?? currentFiles,
          })) ?? changes.properties;
      if (files !== undefined) await setContentFiles(tx, this.kind, row.id, row.companyId, files);
      await updateContent(tx, this.table, row.id, changes);
    });
    const item = await this.present(access, await this.findVisible(access, id));
    await this.afterCommit({ type: 'updated', item, before: current });
    await notifyContent(this.ctx, this.kind, 'updated', item, {
      subprojectId: item.subproject,
      companyId: item.company,
    });
    return item;
  }

  async remove(actor: Actor, id: number): Promise<{ ok: true }> {
    const access = await this.access(actor);
    const row = await this.findVisible(access, id);
    if (!contentPolicy.mayWrite(access, row)) throw forbidden();
    // Audience first: once the row is gone, so is the way to find who could see it.
    const where = { subprojectId: row.oldsubprojectId, companyId: row.companyId };
    const storageKeys = await this.ctx.db.transaction(async (tx) => {
      await deleteTagLinks(tx, this.kind, [row.id]);
      const keys = await releaseContentFiles(tx, this.kind, [row.id]);
      await deleteContent(tx, this.table, [row.id]);
      return keys;
    });
    await this.deleteStoredFiles(storageKeys);
    await this.afterCommit({ type: 'deleted', row });
    await notifyContent(this.ctx, this.kind, 'deleted', { id: row.id }, where);
    return { ok: true };
  }

  private async afterCommit(event: Parameters<NonNullable<ContentHooks['afterCommit']>>[0]): Promise<void> {
    try {
      await this.hooks.afterCommit?.(event);
    } catch (error) {
      // The write is committed; what follows it must not turn it into an error for the caller.
      this.ctx.log.error({ err: error, kind: this.kind }, 'after-commit step failed');
    }
  }

  /** Storage goes only after the commit: a rolled-back delete must still find its files. */
  async deleteStoredFiles(keys: string[]): Promise<void> {
    // A file's card preview, if one was made, goes with it.
    for (const key of withPreviews(keys)) {
      await this.ctx.storage.delete(key).catch((error: unknown) => {
        this.ctx.log.warn({ err: error, key }, 'a deleted file stayed in storage');
      });
    }
  }

  private clientProperties(input: Record<string, unknown>): Record<string, unknown> {
    const locked = this.hooks.serverProperties ?? [];
    if (locked.length === 0) return input;
    return Object.fromEntries(Object.entries(input).filter(([key]) => !locked.includes(key)));
  }

  /** The kind's properties with defaults filled in; unknown keys are refused with a readable 400. */
  parseProperties(input: Record<string, unknown>): Record<string, unknown> {
    const parsed = contentProperties[this.kind].strict().safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const where = ['properties', ...issue.path.map(String)].join('.');
      throw badRequest(`${where}: ${issue.message}`, 'validation');
    }
    return parsed.data as Record<string, unknown>;
  }

  private async attachableFiles(
    db: Executor,
    actor: Actor,
    companyId: number,
    fileIds: number[],
  ): Promise<number[]> {
    const unique = [...new Set(fileIds)];
    const allowed = await filesAttachableIn(db, companyId, actor.id, unique);
    if (allowed.length !== unique.length)
      throw badRequest('Some files cannot be attached', 'files.not_attachable');
    return unique;
  }
}
