// What the benches read off a run: percentiles of latencies, and a process's memory and CPU time
// (from /proc, so they can watch the server processes they started).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export const percentile = (values: number[], p: number) =>
  values.length === 0
    ? 0
    : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** The process's resident memory in MB. */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** The CPU time the process has used so far (user and system, every thread), in milliseconds. */
export function cpuMs(pid: number): number {
  return statOf(pid)?.cpuMs ?? 0;
}

/** The CPU time used so far by every live child of `parentPid` (PostgreSQL's backends and workers). */
export function childrenCpuMs(parentPid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    if (stat?.parentPid === parentPid) total += stat.cpuMs;
  }
  return total;
}

function statOf(pid: number): { parentPid: number; cpuMs: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // it exited in between
  }
  // The command name (field 2) may hold spaces: the fields are counted after its closing parenthesis.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { parentPid: Number(fields[1]), cpuMs: (ticks * 1000) / ticksPerSecond };
}
