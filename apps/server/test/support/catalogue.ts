import type { ContentKind } from '@spatium/contracts';
import { contentTables } from '../../src/modules/content/content.tables.ts';
import { oldprojects, oldsubprojects, subprojectAccess } from '../../src/modules/projects/projects.schema.ts';
import type { Database } from '../../src/platform/database/db.ts';

/** Catalogue factories: projects, sub-projects, access grants and content rows, straight into the database. */
export async function buildProject(db: Database, values: { companyId: number; title?: string }) {
  const [row] = await db
    .insert(oldprojects)
    .values({ title: `Project ${Math.random().toString(36).slice(2, 8)}`, ...values })
    .returning();
  return row!;
}

export async function buildSubproject(
  db: Database,
  values: { companyId: number; oldprojectId: number; title?: string; users?: number[] },
) {
  const { users = [], ...rest } = values;
  const [row] = await db
    .insert(oldsubprojects)
    .values({ title: `Sub-project ${Math.random().toString(36).slice(2, 8)}`, ...rest })
    .returning();
  if (users.length > 0)
    await db.insert(subprojectAccess).values(users.map((userId) => ({ oldsubprojectId: row!.id, userId })));
  return row!;
}

export async function buildContent(
  db: Database,
  kind: ContentKind,
  values: {
    companyId: number;
    oldsubprojectId: number;
    title?: string;
    description?: string;
    properties?: Record<string, unknown>;
  },
) {
  const table = contentTables[kind];
  const [row] = await db
    .insert(table)
    .values({ title: `${kind} ${Math.random().toString(36).slice(2, 8)}`, ...values })
    .returning();
  return row!;
}

/** A project with a sub-project in each of the two tenants' companies; `granted` see the first. */
export async function buildCatalogue(
  db: Database,
  tenants: { company: { id: number }; otherCompany: { id: number } },
  granted: number[],
) {
  const project = await buildProject(db, { companyId: tenants.company.id, title: 'Fjordbyen' });
  const subproject = await buildSubproject(db, {
    companyId: tenants.company.id,
    oldprojectId: project.id,
    title: 'Fjordbyen Block A',
    users: granted,
  });
  const hiddenSubproject = await buildSubproject(db, {
    companyId: tenants.company.id,
    oldprojectId: project.id,
    title: 'Fjordbyen Block B',
  });
  const otherProject = await buildProject(db, { companyId: tenants.otherCompany.id, title: 'E39 Bridge' });
  const otherSubproject = await buildSubproject(db, {
    companyId: tenants.otherCompany.id,
    oldprojectId: otherProject.id,
    title: 'E39 Bridge pier 4',
  });
  return { project, subproject, hiddenSubproject, otherProject, otherSubproject };
}
