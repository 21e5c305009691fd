// The analytics reports at the size a busy customer reaches: millions of events, read by a company
// admin and by an admin of every company. Each report call is timed against the same aggregate written
// by hand and run straight on PostgreSQL in the same run (see README.md, "Analytics reports at scale").
import pg from 'pg';
import { type BenchStack, signIn, startBenchStack, waitForIdleJobs } from './server.ts';

const eventCount = Number(process.env.BENCH_EVENTS ?? 3_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const tz = 'Europe/Oslo';
let stack: BenchStack | undefined;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

interface ReportCase {
  name: string;
  who: 'admin' | 'companyAdmin';
  query: { from: string; to: string; group: 'day' | 'week'; by: 'page' | 'content' };
  csv?: boolean;
}

const cases: ReportCase[] = [
  { name: 'company admin, 30 days by page per day', who: 'companyAdmin', query: q(29, 'day', 'page') },
  {
    name: 'company admin, a year by content per week',
    who: 'companyAdmin',
    query: q(365, 'week', 'content'),
  },
  { name: 'admin, every company, a year by page per week', who: 'admin', query: q(365, 'week', 'page') },
  {
    name: 'company admin, a year as CSV per week',
    who: 'companyAdmin',
    query: q(365, 'week', 'page'),
    csv: true,
  },
];

function q(days: number, group: 'day' | 'week', by: 'page' | 'content') {
  return { from: day(days), to: day(0), group, by };
}

try {
  stack = await startBenchStack('reports');
  await waitForIdleJobs(stack.databaseUrl);
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    const nordvik = await insertEvents(client);
    const tokens = {
      admin: await signIn(stack.url, 'admin@example.com', 'demo-password-1'),
      companyAdmin: await signIn(stack.url, 'companyadmin@example.com', 'demo-password-1'),
    };
    console.log(
      [
        'report'.padEnd(48),
        'API ms'.padStart(8),
        'SQL ms'.padStart(8),
        'API/SQL'.padStart(8),
        'bytes'.padStart(9),
      ].join(' '),
    );
    for (const c of cases) {
      const params = new URLSearchParams({ ...c.query, tz });
      const url = `${stack.url}/api/analytics/report${c.csv ? '.csv' : ''}?${params}`;
      const apiTimes: number[] = [];
      let bytes = 0;
      for (let i = 0; i < rounds; i++) {
        const start = performance.now();
        const response = await fetch(url, { headers: { authorization: `Bearer ${tokens[c.who]}` } });
        const body = await response.arrayBuffer();
        apiTimes.push(performance.now() - start);
        if (response.status !== 200) throw new Error(`${c.name}: ${response.status} ${Buffer.from(body)}`);
        bytes = body.byteLength;
      }
      const sqlTimes: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const start = performance.now();
        await handWritten(client, c, c.who === 'companyAdmin' ? nordvik : null);
        sqlTimes.push(performance.now() - start);
      }
      const [api, sql] = [median(apiTimes), median(sqlTimes)];
      console.log(
        [
          c.name.padEnd(48),
          api.toFixed(0).padStart(8),
          sql.toFixed(0).padStart(8),
          `${(api / sql).toFixed(2)}×`.padStart(8),
          String(bytes).padStart(9),
        ].join(' '),
      );
    }
  } finally {
    await client.end();
  }
} finally {
  await stack?.stop();
}

/**
 * Events over the last year: page views and a heartbeat every 15 s after them, 70 % on Nordvik Bygg's
 * tours, projects and pages, the rest on the other company's and the site's own pages. Answers Nordvik's id.
 */
async function insertEvents(client: pg.Client): Promise<number> {
  const companies = await client.query<{ id: number; title: string }>(
    'SELECT id, title FROM companies ORDER BY id',
  );
  const nordvik = companies.rows.find((row) => row.title.startsWith('Nordvik'))!.id;
  const other = companies.rows.find((row) => row.id !== nordvik)!.id;
  const tours = await client.query<{ id: number; company_id: number }>('SELECT id, company_id FROM tours');
  const nordvikTours = tours.rows.filter((row) => row.company_id === nordvik).map((row) => row.id);
  const batch = 500_000;
  const start = performance.now();
  for (let done = 0; done < eventCount; done += batch) {
    await client.query(
      `INSERT INTO analytics_events (kind, session, path, company_id, content_kind, content_id, public_tour, created_at)
       SELECT CASE WHEN g % 5 = 0 THEN 'pageview' ELSE 'heartbeat' END,
              'bench-' || (g / 40),
              CASE WHEN g % 10 < 5 THEN '/tours/' || ($3::int[])[1 + g % cardinality($3::int[])]
                   WHEN g % 10 < 7 THEN '/my_p/' || (g % 50)
                   WHEN g % 10 < 9 THEN '/dashboard'
                   ELSE '/publictours/' || ($3::int[])[1] END,
              CASE WHEN g % 10 < 7 THEN $4::int WHEN g % 10 < 9 THEN $5::int ELSE $4::int END,
              CASE WHEN g % 10 < 5 OR g % 10 = 9 THEN 'tours' END,
              CASE WHEN g % 10 < 5 THEN ($3::int[])[1 + g % cardinality($3::int[])]
                   WHEN g % 10 = 9 THEN ($3::int[])[1] END,
              g % 10 = 9,
              now() - (g % 31536000) * interval '1 second' - (g % 7) * interval '1 hour'
       FROM generate_series($1::int, $2::int) AS g`,
      [done, Math.min(done + batch, eventCount) - 1, nordvikTours, nordvik, other],
    );
  }
  await client.query('ANALYZE analytics_events');
  console.log(
    `${eventCount.toLocaleString('en')} events inserted in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  return nordvik;
}

/** The report's two aggregates (per period, per item) as one would write them by hand for one company or all. */
async function handWritten(client: pg.Client, c: ReportCase, companyId: number | null): Promise<void> {
  const item = c.query.by === 'page' ? 'path' : 'content_kind, content_id';
  const where = `created_at >= ($1::date::timestamp AT TIME ZONE $3) AND created_at < (($2::date + 1)::timestamp AT TIME ZONE $3)
    ${companyId === null ? '' : 'AND company_id = $4'} ${c.query.by === 'content' ? 'AND content_kind IS NOT NULL' : ''}`;
  const values = [c.query.from, c.query.to, tz, ...(companyId === null ? [] : [companyId])];
  const counts = `count(*) FILTER (WHERE kind = 'pageview'), count(*) FILTER (WHERE kind = 'heartbeat')`;
  const period = `date_trunc('${c.query.group}', created_at AT TIME ZONE $3)::date`;
  if (c.csv) {
    await client.query(
      `SELECT ${period}, ${item}, ${counts} FROM analytics_events WHERE ${where} GROUP BY 1, ${item}`,
      values,
    );
    return;
  }
  await client.query(`SELECT ${period}, ${counts} FROM analytics_events WHERE ${where} GROUP BY 1`, values);
  await client.query(
    `SELECT ${item}, ${counts} FROM analytics_events WHERE ${where} GROUP BY ${item} ORDER BY 2 DESC LIMIT 100`,
    values,
  );
}
