// The sim's specs' long descriptions (a control's tooltip, the TCP profile's hint) in the reader's
// language, keyed as specText.ts keys the labels ("spec.bottleneck.rateBps.description"), with the
// run's length and the TCP profile besides. The English is the spec's own:
// tests/ui/i18n/specDescriptions.test.ts fails when a message's English differs from its spec's.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { PROFILE_SPEC, SCENARIO_PARAMS } from '../../sim/scenario/params';
import { specsByKey } from './specText';

/** Descriptions by the keys of specsByKey(), plus `scenario.durationSec` and `profile`. */
export const SPEC_DESCRIPTIONS: Readonly<Record<string, MessageDescriptor>> = {
  "flow.maxWindowPackets": msg({ id: "spec.flow.maxWindowPackets.description", message: "The receiver's advertised window (ns-2 window_): cwnd is never used beyond it. 10000 means no practical limit." }),
  "flow.startSec": msg({ id: "spec.flow.startSec.description", message: "When the flow starts sending." }),
  "flow.stopSec": msg({ id: "spec.flow.stopSec.description", message: "When the flow stops sending new data (packets already sent are still delivered)." }),
  "flow.bytes": msg({ id: "spec.flow.bytes.description", message: "A finite transfer: the flow completes when this many bytes (rounded up to whole packets) are acknowledged." }),
  "flow.linkRateBps": msg({ id: "spec.flow.linkRateBps.description", message: "Transmission rate of a link: a packet of S bytes takes 8·S / rate seconds to send." }),
  "flow.linkDelaySec": msg({ id: "spec.flow.linkDelaySec.description", message: "One-way propagation delay of a link." }),
  "flow.cbrRateBps": msg({ id: "spec.flow.cbrRateBps.description", message: "Sending rate of a UDP constant-bit-rate source." }),
  "flow.count": msg({ id: "spec.flow.count.description", message: "Stamp out this many identical flows (see spread for varying their delays and start times)." }),
  "bottleneck.rateBps": msg({ id: "spec.bottleneck.rateBps.description", message: "Transmission rate of the shared link R1→R2." }),
  "bottleneck.delaySec": msg({ id: "spec.bottleneck.delaySec.description", message: "One-way propagation delay of the shared link." }),
  "bottleneck.bufferPackets": msg({ id: "spec.bottleneck.bufferPackets.description", message: "Router buffer: the most packets the router holds for the link, the one being transmitted included (ns-2 DropTail queue-limit)." }),
  "tcp.windowInit": msg({ id: "spec.tcp.windowInit.description", message: "cwnd at the start of a connection (ns-2 windowInit_, default 2)." }),
  "tcp.minRtoSec": msg({ id: "spec.tcp.minRtoSec.description", message: "Lower bound of the retransmission timeout (ns-2 minrto_)." }),
  "tcp.maxRtoSec": msg({ id: "spec.tcp.maxRtoSec.description", message: "Upper bound of the retransmission timeout, backoff included (ns-2 maxrto_)." }),
  "tcp.initialRtoSec": msg({ id: "spec.tcp.initialRtoSec.description", message: "Retransmission timeout before the first RTT sample (ns-2 rtxcur_init_)." }),
  "tcp.tickSec": msg({ id: "spec.tcp.tickSec.description", message: "Granularity of the RTT estimator and retransmission timer (ns-2 tcpTick_)." }),
  "tcp.dupAckThreshold": msg({ id: "spec.tcp.dupAckThreshold.description", message: "Duplicate ACKs that trigger fast retransmit (ns-2 numdupacks_)." }),
  "tcp.headerBytes": msg({ id: "spec.tcp.headerBytes.description", message: "TCP/IP header added to every data packet on the wire (ns-2 useHeaders_ adds 40). Goodput still counts the payload (packetSizeBytes) only." }),
  "switch.synHandshake": msg({ id: "spec.switch.synHandshake.description", message: "A 40-byte SYN and SYN-ACK are exchanged before the first data packet, over the same links and queues (ns-2 syn_). A lost SYN is sent again when the initial RTO expires." }),
  "switch.delayedGrowth": msg({ id: "spec.switch.delayedGrowth.description", message: "The window does not grow during the first round trip: cwnd is 1 while the SYN is out and the initial window once it is answered (ns-2 delay_growth_)." }),
  "switch.sack": msg({ id: "spec.switch.sack.description", message: "Selective acknowledgements (RFC 2018), as Linux and ns-3 run by default: the receiver reports the blocks it holds above a hole (up to 3 per ACK, 8 bytes each), and NewReno, CUBIC and BBR senders repair losses from a scoreboard (RFC 6675) with Proportional Rate Reduction (RFC 6937) instead of one hole per round trip. Tahoe, Reno and the Vegas family keep their own recovery. Not in the ns2 profile: ns-2.35 runs its agents without SACK." }),
  "switch.ecn": msg({ id: "spec.switch.ecn.description", message: "Explicit Congestion Notification (RFC 3168): senders and receivers negotiate it on the SYN, a queue with ECN on marks their packets instead of dropping them, and a sender cuts its window once per round trip for the echo as for a loss (NewReno and Reno halve, CUBIC multiplies by its β, Vegas takes one packet off; BBR ignores it, as ns-3.37 and Linux BBR v1 do). Not in the ns2 profile." }),
  "knob.alpha": msg({ id: "spec.knob.alpha.description", message: "Vegas increases cwnd by one per RTT while fewer than α of its packets are estimated to sit in queues (Diff < α)." }),
  "knob.beta": msg({ id: "spec.knob.beta.description", message: "Vegas decreases cwnd by one per RTT while more than β packets are estimated to be queued (Diff > β). β ≥ α." }),
  "knob.gamma": msg({ id: "spec.knob.gamma.description", message: "Vegas leaves slow start once Diff exceeds γ." }),
  "knob.delta": msg({ id: "spec.knob.delta.description", message: "Enhanced Vegas (Hasegawa et al.) sets α = β = δ: +1 when Diff < δ, −1 when Diff > δ (Tsang & Chang recommend δ = 3)." }),
  "knob.countMax": msg({ id: "spec.knob.countMax.description", message: "Vegas+ switches to its aggressive (Reno-like) mode once its RTT-increase counter exceeds countMax." }),
  "knob.cubicC": msg({ id: "spec.knob.cubicC.description", message: "How fast the window grows away from W_max: W(t) = C·(t − K)³ + W_max (RFC 9438; Linux and ns-3 use 0.4)." }),
  "knob.cubicBeta": msg({ id: "spec.knob.cubicBeta.description", message: "Multiplicative decrease: after a loss the window becomes β times what it was (Reno: 0.5; CUBIC: 0.7)." }),
  "knob.fastConvergence": msg({ id: "spec.knob.fastConvergence.description", message: "On (1): a loss below the previous W_max lowers W_max to W·(1 + β)/2, releasing bandwidth to newer flows sooner." }),
  "knob.hystart": msg({ id: "spec.knob.hystart.description", message: "On (1): hybrid slow start leaves slow start when the ACK train or the RTT says the path is full, before a loss (on in Linux and ns-3)." }),
  "knob.renoFriendly": msg({ id: "spec.knob.renoFriendly.description", message: "On (1): the window grows at least as fast as Reno's would (RFC 9438 §4.3; Linux's tcp_friendliness). ns-3.37's TcpCubic has no such region: 0 runs as it does." }),
  "knob.bbrCwndGain": msg({ id: "spec.knob.bbrCwndGain.description", message: "In PROBE_BW the window is capped at this many estimated BDPs (BtlBw · RTprop); Linux and ns-3 use 2." }),
  "knob.bbrBwRounds": msg({ id: "spec.knob.bbrBwRounds.description", message: "BtlBw is the largest delivery rate sampled over this many round trips (Linux: 10)." }),
  "knob.bbrMinRttWindowSec": msg({ id: "spec.knob.bbrMinRttWindowSec.description", message: "RTprop is the smallest RTT sampled over this long; when it expires BBR enters PROBE_RTT (Linux: 10 s)." }),
  "queue.red.minThPackets": msg({ id: "spec.queue.red.minThPackets.description", message: "RED starts dropping at random once the average queue reaches minTh." }),
  "queue.red.maxThPackets": msg({ id: "spec.queue.red.maxThPackets.description", message: "At maxTh the RED drop probability reaches maxP; above it every arrival is dropped (gentle: above 2·maxTh)." }),
  "queue.red.maxP": msg({ id: "spec.queue.red.maxP.description", message: "RED drop probability at an average queue of maxTh (ns-2 linterm_ = 1/maxP)." }),
  "queue.red.weight": msg({ id: "spec.queue.red.weight.description", message: "Weight w of the exponential average: avg ← (1 − w)·avg + w·q at each arrival." }),
  "queue.red.gentle": msg({ id: "spec.queue.red.gentle.description", message: "The drop probability rises from maxP to 1 between maxTh and 2·maxTh instead of jumping to 1 at maxTh." }),
  "queue.pie.targetDelaySec": msg({ id: "spec.queue.pie.targetDelaySec.description", message: "The queueing delay PIE steers towards (RFC 8033 QDELAY_REF, 15 ms)." }),
  "queue.pie.tUpdateSec": msg({ id: "spec.queue.pie.tUpdateSec.description", message: "How often the drop probability is recomputed (RFC 8033 T_UPDATE, 15 ms)." }),
  "queue.pie.alpha": msg({ id: "spec.queue.pie.alpha.description", message: "Weight of the delay's distance from target in each update: p += α·(delay − target) + β·(delay − previous delay), scaled down while p is small." }),
  "queue.pie.beta": msg({ id: "spec.queue.pie.beta.description", message: "Weight of the delay's change since the previous update (RFC 8033: 1.25)." }),
  "queue.pie.maxBurstSec": msg({ id: "spec.queue.pie.maxBurstSec.description", message: "Burst allowance: after a calm spell, no early drops for this long (RFC 8033 MAX_BURST, 150 ms)." }),
  "queue.pie.ecn": msg({ id: "spec.queue.pie.ecn.description", message: "Mark ECN-capable packets Congestion Experienced instead of dropping them while the drop probability is below 10 % (RFC 8033 §5.1)." }),
  "queue.codel.targetSec": msg({ id: "spec.queue.codel.targetSec.description", message: "The standing queueing delay CoDel accepts (RFC 8289 TARGET, 5 ms)." }),
  "queue.codel.intervalSec": msg({ id: "spec.queue.codel.intervalSec.description", message: "How long the delay must stay above target before CoDel drops, and the base of the spacing of its drops (interval/√count; RFC 8289 INTERVAL, 100 ms)." }),
  "queue.codel.ecn": msg({ id: "spec.queue.codel.ecn.description", message: "Mark ECN-capable packets Congestion Experienced instead of dropping them (RFC 8289 §5.5)." }),
  "queue.fq-codel.targetSec": msg({ id: "spec.queue.fq-codel.targetSec.description", message: "The standing queueing delay each flow's CoDel accepts (RFC 8290 §5.2.1: 5 ms)." }),
  "queue.fq-codel.intervalSec": msg({ id: "spec.queue.fq-codel.intervalSec.description", message: "How long a flow's delay must stay above target before its CoDel drops (100 ms)." }),
  "queue.fq-codel.quantumBytes": msg({ id: "spec.queue.fq-codel.quantumBytes.description", message: "Bytes a flow may send in its turn of the round robin (RFC 8290 §5.2.3: one MTU; ns-3.37 uses the device MTU, 1500 B)." }),
  "queue.fq-codel.ecn": msg({ id: "spec.queue.fq-codel.ecn.description", message: "Mark ECN-capable packets Congestion Experienced instead of dropping them (on in Linux and ns-3.37; off here unless set)." }),
  "queue.drr.quantumBytes": msg({ id: "spec.queue.drr.quantumBytes.description", message: "Bytes a flow may send in its turn of the round robin, headers included (ns-2.35's quantum_, 250 B by default); a packet larger than the deficit waits for the next round." }),
  "scenario.durationSec": msg({ id: "spec.scenario.durationSec.description", message: "Simulated time the run lasts." }),
  profile: msg({ id: "spec.profile.description", message: "standard: every variant sends the same SYN handshake and header. ns2: ns-2.35 exactly as the papers ran it, quirks included: its Vegas agents send no SYN and no header (a Vegas packet is packetSizeBytes on the wire, a Reno packet packetSizeBytes + 40)." }),
};

/** Every described spec object by its key in SPEC_DESCRIPTIONS. */
export function describedSpecs(): Map<string, { description: string }> {
  const out = new Map<string, { description: string }>();
  for (const [k, s] of specsByKey()) out.set(k, s as unknown as { description: string });
  out.set('scenario.durationSec', SCENARIO_PARAMS.durationSec);
  out.set('profile', PROFILE_SPEC);
  return out;
}

let bySpec: Map<object, MessageDescriptor> | null = null;

/** A spec's description in the active language (its own English when the catalogue has none). */
export function specDescription(i18n: I18n, spec: { description: string }): string {
  if (!bySpec) {
    bySpec = new Map();
    for (const [k, s] of describedSpecs()) {
      const m = SPEC_DESCRIPTIONS[k];
      if (m) bySpec.set(s, m);
    }
  }
  const m = bySpec.get(spec);
  return m ? i18n._(m) : spec.description;
}
