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
      },
      {
        title: msg({ id: "experiment.tsang-fairness-vs-delay.panel.4.title", message: "The long Enhanced Vegas flow against δ/(RTT − BaseRTT)" }),
        yLabel: msg({ id: "experiment.tsang-fairness-vs-delay.panel.4.yLabel", message: "goodput (b/s)" }),
      },
      {
        title: msg({ id: "experiment.tsang-fairness-vs-delay.panel.5.title", message: "Mean bottleneck queue against Σα_j" }),
        yLabel: msg({ id: "experiment.tsang-fairness-vs-delay.panel.5.yLabel", message: "mean queue" }),
      },
      {
        title: msg({ id: "experiment.tsang-fairness-vs-delay.panel.6.title", message: "The Reno flows against Mathis and Padhye" }),
        yLabel: msg({ id: "experiment.tsang-fairness-vs-delay.panel.6.yLabel", message: "goodput (b/s)" }),
      },
    ],
    models: [
      msg({ id: "experiment.tsang-fairness-vs-delay.model.1", message: "JFI's lower bound 1/n" }),
      msg({ id: "experiment.tsang-fairness-vs-delay.model.2", message: "Vegas α=1 β=3 equilibrium: JFI ≥ 0.8" }),
      msg({ id: "experiment.tsang-fairness-vs-delay.model.3", message: "Σα_j = 2 (δ = 1; α = 1)" }),
      msg({ id: "experiment.tsang-fairness-vs-delay.model.4", message: "Σα_j = 4 (δ = 2)" }),
      msg({ id: "experiment.tsang-fairness-vs-delay.model.5", message: "Σα_j = 6 (δ = 3; β = 3)" }),
    ],
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
      },
    ],
    models: [
      msg({ id: "experiment.tsang-mixtures.model.1", message: "JFI's lower bound 1/n" }),
      msg({ id: "experiment.tsang-mixtures.model.2", message: "J if the Vegas flows got nothing: k/n" }),
    ],
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
    series: {
      "vegas-reno-droptail": msg({ id: "experiment.devendictis-buffer.series.vegas-reno-droptail", message: "Vegas α=β=3 vs Reno, DropTail" }),
    },
  },
  "reno-vegas-droptail-red": {
    title: msg({ id: "experiment.reno-vegas-droptail-red.title", message: "Reno against Vegas under DropTail, RED 5/6 and RED 2/6: the Reno/Vegas/NewReno ns-2 study" }),
    source: msg({ id: "experiment.reno-vegas-droptail-red.source", message: "the average-throughput comparison" }),
    question: msg({ id: "experiment.reno-vegas-droptail-red.question", message: "One Reno and one Vegas flow share a slow, long link with a 10-packet buffer. How much more does Reno get under DropTail, and does RED narrow the gap?" }),
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
    xLabel: msg({ id: "experiment.reno-loss-throughput.xLabel", message: "buffer B (packets)" }),
    panels: [
      {
        title: msg({ id: "experiment.reno-loss-throughput.panel.1.title", message: "Goodput per Reno flow against Mathis and Padhye" }),
        yLabel: msg({ id: "experiment.reno-loss-throughput.panel.1.yLabel", message: "goodput (b/s)" }),
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
