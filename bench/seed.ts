// The rows the benches add to the demo data straight with SQL, in bulk: users, sub-projects by the
// ten thousand with access grants, and content of every kind in them. The demo's own rows are the
// templates, so what is added is as valid for the contracts as they are.
import type pg from 'pg';

/** The content kinds' tables and their calls (the contracts' contentKinds: list and item paths). */
export const contentKinds = [
  { table: 'tours', list: '/tourslights', item: '/tours' },
  { table: 'grouptours', list: '/grouptourslight', item: '/grouptours' },
  { table: 'panoramas', list: '/panoramas', item: '/panoramas' },
  { table: 'clouds', list: '/getpartclouds', item: '/clouds' },
  { table: 'cloud_children', list: '/children_light', item: '/cloud-children' },
  { table: 'bims', list: '/bims', item: '/bims' },
  { table: 'threeds', list: '/threeds', item: '/threeds' },
  { table: 'maps', list: '/maps', item: '/maps' },
  { table: 'floorplans', list: '/floorplans', item: '/floorplans' },
  { table: 'geojsons', list: '/geojsons', item: '/geojsons' },
  { table: 'stories', list: '/stories', item: '/stories' },
  { table: 'forms', list: '/systemforms', item: '/systemforms' },
  { table: 'videos360', list: '/videos-360-s', item: '/videos-360-s' },
] as const;
export type ContentKindTable = (typeof contentKinds)[number]['table'];

export interface AddedUser {
  id: number;
  email: string;
}

/**
 * `count` users `<prefix>-<n>@example.com` with user@example.com's role and password, members of
 * `companyId` (user@example.com's company when not given), which is also their active company.
 */
export async function addUsers(
  client: pg.Client,
  prefix: string,
  count: number,
  companyId?: number,
): Promise<AddedUser[]> {
  const { rows } = await client.query<AddedUser>(
    `WITH made AS (
       INSERT INTO users (email, username, password_hash, role_id, company_id, terms)
       SELECT $1 || '-' || g || '@example.com', $1 || '-' || g, password_hash, role_id,
              coalesce($3::int, company_id), true
       FROM users, generate_series(1, $2::int) AS g WHERE email = 'user@example.com'
       RETURNING id, email, company_id),
     joined AS (INSERT INTO company_members (company_id, user_id) SELECT company_id, id FROM made)
     SELECT id, email FROM made ORDER BY id`,
    [prefix, count, companyId ?? null],
  );
  return rows;
}

/**
 * `count` sub-projects 'Benchmark sub-project <n>' in the company, ordered 1..count, in projects of
 * `perProject` each ('Benchmark project <k>', ordered after the demo's); returns how many were made.
 */
export async function insertSubprojects(
  client: pg.Client,
  companyId: number,
  count: number,
  perProject: number,
): Promise<number> {
  const { rowCount } = await client.query(
    `WITH projects AS (
       INSERT INTO oldprojects (company_id, title, "order")
       SELECT $1, 'Benchmark project ' || k, 100 + k FROM generate_series(1, ($2::int + $3::int - 1) / $3::int) k
       RETURNING id, "order" - 100 AS position)
     INSERT INTO oldsubprojects (company_id, oldproject_id, title, "order")
     SELECT $1, p.id, 'Benchmark sub-project ' || n, n
     FROM generate_series(1, $2::int) n JOIN projects p ON p.position = (n - 1) / $3::int + 1`,
    [companyId, count, perProject],
  );
  return rowCount ?? 0;
}

/** Grants each user every second of the company's benchmark sub-projects (the even ones); returns the grants made. */
export async function grantEverySecond(
  client: pg.Client,
  companyId: number,
  userIds: number[],
): Promise<number> {
  const { rowCount } = await client.query(
    `INSERT INTO subproject_access (oldsubproject_id, user_id)
     SELECT s.id, u FROM oldsubprojects s, unnest($2::int[]) u
     WHERE s.company_id = $1 AND s.title LIKE 'Benchmark sub-project %' AND s."order" % 2 = 0`,
    [companyId, userIds],
  );
  return rowCount ?? 0;
}

/**
 * One item of every content kind the demo has a row of in each benchmark sub-project of the
 * companies, copied from that row; returns the kinds copied.
 */
export async function copyContent(client: pg.Client, companyIds: number[]): Promise<ContentKindTable[]> {
  const copied: ContentKindTable[] = [];
  for (const kind of contentKinds) {
    const template = await client.query<{ id: number }>(`SELECT id FROM ${kind.table} ORDER BY id LIMIT 1`);
    if (template.rows.length === 0) continue;
    const columns = await client.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_name = $1 AND column_name NOT IN ('id', 'oldsubproject_id', 'company_id', 'title', 'order')`,
      [kind.table],
    );
    const from = columns.rows.map((column) => `t."${column.name}"`).join(', ');
    const into = columns.rows.map((column) => `"${column.name}"`).join(', ');
    await client.query(
      `INSERT INTO ${kind.table} (oldsubproject_id, company_id, title, "order", ${into})
       SELECT s.id, s.company_id, 'Benchmark ' || s.title, s."order", ${from}
       FROM oldsubprojects s, ${kind.table} t
       WHERE t.id = $1 AND s.company_id = ANY($2::int[]) AND s.title LIKE 'Benchmark sub-project %'`,
      [template.rows[0]!.id, companyIds],
    );
    copied.push(kind.table);
  }
  return copied;
}
