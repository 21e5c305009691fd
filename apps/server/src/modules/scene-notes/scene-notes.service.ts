import type {
  CreateSceneNoteBody,
  SceneNote,
  SceneNoteContentKind,
  SceneNoteQuery,
  UpdateSceneNoteBody,
} from '@spatium/contracts';
import { sceneNoteContentKinds } from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import type { ActorScope } from '../companies/index.ts';
import type { ContentRecord, ContentService } from '../content/index.ts';
import { notifySceneNoteReaders } from './scene-notes.events.ts';
import { sceneNotesPolicy } from './scene-notes.policy.ts';
import { presentSceneNote } from './scene-notes.presenter.ts';
import {
  deleteSceneNote,
  findSceneNote,
  insertSceneNote,
  listSceneNotes,
  type SceneNoteChanges,
  type SceneNoteRecord,
  updateSceneNote,
} from './scene-notes.repository.ts';

/**
 * Points of interest and annotations in 3D. Everything starts from the item: who may not see it sees
 * no note of it (404, as for a missing item); who may see it reads and places notes; a note's author
 * or the item's managers edit and delete it. Readers of the item are told to refetch after each change.
 */
export class SceneNoteService {
  private readonly ctx: ServiceContext;
  private readonly contents: Record<SceneNoteContentKind, ContentService>;

  constructor(ctx: ServiceContext, contents: Record<SceneNoteContentKind, ContentService>) {
    this.ctx = ctx;
    this.contents = contents;
  }

  async list(actor: Actor, query: SceneNoteQuery): Promise<SceneNote[]> {
    const { access, item } = await this.visibleItem(actor, query.content, query.item);
    const rows = await listSceneNotes(this.ctx.db, item.companyId, query.content, item.id);
    return rows.map((row) => this.present(access, row, item));
  }

  async create(actor: Actor, body: CreateSceneNoteBody): Promise<SceneNote> {
    const { access, item } = await this.visibleItem(actor, body.content, body.item);
    if (body.element !== undefined && body.content !== 'bims')
      throw badRequest('Only a BIM model has elements to attach a note to.', 'scene_notes.element');
    const id = await insertSceneNote(this.ctx.db, {
      companyId: item.companyId,
      content: body.content,
      itemId: item.id,
      userId: actor.id,
      type: body.type,
      title: body.title,
      description: body.description,
      importance: body.type === 'poi' ? (body.importance ?? 'medium') : null,
      category: body.type === 'annotation' ? (body.category ?? null) : null,
      color: body.color ?? null,
      position: body.position,
      camera: body.camera ?? null,
      element: body.element ?? null,
    });
    const row = (await findSceneNote(this.ctx.db, id))!;
    await notifySceneNoteReaders(this.ctx, item);
    return this.present(access, row, item);
  }

  async update(actor: Actor, id: number, body: UpdateSceneNoteBody): Promise<SceneNote> {
    const { access, item, row } = await this.editable(actor, id);
    if (row.type === 'poi' && body.category !== undefined)
      throw badRequest('A category is for annotations; a point of interest has an importance.');
    if (row.type === 'annotation' && body.importance !== undefined)
      throw badRequest('Importance is for points of interest; an annotation has a category.');
    const changes: SceneNoteChanges = { ...body, updatedAt: new Date() };
    await updateSceneNote(this.ctx.db, item.companyId, id, changes);
    await notifySceneNoteReaders(this.ctx, item);
    return this.present(access, (await findSceneNote(this.ctx.db, id))!, item);
  }

  async remove(actor: Actor, id: number): Promise<{ ok: true }> {
    const { item } = await this.editable(actor, id);
    await deleteSceneNote(this.ctx.db, item.companyId, id);
    await notifySceneNoteReaders(this.ctx, item);
    return { ok: true };
  }

  private async visibleItem(actor: Actor, content: SceneNoteContentKind, id: number) {
    const service = this.contents[content];
    const access = await service.access(actor);
    return { access, item: await service.findVisible(access, id) };
  }

  /** A note the caller may change: 404 where its item is out of sight, 403 where they may only read it. */
  private async editable(actor: Actor, id: number) {
    const row = await findSceneNote(this.ctx.db, id);
    if (!row || !isNoteContent(row.content)) throw notFound('The note');
    const { access, item } = await this.visibleItem(actor, row.content, row.itemId).catch(() => {
      throw notFound('The note');
    });
    if (item.companyId !== row.companyId) throw notFound('The note');
    if (!sceneNotesPolicy.mayEdit(access, row, item)) throw forbidden();
    return { access, item, row };
  }

  private present(access: ActorScope, row: SceneNoteRecord, item: ContentRecord): SceneNote {
    return presentSceneNote(row, { id: access.userId, mayEdit: sceneNotesPolicy.mayEdit(access, row, item) });
  }
}

function isNoteContent(content: string): content is SceneNoteContentKind {
  return (sceneNoteContentKinds as readonly string[]).includes(content);
}
