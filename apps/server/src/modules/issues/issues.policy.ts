import type { IssueAbilities, IssueStatus } from '@spatium/contracts';
import { canIn } from '@spatium/contracts';
import type { ActorScope } from '../companies/index.ts';

/** What the rules need of an issue the actor can already see. */
interface IssueFacts {
  companyId: number;
  createdBy: number | null;
  status: IssueStatus;
}

// The status rule (SPEC §4 leaves it open; DECISIONS.md "Issues"): the creator moves their issue
// anywhere but back to "created" once resolved; a company admin, who answers for the company's
// issues, resolves and reopens shared ones. Nobody else changes an issue; they discuss it.
const creatorMoves: Record<IssueStatus, IssueStatus[]> = {
  created: ['shared', 'resolved'],
  shared: ['created', 'resolved'],
  resolved: ['shared'],
};
const adminMoves: Record<IssueStatus, IssueStatus[]> = {
  created: [],
  shared: ['resolved'],
  resolved: ['shared'],
};

const isCreator = (scope: ActorScope, issue: IssueFacts) => issue.createdBy === scope.userId;
// Company admins (and role 3) hold company.administer in the issue's company.
const isCompanyAdmin = (scope: ActorScope, issue: IssueFacts) =>
  canIn(scope, 'company.administer', issue.companyId);

/** The creator and the company's admins may change or delete an issue; everyone who sees it may discuss it. */
export function issueAbilities(scope: ActorScope, issue: IssueFacts): IssueAbilities {
  const creator = isCreator(scope, issue);
  const admin = isCompanyAdmin(scope, issue);
  const moves = new Set<IssueStatus>([
    ...(creator ? creatorMoves[issue.status] : []),
    ...(admin ? adminMoves[issue.status] : []),
  ]);
  return { update: creator || admin, delete: creator || admin, transitions: [...moves] };
}
