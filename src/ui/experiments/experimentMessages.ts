// The experiments' own texts (src/experiments/catalogue.ts, English) as catalogue messages, by
// experiment id: what the experiments pages show in the reader's language. Each message's English
// is the catalogue's text to the letter (tests/ui/experiments/experimentMessages.test.ts), so the
// two cannot drift; a text with no message here is shown in English (experimentText.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface ExperimentMessages {
  title: MessageDescriptor;
  /** Where in the paper ("Tables 3 and 4"). */
  source: MessageDescriptor;
  question: MessageDescriptor;
  setup?: MessageDescriptor;
  choices?: readonly MessageDescriptor[];
  xLabel: MessageDescriptor;
  panels: readonly { title: MessageDescriptor; yLabel: MessageDescriptor; caption?: MessageDescriptor }[];
  /** The closed-form curves' legend labels, in the figure's order. */
  models?: readonly MessageDescriptor[];
  reasons?: { paper?: MessageDescriptor; model?: MessageDescriptor };
  /** Configurations whose names hold words (names made of symbols and variants stay as they are). */
  series?: Readonly<Record<string, MessageDescriptor>>;
  /** Points whose labels hold words ("buffer 10"), by point id, or by `<series id>/<point id>` where configurations label one point id differently. */
  points?: Readonly<Record<string, MessageDescriptor>>;
}

export const EXPERIMENT_MESSAGES: Readonly<Record<string, ExperimentMessages>> = {
  "tsang-fairness-vs-delay": {
    title: msg({ id: "experiment.tsang-fairness-vs-delay.title", message: "Fairness against the difference in delay: Tsang & Chang (2003), Tables 3 and 4" }),
    source: msg({ id: "experiment.tsang-fairness-vs-delay.source", message: "Tables 3 and 4" }),
    question: msg({ id: "experiment.tsang-fairness-vs-delay.question", message: "Two flows share a bottleneck; the second has x2 ms more access delay. How fair is the split as x2 grows, for Vegas α=1 β=3, Enhanced Vegas with δ = 1, 2, 3, and Reno?" }),
    setup: msg({ id: "experiment.tsang-fairness-vs-delay.setup", message: "Flows S1→D1 (access 1 ms) and S2→D2 (access x2) share a 1.5 Mb/s, 1 ms RED bottleneck (15/45, maxP 0.1, weight 0.002, buffer 100); 10 Mb/s access and egress links (egress 1 ms), receiver window 30, 1000 B packets, 40 B ACKs, 60 s, both starting at 0; goodput over 0–60 s." }),
    choices: [
      msg({ id: "experiment.tsang-fairness-vs-delay.choice.1", message: "Vegas lines run once per point: with simultaneous starts and no losses both simulators are deterministic (the random RED drop and the random boot_time_ of ns-2 never come into play)." }),
      msg({ id: "experiment.tsang-fairness-vs-delay.choice.2", message: "Reno/Reno is lossy (RED drops decide it) and RED draws differ between the simulators, so it is compared as means over 10 seeds per point (start times stay simultaneous) against the lossy target." }),
      msg({ id: "experiment.tsang-fairness-vs-delay.choice.3", message: "Tsang & Chang (2003) measures \"after the simulation has started for 10 ms\"; we measure from 0 s (the difference is one packet or less)." }),
    ],
    xLabel: msg({ id: "experiment.tsang-fairness-vs-delay.xLabel", message: "x2, extra access delay of flow 2 (ms)" }),
    panels: [
      {
        title: msg({ id: "experiment.tsang-fairness-vs-delay.panel.1.title", message: "Jain's fairness index" }),
        yLabel: msg({ id: "experiment.tsang-fairness-vs-delay.panel.1.yLabel", message: "JFI" }),
      },
      {
        title: msg({ id: "experiment.tsang-fairness-vs-delay.panel.2.title", message: "Goodput of the long flow" }),
        yLabel: msg({ id: "experiment.tsang-fairness-vs-delay.panel.2.yLabel", message: "goodput (b/s)" }),
      },
      {
        title: msg({ id: "experiment.tsang-fairness-vs-delay.panel.3.title", message: "The long Vegas α=1 β=3 flow against its equilibrium band" }),
        yLabel: msg({ id: "experiment.tsang-fairness-vs-delay.panel.3.yLabel", message: "goodput (b/s)" }),
        caption: msg({ id: "experiment.tsang-fairness-vs-delay.panel.3.caption", message: "Model (hollow diamonds; dotted: α = 1, dash-dot: β = 3): Tsang & Chang (2003), section 4 (after Low, Peterson & Wang 2002): at equilibrium a Vegas flow keeps α_j packets queued, α ≤ α_j ≤ β, so its rate is α_j/(Δ_j − x_j) = α_j/(RTT_j − BaseRTT_j), with the flow's mean RTT and its BaseRTT at the end; the band is α_j = α (low) to β (high). Assumes no loss and a settled window. Here every flow starts on an empty queue, so BaseRTT is the propagation RTT (x_j = 0); the model says where the goodput may settle, not where it does." }),
      },
      {
        title: msg({ id: "experiment.tsang-fairness-vs-delay.panel.4.title", message: "The long Enhanced Vegas flow against δ/(RTT − BaseRTT)" }),
        yLabel: msg({ id: "experiment.tsang-fairness-vs-delay.panel.4.yLabel", message: "goodput (b/s)" }),
        caption: msg({ id: "experiment.tsang-fairness-vs-delay.panel.4.caption", message: "Model (hollow diamonds, dotted): Tsang & Chang (2003), section 4 (after Low, Peterson & Wang 2002): at equilibrium a Vegas flow keeps α_j packets queued, α ≤ α_j ≤ β, so its rate is α_j/(Δ_j − x_j) = α_j/(RTT_j − BaseRTT_j), with the flow's mean RTT and its BaseRTT at the end; the band is α_j = α (low) to β (high). Assumes no loss and a settled window. Enhanced Vegas has α = β = δ, so the band is one value, δ/(RTT − BaseRTT). Tsang & Chang (2003) find δ = 1 unstable (Tables 4–5): its window never settles, which the equilibrium assumes." }),
      },
      {
        title: msg({ id: "experiment.tsang-fairness-vs-delay.panel.5.title", message: "Mean bottleneck queue against Σα_j" }),
        yLabel: msg({ id: "experiment.tsang-fairness-vs-delay.panel.5.yLabel", message: "mean queue" }),
        caption: msg({ id: "experiment.tsang-fairness-vs-delay.panel.5.caption", message: "Model (grey dotted lines): Low, Peterson & Wang 2002 — at equilibrium each of the two Vegas flows keeps α_j packets in the bottleneck's queue, so it holds Σα_j: 2δ for Enhanced Vegas (2, 4, 6 packets), between 2α = 2 and 2β = 6 for Vegas α=1 β=3. Assumes settled windows and no loss (RED's 15-packet minimum threshold is never reached here)." }),
      },
      {
        title: msg({ id: "experiment.tsang-fairness-vs-delay.panel.6.title", message: "The Reno flows against Mathis and Padhye" }),
        yLabel: msg({ id: "experiment.tsang-fairness-vs-delay.panel.6.yLabel", message: "goodput (b/s)" }),
        caption: msg({ id: "experiment.tsang-fairness-vs-delay.panel.6.caption", message: "Models (hollow diamonds; dotted: Mathis, dash-dot: Padhye), each evaluated on the flow's own measurements in each run and averaged over seeds: Mathis, Semke, Mahdavi & Ott 1997: B = (MSS/RTT)·√(3/(2bp)), b = 1 (an ACK per segment), with each flow's own loss-indication rate p (fast retransmits and timeouts per packet sent) and mean RTT; assumes a periodic sawtooth with no timeouts and no window limit. Padhye, Firoiu, Towsley & Kurose 1998, full model (eq. 31): adds timeouts (T0 = the flow's measured first timeout, back-off f(p)) and the receiver window Wmax to Mathis's sawtooth; same p and RTT, b = 1. Goodput here counts from 0 s, slow start included, with a receiver window of 30 packets." }),
      },
    ],
    models: [
      msg({ id: "experiment.tsang-fairness-vs-delay.model.1", message: "JFI's lower bound 1/n" }),
      msg({ id: "experiment.tsang-fairness-vs-delay.model.2", message: "Vegas α=1 β=3 equilibrium: JFI ≥ 0.8" }),
      msg({ id: "experiment.tsang-fairness-vs-delay.model.3", message: "Σα_j = 2 (δ = 1; α = 1)" }),
      msg({ id: "experiment.tsang-fairness-vs-delay.model.4", message: "Σα_j = 4 (δ = 2)" }),
      msg({ id: "experiment.tsang-fairness-vs-delay.model.5", message: "Σα_j = 6 (δ = 3; β = 3)" }),
    ],
    reasons: {
      paper: msg({ id: "experiment.tsang-fairness-vs-delay.reason.paper", message: "a Vegas α=1 β=3 flow may settle anywhere between 1 and 3 packets queued, so the start-up decides the split, and the paper does not state its start-up settings. With an initial window of 1 packet instead of 2, both simulators reproduce Table 3 to within 2 % at x2 = 1, 10, 20, 70 and 80 ms, while other points move by up to 40 % (the validation report)." }),
    },
    series: {
      "vegas-1-3": msg({ id: "experiment.tsang-fairness-vs-delay.series.vegas-1-3", message: "Vegas α=1 β=3" }),
      "ev-1": msg({ id: "experiment.tsang-fairness-vs-delay.series.ev-1", message: "Enhanced Vegas δ=1" }),
      "ev-2": msg({ id: "experiment.tsang-fairness-vs-delay.series.ev-2", message: "Enhanced Vegas δ=2" }),
      "ev-3": msg({ id: "experiment.tsang-fairness-vs-delay.series.ev-3", message: "Enhanced Vegas δ=3" }),
      "reno": msg({ id: "experiment.tsang-fairness-vs-delay.series.reno", message: "Reno / Reno" }),
    },
  },
  "tsang-mixtures": {
    title: msg({ id: "experiment.tsang-mixtures.title", message: "Vegas and Reno mixtures of 30 flows under RED: Tsang & Chang (2003), Table 6" }),
    source: msg({ id: "experiment.tsang-mixtures.source", message: "Table 6 (N = 30)" }),
    question: msg({ id: "experiment.tsang-mixtures.question", message: "Thirty flows, a share of them Vegas and the rest Reno, on a RED bottleneck. How fair is it as the Vegas share grows, with RED 54/108 and RED 5/15?" }),
    setup: msg({ id: "experiment.tsang-mixtures.setup", message: "30 flows, 30/50/70 % Vegas (α=β=3, or α=1 β=3) and the rest Reno, on a 10 Mb/s, 5 ms RED bottleneck (54/108 or 5/15, maxP 0.1, weight 0.002) with a 150-packet buffer; 100 Mb/s access links with delays drawn in 4–44 ms and 1 ms egress links (round-trip propagation 20–100 ms), starts drawn in [0, 2] s, 1000 B packets, 60 s, goodput over 10–60 s." }),
    choices: [
      msg({ id: "experiment.tsang-mixtures.choice.1", message: "6 replications per point: seeds 1–6, each drawing every flow's access delay and start time (the same values go to ns-2)." }),
      msg({ id: "experiment.tsang-mixtures.choice.2", message: "Access links 100 Mb/s (never a bottleneck) and no receiver-window limit; Tsang & Chang (2003) does not state either for this experiment." }),
      msg({ id: "experiment.tsang-mixtures.choice.3", message: "Tsang & Chang (2003) averages seven runs per cell; its JFI is over all 30 flows, its goodputs are the mean per Vegas and per Reno flow." }),
      msg({ id: "experiment.tsang-mixtures.choice.4", message: "Quick grid: 3 replications per point; full grid: 7, as the paper averaged." }),
    ],
    xLabel: msg({ id: "experiment.tsang-mixtures.xLabel", message: "share of Vegas flows (%)" }),
    panels: [
      {
        title: msg({ id: "experiment.tsang-mixtures.panel.1.title", message: "Jain's fairness index (all 30 flows)" }),
        yLabel: msg({ id: "experiment.tsang-mixtures.panel.1.yLabel", message: "JFI" }),
      },
      {
        title: msg({ id: "experiment.tsang-mixtures.panel.2.title", message: "Goodput per Vegas and per Reno flow" }),
        yLabel: msg({ id: "experiment.tsang-mixtures.panel.2.yLabel", message: "goodput (b/s)" }),
      },
      {
        title: msg({ id: "experiment.tsang-mixtures.panel.3.title", message: "The Reno flows against Mathis and Padhye" }),
        yLabel: msg({ id: "experiment.tsang-mixtures.panel.3.yLabel", message: "goodput (b/s)" }),
        caption: msg({ id: "experiment.tsang-mixtures.panel.3.caption", message: "Models (hollow diamonds; dotted: Mathis, dash-dot: Padhye), per Reno flow on its own measurements: Mathis, Semke, Mahdavi & Ott 1997: B = (MSS/RTT)·√(3/(2bp)), b = 1 (an ACK per segment), with each flow's own loss-indication rate p (fast retransmits and timeouts per packet sent) and mean RTT; assumes a periodic sawtooth with no timeouts and no window limit. Padhye, Firoiu, Towsley & Kurose 1998, full model (eq. 31): adds timeouts (T0 = the flow's measured first timeout, back-off f(p)) and the receiver window Wmax to Mathis's sawtooth; same p and RTT, b = 1." }),
      },
    ],
    models: [
      msg({ id: "experiment.tsang-mixtures.model.1", message: "JFI's lower bound 1/n" }),
      msg({ id: "experiment.tsang-mixtures.model.2", message: "J if the Vegas flows got nothing: k/n" }),
    ],
    reasons: {
      paper: msg({ id: "experiment.tsang-mixtures.reason.paper", message: "the paper does not state the round-trip times, access links or receiver window of this experiment, and one of its cells is garbled (its goodputs add up to 13.7 Mb/s on a 10 Mb/s link); on the set-up as run here ns-2.35 agrees with ours (the validation report)." }),
    },
    series: {
      "a3-red-54-108": msg({ id: "experiment.tsang-mixtures.series.a3-red-54-108", message: "Vegas α=β=3 + Reno, RED 54/108" }),
      "a3-red-5-15": msg({ id: "experiment.tsang-mixtures.series.a3-red-5-15", message: "Vegas α=β=3 + Reno, RED 5/15" }),
      "a1-red-54-108": msg({ id: "experiment.tsang-mixtures.series.a1-red-54-108", message: "Vegas α=1 β=3 + Reno, RED 54/108" }),
      "a1-red-5-15": msg({ id: "experiment.tsang-mixtures.series.a1-red-5-15", message: "Vegas α=1 β=3 + Reno, RED 5/15" }),
    },
    points: {
      "v30": msg({ id: "experiment.tsang-mixtures.point.v30", message: "30 % Vegas" }),
      "v50": msg({ id: "experiment.tsang-mixtures.point.v50", message: "50 % Vegas" }),
      "v70": msg({ id: "experiment.tsang-mixtures.point.v70", message: "70 % Vegas" }),
    },
  },
  "devendictis-buffer": {
    title: msg({ id: "experiment.devendictis-buffer.title", message: "One Vegas against one Reno as the buffer grows: De Vendictis & Baiocchi (2002), Fig. 3" }),
    source: msg({ id: "experiment.devendictis-buffer.source", message: "Fig. 3 and the closed-form model" }),
    question: msg({ id: "experiment.devendictis-buffer.question", message: "One Vegas (α=β=3) and one Reno flow share a drop-tail bottleneck. Who gets more as the buffer grows, and where does the advantage turn?" }),
    setup: msg({ id: "experiment.devendictis-buffer.setup", message: "One Vegas (α=β=3) and one Reno flow on a drop-tail bottleneck of 1080 packets/s of 500 B (4.32 Mb/s, 20 ms), 100 Mb/s access (4 ms) and egress (1 ms) links: 50 ms round-trip propagation; buffer B from 5 to 50 packets, 600 s, goodput over 200–600 s." }),
    choices: [
      msg({ id: "experiment.devendictis-buffer.choice.1", message: "6 replications per buffer: seeds 1–6, start times uniform in [0, 1] s (the paper starts both at 0; exactly simultaneous starts on a drop-tail queue make single runs phase-locked)." }),
      msg({ id: "experiment.devendictis-buffer.choice.2", message: "Receiver window unlimited (10000 packets), as the model assumes." }),
      msg({ id: "experiment.devendictis-buffer.choice.3", message: "The paper's simulated curves are in its Fig. 3, which the text copy does not contain: the paper column shows its closed-form model evaluated by us and the two model ratios its text quotes." }),
      msg({ id: "experiment.devendictis-buffer.choice.4", message: "Quick grid: 3 replications per buffer; full grid: 6." }),
    ],
    xLabel: msg({ id: "experiment.devendictis-buffer.xLabel", message: "buffer B (packets)" }),
    panels: [
      {
        title: msg({ id: "experiment.devendictis-buffer.panel.1.title", message: "Throughput of Vegas and Reno" }),
        yLabel: msg({ id: "experiment.devendictis-buffer.panel.1.yLabel", message: "goodput (b/s)" }),
      },
    ],
    models: [
      msg({ id: "experiment.devendictis-buffer.model.1", message: "model: Vegas" }),
      msg({ id: "experiment.devendictis-buffer.model.2", message: "model: Reno" }),
    ],
    reasons: {
      model: msg({ id: "experiment.devendictis-buffer.reason.model", message: "the model assumes Vegas never times out; in both simulators ns-2's Vegas (packets without a header or SYN, and a fine-grained timer that resends a segment not yet sent) loses so often at small buffers that it spends much of the run in coarse timeouts (about 230 per run at B = 5). Our evaluation of the model also does not reproduce the two ratios the paper quotes (2.58 and 0.76 at B = 5 and 10; we get 1.70 and 0.61), so the curve is indicative (the validation report)." }),
    },
    series: {
      "vegas-reno-droptail": msg({ id: "experiment.devendictis-buffer.series.vegas-reno-droptail", message: "Vegas α=β=3 vs Reno, DropTail" }),
    },
  },
  "reno-vegas-droptail-red": {
    title: msg({ id: "experiment.reno-vegas-droptail-red.title", message: "Reno against Vegas under DropTail, RED 5/6 and RED 2/6: the Reno/Vegas/NewReno ns-2 study" }),
    source: msg({ id: "experiment.reno-vegas-droptail-red.source", message: "the average-throughput comparison" }),
    question: msg({ id: "experiment.reno-vegas-droptail-red.question", message: "One Reno and one Vegas flow share a slow, long link with a 10-packet buffer. How much more does Reno get under DropTail, and does RED narrow the gap?" }),
    setup: msg({ id: "experiment.reno-vegas-droptail-red.setup", message: "One Reno and one Vegas (α=1, β=3) flow, 2 Mb/s 10 ms access and egress links, a 0.3 Mb/s 200 ms bottleneck with a 10-packet buffer, 552 B packets, 40 B ACKs, no receiver-window limit, 200 s; DropTail, RED 5/6 and RED 2/6; goodput over 0–200 s." }),
    choices: [
      msg({ id: "experiment.reno-vegas-droptail-red.choice.1", message: "10 replications per queue: seeds 1–10, each flow's start drawn uniformly in [0, 1] s from the seed (the same start times go to ns-2)." }),
      msg({ id: "experiment.reno-vegas-droptail-red.choice.2", message: "RED maxP 0.1 and weight 0.002 (classic RED; the Reno/Vegas/NewReno ns-2 study gives only the thresholds, which its text copy garbles as \"S\" and \"0.6\")." }),
      msg({ id: "experiment.reno-vegas-droptail-red.choice.3", message: "The Reno/Vegas/NewReno ns-2 study sets an 8000-byte advertised window; this case sets no receiver-window limit (window 10000 packets in both simulators)." }),
      msg({ id: "experiment.reno-vegas-droptail-red.choice.4", message: "The Reno/Vegas/NewReno ns-2 study gives its results only as figures (window traces, buffer occupancy, average throughput), with no readable numbers: the paper column is empty. Its claims: under DropTail Reno gets more than Vegas; RED narrows the gap." }),
      msg({ id: "experiment.reno-vegas-droptail-red.choice.5", message: "Quick grid: 4 replications per queue; full grid: 10." }),
    ],
    xLabel: msg({ id: "experiment.reno-vegas-droptail-red.xLabel", message: "queue" }),
    panels: [
      {
        title: msg({ id: "experiment.reno-vegas-droptail-red.panel.1.title", message: "Goodput of Reno and Vegas" }),
        yLabel: msg({ id: "experiment.reno-vegas-droptail-red.panel.1.yLabel", message: "goodput (b/s)" }),
      },
      {
        title: msg({ id: "experiment.reno-vegas-droptail-red.panel.2.title", message: "Jain's fairness index" }),
        yLabel: msg({ id: "experiment.reno-vegas-droptail-red.panel.2.yLabel", message: "JFI" }),
      },
    ],
    series: {
      "droptail": msg({ id: "experiment.reno-vegas-droptail-red.series.droptail", message: "DropTail" }),
    },
    points: {
      "b10": msg({ id: "experiment.reno-vegas-droptail-red.point.b10", message: "buffer 10" }),
    },
  },
  "newreno-reno": {
    title: msg({ id: "experiment.newreno-reno.title", message: "NewReno against Reno on one bottleneck and on two in series: the Reno/Vegas/NewReno ns-2 study" }),
    source: msg({ id: "experiment.newreno-reno.source", message: "the NewReno experiments" }),
    question: msg({ id: "experiment.newreno-reno.question", message: "A NewReno and a Reno flow compete, on one bottleneck and on two in series with cross traffic. How much more does NewReno get?" }),
    setup: msg({ id: "experiment.newreno-reno.setup", message: "One NewReno and one Reno flow, 552 B packets, 40 B ACKs, maximum window 8 KB (14 packets), starts drawn uniformly in [0, 7] s, 200 s, goodput over 10–200 s. Single bottleneck: 0.7 Mb/s, 6 ms, DropTail buffer 20, 10 Mb/s 2 ms access and egress links (20 ms round-trip propagation). Two bottlenecks: R1 → R2 → R3, each 0.3 Mb/s, 20 ms, DropTail buffer 10; NewReno and Reno cross both, a Reno cross flow crosses only R1 → R2 and a 10 kb/s UDP CBR flow (7 ms access link) only R2 → R3." }),
    choices: [
      msg({ id: "experiment.newreno-reno.choice.1", message: "10 seeds × both flow orders (NewReno listed first, then Reno first) = 20 replications per set-up: on a drop-tail queue whichever flow gets ahead keeps the advantage, and the order decides ties, so both orders go into every mean." }),
      msg({ id: "experiment.newreno-reno.choice.2", message: "The Reno/Vegas/NewReno ns-2 study gives the bottleneck rates (0.7–2 Mb/s) and delays (1–20 ms) as ranges; the DropTail run it reports is 0.7 Mb/s, buffer 20, 20 ms round trip, which we build as a 6 ms bottleneck between 2 ms access and egress links. Its 25-flow RED variant is not part of this case." }),
      msg({ id: "experiment.newreno-reno.choice.3", message: "The UDP CBR flow runs at the paper's 0.01 Mb/s but with the scenario's 552-byte packets (the paper: 1 KB); at 3 % of a 0.3 Mb/s link it barely matters. The JFI is over the NewReno and Reno flows only (not the cross traffic)." }),
      msg({ id: "experiment.newreno-reno.choice.4", message: "The Reno/Vegas/NewReno ns-2 study gives its results only as figures and the text's percentages: the paper column shows the ratio range the text states." }),
      msg({ id: "experiment.newreno-reno.choice.5", message: "Quick grid: 3 seeds × both flow orders (6 runs) per set-up; full grid: 10 × 2." }),
    ],
    xLabel: msg({ id: "experiment.newreno-reno.xLabel", message: "topology" }),
    panels: [
      {
        title: msg({ id: "experiment.newreno-reno.panel.1.title", message: "Goodput of NewReno and Reno" }),
        yLabel: msg({ id: "experiment.newreno-reno.panel.1.yLabel", message: "goodput (b/s)" }),
      },
      {
        title: msg({ id: "experiment.newreno-reno.panel.2.title", message: "NewReno / Reno" }),
        yLabel: msg({ id: "experiment.newreno-reno.panel.2.yLabel", message: "ratio" }),
      },
    ],
    series: {
      "single": msg({ id: "experiment.newreno-reno.series.single", message: "Single bottleneck, DropTail 0.7 Mb/s" }),
      "series": msg({ id: "experiment.newreno-reno.series.series", message: "Two bottlenecks in series with cross traffic" }),
    },
    points: {
      "single/p": msg({ id: "experiment.newreno-reno.point.single.p", message: "0.7 Mb/s, buffer 20" }),
      "series/p": msg({ id: "experiment.newreno-reno.point.series.p", message: "2 × 0.3 Mb/s, buffer 10" }),
    },
  },
  "vegas-plus-flows": {
    title: msg({ id: "experiment.vegas-plus-flows.title", message: "Vegas+ and Vegas against Reno, 2 to 20 flows: the Vegas+ ns-3 project (2022)" }),
    source: msg({ id: "experiment.vegas-plus-flows.source", message: "the \"Fairness Improvement\" table" }),
    question: msg({ id: "experiment.vegas-plus-flows.question", message: "Half the flows are Vegas (or Vegas+) and half Reno. How fair is the mix from 2 to 20 flows, and does Vegas+ win back its share?" }),
    setup: msg({ id: "experiment.vegas-plus-flows.setup", message: "N = 2, 5, 10, 15, 20 flows, ⌊N/2⌋ Vegas (α=1 β=3) or Vegas+ (countMax 5) and the rest Reno, on 20 Mb/s, 5 ms links throughout (access, bottleneck and egress), a 100-packet DropTail bottleneck, 1000 B packets, starts drawn in [0, 1] s, 60 s, goodput over 10–60 s; JFI over all N flows." }),
    choices: [
      msg({ id: "experiment.vegas-plus-flows.choice.1", message: "10 seeds per point for Vegas+, as the paper; 20 for the plain-Vegas line, which is compared with ns-2: there the Vegas class's goodput varies by up to 25 % between seeds (one Vegas flow can be shut out for the whole run), and with 10 seeds replication noise alone is about ±0.02 on the JFI difference, most of the 0.03 target." }),
      msg({ id: "experiment.vegas-plus-flows.choice.2", message: "The Vegas+ ns-3 project (2022) is a course project's write-up: it states 20 Mb/s, 5 ms point-to-point links, buffers of 50–500 packets, 2–20 flows and 30–300 s, but not the bottleneck rate, buffer, split of the flows or its counter rule beyond a code excerpt. The bottleneck at 20 Mb/s, buffer 100, ⌊N/2⌋ Vegas flows and 60 s are our choices." }),
      msg({ id: "experiment.vegas-plus-flows.choice.3", message: "ns-2.35 has no Vegas+ agent: the Vegas+ line is our engine beside the paper's JFI, not judged; the plain-Vegas line is compared with ns-2 like every other lossy case." }),
      msg({ id: "experiment.vegas-plus-flows.choice.4", message: "The Vegas/Reno and Vegas+/Reno columns are the ratio of the mean goodput of a flow of each class; the paper reports a 21.6 % share for Vegas and 48.7 % for Vegas+ \"when competing\"." }),
      msg({ id: "experiment.vegas-plus-flows.choice.5", message: "Quick grid: 3 seeds per point; full grid: 10, as the paper." }),
    ],
    xLabel: msg({ id: "experiment.vegas-plus-flows.xLabel", message: "number of flows N" }),
    panels: [
      {
        title: msg({ id: "experiment.vegas-plus-flows.panel.1.title", message: "Jain's fairness index (all N flows)" }),
        yLabel: msg({ id: "experiment.vegas-plus-flows.panel.1.yLabel", message: "JFI" }),
      },
      {
        title: msg({ id: "experiment.vegas-plus-flows.panel.2.title", message: "Vegas (or Vegas+) / Reno goodput per flow" }),
        yLabel: msg({ id: "experiment.vegas-plus-flows.panel.2.yLabel", message: "ratio" }),
      },
    ],
    models: [
      msg({ id: "experiment.vegas-plus-flows.model.1", message: "JFI's lower bound 1/n" }),
      msg({ id: "experiment.vegas-plus-flows.model.2", message: "J if the Vegas (or Vegas+) flows got nothing: k/n" }),
    ],
    reasons: {
      paper: msg({ id: "experiment.vegas-plus-flows.reason.paper", message: "the paper gives its mode-switching rule only as a code excerpt, so our Vegas+ is one reading of it, and ns-2.35 has no Vegas+ to check it against." }),
    },
    series: {
      "vegas": msg({ id: "experiment.vegas-plus-flows.series.vegas", message: "Vegas (α=1 β=3) with Reno" }),
      "vegas-plus": msg({ id: "experiment.vegas-plus-flows.series.vegas-plus", message: "Vegas+ (countMax 5) with Reno" }),
    },
    points: {
      "n2": msg({ id: "experiment.vegas-plus-flows.point.n2", message: "2 flows" }),
      "n5": msg({ id: "experiment.vegas-plus-flows.point.n5", message: "5 flows" }),
      "n10": msg({ id: "experiment.vegas-plus-flows.point.n10", message: "10 flows" }),
      "n15": msg({ id: "experiment.vegas-plus-flows.point.n15", message: "15 flows" }),
      "n20": msg({ id: "experiment.vegas-plus-flows.point.n20", message: "20 flows" }),
    },
  },
  "brakmo-transfers": {
    title: msg({ id: "experiment.brakmo-transfers.title", message: "One-on-one transfers, 300 KB inside 1 MB: Brakmo & Peterson (1995), Table 1" }),
    source: msg({ id: "experiment.brakmo-transfers.source", message: "Table 1" }),
    question: msg({ id: "experiment.brakmo-transfers.question", message: "A 300 KB transfer starts while a 1 MB transfer is under way. What throughput does each get, and how much does each retransmit, for every pairing of Reno and Vegas?" }),
    setup: msg({ id: "experiment.brakmo-transfers.setup", message: "A 1 MB transfer starts at 0 s and a 300 KB transfer a few seconds later on a 200 KB/s (1.6384 Mb/s), 50 ms DropTail bottleneck behind 10 Mb/s 1 ms access and egress links; 1 KB segments, 40 B ACKs, a 50 KB send buffer (window 50 segments), Vegas α=1 β=3 γ=1. Each transfer's throughput is its size over (completion − start), in KB/s of 1024 bytes; retransmitted KB = retransmitted segments × 1 KB." }),
    choices: [
      msg({ id: "experiment.brakmo-transfers.choice.1", message: "Brakmo & Peterson (1995) averages 12 runs: \"15 and 20 buffers in the routers and the delay before starting the smaller transfer increasing from 0 to 2.5 seconds\"; this case adds buffers 10 and 15 and delays of 0.5–3 s. Both sets run (12 runs each: 2 buffers × 6 delays in 0.5 s steps), each against the paper's Table 1." }),
      msg({ id: "experiment.brakmo-transfers.choice.2", message: "Each of the 12 runs is replicated over 5 seeds (60 replications per point). Nothing else in these runs is random, but each TCP agent's RTT clock starts at a random point of a 10 ms tick (ns-2 boot_time_, modelled in the ns2 profile), which moves RTOs by whole ticks and sends some runs one of two ways (see the findings); with one seed the comparison would rest on one draw of each simulator's clocks." }),
      msg({ id: "experiment.brakmo-transfers.choice.3", message: "The paper's network (its Fig. 6) is lost in the text copy: access links of 10 Mb/s and 1 ms are our choice. The paper ran the x-kernel simulator with the original Vegas (and its spike suppression, which neither ns-2 nor we model); ns-2.35 and we run ns-2's Reno and Vegas agents." }),
      msg({ id: "experiment.brakmo-transfers.choice.4", message: "The JFI is over the two transfers' throughputs." }),
      msg({ id: "experiment.brakmo-transfers.choice.5", message: "Quick grid: the paper's 12 runs per pairing (buffers 15 and 20, delays 0–2.5 s), seed 1; full grid: every seed of the validation." }),
    ],
    xLabel: msg({ id: "experiment.brakmo-transfers.xLabel", message: "pairing (small/large)" }),
    panels: [
      {
        title: msg({ id: "experiment.brakmo-transfers.panel.1.title", message: "Throughput of each transfer" }),
        yLabel: msg({ id: "experiment.brakmo-transfers.panel.1.yLabel", message: "throughput (b/s)" }),
      },
      {
        title: msg({ id: "experiment.brakmo-transfers.panel.2.title", message: "Retransmitted packets (1 KB each)" }),
        yLabel: msg({ id: "experiment.brakmo-transfers.panel.2.yLabel", message: "retransmitted" }),
      },
    ],
    reasons: {
      paper: msg({ id: "experiment.brakmo-transfers.reason.paper", message: "the paper's absolute throughputs and retransmissions depend on its network figure, lost from our copy of it, and on its x-kernel Vegas with spike suppression, which neither ns-2.35 nor our engine models (the validation report)." }),
    },
    series: {
      "reno-reno": msg({ id: "experiment.brakmo-transfers.series.reno-reno", message: "Reno/Reno: 300 KB Reno inside 1 MB Reno" }),
      "reno-vegas": msg({ id: "experiment.brakmo-transfers.series.reno-vegas", message: "Reno/Vegas: 300 KB Reno inside 1 MB Vegas" }),
      "vegas-reno": msg({ id: "experiment.brakmo-transfers.series.vegas-reno", message: "Vegas/Reno: 300 KB Vegas inside 1 MB Reno" }),
      "vegas-vegas": msg({ id: "experiment.brakmo-transfers.series.vegas-vegas", message: "Vegas/Vegas: 300 KB Vegas inside 1 MB Vegas" }),
    },
    points: {
      "paper": msg({ id: "experiment.brakmo-transfers.point.paper", message: "buffers 15, 20; delays 0–2.5 s" }),
    },
  },
  "reno-loss-throughput": {
    title: msg({ id: "experiment.reno-loss-throughput.title", message: "Reno's goodput against its loss rate: Mathis et al. and Padhye et al." }),
    source: msg({ id: "experiment.reno-loss-throughput.source", message: "its Reno flows over DropTail, against Mathis et al. (1997) and Padhye et al. (1998)" }),
    question: msg({ id: "experiment.reno-loss-throughput.question", message: "Four Reno flows share a DropTail bottleneck. As the buffer shrinks their loss rate p climbs and timeouts take over: how close do the square-root law of Mathis et al. and the timeout-aware model of Padhye et al. come to the goodput measured, given each flow's own p and RTT?" }),
    setup: msg({ id: "experiment.reno-loss-throughput.setup", message: "4 Reno flows (receiver window 20 packets, ns-2's default window_) share a 1.5 Mb/s, 10 ms DropTail bottleneck; 10 Mb/s access links of 10 ms and egress links of 1 ms (round-trip propagation 42 ms plus 7.5 ms of serialisation), 1000 B packets, starts drawn in [0, 1] s, 100 s, measured from 10 s; buffer 3–64 packets." }),
    choices: [
      msg({ id: "experiment.reno-loss-throughput.choice.1", message: "p is each flow's loss indications (fast retransmits plus timeouts) per packet sent, as Padhye et al. define it; RTT is the mean of its Karn-timed samples; T0 the mean length of its first timeouts (ns-2's 200 ms minimum RTO, more once the queue makes the RTT vary); b = 1 (an ACK per segment)." }),
      msg({ id: "experiment.reno-loss-throughput.choice.2", message: "Each model is evaluated on each flow of each run and averaged like the goodput: the dashed lines are the models on our own measurements, not a fit." }),
      msg({ id: "experiment.reno-loss-throughput.choice.3", message: "No ns-2 values: this experiment is not one of the validation cases run in ns-2.35, and the models need loss indications and RTT samples, which only our engine reports." }),
      msg({ id: "experiment.reno-loss-throughput.choice.4", message: "Quick grid: 3 seeds per buffer; full grid: 10." }),
    ],
    xLabel: msg({ id: "experiment.reno-loss-throughput.xLabel", message: "buffer B (packets)" }),
    panels: [
      {
        title: msg({ id: "experiment.reno-loss-throughput.panel.1.title", message: "Goodput per Reno flow against Mathis and Padhye" }),
        yLabel: msg({ id: "experiment.reno-loss-throughput.panel.1.yLabel", message: "goodput (b/s)" }),
        caption: msg({ id: "experiment.reno-loss-throughput.panel.1.caption", message: "Models (hollow diamonds; dotted: Mathis, dash-dot: Padhye) on each flow's own measurements: Mathis, Semke, Mahdavi & Ott 1997: B = (MSS/RTT)·√(3/(2bp)), b = 1 (an ACK per segment), with each flow's own loss-indication rate p (fast retransmits and timeouts per packet sent) and mean RTT; assumes a periodic sawtooth with no timeouts and no window limit. Padhye, Firoiu, Towsley & Kurose 1998, full model (eq. 31): adds timeouts (T0 = the flow's measured first timeout, back-off f(p)) and the receiver window Wmax to Mathis's sawtooth; same p and RTT, b = 1. The link's fair share is 375 kb/s per flow." }),
      },
      {
        title: msg({ id: "experiment.reno-loss-throughput.panel.2.title", message: "Loss indications per packet sent (p)" }),
        yLabel: msg({ id: "experiment.reno-loss-throughput.panel.2.yLabel", message: "p" }),
      },
      {
        title: msg({ id: "experiment.reno-loss-throughput.panel.3.title", message: "Timeouts per Reno flow" }),
        yLabel: msg({ id: "experiment.reno-loss-throughput.panel.3.yLabel", message: "timeouts in 90 s" }),
      },
      {
        title: msg({ id: "experiment.reno-loss-throughput.panel.4.title", message: "Mean RTT of a Reno flow" }),
        yLabel: msg({ id: "experiment.reno-loss-throughput.panel.4.yLabel", message: "RTT (s)" }),
      },
    ],
    series: {
      "droptail": msg({ id: "experiment.reno-loss-throughput.series.droptail", message: "4 Reno flows, DropTail" }),
    },
  },
  "aqm-buffer": {
    title: msg({ id: "experiment.aqm-buffer.title", message: "The buffer under DropTail, RED, CoDel, PIE and FQ-CoDel: throughput, delay and fairness" }),
    source: msg({ id: "experiment.aqm-buffer.source", message: "its DropTail and RED comparison, carried on to CoDel (RFC 8289), PIE (RFC 8033) and FQ-CoDel (RFC 8290)" }),
    question: msg({ id: "experiment.aqm-buffer.question", message: "A CUBIC and a BBR flow share a 10 Mb/s bottleneck. As the router’s buffer grows from 10 to 500 packets, what happens to the queueing delay, the link’s use and the split between them under DropTail, RED, CoDel, PIE and FQ-CoDel?" }),
    setup: msg({ id: "experiment.aqm-buffer.setup", message: "One CUBIC and one BBR flow (SACK on, as Linux runs them; starts drawn in [0, 1] s) share a 10 Mb/s, 20 ms bottleneck; 100 Mb/s access links of 5 ms and egress links of 1 ms (52 ms of round-trip propagation, a bandwidth-delay product of about 62 packets of 1040 bytes); 40 s, measured from 10 s; buffer 10–500 packets, from a sixth of a BDP to eight BDPs. Lessons 14–17 use this path." }),
    choices: [
      msg({ id: "experiment.aqm-buffer.choice.1", message: "DropTail: first in, first out, drops arrivals when full. RED 15/45: maxP 0.1, weight 0.002, gentle (thresholds above the buffer leave it a DropTail queue). CoDel: target 5 ms, interval 100 ms. PIE: RFC 8033’s defaults as ns-3.37 runs them (target 15 ms, update 15 ms, α 0.125, β 1.25, burst 150 ms). FQ-CoDel: CoDel’s target and interval per flow queue, a quantum of 1500 bytes. No ECN anywhere." }),
      msg({ id: "experiment.aqm-buffer.choice.2", message: "Delay is the mean queueing delay of the packets that crossed the bottleneck; utilization is the share of time its line was busy; JFI is over the two flows’ goodputs." }),
      msg({ id: "experiment.aqm-buffer.choice.3", message: "No ns-2 values: ns-2.35 has none of CoDel, PIE or FQ-CoDel, and the flows need SACK, which the ns2 profile lacks; the experiment runs in the standard profile only." }),
      msg({ id: "experiment.aqm-buffer.choice.4", message: "Quick grid: one seed per point (35 runs); full grid: 5." }),
    ],
    xLabel: msg({ id: "experiment.aqm-buffer.xLabel", message: "buffer (packets)" }),
    panels: [
      {
        title: msg({ id: "experiment.aqm-buffer.panel.1.title", message: "Mean queueing delay at the bottleneck" }),
        yLabel: msg({ id: "experiment.aqm-buffer.panel.1.yLabel", message: "delay (s)" }),
      },
      {
        title: msg({ id: "experiment.aqm-buffer.panel.2.title", message: "Jain's fairness index (CUBIC and BBR)" }),
        yLabel: msg({ id: "experiment.aqm-buffer.panel.2.yLabel", message: "JFI" }),
      },
      {
        title: msg({ id: "experiment.aqm-buffer.panel.3.title", message: "Bottleneck utilization" }),
        yLabel: msg({ id: "experiment.aqm-buffer.panel.3.yLabel", message: "utilization" }),
      },
      {
        title: msg({ id: "experiment.aqm-buffer.panel.4.title", message: "Goodput of the BBR flow" }),
        yLabel: msg({ id: "experiment.aqm-buffer.panel.4.yLabel", message: "goodput (b/s)" }),
      },
      {
        title: msg({ id: "experiment.aqm-buffer.panel.5.title", message: "Goodput of the CUBIC flow" }),
        yLabel: msg({ id: "experiment.aqm-buffer.panel.5.yLabel", message: "goodput (b/s)" }),
      },
    ],
    models: [
      msg({ id: "experiment.aqm-buffer.model.1", message: "JFI's lower bound 1/n" }),
    ],
    series: {
      "droptail": msg({ id: "experiment.aqm-buffer.series.droptail", message: "DropTail" }),
      "codel": msg({ id: "experiment.aqm-buffer.series.codel", message: "CoDel" }),
      "fq-codel": msg({ id: "experiment.aqm-buffer.series.fq-codel", message: "FQ-CoDel" }),
    },
  },
};
