// The embedding API's reader, table by table: each command it accepts (and what it hands on),
// each way a message can be wrong with the reason sent back, and what it ignores (not ours).
import { describe, expect, it } from 'vitest';
import { readEmbedMessage, MAX_ID_CHARS, outgoing } from '../../src/share/embedMessages';
import { validateScenario } from '../../src/sim/scenario/Scenario';

describe('readEmbedMessage: commands accepted', () => {
  it.each([
    { name: 'hello', data: { tfl: 1, type: 'hello' }, command: { type: 'hello' } },
    { name: 'play with an id', data: { tfl: 1, type: 'play', id: 7 }, command: { type: 'play', id: 7 } },
    { name: 'pause with a string id', data: { tfl: 1, type: 'pause', id: 'p-1' }, command: { type: 'pause', id: 'p-1' } },
    { name: 'seek to 0', data: { tfl: 1, type: 'seek', timeSec: 0 }, command: { type: 'seek', timeSec: 0 } },
    { name: 'seek to 12.5 s', data: { tfl: 1, type: 'seek', timeSec: 12.5 }, command: { type: 'seek', timeSec: 12.5 } },
    { name: 'load a preset', data: { tfl: 1, type: 'load', preset: 'red-equalises' }, command: { type: 'load', preset: 'red-equalises' } },
    { name: 'load a link', data: { tfl: 1, type: 'load', link: '2zG00Eo4mguE7Po8opGwA' }, command: { type: 'load', link: '2zG00Eo4mguE7Po8opGwA' } },
    // A scenario object is validated here, where it enters: the command carries it with its defaults filled in.
    {
      name: 'load a scenario object',
      data: { tfl: 1, type: 'load', scenario: { version: 2, flows: [{ variant: 'reno' }] } },
      command: { type: 'load', scenario: validateScenario({ version: 2, flows: [{ variant: 'reno' }] }) },
    },
    { name: "set a flow's alpha", data: { tfl: 1, type: 'set', flow: 1, key: 'alpha', value: 3 }, command: { type: 'set', flow: 1, key: 'alpha', value: 3 } },
    { name: 'set the bottleneck rate', data: { tfl: 1, type: 'set', link: 0, key: 'rateBps', value: 2e6 }, command: { type: 'set', link: 0, key: 'rateBps', value: 2e6 } },
    {
      name: 'set the queue',
      data: { tfl: 1, type: 'set', link: 0, key: 'queue', value: { kind: 'red' } },
      command: { type: 'set', link: 0, key: 'queue', value: { kind: 'red' } },
    },
  ])('$name', ({ data, command }) => {
    expect(readEmbedMessage(data)).toEqual({ kind: 'command', command });
  });
});

describe('readEmbedMessage: refused, with the reason', () => {
  it.each([
    { name: 'another protocol version', data: { tfl: 2, type: 'play' }, code: 'bad-envelope', message: /^tfl: must be 1, .*got 2/ },
    { name: 'tfl as a string', data: { tfl: '1', type: 'play' }, code: 'bad-envelope', message: /got "1"/ },
    { name: 'no type', data: { tfl: 1 }, code: 'unknown-type', message: /^type: must be one of hello, load, play, pause, seek, set \(got undefined\)/ },
    { name: 'an unknown type', data: { tfl: 1, type: 'rewind' }, code: 'unknown-type', message: /got "rewind"/ },
    { name: 'a prototype key as type', data: { tfl: 1, type: 'constructor' }, code: 'unknown-type', message: /got "constructor"/ },
    { name: 'an extra field', data: { tfl: 1, type: 'play', speed: 2 }, code: 'invalid', message: /^play: unknown field "speed"/ },
    { name: 'seek without a time', data: { tfl: 1, type: 'seek' }, code: 'invalid', message: /^timeSec: must be a time in seconds/ },
    { name: 'seek to a negative time', data: { tfl: 1, type: 'seek', timeSec: -1 }, code: 'invalid', message: /^timeSec: must be 0 or more/ },
    { name: 'seek to a string', data: { tfl: 1, type: 'seek', timeSec: '5' }, code: 'invalid', message: /got "5"/ },
    { name: 'seek to infinity', data: { tfl: 1, type: 'seek', timeSec: Infinity }, code: 'invalid', message: /^timeSec: / },
    { name: 'load with nothing', data: { tfl: 1, type: 'load' }, code: 'invalid', message: /names exactly one of scenario, link or preset \(got none\)/ },
    { name: 'load with two sources', data: { tfl: 1, type: 'load', preset: 'x', link: 'y' }, code: 'invalid', message: /\(got link and preset\)/ },
    { name: 'load a numeric preset', data: { tfl: 1, type: 'load', preset: 3 }, code: 'invalid', message: /^preset: must be a preset's name/ },
    { name: 'load an invalid scenario object', data: { tfl: 1, type: 'load', scenario: { version: 2 } }, code: 'invalid', message: /^scenario: flows: is required$/ },
    { name: 'set with neither flow nor link', data: { tfl: 1, type: 'set', key: 'alpha', value: 1 }, code: 'invalid', message: /names either a flow .* or the bottleneck/ },
    { name: 'set with both', data: { tfl: 1, type: 'set', flow: 0, link: 0, key: 'alpha', value: 1 }, code: 'invalid', message: /names either/ },
    { name: 'set a bottleneck key on a flow', data: { tfl: 1, type: 'set', flow: 0, key: 'rateBps', value: 1 }, code: 'invalid', message: /^key: must be one of alpha, beta/ },
    { name: 'set a flow key on the link', data: { tfl: 1, type: 'set', link: 0, key: 'alpha', value: 1 }, code: 'invalid', message: /^key: must be one of rateBps, delaySec, bufferPackets or queue/ },
    { name: 'a link other than the bottleneck', data: { tfl: 1, type: 'set', link: 2, key: 'rateBps', value: 1 }, code: 'invalid', message: /^link: must be 0/ },
    { name: 'a fractional flow', data: { tfl: 1, type: 'set', flow: 0.5, key: 'alpha', value: 1 }, code: 'invalid', message: /^flow: must be a flow's index/ },
    { name: 'a value that is not a number', data: { tfl: 1, type: 'set', flow: 0, key: 'alpha', value: '2' }, code: 'invalid', message: /^value: must be a finite number \(got "2"\)/ },
    { name: 'NaN', data: { tfl: 1, type: 'set', flow: 0, key: 'alpha', value: NaN }, code: 'invalid', message: /^value: must be a finite number/ },
    { name: 'a queue that is not an object', data: { tfl: 1, type: 'set', link: 0, key: 'queue', value: 'red' }, code: 'invalid', message: /^value: must be a queue object/ },
    { name: 'an id too long', data: { tfl: 1, type: 'play', id: 'x'.repeat(MAX_ID_CHARS + 1) }, code: 'invalid', message: /^id: must be a string of at most 100/ },
  ])('$name', ({ data, code, message }) => {
    const r = readEmbedMessage(data);
    expect(r.kind).toBe('error');
    if (r.kind !== 'error') return;
    expect(r.code).toBe(code);
    expect(r.message).toMatch(message);
  });

  it('echoes a readable id with the error, so the page knows which message failed', () => {
    expect(readEmbedMessage({ tfl: 1, type: 'seek', id: 'q7', timeSec: -3 })).toMatchObject({ kind: 'error', id: 'q7', code: 'invalid' });
    expect(readEmbedMessage({ tfl: 1, type: 'nope', id: 4 })).toMatchObject({ kind: 'error', id: 4, code: 'unknown-type' });
    // An id that is itself malformed is not echoed.
    expect(readEmbedMessage({ tfl: 1, type: 'nope', id: { a: 1 } })).not.toHaveProperty('id');
  });
});

describe('readEmbedMessage: not ours', () => {
  it.each([
    { name: 'a string', data: 'play' },
    { name: 'a number', data: 1 },
    { name: 'null', data: null },
    { name: 'a list', data: [1, 'play'] },
    { name: "another widget's message", data: { type: 'play', source: 'video-player' } },
    { name: 'tfl only inherited', data: Object.create({ tfl: 1, type: 'play' }) as unknown },
  ])('$name is ignored', ({ data }) => {
    expect(readEmbedMessage(data)).toEqual({ kind: 'ignore' });
  });
});

describe('outgoing: times as the engine has them, without floating-point noise', () => {
  it.each([
    // 0.1 s frame steps added up: the sum drifts off the decimal the clock means.
    { name: 'frame steps summed', t: Array.from({ length: 47 }, () => 0.1).reduce((a, b) => a + b, 0) + 0.0436, text: '4.7436' },
    { name: 'noise as a course page saw it', t: 4.743600000000092, text: '4.7436' },
    { name: 'a nanosecond is kept', t: 1.000000001, text: '1.000000001' },
    { name: 'zero', t: 0, text: '0' },
  ])('$name → $text', ({ t, text }) => {
    for (const e of [outgoing({ type: 'time', timeSec: t, durationSec: 60 }), outgoing({ type: 'runState', state: 'paused', timeSec: t })]) {
      expect(JSON.stringify(e)).toContain(`"timeSec":${text}`);
    }
    const ready = outgoing({ type: 'ready', page: 'lab', timeSec: t, durationSec: 60, commands: [] });
    expect(String((ready as { timeSec: number }).timeSec)).toBe(text);
  });

  it('leaves events without a time as they are', () => {
    expect(outgoing({ type: 'loaded', durationSec: 60, flows: 2 })).toEqual({ tfl: 1, type: 'loaded', durationSec: 60, flows: 2 });
  });
});
