// Every preset says what it shows, and this runs it to check: each preset's description carries
// its claim (the sentence `says` finds), and the claim is measured over several runs: seed 1 is the
// preset as written, other seeds shift every flow's start by a draw in [0, 1) s (a drop-tail queue
// is otherwise deterministic, and phase effects of one start can decide a whole run).
import { describe, expect, it } from 'vitest';
import { Random } from '../../../src/sim/engine/Random';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { validateScenario, type ScenarioInput } from '../../../src/sim/scenario/Scenario';
import { Simulation, type SimSummary } from '../../../src/sim/Simulation';

type Patch = Partial<ScenarioInput> & { swapFirstTwo?: boolean };

/** Runs preset `name` with `patch`, for seeds 1…n (see the file's header). */
function runs(name: string, n: number, patch: Patch = {}): SimSummary[] {
  const { swapFirstTwo, ...changes } = patch;
  const base = validateScenario({ ...(PRESETS[name] as ScenarioInput), ...changes } as ScenarioInput);
  const flows = swapFirstTwo ? [base.flows[1], base.flows[0], ...base.flows.slice(2)] : base.flows;
  return Array.from({ length: n }, (_, i) => {
    const seed = i + 1;
    const r = Random.fromSeed(seed).stream(7);
    const shifted = seed === 1 ? flows : flows.map((f) => ({ ...f, startSec: f.startSec + r.uniform(0, 1) }));
    return new Simulation(validateScenario({ ...base, seed, flows: shifted })).run();
  });
}

const goodput = (s: SimSummary, name: string): number => {
  const f = s.flows.find((x) => x.name === name);
  if (!f) throw new Error(`no flow named ${name}`);
  return f.goodputBps;
};

/** Mean goodput of a flow of `variant` in a run. */
const perFlow = (s: SimSummary, variant: string): number => {
  const xs = s.flows.filter((f) => f.variant === variant).map((f) => f.goodputBps);
  return xs.reduce((a, b) => a + b, 0) / xs.length;
};

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const fmt = (xs: number[]): string => xs.map((x) => x.toFixed(2)).join(', ');

interface PresetClaim {
  /** What the description says (a pattern that must match it). */
  says: RegExp;
  /** Measures the claim, failing with the measured values. */
  check: () => void;
}

const share = (a: number, b: number): number => a / (a + b);

/** The cubic-rtt-fairness preset's flows as NewReno (the comparison its description asks for). */
const asNewReno = (): ScenarioInput['flows'] => (PRESETS['cubic-rtt-fairness'] as ScenarioInput).flows.map((f) => ({ ...(f as object), variant: 'newreno' })) as ScenarioInput['flows'];

const CLAIMS: Record<string, PresetClaim[]> = {
  'bufferbloat-bbr': [
    {
      says: /it delivers over 90 % of the link while keeping fewer than 20 packets queued/,
      check: () => {
        for (const s of runs('bufferbloat-bbr', 3)) {
          // The link's payload rate: 10 Mb/s · 1000 / 1040 bytes.
          expect(goodput(s, 'BBR')).toBeGreaterThan(0.9 * 10e6 * (1000 / 1040));
          expect(s.flows[0].meanQueuePackets).toBeLessThan(20);
        }
      },
    },
    {
      says: /Put a CUBIC flow in its place .* and the queue holds hundreds of packets/,
      check: () => {
        const p = PRESETS['bufferbloat-bbr'] as ScenarioInput;
        const { variant: _v, ...rest } = p.flows[0] as { variant: string };
        const s = new Simulation(validateScenario({ ...p, flows: [{ ...rest, variant: 'cubic' }] })).run();
        expect(s.flows[0].meanQueuePackets).toBeGreaterThan(100);
      },
    },
  ],
  'bbr-vs-cubic-deep': [
    {
      says: /CUBIC gets 1.4 to 3 times BBR's goodput/,
      check: () => {
        // BBR's share is what its window cap holds of the queue; with Linux's gain-cycle rule (the
        // 0.75 phase stops at a BDP plus the quantization budget) it keeps a few packets more queued.
        // Ten seeds of this preset: 1.41–2.06 (1.35–2.59 with the old rule, whose 1.5 held for these three only).
        const ratio = runs('bbr-vs-cubic-deep', 3).map((s) => goodput(s, 'CUBIC') / goodput(s, 'BBR'));
        expect(Math.min(...ratio), `CUBIC/BBR ${fmt(ratio)}`).toBeGreaterThan(1.4);
        expect(Math.max(...ratio), `CUBIC/BBR ${fmt(ratio)}`).toBeLessThan(3);
      },
    },
  ],
  'cubic-vs-newreno-lfp': [
    {
      says: /CUBIC gets more than 4 times NewReno's goodput/,
      check: () => {
        const ratio = runs('cubic-vs-newreno-lfp', 3).map((s) => goodput(s, 'CUBIC') / goodput(s, 'NewReno'));
        expect(Math.min(...ratio), `CUBIC/NewReno ${fmt(ratio)}`).toBeGreaterThan(4);
      },
    },
  ],
  'cubic-rtt-fairness': [
    {
      says: /switch both to NewReno and the short flow gets about twice the long one's goodput/,
      check: () => {
        // Reno-style growth gives each flow a rate about ∝ 1/RTT: with ~40 ms of queue the RTTs are
        // ~68 and ~148 ms, a ratio of 2.2. Measured over 8 runs: 0.90-2.56, mean 1.98.
        const ratio = runs('cubic-rtt-fairness', 8, { flows: asNewReno() }).map((s) => s.flows[0].goodputBps / s.flows[1].goodputBps);
        expect(mean(ratio), `NewReno short/long ${fmt(ratio)}`).toBeGreaterThan(1.6);
        expect(mean(ratio), `NewReno short/long ${fmt(ratio)}`).toBeLessThan(2.5);
      },
    },
    {
      says: /but here it reverses: the long flow gets over twice the short one's goodput, as in ns-3\.37\. The short flow keeps hitting the full buffer: it loses over 5 times as many of its packets/,
      check: () => {
        // Measured over 8 runs: long/short 2.4-5.3 (ns-3.37's mean in validation case cubic-rtt-fairness: 3.3);
        // per-packet loss short/long 14× in seed 1 (77 of 56,922 against 15 of 159,498).
        for (const s of runs('cubic-rtt-fairness', 8)) {
          const [short, long] = s.flows;
          expect(long.goodputBps / short.goodputBps, 'long/short').toBeGreaterThan(2);
          expect(short.drops / short.sentPackets, 'loss rate short/long').toBeGreaterThan((5 * long.drops) / long.sentPackets);
        }
      },
    },
  ],
  'reno-vs-vegas-droptail': [
    {
      says: /Reno gets about 8 times Vegas's goodput and keeps about 30 packets queued to Vegas's 3/,
      check: () => {
        const rs = runs('reno-vs-vegas-droptail', 4);
        const ratio = rs.map((s) => goodput(s, 'Reno') / goodput(s, 'Vegas'));
        expect(Math.min(...ratio), `Reno/Vegas ${fmt(ratio)}`).toBeGreaterThan(6.5);
        expect(Math.max(...ratio), `Reno/Vegas ${fmt(ratio)}`).toBeLessThan(10.5);
        for (const s of rs) {
          const [reno, vegas] = s.flows.map((f) => f.meanQueuePackets);
          expect(reno, `queued: Reno ${reno}, Vegas ${vegas}`).toBeGreaterThan(27);
          expect(reno).toBeLessThan(35);
          expect(vegas, `queued: Reno ${reno}, Vegas ${vegas}`).toBeGreaterThan(2.5);
          expect(vegas).toBeLessThan(3.5);
        }
      },
    },
  ],
  'tsang-two-vegas': [
    {
      says: /Started together, as here, the longer flow gets about 60 %.*either flow can come out ahead\. JFI stays above 0\.93/,
      check: () => {
        const rs = runs('tsang-two-vegas', 12);
        const long = rs.map((s) => share(s.flows[1].goodputBps, s.flows[0].goodputBps));
        expect(long[0], `long flow's share as written: ${long[0]}`).toBeGreaterThan(0.57);
        expect(long[0]).toBeLessThan(0.65);
        // Shifted starts: the long flow ahead in some runs, the short one in others.
        expect(long.filter((x) => x > 0.5).length, `long shares ${fmt(long)}`).toBeGreaterThan(0);
        expect(long.filter((x) => x < 0.5).length, `long shares ${fmt(long)}`).toBeGreaterThan(0);
        for (const s of rs) {
          expect(s.bottleneck.drops).toBe(0);
          expect(s.jainIndex).toBeGreaterThan(0.93);
        }
      },
    },
  ],
  'tsang-mix-30': [
    {
      says: /a Vegas-3 flow gets about 1\.4 times a Reno flow's goodput/,
      check: () => {
        const ratio = runs('tsang-mix-30', 4).map((s) => perFlow(s, 'vegas') / perFlow(s, 'reno'));
        expect(Math.min(...ratio), `Vegas/Reno per flow ${fmt(ratio)}`).toBeGreaterThan(1.2);
        expect(Math.max(...ratio), `Vegas/Reno per flow ${fmt(ratio)}`).toBeLessThan(1.65);
        expect(mean(ratio)).toBeGreaterThan(1.3);
        expect(mean(ratio)).toBeLessThan(1.55);
      },
    },
  ],
  'devendictis-vegas-reno': [
    {
      says: /at B = 20 Reno gets about 2\.4 times Vegas's goodput \(Vegas's share about 0\.29\)/,
      check: () => {
        // 600 s each: two runs (the measured spread between start offsets is under 1 %).
        const rs = runs('devendictis-vegas-reno', 2);
        const ratio = rs.map((s) => goodput(s, 'Reno') / goodput(s, 'Vegas'));
        expect(Math.min(...ratio), `Reno/Vegas ${fmt(ratio)}`).toBeGreaterThan(2.25);
        expect(Math.max(...ratio), `Reno/Vegas ${fmt(ratio)}`).toBeLessThan(2.6);
      },
    },
  ],
  'reno-vs-vegas-slow-link': [
    {
      says: /runs in the ns2 profile, ns-2\.35 as the paper ran it: there Reno gets about 1\.9 times Vegas's goodput, and RED 2\/6 closes the gap \(about 1\.0\)/,
      check: () => {
        expect((PRESETS['reno-vs-vegas-slow-link'] as ScenarioInput).profile).toBe('ns2');
        const dropTail = runs('reno-vs-vegas-slow-link', 6).map((s) => goodput(s, 'Reno') / goodput(s, 'Vegas'));
        expect(Math.min(...dropTail), `DropTail Reno/Vegas ${fmt(dropTail)}`).toBeGreaterThan(1.7);
        expect(Math.max(...dropTail), `DropTail Reno/Vegas ${fmt(dropTail)}`).toBeLessThan(2.25);
        const red = { kind: 'red', minThPackets: 2, maxThPackets: 6, maxP: 0.1, weight: 0.002 } as const;
        const bottleneck = { rateBps: 300_000, delaySec: 0.2, bufferPackets: 10, queue: red };
        const red26 = runs('reno-vs-vegas-slow-link', 6, { bottleneck }).map((s) => goodput(s, 'Reno') / goodput(s, 'Vegas'));
        // RED's random drops and the agents' random tick-clock phases spread single runs (ns-2.35
        // itself: 1.19 ± 0.12 over 10 seeds, validation case 2): "about 1.0" is a claim about the
        // mean, and no single run comes near the DropTail gap.
        const meanRed = red26.reduce((a, b) => a + b, 0) / red26.length;
        expect(meanRed, `RED 2/6 Reno/Vegas ${fmt(red26)}`).toBeGreaterThan(0.9);
        expect(meanRed, `RED 2/6 Reno/Vegas ${fmt(red26)}`).toBeLessThan(1.2);
        expect(Math.max(...red26), `RED 2/6 Reno/Vegas ${fmt(red26)}`).toBeLessThan(1.4);
      },
    },
    {
      says: /Switch the profile to standard and they share about equally even under DropTail \(Reno\/Vegas about 1\.07\)/,
      check: () => {
        const ratio = runs('reno-vs-vegas-slow-link', 6, { profile: 'standard' }).map((s) => goodput(s, 'Reno') / goodput(s, 'Vegas'));
        expect(Math.min(...ratio), `standard Reno/Vegas ${fmt(ratio)}`).toBeGreaterThan(0.95);
        expect(Math.max(...ratio), `standard Reno/Vegas ${fmt(ratio)}`).toBeLessThan(1.15);
      },
    },
  ],
  'newreno-two-bottlenecks': [
    {
      says: /NewReno gets about 1\.5 times the goodput of the Reno flow on its path \(1\.15-1\.7 over runs, whichever is listed first\) and has fewer timeouts/,
      check: () => {
        const all = [...runs('newreno-two-bottlenecks', 4), ...runs('newreno-two-bottlenecks', 4, { swapFirstTwo: true })];
        const pick = (s: SimSummary, name: string) => s.flows.find((f) => f.name === name)!;
        const ratio = all.map((s) => pick(s, 'NewReno (R1 to R3)').goodputBps / pick(s, 'Reno (R1 to R3)').goodputBps);
        expect(Math.min(...ratio), `NewReno/Reno ${fmt(ratio)}`).toBeGreaterThan(1.1);
        expect(Math.max(...ratio), `NewReno/Reno ${fmt(ratio)}`).toBeLessThan(1.8);
        expect(mean(ratio)).toBeGreaterThan(1.35);
        expect(mean(ratio)).toBeLessThan(1.65);
        for (const s of all) expect(pick(s, 'NewReno (R1 to R3)').timeouts).toBeLessThan(pick(s, 'Reno (R1 to R3)').timeouts);
      },
    },
  ],
  'fair-queueing-reno-vegas': [
    {
      says: /Under DropTail Reno takes about 10 times Vegas's goodput/,
      check: () => {
        // The lab's default link with this preset's flows (measured: 10.2 in each of three runs).
        const bottleneck = { rateBps: 1_500_000, delaySec: 0.01, bufferPackets: 50, queue: { kind: 'droptail' } } as const;
        const ratio = runs('fair-queueing-reno-vegas', 3, { bottleneck }).map((s) => goodput(s, 'Reno') / goodput(s, 'Vegas'));
        expect(Math.min(...ratio), `DropTail Reno/Vegas ${fmt(ratio)}`).toBeGreaterThan(8.5);
        expect(Math.max(...ratio), `DropTail Reno/Vegas ${fmt(ratio)}`).toBeLessThan(11.5);
      },
    },
    {
      says: /Here each gets 45 to 55 % of the goodput \(JFI above 0\.98\), although Reno still keeps over 10 times as many packets queued as Vegas: only Reno's own packets wait behind them, so Reno's RTT is several times Vegas's/,
      check: () => {
        // DRR serves each backlogged queue a quantum per round, so the shares are 1/2 each whatever
        // is queued; Reno's ~34 packets at half the link's 180 packets/s add ~0.19 s to its RTT only.
        for (const s of runs('fair-queueing-reno-vegas', 3)) {
          const [reno, vegas] = s.flows;
          expect(share(vegas.goodputBps, reno.goodputBps)).toBeGreaterThan(0.45);
          expect(share(vegas.goodputBps, reno.goodputBps)).toBeLessThan(0.55);
          expect(s.jainIndex).toBeGreaterThan(0.98);
          expect(reno.meanQueuePackets, `queued: Reno ${reno.meanQueuePackets}, Vegas ${vegas.meanQueuePackets}`).toBeGreaterThan(10 * vegas.meanQueuePackets);
          expect(reno.meanRttSec!, `RTT: Reno ${reno.meanRttSec}, Vegas ${vegas.meanRttSec}`).toBeGreaterThan(3 * vegas.meanRttSec!);
        }
      },
    },
  ],
  'codel-cubic-deep': [
    {
      says: /CUBIC delivers over 90 % of the link while the queue holds fewer than 5 packets on average, so its RTT stays within 7 ms of the 53 ms of the empty path/,
      check: () => {
        for (const s of runs('codel-cubic-deep', 3)) {
          // The link's payload rate: 10 Mb/s · 1000 / 1040 bytes.
          expect(goodput(s, 'CUBIC')).toBeGreaterThan(0.9 * 10e6 * (1000 / 1040));
          expect(s.bottleneck.meanQueuePackets).toBeLessThan(5);
          // 52 ms of propagation plus the serialisation of a data packet and an ACK on each link.
          expect(s.flows[0].meanRttSec!).toBeGreaterThan(0.053);
          expect(s.flows[0].meanRttSec!).toBeLessThan(0.06);
        }
      },
    },
    {
      says: /Switch the queue to DropTail and CUBIC fills the buffer: over 380 packets queued and an RTT above a third of a second, for about 7 % more goodput/,
      check: () => {
        const bottleneck = { rateBps: 10e6, delaySec: 0.02, bufferPackets: 500, queue: { kind: 'droptail' } } as const;
        const codel = runs('codel-cubic-deep', 3);
        const dropTail = runs('codel-cubic-deep', 3, { bottleneck });
        dropTail.forEach((s, i) => {
          expect(s.bottleneck.meanQueuePackets).toBeGreaterThan(380);
          expect(s.flows[0].meanRttSec!).toBeGreaterThan(1 / 3);
          // Measured: 9615 against 8997–9005 kb/s, 6.8 % more.
          const more = goodput(s, 'CUBIC') / goodput(codel[i], 'CUBIC');
          expect(more, 'DropTail/CoDel goodput').toBeGreaterThan(1.04);
          expect(more, 'DropTail/CoDel goodput').toBeLessThan(1.1);
        });
      },
    },
  ],
  'bbr-cubic-fq-codel': [
    {
      says: /Each gets 45 to 55 % of the goodput \(JFI above 0\.98\)\. BBR ignores CoDel's drops and keeps about ten times as many packets queued as CUBIC, but they wait in its own queue: CUBIC's RTT stays within 7 ms of the 53 ms of the empty path/,
      check: () => {
        // Measured: BBR's share 0.482–0.488, queued 9.4–10.5 packets against CUBIC's 1.2–1.3.
        for (const s of runs('bbr-cubic-fq-codel', 3)) {
          const [cubic, bbr] = s.flows;
          expect(share(bbr.goodputBps, cubic.goodputBps)).toBeGreaterThan(0.45);
          expect(share(bbr.goodputBps, cubic.goodputBps)).toBeLessThan(0.55);
          expect(s.jainIndex).toBeGreaterThan(0.98);
          const queued = bbr.meanQueuePackets / cubic.meanQueuePackets;
          expect(queued, 'BBR/CUBIC queued').toBeGreaterThan(6);
          expect(queued, 'BBR/CUBIC queued').toBeLessThan(15);
          expect(cubic.meanRttSec!).toBeLessThan(0.06);
        }
      },
    },
    {
      says: /Switch the queue to CoDel, one queue for both, and BBR takes over 80 % of the goodput; switch it to DropTail and both RTTs pass a third of a second/,
      check: () => {
        const link = { rateBps: 10e6, delaySec: 0.02, bufferPackets: 500 };
        for (const s of runs('bbr-cubic-fq-codel', 3, { bottleneck: { ...link, queue: { kind: 'codel', targetSec: 0.005, intervalSec: 0.1, ecn: false } } })) {
          expect(share(goodput(s, 'BBR'), goodput(s, 'CUBIC')), 'BBR share under CoDel').toBeGreaterThan(0.8);
        }
        for (const s of runs('bbr-cubic-fq-codel', 3, { bottleneck: { ...link, queue: { kind: 'droptail' } } })) {
          for (const f of s.flows) expect(f.meanRttSec!, `${f.name} RTT under DropTail`).toBeGreaterThan(1 / 3);
        }
      },
    },
  ],
  'many-flows-200': [
    {
      says: /A Vegas flow and a Reno flow get about the same goodput on average \(within 10 %\), yet the JFI over the 200 flows is only about 0\.8/,
      check: () => {
        // "On average" is over runs: single runs range from about 0.9 to 1.25.
        const rs = runs('many-flows-200', 4);
        const ratio = rs.map((s) => perFlow(s, 'vegas') / perFlow(s, 'reno'));
        const jfi = rs.map((s) => s.jainIndex);
        expect(mean(ratio), `Vegas/Reno per flow ${fmt(ratio)}`).toBeGreaterThan(0.9);
        expect(mean(ratio), `Vegas/Reno per flow ${fmt(ratio)}`).toBeLessThan(1.1);
        expect(Math.min(...ratio), `Vegas/Reno per flow ${fmt(ratio)}`).toBeGreaterThan(0.85);
        expect(Math.max(...ratio), `Vegas/Reno per flow ${fmt(ratio)}`).toBeLessThan(1.3);
        expect(Math.min(...jfi), `JFI ${fmt(jfi)}`).toBeGreaterThan(0.74);
        expect(Math.max(...jfi), `JFI ${fmt(jfi)}`).toBeLessThan(0.86);
      },
    },
  ],
};

describe('preset claims', () => {
  it('every preset has its claims listed here', () => {
    expect(Object.keys(CLAIMS).sort()).toEqual(Object.keys(PRESETS).sort());
  });

  for (const [name, claims] of Object.entries(CLAIMS)) {
    describe(name, () => {
      const description = (PRESETS[name] as ScenarioInput).description ?? '';
      for (const c of claims) {
        it(`says ${c.says.source.replace(/\\/g, '')}`, () => {
          expect(description).toMatch(c.says);
        });
        it(`shows it: ${c.says.source.replace(/\\/g, '').slice(0, 60)}`, c.check);
      }
    });
  }
});
