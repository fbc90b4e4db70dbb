import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRESETS, DEFAULT_PRESET, DICTIONARY_PRESETS } from '../../src/sim/scenario/presets';
import { parseScenario, V1_TCP_STARTUP, type Scenario, validateScenario } from '../../src/sim/scenario/Scenario';
import { CONTROL_IDS, CONTROL_DESCRIPTIONS } from '../../src/share/controls';
import { DICTIONARY_V1 } from '../../src/share/dictionaryV1';
import { DICTIONARY_V2 } from '../../src/share/dictionaryV2';
import { decodeLabState, encodeLabState, MAX_LINK_CHARS, withLabState, type LabUrlState } from '../../src/share/scenarioUrl';
import { FLOW_KEYS, SCENARIO_KEYS, BOTTLENECK_KEYS, QUEUE_KEYS, TCP_KEYS, LINK_KEYS, SPREAD_KEYS, PATH_KEYS, MEASURE_KEYS } from '../../src/share/schemaKeys';
import { KEY_TABLES, VARIANT_TAGS, decodeV1, encodeV1 } from '../../src/share/urlFormatV1';
import { checksum } from '../../src/share/urlText';
import { anyLabState, anyScenario, labScenario, stepScenario, withChanges } from './arbitraries';
import { FIELD_MESSAGE } from './messages';
import { formatProblem } from '../../src/sim/scenario/formatProblem';


const preset = (name: string): Scenario => {
  const r = parseScenario(PRESETS[name]);
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'));
  return r.scenario;
};

/** What a scenario ran as before format 2: no SYN handshake, no header bytes, no delayed growth. */
const asFirstRun = (s: Scenario): Scenario => ({ ...s, tcp: { ...s.tcp, ...V1_TCP_STARTUP } });

/** The default preset as format 1 wrote it: its description then, and the start-up it ran with. */
const FIRST_DEFAULT_DESCRIPTION =
  "The lab's default. With a buffer larger than the bandwidth-delay product, Reno keeps filling the queue until it overflows, while Vegas reads the growing RTT as congestion and backs off (De Vendictis & Baiocchi, paper 001; Mo et al. as cited in paper 000). Watch the queue fill with Reno's packets.";

const scenario = (input: unknown): Scenario => {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'));
  return r.scenario;
};

function decoded(text: string): LabUrlState {
  const r = decodeLabState(text);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.value;
}

const FIRST_DEFAULT: Scenario = { ...asFirstRun(preset(DEFAULT_PRESET)), description: FIRST_DEFAULT_DESCRIPTION };

describe('lab links: examples', () => {
  it('the default preset is a link of 21 characters', () => {
    const s = preset(DEFAULT_PRESET);
    const link = encodeLabState({ scenario: s });
    expect(link).toBe('2zG00Eo4mguE7Po8opGwA');
    expect(decoded(link)).toEqual({ scenario: s });
    expect(withLabState('https://lab.example/?x=1#old', { scenario: s })).toBe('https://lab.example/?x=1#2zG00Eo4mguE7Po8opGwA');
  });

  it.each(DICTIONARY_PRESETS)('preset %s round-trips in at most 26 characters', (name) => {
    const s = preset(name);
    const link = encodeLabState({ scenario: s });
    expect(link.length).toBeLessThanOrEqual(26);
    expect(decoded(link)).toEqual({ scenario: s });
  });

  it.each(Object.keys(PRESETS).filter((n) => !DICTIONARY_PRESETS.includes(n)))('preset %s (newer than the frozen dictionary) round-trips in at most 500 characters', (name) => {
    const s = preset(name);
    const link = encodeLabState({ scenario: s });
    expect(link.length).toBeLessThanOrEqual(500);
    expect(decoded(link)).toEqual({ scenario: s });
  });

  // The compatibility promise: these strings were written by hand (the first two) or by the
  // first release of the format (the third, compressed with the v1 dictionary). They must decode
  // to the same state in every later version of the lab.
  it('decodes a hand-written v1 link (no checksum; each flow starts from the previous one)', () => {
    expect(decoded('1~HTwo_flows~Gd30~Br15e5d.01b50qr~Rd.01nReno~Va2b4nVegas~Us2cwq~.')).toEqual({
      scenario: scenario({
        version: 1,
        title: 'Two flows',
        durationSec: 30,
        bottleneck: { rateBps: 1_500_000, delaySec: 0.01, bufferPackets: 50, queue: { kind: 'red' } },
        flows: [
          { variant: 'reno', name: 'Reno', access: { delaySec: 0.01 } },
          { variant: 'vegas', name: 'Vegas', alpha: 2, beta: 4, access: { delaySec: 0.01 } },
        ],
      }),
      speed: 2,
      charts: ['cwnd', 'queue'],
    });
  });

  it('decodes a hand-written v1 teacher link', () => {
    expect(decoded('1~V~R~Umi~Al3h4096t10~.')).toEqual({
      scenario: scenario({ version: 1, flows: [{ variant: 'vegas' }, { variant: 'reno' }] }),
      speed: 'max',
      embed: true,
      teacher: { locked: ['bottleneck', 'queue'], hidden: ['presets'], start: { runToSec: 10 } },
    });
  });

  it('reads a format-1 link without the keys format 2 added', () => {
    const r = decodeLabState('1~Ky0~R~.');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual(['tcp: unknown key "y" (the link may come from a newer version of the lab)']);
    expect(decoded('2~Ky0~R~.').scenario.tcp.synHandshake).toBe(false);
  });

  it('carries tcp.sack as K key s (absent: off, so every link written before it reads as it ran)', () => {
    const withSack = scenario({ version: 2, tcp: { sack: true }, flows: [{ variant: 'cubic' }] });
    const text = encodeLabState({ scenario: withSack });
    expect(decoded(text).scenario).toEqual(withSack);
    expect(decoded('2~Ks1~Q~.').scenario.tcp.sack).toBe(true);
    expect(decoded('2~Ky0~R~.').scenario.tcp.sack).toBe(false);
    expect(decoded('2~Q~.').scenario.tcp.sack).toBe(false);
  });

  it('carries tcp.ecn as K key c (absent: off, so every link written before it reads as it ran)', () => {
    const withEcn = scenario({ version: 2, tcp: { ecn: true }, flows: [{ variant: 'cubic' }] });
    const text = encodeLabState({ scenario: withEcn });
    expect(decoded(text).scenario).toEqual(withEcn);
    expect(decoded('2~Kc1~Q~.').scenario.tcp.ecn).toBe(true);
    expect(decoded('2~Q~.').scenario.tcp.ecn).toBe(false);
  });

  it('decodes a compressed link written by format 1 as first released, with the TCP start-up it ran with', () => {
    // Format 1 had no SYN handshake, header bytes or delayed growth: its links keep their runs
    // (and the preset's description as it was then).
    expect(decoded('1zG42moRFNeoEhhRUA')).toEqual({ scenario: FIRST_DEFAULT });
    expect(decoded('1~Bd.01b50~Rd.01nReno~VnVegas~.R0Dr').scenario).toEqual({
      ...asFirstRun(preset('reno-vs-vegas-droptail')),
      title: undefined,
      description: undefined,
    });
  });

  it('decodes the example links of the README', () => {
    expect(decoded('2zG00Eo4mgGDhOZ5xhUqeX5lJcBQA')).toEqual({
      scenario: preset('reno-vs-vegas-droptail'),
      teacher: { locked: ['bottleneck', 'queue'], hidden: ['flows.add'], start: { paused: true } },
    });
    // As the README gave them before format 2: the same links, run as they always ran.
    expect(decoded('1zG42moRFNeoEhhRUA')).toEqual({ scenario: FIRST_DEFAULT });
    expect(decoded('1zG42moRFNjjnGGSZ1err5xiEA')).toEqual({
      scenario: FIRST_DEFAULT,
      teacher: { locked: ['bottleneck', 'queue'], hidden: ['flows.add'], start: { paused: true } },
    });
  });

  it('writes a teacher link readably', () => {
    const state: LabUrlState = {
      scenario: validateScenario(scenario({ version: 2, flows: [{ variant: 'reno' }, { variant: 'vegas', alpha: 2, beta: 4 }] })),
      speed: 10,
      charts: ['cwnd', 'throughput', 'fairness'],
      teacher: { locked: ['bottleneck', 'queue', 'flows.add'], hidden: ['presets', 'share'], start: { paused: true } },
      embed: true,
    };
    const text = encodeV1(state);
    expect(text).toBe(`2~R~Va2b4~Us10icwtf~Al7h20480~.${checksum('2~R~Va2b4~Us10icwtf~Al7h20480~.')}`);
    expect(decoded(text)).toEqual(state);
  });

  it('carries the CUBIC and BBR state charts as the codes c and b, appended after every earlier chart code', () => {
    const state: LabUrlState = { scenario: validateScenario(scenario({ version: 2, flows: [{ variant: 'cubic' }, { variant: 'bbr' }] })), charts: ['cubic', 'cwnd', 'bbr'] };
    const text = encodeV1(state);
    expect(text).toBe(`2~Q~J~Uccwb~.${checksum('2~Q~J~Uccwb~.')}`);
    expect(decoded(text)).toEqual(state);
    // The codes of the charts that came before them are unchanged.
    expect(decoded(`2~R~Ucwqtfrvp~.${checksum('2~R~Ucwqtfrvp~.')}`).charts).toEqual(['cwnd', 'queue', 'throughput', 'fairness', 'rtt', 'cam', 'phase']);
  });

  it('reads a link with its "#", inside a whole URL, or with "~" percent-encoded', () => {
    const want = { scenario: scenario({ version: 1, flows: [{ variant: 'reno' }] }) };
    expect(decoded('#1~R~.')).toEqual(want);
    expect(decoded('https://lab.example/lab/?lang=en#1~R~.')).toEqual(want);
    expect(decoded('  1~R~.\n')).toEqual(want);
    expect(decoded('1%7ER%7E.')).toEqual(want);
  });

  it('keeps markup in names as plain text, byte for byte', () => {
    const name = '<img src=x onerror="alert(1)">&amp;';
    const s = scenario({ version: 1, title: '<script>alert(1)</script>', flows: [{ variant: 'reno', name }] });
    const link = encodeLabState({ scenario: s });
    expect(link).not.toMatch(/[<>"']/);
    const back = decoded(link).scenario;
    expect(back.flows[0].name).toBe(name);
    expect(back.title).toBe('<script>alert(1)</script>');
  });
});

describe('lab links: properties', () => {
  it('decode(encode(s)) equals s for random valid scenarios and lab states (both spellings)', () => {
    fc.assert(
      fc.property(anyLabState(anyScenario), (state) => {
        const link = encodeLabState(state);
        expect(link).toMatch(/^2(~[A-Za-z0-9._%~-]*|z[A-Za-z0-9_-]*)$/);
        expect(decoded(link)).toEqual(state);
        expect(decoded(encodeV1(state))).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });

  // The bound proven here: a 10-flow scenario as the lab builds it (see labScenario: a preset's
  // title, description, timing and series links; its bottleneck on the lab's sliders; flows added
  // with the add-flow form; every knob and window on its slider; flows stopped at a time on the
  // 0.1 s step; names of up to 12 printable ASCII characters; any speed, charts and teacher
  // settings) fits in 500 characters. A teacher's assignment is prose of up to 500 characters of
  // its own that the link carries on top (a random 10-character one from the astral planes pushed
  // a link to 501), so it is left out of the bound.
  it('a 10-flow scenario built in the lab is at most 500 characters', () => {
    fc.assert(
      fc.property(anyLabState(labScenario(10, 12)), (state) => {
        expect(state.scenario.flows.length).toBeLessThanOrEqual(10);
        const teacher = state.teacher && { locked: state.teacher.locked, hidden: state.teacher.hidden, start: state.teacher.start };
        expect(encodeLabState({ ...state, ...(teacher && { teacher }) }).length).toBeLessThanOrEqual(500);
      }),
      { numRuns: 1000 },
    );
  });

  it('so is the worst case: 10 Vegas+ flows with every number at its longest and random 12-character names', () => {
    let seed = 12345;
    const rnd = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ';
    let worst = 0;
    for (const name of DICTIONARY_PRESETS) {
      const base = preset(name);
      for (let trial = 0; trial < 20; trial++) {
        const flows = Array.from({ length: 10 }, () => ({
          variant: 'vegas-plus',
          name: Array.from({ length: 12 }, () => letters[rnd(letters.length)]).join(''),
          alpha: 10 + rnd(10),
          beta: 20 + rnd(11),
          gamma: 10 + rnd(21),
          countMax: 10 + rnd(91),
          maxWindowPackets: 1000 + rnd(1000),
          access: { rateBps: base.flows[0].access.rateBps, delaySec: (101 + rnd(99)) / 1000 },
          egress: base.flows[0].egress,
          startSec: (100 + rnd(490)) / 10,
          stopSec: (590 + rnd(9)) / 10,
        }));
        const bottleneck = { rateBps: 123_456_000, delaySec: 0.123, bufferPackets: 1234, queue: { kind: 'red', minThPackets: 123, maxThPackets: 1234, maxP: 0.12, weight: 0.012, gentle: true } };
        const s = scenario({ ...base, bottleneck, flows });
        worst = Math.max(worst, encodeLabState({ scenario: s }).length);
      }
    }
    // 476 as of format 1 (with speed 0.25 and all six charts on top: 506).
    expect(worst).toBeLessThanOrEqual(500);
  });

  it('stays compact when every field of 10 flows is set (median under 350; FORMAT.md, "Size")', () => {
    const sizes = fc
      .sample(stepScenario(() => fc.constant(undefined as unknown as string)), { numRuns: 300, seed: 10 })
      .map((s) => encodeLabState({ scenario: s }).length)
      .sort((a, b) => a - b);
    expect(sizes[150]).toBeLessThan(350);
  });

  it('never writes a character a URL fragment would change, and survives encodeURI', () => {
    fc.assert(
      fc.property(anyLabState(anyScenario), (state) => {
        const link = encodeLabState(state);
        expect(encodeURI(link)).toBe(link);
      }),
      { numRuns: 100 },
    );
  });
});

describe('lab links: a flow’s access delay as a timed change (added to format 2)', () => {
  it('is written with the code A and read back; a link without it reads as before', () => {
    const s = scenario({ version: 2, flows: [{ variant: 'reno' }, { variant: 'vegas' }], changes: [{ atSec: 20, flow: 1, key: 'accessDelaySec', value: 0.05 }] });
    const text = encodeV1({ scenario: s });
    expect(text).toBe(`2~R~V~Xt20f1kAv.05~.${checksum('2~R~V~Xt20f1kAv.05~.')}`);
    expect(decoded(text)).toEqual({ scenario: s });
    expect(decoded('2~R~V~Xt20f1kav2~.').scenario.changes).toEqual([{ atSec: 20, flow: 1, key: 'alpha', value: 2 }]);
  });
});

describe('lab links: the timeline of timed changes', () => {
  const timed = scenario({
    ...preset(DEFAULT_PRESET),
    changes: [
      { atSec: 12.345, flow: 1, key: 'alpha', value: 3 },
      { atSec: 20.001, flow: 1, key: 'beta', value: 6 },
      { atSec: 20.001, flow: 1, key: 'alpha', value: 5 },
      { atSec: 25, link: 0, key: 'queue', value: { kind: 'red', minThPackets: 10 } },
      { atSec: 31.2, link: 0, key: 'rateBps', value: 3e6 },
      { atSec: 40, link: 0, key: 'queue', value: { kind: 'droptail' } },
    ],
  });

  it('writes each change as an X section, time and target inherited from the one before', () => {
    expect(encodeV1({ scenario: timed })).toContain('~Xt12.345f1kav3~Xt20.001kbv6~Xkav5~Xt25o0kqmri10~Xt31.2krv3e6~Xt40kq~.');
    expect(decoded(encodeLabState({ scenario: timed }))).toEqual({ scenario: timed });
  });

  it('decodes a hand-written timeline ("at 30 s, set α = 3 on the Vegas flow")', () => {
    expect(decoded('1~R~V~Xt30f1kav3~.').scenario.changes).toEqual([{ atSec: 30, flow: 1, key: 'alpha', value: 3 }]);
    expect(decoded('1~R~Xt1o0kqmrx60g1~Xkq~.').scenario.changes).toEqual([
      { atSec: 1, link: 0, key: 'queue', value: { kind: 'red', minThPackets: 15, maxThPackets: 60, maxP: 0.1, weight: 0.002, gentle: true } },
      { atSec: 1, link: 0, key: 'queue', value: { kind: 'droptail' } },
    ]);
  });

  it('an old link (no X section) decodes to a scenario without a timeline, as before', () => {
    expect('changes' in decoded('1zG42moRFNeoEhhRUA').scenario).toBe(false);
  });

  it('decode(encode(s)) equals s for random lab scenarios with up to 20 random changes', () => {
    fc.assert(
      fc.property(withChanges(labScenario(5)), (s) => {
        expect(decoded(encodeLabState({ scenario: s }))).toEqual({ scenario: s });
      }),
      { numRuns: 300 },
    );
  });

  it('stays small: the default preset with ten live α/β changes at millisecond times is at most 160 characters (18 + 10 × 14); twenty random lab changes on 10 flows add at most 400', () => {
    const ten = scenario({
      ...preset(DEFAULT_PRESET),
      changes: Array.from({ length: 10 }, (_, i) => ({ atSec: 5 + i * 3.217, flow: 1, key: i % 2 ? 'alpha' : 'beta', value: i % 2 ? 2 + (i % 3) : 6 + (i % 3) })),
    });
    expect(encodeLabState({ scenario: ten }).length).toBeLessThanOrEqual(160);
    fc.assert(
      fc.property(withChanges(labScenario(10), 20), (s) => {
        const without = encodeLabState({ scenario: { ...s, changes: undefined } }).length;
        expect(encodeLabState({ scenario: s }).length - without).toBeLessThanOrEqual(400);
      }),
      { numRuns: 200 },
    );
  });

  it('a change that cannot be read is left out with every later one; the rest is offered', () => {
    const r = decodeLabState('1~R~V~Xt3f1kav2~Xt4kzv1~Xt5kbv9~.');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // The codes: the variants' knobs (from their modules), then the window and the link's fields.
    const knobCodes = KEY_TABLES.flow.filter((k) => k.variants && !k.variants.includes('cbr')).map((k) => `${k.key} = ${k.path[0]}`);
    expect(r.errors).toContain(`changes[1].key: unknown code "z" (${[...knobCodes, 'w = maxWindowPackets', 'r = rateBps', 'd = delaySec', 's = bufferPackets', 'q = queue', 'A = accessDelaySec'].join(', ')})`);
    expect(knobCodes.slice(0, 5)).toEqual(['a = alpha', 'b = beta', 'g = gamma', 'l = delta', 'x = countMax']);
    expect(r.partial?.scenario.changes).toEqual([{ atSec: 3, flow: 1, key: 'alpha', value: 2 }]);
    expect(r.dropped).toContain('changes[1]: dropped with every later change (it could not be read)');
  });

  it('a change the scenario refuses is dropped from the partial, with the reason', () => {
    const r = decodeLabState('1~R~V~Xt3f1kav2~Xt4f0kav1~.');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toContain('changes[1].key: flow 0 is reno, which has no alpha (it has maxWindowPackets)');
    expect(r.partial?.scenario.changes).toEqual([{ atSec: 3, flow: 1, key: 'alpha', value: 2 }]);
    expect(r.dropped).toContain('changes[1]: dropped (key: flow 0 is reno, which has no alpha (it has maxWindowPackets))');
  });
});

describe('lab links: the format is frozen', () => {
  it('the v1 dictionary has not changed (compressed links depend on every byte of it)', () => {
    expect(DICTIONARY_V1.length).toBe(3244);
    expect(checksum(DICTIONARY_V1)).toBe('Zup3');
    // Format 2's dictionary, frozen the same way.
    expect(DICTIONARY_V2.length).toBe(4607);
    expect(checksum(DICTIONARY_V2)).toBe('MoQw');
  });

  it('every field of the schema has a key', () => {
    const paths = (table: readonly { path: readonly string[] }[]) => table.map((k) => k.path.join('.'));
    const flowPaths = paths(KEY_TABLES.flow);
    for (const [variant, keys] of Object.entries(FLOW_KEYS)) {
      expect(VARIANT_TAGS[variant as keyof typeof VARIANT_TAGS]).toMatch(/^[A-Z]$/);
      for (const key of keys) {
        if (key === 'variant') continue;
        const nested = { access: LINK_KEYS, egress: LINK_KEYS, spread: SPREAD_KEYS, path: PATH_KEYS } as Record<string, readonly string[]>;
        for (const p of nested[key]?.map((k) => `${key}.${k}`) ?? [key]) expect(flowPaths).toContain(p);
      }
    }
    const linkPaths = paths(KEY_TABLES.B);
    for (const key of BOTTLENECK_KEYS) if (key !== 'queue') expect(linkPaths).toContain(key);
    for (const key of Object.values(QUEUE_KEYS).flat()) expect(linkPaths).toContain(`queue.${key}`);
    for (const key of TCP_KEYS) expect(paths(KEY_TABLES.K)).toContain(key);
    for (const key of MEASURE_KEYS) expect(paths(KEY_TABLES.G)).toContain(`measure.${key}`);
    const sections = ['version', 'title', 'description', 'bottleneck', 'series', 'tcp', 'flows', 'measure', 'changes'];
    const changePaths = paths(KEY_TABLES.X);
    for (const key of ['atSec', 'flow', 'link', 'key', 'value']) expect(changePaths.some((p) => p === key || p.startsWith(`${key}.`))).toBe(true);
    for (const key of Object.values(QUEUE_KEYS).flat()) expect(changePaths).toContain(`value.${key}`);
    for (const key of SCENARIO_KEYS) if (!sections.includes(key)) expect(paths(KEY_TABLES.G)).toContain(key);
  });

  it('FORMAT.md lists every key of the scenario sections with its field', () => {
    const doc = readFileSync(new URL('../../src/share/FORMAT.md', import.meta.url), 'utf8');
    const rows = (heading: string) => {
      const part = doc.slice(doc.indexOf(heading));
      return part.slice(0, part.indexOf('\n\n', part.indexOf('| --- '))).split('\n').filter((l) => l.startsWith('| `'));
    };
    const check = (heading: string, table: readonly { key: string; path: readonly string[] }[]) => {
      const lines = rows(heading);
      expect(lines).toHaveLength(table.length);
      for (const k of table) expect(lines.some((l) => l.startsWith(`| \`${k.key}\` | ${k.path.join('.')}`)), `${heading} ${k.key}`).toBe(true);
    };
    check('**G**', KEY_TABLES.G);
    check('**B** and **L**', KEY_TABLES.B);
    check('**K**', KEY_TABLES.K);
    check('**Flows**', KEY_TABLES.flow);
    check('**X**', KEY_TABLES.X);
  });

  it('keys are single characters, unique per section, never "e" (a number\'s exponent)', () => {
    for (const table of Object.values(KEY_TABLES)) {
      const keys = table.map((k) => k.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[A-DF-Za-df-z]$/);
    }
  });

  it('every control has a description', () => {
    for (const id of CONTROL_IDS) expect(CONTROL_DESCRIPTIONS[id].length).toBeGreaterThan(10);
  });
});

describe('lab links: bad input', () => {
  const reno = { variant: 'reno' };

  it.each([
    { name: 'empty', link: '', want: /^\(link\): holds no scenario$/ },
    { name: 'no version', link: 'hello', want: /^\(link\): must start with its format version/ },
    { name: 'a newer format', link: '3~R~.', want: /^\(link\): comes from a newer version of the lab \(link format 3\); this lab reads format 2$/ },
    { name: 'format 0', link: '0~R~.', want: /^\(link\): unknown link format 0$/ },
    { name: 'no separator', link: '1x', want: /^\(link\): after the format version comes "~" or "z"/ },
    { name: 'not base64url', link: '1z!!!!', want: /^\(link\): its compressed part is damaged \(not base64url\)/ },
    { name: 'damaged compression', link: '1zAAAAAAAA', want: /^\(link\): cannot be read: the compressed data/ },
    { name: 'too long', link: `1~${'R~'.repeat(MAX_LINK_CHARS)}.`, want: /^\(link\): is too long/ },
    { name: 'cut short, nothing left', link: '1~Va2b', want: /^\(link\): is cut short/ },
  ])('$name: an error and no partial', ({ link, want }) => {
    const r = decodeLabState(link);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.some((e) => want.test(e)), r.errors.join('\n')).toBe(true);
    expect(r.partial).toBeUndefined();
  });

  it.each([
    {
      name: 'alpha out of range (the only flow)',
      link: '1~Va40~.',
      want: /^flows\[0\]\.alpha: must be a whole number from 0 to 30 packets \(got 40\)$/,
      partial: undefined,
    },
    {
      name: 'beta below alpha',
      link: '1~Va4b2~R~.',
      want: /^flows\[0\]\.beta: must be at least alpha \(4\)$/,
      partial: { version: 1, flows: [reno] },
      dropped: [/^flows\[0\]: dropped \(beta: must be at least alpha \(4\)\)$/],
    },
    {
      name: 'a negative bottleneck rate',
      link: '1~Br-5b50~R~.',
      want: /^bottleneck\.rateBps: must be a number from 1000 to 10000000000 bit\/s \(got -5\)$/,
      partial: { version: 1, bottleneck: { bufferPackets: 50 }, flows: [reno] },
      dropped: [/^bottleneck\.rateBps: reset to its default/],
    },
    {
      name: 'RED thresholds inverted (both go back to their defaults)',
      link: '1~Bqri50x10~R~.',
      want: /^bottleneck\.queue\.maxThPackets: must be greater than minThPackets \(50\)$/,
      partial: { version: 1, bottleneck: { queue: { kind: 'red' } }, flows: [reno] },
    },
    {
      name: 'Infinity (the flow after it sets its own start, so it does not inherit the bad value)',
      link: '1~Rs1e999~Vs0~.',
      want: /^flows\[0\]\.startSec: must be a number from 0 to 36000 s \(got Infinity\)$/,
      partial: { version: 1, flows: [{ variant: 'vegas' }] },
    },
    {
      name: 'NaN spelled out (reading stops: the flows after it cannot be trusted)',
      link: '1~V~RsNaN~R~.',
      want: /^flows\[1\]\.startSec: a number must follow the key "s"$/,
      partial: { version: 1, flows: [{ variant: 'vegas' }] },
      dropped: [/^flows\[1\]: dropped \(it could not be read\)$/, /^flows\[2\]: dropped \(it takes values from an earlier flow/],
    },
    {
      name: 'a number that is not one (reading steps over it: only that field is in doubt)',
      link: '1~Rd1.2.3s5~Vd.01~R~.',
      want: /^flows\[0\]\.access\.delaySec: "1\.2\.3" is not a number$/,
      partial: { version: 1, flows: [{ variant: 'vegas', startSec: 5, access: { delaySec: 0.01 } }, { variant: 'reno', startSec: 5, access: { delaySec: 0.01 } }] },
    },
    {
      name: 'a RED field on a DropTail queue',
      link: '1~Bp.5~R~.',
      want: /^bottleneck: a DropTail queue has no field queue\.maxP \(key "p"\)$/,
      partial: { version: 1, flows: [reno] },
    },
    {
      name: 'a Vegas knob on a Reno flow',
      link: '1~Ra3~V~.',
      want: /^flows\[0\]: a reno flow has no field alpha \(key "a"\)$/,
      partial: { version: 1, flows: [{ variant: 'vegas' }] },
    },
    {
      name: 'an unknown section',
      link: '1~Y5~R~.',
      want: /^\(link\): unknown section "Y5"/,
      partial: { version: 1, flows: [reno] },
    },
    {
      name: 'a section out of order',
      link: '1~R~Bb50~.',
      want: /^\(link\): section "B" is repeated or out of place/,
      partial: { version: 1, flows: [reno] },
    },
    {
      name: 'a broken escape in a name',
      link: '1~V~RnA%ZZ~.',
      want: /^flows\[1\]\.name: has a broken %-escape/,
      partial: { version: 1, flows: [{ variant: 'vegas' }] },
    },
    {
      name: 'a flow that takes values from one that could not be read',
      link: '1~Rd.05~Rk~R~.',
      want: /^flows\[2\]: takes values from an earlier flow that could not be read$/,
      partial: { version: 1, flows: [{ variant: 'reno', access: { delaySec: 0.05 } }] },
      dropped: [/^flows\[1\]: dropped \(it could not be read\)$/, /^flows\[2\]: dropped \(it takes values/],
    },
    {
      name: 'a bottleneck that could not be read',
      link: '1~Bb50r?~R~.',
      want: /^bottleneck\.rateBps: a number must follow the key "r"$/,
      partial: { version: 1, flows: [reno] },
      dropped: [/^bottleneck: reset to the defaults/],
    },
    {
      name: 'cut short (the cut flow is left out)',
      link: '1~R~Va2~Va2b',
      want: /^\(link\): is cut short/,
      partial: { version: 1, flows: [reno, { variant: 'vegas', alpha: 2 }] },
      dropped: [/after the cut is missing/],
    },
    {
      name: 'a checksum that does not match (kept as read, if the user wants)',
      link: '1~Va2b4~.AAAA',
      want: /^\(link\): its checksum does not match/,
      partial: { version: 1, flows: [{ variant: 'vegas', alpha: 2, beta: 4 }] },
    },
    {
      name: 'more than 1000 flow entries',
      link: `1~${'R~'.repeat(1005)}.`,
      want: /^flows: must have at most 1000 entries/,
      partial: { version: 1, flows: Array.from({ length: 1000 }, () => reno) },
    },
  ])('$name', ({ link, want, partial, dropped }) => {
    const r = decodeLabState(link);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.some((e) => want.test(e)), r.errors.join('\n')).toBe(true);
    for (const e of r.errors) expect(e).toMatch(FIELD_MESSAGE);
    if (partial === undefined) expect(r.partial).toBeUndefined();
    else expect(r.partial).toEqual({ scenario: scenario(partial) });
    for (const d of dropped ?? []) expect(r.dropped?.some((x) => d.test(x)), r.dropped?.join('\n')).toBe(true);
  });

  it.each([
    { name: 'a speed out of range', link: '1~R~Us1000~.', want: /^speed: must be a number from 0\.1 to 100/, partial: {} },
    { name: 'an unknown chart', link: '1~R~Ucwzq~.', want: /^charts: unknown chart code "z"/, partial: { charts: ['cwnd', 'queue'] } },
    { name: 'a chart twice', link: '1~R~Ucww~.', want: /^charts: cwnd is listed twice$/, partial: { charts: ['cwnd'] } },
    { name: 'unknown controls', link: '1~R~Al1073741825~.', want: /^teacher\.locked: names controls this version of the lab does not know/, partial: { teacher: { locked: ['bottleneck'], hidden: [], start: { paused: true } } } },
    { name: 'run past the end', link: '1~Gd10~R~At20~.', want: /^teacher\.start\.runToSec: must be a number from 0 to 10 s/, partial: { teacher: { locked: [], hidden: [], start: { paused: true } } } },
  ])('view and teacher settings: $name', ({ link, want, partial }) => {
    const r = decodeLabState(link);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.some((e) => want.test(e)), r.errors.join('\n')).toBe(true);
    expect(r.partial).toMatchObject(partial);
    expect(r.partial).toEqual({ scenario: r.partial!.scenario, ...partial });
  });

  it('the v1 reader reports everything it could not read, in one pass', () => {
    const d = decodeV1('~Bx~Rk~Vz?~Usm~.');
    expect(d.errors).toHaveLength(4);
    expect([...d.unreadableFlows.keys()]).toEqual([0, 1]);
    expect(d.unreadableLinks).toEqual(new Set([0]));
  });
});
