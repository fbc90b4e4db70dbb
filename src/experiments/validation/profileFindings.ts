// Which published findings change between the two profiles: every paper claim the validation
// cases test, measured in our engine on the same replications in the ns2 profile (ns-2.35 as the
// papers ran it, the validation's own runs) and in the standard profile (every variant's packets
// alike), with ns-2.35's value beside the first. Pure: the runs come in as case reports.
import { paperCite } from '../papers';
import { markdownTable, type TextTable } from './textTable';
import { DEVENDICTIS_REPLICATIONS, MIX_REPLICATIONS, NEWRENO_SEEDS, SLOW_LINK_REPLICATIONS, VEGAS_PLUS_NS2_SEEDS, VEGAS_PLUS_SEEDS } from './validationCases';
import type { CaseReport, ClassStats, ConfigReport, EngineStats, PointReport, ProfileFinding, ProfileMeasure, ValidationCase } from './types';

/**
 * The cases re-stated for the standard profile: the same replications with `profile: 'standard'`,
 * run in our engine only (target 'none': ns-2 has no standard profile to compare with).
 */
export function standardProfileTwins(cases: readonly ValidationCase[]): ValidationCase[] {
  return cases.map((c) => ({
    ...c,
    configs: c.configs.map((g) => ({
      ...g,
      target: 'none' as const,
      points: g.points.map(({ replicate: _replicate, ...p }) => ({ ...p, replications: p.replications.map((s) => ({ ...s, profile: 'standard' as const })) })),
    })),
  }));
}

type Engine = 'ours' | 'ns2';
type Get = (c: CaseReport, e: Engine) => ProfileMeasure | null;

const findConfig = (c: CaseReport, id: string): ConfigReport | undefined => c.configs.find((g) => g.id === id);
const findPoint = (c: CaseReport, config: string, point: string): PointReport | undefined => findConfig(c, config)?.points.find((p) => p.id === point);
const stats = (p: PointReport | undefined, e: Engine): EngineStats | null => (p ? p[e] : null);

/** a/b of two class means with its standard error (delta method, the classes taken as independent). */
function ratioOf(p: PointReport | undefined, e: Engine, num: string, den: string): { value: number; noise: number } | null {
  const s = stats(p, e);
  if (!p || !s || !s.classes[num] || !s.classes[den]) return null;
  const a: ClassStats = s.classes[num];
  const b: ClassStats = s.classes[den];
  const value = a.goodputBps.mean / b.goodputBps.mean;
  const n = p.replications;
  const rel = (k: ClassStats) => (k.goodputBps.mean > 0 ? k.goodputBps.sd / k.goodputBps.mean : 0);
  return { value, noise: n > 1 ? value * Math.sqrt((rel(a) ** 2 + rel(b) ** 2) / n) : 0 };
}

const measured = (r: { value: number; noise: number } | null, holds: (v: number) => boolean): ProfileMeasure | null =>
  r && Number.isFinite(r.value) ? { ...r, holds: holds(r.value) } : null;

interface FindingSpec {
  caseId: string;
  paper: string;
  claim: string;
  measure: string;
  why: string;
  get: Get;
}

const NO_HEADER_ON_VEGAS =
  "ns-2.35's Vegas agent sends its packets without the 40-byte TCP/IP header its Reno adds (VegasTcpAgent::output), and without a SYN: on a slow link Reno's packets then take a larger share of every queue slot and of the line";

const ratioFinding = (config: string, point: string, num: string, den: string, holds: (v: number) => boolean): Get => (c, e) => measured(ratioOf(findPoint(c, config, point), e, num, den), holds);

/** The smallest JFI over a configuration's points (a deterministic sweep has no noise). */
const minJain = (config: string, holds: (v: number) => boolean): Get => (c, e) => {
  const g = findConfig(c, config);
  const js = g?.points.map((p) => stats(p, e)?.jain.mean).filter((x): x is number => x !== undefined);
  if (!g || !js || js.length !== g.points.length) return null;
  const noise = Math.max(...g.points.map((p) => (p.replications > 1 ? (stats(p, e)?.jain.sd ?? 0) / Math.sqrt(p.replications) : 0)));
  return measured({ value: Math.min(...js), noise }, holds);
};

/** Brakmo & Peterson's Table 1 comparisons on its own runs (buffers 15 and 20, delays 0–2.5 s). */
function brakmo(kind: 'not-hurt' | 'fewer-retx' | 'faster'): Get {
  return (c, e) => {
    const p = (id: string) => findPoint(c, id, 'paper');
    const thr = (id: string, cls: string) => stats(p(id), e)?.classes[cls]?.goodputBps.mean ?? NaN;
    const retxKB = (id: string) => {
      const s = stats(p(id), e);
      const q = p(id);
      return s && q ? ((s.classes['300 KB'].retransmits + s.classes['1 MB'].retransmits) * q.packetSizeBytes) / 1024 : NaN;
    };
    let value: number;
    let holds: boolean;
    if (kind === 'not-hurt') {
      // The smaller of Reno's two ratios: its 300 KB inside a Vegas over inside a Reno, its 1 MB beside a Vegas over beside a Reno.
      value = Math.min(thr('reno-vegas', '300 KB') / thr('reno-reno', '300 KB'), thr('vegas-reno', '1 MB') / thr('reno-reno', '1 MB'));
      holds = value >= 0.95;
    } else if (kind === 'fewer-retx') {
      // Retransmitted KB with a Vegas in the pair, as a share of Reno/Reno's (the larger of the two mixed pairs).
      value = Math.max(retxKB('reno-vegas'), retxKB('vegas-reno')) / retxKB('reno-reno');
      holds = value < 1 && retxKB('vegas-vegas') < 1;
    } else {
      value = Math.min(thr('vegas-vegas', '300 KB') / thr('reno-reno', '300 KB'), thr('vegas-vegas', '1 MB') / thr('reno-reno', '1 MB'));
      holds = value > 1.05;
    }
    const n = p('reno-reno')?.replications ?? 1;
    const sd = stats(p('reno-reno'), e)?.classes['300 KB']?.goodputBps;
    const noise = kind === 'fewer-retx' || !sd ? 0 : value * (sd.sd / sd.mean / Math.sqrt(n)) * Math.SQRT2;
    return Number.isFinite(value) ? { value, noise, holds } : null;
  };
}

/** Vegas+ JFI minus Vegas JFI at the flow count where Vegas+ gains least (the Vegas+ paper: fairer at every count). */
const vegasPlusGain: Get = (c, e) => {
  const v = findConfig(c, 'vegas');
  const vp = findConfig(c, 'vegas-plus');
  if (!v || !vp || e === 'ns2') return null;
  const gains = v.points.map((p, i) => vp.points[i].ours.jain.mean - p.ours.jain.mean);
  const se = (p: PointReport) => p.ours.jain.sd / Math.sqrt(p.replications);
  const noise = Math.max(...v.points.map((p, i) => Math.hypot(se(p), se(vp.points[i]))));
  const value = Math.min(...gains);
  return { value, noise, holds: value > 0 };
};

const FINDINGS: FindingSpec[] = [
  {
    caseId: 'reno-vegas-slow-link',
    paper: '002',
    claim: 'Under DropTail, on a slow long link, Reno takes well more than Vegas',
    measure: `Reno/Vegas goodput, DropTail (${SLOW_LINK_REPLICATIONS} seeds); holds at ≥ 1.2`,
    why: NO_HEADER_ON_VEGAS,
    get: ratioFinding('droptail', 'b10', 'Reno', 'Vegas', (v) => v >= 1.2),
  },
  {
    caseId: 'reno-vegas-slow-link',
    paper: '002',
    claim: 'RED (thresholds 2/6) narrows the gap',
    measure: `Reno/Vegas goodput, RED 2/6 (${SLOW_LINK_REPLICATIONS} seeds); holds at ≤ 0.9 × the DropTail ratio`,
    why: NO_HEADER_ON_VEGAS + '; with equal packets there is no gap for RED to narrow',
    get: (c, e) => {
      const red = ratioOf(findPoint(c, 'red-2-6', 'b10'), e, 'Reno', 'Vegas');
      const dt = ratioOf(findPoint(c, 'droptail', 'b10'), e, 'Reno', 'Vegas');
      return red && dt ? measured(red, (v) => v <= 0.9 * dt.value) : null;
    },
  },
  {
    caseId: 'newreno-reno',
    paper: '002',
    claim: 'NewReno gets 15–25 % more than Reno on one DropTail bottleneck',
    measure: `NewReno/Reno goodput, 0.7 Mb/s, buffer 20 (${NEWRENO_SEEDS} seeds × both flow orders); holds at ≥ 1.1`,
    why: 'both run the same packets in both profiles (Reno and NewReno carry the header alike)',
    get: ratioFinding('single', 'p', 'NewReno', 'Reno', (v) => v >= 1.1),
  },
  {
    caseId: 'newreno-reno',
    paper: '002',
    claim: 'NewReno gets 10–11 % more than Reno across two bottlenecks with cross traffic',
    measure: `NewReno/Reno goodput, 2 × 0.3 Mb/s (${NEWRENO_SEEDS} seeds × both flow orders); holds at ≥ 1.05`,
    why: 'both run the same packets in both profiles; only the random tick-clock phase differs',
    get: ratioFinding('series', 'p', 'NewReno', 'Reno', (v) => v >= 1.05),
  },
  {
    caseId: 'devendictis-vegas-reno',
    paper: '001',
    claim: 'Small buffers favour Vegas (B = 5)',
    measure: `Vegas/Reno goodput at B = 5 (${DEVENDICTIS_REPLICATIONS} seeds); holds at > 1`,
    why: "ns-2's Vegas agent as the ns2 profile models it (packets without header or SYN, and a fine-grained timer that resends a segment not yet sent) loses so often at B = 5 that it spends much of the run in coarse timeouts (case 3's table: about 230 per run, as in ns-2.35); with the standard profile's header and SYN it holds its share",
    get: ratioFinding('vegas-reno-droptail', 'b5', 'Vegas', 'Reno', (v) => v > 1),
  },
  {
    caseId: 'devendictis-vegas-reno',
    paper: '001',
    claim: 'Large buffers starve Vegas (B = 50)',
    measure: `Vegas/Reno goodput at B = 50 (${DEVENDICTIS_REPLICATIONS} seeds); holds at < 0.5`,
    why: 'the packet-size difference matters little once the buffer is large',
    get: ratioFinding('vegas-reno-droptail', 'b50', 'Vegas', 'Reno', (v) => v < 0.5),
  },
  {
    caseId: 'tsang-two-flows',
    paper: '000',
    claim: 'Enhanced Vegas δ = 2 shares fairly whatever the RTT difference',
    measure: 'smallest JFI over x2 = 1–110 ms (deterministic); holds at ≥ 0.95',
    why: "with α = β the split is settled by the start-up, and the start-up differs: the standard profile's Vegas sends a SYN and 1040-byte packets, ns-2's neither",
    get: minJain('ev-2', (v) => v >= 0.95),
  },
  {
    caseId: 'tsang-two-flows',
    paper: '000',
    claim: 'Vegas α = 1, β = 3 is unfair at some RTT differences',
    measure: 'smallest JFI over x2 = 1–110 ms (deterministic); holds at < 0.95',
    why: "the start-up differs: ns-2's Vegas opens without a SYN and with cwnd 1 for one RTT",
    get: minJain('vegas-1-3', (v) => v < 0.95),
  },
  {
    caseId: 'tsang-mix-30',
    paper: '000',
    claim: 'Under RED 54/108 with 30 % Vegas (α = β = 3), Reno flows get more than Vegas flows',
    measure: `Vegas/Reno goodput per flow (${MIX_REPLICATIONS} seeds); holds at < 1`,
    why: "Vegas's packets carry no header in the ns2 profile; at 10 Mb/s that is a 4 % difference",
    get: ratioFinding('a3-red-54-108', 'v30', 'Vegas', 'Reno', (v) => v < 1),
  },
  {
    caseId: 'vegas-plus',
    paper: '003',
    claim: 'Vegas+ is fairer against Reno than Vegas, at every number of flows',
    measure: `JFI(Vegas+) − JFI(Vegas) at the flow count where it is smallest (N = 2–20; ${VEGAS_PLUS_SEEDS} seeds for Vegas+, ${VEGAS_PLUS_NS2_SEEDS} for Vegas); holds at > 0`,
    why: 'Vegas+ builds on the ns-2 Vegas agent, so it too sends 1000 B packets against Reno\'s 1040 B in the ns2 profile',
    get: vegasPlusGain,
  },
  {
    caseId: 'brakmo-one-on-one',
    paper: '004',
    claim: 'Vegas does not hurt Reno',
    measure: "the smaller of Reno's two throughput ratios (its 300 KB inside a Vegas / inside a Reno; its 1 MB beside a Vegas / beside a Reno), paper's runs; holds at ≥ 0.95",
    why: 'Reno carries the header in both profiles; Vegas does only in the standard one',
    get: brakmo('not-hurt'),
  },
  {
    caseId: 'brakmo-one-on-one',
    paper: '004',
    claim: 'Pairs with a Vegas retransmit less than Reno/Reno, and Vegas/Vegas almost nothing',
    measure: 'retransmitted KB of the worse mixed pair / Reno/Reno\'s; holds when < 1 and Vegas/Vegas < 1 KB',
    why: 'Vegas carries no header and sends no SYN in the ns2 profile',
    get: brakmo('fewer-retx'),
  },
  {
    caseId: 'brakmo-one-on-one',
    paper: '004',
    claim: 'Two Vegas transfers finish faster than two Reno transfers',
    measure: 'the smaller of Vegas/Vegas over Reno/Reno throughput (300 KB, 1 MB), paper\'s runs; holds at > 1.05',
    why: "in the ns2 profile Vegas's packets are 1024 B against Reno's 1064 B on the wire",
    get: brakmo('faster'),
  },
];

/**
 * Each finding measured in the ns2 profile (ours and ns-2.35, from the validation's own runs) and
 * in the standard profile (ours, from the twins' runs). Findings whose case did not run are left out.
 */
export function profileFindings(ns2Cases: readonly CaseReport[], standardCases: readonly CaseReport[]): ProfileFinding[] {
  const out: ProfileFinding[] = [];
  for (const f of FINDINGS) {
    const c = ns2Cases.find((x) => x.id === f.caseId);
    const t = standardCases.find((x) => x.id === f.caseId);
    if (!c || !t) continue;
    const ours = f.get(c, 'ours');
    const std = f.get(t, 'ours');
    if (!ours || !std) continue;
    const changes = ours.holds !== std.holds;
    out.push({
      paper: f.paper,
      caseNumber: c.number,
      claim: f.claim,
      measure: f.measure,
      ns2Profile: ours,
      ns2Reference: f.get(c, 'ns2'),
      standardProfile: std,
      changes,
      why: changes ? f.why : '',
    });
  }
  return out;
}

const num = (m: ProfileMeasure): string => `${m.value.toFixed(2)}${m.noise > 0 ? ` ± ${m.noise.toFixed(2)}` : ''}`;
const said = (m: ProfileMeasure | null): string => (m ? `${num(m)} (${m.holds ? 'holds' : 'does not hold'})` : '–');

/** The findings as a table: paper, claim, measure, each profile's value and verdict, and whether it changes. */
export function profileTable(findings: readonly ProfileFinding[]): TextTable {
  return {
    head: ['paper', 'finding', 'measured as', 'ns2 profile (ours)', 'ns-2.35', 'standard profile (ours)', 'changes?'],
    rows: findings.map((f) => [
      `${paperCite(f.paper)} (case ${f.caseNumber})`,
      f.claim,
      f.measure,
      said(f.ns2Profile),
      said(f.ns2Reference),
      said(f.standardProfile),
      f.changes ? `yes: ${f.why}` : 'no',
    ]),
  };
}

/** One sentence: which findings change between the profiles. */
export function profileSummary(findings: readonly ProfileFinding[]): string {
  const changed = findings.filter((f) => f.changes);
  if (changed.length === 0) return `None of the ${findings.length} findings measured changes its verdict between the profiles.`;
  const which = changed.map((f) => `${paperCite(f.paper)}: "${f.claim}" ${f.ns2Profile.holds ? 'holds in the ns2 profile only' : 'holds in the standard profile only'} (${num(f.ns2Profile)} against ${num(f.standardProfile)})`);
  return `${changed.length} of ${findings.length} findings change their verdict between the profiles: ${which.join('; ')}.`;
}

/** The report's Markdown section on the two profiles. */
export function profileMarkdown(findings: readonly ProfileFinding[]): string {
  return [
    '## Which published findings change between the two profiles',
    '',
    "Each claim the cases test, measured in our engine twice on the same replications (seeds, start times, delays): in the ns2 profile (ns-2.35 as the papers ran it, its quirks included: these are the runs compared with ns-2 above, and ns-2.35's own value is beside them) and in the standard profile (every variant's packets carry the same 40-byte header and open with a SYN; the tick clock starts at 0). ± is about one standard error over the replications.",
    '',
    profileSummary(findings),
    '',
    markdownTable(profileTable(findings)),
  ].join('\n');
}
