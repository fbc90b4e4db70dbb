import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRESETS } from '../../src/sim/scenario/presets';
import { parseScenario, type Scenario } from '../../src/sim/scenario/Scenario';
import { MAX_FILE_CHARS, scenarioFromJson, scenarioToJson } from '../../src/share/scenarioFile';
import { anyScenario, labScenario, withChanges } from './arbitraries';
import { FIELD_MESSAGE } from './messages';
import { formatProblem } from '../../src/sim/scenario/formatProblem';

const scenario = (input: unknown): Scenario => {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'));
  return r.scenario;
};

describe('scenario files', () => {
  it('write pretty JSON with "version" first, short objects on one line', () => {
    const s = scenario(PRESETS['reno-vs-vegas-droptail']);
    const text = scenarioToJson(s);
    expect(text.startsWith('{\n  "version": 2,\n  "title": ')).toBe(true);
    expect(text).toContain('\n      "access": { "rateBps": 10000000, "delaySec": 0.01 },\n');
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(s);
  });

  it.each(Object.keys(PRESETS))('preset %s round-trips', (name) => {
    const s = scenario(PRESETS[name]);
    expect(scenarioFromJson(scenarioToJson(s))).toEqual({ ok: true, value: s });
  });

  it('read back exactly what they wrote, for random valid scenarios (-0 included)', () => {
    fc.assert(
      fc.property(anyScenario, (s) => {
        expect(scenarioFromJson(scenarioToJson(s))).toEqual({ ok: true, value: s });
      }),
      { numRuns: 200 },
    );
    expect(scenarioToJson(scenario({ version: 1, flows: [{ variant: 'reno', startSec: -0 }] }))).toContain('"startSec": -0,');
  });

  it('carry the timeline: random lab scenarios with timed changes read back exactly', () => {
    fc.assert(
      fc.property(withChanges(labScenario(5)), (s) => {
        const r = scenarioFromJson(scenarioToJson(s));
        expect(r).toEqual({ ok: true, value: s });
      }),
      { numRuns: 100 },
    );
  });

  it('explain a bad change and offer the rest of the timeline', () => {
    const text = JSON.stringify({
      version: 2,
      flows: [{ variant: 'reno' }, { variant: 'vegas' }],
      changes: [{ atSec: 3, flow: 1, key: 'alpha', value: 2 }, { atSec: 4, flow: 0, key: 'alpha', value: 2, why: 1 }],
    });
    const r = scenarioFromJson(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.partial?.changes).toEqual([{ atSec: 3, flow: 1, key: 'alpha', value: 2 }]);
    expect(r.dropped).toEqual(expect.arrayContaining(['changes[1]: removed unknown field "why"', 'changes[1]: dropped (key: flow 0 is reno, which has no alpha (it has maxWindowPackets))']));
  });

  it('read a byte-order mark and a hand-written minimal file', () => {
    expect(scenarioFromJson('\ufeff{"version":1,"flows":[{"variant":"reno"}]}')).toEqual({ ok: true, value: scenario({ version: 1, flows: [{ variant: 'reno' }] }) });
  });

  it.each([
    { name: 'not JSON', text: '{"version": 1,', want: /^\(file\): is not valid JSON \(/ },
    { name: 'NaN spelled out', text: '{"version": 1, "seed": NaN, "flows": [{"variant": "reno"}]}', want: /^\(file\): is not valid JSON/ },
    { name: 'too large', text: ' '.repeat(MAX_FILE_CHARS + 1), want: /^\(file\): is too large \(4000001 characters/ },
    { name: 'not an object', text: '[1, 2]', want: /^\(scenario\): must be a JSON object \(got a list\)$/ },
    { name: 'a future version', text: '{"version": 3, "flows": [{"variant": "reno"}]}', want: /^version: must be 2/ },
    { name: 'no flows', text: '{"version": 1}', want: /^flows: is required$/ },
  ])('refuse $name, with nothing to keep', ({ text, want }) => {
    const r = scenarioFromJson(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.some((e) => want.test(e)), r.errors.join('\n')).toBe(true);
    for (const e of r.errors) expect(e).toMatch(FIELD_MESSAGE);
    expect(r.partial).toBeUndefined();
  });

  it.each([
    {
      name: 'an invalid flow among valid ones is dropped',
      file: { version: 1, flows: [{ variant: 'reno' }, { variant: 'vegas', alpha: 99 }, { variant: 'quic' }, null] },
      want: /^flows\[1\]\.alpha: must be a whole number from 0 to 30 packets \(got 99\)$/,
      partial: { version: 1, flows: [{ variant: 'reno' }] },
      dropped: [/^flows\[1\]: dropped \(alpha: must be/, /^flows\[2\]: dropped \(variant: must be one of tahoe/, /^flows\[3\]: dropped \(must be an object describing a flow/],
    },
    {
      name: 'an invalid bottleneck field goes back to its default; the rest is kept',
      file: { version: 1, bottleneck: { rateBps: 'fast', bufferPackets: 20 }, flows: [{ variant: 'reno' }] },
      want: /^bottleneck\.rateBps: must be a number from 1000 to 10000000000 bit\/s \(got "fast"\)$/,
      partial: { version: 1, bottleneck: { bufferPackets: 20 }, flows: [{ variant: 'reno' }] },
      dropped: [/^bottleneck\.rateBps: reset to its default/],
    },
    {
      name: 'unknown fields are removed (prototype-pollution keys too)',
      file: JSON.parse('{"version": 1, "__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "flows": [{"variant": "reno", "alhpa": 2}]}'),
      want: /^\(scenario\): unknown fields "__proto__", "constructor"$/,
      partial: { version: 1, flows: [{ variant: 'reno' }] },
      dropped: [/^\(scenario\): removed unknown fields "__proto__", "constructor"$/, /^flows\[0\]: removed unknown field "alhpa"$/],
    },
    {
      name: 'the measurement window past the end',
      file: { version: 1, durationSec: 10, measure: { fromSec: 2, toSec: 20 }, flows: [{ variant: 'reno' }] },
      want: /^measure\.toSec: must not exceed durationSec \(10\)$/,
      partial: { version: 1, durationSec: 10, measure: { fromSec: 2 }, flows: [{ variant: 'reno' }] },
    },
    {
      name: 'a path past the last router drops only that flow',
      file: { version: 1, series: [{}], flows: [{ variant: 'reno', path: { fromRouter: 1, toRouter: 4 } }, { variant: 'vegas' }] },
      want: /^flows\[0\]\.path\.toRouter: must be at most 3/,
      partial: { version: 1, series: [{}], flows: [{ variant: 'vegas' }] },
    },
    {
      name: 'a series link that is not an object becomes a default link',
      file: { version: 1, series: [5], flows: [{ variant: 'reno' }] },
      want: /^series\[0\]: must be an object/,
      partial: { version: 1, series: [{}], flows: [{ variant: 'reno' }] },
    },
  ])('$name', ({ file, want, partial, dropped }) => {
    const r = scenarioFromJson(JSON.stringify(file));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.some((e) => want.test(e)), r.errors.join('\n')).toBe(true);
    for (const e of r.errors) expect(e).toMatch(FIELD_MESSAGE);
    expect(r.partial).toEqual(scenario(partial));
    for (const d of dropped ?? []) expect(r.dropped?.some((x) => d.test(x)), r.dropped?.join('\n')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keep names and titles as plain text', () => {
    const s = scenario({ version: 1, title: '</script><script>alert(1)</script>', flows: [{ variant: 'reno', name: '<b onmouseover=alert(1)>x</b>' }] });
    const back = scenarioFromJson(scenarioToJson(s));
    expect(back).toEqual({ ok: true, value: s });
  });
});
