// Fuzzing scenario files: mutated texts and mutated structures of valid files, random JSON, and
// hostile documents (NaN and Infinity spelled out, huge numbers, deep nesting, long strings,
// prototype-pollution keys) go through scenarioFromJson. None may throw or take long; every
// failure explains itself in "field: problem" messages; every partial is a valid scenario.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRESETS } from '../../src/sim/scenario/presets';
import { parseScenario } from '../../src/sim/scenario/Scenario';
import { scenarioFromJson, scenarioToJson } from '../../src/share/scenarioFile';
import { anyScenario, labScenario, smallScenario } from './arbitraries';
import { HOSTILE_NUMBERS, HOSTILE_TEXT, mutate, newStats, prng, randomString, report, runCase, type FuzzStats, type Rng } from './fuzzTools';
import { formatProblem } from '../../src/sim/scenario/formatProblem';

const CASES = 15_000;
const LIMIT_MS = 1000;
const JSON_ALPHABET = '{}[]",:0123456789.-eE truefalsnl\\';
const KEYS = ['version', 'flows', 'variant', 'bottleneck', 'queue', 'kind', 'alpha', 'beta', 'series', 'access', 'delaySec', 'rateBps', 'count', 'spread', 'path', 'name', 'title'];
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', ''];

function checkScenario(v: unknown): string | null {
  const r = parseScenario(v);
  return r.ok ? null : `invalid scenario (${r.problems.map(formatProblem)[0]})`;
}

/** An own property, even for "__proto__" (plain assignment would set the prototype). */
function put(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

function hostileValue(r: Rng): unknown {
  switch (r.int(16)) {
    case 0: return null;
    case 1: return r.chance(0.5);
    case 2: return r.pick(['', 'x', 'reno', 'red', 'even', '1', '1e3', ...HOSTILE_TEXT]);
    case 3: return r.pick([-1, 0, -0, 1e308, -1e308, 5e-324, 2 ** 53 + 2, 0.1 + 0.2, 36001, 1001, 31, 2 ** 31]);
    case 4: return [];
    case 5: return {};
    case 6: return [r.int(100), r.int(100)];
    case 7: {
      const o: Record<string, unknown> = {};
      put(o, r.pick(HOSTILE_KEYS), { polluted: true });
      return o;
    }
    case 8: return r.chance(0.02) ? 'A'.repeat(100_000) : 'α'.repeat(61);
    case 9: {
      let v: unknown = r.int(5);
      for (let d = r.chance(0.02) ? 500 : r.int(20); d > 0; d--) v = r.chance(0.5) ? [v] : { flows: v };
      return v;
    }
    case 10: return { variant: r.pick(['tahoe', 'reno', 'newreno', 'vegas', 'enhanced-vegas', 'vegas-plus', 'cbr', 'cubic']) };
    case 11: return { kind: r.pick(['droptail', 'red', 'codel']), minThPackets: r.int(200), maxThPackets: r.int(200) };
    default: return r.next() * 10 ** (r.int(24) - 12);
  }
}

/** A random position in a JSON value: a walk down from the root that stops at random. */
function randomSpot(r: Rng, doc: unknown): (string | number)[] {
  const path: (string | number)[] = [];
  let v = doc;
  while (typeof v === 'object' && v !== null && r.chance(0.8)) {
    const keys: (string | number)[] = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
    if (keys.length === 0) break;
    const k = r.pick(keys);
    path.push(k);
    v = (v as Record<string | number, unknown>)[k];
  }
  return path;
}

function mutateStructure(r: Rng, doc: unknown): unknown {
  const path = randomSpot(r, doc);
  if (path.length === 0) return r.chance(0.9) ? doc : hostileValue(r);
  let parent = doc as Record<string | number, unknown>;
  for (const p of path.slice(0, -1)) parent = parent[p] as Record<string | number, unknown>;
  const key = path[path.length - 1];
  switch (r.int(5)) {
    case 0:
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      break;
    case 1:
      if (typeof parent === 'object' && !Array.isArray(parent)) put(parent as Record<string, unknown>, r.chance(0.5) ? r.pick(HOSTILE_KEYS) : r.pick(KEYS), hostileValue(r));
      break;
    case 2: {
      const flows = (doc as { flows?: unknown }).flows;
      if (Array.isArray(flows) && flows.length > 0) {
        const n = r.chance(0.02) ? 1001 : r.int(5);
        for (let i = 0; i < n; i++) flows.push(structuredClone(r.pick(flows)));
      }
      break;
    }
    default:
      parent[key] = hostileValue(r);
  }
  return doc;
}

function randomJson(r: Rng, depth = 0): unknown {
  const roll = r.int(depth > 3 ? 3 : 6);
  if (roll === 0) return hostileValue(r);
  if (roll === 1) return r.int(1000) / (r.chance(0.5) ? 1 : 1000);
  if (roll === 2) return r.pick(['reno', 'vegas', 'red', 'droptail', 'even', '']);
  if (roll === 3) return Array.from({ length: r.int(4) }, () => randomJson(r, depth + 1));
  const o: Record<string, unknown> = depth === 0 ? { version: 1 } : {};
  for (let i = r.int(5); i > 0; i--) put(o, r.chance(0.85) ? r.pick(KEYS) : r.pick(HOSTILE_KEYS), randomJson(r, depth + 1));
  return o;
}

/** JSON text with a number replaced by something JSON has no spelling for, or a hostile number. */
function spellBadNumber(r: Rng, text: string): string {
  const numbers = [...text.matchAll(/-?\d+(\.\d+)?(e[+-]?\d+)?/gi)];
  if (numbers.length === 0) return text;
  const m = r.pick(numbers);
  const bad = r.pick(['NaN', 'Infinity', '-Infinity', '1e999', '-1e999', '01', '0x10', '+1', '.5', '1.', ...HOSTILE_NUMBERS]);
  return text.slice(0, m.index) + bad + text.slice(m.index! + m[0].length);
}

describe('fuzzing scenarioFromJson', () => {
  it(`${CASES} random and mutated JSON documents: no exception, no hang, every failure explained`, () => {
    const scenarios = [
      ...fc.sample(anyScenario, { numRuns: 10, seed: 3 }),
      ...fc.sample(smallScenario, { numRuns: 40, seed: 6 }),
      ...fc.sample(labScenario(10, 12), { numRuns: 20, seed: 4 }),
      ...Object.values(PRESETS).map((p) => (parseScenario(p) as { ok: true; scenario: unknown }).scenario),
    ];
    const files = scenarios.map((s) => scenarioToJson(s as never));
    const r = prng(4242);
    const byKind = new Map<string, FuzzStats>();
    const failures: string[] = [];
    const t0 = performance.now();
    for (let i = 0; i < CASES; i++) {
      let input: string;
      let kind: string;
      const roll = r.int(100);
      if (roll < 35) {
        kind = 'mutated file text';
        input = r.pick(files);
        for (let k = 1 + r.int(3); k > 0; k--) input = mutate(r, input, JSON_ALPHABET);
      } else if (roll < 75) {
        kind = 'mutated file structure';
        let doc = JSON.parse(r.pick(files)) as unknown;
        for (let k = 1 + r.int(3); k > 0; k--) doc = mutateStructure(r, doc);
        input = JSON.stringify(doc) ?? 'undefined';
        if (r.chance(0.15)) input = spellBadNumber(r, input);
      } else if (roll < 90) {
        kind = 'random JSON';
        input = JSON.stringify(randomJson(r)) ?? '';
        if (r.chance(0.1)) input = mutate(r, input, JSON_ALPHABET);
      } else {
        kind = 'hostile document';
        input = hostileDocument(r);
      }
      if (!byKind.has(kind)) byKind.set(kind, newStats());
      const problem = runCase(byKind.get(kind)!, input, scenarioFromJson, checkScenario, LIMIT_MS);
      if (problem && failures.length < 10) failures.push(`${kind}: ${problem}`);
    }
    const stats = report('files', byKind, performance.now() - t0);
    expect(failures).toEqual([]);
    expect(stats.cases).toBe(CASES);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

function hostileDocument(r: Rng): string {
  const flow = '{"variant":"vegas","alpha":1,"beta":3}';
  switch (r.int(8)) {
    case 0: {
      const depth = r.chance(0.03) ? 100_000 : r.int(2000);
      return `{"version":1,"flows":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    }
    case 1:
      return `{"version":1,"title":"${'x'.repeat(r.chance(0.03) ? 1_000_000 : r.int(5000))}","flows":[${flow}]}`;
    case 2:
      return `{"version":1,"flows":[${Array.from({ length: r.chance(0.03) ? 20_000 : r.int(1100) }, () => flow).join(',')}]}`;
    case 3:
      return `{"version":1,"seed":${r.pick(['NaN', 'Infinity', '-Infinity', '1e400', '-0', '1'.repeat(500)])},"flows":[${flow}]}`;
    case 4:
      return `{"version":1,"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"flows":[{"variant":"reno","__proto__":{"polluted":true}}]}`;
    case 5:
      return `{"version":1,"flows":[${flow}],"flows":[{"variant":"reno"}],"version":2}`;
    case 6:
      return randomString(r, JSON_ALPHABET, 400);
    default:
      return `{"version":1,"bottleneck":{"queue":{"kind":"red","minThPackets":${r.int(100)},"maxThPackets":${r.int(100)}}},"flows":[${flow}]}`;
  }
}
