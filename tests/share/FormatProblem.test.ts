// A link's or file's own problems, and what a partial one leaves out, come as codes with values
// (`items`, `droppedItems`) beside the English the CLI prints (`errors`, `dropped`), which is
// exactly formatProblemText / droppedText of that data.
import { describe, expect, it } from 'vitest';
import { droppedText } from '../../src/share/DroppedItem';
import { formatProblemText, type FormatProblem } from '../../src/share/FormatProblem';
import { scenarioFromBytes, scenarioFromJson } from '../../src/share/scenarioFile';
import { decodeLabState } from '../../src/share/scenarioUrl';
import { PRESETS } from '../../src/sim/scenario/presets';

const formatItems = (r: ReturnType<typeof decodeLabState>): FormatProblem[] =>
  r.ok ? [] : (r.items ?? []).flatMap((i) => (i.kind === 'format' ? [i.problem] : []));


describe('format problems as data', () => {
  it.each([
    ['an empty link', '#', { at: '(link)', code: 'no_scenario' }],
    ['an unknown format', '#7~R~.', { at: '(link)', code: 'newer_format', params: { version: '7', current: 2 } }],
    ['format 0', '#0~R~.', { at: '(link)', code: 'unknown_format', params: { version: '0' } }],
    ['no version', '#abc', { at: '(link)', code: 'no_version', params: { got: 'abc' } }],
    ['damaged compression', '#2z!!!', { at: '(link)', code: 'compressed_not_base64' }],
    ['a changed link', '#2~R~V~.AAAA', { at: '(link)', code: 'checksum' }],
    ['a link cut short', '#2~R~Va2b', { at: '(link)', code: 'cut_short', params: { got: 'Va2b' } }],
    ['an unknown section', '#2~R~Va2b~Y1~.', { at: '(link)', code: 'unknown_section', params: { got: 'Y1' } }],
    ['a key given twice', '#2~R~Va2a3~.', { code: 'given_twice', params: {} }],
    ['a key without its number', '#2~R~Va~.', { code: 'number_missing', params: { key: 'a' } }],
  ])('%s: the decoder gives the code, and its English is the error', (_name, text, want) => {
    const r = decodeLabState(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const problems = formatItems(r);
    expect(problems).toContainEqual(expect.objectContaining(want));
    // The English errors are the data worded, one for one.
    const english = r.items!.filter((i) => i.kind === 'format').map((i) => formatProblemText(i.problem as FormatProblem));
    for (const e of english) expect(r.errors).toContain(e);
  });

  it('a cut link: what the partial leaves out is data too, and `dropped` is its English', () => {
    // Its end mark and checksum are missing: the last section is left out.
    const r = decodeLabState('#2~R~Va2b4~Va1b3');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.droppedItems?.[0]).toEqual({ at: '(link)', code: 'link_cut', params: {} });
    expect(r.dropped).toEqual(r.droppedItems!.map(droppedText));
    expect(r.dropped![0]).toBe('(link): whatever came after the cut is missing');
  });

  it('a file: text that is not JSON, bytes that are not UTF-8, and unknown fields removed', () => {
    const notJson = scenarioFromJson('{ nope');
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) {
      expect(notJson.items?.[0]).toMatchObject({ kind: 'format', problem: { at: '(file)', code: 'not_json' } });
      expect(notJson.errors[0]).toMatch(/^\(file\): is not valid JSON \(/);
    }
    const latin1 = scenarioFromBytes(new Uint8Array([0x7b, 0xff, 0x7d]));
    expect(!latin1.ok && latin1.items?.[0]).toEqual({ kind: 'format', problem: { at: '(file)', code: 'utf8_bad_start', params: { byte: 0xff, at: 1 } } });
    expect(!latin1.ok && latin1.errors[0]).toBe('(file): is not UTF-8 text: byte 0xFF at byte 1 cannot start a character (a binary file, or another encoding such as Latin-1); save it as UTF-8 text');
    const extra = scenarioFromJson(JSON.stringify({ ...(PRESETS['tsang-two-vegas'] as object), colour: 'red', durationSec: -1 }));
    expect(extra.ok).toBe(false);
    if (extra.ok) return;
    expect(extra.droppedItems).toContainEqual({ at: '(scenario)', code: 'fields_removed', params: { names: ['colour'], more: 0 } });
    expect(extra.dropped).toContain('(scenario): removed unknown field "colour"');
    expect(extra.dropped).toEqual(extra.droppedItems!.map(droppedText));
  });
});
