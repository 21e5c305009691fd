// What the benches read off a run: percentiles of latencies, and a process's memory (from /proc, so
// they can watch the server processes they started).
import { readFileSync } from 'node:fs';

export const percentile = (values: number[], p: number) =>
  values.length === 0
    ? 0
    : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** The process's resident memory in MB. */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}
