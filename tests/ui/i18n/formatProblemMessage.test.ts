// The lab's messages for a link's or file's own problems, and for what a partial one leaves out,
// say in English exactly what src/share says (formatProblemWords, droppedText), code by code, so
// the translations are of the current English; and the Spanish catalogue words each of them.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { droppedText, type DroppedItem } from '../../../src/share/DroppedItem';
import { formatProblemWords, type FormatCode, type FormatIssue, type FormatParams } from '../../../src/share/FormatProblem';
import type { ScenarioProblem } from '../../../src/sim/scenario/ScenarioProblem';
import { droppedMessage } from '../../../src/ui/i18n/droppedMessage';
import { formatProblemMessage } from '../../../src/ui/i18n/formatProblemMessage';
import { messages as en } from '../../../src/locales/en/lab.po';
import { messages as es } from '../../../src/locales/es/lab.po';

const SAMPLES: { [C in FormatCode]: FormatParams[C] } = {
  not_text: {}, link_too_long: { chars: 12, max: 10 }, no_scenario: {}, no_version: { got: 'abc' }, newer_format: { version: '7', current: 2 },
  unknown_format: { version: '0' }, compressed_not_base64: {}, compressed_damaged: { detail: 'invalid block type' }, compressed_too_long: { max: 3 },
  compressed_cut: {}, compressed_not_link: {}, bad_after_version: { got: 'x' }, cut_short: { got: 'Va1' }, checksum: {}, unknown_section: { got: 'Y1' },
  section_out_of_place: { tag: 'G' }, run_to_outside: { durationSec: 20, got: 30 }, unknown_key: { key: 'q' }, given_twice: {}, number_missing: { key: 'a' },
  not_a_number: { token: '1x' }, unknown_code: { got: 'z', known: 'd = droptail, r = red' }, not_range: {}, text_broken_escape: { position: 3 },
  text_bad_char: { char: '~' }, text_not_utf8: {}, text_ends_mid_char: {}, no_such_field: { owner: { kind: 'flow', variant: 'reno' }, field: 'alpha', key: 'a' },
  too_many_series: { max: 8 }, too_many_changes: { max: 500 }, too_many_flows: { max: 999 }, takes_unreadable: {}, change_both_targets: {},
  change_key_missing: {}, change_value_missing: {}, change_stray_key: { change: { kind: 'queue_of', queue: 'RED' }, key: 'v' }, speed_both: {},
  speed_range: { min: 0.1, max: 100, got: 500 }, chart_unknown: { got: '?', known: 'c = cwnd' }, chart_twice: { id: 'cwnd' }, charts_too_long: {},
  mask_range: { max: 511, got: null }, mask_unknown_bits: { from: 30 }, assignment_hidden_removed: {}, assignment_cut: { max: 500, got: 600 },
  file_too_long: { chars: 5, max: 4 }, file_too_large: { bytes: 500, max: 400 }, not_json: { detail: 'Unexpected token' }, utf32: {},
  nul_byte: { at: 4 }, utf8_bad_start: { byte: 0xff, at: 1 }, utf8_ends_inside: { byte: 0xc3, at: 9 }, utf8_bad_continuation: { byte: 0x7d, at: 2, startByte: 0xe9, startAt: 1 },
  utf16_odd: { encoding: 'UTF-16LE', bytes: 7 }, nul_char: { at: 6 }, unpaired_surrogate: { encoding: 'UTF-16BE', at: 8 }, file_unreadable: { name: 'a.json' },
};
const issues = (Object.entries(SAMPLES) as [FormatCode, never][]).map(([code, params]) => ({ code, params }) as FormatIssue);
const extraIssues: FormatIssue[] = [
  { code: 'no_such_field', params: { owner: { kind: 'queue', queue: 'RED' }, field: 'delta', key: 'l' } },
  { code: 'no_such_field', params: { owner: { kind: 'scenario' }, field: 'x', key: 'x' } },
  { code: 'no_such_field', params: { owner: { kind: 'tcp' }, field: 'x', key: 'x' } },
  { code: 'change_stray_key', params: { change: { kind: 'queue' }, key: 'v' } },
  { code: 'change_stray_key', params: { change: { kind: 'key', key: 'rateBps' }, key: 'm' } },
  { code: 'mask_range', params: { max: 511, got: 2.5 } },
];

const problem: ScenarioProblem = { path: ['durationSec'], code: 'required' };
const DROPPED: DroppedItem[] = [
  { at: 'bottleneck.rateBps', code: 'reset_default', params: { problem, same: true } },
  { at: 'bottleneck', code: 'reset_default', params: { problem, same: false } },
  { at: 'flows[999]', code: 'flows_from', params: { max: 999 } },
  { at: 'flows[1]', code: 'flow_unreadable', params: {} },
  { at: 'flows[2]', code: 'flow_takes_unreadable', params: {} },
  { at: 'flows[0]', code: 'flow_invalid', params: { problem, within: 'access.delaySec' } },
  { at: 'changes[0]', code: 'change_invalid', params: { problem, within: '' } },
  { at: 'flows[3]', code: 'flow_over_limit', params: { max: 999 } },
  { at: 'changes', code: 'changes_not_list', params: {} },
  { at: 'changes[500]', code: 'changes_from', params: { max: 500 } },
  { at: 'changes[2]', code: 'change_flows_not_kept', params: {} },
  { at: 'changes', code: 'timeline_unrepaired', params: {} },
  { at: '(scenario)', code: 'fields_removed', params: { names: ['colour'], more: 0 } },
  { at: '(scenario)', code: 'fields_removed', params: { names: ['a', 'b'], more: 0 } },
  { at: 'tcp', code: 'fields_removed', params: { names: ['a', 'b', 'c', 'd', 'e'], more: 2 } },
  { at: '(link)', code: 'link_cut', params: {} },
  { at: 'series[0]', code: 'link_reset', params: {} },
  { at: 'changes[3]', code: 'change_unreadable', params: {} },
  { at: 'teacher.start', code: 'teacher_paused', params: {} },
];

// The English catalogue under another English locale's name: the lab's own messages, not src/share's
// shortcut for 'en' (numbers under 1000, which every English format writes alike).
const english = setupI18n({ locale: 'en-GB', messages: { 'en-GB': en } });
const spanish = setupI18n({ locale: 'es', messages: { es } });

describe('format problem messages', () => {
  it.each([...issues, ...extraIssues].map((p) => [p.code, p] as const))('%s: the catalogue’s English is src/share’s', (_code, p) => {
    expect(formatProblemMessage(english, p)).toBe(formatProblemWords(p));
  });

  it.each(DROPPED.map((d) => [d.code, d] as const))('dropped %s: the catalogue’s English is src/share’s', (_code, d) => {
    expect(droppedMessage(english, d)).toBe(droppedText(d));
  });

  it('Spanish words every one of them', () => {
    expect(formatProblemMessage(spanish, { code: 'checksum', params: {} })).toBe('su suma de comprobación no coincide: se modificó o se dañó después de crearse');
    expect(formatProblemMessage(spanish, { code: 'not_json', params: { detail: 'Unexpected token' } })).toBe('no es JSON válido (Unexpected token)');
    for (const p of [...issues, ...extraIssues]) expect(formatProblemMessage(spanish, p)).not.toBe(formatProblemWords(p));
    expect(droppedMessage(spanish, DROPPED[0])).toBe('bottleneck.rateBps: restablecido a su valor por defecto (es obligatorio)');
    for (const d of DROPPED) expect(droppedMessage(spanish, d)).not.toBe(droppedText(d));
  });
});
