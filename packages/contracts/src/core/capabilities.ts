/** Role ids of SPEC §6. */
export const RoleId = { admin: 3, user: 4, restricted: 5 } as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

export const roleNames: Record<RoleId, string> = { 3: 'Admin', 4: 'Authenticated', 5: 'Restricted' };

/**
 * What a role may do, in one table read by server policies and by the web app to hide controls.
 * This table is the only place a role id is compared with anything: code asks `can(role, capability)`.
 * Per-object rules (same company, users_with_access) live in each resource's policy.
 */
export const capabilities = {
  'users.read.any': [3],
  'users.impersonate': [3],
  'users.reset2fa': [3],
  'users.administer': [3],
  'admin.catalogue': [3],
  'agreements.publish': [3],
  'overrides.edit': [3],
  'quotes.manage': [3],
  'profile.read.self': [3, 4, 5],
  'profile.edit.self': [3, 4, 5],
  'files.use': [3, 4, 5],
  'dashboard.use': [3, 4, 5],
  'annotationStyles.use': [3, 4, 5],
  'mycalc.use': [3, 4, 5],
  'content.read': [3, 4],
  'content.manage': [3, 4],
  'projects.manage': [3, 4],
  'company.administer': [3, 4],
  'favourites.use': [3, 4],
  'issues.use': [3, 4],
  'apps.use': [3, 4],
  'keycodes.generate': [3],
  'keycodes.use': [3, 4],
  'chat.use': [3, 4],
  'smartwater.read': [3, 4],
  'smartwater.acknowledge': [3, 4],
  'smartwater.ingest': [3, 4],
} as const satisfies Record<string, readonly RoleId[]>;
export type Capability = keyof typeof capabilities;

/**
 * Capabilities a role holds only in the companies whose admin list names the user (SPEC §6: a company
 * admin is a role-4 user whose e-mail is in the company's `admins`). Role 3 holds them in every company.
 */
export const companyAdminOnly: Partial<Record<Capability, readonly RoleId[]>> = {
  'content.manage': [4],
  'projects.manage': [4],
  'company.administer': [4],
};

/** Whether a role holds a capability at all (in some company, for the company-admin ones). */
export function can(role: number | undefined, capability: Capability): boolean {
  return role !== undefined && (capabilities[capability] as readonly number[]).includes(role);
}

/** Who acts, as far as the capability table needs to know: their role and the companies they administer. */
export interface CapabilityHolder {
  roleId: number;
  /** Companies whose admin list names the user. */
  adminOf: readonly number[];
}

/** Whether the actor holds a capability over one company's things. */
export function canIn(actor: CapabilityHolder, capability: Capability, companyId: number | null): boolean {
  if (!can(actor.roleId, capability)) return false;
  const onlyAsCompanyAdmin = (companyAdminOnly[capability] as readonly number[] | undefined)?.includes(
    actor.roleId,
  );
  return !onlyAsCompanyAdmin || (companyId !== null && actor.adminOf.includes(companyId));
}

/** Whether the actor holds a capability in every company, without being named in any admin list. */
export function canEverywhere(actor: Pick<CapabilityHolder, 'roleId'>, capability: Capability): boolean {
  if (!can(actor.roleId, capability)) return false;
  return !(companyAdminOnly[capability] as readonly number[] | undefined)?.includes(actor.roleId);
}

/**
 * Whether a user of `role` may hand out `granted` (an invitation's role): only a role that holds every
 * capability of the granted one, so nobody creates an account with more rights than their own.
 */
export function mayGrantRole(role: number, granted: number): boolean {
  return (Object.keys(capabilities) as Capability[]).every(
    (capability) => !can(granted, capability) || can(role, capability),
  );
}
