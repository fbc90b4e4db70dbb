// The preset scenarios' names and descriptions in the reader's language. The sim's presets stay
// pure and English (src/sim/scenario/presets); these messages have explicit ids (preset.<id>.name,
// preset.<id>.description) and tests/ui/i18n/presetText.test.ts keeps their English equal to the
// preset's own, so the two cannot drift. Flow names inside a preset stay as the scenario names them.
// One difference is allowed: a description cites its papers here by their authors, where the
// preset's own text (frozen into the link format's dictionary, src/share/dictionaryV2.ts) may still
// cite them by their shared/papers numbers; the test checks that only the citations differ.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { PRESETS, presetTitle } from '../../sim/scenario/presets';
import type { Scenario } from '../../sim/scenario/Scenario';

export interface PresetMessages {
  name: MessageDescriptor;
  description: MessageDescriptor;
}

export const PRESET_MESSAGES: Readonly<Record<string, PresetMessages>> = {
  'reno-vs-vegas-droptail': {
    name: msg({ id: 'preset.reno-vs-vegas-droptail.name', message: 'Reno takes the queue: one Reno and one Vegas flow on a DropTail bottleneck' }),
    description: msg({ id: 'preset.reno-vs-vegas-droptail.description', message: 'The lab\'s default. With a buffer larger than the bandwidth-delay product, Reno keeps filling the queue until it overflows, while Vegas reads the growing RTT as congestion and backs off (De Vendictis & Baiocchi; Mo et al. 1999, as cited by Tsang & Chang): Reno gets about 8 times Vegas\'s goodput and keeps about 30 packets queued to Vegas\'s 3. Watch the queue fill with Reno\'s packets.' }),
  },
  'tsang-two-vegas': {
    name: msg({ id: 'preset.tsang-two-vegas.name', message: 'Tsang & Chang: two Vegas 1_3 flows, x2 = 30 ms' }),
    description: msg({ id: 'preset.tsang-two-vegas.description', message: 'Tsang & Chang, section 3.2 / Table 3: two Vegas flows (alpha 1, beta 3) share a 1.5 Mb/s RED bottleneck (15/45, buffer 100). Flow 1 has a 1 ms access link, flow 2 a 30 ms one. No losses: with alpha < beta each flow may settle anywhere between alpha and beta packets queued, so the start-up decides the split. Started together, as here, the longer flow gets about 60 % (the paper\'s Table 3 has the shorter one ahead, 882 vs 618 kb/s); shift the starts by a fraction of a second and either flow can come out ahead. JFI stays above 0.93.' }),
  },
  'tsang-mix-30': {
    name: msg({ id: 'preset.tsang-mix-30.name', message: 'Tsang & Chang: 30 flows, half Vegas-3, half Reno, RED 54/108' }),
    description: msg({ id: 'preset.tsang-mix-30.description', message: 'Tsang & Chang, section 3.4 / Table 6a: a mixture of Vegas (alpha = beta = 3) and Reno flows on a 10 Mb/s RED bottleneck (54/108, buffer 150), round-trip propagation delays spread over 20-100 ms, random starts in the first 2 s. Goodput is measured over 10-60 s. Here, as in ns-2.35, a Vegas-3 flow gets about 1.4 times a Reno flow\'s goodput: the opposite of the paper\'s Table 6a (Reno 343, Vegas 234 kb/s per flow).' }),
  },
  'devendictis-vegas-reno': {
    name: msg({ id: 'preset.devendictis-vegas-reno.name', message: 'De Vendictis & Baiocchi: one Vegas (alpha = beta = 3) and one Reno, buffer 20' }),
    description: msg({ id: 'preset.devendictis-vegas-reno.description', message: 'De Vendictis & Baiocchi, Fig. 4 set-up: a drop-tail bottleneck serving 1080 packets/s of 500 bytes (4.32 Mb/s), 50 ms round-trip propagation delay, buffer B = 20. Goodput over 200-600 s. The paper finds that small buffers favour Vegas and large ones starve it (threshold B_th of about alpha(3 - 2 lambda)); at B = 20 Reno gets about 2.4 times Vegas\'s goodput (Vegas\'s share about 0.29).' }),
  },
  'reno-vs-vegas-slow-link': {
    name: msg({ id: 'preset.reno-vs-vegas-slow-link.name', message: 'Reno vs Vegas on a 0.3 Mb/s, 200 ms bottleneck with a 10-packet buffer' }),
    description: msg({ id: 'preset.reno-vs-vegas-slow-link.description', message: 'From the Reno/Vegas/NewReno comparison paper: Reno and Vegas share a slow long-delay bottleneck (0.3 Mb/s, 200 ms, 10-packet DropTail buffer) behind 2 Mb/s 10 ms access links, 552-byte packets, no receiver-window limit. This preset runs in the ns2 profile, ns-2.35 as the paper ran it: there Reno gets about 1.9 times Vegas\'s goodput, and RED 2/6 closes the gap (about 1.0). Switch the profile to standard and they share about equally even under DropTail (Reno/Vegas about 1.07): ns-2.35\'s Vegas sends its packets without the 40-byte TCP/IP header its Reno adds (tcp-vegas.cc), and on this slow link that difference alone makes the published gap.' }),
  },
  'newreno-two-bottlenecks': {
    name: msg({ id: 'preset.newreno-two-bottlenecks.name', message: 'NewReno vs Reno across two bottlenecks in series, with UDP cross traffic' }),
    description: msg({ id: 'preset.newreno-two-bottlenecks.description', message: 'The Reno/Vegas/NewReno comparison paper\'s series topology: R1 -> R2 -> R3, both 1 Mb/s DropTail links. A NewReno and a Reno flow cross both; a Reno cross flow uses only the first link and a 200 kb/s UDP CBR source only the second. NewReno\'s partial-ACK recovery rides out several losses in one window where Reno times out: NewReno gets about 1.5 times the goodput of the Reno flow on its path (1.15-1.7 over runs, whichever is listed first) and has fewer timeouts.' }),
  },
  'many-flows-200': {
    name: msg({ id: 'preset.many-flows-200.name', message: '200 flows: 100 Vegas (alpha = beta = 3) and 100 Reno, RED 54/108' }),
    description: msg({ id: 'preset.many-flows-200.description', message: 'The benchmark scenario (after Tsang & Chang\'s Table 6 many-flow runs): a 10 Mb/s bottleneck with RED 54/108 and a 150-packet buffer, round-trip propagation delays spread evenly over 20-100 ms, starts spread over the first 2 s. A Vegas flow and a Reno flow get about the same goodput on average (within 10 %), yet the JFI over the 200 flows is only about 0.8.' }),
  },
  'bufferbloat-bbr': {
    name: msg({ id: 'preset.bufferbloat-bbr.name', message: 'Bufferbloat: BBR alone on a deep buffer' }),
    description: msg({ id: 'preset.bufferbloat-bbr.description', message: 'One BBR flow on a 10 Mb/s, 52 ms path whose router buffers 500 packets, eight times the bandwidth-delay product. BBR (Cardwell et al. 2016) paces at its estimate of the bottleneck rate and keeps about one BDP in flight: it delivers over 90 % of the link while keeping fewer than 20 packets queued, so its RTT stays near the propagation delay. Put a CUBIC flow in its place for contrast and the queue holds hundreds of packets: loss-based TCP fills whatever buffer it is given. Watch BBR\'s state chart: STARTUP, DRAIN, then PROBE_BW\'s 1.25/0.75 cycle.' }),
  },
  'bbr-vs-cubic-deep': {
    name: msg({ id: 'preset.bbr-vs-cubic-deep.name', message: 'BBR vs CUBIC on a deep buffer' }),
    description: msg({ id: 'preset.bbr-vs-cubic-deep.description', message: 'A CUBIC and a BBR flow (both with SACK, as Linux runs them) share a 10 Mb/s, 52 ms path with a 500-packet buffer (eight BDPs). CUBIC keeps the queue full; BBR caps what it has in flight at twice its bandwidth estimate times its minimum RTT, and both estimates come from its own share of that queue, so the cap, not the link, sets its share: CUBIC gets 1.4 to 3 times BBR\'s goodput. On a shallow buffer the tables turn (BBR ignores the losses that make CUBIC back off); try a buffer of 16.' }),
  },
  'cubic-vs-newreno-lfp': {
    name: msg({ id: 'preset.cubic-vs-newreno-lfp.name', message: 'CUBIC vs NewReno on a long fat pipe' }),
    description: msg({ id: 'preset.cubic-vs-newreno-lfp.description', message: 'A CUBIC and a NewReno flow (both with SACK, as Linux runs them) on a 50 Mb/s path with 100 ms of propagation RTT (a BDP of about 600 packets) and a buffer of one BDP, measured after the first 30 s. After each loss NewReno regains one packet per RTT, which at this size takes minutes; CUBIC\'s window follows a cubic curve in time back to where it was lost (RFC 9438), in seconds. CUBIC gets more than 4 times NewReno\'s goodput. Watch CUBIC\'s state chart: the curve flattens at W_max, K seconds after each loss.' }),
  },
  'cubic-rtt-fairness': {
    name: msg({ id: 'preset.cubic-rtt-fairness.name', message: 'CUBIC\'s RTT fairness' }),
    description: msg({ id: 'preset.cubic-rtt-fairness.description', message: 'Two CUBIC flows with propagation RTTs of 26 and 106 ms share a 20 Mb/s bottleneck with a 150-packet buffer, with SACK as in Linux. NewReno grows a packet per RTT, so switch both to NewReno and the short flow gets about twice the long one\'s goodput. CUBIC grows in seconds, not RTTs (RFC 9438): that bias goes, but here it reverses: the long flow gets over twice the short one\'s goodput, as in ns-3.37. The short flow keeps hitting the full buffer: it loses over 5 times as many of its packets.' }),
  },
  'fair-queueing-reno-vegas': {
    name: msg({ id: 'preset.fair-queueing-reno-vegas.name', message: 'Fair queueing: Reno and Vegas under deficit round robin' }),
    description: msg({ id: 'preset.fair-queueing-reno-vegas.description', message: 'The lab\'s default link (1.5 Mb/s, 10 ms, a 50-packet buffer) with one Reno and one Vegas flow (alpha 1, beta 3), but the router runs DRR, deficit round robin (Shreedhar & Varghese 1995): each flow has its own queue, and the queues take turns, one 1040-byte quantum (a packet with its header) each. Under DropTail Reno takes about 10 times Vegas\'s goodput by filling the shared queue (De Vendictis & Baiocchi; the Reno/Vegas/NewReno comparison paper). Here each gets 45 to 55 % of the goodput (JFI above 0.98), although Reno still keeps over 10 times as many packets queued as Vegas: only Reno\'s own packets wait behind them, so Reno\'s RTT is several times Vegas\'s. Switch the queue to DropTail to see the war return.' }),
  },
  'codel-cubic-deep': {
    name: msg({ id: 'preset.codel-cubic-deep.name', message: 'CoDel cures bufferbloat: CUBIC alone on a deep buffer' }),
    description: msg({ id: 'preset.codel-cubic-deep.description', message: 'One CUBIC flow (with SACK, as Linux runs it) on a 10 Mb/s, 52 ms path whose router buffers 500 packets, eight times the bandwidth-delay product, under CoDel (RFC 8289: target 5 ms, interval 100 ms). CoDel drops at the head once packets have waited more than 5 ms for 100 ms: CUBIC delivers over 90 % of the link while the queue holds fewer than 5 packets on average, so its RTT stays within 7 ms of the 53 ms of the empty path. Switch the queue to DropTail and CUBIC fills the buffer: over 380 packets queued and an RTT above a third of a second, for about 7 % more goodput.' }),
  },
  'bbr-cubic-fq-codel': {
    name: msg({ id: 'preset.bbr-cubic-fq-codel.name', message: 'BBR meets FQ-CoDel: CUBIC and BBR on a deep buffer' }),
    description: msg({ id: 'preset.bbr-cubic-fq-codel.description', message: 'A CUBIC and a BBR flow (both with SACK, as Linux runs them) share a 10 Mb/s, 52 ms path with a 500-packet buffer under FQ-CoDel (RFC 8290, Linux\'s default queue: a CoDel queue per flow, served by deficit round robin with a 1500-byte quantum). Each gets 45 to 55 % of the goodput (JFI above 0.98). BBR ignores CoDel\'s drops and keeps about ten times as many packets queued as CUBIC, but they wait in its own queue: CUBIC\'s RTT stays within 7 ms of the 53 ms of the empty path. Switch the queue to CoDel, one queue for both, and BBR takes over 80 % of the goodput; switch it to DropTail and both RTTs pass a third of a second.' }),
  },
};

/** Preset `id`'s name in the active language (its own title when the catalogue has none). */
export function presetName(i18n: I18n, id: string): string {
  const m = PRESET_MESSAGES[id];
  return m ? i18n._(m.name) : presetTitle(id);
}

/**
 * The preset a scenario is, unchanged in title and description (so its text can be shown in the
 * reader's language), or null: a scenario a user wrote or retitled keeps its own words.
 */
export function presetOf(s: Pick<Scenario, 'title' | 'description'>): string | null {
  for (const [id, p] of Object.entries(PRESETS)) {
    const own = p as { title?: string; description?: string };
    if (own.title === s.title && own.description === s.description) return id;
  }
  return null;
}

/** A scenario's title and description as shown: a preset's in the active language, anything else as written. */
export function scenarioText(i18n: I18n, s: Pick<Scenario, 'title' | 'description'>): { title: string | undefined; description: string | undefined } {
  const id = presetOf(s);
  const m = id ? PRESET_MESSAGES[id] : undefined;
  return m ? { title: i18n._(m.name), description: i18n._(m.description) } : { title: s.title, description: s.description };
}
