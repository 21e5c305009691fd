import type { ActorScope } from '../companies/index.ts';

/**
 * Whose analytics a caller may read. Role 3 reads every company's, or one company's; a company admin
 * reads only the companies they administer (SPEC §6); anyone else nothing. Returns undefined for "every
 * company", 'forbidden' for a caller who reads none, 'unknown company' for one they may not be told of.
 */
export function readableAnalyticsCompanies(
  scope: ActorScope,
  requested: number | undefined,
): number[] | undefined | 'forbidden' | 'unknown company' {
  if (scope.isAdmin) return requested === undefined ? undefined : [requested];
  if (scope.adminOf.length === 0) return 'forbidden';
  if (requested === undefined) return scope.adminOf;
  return scope.adminOf.includes(requested) ? [requested] : 'unknown company';
}
