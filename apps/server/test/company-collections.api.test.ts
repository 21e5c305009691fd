import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompanyCollection,
  CompanyTable,
} from '../src/modules/companies/company-collection.repository.ts';
import { groupsCollection } from '../src/modules/groups/groups.repository.ts';
import { hotspotsCollection } from '../src/modules/hotspots/hotspots.repository.ts';
import { integrationsCollection } from '../src/modules/integrations/integrations.repository.ts';
import { placesCollection } from '../src/modules/places/places.repository.ts';
import { deleteTag, findTag, insertTag, updateTag } from '../src/modules/tags/tags.repository.ts';
import { tokensCollection } from '../src/modules/tokens/tokens.repository.ts';
import { connectDatabase, type Database } from '../src/platform/database/db.ts';
import { createTestDatabase } from './support/database.ts';
import { buildCompany } from './support/factories.ts';

/**
 * The tenant is part of every query by id of the company collections, not a check made after the
 * row is loaded: a row of another company with the requested id is never returned, changed or
 * deleted. (The HTTP matrices cannot tell the two apart, since the policy still answers 404.)
 */
describe('company collections carry the tenant in their queries', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: ReturnType<typeof connectDatabase>;
  let db: Database;
  let ours: number;
  let theirs: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = connectDatabase(database.url, () => {});
    db = handle.db;
    ours = (await buildCompany(db)).id;
    theirs = (await buildCompany(db)).id;
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  // Each collection with a row to insert and a change to try; all rows go to `theirs`.
  const cases: [string, CompanyCollection<CompanyTable>, (companyId: number) => object, object][] = [
    [
      'tokens',
      tokensCollection as never,
      (companyId) => ({ companyId, name: 'CI', tokenHash: `h${Math.random()}`, prefix: 'spt_' }),
      { name: 'Changed' },
    ],
    ['hotspots', hotspotsCollection as never, (companyId) => ({ companyId, title: 'Gate' }), { title: 'X' }],
    ['groups', groupsCollection as never, (companyId) => ({ companyId, title: 'Crew' }), { title: 'X' }],
    [
      'places',
      placesCollection as never,
      (companyId) => ({ companyId, title: 'Yard', lat: 59.9, lon: 10.7 }),
      { title: 'X' },
    ],
    [
      'integrations',
      integrationsCollection as never,
      (companyId) => ({ companyId, title: 'Hook', type: 'webhook', url: 'https://example.org/hook' }),
      { title: 'X' },
    ],
  ];

  it.each(cases)(
    '%s: another company’s row is never found, changed or deleted',
    async (_, collection, values, changes) => {
      const row = await collection.insert(db, values(theirs) as never);
      expect(await collection.find(db, row.id, [ours])).toBeUndefined();
      expect(await collection.find(db, row.id, [])).toBeUndefined();
      expect(await collection.update(db, row.id, ours, changes as never)).toBeUndefined();
      expect(await collection.delete(db, row.id, ours)).toBe(false);
      // Untouched, and still there for its own company and for role 3 (every company).
      expect(await collection.find(db, row.id, [ours, theirs])).toEqual(row);
      expect(await collection.find(db, row.id, undefined)).toEqual(row);
      expect(await collection.delete(db, row.id, theirs)).toBe(true);
    },
  );

  it('tags: another company’s tag is never found, changed or deleted', async () => {
    const tag = await insertTag(db, { companyId: theirs, title: 'HSE', color: '#e03131' });
    expect(await findTag(db, tag.id, [ours])).toBeUndefined();
    expect(await updateTag(db, { id: tag.id, companyId: ours }, { title: 'X' })).toBeUndefined();
    await deleteTag(db, { id: tag.id, companyId: ours });
    expect(await findTag(db, tag.id, [theirs])).toEqual(tag);
  });
});
