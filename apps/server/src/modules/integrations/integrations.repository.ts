import type { ListQuery } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { deleteById, findById, listForCompanies } from '../companies/company-collection.repository.ts';
import { integrations } from './integrations.schema.ts';

export type IntegrationRow = typeof integrations.$inferSelect;

export const listIntegrations = (db: Executor, companyIds: number[] | undefined, query: ListQuery) =>
  listForCompanies(
    db,
    integrations,
    companyIds,
    query,
    { id: integrations.id, title: integrations.title, created_at: integrations.createdAt },
    { field: 'title', direction: 'asc' },
  );
export const findIntegration = (db: Executor, id: number) => findById(db, integrations, id);
export const deleteIntegration = (db: Executor, id: number, companyId: number) =>
  deleteById(db, integrations, id, companyId);

export async function insertIntegration(
  db: Executor,
  values: typeof integrations.$inferInsert,
): Promise<IntegrationRow> {
  const [row] = await db.insert(integrations).values(values).returning();
  return row!;
}

export async function updateIntegration(
  db: Executor,
  id: number,
  changes: Partial<typeof integrations.$inferInsert>,
): Promise<IntegrationRow> {
  const [row] = await db.update(integrations).set(changes).where(eq(integrations.id, id)).returning();
  return row!;
}
