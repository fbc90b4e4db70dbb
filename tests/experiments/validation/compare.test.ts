// The comparison of our engine with ns-2: statistics over replications, per-class errors and the
// agreement targets, on hand-built run summaries with expected values worked out in the comments.
import { describe, expect, it } from 'vitest';
import { comparePoint, engineStats, judgeConfig, lossyPointPasses, meanSd, relativeNoise } from '../../../src/experiments/validation/compare';
import type { RunSummary } from '../../../src/experiments/runSummary';
import type { PointReport } from '../../../src/experiments/validation/types';

function run(flows: [string, string, number][], jainIndex: number): RunSummary {
  return {
    flows: flows.map(([name, variant, goodputBps]) => ({
      name,
      variant,
      goodputBps,
      sentPackets: 100,
      retransmittedPackets: 2,
      timeouts: 1,
      drops: 3,
      meanQueuePackets: 1.5,
    })),
    jainIndex,
    bottleneck: { drops: 6, utilization: 0.9, meanQueuePackets: 3 },
    wallSec: 0.1,
  };
}

describe('meanSd', () => {
  it.each([
    { xs: [2], mean: 2, sd: 0 },
    { xs: [1, 2, 3, 4], mean: 2.5, sd: Math.sqrt(5 / 3) }, // Σ(x − 2.5)² = 5, n − 1 = 3
    { xs: [5, 5, 5], mean: 5, sd: 0 },
  ])('$xs', ({ xs, mean, sd }) => {
    const r = meanSd(xs);
    expect(r.mean).toBeCloseTo(mean, 12);
    expect(r.sd).toBeCloseTo(sd, 12);
  });

  it('is NaN for no values', () => {
    expect(meanSd([]).mean).toBeNaN();
  });
});

describe('engineStats', () => {
  it('averages per flow within a class, then over replications', () => {
    // Run 1: Reno flows 100, 300 → 200; Vegas 50. Run 2: Reno 200, 200 → 200; Vegas 150.
    const runs = [
      run([['Reno 1', 'reno', 100], ['Reno 2', 'reno', 300], ['Vegas 1', 'vegas', 50]], 0.8),
      run([['Reno 1', 'reno', 200], ['Reno 2', 'reno', 200], ['Vegas 1', 'vegas', 150]], 0.9),
    ];
    const s = engineStats(runs, ['Reno', 'Vegas'], 'variant');
    expect(s.classes.Reno.flows).toBe(2);
    expect(s.classes.Reno.goodputBps).toEqual({ mean: 200, sd: 0 });
    expect(s.classes.Vegas.goodputBps.mean).toBe(100);
    expect(s.classes.Vegas.goodputBps.sd).toBeCloseTo(Math.sqrt(5000), 9); // (50² + 50²)/1
    expect(s.jain.mean).toBeCloseTo(0.85, 12);
    expect(s.classes.Vegas.drops).toBe(3);
    expect(s.classes.Vegas.meanQueuePackets).toBe(1.5);
  });

  it('groups by flow name when asked', () => {
    const s = engineStats([run([['short', 'vegas', 10], ['long', 'vegas', 30]], 0.8)], ['short', 'long'], 'flow');
    expect(s.classes.short.goodputBps.mean).toBe(10);
    expect(s.classes.long.goodputBps.mean).toBe(30);
  });
});

/** A point whose class errors and JFI difference are given directly. */
function point(errs: Record<string, number>, jainAbsErr: number): PointReport {
  const stats = engineStats([run([['a', 'reno', 1]], 1)], [], 'flow');
  return { id: 'p', label: 'p', x: 0, replications: 1, packetSizeBytes: 1000, ours: stats, ns2: stats, goodputRelErr: errs, jainAbsErr };
}

describe('judgeConfig', () => {
  const det = { id: 'd', label: 'd', target: 'deterministic' as const, classBy: 'flow' as const, classes: ['short', 'long'] };

  it.each([
    // 10 points × 2 flows = 20 flow-points; k of them at 6 % (over 5 %).
    { name: '2 of 20 over 5 % → 90 % within: pass', over: 2, pass: true },
    { name: '3 of 20 over 5 % → 85 % within: fail', over: 3, pass: false },
  ])('deterministic goodput: $name', ({ over, pass }) => {
    const points = Array.from({ length: 10 }, (_, i) => point({ short: i < over ? 0.06 : 0.01, long: 0.01 }, 0));
    const r = judgeConfig(det, points);
    expect(r.goodput.pass).toBe(pass);
    expect(r.goodput.measured).toBeCloseTo((20 - over) / 20, 12);
    expect(r.maxGoodputRelErr).toBe(0.06);
  });

  it.each([
    { name: 'mean |ΔJFI| 0.02 passes', errs: [0.01, 0.03], pass: true },
    { name: 'mean |ΔJFI| 0.025 fails', errs: [0.02, 0.03], pass: false },
  ])('deterministic JFI: $name', ({ errs, pass }) => {
    const r = judgeConfig(det, errs.map((e) => point({ short: 0, long: 0 }, e)));
    expect(r.jain.pass).toBe(pass);
  });

  const lossy = { id: 'l', label: 'l', target: 'lossy' as const, classBy: 'variant' as const, classes: ['Reno', 'Vegas'] };
  it.each([
    { name: 'all within', reno: 0.09, jain: 0.029, goodput: true, jfi: true },
    { name: 'one class at 10.5 %', reno: 0.105, jain: 0.01, goodput: false, jfi: true },
    { name: '|ΔJFI| 0.031 at one point', reno: 0.01, jain: 0.031, goodput: true, jfi: false },
  ])('lossy, every point must pass: $name', ({ reno, jain, goodput, jfi }) => {
    const points = [point({ Reno: 0.01, Vegas: 0.02 }, 0.001), point({ Reno: reno, Vegas: 0.02 }, jain)];
    const r = judgeConfig(lossy, points);
    expect(r.goodput.pass).toBe(goodput);
    expect(r.jain.pass).toBe(jfi);
    expect(points.every((p) => lossyPointPasses(p, lossy.classes))).toBe(goodput && jfi);
  });
});

describe('comparePoint and relativeNoise', () => {
  it('gives relative goodput errors against ns-2 and the standard error of the difference', () => {
    // ours Reno 110, 90 (mean 100, sd √200); ns-2 Reno 80, 80 (mean 80, sd 0): error 25 %,
    // noise √((200 + 0)/2)/80 = 10/80.
    const ours = [run([['Reno 1', 'reno', 110]], 0.9), run([['Reno 1', 'reno', 90]], 0.95)];
    const ns2 = [run([['Reno 1', 'reno', 80]], 0.9), run([['Reno 1', 'reno', 80]], 0.9)];
    const p = comparePoint({ id: 'p', label: 'p', x: 1, packetSizeBytes: 1000 }, { classes: ['Reno'], classBy: 'variant' }, ours, ns2);
    expect(p.goodputRelErr.Reno).toBeCloseTo(0.25, 12);
    expect(p.jainAbsErr).toBeCloseTo(0.025, 12);
    expect(relativeNoise(p, 'Reno')).toBeCloseTo(10 / 80, 12);
  });

  it('gives the named ratio of class means in both simulators', () => {
    // ours NewReno 120 / Reno 100 = 1.2; ns-2 90 / 100 = 0.9.
    const ours = [run([['NewReno', 'newreno', 120], ['Reno', 'reno', 100]], 1)];
    const ns2 = [run([['NewReno', 'newreno', 90], ['Reno', 'reno', 100]], 1)];
    const p = comparePoint({ id: 'p', label: 'p', x: 1, packetSizeBytes: 1000 }, { classes: ['NewReno', 'Reno'], classBy: 'variant', ratio: { num: 'NewReno', den: 'Reno' } }, ours, ns2);
    expect(p.ratio?.ours).toBeCloseTo(1.2, 12);
    expect(p.ratio?.ns2).toBeCloseTo(0.9, 12);
  });

  it('without ns-2 runs reports ours alone, and judges nothing', () => {
    const p = comparePoint({ id: 'p', label: 'p', x: 1, packetSizeBytes: 1000 }, { classes: ['Reno'], classBy: 'variant' }, [run([['Reno 1', 'reno', 110]], 1)], []);
    expect(p.ns2).toBeNull();
    expect(p.goodputRelErr.Reno).toBeNaN();
    const r = judgeConfig({ id: 'n', label: 'n', target: 'none', classBy: 'variant', classes: ['Reno'] }, [p]);
    expect(r.goodput.pass && r.jain.pass).toBe(true);
    expect(r.goodput.detail).toMatch(/not judged/);
  });
});

describe('transfers and partial JFI', () => {
  it('takes a finite transfer\'s own throughput as its class value', () => {
    const r = run([['1 MB', 'reno', 50], ['300 KB', 'vegas', 40]], 0.5);
    r.flows[0].transferBps = 1000;
    r.flows[1].transferBps = null; // did not complete
    const s = engineStats([r], ['1 MB', '300 KB'], 'flow', { metric: 'transfer' });
    expect(s.classes['1 MB'].goodputBps.mean).toBe(1000);
    expect(s.classes['300 KB'].goodputBps.mean).toBeNaN();
  });

  it('computes the JFI over the named classes only', () => {
    // NewReno 300, Reno 100 (the cross flow 1000 is left out): (400)² / (2 · (9e4 + 1e4)) = 0.8.
    const r = run([['NewReno', 'newreno', 300], ['Reno', 'reno', 100], ['Reno cross', 'reno', 1000]], 0.1);
    const s = engineStats([r], ['NewReno', 'Reno'], 'flow', { jainOver: ['NewReno', 'Reno'] });
    expect(s.jain.mean).toBeCloseTo(0.8, 12);
    expect(engineStats([r], ['NewReno', 'Reno'], 'flow').jain.mean).toBe(0.1);
  });
});
