import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { users } from '../users/users.schema.ts';
import { formSubmissions } from './form-submissions.schema.ts';

export type SubmissionRow = typeof formSubmissions.$inferSelect & {
  submitter: { id: number; email: string; firstname: string; lastname: string } | null;
};

export async function insertSubmission(
  db: Executor,
  values: { formId: number; companyId: number; submittedBy: number; answers: Record<string, unknown> },
): Promise<number> {
  const [row] = await db.insert(formSubmissions).values(values).returning({ id: formSubmissions.id });
  return row!.id;
}

/** One form's submissions, newest first; `by` narrows them to one submitter's, `from`/`to` to days. */
export async function listSubmissions(
  db: Executor,
  formId: number,
  filter: { by?: number | undefined; from?: string | undefined; to?: string | undefined },
  id?: number,
): Promise<SubmissionRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(formSubmissions.formId, formId),
    id === undefined ? undefined : eq(formSubmissions.id, id),
    filter.by === undefined ? undefined : eq(formSubmissions.submittedBy, filter.by),
    filter.from ? gte(formSubmissions.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to
      ? lt(formSubmissions.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000))
      : undefined,
  ];
  const rows = await db
    .select({ submission: formSubmissions, userId: users.id, email: users.email, details: users.details })
    .from(formSubmissions)
    .leftJoin(users, eq(users.id, formSubmissions.submittedBy))
    .where(and(...conditions))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
  return rows.map((r) => ({
    ...r.submission,
    submitter:
      r.userId === null
        ? null
        : {
            id: r.userId,
            email: r.email ?? '',
            firstname: r.details?.firstname ?? '',
            lastname: r.details?.lastname ?? '',
          },
  }));
}
