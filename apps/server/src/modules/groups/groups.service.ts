import type { CreateGroupBody, Group, ListQuery, UpdateGroupBody } from '@spatium/contracts';
import { messages } from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { CompanyCollectionAccess } from '../companies/index.ts';
import { groupsPolicy } from './groups.policy.ts';
import { presentGroup } from './groups.presenter.ts';
import {
  type GroupRow,
  groupMembers,
  groupsCollection,
  membersAmong,
  setGroupMembers,
} from './groups.repository.ts';

type GroupOut = z.infer<typeof Group>;

export class GroupsService {
  private readonly ctx: ModuleContext;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
  }

  private access(actor: Actor) {
    return CompanyCollectionAccess.of(this.ctx.db, actor, groupsPolicy, 'The group');
  }

  async list(actor: Actor, query: ListQuery & { company?: number | undefined }): Promise<GroupOut[]> {
    const access = await this.access(actor);
    const rows = await groupsCollection.list(this.ctx.db, access.readableCompanies(query.company), query);
    const members = await groupMembers(
      this.ctx.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => this.present(access, row, members.get(row.id)!));
  }

  async create(actor: Actor, body: z.infer<typeof CreateGroupBody>): Promise<GroupOut> {
    const access = await this.access(actor);
    const companyId = await access.targetCompany(this.ctx.db, body.company);
    const users = [...new Set(body.users)].sort((a, b) => a - b);
    const row = await this.ctx.db.transaction(async (tx) => {
      await assertMembers(tx, companyId, users);
      const group = await groupsCollection.insert(tx, { companyId, title: body.title });
      await setGroupMembers(tx, group.id, users);
      return group;
    });
    return this.announce('created', access, row, users);
  }

  async update(actor: Actor, id: number, body: z.infer<typeof UpdateGroupBody>): Promise<GroupOut> {
    const access = await this.access(actor);
    const row = await access.load(this.ctx.db, groupsCollection, id, 'write');
    const current = (await groupMembers(this.ctx.db, [id])).get(id)!;
    const users = body.users ? [...new Set(body.users)].sort((a, b) => a - b) : undefined;
    const titleChanged = body.title !== undefined && body.title !== row.title;
    const usersChanged = users !== undefined && users.join(',') !== current.join(',');
    if (!titleChanged && !usersChanged) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    await this.ctx.db.transaction(async (tx) => {
      if (titleChanged) await groupsCollection.update(tx, id, row.companyId, { title: body.title! });
      if (usersChanged) {
        await assertMembers(tx, row.companyId, users);
        await setGroupMembers(tx, id, users);
      }
    });
    return this.announce('updated', access, { ...row, title: body.title ?? row.title }, users ?? current);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const access = await this.access(actor);
    const row = await access.load(this.ctx.db, groupsCollection, id, 'write');
    await groupsCollection.delete(this.ctx.db, id, row.companyId);
    this.ctx.realtime.toCompanyReaders(row.companyId).emit('notification', {
      time: new Date().toISOString(),
      type: 'deleted',
      model: 'groups',
      result: { id },
    });
  }

  private present(access: CompanyCollectionAccess, row: GroupRow, users: number[]): GroupOut {
    const write = access.may('write', row.companyId);
    return presentGroup(row, users, { update: write, delete: write });
  }

  private announce(
    type: 'created' | 'updated',
    access: CompanyCollectionAccess,
    row: GroupRow,
    users: number[],
  ): GroupOut {
    const result = this.present(access, row, users);
    this.ctx.realtime
      .toCompanyReaders(row.companyId)
      .emit('notification', { time: new Date().toISOString(), type, model: 'groups', result });
    return result;
  }
}

/** A group holds users of its own company only; naming anyone else is refused without saying who exists. */
async function assertMembers(db: Executor, companyId: number, userIds: number[]): Promise<void> {
  const members = await membersAmong(db, companyId, userIds);
  if (members.size !== userIds.length) {
    throw badRequest('Every user of a group must be a member of its company.', 'groups.not_members');
  }
}
