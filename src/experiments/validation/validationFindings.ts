// What the validation report says about each case beyond its tables: the reading of the results,
// and for any miss why, with the evidence. Sentences with measured numbers are computed from the
// report itself; the rest records investigations (how to reproduce them is given).
import { paperCite, paperCiteAtStart } from '../papers';
import type { CaseReport, ConfigReport, EngineStats, PointReport } from './types';

export const GENERAL_NOTES: string[] = [
  'Both simulators run the same scenario, in the ns2 profile: ns-2.35 with its own TCP defaults, as the papers ran it (a SYN exchange, 40 header bytes on Tahoe/Reno/NewReno packets but none on Vegas packets, delayed growth; src/sim/MODEL.md). The ns-2 script comes from our exporter (src/sim/export/ns2Tcl.ts), which keeps those defaults and sets every RED parameter explicitly. Random spreads (start times, access delays) are drawn once by our expansion and exported as numbers, so both simulators get identical topologies and start times.',
  "Known deliberate differences (src/sim/MODEL.md): the random number generators differ (RED's early drops, and each TCP agent's random tick-clock offset, ns-2's boot_time_, which the ns2 profile draws from our seed), so lossy runs diverge packet by packet and are compared as means over replications.",
  "Engine fix made during this validation: ns-2's Vegas counts a segment it has not sent yet as expired on its fine-grained timer (vegas_expire reads its send time as −1), so after a new ACK that covers everything sent a worried Vegas sends the next segment twice; ours treated it as not expired. In the ns2 profile, where Vegas's 500-byte packets meet Reno's 540-byte ones, that one duplicate changed which packets the full drop-tail queue dropped (De Vendictis case, B = 15, seed 1, at 6.5 s), and ns-2's Vegas went on to about 195 coarse timeouts per 600 s run against ours 0.5: case 3 missed by 82 % at B = 10 and 39 % at B = 15. Modelled now in the ns2 profile, which every case runs in (the standard profile keeps a segment not sent yet unexpired; src/sim/MODEL.md; tests/sim/tcp/variants.test.ts, 'worried, a new ACK covering everything sent …').",
  "Engine fixes made for the validation's last misses, both in the ns2 profile only (the standard profile keeps its runs and links; src/sim/MODEL.md): (1) each TCP agent's RTT tick clock starts at a random point of a tick, as ns-2's boot_time_ = Random::uniform(tcpTick_) (ours had started every clock at 0); it moves RTOs by whole ticks and explained case 6's Vegas/Reno miss (see the case); (2) ns-2's event order at equal times: a packet that waited in a queue is scheduled to arrive at the next node when its transmission starts (ns-2's queue resume and LinkDelay::recv), not when it was accepted. On case 7's links of equal rates the old order let one flow's train win every tie at a full drop-tail queue, so one Reno flow lost several packets where ns-2 spreads the drops over flows, and ours took about 1.5 × ns-2's coarse timeouts (tests/sim/net/Link.test.ts).",
  "Engine fix made during this validation: Vegas's post-recovery window deflation (ns-2 `cwnd_ = v_newcwnd_` on the first new ACK after more than 3 duplicates) was skipped when no cut value had been recorded (after a coarse timeout). Every duplicate ACK then stayed in cwnd for good: in the 30-flow mixes some Vegas flows reached cwnd ≈ 800 with a 60 s backed-off timer and delivered nothing for 50 s, and the Vegas class fell up to 9 % below ns-2 with its JFI 0.022–0.051 low, over 20 replications (0 of the 4 configurations of case 4 met the targets). The window now deflates to the cut value, or to 1 packet where ns-2 uses 0 (tests/sim/tcp/variants.test.ts, 'deflates an inflated window even when no cut was recorded').",
];

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

function verdictLine(c: CaseReport): string {
  const judged = c.configs.filter((g) => g.target !== 'none');
  const bad = judged.filter((g) => !g.goodput.pass || !g.jain.pass);
  const unjudged = c.configs.length - judged.length;
  const tail = unjudged ? ` ${unjudged === 1 ? 'One configuration has' : `${unjudged} configurations have`} no ns-2 reference and is shown beside the paper only.` : '';
  if (judged.length === 0) return tail.trim();
  if (bad.length === 0) return `Every configuration compared with ns-2 meets its target (largest goodput error ${pct(Math.max(...judged.map((g) => g.maxGoodputRelErr)))}).${tail}`;
  return `Misses: ${bad.map((g) => `${g.label} (${!g.goodput.pass ? `goodput: ${g.goodput.detail}` : ''}${!g.goodput.pass && !g.jain.pass ? '; ' : ''}${!g.jain.pass ? `JFI: ${g.jain.detail}` : ''})`).join('; ')}.`;
}

const kb = (bps: number): string => `${(bps / 1000).toFixed(1)}`;

/** One standard error of the difference of the two mean JFIs, averaged over a case's points. */
function jainNoise(c: CaseReport): number {
  const ps = c.configs.flatMap((g) => g.points).filter((p) => p.ns2);
  const se = ps.map((p) => Math.hypot(p.ours.jain.sd, p.ns2!.jain.sd) / Math.sqrt(p.replications));
  return se.reduce((a, b) => a + b, 0) / Math.max(1, se.length);
}

/** Ratio of two classes' mean values in one simulator's statistics (NaN without them). */
function classRatio(e: EngineStats | null, num: string, den: string): number {
  return e ? e.classes[num].goodputBps.mean / e.classes[den].goodputBps.mean : NaN;
}

function config(c: CaseReport, id: string): ConfigReport | undefined {
  return c.configs.find((g) => g.id === id);
}

function point(g: ConfigReport | undefined, id: string): PointReport | undefined {
  return g?.points.find((p) => p.id === id);
}

function jainRange(g: ConfigReport, pick: (p: PointReport) => number | undefined): string {
  const xs = g.points.map(pick).filter((x): x is number => x !== undefined && Number.isFinite(x));
  return xs.length ? `${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)}` : '–';
}

function tsangFindings(c: CaseReport): string[] {
  const out: string[] = [];
  const v = config(c, 'vegas-1-3');
  const p30 = point(v, 'x2-30');
  if (v && p30?.paper?.goodputBps) {
    out.push(
      `The loss-free Vegas lines agree with ns-2.35 packet for packet (largest per-flow goodput difference ${pct(Math.max(...c.configs.filter((g) => g.target === 'deterministic').map((g) => g.maxGoodputRelErr)))}; drops, queues and JFI identical). ` +
        `Table 3 of ${paperCite('000')} differs from both at most points: at x2 = 30 ms the paper has the short flow ahead (${kb(p30.paper.goodputBps.short)} vs ${kb(p30.paper.goodputBps.long)} kb/s), ns-2.35 has the ${p30.ns2!.classes.long.goodputBps.mean > p30.ns2!.classes.short.goodputBps.mean ? 'long' : 'short'} one ahead (${kb(p30.ns2!.classes.short.goodputBps.mean)} vs ${kb(p30.ns2!.classes.long.goodputBps.mean)} kb/s short vs long), and so do we (${kb(p30.ours.classes.short.goodputBps.mean)} vs ${kb(p30.ours.classes.long.goodputBps.mean)}).`,
    );
  }
  out.push(
    'Why the paper differs (evidence): with α < β each Vegas flow settles anywhere between α and β queued packets, so the split is decided by the start-up transient, and the transient depends on settings the paper does not state. ' +
      'Changing only the initial window from 2 to 1 packets (measured before the start-up was modelled, i.e. without SYN, header or delayed growth: scenario tcp.windowInit = 1; both simulators again agree exactly) gives short/long = 750/750, 563/936, 1000/499, 803/697, 578/921, 633/865, 669/830, 810/689, 867/631, 927/572, 985/513, 707/791, 974/524 kb/s for x2 = 1, 5, 10, … 110 ms: ' +
      'the paper\'s Table 3 values at x2 = 1, 10, 20, 70 and 80 ms are reproduced to within 2 % (x2 = 10: 1000/499 kb/s, JFI 0.899; paper 1000/500, 0.900) while other points move by up to 40 %. ' +
      "These runs use ns-2.35's stock start-up (syn_ and delay_growth_ on, and no header on Vegas packets), as the papers ran it; without it (our version-1 scenarios) the points move again. The paper's ns version and start-up settings are unknown, so its per-point numbers are a trend to compare, not a target.",
  );
  for (const id of ['ev-1', 'ev-2', 'ev-3', 'vegas-1-3']) {
    const g = config(c, id);
    if (!g) continue;
    out.push(`${g.label}: JFI over x2 ours ${jainRange(g, (p) => p.ours.jain.mean)}, ns-2 ${jainRange(g, (p) => p.ns2?.jain.mean)}, paper (Table 4) ${jainRange(g, (p) => p.paper?.jain)}.`);
  }
  out.push(
    "Reading: as in the paper, Enhanced Vegas with δ = 2 or 3 is fair at every delay, δ = 1 becomes unfair for the longest delays (x2 ≥ 80 ms), and Vegas α=1 β=3 is unfair at some delays but not monotonically so; the positions of the bad points differ from the paper's (see above).",
  );
  const r = config(c, 'reno');
  if (r) {
    out.push(
      `Reno/Reno (lossy, means over ${r.points[0].replications} RED seeds): largest class error ${pct(r.maxGoodputRelErr)}, largest |ΔJFI| ${r.jain.measured.toFixed(4)}; the remaining differences are within about two standard errors of replication noise (the ± in the table). The paper has no Reno/Reno table.`,
    );
  }
  return out;
}

function slowLinkFindings(c: CaseReport): string[] {
  const dt = point(config(c, 'droptail'), 'b10');
  const out: string[] = [];
  if (dt) {
    out.push(
      `All three queues agree with ns-2 (DropTail and RED 5/6 to the packet in most replications; RED 2/6, where early drops are frequent, within noise). Under DropTail Reno gets ${kb(dt.ns2!.classes.Reno.goodputBps.mean)} kb/s and Vegas ${kb(dt.ns2!.classes.Vegas.goodputBps.mean)} kb/s in ns-2 (ours ${kb(dt.ours.classes.Reno.goodputBps.mean)} / ${kb(dt.ours.classes.Vegas.goodputBps.mean)}).`,
    );
  }
  out.push(
    `${paperCiteAtStart('002')} reports Reno well ahead under DropTail. With this case's set-up, neither simulator shows that: the bandwidth-delay product (0.3 Mb/s × 0.46 s ≈ 31 packets of 552 B) is three times the 10-packet buffer, the regime where ${paperCite('001')} find Vegas competitive. With the paper's 8000-byte advertised window (14 packets) both flows are window-limited and loss-free and share equally (both simulators: 133.1 / 132.4 kb/s under DropTail). The paper's figure 1 (garbled in the text copy) shows other link values, so its exact set-up is not recoverable.`,
  );
  return out;
}

function crossover(points: PointReport[], ratio: (p: PointReport) => number): string {
  const i = points.findIndex((p) => ratio(p) < 1);
  if (i < 0) return 'beyond the largest buffer';
  if (i === 0) return 'below the smallest buffer';
  return `between B = ${points[i - 1].x} and ${points[i].x}`;
}

/** De Vendictis & Baiocchi's two claims (small buffers favour Vegas, large ones starve it), judged in each simulator. */
function smallBufferClaim(g: ConfigReport, ratio: (e: 'ours' | 'ns2') => (p: PointReport) => number): string {
  const first = g.points[0];
  const last = g.points[g.points.length - 1];
  if (!first || !last) return '';
  const wins = (e: 'ours' | 'ns2') => ratio(e)(first) > 1;
  const starves = (e: 'ours' | 'ns2') => ratio(e)(last) < 0.5 && ratio(e)(last) < ratio(e)(first);
  const both = (f: (e: 'ours' | 'ns2') => boolean) => (f('ours') && f('ns2') ? 'holds in both simulators' : !f('ours') && !f('ns2') ? 'does not hold in either simulator' : f('ours') ? 'holds in ours only' : 'holds in ns-2 only');
  return (
    `The claim of ${paperCite('001')} that small buffers favour Vegas ${both(wins)} (Vegas/Reno at B = ${first.x}: ns-2 ${ratio('ns2')(first).toFixed(2)}, ours ${ratio('ours')(first).toFixed(2)}); ` +
    `their claim that large buffers starve Vegas ${both(starves)} (at B = ${last.x}: ns-2 ${ratio('ns2')(last).toFixed(2)}, ours ${ratio('ours')(last).toFixed(2)}).`
  );
}

function deVendictisFindings(c: CaseReport): string[] {
  const g = c.configs[0];
  if (!g) return [];
  const ratio = (e: 'ours' | 'ns2') => (p: PointReport) => classRatio(p[e], 'Vegas', 'Reno');
  const model = (p: PointReport) => (p.paper?.goodputBps ? p.paper.goodputBps.Vegas / p.paper.goodputBps.Reno : NaN);
  const exact = g.maxGoodputRelErr < 5e-4;
  const evidence = g.goodput.pass
    ? []
    : [
        'Where it misses (B = 10 and 15 in the ns2 profile), ns-2.35\'s Vegas takes far more coarse timeouts than ours (B = 15: about 195 per run against 0.5). Traced in seed 1 at B = 15 (sampling both senders every 10 ms: cwnd, ssthresh, highest ACK, next sequence, retransmissions, duplicate ACKs): the two runs agree to the packet until 6.50 s; by 6.51 s ns-2\'s Vegas has three duplicate ACKs for segment 2437 and has retransmitted 2438, ours has not lost it. From 6.78 s ns-2\'s Vegas has 12 segments outstanding against a window of 8 and no ACK coming, so it waits for its coarse timeout; ours carries on. The first difference is which packets the full drop-tail queue drops, with Vegas\'s 500-byte and Reno\'s 540-byte packets arriving together: an open engine question (queue tie order or Vegas\'s loss recovery), not replication noise (20 replications keep the gap).',
      ];
  return [
    ...evidence,
    exact
      ? 'Agreement with ns-2 is exact to the printed precision at every buffer: a drop-tail queue draws no random numbers, the start times are exported exactly, and the random tick-clock offsets (boot_time_) of both simulators happen not to change any retransmission timeout here.'
      : `Largest class error against ns-2 ${pct(g.maxGoodputRelErr)}.`,
    `Vegas/Reno goodput ratio against B, ns-2: ${g.points.map((p) => `B=${p.x}: ${ratio('ns2')(p).toFixed(2)}`).join(', ')}; ours: ${g.points.map((p) => ratio('ours')(p).toFixed(2)).join(', ')}; the paper's model as we evaluate it: ${g.points.map((p) => model(p).toFixed(2)).join(', ')}.`,
    smallBufferClaim(g, ratio) + ` The simulated crossover (ratio 1) lies ${crossover(g.points, ratio('ns2'))} in ns-2 and ${crossover(g.points, ratio('ours'))} in ours, the model's ${crossover(g.points, model)}. ` +
      "Our evaluation of the model does not reproduce the two model ratios the paper quotes (2.58 at B = 5, 0.76 at B = 10; we get about 1.70 and 0.61), so the model column is indicative only: some detail of the paper's evaluation (its T, or how the mini-cycle sums are discretised) is not recoverable from the text, and its Fig. 3 (the simulated curves) is not in the text copy.",
  ];
}

function mixFindings(c: CaseReport): string[] {
  const out: string[] = [];
  const a = point(config(c, 'a3-red-54-108'), 'v30');
  if (a?.paper?.goodputBps) {
    out.push(
      `Table 6 of ${paperCite('000')} (30 flows) has Reno ahead under RED 54/108 (30 % Vegas: Vegas ${kb(a.paper.goodputBps.Vegas)}, Reno ${kb(a.paper.goodputBps.Reno)} kb/s per flow); both ns-2.35 and we have Vegas ahead (ns-2 ${kb(a.ns2!.classes.Vegas.goodputBps.mean)} / ${kb(a.ns2!.classes.Reno.goodputBps.mean)}). ` +
        'The paper does not state the RTT distribution, access link speeds or receiver window for this experiment, and one cell (Vegas1_3, RED 54/108, 70 %) is garbled (its goodputs sum to 13.7 Mb/s on a 10 Mb/s link); its values are shown for reference only.',
    );
  }
  out.push(
    `These runs are heavily lossy (tens to hundreds of drops and up to about 70 timeouts per flow per run), so single runs differ a lot: with ${c.configs[0]?.points[0]?.replications ?? 0} replications, replication noise alone puts ±${jainNoise(c).toFixed(3)} on the difference of the two mean JFIs (one standard error, averaged over the points; with 3 replications, as an earlier version ran, about ±0.02, and the ns2 profile's random tick-clock phases alone moved one point from 0.017 to 0.034). Where a point misses the target, the extended check over 20 replications shows whether the difference persists.`,
  );
  out.push(
    'Before the Vegas deflation fix (see Notes) this case missed by a systematic margin. At the 50 % α=β=3 RED 54/108 point over 10 replications the old code gave the Vegas class 356.3 kb/s per flow against ns-2\'s 378.2 and JFI 0.896 against 0.935; with the fix, 30 replications give 373.3 vs 374.0 kb/s and JFI 0.934 vs 0.938. ' +
      'In seed 3 of that point the old code left flows Vegas 7 and Vegas 10 with no goodput at all over 10–60 s (cwnd inflated to about 800 packets by duplicate ACKs after a timeout, coarse timer backed off to 60 s). ' +
      'Over the whole case the old code met the targets in 0 of 4 configurations, and at the 9 points it missed, 20 replications still left its JFI 0.022–0.051 below ns-2\'s (noise ±0.006–0.011 on the difference) and the Vegas class up to 9 % below.',
  );
  return out;
}

const r2 = (x: number | null | undefined): string => (x === null || x === undefined || !Number.isFinite(x) ? '–' : x.toFixed(2));

/** Whether a measured ratio supports a claim stated as a range, with a plain word for the report. */
function claimWord(ratio: number | null | undefined, range: [number, number]): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return 'not measured';
  if (ratio >= range[0] && ratio <= range[1]) return 'holds (within the stated range)';
  if (ratio > 1.02 && range[0] > 1) return ratio > range[1] ? 'holds in direction, by more than stated' : 'holds in direction, by less than stated';
  return 'does not hold';
}

function newRenoFindings(c: CaseReport): string[] {
  const out: string[] = [];
  for (const g of c.configs) {
    const p = g.points[0];
    const range = p?.paper?.ratio?.range;
    if (!p || !range) continue;
    const o = claimWord(p.ratio?.ours, range);
    const n = claimWord(p.ratio?.ns2, range);
    const drops = (e: EngineStats | null) => (e ? e.classes.Reno.drops / e.classes.NewReno.drops : NaN);
    const neither = o === 'does not hold' && n === 'does not hold';
    out.push(
      `${g.label}: NewReno/Reno goodput ours ${r2(p.ratio?.ours)}, ns-2 ${r2(p.ratio?.ns2)}; ${paperCite('002')} states ${range[0].toFixed(2)}–${range[1].toFixed(2)}. ` +
        `The paper's claim ${neither ? 'does not hold in either simulator' : `in ours: ${o}; in ns-2: ${n}`}. ` +
        `Reno's drops per NewReno drop: ours ${r2(drops(p.ours))}, ns-2 ${r2(drops(p.ns2))} (paper: Reno "suffers 20%-25% more losses" on the two bottlenecks, 2-3 % more on one).`,
    );
  }
  return out;
}

function brakmoFindings(c: CaseReport): string[] {
  const out: string[] = [];
  const pick = (id: string, set: string) => config(c, id)?.points.find((p) => p.id === set);
  const kBps = (bps: number | undefined) => (bps === undefined ? NaN : bps / 8 / 1024);
  for (const set of ['paper', 'issue']) {
    const rr = pick('reno-reno', set);
    const rv = pick('reno-vegas', set);
    const vr = pick('vegas-reno', set);
    const vv = pick('vegas-vegas', set);
    if (!rr || !rv || !vr || !vv) continue;
    const e = (p: PointReport, k: 'ours' | 'ns2') => p[k];
    const thr = (p: PointReport, k: 'ours' | 'ns2', cls: string) => kBps(e(p, k)?.classes[cls].goodputBps.mean);
    const retx = (p: PointReport, k: 'ours' | 'ns2') => {
      const s = e(p, k);
      return s ? ((s.classes['300 KB'].retransmits + s.classes['1 MB'].retransmits) * p.packetSizeBytes) / 1024 : NaN;
    };
    const line = (k: 'ours' | 'ns2') =>
      `${k === 'ours' ? 'ours' : 'ns-2'}: Reno's 300 KB throughput inside Vegas / inside Reno ${r2(thr(rv, k, '300 KB') / thr(rr, k, '300 KB'))} (paper 1.02), Reno's 1 MB with a Vegas / a Reno 300 KB ${r2(thr(vr, k, '1 MB') / thr(rr, k, '1 MB'))} (paper 1.09); ` +
      `Vegas/Vegas over Reno/Reno throughput ${r2(thr(vv, k, '300 KB') / thr(rr, k, '300 KB'))} / ${r2(thr(vv, k, '1 MB') / thr(rr, k, '1 MB'))} (paper 1.23 / 1.20); ` +
      `combined retransmitted KB Reno/Reno ${f1(retx(rr, k))}, Reno/Vegas ${f1(retx(rv, k))}, Vegas/Reno ${f1(retx(vr, k))}, Vegas/Vegas ${f1(retx(vv, k))} (paper 52, 45, 19, 0.4)`;
    // The paper's three claims, judged in each simulator.
    const verdicts = (k: 'ours' | 'ns2') => {
      const notHurt = thr(rv, k, '300 KB') / thr(rr, k, '300 KB') >= 0.95 && thr(vr, k, '1 MB') / thr(rr, k, '1 MB') >= 0.95;
      const fewer = retx(rv, k) < retx(rr, k) && retx(vr, k) < retx(rr, k) && retx(vv, k) < 1;
      const faster = thr(vv, k, '300 KB') / thr(rr, k, '300 KB') > 1.05 && thr(vv, k, '1 MB') / thr(rr, k, '1 MB') > 1.05;
      return [notHurt, fewer, faster];
    };
    const o = verdicts('ours');
    const n = verdicts('ns2');
    const claims = ['Vegas does not hurt Reno (both Reno ratios ≥ 0.95)', 'combined retransmissions fall when Vegas replaces either Reno, and Vegas/Vegas retransmits under 1 KB', 'Vegas/Vegas is faster than Reno/Reno for both transfers (ratios > 1.05)'];
    const said = claims.map((cl, i) => `${cl}: ${o[i] && n[i] ? 'holds in both' : !o[i] && !n[i] ? 'does not hold in either simulator' : o[i] ? 'holds in ours only' : 'holds in ns-2 only'}`);
    out.push(`${set === 'paper' ? "The paper's runs (buffers 15, 20; delays 0–2.5 s)" : "This case's added runs (buffers 10, 15; delays 0.5–3 s)"}: ${line('ours')}; ${line('ns2')}. The claims of ${paperCite('004')}: ${said.join('; ')}.`);
  }
  out.push(
    "Why each run is replicated over seeds (found from per-packet traces of the bottleneck queue, ns-2's trace-queue against ours): with one seed, Vegas/Reno missed on the paper's runs by 16.8 %, all of it from two of the 12 runs (buffer 20, the 300 KB Vegas started 1 s and 1.5 s after the 1 MB Reno: ours 2.6 s and 3.3 s, ns-2 5.5 s and 6.3 s). The traces agree packet for packet until the 1 MB Reno's timeout after its first losses, which ns-2 fires 30 ms earlier (segment 82 resent at 1.3445 s against ours 1.3745 s); from there the two runs part. 30 ms is 3 ticks of the coarse timer: the handshake's 104.5 ms sample counts 10 ticks of an agent clock started less than 5.5 ms into a tick and 11 otherwise (ns-2 boot_time_, drawn at random per agent; ours started every clock at 0), and the integer estimator carries that tick into every later RTO. Starting our Reno's clock anywhere from 5.5 ms into a tick reproduces ns-2's run to the microsecond (7.966 s, 27 retransmissions, the Vegas in 6.463 s); from 0 to 5 ms gives ours. With the phase drawn per seed (ns2 profile) both simulators show both outcomes: over 5 seeds at buffer 20, 1 s, ours 2.58 s in 2 and 5.46 s in 3, ns-2 2.58 s in 2 and 5.46 s in 3.",
  );
  out.push(
    'Absolute throughputs depend on the paper\'s lost network figure and its x-kernel Vegas (with spike suppression, which neither ns-2.35 nor we model), so they are a trend to compare, not a target.',
  );
  return out;
}

function vegasPlusFindings(c: CaseReport): string[] {
  const v = config(c, 'vegas');
  const vp = config(c, 'vegas-plus');
  if (!v || !vp) return [];
  const share = (p: PointReport, cls: string) => {
    const s = p.ours.classes[cls];
    const r = p.ours.classes.Reno;
    return (s.flows * s.goodputBps.mean) / (s.flows * s.goodputBps.mean + r.flows * r.goodputBps.mean);
  };
  const rows = v.points.map((p, i) => {
    const q = vp.points[i];
    return `${p.label}: Vegas ${f3(p.ours.jain.mean)} (ns-2 ${f3(p.ns2?.jain.mean)}, paper ${f3(p.paper?.jain)}), Vegas+ ${f3(q.ours.jain.mean)} (paper ${f3(q.paper?.jain)})`;
  });
  const better = v.points.filter((p, i) => vp.points[i].ours.jain.mean > p.ours.jain.mean).length;
  const rising = vp.points.every((q, i) => i === 0 || q.ours.jain.mean >= vp.points[i - 1].ours.jain.mean - 0.01);
  const reached = vp.points.filter((q) => q.paper?.jain !== undefined && q.ours.jain.mean >= q.paper.jain - 0.03).length;
  // 95 % intervals of the differences (ours − ns-2) on the plain-Vegas line, from the replication spread.
  const ci = v.points
    .filter((p) => p.ns2)
    .map((p) => {
      const n = p.replications;
      const o = p.ours.classes.Vegas.goodputBps;
      const q = p.ns2!.classes.Vegas.goodputBps;
      const dG = (o.mean - q.mean) / q.mean;
      const seG = Math.hypot(o.sd, q.sd) / Math.sqrt(n) / q.mean;
      const dJ = p.ours.jain.mean - p.ns2!.jain.mean;
      const seJ = Math.hypot(p.ours.jain.sd, p.ns2!.jain.sd) / Math.sqrt(n);
      const signed = (x: number, d = 1) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(d)}`;
      return `${p.label}: Vegas goodput ${signed(100 * dG)} % [${signed(100 * (dG - 1.96 * seG))}, ${signed(100 * (dG + 1.96 * seG))}], JFI ${signed(dJ, 3)} [${signed(dJ - 1.96 * seJ, 3)}, ${signed(dJ + 1.96 * seJ, 3)}]`;
    });
  const renoTimeouts = v.points
    .filter((p) => p.ns2 && p.x >= 5)
    .map((p) => `${p.label} ${p.ours.classes.Reno.timeouts.toFixed(1)} / ${p.ns2!.classes.Reno.timeouts.toFixed(1)}`);
  return [
    `Plain Vegas against ns-2 over ${v.points[0]?.replications ?? 0} seeds, ours − ns-2 with its 95 % interval (±1.96 standard errors of the difference of the means): ${ci.join('; ')}.`,
    `Reno's coarse timeouts per flow, ours / ns-2: ${renoTimeouts.join(', ')}. Before the event-order fix (see the notes) ours were about 1.5 × ns-2's here (5 flows 11.3 / 7.2, 10 flows 13.5 / 9.3, 20 flows 20.5 / 9.7) while every other case agreed; traced in 5 flows, seed 1, 2–30 s (ns-2's trace-queue and its agents' nrexmit_ against ours), both simulators' Reno ended every one-drop loss episode in fast recovery and every multi-drop one in a coarse timeout, but ns-2 had 42 episodes on the three Reno flows, 12 with several drops, and ours 33 with 20: the queue, not the agents, differed.`,
    `JFI ours (ns-2 for plain Vegas; paper): ${rows.join('; ')}.`,
    `Vegas+ is fairer than Vegas at ${better} of ${v.points.length} flow counts in our engine (the paper: at all five). The paper's JFI rises with the number of flows for both; ours for Vegas+ ${rising ? 'does too' : 'does not'}. Vegas+ reaches the paper's JFI (within 0.03 or above) at ${reached} of ${vp.points.length} flow counts. The paper does not give its counter rule beyond a code excerpt, so ours is one reading of it (src/sim/tcp/variants/VegasPlus.ts).`,
    `Share of the bandwidth taken by the Vegas side in our engine: ${v.points.map((p) => `${p.x} flows ${pct(share(p, 'Vegas'))}`).join(', ')}; by the Vegas+ side: ${vp.points.map((q) => `${pct(share(q, 'Vegas+'))}`).join(', ')} (paper, "when competing": Vegas 21.6 %, Vegas+ 48.7 %; with ⌊N/2⌋ of N flows a fair share is 40–50 %).`,
  ];
}

function drrFindings(c: CaseReport): string[] {
  const out: string[] = [];
  const slow = point(config(c, 'slow-link'), 'b10');
  if (slow?.ns2) {
    const g = (e: EngineStats, k: string) => kb(e.classes[k].goodputBps.mean);
    out.push(
      `On case 2's slow long link, DRR with a quantum of one packet gives Reno ${g(slow.ns2, 'Reno')} kb/s and Vegas ${g(slow.ns2, 'Vegas')} kb/s in ns-2 (ours ${g(slow.ours, 'Reno')} / ${g(slow.ours, 'Vegas')}), JFI ${f3(slow.ns2.jain.mean)} (ours ${f3(slow.ours.jain.mean)}).`,
    );
  }
  for (const id of ['reno-2', 'mix-6']) {
    const g = config(c, id);
    const p = g?.points[0];
    if (!g || !p?.ns2) continue;
    const flows = g.classes.map((k) => `${k} ${kb(p.ns2!.classes[k].goodputBps.mean)} / ${kb(p.ours.classes[k].goodputBps.mean)}`);
    out.push(`${g.label}, ${p.label}, goodput per flow in kb/s, ns-2 / ours: ${flows.join(', ')}; JFI ${f3(p.ns2.jain.mean)} / ${f3(p.ours.jain.mean)}.`);
  }
  return out;
}

const f1 = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '–');
const f3 = (x: number | undefined | null): string => (x === undefined || x === null || !Number.isFinite(x) ? '–' : x.toFixed(3));

const BY_CASE: Record<string, (c: CaseReport) => string[]> = {
  'tsang-two-flows': tsangFindings,
  'reno-vegas-slow-link': slowLinkFindings,
  'devendictis-vegas-reno': deVendictisFindings,
  'tsang-mix-30': mixFindings,
  'newreno-reno': newRenoFindings,
  'brakmo-one-on-one': brakmoFindings,
  'vegas-plus': vegasPlusFindings,
  drr: drrFindings,
};

export function findingsFor(c: CaseReport): string[] {
  const extended = c.configs.flatMap((g) => g.points.filter((p) => p.extended).map((p) => ({ g, p })));
  const ext = extended.map(({ g, p }) => {
    const e = p.extended!;
    const worst = Math.max(...g.classes.map((k) => e.goodputRelErr[k]));
    return `${g.label}, ${p.label}: over ${e.replications} replications the largest class error is ${pct(worst)} and |ΔJFI| ${e.jainAbsErr.toFixed(4)} (noise ±${e.jainNoise.toFixed(4)})`;
  });
  return [
    verdictLine(c),
    ...(ext.length ? [`Extended checks of the misses: ${ext.join('; ')}.`] : []),
    ...(BY_CASE[c.id]?.(c) ?? []),
  ];
}
