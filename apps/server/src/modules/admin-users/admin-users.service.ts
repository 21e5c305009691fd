import type { AdminUser as AdminUserSchema } from '@spatium/contracts';
import { messages } from '@spatium/contracts';
import type { z } from 'zod';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { findCompany, loadActorScope } from '../companies/index.ts';
import { findUserById, UsersService, updateUser } from '../users/index.ts';
import { adminUsersPolicy } from './admin-users.policy.ts';
import { presentAdminUser } from './admin-users.presenter.ts';
import {
  companyAdminLists,
  listRoles,
  listUsers,
  membershipsOf,
  removeFromCompany,
  setDepartment,
  type UserFilter,
  type UserRow,
} from './admin-users.repository.ts';

type AdminUser = z.infer<typeof AdminUserSchema>;

export class AdminUsersService {
  private readonly ctx: ModuleContext;
  private readonly accounts: UsersService;

  constructor(ctx: ModuleContext) {
    this.ctx = ctx;
    this.accounts = new UsersService(ctx);
  }

  /** Role 3's user list (the route's capability checks the role). */
  async list(filter: UserFilter): Promise<AdminUser[]> {
    return this.present(await listUsers(this.ctx.db, filter), filter.companyId);
  }

  async companyMembers(actor: Actor, companyId: number): Promise<AdminUser[]> {
    const scope = await loadActorScope(this.ctx.db, actor);
    adminUsersPolicy.assertMayListMembers(scope, companyId);
    if (!(await findCompany(this.ctx.db, companyId))) throw notFound('The company');
    const rows = await listUsers(this.ctx.db, { companyId, _limit: -1, _start: 0 });
    return this.present(rows, companyId);
  }

  /** Role 3 changes role and department; a company admin the department of one of their members. */
  async update(
    actor: Actor,
    id: number,
    changes: { role?: 3 | 4 | 5 | undefined; department?: string | null | undefined },
  ): Promise<AdminUser> {
    const scope = await loadActorScope(this.ctx.db, actor);
    const user = await findUserById(this.ctx.db, id);
    if (!user) throw notFound('The user');
    const memberships = await membershipsOf(this.ctx.db, [id]);
    const targetCompanies = memberships.map((m) => m.companyId);
    const companyId = scope.isAdmin
      ? user.companyId
      : adminUsersPolicy.managedCompany(scope, targetCompanies);
    if (changes.role !== undefined && !adminUsersPolicy.mayChangeRole(actor)) {
      throw forbidden('Only an administrator can change a role.');
    }
    const roleChanged = changes.role !== undefined && changes.role !== user.roleId;
    if (roleChanged && user.id === actor.id) {
      // An administrator who demotes themselves could leave no one to undo it.
      throw badRequest('You cannot change your own role.', 'users.own_role');
    }
    const current = memberships.find((m) => m.companyId === companyId)?.department ?? null;
    const departmentChanged = changes.department !== undefined && changes.department !== current;
    if (departmentChanged && companyId === null) {
      throw badRequest('This user belongs to no company, so has no department.', 'users.no_company');
    }
    if (!roleChanged && !departmentChanged) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    await this.ctx.db.transaction(async (tx) => {
      if (roleChanged) await updateUser(tx, id, { roleId: changes.role! });
      if (departmentChanged) await setDepartment(tx, id, companyId!, changes.department ?? null);
    });
    // A new role changes what the user may see, and so the rooms their open sockets are in.
    if (roleChanged) await this.ctx.realtime.accessChanged(id);
    const [updated] = await this.present([(await findUserById(this.ctx.db, id))!], companyId ?? undefined);
    return updated!;
  }

  /** Role 3 deletes the account; a company admin takes the member out of their company. */
  async remove(actor: Actor, id: number): Promise<void> {
    const scope = await loadActorScope(this.ctx.db, actor);
    const user = await findUserById(this.ctx.db, id);
    if (!user) throw notFound('The user');
    const refuseSelf = () => {
      if (id === actor.id) {
        throw badRequest(
          'You cannot remove yourself here. Delete your own account from your profile.',
          'users.self',
        );
      }
    };
    if (adminUsersPolicy.mayDeleteAccounts(actor)) {
      refuseSelf();
      await this.accounts.removeAccount(user);
      return;
    }
    const memberships = await membershipsOf(this.ctx.db, [id]);
    const companyId = adminUsersPolicy.managedCompany(
      scope,
      memberships.map((m) => m.companyId),
    );
    refuseSelf();
    await this.ctx.db.transaction((tx) => removeFromCompany(tx, user, companyId));
    await this.ctx.realtime.accessChanged(id);
  }

  async roles() {
    const rows = await listRoles(this.ctx.db);
    return {
      roles: rows.map((r) => ({ id: r.id, name: r.name, type: r.type, description: r.description })),
    };
  }

  private async present(rows: UserRow[], companyId: number | undefined): Promise<AdminUser[]> {
    const memberships = await membershipsOf(
      this.ctx.db,
      rows.map((r) => r.id),
    );
    const companyIds = new Set<number>();
    if (companyId !== undefined) companyIds.add(companyId);
    for (const row of rows) if (row.companyId !== null) companyIds.add(row.companyId);
    const admins = await companyAdminLists(this.ctx.db, [...companyIds]);
    return rows.map((row) => {
      const relativeTo = companyId ?? row.companyId;
      return presentAdminUser(
        row,
        memberships.filter((m) => m.userId === row.id),
        relativeTo,
        relativeTo === null ? undefined : admins.get(relativeTo),
      );
    });
  }
}
