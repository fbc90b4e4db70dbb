// Reads lesson files: a Markdown document whose YAML front matter (between `---` lines) is checked
// against lessonSchema, whose scenario goes through parseScenario, and whose body is split into
// sections by `## ` headings. Every problem is reported as "<file>: <field>: <what is wrong>".
import { parse as parseYaml, YAMLParseError } from 'yaml';
import * as z from 'zod';
import { PRESETS } from '../sim/scenario/presets';
import { parseScenario, type Scenario, type ScenarioProblem, type ValidScenario } from '../sim/scenario/Scenario';
import { formatProblem, problemText } from '../sim/scenario/formatProblem';
import { expandScenario } from '../sim/scenario/expand';
import { conditionMeasures, parseConditionalText, type Condition, type Segment } from './conditionalText';
import { frontMatterSchema, type ClaimSpec, type LessonChange, type LessonFrontMatter, type MeasureSpec } from './lessonSchema';
import { PLACEHOLDER } from './placeholder';

/** The body's sections, by their `## ` heading. */
export const SECTIONS = ['Predict', 'Observe', 'Explain', 'Check', 'Teacher notes'] as const;
export type SectionName = (typeof SECTIONS)[number];
const REQUIRED_SECTIONS: readonly SectionName[] = ['Explain', 'Teacher notes'];

/** A claim, its own changes (if any) checked against its scenario. */
export type Claim = Omit<ClaimSpec, 'changes'> & { changes?: LessonChange[] };

export interface Lesson extends Omit<LessonFrontMatter, 'scenario' | 'changes' | 'claims'> {
  /** The timed changes the student is asked to make, checked against the scenario's timeline rules. */
  changes: LessonChange[];
  claims: Claim[];
  /** Where the scenario came from, as the front matter says. */
  scenarioRef: LessonFrontMatter['scenario'];
  /** The file name without `.md`: the lesson's address (`?lesson=<id>`). */
  id: string;
  /** The file it came from, relative to lessons/. */
  file: string;
  /** The lesson's scenario, validated (flows as written: a group with `count` is one entry). */
  scenario: ValidScenario;
  /** The same with its flows expanded, as the engine numbers them (flow indices are positions in this list). */
  expanded: Scenario;
  /** Markdown before the first heading. */
  intro: string;
  sections: Partial<Record<SectionName, string>>;
  /** Comparison scenarios named by claims, validated, by their reference. */
  claimScenarios: Record<string, Scenario>;
  /** The Explain section as plain and conditional segments (see conditionalText). */
  explain: Segment[];
}

export type LessonResult = { ok: true; lesson: Lesson } | { ok: false; errors: string[] };

/** `{{name}}` in a lesson's text: the value of measure `name` in this run. */
export { PLACEHOLDER };

/** A schema issue's path as a lesson's problems name a field: `predict.choices[1].why`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p);
  return out || '(front matter)';
}

/** Splits `---\n yaml \n---\n body`. */
export function splitFrontMatter(text: string): { yaml: string; body: string } | null {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  return m ? { yaml: m[1], body: text.slice(m[0].length) } : null;
}

/**
 * A lesson file's (or a translation's) front matter read as YAML, and its body; or the problem,
 * worded as the lesson's problems are.
 */
export function readFrontMatter(text: string): { ok: true; raw: unknown; body: string } | { ok: false; error: string } {
  const split = splitFrontMatter(text);
  if (!split) return { ok: false, error: '(front matter): the file must start with YAML front matter between two "---" lines' };
  try {
    return { ok: true, raw: parseYaml(split.yaml), body: split.body };
  } catch (e) {
    const where = e instanceof YAMLParseError && e.linePos ? ` at line ${e.linePos[0].line + 1}` : '';
    return { ok: false, error: `(front matter): not valid YAML${where}: ${(e as Error).message.split('\n')[0]}` };
  }
}

/** Splits a lesson's body into its intro and its `## ` sections (and any heading that is not one). */
export function splitSections(body: string): { intro: string; sections: Partial<Record<SectionName, string>>; unknown: string[] } {
  const parts = body.split(/^## +(.+?)\s*$/m);
  const sections: Partial<Record<SectionName, string>> = {};
  const unknown: string[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as SectionName;
    if ((SECTIONS as readonly string[]).includes(name)) sections[name] = parts[i + 1].trim();
    else unknown.push(parts[i]);
  }
  return { intro: parts[0].trim(), sections, unknown };
}

/** Resolves a scenario reference: a file under lessons/ (from `files`) or a bundled preset. */
function resolveScenario(
  ref: { file: string } | { preset: string },
  files: ReadonlyMap<string, string>,
): { ok: true; scenario: ValidScenario } | { ok: false; errors: string[]; problems?: undefined } | { ok: false; problems: ScenarioProblem[]; errors?: undefined } {
  let raw: unknown;
  if ('preset' in ref) {
    raw = PRESETS[ref.preset];
    if (raw === undefined) return { ok: false, errors: [`preset: no preset "${ref.preset}" (there are ${Object.keys(PRESETS).join(', ')})`] };
  } else {
    const text = files.get(ref.file.replace(/^\.\//, ''));
    if (text === undefined) return { ok: false, errors: [`file: no file lessons/${ref.file}`] };
    try {
      raw = JSON.parse(text);
    } catch (e) {
      return { ok: false, errors: [`file: lessons/${ref.file} is not valid JSON (${(e as Error).message})`] };
    }
  }
  if ('file' in ref && typeof raw === 'object' && raw !== null && (raw as { version?: unknown }).version === 1) {
    return { ok: false, errors: [`file: lessons/${ref.file} is a version-1 scenario, which runs without the SYN handshake and header bytes; lessons run in the standard profile: write "version": 2`] };
  }
  const r = parseScenario(raw);
  return r.ok ? { ok: true, scenario: r.scenario } : { ok: false, problems: r.problems };
}

const refKey = (ref: { file: string } | { preset: string }): string => ('file' in ref ? `file:${ref.file}` : `preset:${ref.preset}`);

/** Names of measures `name` depends on (itself included), or the first unknown one. */
function measureDeps(name: string, measures: Record<string, MeasureSpec>, seen: string[] = []): { ok: true; names: string[] } | { ok: false; missing: string } {
  const m = measures[name];
  if (!m) return { ok: false, missing: name };
  if (seen.includes(name)) return { ok: false, missing: `${name} (a measure cannot depend on itself)` };
  const parts = 'ratio' in m ? m.ratio : 'difference' in m ? m.difference : 'product' in m ? m.product : [];
  const names = [name];
  for (const p of parts) {
    const r = measureDeps(p, measures, [...seen, name]);
    if (!r.ok) return r;
    names.push(...r.names);
  }
  return { ok: true, names };
}

/** Whether `after` (the text following a placeholder) starts with `unit`, past any `**`, `*` and spaces. */
function unitFollows(after: string, unit: string): boolean {
  const rest = after.replace(/^[\s*]*/, '');
  // The unit must end there: "s" is not repeated by "so", "packets" not by "packetsize".
  return rest.startsWith(unit) && !/^[\p{L}\p{N}_]/u.test(rest.slice(unit.length));
}

/** Checks what the schema alone cannot: flows, links and keys against the scenario; measure names; windows against durations. */
function crossCheck(fm: LessonFrontMatter, scenario: Scenario, sections: Partial<Record<SectionName, string>>, claimScenarios: Record<string, Scenario>): { errors: string[]; changes: LessonChange[]; claimChanges: Record<number, LessonChange[]> } {
  const errors: string[] = [];
  const base = expandScenario(scenario);
  /** The changes through the scenario's own timeline rules; returns them typed, or null after reporting. */
  const checkChanges = (changes: readonly unknown[], written: Scenario, at: string): LessonChange[] | null => {
    const r = parseScenario({ ...written, changes });
    if (r.ok) return r.scenario.changes ?? [];
    for (const p of r.problems) {
      // Problems with a change are named by where the lesson wrote it (changes[2] → observe[0].change…).
      const inChanges = p.path[0] === 'changes' && p.path.length > 1;
      const rest = p.path.slice(1).map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('');
      errors.push(inChanges ? `${at}${rest}: ${problemText(p)}` : `${at}: ${formatProblem(p)}`);
    }
    return null;
  };
  const changes = checkChanges(fm.changes, scenario, 'changes');
  const claimChanges: Record<number, LessonChange[]> = {};
  fm.observe.forEach((cue, i) => {
    for (const k of cue.change ?? []) if (k >= fm.changes.length) errors.push(`observe[${i}].change: there is no change ${k} (changes has ${fm.changes.length})`);
    if (cue.runTo !== undefined && cue.runTo > base.durationSec) errors.push(`observe[${i}].runTo: must be within the run (durationSec ${base.durationSec})`);
  });
  for (const [name, m] of Object.entries(fm.measures)) {
    const at = `measures.${name}`;
    const deps = measureDeps(name, fm.measures);
    if (!deps.ok) errors.push(`${at}: names an unknown measure ${deps.missing}`);
    if (!('metric' in m)) continue;
    if (m.from >= m.to) errors.push(`${at}.from: must be less than to (${m.to})`);
    const needsField = ['mean', 'max', 'min', 'first', 'last', 'change', 'riseRate', 'timeToReach'].includes(m.metric);
    if (needsField && !m.field) errors.push(`${at}.field: metric ${m.metric} needs a field`);
    if (m.metric === 'timeToReach' && m.threshold === undefined) errors.push(`${at}.threshold: timeToReach needs a threshold`);
    const perFlow = ['goodput', 'share', 'fractionInBand', 'retransmitted', 'timeouts', 'completion'].includes(m.metric);
    if (perFlow && m.flow === undefined) errors.push(`${at}.flow: metric ${m.metric} is about flows: name one (index or name prefix)`);
    const selectorErrors = (s: Scenario) => {
      if (m.flow === undefined) return;
      const indices = typeof m.flow === 'number' ? [m.flow] : Array.isArray(m.flow) ? m.flow : null;
      if (indices) {
        for (const k of indices) if (!s.flows[k]) errors.push(`${at}.flow: there is no flow ${k} (the scenario has ${s.flows.length}, numbered from 0)`);
      } else if (!s.flows.some((f) => f.name?.startsWith(m.flow as string))) {
        errors.push(`${at}.flow: no flow's name starts with "${m.flow}" (the flows are ${s.flows.map((f) => f.name).join(', ')})`);
      }
    };
    selectorErrors(base);
  }
  fm.claims.forEach((c, i) => {
    const at = `claims[${i}]`;
    const deps = measureDeps(c.measure, fm.measures);
    if (!deps.ok) {
      errors.push(`${at}.measure: no measure called ${deps.missing} (measures: ${Object.keys(fm.measures).join(', ')})`);
      return;
    }
    const s = c.scenario ? claimScenarios[refKey(c.scenario)] : scenario;
    if (!s) return;
    if (c.changes) claimChanges[i] = checkChanges(c.changes, s, `${at}.changes`) ?? [];
    for (const n of deps.names) {
      const m = fm.measures[n];
      if ('metric' in m && m.to > s.durationSec) errors.push(`${at}: measure ${n} ends at ${m.to} s, after the scenario's end (${s.durationSec} s)`);
    }
  });
  // The page computes the text's numbers from the student's run of the lesson's own scenario, so a
  // measure kept for a comparison scenario's claims must not be quoted as if it were this run's.
  const comparisonOnly = new Set<string>();
  const ownRun = new Set<string>();
  for (const c of fm.claims) {
    const deps = measureDeps(c.measure, fm.measures);
    if (deps.ok) for (const n of deps.names) (c.scenario ? comparisonOnly : ownRun).add(n);
  }
  for (const [name, text] of Object.entries(sections)) {
    for (const m of text.matchAll(PLACEHOLDER)) {
      const spec = fm.measures[m[1]];
      if (!spec) errors.push(`## ${name}: {{${m[1]}}} names no measure (measures: ${Object.keys(fm.measures).join(', ')})`);
      else if (comparisonOnly.has(m[1]) && !ownRun.has(m[1])) {
        errors.push(`## ${name}: {{${m[1]}}} is measured only on a comparison scenario (a claim's scenario), not on the run the student sees`);
      }
      if (spec?.unit && unitFollows(text.slice(m.index + m[0].length), spec.unit)) {
        errors.push(`## ${name}: {{${m[1]}}} is followed by "${spec.unit}", its unit: the page shows the number with its unit (measures.${m[1]}.unit), so write the placeholder without it`);
      }
    }
  }
  return { errors, changes: changes ?? [], claimChanges };
}

/** Every flag a condition names. */
function conditionFlags(c: Condition): string[] {
  return c.kind === 'flag' ? [c.name] : c.kind === 'compare' ? [] : c.kind === 'not' ? conditionFlags(c.of) : c.of.flatMap(conditionFlags);
}

/** The Explain section's conditional text, checked against the lesson's measures and changes. */
function checkExplain(fm: LessonFrontMatter, md: string): { errors: string[]; segments: Segment[] } {
  const r = parseConditionalText(md);
  if (!r.ok) return { errors: r.errors.map((e) => `## Explain: ${e}`), segments: [] };
  const errors: string[] = [];
  for (const s of r.segments) {
    if (s.kind === 'text') {
      // A number from the run comes with the condition that makes its sentence true.
      for (const m of s.md.matchAll(PLACEHOLDER)) errors.push(`## Explain: {{${m[1]}}} is quoted outside a "::: if" block: put its sentence under the measured condition that makes it true`);
      continue;
    }
    for (const b of s.branches) {
      if (!b.when) continue;
      for (const m of conditionMeasures(b.when)) {
        if (!fm.measures[m]) errors.push(`## Explain: line ${s.line}: the condition "${b.source}" names no measure called ${m} (measures: ${Object.keys(fm.measures).join(', ')}; flags: scripted, made0 … made${Math.max(0, fm.changes.length - 1)})`);
      }
      for (const f of conditionFlags(b.when)) {
        const k = /^made(\d+)$/.exec(f);
        if (k && Number(k[1]) >= fm.changes.length) errors.push(`## Explain: line ${s.line}: ${f} names no change (the lesson has ${fm.changes.length}, numbered from 0)`);
      }
    }
  }
  return { errors, segments: r.segments };
}

/**
 * Parses one lesson. `file` is its path under lessons/ (e.g. "reno-sawtooth.md"); `files` holds
 * every file under lessons/ by that path, for the scenario files it names.
 */
export function parseLesson(file: string, text: string, files: ReadonlyMap<string, string>): LessonResult {
  const fail = (errors: string[]): LessonResult => ({ ok: false, errors: errors.map((e) => `lessons/${file}: ${e}`) });
  const id = file.replace(/^.*\//, '').replace(/\.md$/, '');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) return fail([`(file name): a lesson's id is its file name: lower-case words joined by "-" (got "${id}")`]);
  const read = readFrontMatter(text);
  if (!read.ok) return fail([read.error]);
  const { raw, body } = read;
  const r = frontMatterSchema.safeParse(raw ?? {}, {
    error: (iss) => (iss.code === 'invalid_type' && iss.input === undefined ? 'is required' : undefined),
  });
  if (!r.success) return fail(r.error.issues.slice(0, 20).map((iss: z.core.$ZodIssue) => `${formatPath(iss.path)}: ${iss.code === 'unrecognized_keys' ? `unknown field${iss.keys.length > 1 ? 's' : ''} ${iss.keys.join(', ')}` : iss.message}`));
  const fm = r.data;
  const base = resolveScenario(fm.scenario, files);
  if (!base.ok) return fail(base.problems ? base.problems.map((p) => `scenario.(scenario) ${formatProblem(p)}`) : base.errors.map((e) => `scenario.${e}`));
  // A lesson may contrast the ns2 profile in a claim's comparison scenario; it teaches in the standard one.
  if (base.scenario.profile !== 'standard') return fail([`scenario: lessons run in the standard profile (this scenario has profile "${base.scenario.profile}")`]);
  const claimScenarios: Record<string, Scenario> = {};
  const errors: string[] = [];
  fm.claims.forEach((c, i) => {
    if (!c.scenario) return;
    const s = resolveScenario(c.scenario, files);
    if (s.ok) claimScenarios[refKey(c.scenario)] = s.scenario;
    else errors.push(...(s.problems ? s.problems.map(formatProblem) : s.errors).map((e) => `claims[${i}].scenario.${e}`));
  });
  const { intro, sections, unknown } = splitSections(body);
  for (const u of unknown) errors.push(`## ${u}: unknown section (sections are ${SECTIONS.join(', ')})`);
  for (const s of REQUIRED_SECTIONS) if (!sections[s]) errors.push(`## ${s}: this section is required`);
  if (!fm.predict.choices.some((c) => c.correct)) errors.push('predict.choices: mark the right answer with correct: true');
  fm.check.forEach((q, i) => {
    if (!q.choices.some((c) => c.correct)) errors.push(`check[${i}].choices: mark the right answer with correct: true`);
  });
  const checked = crossCheck(fm, base.scenario, sections, claimScenarios);
  errors.push(...checked.errors);
  const explain = checkExplain(fm, sections.Explain ?? '');
  errors.push(...explain.errors);
  if (errors.length) return fail(errors);
  const claims = fm.claims.map((c, i): Claim => ({ ...c, changes: checked.claimChanges[i] }));
  return {
    ok: true,
    lesson: { ...fm, id, file, scenarioRef: fm.scenario, scenario: base.scenario, expanded: expandScenario(base.scenario), changes: checked.changes, claims, intro, sections, claimScenarios, explain: explain.segments },
  };
}

/** The scenario a claim runs on, and the changes it makes. */
export function claimSetup(lesson: Lesson, claim: Claim): { scenario: Scenario; changes: readonly LessonChange[] } {
  if (claim.scenario) return { scenario: lesson.claimScenarios[refKey(claim.scenario)], changes: claim.changes ?? [] };
  return { scenario: lesson.scenario, changes: claim.changes ?? lesson.changes };
}

/**
 * Every lesson under lessons/ (`files`: path → text, paths relative to lessons/), in course order,
 * with every problem found; duplicate `order` values are problems too.
 */
export function loadLessons(files: ReadonlyMap<string, string>): { lessons: Lesson[]; errors: string[] } {
  const lessons: Lesson[] = [];
  const errors: string[] = [];
  for (const [file, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (!file.endsWith('.md') || file.includes('/') || file.toUpperCase() === 'README.MD') continue;
    const r = parseLesson(file, text, files);
    if (r.ok) lessons.push(r.lesson);
    else errors.push(...r.errors);
  }
  lessons.sort((a, b) => a.order - b.order);
  for (let i = 1; i < lessons.length; i++) {
    if (lessons[i].order === lessons[i - 1].order) errors.push(`lessons/${lessons[i].file}: order: ${lessons[i].order} is also the order of ${lessons[i - 1].file}`);
  }
  return { lessons, errors };
}
