// Every registered queue module, row by row, through every layer that reads it: the scenario
// schema (defaults accepted, out-of-range values refused naming the field), lab links (a queue and
// a timed switch to it round-trip), the ns-2 and ns-3 exports (every parameter reaches the script,
// or the export says why it cannot), the sampler (its observables, and no other discipline's),
// and live edits (a retune keeps the queue, a switch replaces it). A new module gets these rows by
// its registry line; what is particular to it is in its own table test (tests/sim/queue/modules/).
import { describe, expect, it } from 'vitest';
import { decodeLabState, encodeLabState } from '../../../src/share/scenarioUrl';
import { Ns2ExportError, scenarioToNs2Tcl } from '../../../src/sim/export/ns2Tcl';
import { Ns3ExportError, ns3Arguments, type Ns3Scenario } from '../../../src/sim/export/ns3Dumbbell';
import { GLOBAL_FIELDS, Sampler, globalIndex, rowStride, type GlobalField } from '../../../src/sim/metrics/Sampler';
import { isSwitch, type AnyQueueModule, type QueueParamSpec } from '../../../src/sim/queue/QueueModule';
import { QUEUE_MODULES, QUEUE_OBSERVABLES, describeQueue, queueRule } from '../../../src/sim/queue/registry';
import { formatProblem } from '../../../src/sim/scenario/formatProblem';
import { describeRange, parseScenario, validateScenario, type QueueConfig, type ScenarioInput } from '../../../src/sim/scenario/Scenario';
import { Simulation } from '../../../src/sim/Simulation';

const MODULES = QUEUE_MODULES as readonly AnyQueueModule[];
const specsOf = (m: AnyQueueModule): QueueParamSpec[] => Object.values(m.params as Record<string, QueueParamSpec>);
const defaultsOf = (m: AnyQueueModule) => ({ kind: m.id, ...Object.fromEntries(specsOf(m).map((s) => [s.key, s.default])) }) as QueueConfig;

/** The queue with `key` moved off its default to another allowed value that keeps the module's rule. */
function withOther(m: AnyQueueModule, spec: QueueParamSpec): QueueConfig {
  const base = defaultsOf(m) as unknown as Record<string, unknown>;
  if (isSwitch(spec)) return { ...base, [spec.key]: !spec.default } as QueueConfig;
  const candidates = [spec.default + spec.step, spec.default - spec.step, (spec.default + spec.max) / 2, (spec.default + spec.min) / 2];
  for (const v of candidates) {
    const value: number = spec.integer ? Math.round(v) : v;
    const q = { ...base, [spec.key]: value } as QueueConfig;
    const allowed = value <= spec.max && (spec.minExclusive ? value > spec.min : value >= spec.min) && value !== spec.default;
    if (allowed && !queueRule(q, spec.key)) return q;
  }
  throw new Error(`no other value of ${m.id}.${spec.key} keeps its rule`);
}

const scenarioWith = (queue: QueueConfig, more: Partial<ScenarioInput> = {}): ScenarioInput => ({
  version: 2,
  durationSec: 20,
  bottleneck: { rateBps: 2e6, delaySec: 0.01, bufferPackets: 30, queue },
  flows: [{ variant: 'reno', count: 3 }],
  ...more,
});

const ns3Base = (queue: QueueConfig): Ns3Scenario => ({
  durationSec: 20,
  packetSizeBytes: 1000,
  measure: { fromSec: 0, toSec: 20 },
  bottleneck: { rateBps: 2e6, delaySec: 0.01, bufferPackets: 30, queue },
  tcp: { windowInit: 2, minRtoSec: 0.2, tickSec: 0.01 },
  flows: [{ name: 'a', variant: 'newreno', access: { rateBps: 1e8, delaySec: 0.001 }, egress: { rateBps: 1e8, delaySec: 0.001 }, startSec: 0, maxWindowPackets: 10000 }],
});

describe.each(MODULES.map((m) => [m.id, m] as const))('queue module %s', (_, m) => {
  it('declares itself: a label, one sentence, each parameter with a unit or a switch, a link code', () => {
    expect(m.label.length).toBeGreaterThan(0);
    expect(m.summary).toMatch(/^[A-Z].*\.$/);
    for (const [key, spec] of Object.entries(m.params as Record<string, QueueParamSpec>)) {
      expect(spec.key).toBe(key);
      expect(spec.description.length).toBeGreaterThan(0);
      if (!isSwitch(spec)) expect(spec.min <= spec.default && spec.default <= spec.max, `${key}'s default is in its range`).toBe(true);
    }
    expect(Object.keys(m.link.keys).sort()).toEqual(Object.keys(m.params).sort());
    expect(m.rule?.(defaultsOf(m) as never)).toBeUndefined();
  });

  it('the schema accepts `{ kind }` alone and fills in every default', () => {
    const r = parseScenario(scenarioWith({ kind: m.id } as QueueConfig));
    expect(r.ok && r.scenario.bottleneck.queue).toEqual(defaultsOf(m));
  });

  it.each(specsOf(m).map((s) => [s.key, s] as const))('the schema refuses an out-of-range %s with a problem naming the field', (key, spec) => {
    const bad = isSwitch(spec) ? 'yes' : spec.max * 2 + 1;
    const r = parseScenario(scenarioWith({ ...defaultsOf(m), [key]: bad } as QueueConfig));
    if (r.ok) throw new Error('accepted');
    const path = ['bottleneck', 'queue', key];
    const want = isSwitch(spec)
      ? { path, code: 'not_boolean', params: { got: 'yes' } }
      : { path, code: 'out_of_range', params: { min: spec.min, max: spec.max, unit: spec.unit, integer: spec.integer === true, minExclusive: spec.minExclusive === true, got: bad } };
    expect(r.problems).toEqual([want]);
    expect(formatProblem(r.problems[0])).toBe(isSwitch(spec) ? `bottleneck.queue.${key}: must be true or false (got "yes")` : `bottleneck.queue.${key}: must be ${describeRange(spec)} (got ${bad})`);
  });

  it('a link carries the queue with every parameter off its default, and a timed switch to it', () => {
    for (const spec of [undefined, ...specsOf(m)]) {
      const queue = spec ? withOther(m, spec) : defaultsOf(m);
      const s = validateScenario(
        scenarioWith(queue, { series: [{ queue }], changes: [{ atSec: 5, link: 0, key: 'queue', value: queue }, { atSec: 6, link: 1, key: 'queue', value: { kind: 'droptail' } }] }),
      );
      const back = decodeLabState(encodeLabState({ scenario: s }));
      if (!back.ok) throw new Error(back.errors.join('\n'));
      expect(back.value.scenario).toEqual(s);
    }
  });

  it('the ns-3 export names it and carries every parameter, or says why ns-3 has none', () => {
    const ns3 = m.ns3;
    if ('unsupported' in ns3) {
      expect(() => ns3Arguments(ns3Base(defaultsOf(m)), 1)).toThrow(new Ns3ExportError(`cannot export to ns-3: ${ns3.unsupported}`));
      return;
    }
    const args = ns3Arguments(ns3Base(defaultsOf(m)), 1);
    expect(args).toContain(`--queue=${m.id}`);
    for (const spec of specsOf(m)) expect(ns3Arguments(ns3Base(withOther(m, spec)), 1), spec.key).not.toEqual(args);
  });

  it('the ns-2 export builds its queue and carries every parameter, or says why ns-2 has none', () => {
    const ns2 = m.ns2;
    if ('unsupported' in ns2) {
      expect(() => scenarioToNs2Tcl(scenarioWith(defaultsOf(m)))).toThrow(new Ns2ExportError(`cannot export to ns-2: ${ns2.unsupported}`));
      return;
    }
    const tcl = scenarioToNs2Tcl(scenarioWith(defaultsOf(m)));
    expect(tcl).toMatch(new RegExp(`^\\$ns duplex-link \\$R\\(1\\) \\$R\\(2\\) 2000000 0\\.01 ${ns2.queueType}$`, 'm'));
    // The comment names the parameters too: compare the script's commands only.
    const commands = (t: string) => t.split('\n').filter((l) => !l.startsWith('#')).join('\n');
    for (const spec of specsOf(m)) expect(commands(scenarioToNs2Tcl(scenarioWith(withOther(m, spec)))), spec.key).not.toEqual(commands(tcl));
  });

  it("the sampler carries its observables (values once congested) and NaN for every other discipline's", () => {
    const sim = new Simulation(validateScenario(scenarioWith(defaultsOf(m))));
    sim.runUntil(15);
    const row = new Float64Array(rowStride(sim.flows.length));
    new Sampler(5, 0.1).sample(sim, row, 0);
    const own = new Set(m.observables.map((o) => o.key));
    for (const o of QUEUE_OBSERVABLES) {
      const v = row[globalIndex(o.key as GlobalField)];
      if (own.has(o.key)) expect(Number.isFinite(v), o.key).toBe(true);
      else expect(v, o.key).toBeNaN();
    }
    for (const o of m.observables) expect(GLOBAL_FIELDS).toContain(o.key);
  });

  it('a live retune keeps the queue (and its state); a live switch from DropTail replaces it', () => {
    const sim = new Simulation(validateScenario(scenarioWith({ kind: 'droptail' })));
    sim.runUntil(2);
    const before = sim.bottleneck.queue;
    let last = defaultsOf(m);
    sim.setQueue(0, last);
    const made = sim.bottleneck.queue;
    expect(made === before).toBe(m.id === 'droptail');
    for (const spec of specsOf(m)) {
      last = withOther(m, spec);
      sim.setQueue(0, last);
      expect(sim.bottleneck.queue, spec.key).toBe(made);
    }
    sim.runUntil(4);
    expect(sim.changes.at(-1)?.what).toBe(`R1→R2: queue = ${describeQueue(last)}`);
  });
});
