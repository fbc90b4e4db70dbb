// Fuzzing the embedding API's reader (seeded fast-check): any value a page could post — random
// JSON-like data, random fields on our envelope, valid commands with one field broken — is read
// without throwing; what is refused says why; what is accepted is a well-formed command that reads
// back to itself. Nothing malformed ever comes out as a command.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FLOW_CHANGE_KEYS } from '../../src/sim/scenario/Scenario';
import { PRESETS } from '../../src/sim/scenario/presets';
import { COMMAND_TYPES, EMBED_PROTOCOL, LINK_SET_KEYS, MAX_ID_CHARS, readEmbedMessage, type EmbedCommand, type ReadResult } from '../../src/share/embedMessages';

const SEED = 20261125;
const CODES = ['bad-envelope', 'unknown-type', 'invalid'];

/** Why an accepted command is not well formed, or null. */
function malformed(c: EmbedCommand): string | null {
  if (!(COMMAND_TYPES as readonly string[]).includes(c.type)) return `type ${String(c.type)}`;
  if ('tfl' in c) return 'tfl leaked into the command';
  if (c.id !== undefined && !((typeof c.id === 'string' && c.id.length <= MAX_ID_CHARS) || (typeof c.id === 'number' && Number.isFinite(c.id)))) return 'bad id';
  const keys = Object.keys(c).filter((k) => k !== 'type' && k !== 'id');
  switch (c.type) {
    case 'hello':
    case 'play':
    case 'pause':
      return keys.length === 0 ? null : `extra fields ${keys.join()}`;
    case 'seek':
      return Number.isFinite(c.timeSec) && c.timeSec >= 0 && keys.length === 1 ? null : 'bad seek';
    case 'load': {
      const sources = keys.filter((k) => (c as Record<string, unknown>)[k] !== undefined);
      if (sources.length !== 1 || !['scenario', 'link', 'preset'].includes(sources[0])) return `load sources ${sources.join()}`;
      if ('link' in c && typeof c.link !== 'string') return 'link not a string';
      if ('preset' in c && typeof c.preset !== 'string') return 'preset not a string';
      return null;
    }
    case 'set':
      if ('flow' in c) {
        if (!Number.isInteger(c.flow) || c.flow < 0) return 'bad flow';
        if (!(FLOW_CHANGE_KEYS as readonly string[]).includes(c.key)) return 'bad flow key';
        return Number.isFinite(c.value) ? null : 'bad value';
      }
      if (c.link !== 0) return 'bad link';
      if (c.key === 'queue') return typeof c.value === 'object' && c.value !== null && !Array.isArray(c.value) ? null : 'bad queue';
      if (!(LINK_SET_KEYS as readonly string[]).includes(c.key)) return 'bad link key';
      return Number.isFinite(c.value) ? null : 'bad value';
  }
}

function check(data: unknown): ReadResult {
  const r = readEmbedMessage(data);
  if (r.kind === 'error') {
    expect(CODES).toContain(r.code);
    // "field: problem", never a bare "invalid".
    expect(r.message).toMatch(/^[A-Za-z.\d]+: \S/);
  } else if (r.kind === 'command') {
    expect(malformed(r.command)).toBeNull();
    // Accepted commands read back to themselves.
    expect(readEmbedMessage({ tfl: EMBED_PROTOCOL, ...r.command })).toEqual(r);
  }
  return r;
}

const typeName = fc.oneof(fc.constantFrom(...COMMAND_TYPES), fc.string({ maxLength: 8 }), fc.anything());
const fieldName = fc.oneof(fc.constantFrom('id', 'timeSec', 'scenario', 'link', 'preset', 'flow', 'key', 'value', 'tfl', '__proto__', 'constructor'), fc.string({ maxLength: 6 }));
const fieldValue = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.5, 1e308, -1e308, NaN, Infinity, -Infinity, 2 ** 53 + 1, '', '0', 'alpha', 'queue', 'red', null, true),
  fc.constantFrom(...FLOW_CHANGE_KEYS, ...LINK_SET_KEYS),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 120 }),
  fc.anything({ maxDepth: 2 }),
);

const validCommand: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({ type: fc.constantFrom('hello', 'play', 'pause') }),
  fc.record({ type: fc.constant('seek'), timeSec: fc.double({ min: 0, max: 1e6, noNaN: true }) }),
  fc.record({ type: fc.constant('load'), preset: fc.string({ maxLength: 30 }) }),
  fc.record({ type: fc.constant('load'), link: fc.string({ maxLength: 60 }) }),
  // A scenario is parsed where the message enters: a valid one is a command (one that is not, below).
  fc.record({ type: fc.constant('load'), scenario: fc.constantFrom(...Object.values(PRESETS).slice(0, 6)) }),
  fc.record({ type: fc.constant('set'), flow: fc.nat(1000), key: fc.constantFrom(...FLOW_CHANGE_KEYS), value: fc.double({ noNaN: true, noDefaultInfinity: true }) }),
  fc.record({ type: fc.constant('set'), link: fc.constant(0), key: fc.constantFrom(...LINK_SET_KEYS), value: fc.double({ noNaN: true, noDefaultInfinity: true }) }),
  fc.record({ type: fc.constant('set'), link: fc.constant(0), key: fc.constant('queue'), value: fc.dictionary(fc.string({ maxLength: 5 }), fc.anything({ maxDepth: 1 })) }),
);

describe('readEmbedMessage, fuzzed', () => {
  it('reads anything at all without throwing; only data carrying tfl is answered', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 3, withObjectString: true, withNullPrototype: true }), (data) => {
        const r = check(data);
        const ours = typeof data === 'object' && data !== null && !Array.isArray(data) && Object.hasOwn(data, 'tfl');
        expect(r.kind === 'ignore').toBe(!ours);
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it('reads random fields on our envelope: each is a well-formed command or refused with a reason', () => {
    fc.assert(
      fc.property(fc.constantFrom<unknown>(1, 1, 1, 2, '1', null), typeName, fc.dictionary(fieldName, fieldValue, { maxKeys: 5 }), (tfl, type, fields) => {
        check({ ...fields, tfl, type });
      }),
      { seed: SEED, numRuns: 6000 },
    );
  });

  it('accepts every valid command; with a field broken, added or removed it is still well formed or refused with a reason', () => {
    fc.assert(
      fc.property(
        validCommand,
        fc.option(fc.oneof(fc.string({ maxLength: 12 }), fc.integer()), { nil: undefined }),
        fc.constantFrom('break', 'add', 'remove'),
        fieldName,
        fieldValue,
        (command, id, how, field, value) => {
          const message = { tfl: EMBED_PROTOCOL, ...command, ...(id === undefined ? {} : { id }) };
          const r = check(message);
          expect(r.kind, JSON.stringify(message)).toBe('command');
          const mutated: Record<string, unknown> = { ...message };
          const names = Object.keys(mutated);
          if (how === 'break') mutated[names[(field.length + names.length) % names.length]] = value;
          else if (how === 'add') Object.defineProperty(mutated, field, { value, enumerable: true, configurable: true, writable: true });
          else delete mutated[names[field.length % names.length]];
          check(mutated);
        },
      ),
      { seed: SEED, numRuns: 6000 },
    );
  });

  it('refuses a load whose scenario is not one, naming the scenario as the problem', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 2 }).filter((v) => v !== undefined), (scenario) => {
        const r = check({ tfl: EMBED_PROTOCOL, type: 'load', scenario });
        expect(r.kind).toBe('error');
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
