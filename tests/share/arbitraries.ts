// fast-check arbitraries over the scenario schema and the lab state, for the link and file tests:
// `anyScenario` reaches every field with any allowed value (arbitrary doubles, -0, lone
// surrogates in text); `labScenario` is what a person builds with the lab's controls (slider values).
import fc from 'fast-check';
import { redModule } from '../../src/sim/queue/modules/RedModule';
import { BOTTLENECK_PARAMS, FLOW_PARAMS, LIMITS, SCENARIO_PARAMS, TCP_PARAMS, type ParamSpec } from '../../src/sim/scenario/params';
import { DICTIONARY_PRESETS, PRESETS } from '../../src/sim/scenario/presets';
import { FLOW_VARIANTS, TCP_VARIANTS, inRange, parseScenario, type FlowChangeKey, type FlowVariantId, type Scenario } from '../../src/sim/scenario/Scenario';
import { KNOB_KEYS, anyKnobSpec, knobRule, variantParams, type TcpVariantId } from '../../src/sim/tcp/registry';

/** Knobs that obey their variant's rule: the only rule there is, Vegas's α ≤ β, by sorting the two. */
function obeyRule(v: TcpVariantId, k: Record<string, number>): Record<string, number> {
  if (!knobRule(v, k)) return k;
  const [alpha, beta] = sorted(k.alpha, k.beta);
  return { ...k, alpha, beta };
}
import { CONTROL_IDS } from '../../src/share/controls';
import type { LabUrlState } from '../../src/share/LabUrlState';
import { cleanAssignment } from '../../src/share/assignment';
import { CHART_IDS } from '../../src/ui/charts/types';
import { valueAt, positionsFor } from '../../src/ui/controls/sliderScale';
import { formatProblem } from '../../src/sim/scenario/formatProblem';

/** RED's parameter specs (its module's). */
const RED = redModule.params;

type Num = fc.Arbitrary<number>;

/** A value on the spec's step grid, written the way a slider snaps it. */
export const onStep = (s: ParamSpec, max = s.max): Num => {
  const lo = Math.ceil(s.min / s.step);
  const hi = Math.floor(max / s.step);
  return fc
    .integer({ min: lo, max: Math.max(lo, hi) })
    .map((k) => +(k * s.step).toPrecision(12))
    .filter((v) => inRange(s, v) && v <= max);
};

/** Any allowed value: the default, a step value, any double in range, or -0 where 0 is allowed. */
export const anyIn = (s: ParamSpec, max = s.max): Num => {
  const doubles = s.integer
    ? fc.integer({ min: Math.ceil(s.min), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) })
    : fc.double({ min: s.min, max, noNaN: true, noDefaultInfinity: true, minExcluded: s.minExclusive });
  const options: Num[] = [onStep(s, max), doubles.filter((v) => inRange(s, v))];
  if (s.default <= max) options.push(fc.constant(s.default));
  if (s.min === 0 && !s.minExclusive) options.push(fc.constant(-0));
  return fc.oneof(...options);
};

/** A value one of the lab's sliders produces (any position over the spec's whole range). */
export const slider = (s: ParamSpec, max = s.max): Num =>
  fc.integer({ min: 0, max: positionsFor(s, max) }).map((p) => valueAt(s, p, max)).filter((v) => inRange(s, v));

/** Text of any code units, lone surrogates and markup included. */
export const anyText = (maxLength: number) =>
  fc.string({
    maxLength,
    unit: fc.oneof(
      { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
      { weight: 1, arbitrary: fc.constantFrom('<', '>', '&', '"', "'", '~', '_', '%', '#', ' ', '<script>', '%7E', '~.') },
    ),
  }).filter((t) => t.length <= maxLength);

type Pick = (s: ParamSpec, max?: number) => Num;

interface Options {
  num: Pick;
  maxFlows: number;
  text: (maxLength: number) => fc.Arbitrary<string>;
  /** Probability weight of leaving an optional field out. */
  sparse: boolean;
}

const optional = <T,>(arb: fc.Arbitrary<T>, o: Options) => fc.option(arb, { nil: undefined, freq: o.sparse ? 2 : 1 });

function sorted(a: number, b: number): [number, number] {
  return Object.is(a, b) || a < b ? [a, b] : [b, a];
}

function link(o: Options) {
  const P = BOTTLENECK_PARAMS;
  const red = fc
    .record({
      kind: fc.constant('red' as const),
      minThPackets: o.num(RED.minThPackets, RED.minThPackets.max - 1),
      maxThPackets: o.num(RED.maxThPackets),
      maxP: o.num(RED.maxP),
      weight: o.num(RED.weight),
      gentle: fc.boolean(),
    })
    .map((q) => (q.maxThPackets > q.minThPackets ? q : { ...q, maxThPackets: q.minThPackets + 1 }));
  return fc.record({
    rateBps: o.num(P.rateBps, 1e8),
    delaySec: o.num(P.delaySec),
    bufferPackets: o.num(P.bufferPackets),
    queue: fc.oneof(fc.constant({ kind: 'droptail' as const }), red),
  });
}

function flow(o: Options, routers: number, durationSec: number) {
  const F = FLOW_PARAMS;
  const knobs = (variant: FlowVariantId): fc.Arbitrary<Record<string, unknown>> =>
    variant === 'cbr'
      ? fc.record({ rateBps: o.num(F.cbrRateBps) })
      : fc.record(Object.fromEntries(variantParams(variant).map((p) => [p.key, o.num(p)]))).map((k) => obeyRule(variant, k));
  const linkArb = fc.record({ rateBps: o.num(F.linkRateBps), delaySec: o.num(F.linkDelaySec) });
  const range = (s: ParamSpec) => fc.tuple(o.num(s), o.num(s)).map(([a, b]) => sorted(a, b));
  const path = fc
    .tuple(fc.integer({ min: 1, max: routers - 1 }), fc.integer({ min: 2, max: routers }))
    .filter(([a, b]) => a < b)
    .map(([fromRouter, toRouter]) => ({ fromRouter, toRouter }));
  return fc.constantFrom(...FLOW_VARIANTS).chain((variant) =>
    fc
      .record({
        knobs: knobs(variant),
        name: optional(o.text(60), o),
        access: linkArb,
        egress: linkArb,
        startSec: o.num(F.startSec, Math.min(F.startSec.max, durationSec)),
        stopAfter: optional(o.num(F.startSec, 100), o),
        maxWindowPackets: o.num(F.maxWindowPackets),
        bytes: optional(o.num(F.bytes), o),
        count: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 100 }) }),
        spread: optional(
          fc.record(
            { mode: fc.constantFrom('even' as const, 'random' as const), accessDelaySec: range(F.linkDelaySec), startSec: range(F.startSec) },
            { requiredKeys: ['mode'] },
          ),
          o,
        ),
        path: routers > 2 ? optional(path, o) : fc.constant(undefined),
      })
      .map(({ knobs, stopAfter, ...f }) => {
        const stop = stopAfter === undefined ? undefined : f.startSec + Math.max(stopAfter, 0.1);
        return strip({ variant, ...f, ...knobs, stopSec: stop !== undefined && stop <= F.stopSec.max && stop > f.startSec ? stop : undefined });
      }),
  );
}

/** Drops keys whose value is undefined (parseScenario's output has no such keys). */
function strip<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function scenarioArb(o: Options): fc.Arbitrary<Scenario> {
  const S = SCENARIO_PARAMS;
  const T = TCP_PARAMS;
  return fc
    .record({
      seed: o.num(S.seed),
      durationSec: o.num(S.durationSec, 3600),
      packetSizeBytes: o.num(S.packetSizeBytes),
      ackFraction: fc.double({ min: 0, max: 1, noNaN: true }),
      ack: o.num(S.ackSizeBytes),
      measure: optional(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean()), o),
      title: optional(o.text(200), o),
      description: optional(o.text(400), o),
      series: fc.array(link(o), { maxLength: o.sparse ? 2 : LIMITS.maxSeriesLinks }),
      tcp: fc.record({
        windowInit: o.num(T.windowInit),
        minRtoSec: o.num(T.minRtoSec),
        maxRtoSec: o.num(T.maxRtoSec),
        initialRtoSec: o.num(T.initialRtoSec),
        tickSec: o.num(T.tickSec),
        dupAckThreshold: o.num(T.dupAckThreshold),
      }),
      bottleneck: link(o),
    })
    .chain((g) =>
      fc.array(flow(o, g.series.length + 2, g.durationSec), { minLength: 1, maxLength: o.maxFlows }).map((flows) => {
        const measure = g.measure && (() => {
          const [a, b, withTo] = g.measure;
          const [from, to] = sorted(a * g.durationSec, b * g.durationSec);
          return to > from ? strip({ fromSec: from, toSec: withTo ? to : undefined }) : { fromSec: 0 };
        })();
        return strip({
          version: 1,
          title: g.title,
          description: g.description,
          seed: g.seed,
          durationSec: g.durationSec,
          packetSizeBytes: g.packetSizeBytes,
          ackSizeBytes: g.ack <= g.packetSizeBytes ? g.ack : Math.max(1, Math.floor(g.ackFraction * g.packetSizeBytes)),
          measure,
          bottleneck: g.bottleneck,
          series: g.series,
          tcp: g.tcp,
          flows,
        });
      }),
    )
    .map((raw) => parseScenario(raw))
    .filter((r) => r.ok)
    .map((r) => (r as { ok: true; scenario: Scenario }).scenario);
}

/** Any valid scenario with 1–10 flow entries: every field, any allowed value. */
export const anyScenario = scenarioArb({ num: anyIn, maxFlows: 10, text: anyText, sparse: false });

/** Like anyScenario with 1–4 flows, 0–2 series links and optional fields less often (quicker to fuzz). */
export const smallScenario = scenarioArb({ num: anyIn, maxFlows: 4, text: anyText, sparse: true });

/** Like anyScenario (every field set), but every number on its slider step: the dense case of FORMAT.md's size notes. */
export const stepScenario = (text: (n: number) => fc.Arbitrary<string>) =>
  scenarioArb({ num: (s, max) => fc.oneof(fc.constant(s.default), onStep(s, max)).filter((v) => v <= (max ?? s.max)), maxFlows: 10, text, sparse: false });

export const labExtras = fc.record(
  {
    speed: fc.oneof(fc.constant('max' as const), fc.double({ min: 0.1, max: 100, noNaN: true }), fc.constantFrom(0.1, 0.25, 1, 10, 100)),
    charts: fc.uniqueArray(fc.constantFrom(...CHART_IDS)),
    teacher: fc.record({
      locked: fc.subarray([...CONTROL_IDS]),
      hidden: fc.subarray([...CONTROL_IDS]),
      start: fc.oneof(fc.constant({ paused: true as const }), fc.double({ min: 0, max: 1, noNaN: true }).map((f) => ({ runToSec: f }))),
      assignment: fc.string({ unit: 'grapheme', maxLength: 80 }).map((t) => cleanAssignment(t).text).filter((t) => t !== ''),
    }, { requiredKeys: ['locked', 'hidden', 'start'] }),
    embed: fc.constant(true as const),
  },
  { requiredKeys: [] },
);

/** A lab state around a scenario; runToSec is a fraction of the duration, scaled here. */
export const anyLabState = (scenario: fc.Arbitrary<Scenario>): fc.Arbitrary<LabUrlState> =>
  fc.tuple(scenario, labExtras).map(([s, extra]) => {
    const state: LabUrlState = { scenario: s, ...extra } as LabUrlState;
    if (extra.teacher && 'runToSec' in extra.teacher.start) {
      state.teacher = { ...extra.teacher, start: { runToSec: extra.teacher.start.runToSec * s.durationSec } };
    }
    return state;
  });

/**
 * What a person builds in the lab: a preset (its title, description, timing, series links and
 * some of its flows), its bottleneck set with the lab's sliders, flows added with the add-flow form
 * (any TCP variant, an access delay and a start time from their sliders, the first flow's links)
 * up to `maxFlows`, every flow's knobs and window on their sliders, some flows stopped at a time on
 * the start-time step, and names of up to `nameLength` printable characters.
 */
export const labScenario = (maxFlows = 10, nameLength = 12): fc.Arbitrary<Scenario> => {
  const P = BOTTLENECK_PARAMS;
  const F = FLOW_PARAMS;
  // The presets the lab's links are sized for (their texts are in the frozen dictionary).
  const presets = DICTIONARY_PRESETS.map((n) => PRESETS[n]).map((p) => {
    const r = parseScenario(p);
    if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'));
    return r.scenario;
  });
  const name = fc.option(fc.string({ unit: 'grapheme-ascii', maxLength: nameLength }), { nil: undefined });
  const knobs = fc.record({ ...Object.fromEntries(KNOB_KEYS.map((k) => [k, slider(anyKnobSpec(k)!)])), window: slider(F.maxWindowPackets, 2000) }) as fc.Arbitrary<Record<string, number>>;
  const stop = fc.option(onStep(F.startSec, 60), { nil: undefined, freq: 3 });
  return fc.constantFrom(...presets).chain((preset) =>
    fc
      .record({
        rateBps: slider(P.rateBps, 1e9),
        delaySec: slider(P.delaySec, 1),
        bufferPackets: slider(P.bufferPackets, 2000),
        red: fc.option(fc.record({ minTh: slider(RED.minThPackets, 2000), maxTh: slider(RED.maxThPackets, 4000), maxP: slider(RED.maxP), weight: slider(RED.weight, 0.1), gentle: fc.boolean() }), { nil: undefined }),
        keep: fc.integer({ min: 0, max: Math.min(preset.flows.length, maxFlows) }),
        added: fc.array(
          fc.record({ variant: fc.constantFrom(...TCP_VARIANTS), name, delaySec: slider(F.linkDelaySec, 0.2), startSec: slider(F.startSec, preset.durationSec) }),
          { maxLength: maxFlows },
        ),
        tunes: fc.array(fc.record({ knobs, stop }), { minLength: maxFlows, maxLength: maxFlows }),
      })
      .map((b) => {
        const template = preset.flows[0];
        const flows: Record<string, unknown>[] = [
          ...preset.flows.slice(0, b.keep),
          ...b.added.map((a) => strip({ variant: a.variant, name: a.name, access: { rateBps: template.access.rateBps, delaySec: a.delaySec }, egress: template.egress, startSec: a.startSec })),
        ].slice(0, maxFlows);
        if (flows.length === 0) flows.push({ variant: 'reno' });
        const tuned = flows.map((f, i) => {
          const t = b.tunes[i];
          const v = f.variant as FlowVariantId;
          const knob = v === 'cbr' ? {} : obeyRule(v, Object.fromEntries(variantParams(v).map((p) => [p.key, t.knobs[p.key]])));
          const start = (f.startSec as number | undefined) ?? 0;
          return strip({ ...f, ...knob, maxWindowPackets: t.knobs.window, stopSec: t.stop !== undefined && t.stop > start ? t.stop : undefined });
        });
        const queue = b.red && b.red.maxTh > b.red.minTh
          ? { kind: 'red', minThPackets: b.red.minTh, maxThPackets: b.red.maxTh, maxP: b.red.maxP, weight: b.red.weight, gentle: b.red.gentle }
          : { kind: 'droptail' };
        return parseScenario({ ...preset, bottleneck: { rateBps: b.rateBps, delaySec: b.delaySec, bufferPackets: b.bufferPackets, queue }, flows: tuned });
      })
      .filter((r) => r.ok)
      .map((r) => (r as { ok: true; scenario: Scenario }).scenario),
  );
};

/**
 * A scenario with a timeline of up to `max` timed changes, as the lab records them: times on
 * the millisecond grid in order, targets that exist, values from the sliders. Changes the
 * scenario refuses (α above β at that moment) are left out.
 */
export const withChanges = (scenarios: fc.Arbitrary<Scenario>, max = 20): fc.Arbitrary<Scenario> =>
  scenarios.chain((s) => {
    const expanded: FlowVariantId[] = s.flows.flatMap((f) => Array.from({ length: f.count }, () => f.variant));
    const tcp = expanded.map((v, i) => [v, i] as const).filter(([v]) => v !== 'cbr');
    const F = FLOW_PARAMS;
    const P = BOTTLENECK_PARAMS;
    const flowKnob = (v: FlowVariantId): fc.Arbitrary<FlowChangeKey> =>
      fc.constantFrom<FlowChangeKey>('maxWindowPackets', 'accessDelaySec', ...(v === 'cbr' ? [] : variantParams(v).map((p) => p.key as FlowChangeKey)));
    const knobSlider = (key: FlowChangeKey) =>
      key === 'accessDelaySec' ? slider(F.linkDelaySec, 0.2) : slider(key === 'maxWindowPackets' ? F.maxWindowPackets : anyKnobSpec(key)!, key === 'maxWindowPackets' ? 2000 : undefined);
    const flowChange = tcp.length === 0 ? [] : [fc.constantFrom(...tcp).chain(([v, i]) => flowKnob(v).chain((key) => knobSlider(key).map((value) => ({ flow: i, key, value }))))];
    const linkChange = fc.integer({ min: 0, max: s.series.length }).chain((link) =>
      fc.oneof(
        slider(P.rateBps, 1e8).map((value) => ({ link, key: 'rateBps', value })),
        slider(P.delaySec, 1).map((value) => ({ link, key: 'delaySec', value })),
        slider(P.bufferPackets, 2000).map((value) => ({ link, key: 'bufferPackets', value })),
        fc.constant({ link, key: 'queue', value: { kind: 'droptail' } }),
        fc.record({ minTh: slider(RED.minThPackets, 50), maxTh: slider(RED.maxThPackets, 200), maxP: slider(RED.maxP), weight: slider(RED.weight, 0.1), gentle: fc.boolean() }).map((r) => ({
          link,
          key: 'queue',
          value: { kind: 'red', minThPackets: Math.min(r.minTh, r.maxTh - 1), maxThPackets: r.maxTh, maxP: r.maxP, weight: r.weight, gentle: r.gentle },
        })),
      ),
    );
    const ms = Math.floor(s.durationSec * 1000);
    return fc
      .array(fc.tuple(fc.integer({ min: 0, max: ms }), fc.oneof(...flowChange, linkChange)), { maxLength: max })
      .map((list) => {
        let changes: unknown[] = list.sort((a, b) => a[0] - b[0]).map(([t, c]) => ({ atSec: t / 1000, ...c }));
        for (let round = 0; round < 50; round++) {
          const r = parseScenario({ ...s, changes });
          if (r.ok) return changes.length > 0 ? r.scenario : s;
          const bad = new Set(r.problems.map(formatProblem).map((e) => Number(/^changes\[(\d+)\]/.exec(e)?.[1] ?? -1)));
          changes = changes.filter((_, i) => !bad.has(i));
        }
        return s;
      });
  });
