// The benchmarks' per-thread CPU: /proc's stat lines read right (a thread's name may hold spaces
// and parentheses), a busy child process found among this process's descendants with the time it
// used, and a page's threads told apart (the main thread and workers of the renderer that runs
// Web Workers, else of the busiest one; the display compositor).
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { descendantThreads, pageCpu, parseStat, type ThreadCpu } from '../../src/cli/threadCpu';

describe('parseStat', () => {
  it('reads the parent and user + system ticks after a name with spaces and parentheses', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    const line = '4242 (Web (Content) x) S 17 4242 4242 0 -1 4194560 100 0 0 0 250 37 0 0 20 0 1 0';
    expect(parseStat(line)).toEqual({ ppid: 17, cpuSec: 2.87 });
  });

  it('refuses a line it cannot read', () => {
    expect(parseStat('garbage')).toBeNull();
    expect(parseStat('1 (x) S notanumber')).toBeNull();
  });
});

describe('descendantThreads', () => {
  it("finds a child process's thread and the CPU it used", async () => {
    // Busy for 400 ms of CPU, then waits to be killed.
    const child = spawn(process.execPath, ['-e', 'const t = process.cpuUsage(); while (process.cpuUsage(t).user < 400e3); setInterval(() => {}, 1e3)'], { stdio: 'ignore' });
    try {
      let main: ThreadCpu | undefined;
      await expect
        .poll(
          () => {
            main = descendantThreads().find((t) => t.pid === child.pid && t.tid === child.pid);
            return main?.cpuSec ?? 0;
          },
          { timeout: 20_000 },
        )
        .toBeGreaterThanOrEqual(0.35);
      expect(main!.processType).toBe('browser'); // no --type= on its command line
      expect(descendantThreads(child.pid!).length).toBe(0); // it has no children of its own
    } finally {
      child.kill();
    }
  });
});

describe('pageCpu', () => {
  const t = (pid: number, tid: number, processType: string, thread: string, cpuSec: number): ThreadCpu => ({ pid, tid, processType, thread, cpuSec });

  it('takes the renderer that runs Web Workers as the page, though another was busier', () => {
    const before = [t(30, 30, 'renderer', 'chromium', 0), t(40, 40, 'renderer', 'chromium', 0), t(40, 41, 'renderer', 'DedicatedWorker', 0)];
    const after = [t(30, 30, 'renderer', 'chromium', 9), t(40, 40, 'renderer', 'chromium', 2), t(40, 41, 'renderer', 'DedicatedWorker', 3)];
    expect(pageCpu(before, after)).toMatchObject({ mainSec: 2, workerSec: 3, allSec: 14 });
    // Without workers anywhere, the busiest renderer is the page.
    const plain = after.filter((x) => x.thread !== 'DedicatedWorker');
    expect(pageCpu(before, plain)).toMatchObject({ mainSec: 9, workerSec: 0 });
  });

  it("sorts the page's threads from the display compositor's and the rest, new threads counted whole", () => {
    const before = [
      t(10, 10, 'browser', 'chromium', 5),
      t(20, 20, 'gpu-process', 'chromium', 1),
      t(20, 21, 'gpu-process', 'VizCompositorTh', 3),
      t(30, 30, 'renderer', 'chromium', 2), // an idle spare renderer, busier before
      t(40, 40, 'renderer', 'chromium', 1),
      t(40, 41, 'renderer', 'DedicatedWorker', 0.5),
      t(40, 42, 'renderer', 'Compositor', 0.2),
    ];
    const after = [
      t(10, 10, 'browser', 'chromium', 5.1),
      t(20, 20, 'gpu-process', 'chromium', 1),
      t(20, 21, 'gpu-process', 'VizCompositorTh', 5),
      t(30, 30, 'renderer', 'chromium', 2.25),
      t(40, 40, 'renderer', 'chromium', 7),
      t(40, 41, 'renderer', 'DedicatedWorker', 2.5),
      t(40, 42, 'renderer', 'Compositor', 0.7),
      t(40, 43, 'renderer', 'DedicatedWorker', 0.25), // a worker started in between
    ];
    const cpu = pageCpu(before, after);
    expect(cpu.mainSec).toBeCloseTo(6, 9);
    expect(cpu.workerSec).toBeCloseTo(2.25, 9);
    expect(cpu.compositorSec).toBeCloseTo(2, 9);
    expect(cpu.allSec).toBeCloseTo(0.1 + 2 + 0.25 + 6 + 2 + 0.5 + 0.25, 9);
  });
});
