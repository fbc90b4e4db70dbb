// Exports a scenario as a self-contained ns-2.35 Tcl script that builds the same network our
// Simulation builds and prints one `NS2JSON {...}` line with the same measurements as our summary.
// Pure string building (no Node APIs): the CLI runner (src/cli/ns2.ts) writes and runs the script.
//
// ns-2's defaults stay in force wherever the scenario keeps ours (which are ns-2's); the script only
// overrides what the scenario sets, and its header lists every such setting. User text (titles, flow names) only ever reaches comments,
// reduced to a harmless character set, so a scenario cannot inject Tcl.
import { Random } from '../engine/Random';
import { EDGE_BUFFER_PACKETS, type FlowSummary } from '../Simulation';
import { expandFlows, type ExpandedFlow } from '../scenario/expand';
import { VARIANTS, knobsOf, tcpStartup, type TcpVariantId } from '../tcp/registry';
import type { Ns2Export, ParamSpecs } from '../tcp/VariantModule';
import type { QueueNs2Export, QueueParamSpecs } from '../queue/QueueModule';
import { QUEUES, queueValuesOf } from '../queue/registry';
import {
  measureFrom,
  measureTo,
  validateScenario,
  type BottleneckConfig,
  type FlowVariantId,
  type QueueConfig,
  type Scenario,
  type ScenarioInput,
} from '../scenario/Scenario';

/**
 * One flow in the NS2JSON line: our summary's flow (FlowSummary) without the name, over the same
 * window. Drops are counted at the chain links (edge links never drop: EDGE_BUFFER_PACKETS), and
 * meanQueuePackets is null where ns-2 has no per-flow monitor.
 */
export type Ns2FlowResult = Omit<FlowSummary, 'name' | 'meanQueuePackets'> & { meanQueuePackets: number | null };

/** What the exported script prints after `NS2JSON `. */
export interface Ns2Result {
  flows: Ns2FlowResult[];
  jainIndex: number;
  bottleneck: {
    departures: number;
    drops: number;
    /** RED drops decided by the average (ns-2 "unforced"): our earlyDrops + forcedDrops. 0 for DropTail. */
    earlyDrops: number | null;
    meanQueuePackets: number;
    utilization: number;
  };
  events: null;
}

/** The marker that starts the result line on the script's standard output. */
export const NS2JSON_MARKER = 'NS2JSON ';

/** The ns-2 export of a variant's module (its agent and knob settings, or why there is none). */
const ns2Of = (v: TcpVariantId): Ns2Export<ParamSpecs> => VARIANTS[v].ns2 as Ns2Export<ParamSpecs>;

/** ns-2.35's tcpip_base_hdr_size_: the header useHeaders_ adds, and the size of a SYN. */
const NS2_HEADER_BYTES = 40;

/** Largest seed ns-2's `$defaultRNG seed` accepts (it rejects values >= MAXINT = 2^31 − 1). */
const NS2_MAX_SEED = 2 ** 31 - 2;

/** ns-2 seed for our seed: never 0 (which ns-2 reads as "seed from the clock"), always accepted. */
export function ns2Seed(seed: number): number {
  return (seed % NS2_MAX_SEED) + 1;
}

/** A number as Tcl and ns-2 (strtod) read it back bit for bit: JavaScript's shortest round-trip form. */
function num(v: number): string {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RangeError(`cannot export the non-finite number ${String(v)}`);
  return String(v === 0 ? 0 : v);
}

/** User text reduced to characters that are inert in a Tcl comment (no backslash, brace, bracket, $, quote or newline). */
export function sanitizeComment(text: string, maxLength = 80): string {
  const clean = text.replace(/[^A-Za-z0-9 .,:_()+=/-]/g, '_');
  return clean.length > maxLength ? `${clean.slice(0, maxLength)}...` : clean;
}

/** Thrown for a scenario that ns-2.35 cannot reproduce. */
export class Ns2ExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Ns2ExportError';
  }
}

const bool = (b: boolean): string => (b ? 'true' : 'false');

/** The ns-2.35 queue of a link's discipline (its module's `ns2` export); throws when ns-2 has none. */
function ns2QueueOf(q: QueueConfig): Extract<QueueNs2Export<QueueParamSpecs>, { queueType: string }> {
  const ns2 = QUEUES[q.kind].ns2 as QueueNs2Export<QueueParamSpecs>;
  if ('unsupported' in ns2) throw new Ns2ExportError(`cannot export to ns-2: ${ns2.unsupported}`);
  return ns2;
}

/** A discipline and its parameters in a script comment: "RED minThPackets 15 maxThPackets 45 …". */
function queueComment(q: QueueConfig): string {
  const values = queueValuesOf(q);
  return [QUEUES[q.kind].label, ...Object.entries(values).map(([k, v]) => `${k} ${typeof v === 'boolean' ? bool(v) : num(v)}`)].join(' ');
}

/**
 * The ns-2.35 script equivalent to `new Simulation(s)`, with the measurements of its summary.
 * Throws Ns2ExportError when the scenario uses something ns-2 has no model of (Vegas+, a timeline of changes).
 */
export function scenarioToNs2Tcl(input: Scenario | ScenarioInput): string {
  const s = validateScenario(input);
  // Same expansion, from the same random stream, as Simulation's constructor.
  const flows = expandFlows(s, Random.fromSeed(s.seed).stream(0));
  for (const v of new Set(flows.map((f) => f.variant))) {
    if (v === 'cbr') continue;
    const ns2 = ns2Of(v);
    if (!('unsupported' in ns2)) continue;
    const these = flows.filter((f) => f.variant === v);
    throw new Ns2ExportError(
      `cannot export to ns-2: ${ns2.unsupported} (flow${these.length > 1 ? 's' : ''} ${these.map((f) => JSON.stringify(f.name)).join(', ')})${ns2.advice ? `; ${ns2.advice}` : ''}`,
    );
  }
  if (s.changes && s.changes.length > 0) {
    // A faithful export would need each live setter's ns-2 equivalent (a queue swapped mid-run has none).
    throw new Ns2ExportError(
      `cannot export to ns-2: the scenario has a timeline of ${s.changes.length} timed change${s.changes.length > 1 ? 's' : ''}; export it without them (reset with "start over") to compare the starting set-up`,
    );
  }
  const links: BottleneckConfig[] = [s.bottleneck, ...s.series];
  for (const l of links) ns2QueueOf(l.queue);
  const lastRouter = links.length + 1;
  const out: string[] = [];
  const line = (...parts: string[]) => out.push(parts.join(' '));

  header(out, s, flows, links);

  line('set ns [new Simulator]');
  line(`# Our seed ${num(s.seed)} becomes ns-2 seed ${num(ns2Seed(s.seed))}: ns-2 reads 0 as "seed from the clock".`);
  line('$defaultRNG seed', num(ns2Seed(s.seed)));
  out.push('');
  out.push('# TCP: ns-2.35 defaults (syn_, useHeaders_, delay_growth_ true), overridden only where the scenario differs.');
  if (!s.tcp.synHandshake) line('Agent/TCP set syn_ false');
  if (!s.tcp.delayedGrowth) line('Agent/TCP set delay_growth_ false');
  if (s.tcp.headerBytes === 0) line('Agent/TCP set useHeaders_ false');
  else if (s.tcp.headerBytes !== NS2_HEADER_BYTES) line('Agent/TCP set tcpip_base_hdr_size_', num(s.tcp.headerBytes));
  line('Agent/TCP set windowInitOption_ 1');
  line('Agent/TCP set windowInit_', num(s.tcp.windowInit));
  line('Agent/TCP set tcpTick_', num(s.tcp.tickSec));
  line('Agent/TCP set minrto_', num(s.tcp.minRtoSec));
  line('Agent/TCP set maxrto_', num(s.tcp.maxRtoSec));
  line('Agent/TCP set rtxcur_init_', num(s.tcp.initialRtoSec));
  line('Agent/TCP set numdupacks_', num(s.tcp.dupAckThreshold));
  line('Agent/TCP set packetSize_', num(s.packetSizeBytes));
  line('Agent/TCPSink set packetSize_', num(s.ackSizeBytes));
  line('Queue/DropTail set drop_front_ false');
  line('Queue/DropTail set queue_in_bytes_ false');
  out.push('');
  out.push(TCL_HELPERS);

  out.push('# Routers R1..Rn and the chain of bottleneck links (duplex: the same queue type both ways).');
  for (let r = 1; r <= lastRouter; r++) line(`set R(${r}) [$ns node]`);
  links.forEach((l, k) => {
    const a = `$R(${k + 1})`;
    const b = `$R(${k + 2})`;
    const ns2 = ns2QueueOf(l.queue);
    const limit = ns2.limit(l.bufferPackets);
    line('$ns duplex-link', a, b, num(l.rateBps), num(l.delaySec), ns2.queueType);
    line('$ns queue-limit', a, b, num(limit));
    line('$ns queue-limit', b, a, num(limit));
    const values = queueValuesOf(l.queue) as never;
    if (ns2.configure) {
      const configure = ns2.configure;
      const direction = (from: string, to: string, sourceAddresses: number[]) => {
        const link = { bufferPackets: l.bufferPackets, packetSizeBytes: s.packetSizeBytes, wirePacketBytes: wirePacketBytes(s, flows), sourceAddresses };
        try {
          out.push(...configure(`[[$ns link ${from} ${to}] queue]`, values, link));
        } catch (e) {
          if (e instanceof RangeError) throw new Ns2ExportError(`cannot export to ns-2: link ${k + 1}: ${e.message}`);
          throw e;
        }
      };
      const crossing = flows.map((f, i) => ({ f, i })).filter(({ f }) => (f.path?.fromRouter ?? 1) <= k + 1 && (f.path?.toRouter ?? lastRouter) >= k + 2);
      direction(a, b, crossing.map(({ i }) => senderAddress(i, lastRouter)));
      direction(b, a, crossing.map(({ i }) => senderAddress(i, lastRouter) + 1));
    }
  });
  out.push('');

  out.push('# The measurement window opens before the flows start (as in Simulation: a start at that instant counts).');
  line('$ns at', num(measureFrom(s)), '"measureStart"');
  out.push('');
  out.push('# Flows: S(i) -- access link -- R(from) ... R(to) -- egress link -- D(i); edge queues never the bottleneck.');
  flows.forEach((f, i) => flowTcl(line, out, s, f, i + 1, lastRouter));

  out.push('# Flow monitors on every chain link in the data direction (per-flow drops and queue, bottleneck totals).');
  links.forEach((l, k) => line('makeFlowMon', num(k), `$R(${k + 1})`, `$R(${k + 2})`, ns2QueueOf(l.queue).reportsEarlyDrops ? '1' : '0'));
  out.push('');

  out.push('# What to report (all values are numbers or fixed words from the exporter).');
  line('set flowIds [list', ...flows.map((_, i) => num(i + 1)), ']');
  flows.forEach((f, i) => {
    const id = i + 1;
    const total = f.variant !== 'cbr' && f.bytes !== undefined ? Math.ceil(f.bytes / s.packetSizeBytes) : -1;
    line(`set kind(${id})`, f.variant === 'cbr' ? 'cbr' : 'tcp');
    line(`set variant(${id})`, f.variant);
    line(`set total(${id})`, num(total));
    line(`set bytes(${id})`, num(f.variant !== 'cbr' && f.bytes !== undefined ? f.bytes : -1));
    line(`set startAt(${id})`, num(f.startSec));
    line(`set firstLink(${id})`, num((f.path?.fromRouter ?? 1) - 1));
    // Sequence number of the first data packet: 1 when ns-2 sends a SYN as segment 0.
    line(`set firstData(${id})`, f.variant !== 'cbr' && tcpStartup(f.variant, s.profile, s.tcp).sendsSyn ? '1' : '0');
  });
  line('set nLinks', num(links.length));
  line('set fromSec', num(measureFrom(s)));
  line('set toSec', num(measureTo(s)));
  line('set pktBytes', num(s.packetSizeBytes));
  line('set bottleneckRateBps', num(s.bottleneck.rateBps));
  line('set bottleneckRed', ns2QueueOf(s.bottleneck.queue).reportsEarlyDrops ? '1' : '0');
  out.push('');

  // Scheduled in the order Simulation schedules them (measureStart, then flow starts/stops, above),
  // so that same-time events run in the same order (ns-2 runs equal times first-in first-out).
  line('$ns at', num(measureTo(s)), '"measureEnd"');
  line('$ns at', num(s.durationSec), '"finishRun"');
  line('$ns run');
  return `${out.join('\n')}\n`;
}

/**
 * The ns-2 node address of flow `index`'s sender (0-based): the script makes the routers first,
 * then each flow's sender and receiver in turn, and ns-2 numbers nodes in the order they are made.
 */
const senderAddress = (index: number, lastRouter: number): number => lastRouter + 2 * index;

/** The largest data packet ns-2 sends, as it counts it: packetSize_ plus the header an agent that adds one adds. */
function wirePacketBytes(s: Scenario, flows: readonly ExpandedFlow[]): number {
  const withHeader = flows.some((f) => f.variant !== 'cbr' && (VARIANTS[f.variant].ns2OwnPackets !== true || vegasNeedsHeader(s, f.variant)));
  return s.packetSizeBytes + (withHeader ? s.tcp.headerBytes : 0);
}

/** A flow whose ns-2 agent builds its own packets (Vegas) in a profile where it should carry the header. */
function vegasNeedsHeader(s: Scenario, variant: FlowVariantId): boolean {
  return variant !== 'cbr' && s.profile === 'standard' && VARIANTS[variant].ns2OwnPackets === true && s.tcp.headerBytes > 0;
}

/**
 * Why the script cannot be exact, or null. ns-2's Vegas agent ignores syn_: in the standard profile
 * our Vegas opens with a handshake that ns-2 cannot send. And a scenario with SACK: the script keeps
 * ns-2's agents without SACK (ns-2.35's Agent/TCP/Sack1 is Fall & Floyd's 1996 Reno-based SACK
 * recovery, not RFC 6675 with PRR as ours and Linux's, so it would be a different model, not the same one).
 */
export function ns2Inexactness(s: Scenario): string | null {
  const reasons: string[] = [];
  const vegas = s.flows.some((f) => f.variant !== 'cbr' && VARIANTS[f.variant].ns2OwnPackets === true);
  if (s.profile === 'standard' && vegas && s.tcp.synHandshake) {
    reasons.push('NOT EXACT: in the standard profile our Vegas flows open with a SYN handshake, which ns-2.35\'s Vegas agent cannot send (it ignores syn_ and starts data at once with cwnd 1). Use the ns2 profile (or turn tcp.synHandshake off) for a script that ns-2 runs exactly as our engine does.');
  }
  if (s.tcp.sack) {
    reasons.push('NOT EXACT: this scenario runs SACK (tcp.sack), and ns-2 runs this script without it: the agents below are ns-2.35\'s non-SACK ones and its TCPSink sends no SACK blocks. (ns-2\'s Agent/TCP/Sack1 is Fall and Floyd\'s 1996 Reno-based SACK recovery, not the RFC 6675 scoreboard with PRR that our engine, Linux and ns-3 run, so it is not used.) Turn tcp.sack off for a script ns-2 runs as our engine does.');
  }
  return reasons.length > 0 ? reasons.join(' ') : null;
}

function header(out: string[], s: Scenario, flows: ExpandedFlow[], links: BottleneckConfig[]): void {
  const c = (t = '') => out.push(t ? `# ${t}` : '#');
  c('Generated by TCP Fairness Lab (src/sim/export/ns2Tcl.ts) for ns-2.35. Run: ns <this file>');
  c(`Scenario: ${s.title ? sanitizeComment(s.title) : '(untitled)'}`);
  c(`seed ${num(s.seed)}, duration ${num(s.durationSec)} s, measured from ${num(measureFrom(s))} s to ${num(measureTo(s))} s,`);
  c(`data packets ${num(s.packetSizeBytes)} B, ACKs ${num(s.ackSizeBytes)} B, ${flows.length} flow${flows.length === 1 ? '' : 's'}.`);
  links.forEach((l, k) => {
    c(`Link R${k + 1}-R${k + 2}: ${num(l.rateBps)} b/s, ${num(l.delaySec)} s, buffer ${num(l.bufferPackets)} packets, ${queueComment(l.queue)}.`);
  });
  flows.forEach((f, i) => {
    const route = f.path ? `R${f.path.fromRouter}-R${f.path.toRouter}` : 'whole chain';
    c(`Flow ${i + 1}: ${sanitizeComment(f.name, 60)} (${f.variant}), ${route}, access ${num(f.access.rateBps)} b/s ${num(f.access.delaySec)} s, start ${num(f.startSec)} s.`);
  });
  c();
  const inexact = ns2Inexactness(s);
  if (inexact) {
    for (const l of wrap(inexact, 96)) c(l);
    c();
  }
  c(`Profile: ${s.profile}. TCP start-up: SYN handshake ${s.tcp.synHandshake ? 'on' : 'off'}, header ${num(s.tcp.headerBytes)} B, delayed growth ${s.tcp.delayedGrowth ? 'on' : 'off'}.`);
  c('ns-2.35 defaults are kept for everything the scenario leaves at its default (syn_, useHeaders_,');
  c('delay_growth_ true: a 40-byte SYN as segment 0, 40 header bytes on data packets, cwnd 1 until the');
  c('SYN is answered). Its Vegas agent sends neither SYN nor header (our "ns2" profile models that).');
  if (s.profile === 'standard' && s.tcp.headerBytes > 0 && flows.some((f) => vegasNeedsHeader(s, f.variant))) {
    c('- Standard profile: each Vegas agent`s packetSize_ includes the header, which ns-2`s Vegas never adds.');
  }
  c('- Sequence number 0 is the SYN where one is sent: delivered data packets = ack_ (else ack_ + 1).');
  c('- Agent/TCP windowInit_, tcpTick_, minrto_, maxrto_, rtxcur_init_, numdupacks_ from the scenario.');
  c('- Vegas: v_alpha_, v_beta_, v_gamma_ per flow; Enhanced Vegas is v_alpha_ = v_beta_ = delta.');
  c('- Queue limits: our buffer counts the packet on the wire. DropTail queue-limit = buffer,');
  c('  RED queue-limit = buffer - 1 (ns-2 RED admits limit waiting packets plus the one on the wire).');
  c('- RED: packet mode with every parameter explicit (ns-2.35 defaults to byte mode, automatic');
  c('  thresholds and weight, gentle_). linterm_ = 1/maxP, mean_pktsize_ = the data packet size.');
  c(`- Access and egress links: DropTail queue-limit ${EDGE_BUFFER_PACKETS} both ways (EDGE_BUFFER_PACKETS).`);
  c('- Finite transfers: $ftp produce N (N = ceil(bytes/packet size)); completion = the agent`s done callback.');
  c('- stopSec: $tcp advance maxseq_+1 (no new data, everything sent is still recovered). Application/FTP');
  c('  stop would set curseq_ = maxseq_, forgetting the last segment sent.');
  c('- Every per-flow figure is a difference over the measurement window, as in our summary; a finite');
  c('  transfer also reports transferBps = 8 bytes / (completion - start).');
  c('- Counters are frozen when a flow has nothing left to send and all is acknowledged (ns-2 Vegas');
  c('  would count the idle retransmission timeouts that follow as timeouts).');
  c('Known remaining differences: ns-2 draws RED drops and each agent`s RTT tick-clock offset');
  c('(boot_time_) from MRG32k3a; we draw them from our own generator (the offset in the ns2 profile).');
  out.push('');
}

/** Splits text into lines of at most `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const w of text.split(' ')) {
    if (cur && cur.length + 1 + w.length > width) {
      lines.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) lines.push(cur);
  return lines;
}

function flowTcl(line: (...p: string[]) => void, out: string[], s: Scenario, f: ExpandedFlow, id: number, lastRouter: number): void {
  const from = f.path?.fromRouter ?? 1;
  const to = f.path?.toRouter ?? lastRouter;
  const S = `$S(${id})`;
  const D = `$D(${id})`;
  out.push(`# Flow ${id} (${f.variant})`);
  line(`set S(${id}) [$ns node]`);
  line(`set D(${id}) [$ns node]`);
  line('$ns duplex-link', S, `$R(${from})`, num(f.access.rateBps), num(f.access.delaySec), 'DropTail');
  line('$ns queue-limit', S, `$R(${from})`, num(EDGE_BUFFER_PACKETS));
  line('$ns queue-limit', `$R(${from})`, S, num(EDGE_BUFFER_PACKETS));
  line('$ns duplex-link', `$R(${to})`, D, num(f.egress.rateBps), num(f.egress.delaySec), 'DropTail');
  line('$ns queue-limit', `$R(${to})`, D, num(EDGE_BUFFER_PACKETS));
  line('$ns queue-limit', D, `$R(${to})`, num(EDGE_BUFFER_PACKETS));
  if (f.variant === 'cbr') {
    line(`set udp(${id}) [new Agent/UDP]`);
    line(`$udp(${id}) set fid_`, num(id));
    line(`$udp(${id}) set packetSize_`, num(s.packetSizeBytes));
    line('$ns attach-agent', S, `$udp(${id})`);
    line(`set lm(${id}) [new Agent/LossMonitor]`);
    line('$ns attach-agent', D, `$lm(${id})`);
    line('$ns connect', `$udp(${id})`, `$lm(${id})`);
    line(`set cbr(${id}) [new Application/Traffic/CBR]`);
    line(`$cbr(${id}) attach-agent $udp(${id})`);
    line(`$cbr(${id}) set packetSize_`, num(s.packetSizeBytes));
    line(`$cbr(${id}) set rate_`, num(f.rateBps));
    line(`$cbr(${id}) set random_ 0`);
    // Counts what the source sends: every packet enters the access link's queue.
    line(`set srcMon(${id}) [$ns monitor-queue`, S, `$R(${from}) 0]`);
    line('$ns at', num(f.startSec), `"$cbr(${id}) start"`);
    if (f.stopSec !== undefined) line('$ns at', num(f.stopSec), `"$cbr(${id}) stop"`);
    out.push('');
    return;
  }
  const ns2 = ns2Of(f.variant);
  if ('unsupported' in ns2) throw new Ns2ExportError(`cannot export to ns-2: ${ns2.unsupported}`);
  line(`set tcp(${id}) [new ${ns2.agent}]`);
  line(`$tcp(${id}) set fid_`, num(id));
  line(`$tcp(${id}) set window_`, num(f.maxWindowPackets));
  if (vegasNeedsHeader(s, f.variant)) {
    // ns-2's Vegas never adds the header: carry it in packetSize_ (goodput is counted from the scenario's size).
    line(`$tcp(${id}) set packetSize_`, num(s.packetSizeBytes + s.tcp.headerBytes));
  }
  for (const [name, value] of ns2.settings(knobsOf(f.variant, f))) line(`$tcp(${id}) set ${name}`, num(value));
  line('$ns attach-agent', S, `$tcp(${id})`);
  line(`set sink(${id}) [new Agent/TCPSink]`);
  line('$ns attach-agent', D, `$sink(${id})`);
  line('$ns connect', `$tcp(${id})`, `$sink(${id})`);
  line(`set ftp(${id}) [new Application/FTP]`);
  line(`$ftp(${id}) attach-agent $tcp(${id})`);
  line(`$tcp(${id}) proc done {} {flowDone ${id}}`);
  if (f.bytes !== undefined) {
    line('$ns at', num(f.startSec), `"$ftp(${id}) produce ${num(Math.ceil(f.bytes / s.packetSizeBytes))}"`);
  } else {
    line('$ns at', num(f.startSec), `"$ftp(${id}) start"`);
  }
  if (f.stopSec !== undefined) line('$ns at', num(f.stopSec), `"stopTcp ${id}"`);
  out.push('');
}

/** Procedures shared by every exported script. No scenario data: they read globals set by the script. */
const TCL_HELPERS = String.raw`# ---- helpers (fixed text) ----
proc configureRed {q minTh maxTh weight linterm gentle meanPkt} {
    $q set bytes_ false
    $q set queue_in_bytes_ false
    $q set thresh_ $minTh
    $q set maxthresh_ $maxTh
    $q set q_weight_ $weight
    $q set linterm_ $linterm
    $q set gentle_ $gentle
    $q set wait_ true
    $q set setbit_ false
    $q set drop_tail_ true
    $q set drop_front_ false
    $q set drop_rand_ false
    $q set adaptive_ 0
    $q set mean_pktsize_ $meanPkt
    $q set use_mark_p_ true
    $q set cautious_ 0
}

# A flow monitor on chain link k (data direction), with a queue-length integrator for the
# aggregate and one per flow (flows are created when their first packet arrives).
proc makeFlowMon {k a b red} {
    global ns fmon
    set fm [$ns makeflowmon Fid]
    set cl [$fm classifier]
    $cl proc unknown-flow {src dst fid} "newFlowDesc $k \$self \$src \$dst \$fid"
    $ns attach-fmon [$ns link $a $b] $fm $red
    $fm set-pkts-integrator [new Integrator]
    set fmon($k) $fm
}
proc newFlowDesc {k cl src dst fid} {
    global flowDesc
    set fdesc [new QueueMonitor/ED/Flow]
    $fdesc set-pkts-integrator [new Integrator]
    set slot [$cl installNext $fdesc]
    $cl set-hash auto $src $dst $fid $slot
    set flowDesc($k,$fid) $fdesc
}

# Time integral of a queue length (packet-seconds) from 0 to now.
proc integralNow {intg} {
    global ns
    return [expr {[$intg set sum_] + [$intg set lasty_] * ([$ns now] - [$intg set lastx_])}]
}
proc flowQueueIntegral {k i} {
    global flowDesc
    if {![info exists flowDesc($k,$i)]} { return 0.0 }
    return [integralNow [$flowDesc($k,$i) get-pkts-integrator]]
}
proc delivered {i} {
    global kind tcp lm firstData
    if {$kind($i) eq "tcp"} { return [expr {max(0, [$tcp($i) set ack_] + 1 - $firstData($i))}] }
    return [$lm($i) set npkts_]
}

# A TCP agent with nothing left to send has had everything acknowledged: freeze its counters.
proc flowDone {i} {
    global ns tcp total frozen doneAt firstData
    if {[info exists frozen($i)]} { return }
    set frozen($i) [list [$tcp($i) set ndatapack_] [$tcp($i) set nrexmitpack_] [$tcp($i) set nrexmit_]]
    if {$total($i) >= 0 && [$tcp($i) set ack_] >= $total($i) - 1 + $firstData($i)} { set doneAt($i) [$ns now] }
}
# A TCP flow's counters so far (sent, retransmitted, timeouts), frozen once it is done.
proc tcpCounters {i} {
    global tcp frozen
    if {[info exists frozen($i)]} { return $frozen($i) }
    return [list [$tcp($i) set ndatapack_] [$tcp($i) set nrexmitpack_] [$tcp($i) set nrexmit_]]
}
proc flowDrops {i} {
    global nLinks flowDesc
    set drops 0
    for {set k 0} {$k < $nLinks} {incr k} {
        if {[info exists flowDesc($k,$i)]} { incr drops [$flowDesc($k,$i) set pdrops_] }
    }
    return $drops
}
# Our stopSec: no new data from now on; what was sent is still recovered.
proc stopTcp {i} {
    global tcp
    set m [$tcp($i) set maxseq_]
    $tcp($i) advance [expr {$m + 1}]
    if {[$tcp($i) set ack_] >= $m} { flowDone $i }
}

proc measureStart {} {
    global flowIds firstLink fmon m0 kind srcMon
    foreach i $flowIds {
        set m0(delivered,$i) [delivered $i]
        set m0(qint,$i) [flowQueueIntegral $firstLink($i) $i]
        set m0(drops,$i) [flowDrops $i]
        if {$kind($i) eq "tcp"} {
            set m0(counters,$i) [tcpCounters $i]
        } else {
            set m0(counters,$i) [list [$srcMon($i) set parrivals_] 0 0]
        }
    }
    set fm $fmon(0)
    set m0(dep) [$fm set pdepartures_]
    set m0(bdep) [$fm set bdepartures_]
    set m0(drops) [$fm set pdrops_]
    set m0(edrops) [$fm set epdrops_]
    set m0(qint) [integralNow [$fm get-pkts-integrator]]
}

proc jsonOrNull {v} {
    if {$v eq ""} { return null }
    return $v
}

proc measureEnd {} {
    global ns flowIds kind variant tcp srcMon firstLink fmon flowDesc nLinks m0 frozen doneAt bytes startAt
    global fromSec toSec pktBytes bottleneckRateBps bottleneckRed result
    set span [expr {double($toSec - $fromSec)}]
    set items {}
    set sum 0.0
    set sumSq 0.0
    set nTcp 0
    foreach i $flowIds {
        set goodput [expr {([delivered $i] - $m0(delivered,$i)) * $pktBytes * 8.0 / $span}]
        set meanQ [expr {([flowQueueIntegral $firstLink($i) $i] - $m0(qint,$i)) / $span}]
        set drops [expr {[flowDrops $i] - $m0(drops,$i)}]
        set completion ""
        set transfer ""
        if {$kind($i) eq "tcp"} {
            set now [tcpCounters $i]
            if {[info exists doneAt($i)]} {
                set completion $doneAt($i)
                if {$bytes($i) >= 0} { set transfer [expr {8.0 * $bytes($i) / ($doneAt($i) - $startAt($i))}] }
            }
            set sum [expr {$sum + $goodput}]
            set sumSq [expr {$sumSq + $goodput * $goodput}]
            incr nTcp
        } else {
            set now [list [$srcMon($i) set parrivals_] 0 0]
        }
        lassign $now sent rexmit timeouts
        lassign $m0(counters,$i) sent0 rexmit0 timeouts0
        set sent [expr {$sent - $sent0}]
        set rexmit [expr {$rexmit - $rexmit0}]
        set timeouts [expr {$timeouts - $timeouts0}]
        lappend items [format {{"variant":"%s","goodputBps":%s,"sentPackets":%s,"retransmittedPackets":%s,"timeouts":%s,"drops":%s,"meanQueuePackets":%s,"completionSec":%s,"transferBps":%s}} \
            $variant($i) $goodput $sent $rexmit $timeouts $drops $meanQ [jsonOrNull $completion] [jsonOrNull $transfer]]
    }
    set jain [expr {($nTcp == 0 || $sumSq == 0) ? 1.0 : $sum * $sum / ($nTcp * $sumSq)}]
    set fm $fmon(0)
    set departures [expr {[$fm set pdepartures_] - $m0(dep)}]
    set drops [expr {[$fm set pdrops_] - $m0(drops)}]
    set earlyDrops [expr {$bottleneckRed ? [$fm set epdrops_] - $m0(edrops) : 0}]
    set meanQ [expr {([integralNow [$fm get-pkts-integrator]] - $m0(qint)) / $span}]
    set util [expr {([$fm set bdepartures_] - $m0(bdep)) * 8.0 / ($bottleneckRateBps * $span)}]
    if {$util > 1} { set util 1.0 }
    set result [format {{"flows":[%s],"jainIndex":%s,"bottleneck":{"departures":%s,"drops":%s,"earlyDrops":%s,"meanQueuePackets":%s,"utilization":%s},"events":null}} \
        [join $items ,] $jain $departures $drops $earlyDrops $meanQ $util]
}

proc finishRun {} {
    global result
    puts "NS2JSON $result"
    flush stdout
    exit 0
}
# ---- end of helpers ----
`;

/** Extracts the result from the script's standard output; throws when there is no NS2JSON line. */
export function parseNs2Output(stdout: string): Ns2Result {
  const lineStart = stdout.lastIndexOf(`\n${NS2JSON_MARKER}`);
  const start = lineStart >= 0 ? lineStart + 1 : stdout.startsWith(NS2JSON_MARKER) ? 0 : -1;
  if (start < 0) throw new Error('the ns-2 script printed no NS2JSON line');
  const end = stdout.indexOf('\n', start);
  const json = stdout.slice(start + NS2JSON_MARKER.length, end < 0 ? undefined : end).trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (e) {
    throw new Error(`the NS2JSON line is not valid JSON (${(e as Error).message}): ${json.slice(0, 200)}`, { cause: e });
  }
  const r = parsed as Ns2Result;
  if (typeof r !== 'object' || r === null || !Array.isArray(r.flows) || typeof r.bottleneck !== 'object') {
    throw new Error(`the NS2JSON line does not have the expected shape: ${json.slice(0, 200)}`);
  }
  return r;
}
