import autocannon from 'autocannon';

export interface Case {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/**
 * Runs each case with autocannon and prints req/s and latency, with throughput as a share of the
 * first case (the bare node:http baseline measured in the same run) and, when `ceiling` names a case,
 * as a share of that one too (the hand-written server doing the same work). Returns the rows.
 */
export async function measureAgainstBaseline(
  cases: Case[],
  options: { connections: number; duration: number; ceiling?: string },
): Promise<Measured[]> {
  const rows: Measured[] = [];
  for (const c of cases) {
    const result = await autocannon({ ...c, connections: options.connections, duration: options.duration });
    rows.push({
      name: c.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
    });
  }
  const baseline = rows[0]!.rps;
  const ceiling = rows.find((row) => row.name === options.ceiling)?.rps;
  const columns = ['call'.padEnd(52), 'req/s'.padStart(9), 'vs bare'.padStart(8)];
  if (ceiling) columns.push('vs ceiling'.padStart(11));
  console.log([...columns, 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'failed'.padStart(7)].join(' '));
  for (const row of rows) {
    const cells = [
      row.name.padEnd(52),
      row.rps.toFixed(0).padStart(9),
      `${((row.rps / baseline) * 100).toFixed(1)}%`.padStart(8),
    ];
    if (ceiling) cells.push(`${((row.rps / ceiling) * 100).toFixed(0)}%`.padStart(11));
    console.log(
      [
        ...cells,
        String(row.p50).padStart(7),
        String(row.p99).padStart(7),
        String(row.failed).padStart(7),
      ].join(' '),
    );
  }
  return rows;
}
