// The assignment text of a teacher link: carried exactly, cleaned of what could hide or reorder
// what students read, bounded in length, and absent from every link made before it existed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRESETS, DEFAULT_PRESET } from '../../src/sim/scenario/presets';
import { parseScenario, type Scenario, validateScenario } from '../../src/sim/scenario/Scenario';
import { MAX_ASSIGNMENT_CHARS, cleanAssignment } from '../../src/share/assignment';
import { decodeLabState, encodeLabState, type LabUrlState } from '../../src/share/scenarioUrl';
import { encodeV1 } from '../../src/share/urlFormatV1';
import { escapeText } from '../../src/share/urlText';
import { formatProblem } from '../../src/sim/scenario/formatProblem';
import { formatProblemWords } from '../../src/share/FormatProblem';

const preset = (): Scenario => {
  const r = parseScenario(PRESETS[DEFAULT_PRESET]);
  if (!r.ok) throw new Error(r.problems.map(formatProblem).join('\n'));
  return r.scenario;
};

const teacherLink = (assignment: string): LabUrlState => ({
  scenario: validateScenario(preset()),
  teacher: { locked: ['bottleneck', 'queue'], hidden: [], start: { paused: true }, assignment },
});

describe('the assignment of a teacher link', () => {
  it('comes back exactly as written: lines, accents, Greek, emoji, punctuation that HTML and links care about', () => {
    const text = 'Raise α until Vegas gets half the link.\nThen: is β ≥ α + 2 enough? <b>Write</b> "why" & 50 % ~ #tag 😀';
    for (const state of [teacherLink(text), { ...teacherLink(text), scenario: { ...preset(), title: undefined } }]) {
      const link = encodeLabState(state);
      const back = decodeLabState(link);
      expect(back).toEqual({ ok: true, value: state });
      // The link itself never holds markup or quotes.
      expect(link).not.toMatch(/[<>"' ]/);
    }
    // Readable form: the text is the last key of the teacher section.
    expect(encodeV1(teacherLink('Try α = 3'))).toMatch(/~Al3aTry_%CE%B1_%3D_3~\.[\w-]{4}$/);
  });

  it('any text the dialog would send comes back as cleanAssignment left it (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 700 }), (raw) => {
        const { text } = cleanAssignment(raw);
        if (!text) return;
        expect(text.length).toBeLessThanOrEqual(MAX_ASSIGNMENT_CHARS);
        expect(cleanAssignment(text)).toEqual({ text, problems: [] });
        expect(decodeLabState(encodeLabState(teacherLink(text)))).toEqual({ ok: true, value: teacherLink(text) });
      }),
      { numRuns: 150, seed: 13 },
    );
  });

  it('hostile text: control characters, bidi overrides and zero-width marks are removed and said so; the rest is kept as text', () => {
    const hostile = 'Do\u202Etxt.exe\u202C this\u0000\u0007 now\u200B!\r\n<script>alert(1)</script>\u2066x\u2069';
    const clean = cleanAssignment(hostile);
    expect(clean.text).toBe('Dotxt.exe this now!\n<script>alert(1)</script>x');
    expect(clean.problems.map(formatProblemWords)).toEqual(['control or invisible characters were removed']);
    // A link written by hand with them: refused as it is, offered cleaned.
    const link = `2~R~Al1a${escapeText(hostile)}~.`;
    const r = decodeLabState(link);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual(['teacher.assignment: control or invisible characters were removed']);
    expect(r.partial?.teacher?.assignment).toBe(clean.text);
  });

  it('is at most 500 characters: a longer one is cut (never inside a surrogate pair) and the link says so', () => {
    const long = 'x'.repeat(MAX_ASSIGNMENT_CHARS - 1) + '😀 and more';
    const clean = cleanAssignment(long);
    expect(clean.text).toBe('x'.repeat(MAX_ASSIGNMENT_CHARS - 1));
    expect(clean.problems.map(formatProblemWords)).toEqual([`must be at most ${MAX_ASSIGNMENT_CHARS} characters (got ${long.length}); cut to that length`]);
    const r = decodeLabState(`2~R~Aa${'y'.repeat(2000)}~.`);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([`teacher.assignment: must be at most ${MAX_ASSIGNMENT_CHARS} characters (got 2000); cut to that length`]);
    expect(r.partial?.teacher?.assignment).toBe('y'.repeat(MAX_ASSIGNMENT_CHARS));
  });

  it('blank or whitespace only means none; links made before it existed decode to no assignment', () => {
    expect(cleanAssignment('  \n\t \u200B ').text).toBe('');
    expect(encodeLabState(teacherLink(''))).toBe(encodeLabState({ scenario: preset(), teacher: { locked: ['bottleneck', 'queue'], hidden: [], start: { paused: true } } }));
    for (const old of ['1~V~R~Umi~Al3h4096t10~.', '2zG00Eo4mgGDhOZ5xhUqeX5lJcBQA', '1zG42moRFNjjnGGSZ1err5xiEA']) {
      const r = decodeLabState(old);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value.teacher && 'assignment' in r.value.teacher).toBe(false);
    }
  });
});
