import {
  type ContentItem,
  type CreateOldProjectBody,
  type CreateOldSubprojectBody,
  contentKindNames,
  type DeletionImpact,
  messages,
  type OldProject,
  type OldSubproject,
  type ProjectPage,
  type ProjectTreeNode,
  type UpdateOldProjectBody,
  type UpdateOldSubprojectBody,
  type UserLight,
} from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { type ActorScope, loadActorScope } from '../companies/index.ts';
import { contentTables } from '../content/content.tables.ts';
import { listContentOfSubprojects, notifyContent, presentContent } from '../content/index.ts';
import { withPreviews } from '../files/index.ts';
import { projectPolicy } from './projects.policy.ts';
import {
  presentProject,
  presentProjectLight,
  presentSubproject,
  presentSubprojectLight,
  presentUserLight,
} from './projects.presenter.ts';
import * as repo from './projects.repository.ts';

type In<T extends z.ZodType> = z.infer<T>;
interface Page {
  _limit: number;
  _start: number;
  _sort?: string | undefined;
}

export class ProjectsService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  private access(actor: Actor): Promise<ActorScope> {
    return loadActorScope(this.ctx.db, actor);
  }

  /** GET projects: visible projects, their visible sub-projects and content counts, in four queries. */
  async tree(actor: Actor): Promise<In<typeof ProjectTreeNode>[]> {
    const access = await this.access(actor);
    const projects = await repo.listVisibleProjects(this.ctx.db, access, {});
    const subprojects = await repo.listVisibleSubprojects(this.ctx.db, access, {
      oldprojects: projects.map((p) => p.id),
    });
    const counts = await repo.countContent(
      this.ctx.db,
      subprojects.map((s) => s.id),
    );
    return projects.map((project) => ({
      ...presentProjectLight(project),
      subprojects: subprojects
        .filter((s) => s.oldprojectId === project.id)
        .map((s) => ({ ...presentSubprojectLight(s), counts: counts.get(s.id) ?? repo.emptyCounts() })),
    }));
  }

  async projectsLight(actor: Actor, query: Page & { company?: number | undefined }) {
    return (await repo.listVisibleProjectsLight(this.ctx.db, actor, query, query)).map(presentProjectLight);
  }

  async subprojectsLight(
    actor: Actor,
    query: Page & { company?: number | undefined; oldproject?: number | undefined },
  ) {
    return (await repo.listVisibleSubprojectsLight(this.ctx.db, actor, query, query)).map(
      presentSubprojectLight,
    );
  }

  private async visibleProject(access: ActorScope, id: number) {
    const row = await repo.findVisibleProject(this.ctx.db, access, id);
    if (!row) throw notFound('The project');
    return row;
  }

  private async visibleSubproject(access: ActorScope, id: number) {
    const row = await repo.findVisibleSubprojectRow(this.ctx.db, access, id);
    if (!row) throw notFound('The sub-project');
    return row;
  }

  async getProject(actor: Actor, id: number): Promise<OldProject> {
    const access = await this.access(actor);
    return presentProject(await this.visibleProject(access, id), access);
  }

  async createProject(actor: Actor, body: In<typeof CreateOldProjectBody>): Promise<OldProject> {
    const access = await this.access(actor);
    const companyId = body.company ?? actor.companyId;
    if (companyId === null)
      throw badRequest('Choose the company the project belongs to.', 'projects.company');
    if (!projectPolicy.mayManage(access, { companyId })) {
      // A company the actor has nothing to do with looks like a missing one.
      if (companyId !== actor.companyId) throw notFound('The company');
      throw forbidden();
    }
    if (!(await repo.companyExists(this.ctx.db, companyId))) throw notFound('The company');
    const row = await repo.insertProject(this.ctx.db, {
      companyId,
      title: body.title,
      description: body.description,
      createdBy: actor.id,
    });
    return presentProject(row, access);
  }

  async updateProject(actor: Actor, id: number, body: In<typeof UpdateOldProjectBody>): Promise<OldProject> {
    const access = await this.access(actor);
    const row = await this.visibleProject(access, id);
    if (!projectPolicy.mayManage(access, row)) throw forbidden();
    const changes: Partial<repo.ProjectRow> = {};
    if (body.title !== undefined && body.title !== row.title) changes.title = body.title;
    if (body.description !== undefined && body.description !== row.description)
      changes.description = body.description;
    if (body.order !== undefined && body.order !== row.order) changes.order = body.order;
    if (Object.keys(changes).length === 0) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    return presentProject(await repo.updateProject(this.ctx.db, id, changes), access);
  }

  async projectImpact(actor: Actor, id: number): Promise<In<typeof DeletionImpact>> {
    const access = await this.access(actor);
    const row = await this.visibleProject(access, id);
    if (!projectPolicy.mayManage(access, row)) throw forbidden();
    return this.impactOf(await repo.subprojectIdsOfProject(this.ctx.db, id));
  }

  private async impactOf(subprojectIds: number[]): Promise<In<typeof DeletionImpact>> {
    const [counts, stored] = await Promise.all([
      repo.countContent(this.ctx.db, subprojectIds),
      repo.countFiles(this.ctx.db, subprojectIds),
    ]);
    const content = repo.emptyCounts();
    for (const perKind of counts.values())
      for (const kind of contentKindNames) content[kind] += perKind[kind];
    return { subprojects: subprojectIds.length, content, ...stored };
  }

  /** One transaction for the project, its sub-projects, their content, tags links and files. */
  async deleteProject(actor: Actor, id: number): Promise<{ ok: true }> {
    const access = await this.access(actor);
    const row = await this.visibleProject(access, id);
    if (!projectPolicy.mayManage(access, row)) throw forbidden();
    const subprojectIds = await repo.subprojectIdsOfProject(this.ctx.db, id);
    const audience = { subprojectId: subprojectIds, companyId: row.companyId };
    const keys = await this.ctx.db.transaction(async (tx) => {
      const storageKeys = await repo.deleteContentOfSubprojects(tx, subprojectIds);
      await repo.deleteSubprojects(tx, subprojectIds);
      await repo.deleteProject(tx, id);
      return storageKeys;
    });
    await this.deleteStored(keys);
    await notifyContent(this.ctx, 'oldprojects', 'deleted', { id }, audience);
    return { ok: true };
  }

  async getSubproject(actor: Actor, id: number): Promise<OldSubproject> {
    const access = await this.access(actor);
    const row = await this.visibleSubproject(access, id);
    const granted = await repo.accessUserIds(this.ctx.db, [id]);
    return presentSubproject(row, access, granted.get(id));
  }

  async createSubproject(actor: Actor, body: In<typeof CreateOldSubprojectBody>): Promise<OldSubproject> {
    const access = await this.access(actor);
    const project = await this.visibleProject(access, body.oldproject);
    if (!projectPolicy.mayManage(access, project)) throw forbidden();
    const userIds = await this.grantable(project.companyId, body.users_with_access);
    const row = await this.ctx.db.transaction(async (tx) => {
      const created = await repo.insertSubproject(tx, {
        companyId: project.companyId,
        oldprojectId: project.id,
        title: body.title,
        description: body.description,
        createdBy: actor.id,
      });
      await repo.setAccess(tx, created.id, userIds);
      return created;
    });
    await this.tellAccessChanged(userIds);
    return presentSubproject(row, access, userIds);
  }

  async updateSubproject(
    actor: Actor,
    id: number,
    body: In<typeof UpdateOldSubprojectBody>,
  ): Promise<OldSubproject> {
    const access = await this.access(actor);
    const row = await this.visibleSubproject(access, id);
    if (!projectPolicy.mayManage(access, row)) throw forbidden();
    const before = (await repo.accessUserIds(this.ctx.db, [id])).get(id) ?? [];
    const changes: Partial<repo.SubprojectRow> = {};
    if (body.title !== undefined && body.title !== row.title) changes.title = body.title;
    if (body.description !== undefined && body.description !== row.description)
      changes.description = body.description;
    if (body.order !== undefined && body.order !== row.order) changes.order = body.order;
    if (body.oldproject !== undefined && body.oldproject !== row.oldprojectId) {
      const target = await this.visibleProject(access, body.oldproject);
      if (target.companyId !== row.companyId)
        throw badRequest(
          'A sub-project can only move to a project of its own company.',
          'projects.other_company',
        );
      changes.oldprojectId = target.id;
    }
    let granted: number[] | undefined;
    if (body.users_with_access !== undefined) {
      const wanted = [...new Set(body.users_with_access)].sort((a, b) => a - b);
      if (wanted.join() !== before.join()) granted = await this.grantable(row.companyId, wanted);
    }
    if (Object.keys(changes).length === 0 && granted === undefined)
      throw badRequest(messages.noChangesToUpdate, 'no_changes');
    const updated = await this.ctx.db.transaction(async (tx) => {
      if (granted !== undefined) await repo.setAccess(tx, id, granted);
      return Object.keys(changes).length > 0 ? repo.updateSubproject(tx, id, changes) : row;
    });
    if (granted !== undefined) {
      const changed = [
        ...before.filter((u) => !granted.includes(u)),
        ...granted.filter((u) => !before.includes(u)),
      ];
      await this.tellAccessChanged(changed);
    }
    return presentSubproject(updated, access, granted ?? before);
  }

  async subprojectImpact(actor: Actor, id: number): Promise<In<typeof DeletionImpact>> {
    const access = await this.access(actor);
    const row = await this.visibleSubproject(access, id);
    if (!projectPolicy.mayManage(access, row)) throw forbidden();
    return this.impactOf([id]);
  }

  async deleteSubproject(actor: Actor, id: number): Promise<{ ok: true }> {
    const access = await this.access(actor);
    const row = await this.visibleSubproject(access, id);
    if (!projectPolicy.mayManage(access, row)) throw forbidden();
    const audience = { subprojectId: id, companyId: row.companyId };
    const keys = await this.ctx.db.transaction(async (tx) => {
      const storageKeys = await repo.deleteContentOfSubprojects(tx, [id]);
      await repo.deleteSubprojects(tx, [id]);
      return storageKeys;
    });
    await this.deleteStored(keys);
    await notifyContent(this.ctx, 'oldsubprojects', 'deleted', { id }, audience);
    return { ok: true };
  }

  /** GET get_p/{id}: one query per kind for all sub-projects' content, never one per item. */
  async projectPage(actor: Actor, id: number): Promise<In<typeof ProjectPage>> {
    const access = await this.access(actor);
    const project = await this.visibleProject(access, id);
    const subprojects = await repo.listVisibleSubprojects(this.ctx.db, access, { oldproject: id });
    const ids = subprojects.map((s) => s.id);
    const [granted, groups] = await Promise.all([
      repo.accessUserIds(this.ctx.db, ids),
      Promise.all(
        contentKindNames.map(async (kind) => ({
          kind,
          rows: await listContentOfSubprojects(this.ctx.db, contentTables[kind], ids),
        })),
      ),
    ]);
    const presented = await presentContent(this.ctx.db, access, groups, this.ctx.config.jwtSecret);
    const bySubproject = new Map<number, ContentItem[]>(ids.map((s) => [s, []]));
    for (const kind of contentKindNames)
      for (const item of presented.get(kind) ?? []) bySubproject.get(item.subproject)?.push(item);
    return {
      project: presentProject(project, access),
      subprojects: subprojects.map((s) => ({
        ...presentSubproject(s, access, granted.get(s.id)),
        content: bySubproject.get(s.id) ?? [],
      })),
    };
  }

  /**
   * Who was granted the sub-project, for those who manage it. Anyone else who sees the sub-project is
   * refused (403) rather than shown an empty list, which would say that nobody has access.
   */
  async usersWithAccess(actor: Actor, subprojectId: number): Promise<UserLight[]> {
    const access = await this.access(actor);
    const row = await this.visibleSubproject(access, subprojectId);
    if (!projectPolicy.mayManage(access, row))
      throw new HttpError(
        403,
        'Only those who manage this sub-project see who has access to it.',
        'projects.access_list',
      );
    return (await repo.usersWithAccess(this.ctx.db, subprojectId)).map(presentUserLight);
  }

  /** getpartusers: whom the caller may grant access to — role 3 anyone, a company admin their members. */
  async partUsers(actor: Actor, query: Page & { company?: number | undefined }): Promise<UserLight[]> {
    const access = await this.access(actor);
    if (access.isAdmin) {
      return (await repo.listUsers(this.ctx.db, query.company ?? 'all', query)).map(presentUserLight);
    }
    const companyId = query.company ?? actor.companyId;
    if (companyId === null || !projectPolicy.mayManage(access, { companyId })) throw forbidden();
    return (await repo.listUsers(this.ctx.db, companyId, query)).map(presentUserLight);
  }

  /** Only members of the sub-project's company may be granted access to it. */
  private async grantable(companyId: number, userIds: number[]): Promise<number[]> {
    const wanted = [...new Set(userIds)];
    const members = await repo.membersAmong(this.ctx.db, companyId, wanted);
    if (members.length !== wanted.length)
      throw badRequest('Only members of the company can be given access.', 'projects.not_member');
    return wanted.sort((a, b) => a - b);
  }

  /** Access changed: those users' open sockets are re-scoped and their screens refetch. */
  private async tellAccessChanged(userIds: number[]): Promise<void> {
    await Promise.all(userIds.map((userId) => this.ctx.realtime.accessChanged(userId)));
  }

  private async deleteStored(keys: string[]): Promise<void> {
    for (const key of withPreviews(keys)) {
      await this.ctx.storage.delete(key).catch((error: unknown) => {
        this.ctx.log.warn({ err: error, key }, 'a deleted file stayed in storage');
      });
    }
  }
}
