// CPU time of Chromium's threads, from Linux's /proc: of the processes a benchmark names, or of
// every descendant of this process (the browser, renderer and GPU processes it launched). A frame
// rate or a sweep's time depends on the whole machine: on two cores the page's main thread shares
// them with its workers and the display compositor, so it can miss frames with work to spare. What
// each thread used over a measurement tells the page's own cost apart from what it waited for.
import { readdirSync, readFileSync } from 'node:fs';

/** One thread and the CPU time it has used so far. */
export interface ThreadCpu {
  pid: number;
  tid: number;
  /** Chromium's process type (`renderer`, `gpu-process`, `utility` …), `browser` without one. */
  processType: string;
  /** The thread's name (at most 15 characters, as the kernel keeps it). */
  thread: string;
  /** Time on a CPU, seconds: schedstat's nanoseconds, or stat's user and system ticks without it. */
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

/** A thread's CPU time, seconds: schedstat's time on a CPU (ns), else stat's ticks. */
function cpuSecOf(task: string): number | null {
  const ns = Number((read(`${task}/schedstat`) ?? '').split(' ')[0]);
  if (Number.isFinite(ns) && ns > 0) return ns / 1e9;
  const stat = read(`${task}/stat`);
  return stat === null ? null : (parseStat(stat)?.cpuSec ?? null);
}

/** Every thread of the processes `pids`, with its CPU time so far (a process or thread that ended is left out). */
export function threadsOf(pids: readonly number[]): ThreadCpu[] {
  const out: ThreadCpu[] = [];
  for (const pid of pids) {
    const cmdline = read(`/proc/${pid}/cmdline`) ?? '';
    const processType = /--type=([a-z-]+)/.exec(cmdline)?.[1] ?? 'browser';
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const t of tids) {
      const task = `/proc/${pid}/task/${t}`;
      const cpuSec = cpuSecOf(task);
      if (cpuSec === null) continue;
      out.push({ pid, tid: Number(t), processType, thread: (read(`${task}/comm`) ?? '').trim(), cpuSec });
    }
  }
  return out;
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
  return threadsOf([...parent.keys()].filter(descends));
}

/** What each thread of `after` used since `before` (a thread new since then: all it used). */
export function usedBetween(before: readonly ThreadCpu[], after: readonly ThreadCpu[]): ThreadCpu[] {
  const start = new Map(before.map((t) => [`${t.pid}/${t.tid}`, t.cpuSec]));
  return after.map((t) => ({ ...t, cpuSec: t.cpuSec - (start.get(`${t.pid}/${t.tid}`) ?? 0) }));
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
 * runs Web Workers (the lab's simulation, an experiment's pool), else the one that used the most
 * CPU in between (others idle: spare renderers, closed pages').
 */
export function pageCpu(before: readonly ThreadCpu[], after: readonly ThreadCpu[]): PageCpu {
  const used = usedBetween(before, after);
  const byRenderer = new Map<number, number>();
  for (const t of used) if (t.processType === 'renderer') byRenderer.set(t.pid, (byRenderer.get(t.pid) ?? 0) + t.cpuSec);
  const page = used.find((t) => t.processType === 'renderer' && isWorker(t))?.pid ?? [...byRenderer].sort((a, b) => b[1] - a[1])[0]?.[0];
  const sum = (keep: (t: ThreadCpu) => boolean) => used.filter(keep).reduce((a, t) => a + t.cpuSec, 0);
  return {
    mainSec: sum((t) => t.pid === page && t.tid === page),
    workerSec: sum((t) => t.pid === page && isWorker(t)),
    compositorSec: sum((t) => t.processType === 'gpu-process' && t.thread.startsWith('VizCompositor')),
    allSec: sum(() => true),
  };
}

/** A Web Worker's thread (Chromium names a dedicated worker's thread so). */
const isWorker = (t: ThreadCpu): boolean => t.thread.startsWith('DedicatedWorker');
