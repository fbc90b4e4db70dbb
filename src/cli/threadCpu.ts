// CPU time of the threads of this process's descendants (Chromium's browser, renderer and GPU
// processes, when a benchmark launched it), from Linux's /proc. A frame rate depends on the whole
// machine: on two cores the page's main thread shares them with the simulation worker and the
// display compositor, so it can miss frames with work to spare. What each thread used over a
// measurement tells the page's own cost apart from what it waited for.
import { readdirSync, readFileSync } from 'node:fs';

/** One thread and the CPU time it has used so far. */
export interface ThreadCpu {
  pid: number;
  tid: number;
  /** Chromium's process type (`renderer`, `gpu-process`, `utility` …), `browser` without one. */
  processType: string;
  /** The thread's name (at most 15 characters, as the kernel keeps it). */
  thread: string;
  /** User and system time, seconds. */
  cpuSec: number;
}

/**
 * Clock ticks per second of /proc's times: Linux's USER_HZ, 100 on every architecture Debian
 * builds for (Node cannot ask sysconf).
 */
const TICKS_PER_SEC = 100;

/** The fields of a /proc stat line that follow the name (which may hold spaces and parentheses). */
export function parseStat(line: string): { ppid: number; cpuSec: number } | null {
  const close = line.lastIndexOf(') ');
  if (close < 0) return null;
  // After the name: state, ppid, … utime (11th), stime (12th).
  const f = line.slice(close + 2).split(' ');
  const ppid = Number(f[1]);
  const utime = Number(f[11]);
  const stime = Number(f[12]);
  if (!Number.isFinite(ppid) || !Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return { ppid, cpuSec: (utime + stime) / TICKS_PER_SEC };
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process or thread ended meanwhile
  }
}

/** Every thread of `root`'s descendant processes, with its CPU time so far; empty without Linux's /proc. */
export function descendantThreads(root = process.pid): ThreadCpu[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return [];
  }
  const parent = new Map<number, number>();
  for (const d of entries) {
    const stat = read(`/proc/${d}/stat`);
    const parsed = stat === null ? null : parseStat(stat);
    if (parsed) parent.set(Number(d), parsed.ppid);
  }
  const descends = (pid: number): boolean => {
    for (let p = parent.get(pid), hops = 0; p !== undefined && hops < 64; p = parent.get(p), hops++) if (p === root) return true;
    return false;
  };
  const out: ThreadCpu[] = [];
  for (const pid of parent.keys()) {
    if (!descends(pid)) continue;
    const cmdline = read(`/proc/${pid}/cmdline`) ?? '';
    const processType = /--type=([a-z-]+)/.exec(cmdline)?.[1] ?? 'browser';
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const t of tids) {
      const stat = read(`/proc/${pid}/task/${t}/stat`);
      const parsed = stat === null ? null : parseStat(stat);
      if (!parsed) continue;
      const thread = (read(`/proc/${pid}/task/${t}/comm`) ?? '').trim();
      out.push({ pid, tid: Number(t), processType, thread, cpuSec: parsed.cpuSec });
    }
  }
  return out;
}

/** What a page's threads used between two snapshots, seconds of CPU. */
export interface PageCpu {
  /** The renderer's main thread (script, style, layout, paint). */
  mainSec: number;
  /** The renderer's dedicated workers (the simulation). */
  workerSec: number;
  /** The display compositor (Chromium's VizCompositorThread; in software here, with no GPU). */
  compositorSec: number;
  /** Every thread of every Chromium process. */
  allSec: number;
}

/**
 * The CPU each kind of thread used from `before` to `after`. The page's renderer is the one that
 * used the most CPU in between (others idle: spare renderers, closed pages').
 */
export function pageCpu(before: ThreadCpu[], after: ThreadCpu[]): PageCpu {
  const start = new Map(before.map((t) => [`${t.pid}/${t.tid}`, t.cpuSec]));
  const used = after.map((t) => ({ ...t, cpuSec: t.cpuSec - (start.get(`${t.pid}/${t.tid}`) ?? 0) }));
  const byRenderer = new Map<number, number>();
  for (const t of used) if (t.processType === 'renderer') byRenderer.set(t.pid, (byRenderer.get(t.pid) ?? 0) + t.cpuSec);
  const page = [...byRenderer].sort((a, b) => b[1] - a[1])[0]?.[0];
  const sum = (keep: (t: ThreadCpu) => boolean) => used.filter(keep).reduce((a, t) => a + t.cpuSec, 0);
  return {
    mainSec: sum((t) => t.pid === page && t.tid === page),
    workerSec: sum((t) => t.pid === page && t.thread.startsWith('DedicatedWorker')),
    compositorSec: sum((t) => t.processType === 'gpu-process' && t.thread.startsWith('VizCompositor')),
    allSec: sum(() => true),
  };
}
