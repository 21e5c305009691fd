import type { StoredNotification } from '@spatium/contracts';
import type { ServiceContext } from '../../context.ts';
import { memberIds } from '../companies/index.ts';
import { contentAudience } from '../content/index.ts';
import { storeNotifications } from '../notifications/index.ts';
import { presentNewIssue } from './issues.presenter.ts';
import type { IssueRow } from './issues.repository.ts';

type Ctx = Pick<ServiceContext, 'db' | 'realtime' | 'log'>;

/**
 * Who may see an issue now: its creator, and for a shared one the company's members who may see its
 * sub-project (users with access, company admins, role 3 members). Asked at every event, so a user
 * whose access was removed hears nothing more.
 */
export async function issueAudience(ctx: Ctx, issue: IssueRow): Promise<number[]> {
  const creator = issue.createdBy === null ? [] : [issue.createdBy];
  if (!issue.shareWithCompany) return creator;
  const [audience, members] = await Promise.all([
    contentAudience(ctx.db, [issue.oldsubprojectId], issue.companyId),
    memberIds(ctx.db, issue.companyId),
  ]);
  const inCompany = new Set(members);
  return [...new Set([...creator, ...audience.map((u) => u.id).filter((id) => inCompany.has(id))])];
}

/** After commit: `newissue` to those who may now see it, and a stored notification to the others. */
export async function announceIssue(ctx: Ctx, issue: IssueRow, actorId: number): Promise<void> {
  try {
    const audience = await issueAudience(ctx, issue);
    const payload = presentNewIssue(issue);
    for (const userId of audience) ctx.realtime.toUser(userId).emit('newissue', payload);
    await storeNotifications(
      ctx,
      audience.filter((id) => id !== actorId),
      notificationOf('issue_created', issue),
    );
  } catch (error) {
    ctx.log.warn({ err: error }, 'issue announcement failed');
  }
}

/**
 * After commit: a `notification` (model issues) so open lists refetch; a status change is also stored
 * for those who follow the issue. `before` is the audience before the change: a user who could see
 * the issue and no longer can (it was made private) hears that it is gone.
 */
export async function issueChanged(
  ctx: Ctx,
  issue: IssueRow,
  change: { actorId: number; statusChanged: boolean; before: number[] },
): Promise<void> {
  try {
    const audience = await issueAudience(ctx, issue);
    const time = new Date().toISOString();
    const now = new Set(audience);
    for (const userId of audience)
      ctx.realtime
        .toUser(userId)
        .emit('notification', { time, type: 'updated', model: 'issues', result: { id: issue.id } });
    for (const userId of change.before.filter((id) => !now.has(id)))
      ctx.realtime
        .toUser(userId)
        .emit('notification', { time, type: 'deleted', model: 'issues', result: { id: issue.id } });
    if (change.statusChanged)
      await storeNotifications(
        ctx,
        audience.filter((id) => id !== change.actorId),
        notificationOf('issue_updated', issue),
      );
  } catch (error) {
    ctx.log.warn({ err: error }, 'issue change notification failed');
  }
}

export function issueDeleted(ctx: Ctx, issueId: number, audience: number[]): void {
  const time = new Date().toISOString();
  for (const userId of audience)
    ctx.realtime
      .toUser(userId)
      .emit('notification', { time, type: 'deleted', model: 'issues', result: { id: issueId } });
}

function notificationOf(
  type: 'issue_created' | 'issue_updated',
  issue: IssueRow,
): Pick<StoredNotification, 'type' | 'model' | 'result'> {
  return { type, model: 'issues', result: { id: issue.id, title: issue.title } };
}
