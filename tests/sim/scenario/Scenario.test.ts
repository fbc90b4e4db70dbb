import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VEGAS_PARAMS } from '../../../src/sim/tcp/variants/Vegas';
import { FLOW_VARIANTS, parseScenario, validateScenario, ScenarioError, describeRange } from '../../../src/sim/scenario/Scenario';
import { formatProblem } from '../../../src/sim/scenario/formatProblem';

const minimal = { version: 1, flows: [{ variant: 'reno' }] };

function errorsOf(input: unknown): string[] {
  const r = parseScenario(input);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.problems.map(formatProblem);
}

describe('parseScenario', () => {
  it('fills every default, following ns-2 where the field mirrors an ns-2 setting', () => {
    const r = parseScenario(minimal);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.scenario;
    expect(s.seed).toBe(1);
    expect(s.packetSizeBytes).toBe(1000);
    expect(s.ackSizeBytes).toBe(40);
    expect(s.bottleneck.queue).toEqual({ kind: 'droptail' });
    // A version-1 scenario keeps the start-up it always had: no SYN, no header, growth from the first ACK.
    expect(s.version).toBe(2);
    expect(s.profile).toBe('standard');
    expect(s.tcp).toEqual({
      windowInit: 2, minRtoSec: 0.2, maxRtoSec: 60, initialRtoSec: 3, tickSec: 0.01, dupAckThreshold: 3,
      synHandshake: false, headerBytes: 0, delayedGrowth: false, sack: false, ecn: false,
    });
    expect(s.flows[0]).toMatchObject({ variant: 'reno', startSec: 0, count: 1, access: { rateBps: 10e6, delaySec: 0.001 } });
  });

  it('gives a version-2 scenario ns-2.35\'s start-up defaults: SYN handshake, 40 header bytes, delayed growth', () => {
    const r = parseScenario({ version: 2, flows: [{ variant: 'reno' }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.profile).toBe('standard');
    expect(r.scenario.tcp).toEqual({
      windowInit: 2, minRtoSec: 0.2, maxRtoSec: 60, initialRtoSec: 3, tickSec: 0.01, dupAckThreshold: 3,
      synHandshake: true, headerBytes: 40, delayedGrowth: true, sack: false, ecn: false,
    });
  });

  it('runs SACK only when asked, never in the ns2 profile (ns-2.35 has no SACK in its defaults), and never in a version-1 scenario', () => {
    const on = parseScenario({ version: 2, tcp: { sack: true }, flows: [{ variant: 'cubic' }] });
    expect(on.ok && on.scenario.tcp.sack).toBe(true);
    const ns2 = parseScenario({ version: 2, profile: 'ns2', tcp: { sack: true }, flows: [{ variant: 'newreno' }] });
    expect(ns2.ok).toBe(false);
    if (!ns2.ok) expect(ns2.problems.map(formatProblem).join('\n')).toMatch(/tcp\.sack.*ns2 profile/);
    const v1 = parseScenario({ version: 1, tcp: { sack: true }, flows: [{ variant: 'newreno' }] });
    expect(v1.ok && v1.scenario.tcp.sack).toBe(false);
  });

  it('runs ECN only when asked, never in the ns2 profile (its agents run without ECN), and never in a version-1 scenario', () => {
    const on = parseScenario({ version: 2, tcp: { ecn: true }, flows: [{ variant: 'cubic' }] });
    expect(on.ok && on.scenario.tcp.ecn).toBe(true);
    const ns2 = parseScenario({ version: 2, profile: 'ns2', tcp: { ecn: true }, flows: [{ variant: 'newreno' }] });
    expect(ns2.ok).toBe(false);
    if (!ns2.ok) {
      expect(ns2.problems).toEqual([expect.objectContaining({ path: ['tcp', 'ecn'], code: 'ns2_ecn' })]);
      expect(ns2.problems.map(formatProblem).join('\n')).toMatch(/tcp\.ecn.*ns2 profile/);
    }
    const v1 = parseScenario({ version: 1, tcp: { ecn: true }, flows: [{ variant: 'newreno' }] });
    expect(v1.ok && v1.scenario.tcp.ecn).toBe(false);
  });

  it('reads a version-1 scenario with its old start-up even if it names the new options', () => {
    const r = parseScenario({ version: 1, tcp: { synHandshake: true, headerBytes: 40 }, flows: [{ variant: 'reno' }] });
    expect(r.ok && r.scenario.tcp).toMatchObject({ synHandshake: false, headerBytes: 0, delayedGrowth: false, sack: false });
  });

  it('accepts the example of the issue verbatim', () => {
    const r = parseScenario({
      version: 1, seed: 1, durationSec: 60, packetSizeBytes: 1000, ackSizeBytes: 40,
      measure: { fromSec: 0, toSec: 60 },
      bottleneck: { rateBps: 1500000, delaySec: 0.001, bufferPackets: 100,
        queue: { kind: 'red', minThPackets: 15, maxThPackets: 45, maxP: 0.1, weight: 0.002, gentle: false } },
      flows: [{ variant: 'vegas', alpha: 1, beta: 3, gamma: 1, access: { rateBps: 10000000, delaySec: 0.001 },
        egress: { rateBps: 10000000, delaySec: 0.001 }, startSec: 0, maxWindowPackets: 30 }],
    });
    expect(r.ok).toBe(true);
  });

  it.each([
    { name: 'not an object', input: 'hello', want: /\(scenario\): must be a JSON object \(got "hello"\)/ },
    { name: 'an array', input: [], want: /must be a JSON object \(got a list\)/ },
    { name: 'future version', input: { ...minimal, version: 3 }, want: /^version: must be 2 \(or 1, read as it always ran\)/ },
    { name: 'unknown profile', input: { version: 2, profile: 'linux', flows: [{ variant: 'reno' }] }, want: /^profile: must be "standard" or "ns2" \(got "linux"\)$/ },
    { name: 'header too large', input: { version: 2, tcp: { headerBytes: 5000 }, flows: [{ variant: 'reno' }] }, want: /^tcp\.headerBytes: must be a whole number from 0 to 1000 bytes/ },
    { name: 'handshake not a boolean', input: { version: 2, tcp: { synHandshake: 1 }, flows: [{ variant: 'reno' }] }, want: /^tcp\.synHandshake: must be true or false \(got 1\)$/ },
    { name: 'missing flows', input: { version: 1 }, want: /^flows: is required$/ },
    { name: 'empty flows', input: { version: 1, flows: [] }, want: /^flows: must contain at least one flow$/ },
    { name: 'unknown variant', input: { version: 1, flows: [{ variant: 'quic' }] }, want: new RegExp(`^flows\\[0\\]\\.variant: must be one of ${FLOW_VARIANTS.join(', ')} \\(got "quic"\\)$`) },
    { name: 'negative rate', input: { ...minimal, bottleneck: { rateBps: -5 } }, want: /^bottleneck\.rateBps: must be a number from 1000 to 10000000000 bit\/s \(got -5\)$/ },
    { name: 'NaN start', input: { version: 1, flows: [{ variant: 'reno', startSec: NaN }] }, want: /^flows\[0\]\.startSec: .*\(got NaN\)$/ },
    { name: 'Infinity delay', input: { ...minimal, bottleneck: { delaySec: Infinity } }, want: /^bottleneck\.delaySec: .*\(got Infinity\)$/ },
    { name: 'string number', input: { ...minimal, seed: '7' }, want: /^seed: must be a whole number .*\(got "7"\)$/ },
    { name: 'fractional buffer', input: { ...minimal, bottleneck: { bufferPackets: 10.5 } }, want: /^bottleneck\.bufferPackets: must be a whole number/ },
    { name: 'absurd alpha', input: { version: 1, flows: [{ variant: 'vegas', alpha: 1000 }] }, want: /^flows\[0\]\.alpha: must be a whole number from 0 to 30 packets \(got 1000\)$/ },
    { name: 'beta below alpha', input: { version: 1, flows: [{ variant: 'vegas', alpha: 4, beta: 2 }] }, want: /^flows\[0\]\.beta: must be at least alpha \(4\)$/ },
    { name: 'misspelt field', input: { version: 1, flows: [{ variant: 'vegas', alhpa: 2 }] }, want: /^flows\[0\]: unknown field "alhpa"$/ },
    { name: 'field of another variant', input: { version: 1, flows: [{ variant: 'reno', alpha: 2 }] }, want: /^flows\[0\]: unknown field "alpha"$/ },
    { name: 'RED thresholds inverted', input: { ...minimal, bottleneck: { queue: { kind: 'red', minThPackets: 50, maxThPackets: 10 } } }, want: /^bottleneck\.queue\.maxThPackets: must be greater than minThPackets \(50\)$/ },
    { name: 'unknown queue', input: { ...minimal, bottleneck: { queue: { kind: 'sfq' } } }, want: /^bottleneck\.queue\.kind: must be "droptail", "red", "pie", "codel", "fq-codel" or "drr" \(got "sfq"\)$/ },
    { name: '100 000 flows', input: { version: 1, flows: Array.from({ length: 100_000 }, () => ({ variant: 'reno' })) }, want: /^flows: must have at most 1000 entries$/ },
    { name: 'count expands past the limit', input: { version: 1, flows: [{ variant: 'reno', count: 800 }, { variant: 'vegas', count: 800 }] }, want: /^flows: describe 1600 flows once counts are expanded; the limit is 1000$/ },
    { name: 'measurement past the end', input: { ...minimal, durationSec: 10, measure: { fromSec: 0, toSec: 20 } }, want: /^measure\.toSec: must not exceed durationSec \(10\)$/ },
    // The flow's 10 Mb/s access link bounds it: 1250 packets/s for 10 hours, about 7 events each.
    { name: 'a run costing more events than the limit', input: { ...minimal, durationSec: 36000, bottleneck: { rateBps: 1e10 } }, want: /^flows\[0\]\.access\.rateBps: the run would take about 3\.2e\+8 engine events to simulate; the limit is 1e\+8/ },
    { name: 'path beyond the last router', input: { version: 1, flows: [{ variant: 'reno', path: { fromRouter: 1, toRouter: 3 } }] }, want: /^flows\[0\]\.path\.toRouter: must be at most 2/ },
    { name: 'null flow', input: { version: 1, flows: [null] }, want: /^flows\[0\]: must be an object describing a flow \(got null\)$/ },
  ])('rejects $name with a message naming the field', ({ input, want }) => {
    const errors = errorsOf(input);
    expect(errors.some((e) => want.test(e)), errors.join('\n')).toBe(true);
  });

  it('validateScenario throws a ScenarioError listing every problem', () => {
    expect(() => validateScenario({ version: 1, seed: -1, flows: [{ variant: 'x' }] })).toThrow(ScenarioError);
    try {
      validateScenario({ version: 1, seed: -1, flows: [{ variant: 'x' }] });
    } catch (e) {
      expect((e as ScenarioError).problems.map(formatProblem)).toHaveLength(2);
    }
  });

  it('describes ranges from the one parameter spec', () => {
    expect(describeRange(VEGAS_PARAMS.alpha)).toBe('a whole number from 0 to 30 packets');
  });

  it('never throws on arbitrary JSON-like input', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = parseScenario(v);
        if (!r.ok) expect(r.problems.map(formatProblem).length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on mutated valid scenarios and every error names a field', () => {
    const base = {
      version: 1,
      bottleneck: { rateBps: 1.5e6, queue: { kind: 'red', minThPackets: 5, maxThPackets: 15 } },
      flows: [{ variant: 'vegas', alpha: 1, beta: 3 }, { variant: 'reno', access: { delaySec: 0.02 } }],
    };
    const paths = [['version'], ['bottleneck', 'rateBps'], ['bottleneck', 'queue', 'kind'], ['bottleneck', 'queue', 'maxThPackets'], ['flows', 0, 'alpha'], ['flows', 1, 'access', 'delaySec'], ['flows', 0, 'variant'], ['flows', 1]];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, value) => {
        const doc = structuredClone(base) as Record<string | number, unknown>;
        let at: Record<string | number, unknown> = doc;
        for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
        at[path[path.length - 1]] = value;
        const r = parseScenario(doc);
        if (!r.ok) for (const e of r.problems.map(formatProblem)) expect(e).toMatch(/^[a-zA-Z(][^:]*: \S/);
      }),
      { numRuns: 2000 },
    );
  });
});
