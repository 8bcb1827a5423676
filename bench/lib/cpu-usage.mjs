// Where the machine's CPU went during a phase of the benchmark, from /proc (Linux; USER_HZ is 100 there):
// each of our processes, PostgreSQL and RabbitMQ (shared with anything else on the machine), and the rest.
import { readFileSync, readdirSync } from 'node:fs';

/** CPU seconds (user + system) of a process, with its reaped children's when `children` (a PostgreSQL postmaster's backends). */
function cpuSeconds(pid, children = false) {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
  return (Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0)) / 100;
}

/** CPU seconds of every process named one of `names`, children included (backends that exited meanwhile count). */
function cpuSecondsNamed(names) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (names.includes(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))))
        total += cpuSeconds(pid, true);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Busy and total CPU seconds of the whole machine (all cores), from /proc/stat. */
function machineSeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - ticks[3] - ticks[4]) / 100, total: total / 100 };
}

/** A reading now, for `pids` ({ name: pid }). */
export function cpuSnapshot(pids) {
  return {
    pids,
    at: performance.now(),
    procs: Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuSeconds(pid)])),
    postgres: cpuSecondsNamed(['postgres']),
    rabbitmq: cpuSecondsNamed(['beam.smp']),
    machine: machineSeconds(),
  };
}

/**
 * CPU since `start`, in % of one core: each process of `start.pids`, PostgreSQL (every database: other
 * work on the machine may use it too), RabbitMQ, and everything else the machine ran meanwhile; and
 * `machine`, its busy share of all its cores.
 */
export function cpuSince(start) {
  const end = cpuSnapshot(start.pids);
  const wall = (end.at - start.at) / 1000;
  const pct = (a, b) => (100 * (b - a)) / wall;
  const each = Object.fromEntries(Object.keys(start.pids).map((k) => [k, pct(start.procs[k], end.procs[k])]));
  const postgres = pct(start.postgres, end.postgres);
  const rabbitmq = pct(start.rabbitmq, end.rabbitmq);
  const listed = Object.values(each).reduce((a, b) => a + b, 0) + postgres + rabbitmq;
  return {
    ...each,
    postgres,
    rabbitmq,
    elsewhere: Math.max(0, pct(start.machine.busy, end.machine.busy) - listed),
    machine: (100 * (end.machine.busy - start.machine.busy)) / (end.machine.total - start.machine.total),
  };
}
