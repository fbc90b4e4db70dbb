// Lab links: a LabUrlState written into the URL fragment and read back through the same
// validation as scenario files and the CLI (parseScenario). The text format is FORMAT.md; this
// file is the envelope around it: version prefix, optional compression, size limits, and the
// result with messages and partial recovery. Pure: no DOM, no Node APIs.
import { parseScenario, type Scenario } from '../sim/scenario/Scenario';
import { asciiBytes, deflateAscii, inflateAscii } from './deflate';
import { DICTIONARY_V1 } from './dictionaryV1';
import { DICTIONARY_V2 } from './dictionaryV2';
import type { DecodeProblem, DecodeResult, LabUrlState } from './LabUrlState';
import { decodeProblemText } from './decodeProblem';
import { droppedText, type DroppedItem } from './DroppedItem';
import { formatProblemText, problemAt, type FormatCode, type FormatParams, type FormatProblem } from './FormatProblem';
import { recoverScenario } from './recoverScenario';
import { LINK_FORMAT, decodeV1, encodeV1 } from './urlFormatV1';
import { fromBase64Url, toBase64Url } from './urlText';

export type { DecodeResult, LabUrlState, TeacherSettings, TeacherStart } from './LabUrlState';

/** The link format this code writes. Every older format stays readable (format 1: as it always ran). */
export const LINK_FORMAT_VERSION = LINK_FORMAT;

/**
 * Longest link payload read at all (checked before anything else). Large enough for the largest
 * valid scenario (1000 flow entries with long names, a 4000-character description), which encodes
 * to well under this; links a person would share are a few hundred characters.
 */
export const MAX_LINK_CHARS = 1_500_000;
/** Longest link text a compressed payload may expand to; decompression stops as soon as it is passed. */
export const MAX_TEXT_CHARS = 3_000_000;
/** At most this many messages are returned (the first ones; a last line says how many more). */
const MAX_MESSAGES = 30;

/**
 * The link payload for a lab state: "2~…~.xxxx" (readable), or "2z" and the same text deflated and
 * in base64url when that is shorter or the readable text holds escapes. Goes after '#': the fragment is never sent to a server (no
 * server logs, no request-size limits, no reload when it changes). Trusts its input: pass a
 * scenario that parseScenario accepted.
 */
export function encodeLabState(state: LabUrlState<Scenario>): string {
  const text = encodeV1(state);
  const packed = `${LINK_FORMAT_VERSION}z${toBase64Url(deflateAscii(text.slice(1), dictionaryFor(LINK_FORMAT_VERSION)))}`;
  // Escaped text (%XX) would not survive a program that runs encodeURI over the link ('%' becomes
  // '%25'); base64url always does.
  return packed.length < text.length || text.includes('%') ? packed : text;
}

/** `url` with its fragment replaced by the lab state, e.g. "https://lab.example/#1~R~.abcd". */
export function withLabState(url: string, state: LabUrlState<Scenario>): string {
  const hash = url.indexOf('#');
  return `${hash < 0 ? url : url.slice(0, hash)}#${encodeLabState(state)}`;
}

/** Each format's frozen dictionary (format 1: DICTIONARY_V1, format 2: DICTIONARY_V2), as bytes made on first use. */
const dictionaries = new Map<number, Uint8Array>();
const dictionaryFor = (format: number): Uint8Array => {
  let d = dictionaries.get(format);
  if (!d) dictionaries.set(format, (d = asciiBytes(format === 1 ? DICTIONARY_V1 : DICTIONARY_V2)));
  return d;
};

const fail = (problem: FormatProblem): DecodeResult<LabUrlState> => ({ ok: false, errors: [formatProblemText(problem)], items: [{ kind: 'format', problem }] });
const link = <C extends FormatCode>(code: C, params: FormatParams[C]) => fail(problemAt('(link)', code, params));

/**
 * Reads a link payload; also accepts it with its leading '#', or a whole URL (the part after the
 * first '#' is read). Never throws; the work is bounded by MAX_LINK_CHARS and MAX_TEXT_CHARS.
 */
export function decodeLabState(text: string): DecodeResult<LabUrlState> {
  if (typeof text !== 'string') return link('not_text', {});
  if (text.length > MAX_LINK_CHARS) return link('link_too_long', { chars: text.length, max: MAX_LINK_CHARS });
  const hash = text.indexOf('#');
  const payload = (hash < 0 ? text : text.slice(hash + 1)).trim();
  if (payload === '') return link('no_scenario', {});
  const version = /^\d{1,9}/.exec(payload)?.[0];
  if (version === undefined) return link('no_version', { got: payload.slice(0, 12) });
  const format = Number(version);
  if (format !== 1 && format !== 2) {
    return Number(version) > LINK_FORMAT_VERSION ? link('newer_format', { version, current: LINK_FORMAT_VERSION }) : link('unknown_format', { version });
  }
  let body = payload.slice(version.length);
  if (body[0] === 'z') {
    const bytes = fromBase64Url(body.slice(1));
    if (!bytes) return link('compressed_not_base64', {});
    const inflated = inflateAscii(bytes, MAX_TEXT_CHARS, dictionaryFor(format));
    if (!inflated.ok) return fail({ at: '(link)', ...inflated.problem } as FormatProblem);
    body = inflated.text;
    if (body[0] !== '~') return link('compressed_not_link', {});
  } else if (/^%7e/i.test(body) && !body.includes('~')) {
    // Some programs percent-encode '~' when they pass a link on.
    body = body.replace(/%7e/gi, '~');
  } else if (body[0] !== '~') {
    return link('bad_after_version', { got: body.slice(0, 12) });
  }
  return validate(decodeV1(body, format));
}

function validate(d: ReturnType<typeof decodeV1>): DecodeResult<LabUrlState> {
  const items: DecodeProblem[] = d.errors.map((problem) => ({ kind: 'format', problem }));
  const parsed = parseScenario(d.scenario);
  if (!parsed.ok) items.push(...parsed.problems.map((problem): DecodeProblem => ({ kind: 'scenario', problem })));
  const runTo = (duration: number): FormatProblem | null => {
    const start = d.teacher?.start;
    if (!start || !('runToSec' in start)) return null;
    const t = start.runToSec;
    return t >= 0 && t <= duration ? null : problemAt('teacher.start.runToSec', 'run_to_outside', { durationSec: duration, got: t });
  };
  const lateProblem = parsed.ok ? runTo(parsed.scenario.durationSec) : null;
  if (lateProblem) items.push({ kind: 'format', problem: lateProblem });
  const lab = (scenario: LabUrlState['scenario'], teacherOk: boolean): LabUrlState => ({
    scenario,
    ...(d.speed !== undefined ? { speed: d.speed } : {}),
    ...(d.charts ? { charts: d.charts } : {}),
    ...(d.teacher ? { teacher: teacherOk ? d.teacher : { ...d.teacher, start: { paused: true as const } } } : {}),
    ...(d.embed ? { embed: true } : {}),
  });
  if (parsed.ok && items.length === 0 && d.intact) return { ok: true, value: lab(parsed.scenario, true) };

  const listed: DecodeProblem[] =
    items.length > MAX_MESSAGES ? [...items.slice(0, MAX_MESSAGES - 1), { kind: 'scenario', problem: { path: [], code: 'more_problems', params: { count: items.length - MAX_MESSAGES + 1 } } }] : items;
  const messages = listed.map(decodeProblemText);
  const raw = { ...d.scenario };
  if (d.unreadableLinks.size > 0) {
    // A link section that could not be read is reset to the defaults as a whole.
    if (d.unreadableLinks.has(0)) delete raw.bottleneck;
    raw.series = (raw.series as unknown[]).map((l, i) => (d.unreadableLinks.has(i + 1) ? {} : l));
  }
  const recovered =
    parsed.ok && d.unreadableFlows.size === 0 && d.unreadableLinks.size === 0
      ? { scenario: parsed.scenario, dropped: [] }
      : recoverScenario(raw, d.unreadableFlows, d.unreadableLinks.size === 0 && !parsed.ok ? parsed.problems : undefined);
  if (!recovered) return { ok: false, errors: messages, items: listed };
  const dropped: DroppedItem[] = [...recovered.dropped];
  if (d.cut) dropped.unshift({ at: '(link)', code: 'link_cut', params: {} });
  for (const i of d.unreadableLinks) dropped.push({ at: i === 0 ? 'bottleneck' : `series[${i - 1}]`, code: 'link_reset', params: {} });
  if (d.unreadableChange >= 0) dropped.push({ at: `changes[${d.unreadableChange}]`, code: 'change_unreadable', params: {} });
  const teacherOk = runTo(recovered.scenario.durationSec) === null;
  if (!teacherOk) dropped.push({ at: 'teacher.start', code: 'teacher_paused', params: {} });
  return { ok: false, errors: messages, items: listed, partial: lab(recovered.scenario, teacherOk), dropped: dropped.map(droppedText), droppedItems: dropped };
}
