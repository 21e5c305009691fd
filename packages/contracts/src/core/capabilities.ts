/** Role ids of SPEC §6. */
export const RoleId = { admin: 3, user: 4, restricted: 5 } as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

export const roleNames: Record<RoleId, string> = { 3: 'Admin', 4: 'Authenticated', 5: 'Restricted' };

/**
 * What a role may do, in one table read by server policies and by the web app to hide controls.
 * Per-object rules (same company, company admin, users_with_access) live in each resource's policy.
 */
export const capabilities = {
  'users.read.any': [3],
  'users.impersonate': [3],
  'users.reset2fa': [3],
  'users.delete.any': [3],
  'admin.catalogue': [3],
  'agreements.publish': [3],
  'overrides.edit': [3],
  'profile.read.self': [3, 4, 5],
  'profile.edit.self': [3, 4, 5],
  'files.use': [3, 4, 5],
  'annotationStyles.use': [3, 4, 5],
  'content.read': [3, 4],
  'favourites.use': [3, 4],
  'issues.use': [3, 4],
  'apps.use': [3, 4],
  'chat.use': [3, 4],
} as const satisfies Record<string, readonly RoleId[]>;
export type Capability = keyof typeof capabilities;

export function can(role: number | undefined, capability: Capability): boolean {
  return role !== undefined && (capabilities[capability] as readonly number[]).includes(role);
}
