import type { OldProject, OldSubproject, UserLight } from '@spatium/contracts';
import type { ActorScope } from '../companies/index.ts';
import { projectPolicy } from './projects.policy.ts';
import type {
  ProjectLightRow,
  ProjectRow,
  SubprojectLightRow,
  SubprojectRow,
  UserLightRow,
} from './projects.repository.ts';

export function presentProject(row: ProjectRow, access: ActorScope): OldProject {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    order: row.order,
    company: row.companyId,
    thumbnail: null,
    created_at: row.createdAt.toISOString(),
    abilities: projectPolicy.abilities(access, row),
  };
}

export function presentProjectLight(row: ProjectLightRow) {
  return { id: row.id, title: row.title, order: row.order, company: row.companyId };
}

/**
 * `users_with_access` is shown to those who manage the sub-project. The field is part of every
 * sub-project's shape, so for a member it is empty (described so in the contract); the
 * `users_with_access` call itself refuses them (403), as it has nothing else to say.
 */
export function presentSubproject(
  row: SubprojectRow,
  access: ActorScope,
  userIds: number[] | undefined,
): OldSubproject {
  const abilities = projectPolicy.abilities(access, row);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    order: row.order,
    oldproject: row.oldprojectId,
    company: row.companyId,
    users_with_access: abilities.update ? (userIds ?? []) : [],
    created_at: row.createdAt.toISOString(),
    abilities,
  };
}

export function presentSubprojectLight(row: SubprojectLightRow) {
  return {
    id: row.id,
    title: row.title,
    order: row.order,
    oldproject: row.oldprojectId,
    company: row.companyId,
  };
}

export function presentUserLight(row: UserLightRow): UserLight {
  const name = `${row.details.firstname} ${row.details.lastname}`.trim();
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: name || row.username,
    role: row.roleId,
    company: row.companyId,
  };
}
