import autocannon from 'autocannon';

export interface Case {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Runs each case with autocannon and prints req/s and latency, with throughput as a share of the
 * first case (the bare node:http baseline measured in the same run). Returns whether any call failed.
 */
export async function measureAgainstBaseline(
  cases: Case[],
  options: { connections: number; duration: number },
): Promise<boolean> {
  const rows: { name: string; rps: number; p50: number; p99: number; failed: number }[] = [];
  for (const c of cases) {
    const result = await autocannon({ ...c, ...options });
    rows.push({
      name: c.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
    });
  }
  const baseline = rows[0]!.rps;
  const columns = ['call'.padEnd(44), 'req/s'.padStart(9), 'vs bare'.padStart(8)];
  console.log([...columns, 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'failed'.padStart(7)].join(' '));
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(44),
        row.rps.toFixed(0).padStart(9),
        `${((row.rps / baseline) * 100).toFixed(1)}%`.padStart(8),
        String(row.p50).padStart(7),
        String(row.p99).padStart(7),
        String(row.failed).padStart(7),
      ].join(' '),
    );
  }
  return rows.some((row) => row.failed > 0);
}
