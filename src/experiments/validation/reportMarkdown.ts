// Renders a ValidationReport as Markdown (public/validation/report.md) and as the summary rows the
// CLI prints. Pure string building over the report JSON, so the app can show the same text.
import { paperCite, paperInfo } from '../papers';
import { relativeNoise } from './compare';
import { profileMarkdown } from './profileFindings';
import { markdownTable, type TextTable } from './textTable';
import type { CaseReport, ConfigReport, PointReport, ValidationReport } from './types';

export interface SummaryRow {
  caseLabel: string;
  config: string;
  target: string;
  goodputError: string;
  goodputPass: boolean;
  jainError: string;
  jainPass: boolean;
  /** False where there is no ns-2 reference (the verdicts then mean nothing and show as "–"). */
  judged: boolean;
}

const pct = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(1)} %` : '–');
const kb = (bps: number | undefined): string => (bps === undefined || !Number.isFinite(bps) ? '–' : (bps / 1000).toFixed(1));
const f3 = (x: number | undefined | null): string => (x === undefined || x === null || !Number.isFinite(x) ? '–' : x.toFixed(3));
const f1 = (x: number | undefined | null): string => (x === undefined || x === null || !Number.isFinite(x) ? '–' : x.toFixed(1));
const pair = (a: string, b: string): string => `${a} / ${b}`;
const verdict = (pass: boolean): string => (pass ? 'pass' : 'FAIL');
/** A summary row's verdict text: pass, FAIL, or – where nothing is judged. */
export const rowVerdict = (judged: boolean, pass: boolean): string => (judged ? verdict(pass) : '–');

/** For a configuration with extended checks: its worst errors once the missed points use the longer runs. */
function extendedNote(g: ConfigReport): { goodput: string; jain: string } | null {
  const ext = g.points.filter((p) => p.extended);
  if (ext.length === 0) return null;
  const n = ext[0].extended!.replications;
  const err = (p: PointReport) => Math.max(...g.classes.map((c) => (p.extended ?? p).goodputRelErr[c]));
  const jain = (p: PointReport) => (p.extended ?? p).jainAbsErr;
  return {
    goodput: `; with ${n} reps at the missed points: max ${pct(Math.max(...g.points.map(err)))}`,
    jain: ` (with ${n} reps at the missed points: max ${Math.max(...g.points.map(jain)).toFixed(4)})`,
  };
}

export function summaryRows(report: Pick<ValidationReport, 'cases'>): SummaryRow[] {
  return report.cases.flatMap((c) =>
    c.configs.map((g) => {
      const ext = extendedNote(g);
      if (g.target === 'none') {
        return {
          caseLabel: `${c.number}. ${c.title}`,
          config: g.label,
          target: 'none (no ns-2 agent)',
          goodputError: '–',
          goodputPass: true,
          jainError: '–',
          jainPass: true,
          judged: false,
        };
      }
      return {
        judged: true,
        caseLabel: `${c.number}. ${c.title}`,
        config: g.label,
        target: g.target,
        goodputError:
          (g.target === 'deterministic'
            ? `${pct(g.goodput.measured)} of flow-points ≤ 5 % (mean err ${pct(g.meanGoodputRelErr)}, max ${pct(g.maxGoodputRelErr)})`
            : `mean ${pct(g.meanGoodputRelErr)}, max ${pct(g.maxGoodputRelErr)}`) + (ext?.goodput ?? ''),
        goodputPass: g.goodput.pass,
        jainError: (g.target === 'deterministic' ? `mean ${g.jain.measured.toFixed(4)}` : `max ${g.jain.measured.toFixed(4)}`) + (ext?.jain ?? ''),
        jainPass: g.jain.pass,
      };
    }),
  );
}

const table = (head: string[], rows: string[][]): string => markdownTable({ head, rows });

/** The summary as a Markdown table. */
export function summaryTable(report: Pick<ValidationReport, 'cases'>): string {
  return table(
    ['case', 'configuration', 'target', 'goodput error vs ns-2', 'goodput', 'JFI difference vs ns-2', 'JFI'],
    summaryRows(report).map((r) => [r.caseLabel, r.config, r.target, r.goodputError, rowVerdict(r.judged, r.goodputPass), r.jainError, rowVerdict(r.judged, r.jainPass)]),
  );
}

const kB = (bps: number | undefined): string => (bps === undefined || !Number.isFinite(bps) ? '–' : (bps / 8 / 1024).toFixed(1));
const retxKB = (packets: number, p: PointReport): string => (Number.isFinite(packets) ? ((packets * p.packetSizeBytes) / 1024).toFixed(1) : '–');
const ratioText = (x: number | null | undefined): string => (x === undefined || x === null || !Number.isFinite(x) ? '–' : x.toFixed(2));

/**
 * The per-point table of a configuration. Goodput cases show kb/s; transfer cases (paper 004)
 * show the transfer's throughput in KB/s (1 KB = 1024 B) and retransmitted KB as the paper does.
 * Without ns-2 (target 'none') its columns are left out; a configuration with a ratio adds it.
 */
export function pointTable(g: ConfigReport): TextTable {
  const transfer = g.metric === 'transfer';
  const withNs2 = g.target !== 'none';
  const unit = transfer ? 'throughput KB/s' : 'goodput kb/s';
  const rate = transfer ? kB : kb;
  const ratioLabel = g.ratio ? `${g.ratio.num}/${g.ratio.den}` : '';
  const head = [
    'point',
    'class',
    withNs2 ? `${unit} ours` : unit,
    ...(withNs2 ? ['ns-2'] : []),
    'paper',
    ...(withNs2 ? ['error'] : []),
    ...(transfer ? [withNs2 ? 'retx KB ours / ns-2' : 'retx KB', 'paper'] : ['drops', 'retx']),
    'timeouts',
    ...(transfer ? [] : ['queued pkts']),
    withNs2 ? 'JFI ours' : 'JFI',
    ...(withNs2 ? ['ns-2'] : []),
    'paper',
    ...(withNs2 ? ['JFI diff.'] : []),
    ...(g.ratio ? [withNs2 ? `${ratioLabel} ours` : ratioLabel, ...(withNs2 ? ['ns-2'] : []), 'paper'] : []),
  ];
  const rows = g.points.flatMap((p) =>
    g.classes.map((c, i) => {
      const o = p.ours.classes[c];
      const n = p.ns2?.classes[c];
      const lossy = p.replications > 1;
      const noise = lossy ? relativeNoise(p, c) : NaN;
      const err = `${pct(p.goodputRelErr[c])}${Number.isFinite(noise) ? ` (±${pct(noise)})` : ''}`;
      const sd = (x: { mean: number; sd: number } | undefined) => (x === undefined ? '–' : lossy ? `${rate(x.mean)} ± ${rate(x.sd)}` : rate(x.mean));
      const both = (a: string, b: string) => (withNs2 ? pair(a, b) : a);
      const first = i === 0;
      const paperRatio = p.paper?.ratio;
      return [
        first ? p.label : '',
        c,
        sd(o.goodputBps),
        ...(withNs2 ? [sd(n?.goodputBps)] : []),
        rate(p.paper?.goodputBps?.[c]),
        ...(withNs2 ? [err] : []),
        ...(transfer
          ? [both(retxKB(o.retransmits, p), n ? retxKB(n.retransmits, p) : '–'), f1(p.paper?.retransmittedKB?.[c])]
          : [both(f1(o.drops), f1(n?.drops)), both(f1(o.retransmits), f1(n?.retransmits))]),
        both(f1(o.timeouts), f1(n?.timeouts)),
        ...(transfer ? [] : [both(f3(o.meanQueuePackets), f3(n?.meanQueuePackets))]),
        first ? f3(p.ours.jain.mean) : '',
        ...(withNs2 ? [first ? f3(p.ns2?.jain.mean) : ''] : []),
        first ? f3(p.paper?.jain) : '',
        ...(withNs2 ? [first ? (Number.isFinite(p.jainAbsErr) ? p.jainAbsErr.toFixed(4) : '–') : ''] : []),
        ...(g.ratio
          ? [
              first ? ratioText(p.ratio?.ours) : '',
              ...(withNs2 ? [first ? ratioText(p.ratio?.ns2) : ''] : []),
              first && paperRatio ? (paperRatio.range ? `${paperRatio.range[0].toFixed(2)}–${paperRatio.range[1].toFixed(2)}` : paperRatio.value.toFixed(2)) : '',
            ]
          : []),
      ];
    }),
  );
  return { head, rows };
}

/** What the per-point table's numbers are. */
export function tableLegend(g: ConfigReport): string {
  const reps = g.points[0]?.replications ?? 1;
  const pairs = g.target === 'none' ? '' : ` ${g.metric === 'transfer' ? 'Retransmitted KB and timeouts' : 'Drops, retx, timeouts and queue'} are "ours / ns-2".`;
  const what =
    g.metric === 'transfer'
      ? ` Throughput is each transfer's own: its size over (completion − start), in KB/s of 1024 bytes, as in Table 1 of ${paperCite('004')}.`
      : '';
  const ratio = g.ratio ? ` ${g.ratio.num}/${g.ratio.den} is the ratio of the two classes' mean ${g.metric === 'transfer' ? 'throughputs' : 'goodputs'}.` : '';
  return reps > 1
    ? `Means over ${reps} replications per point (± sample standard deviation${g.target === 'none' ? '' : "; the error's ± is the standard error of the difference of the two means, i.e. what replication noise alone would give"}). Per-flow values are per flow of the class.${pairs}${what}${ratio}`
    : `One run per point (deterministic).${pairs}${what}${ratio}`;
}

function configSection(g: ConfigReport): string {
  const out: string[] = [];
  out.push(`### ${g.label}`);
  out.push('');
  out.push(
    g.target === 'none'
      ? 'No ns-2 reference (ns-2.35 has no agent for this variant): our engine beside the paper, not judged.'
      : `Target (${g.target}): goodput **${verdict(g.goodput.pass)}**: ${g.goodput.detail}. JFI **${verdict(g.jain.pass)}**: ${g.jain.detail}.`,
  );
  out.push('');
  out.push(tableLegend(g));
  out.push('');
  const t = pointTable(g);
  out.push(table(t.head, t.rows));
  const extended = g.points.filter((p) => p.extended);
  if (extended.length) {
    out.push('');
    out.push(
      `Extended check of the points that miss the target: the same comparison over ${extended[0].extended!.replications} replications (the first ${g.points[0].replications} included; ± is the standard error of the difference):`,
    );
    out.push('');
    for (const p of extended) {
      const e = p.extended!;
      const cls = g.classes.map((c) => `${c} ${pct(e.goodputRelErr[c])} (±${pct(e.goodputNoise[c])})`).join(', ');
      out.push(
        `- ${p.label}: goodput error ${cls}; JFI ours ${f3(e.jain.ours.mean)}, ns-2 ${f3(e.jain.ns2.mean)}, |Δ| ${e.jainAbsErr.toFixed(4)} (±${e.jainNoise.toFixed(4)}).`,
      );
    }
  }
  const sources = [...new Set(g.points.map((p) => p.paper?.source).filter((s): s is string => !!s))];
  const ratios = g.points.filter((p) => !g.ratio && p.paper?.ratio).map((p) => `${p.label}: ${p.paper!.ratio!.label} ${p.paper!.ratio!.value}`);
  if (sources.length || ratios.length) {
    out.push('');
    if (sources.length === 1) out.push(`Paper values: ${sources[0]}.`);
    else if (sources.length > 1) out.push(`Paper values: ${sources.map((s, i) => `(${i + 1}) ${s}`).join('; ')}.`);
    if (ratios.length) out.push(`The paper's text also quotes: ${ratios.join('; ')}.`);
  }
  return out.join('\n');
}

/** "Paper: Tsang & Chang (2003), *A Simulation Study on the Throughput Fairness of TCP Vegas*." */
export function paperLine(paperId: string): string {
  const p = paperInfo(paperId);
  return `Paper: ${p.cite}, *${p.title}*.`;
}

function caseSection(c: CaseReport): string {
  const out: string[] = [];
  out.push(`## Case ${c.number}: ${c.title}`);
  out.push('');
  out.push(paperLine(c.paper));
  out.push('');
  out.push(c.setup);
  out.push('');
  if (c.choices.length) {
    out.push('Choices made where the paper is silent:');
    out.push('');
    for (const x of c.choices) out.push(`- ${x}`);
    out.push('');
  }
  if (c.findings.length) {
    out.push('Findings:');
    out.push('');
    for (const x of c.findings) out.push(`- ${x}`);
    out.push('');
  }
  for (const g of c.configs) {
    out.push(configSection(g));
    out.push('');
  }
  return out.join('\n');
}

export function reportMarkdown(r: ValidationReport): string {
  const out: string[] = [];
  out.push('# Validation against ns-2.35');
  out.push('');
  out.push(
    `Generated ${r.generatedAt} by \`npm run validate\` (Node ${r.environment.node}, ${r.environment.ns2}, ${r.environment.parallelism} parallel runs on ${r.environment.cpus} CPUs): ${r.runs.ours} runs of our engine and ${r.runs.ns2} of ns-2 in ${r.durationSec.toFixed(1)} s.`,
  );
  out.push('');
  out.push('Targets:');
  out.push('');
  out.push(`- deterministic (case 1, loss-free Vegas): ${r.targets.deterministic}`);
  out.push(`- lossy (cases 2–6, and case 1's Reno/Reno): ${r.targets.lossy}`);
  if (r.targets.none) out.push(`- none (case 7's Vegas+): ${r.targets.none}`);
  out.push('');
  out.push('## Summary');
  out.push('');
  out.push(summaryTable(r));
  out.push('');
  if (r.notes.length) {
    out.push('## Notes');
    out.push('');
    for (const n of r.notes) out.push(`- ${n}`);
    out.push('');
  }
  if (r.profiles?.length) {
    out.push(profileMarkdown(r.profiles));
    out.push('');
  }
  for (const c of r.cases) out.push(caseSection(c));
  return `${out.join('\n').trimEnd()}\n`;
}
