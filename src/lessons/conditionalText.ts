// Conditional text in a lesson's explanation: blocks that are shown only when a condition on this
// run's measures (and on whether the run followed the lesson's script) holds, so every sentence
// about the run can be bound to the measurement that makes it true.
//
//   ::: if peakSmall <= 30 and made0
//   With a 3-packet buffer the window only reached {{peakSmall}} …
//   ::: elif not made0
//   You kept the 25-packet buffer, so …
//   ::: else
//   …
//   ::: end
//
// A condition is comparisons (`measure op number`, `measure op measure`, op one of < <= > >=)
// and flags (`scripted`, `made0`, `made1`, …) joined by `and` / `or` (`and` binds tighter), each
// optionally preceded by `not`. Blocks do not nest. A condition whose measures the run has not
// reached yet is undecided: its whole block waits (nothing is shown that might turn out false).
import type { MeasureValues } from './measures';

export type Op = '<' | '<=' | '>' | '>=';
type Operand = { measure: string } | { number: number };
export type Condition =
  | { kind: 'flag'; name: string }
  | { kind: 'compare'; left: Operand; op: Op; right: Operand }
  | { kind: 'not'; of: Condition }
  | { kind: 'and' | 'or'; of: Condition[] };

/** A piece of text: plain, or a group of branches of which the first that holds is shown. */
export type Segment = { kind: 'text'; md: string } | { kind: 'group'; line: number; branches: { when: Condition | null; source: string; md: string }[] };

/** What conditions are evaluated against: the run's measures and the script flags. */
export interface RunFacts {
  values: MeasureValues;
  /** `scripted`, `made0`, … (see scriptStatus); null while the run has not reached the change's time. */
  flags: Readonly<Record<string, boolean | null>>;
}

const OPS: readonly Op[] = ['<=', '>=', '<', '>'];
/** Flags a condition may name: whether the run followed the script, and each change made on time. */
export const FLAG = /^(scripted|made\d+)$/;

/** Parses one condition; throws an Error whose message says what is wrong. */
export function parseCondition(source: string): Condition {
  const tokens = source.match(/<=|>=|<|>|[A-Za-z_][A-Za-z0-9_]*|-?\d+(?:\.\d+)?(?:e-?\d+)?|\S/g) ?? [];
  let i = 0;
  const peek = () => tokens[i];
  const operand = (): Operand => {
    const t = tokens[i++];
    if (t === undefined) throw new Error('ends where a measure or a number was expected');
    if (/^-?\d/.test(t)) return { number: Number(t) };
    if (/^[A-Za-z_]/.test(t) && !['and', 'or', 'not'].includes(t)) return { measure: t };
    throw new Error(`"${t}" is not a measure or a number`);
  };
  const atom = (): Condition => {
    if (peek() === 'not') {
      i++;
      return { kind: 'not', of: atom() };
    }
    const t = peek();
    if (t !== undefined && FLAG.test(t) && !OPS.includes(tokens[i + 1] as Op)) {
      i++;
      return { kind: 'flag', name: t };
    }
    const left = operand();
    const op = tokens[i++];
    if (!OPS.includes(op as Op)) throw new Error(op === undefined ? `"${'measure' in left ? left.measure : left.number}" needs a comparison (<, <=, >, >=) after it` : `expected <, <=, > or >= after "${'measure' in left ? left.measure : left.number}", found "${op}"`);
    return { kind: 'compare', left, op: op as Op, right: operand() };
  };
  const conj = (): Condition => {
    const of = [atom()];
    while (peek() === 'and') {
      i++;
      of.push(atom());
    }
    return of.length === 1 ? of[0] : { kind: 'and', of };
  };
  if (tokens.length === 0) throw new Error('is empty');
  const of = [conj()];
  while (peek() === 'or') {
    i++;
    of.push(conj());
  }
  if (i < tokens.length) throw new Error(`unexpected "${tokens[i]}"`);
  return of.length === 1 ? of[0] : { kind: 'or', of };
}

/** Every measure a condition reads. */
export function conditionMeasures(c: Condition): string[] {
  switch (c.kind) {
    case 'flag':
      return [];
    case 'compare':
      return [c.left, c.right].flatMap((o) => ('measure' in o ? [o.measure] : []));
    case 'not':
      return conditionMeasures(c.of);
    default:
      return c.of.flatMap(conditionMeasures);
  }
}

const DIRECTIVE = /^:::\s*(if|elif|else|end)\b\s*(.*?)\s*$/;

/** Splits text into plain and conditional segments; returns the problems (with line numbers) instead when it cannot. */
export function parseConditionalText(md: string): { ok: true; segments: Segment[] } | { ok: false; errors: string[] } {
  const segments: Segment[] = [];
  const errors: string[] = [];
  let plain: string[] = [];
  let group: Extract<Segment, { kind: 'group' }> | null = null;
  let body: string[] = [];
  const closeBranch = () => {
    if (group) group.branches[group.branches.length - 1].md = body.join('\n').trim();
    body = [];
  };
  const lines = md.split('\n');
  lines.forEach((line, k) => {
    const d = DIRECTIVE.exec(line);
    const at = `line ${k + 1}`;
    if (!d) {
      if (/^:::/.test(line)) errors.push(`${at}: "${line.trim()}" is not a directive (::: if <condition>, ::: elif <condition>, ::: else, ::: end)`);
      (group ? body : plain).push(line);
      return;
    }
    const [, word, rest] = d;
    const cond = (): Condition | null => {
      try {
        return parseCondition(rest);
      } catch (e) {
        errors.push(`${at}: the condition "${rest}" ${(e as Error).message}`);
        return null;
      }
    };
    if (word === 'if') {
      if (group) {
        errors.push(`${at}: "::: if" inside another block (blocks do not nest; close the one opened at line ${group.line} with "::: end")`);
        return;
      }
      if (plain.join('\n').trim()) segments.push({ kind: 'text', md: plain.join('\n') });
      plain = [];
      group = { kind: 'group', line: k + 1, branches: [{ when: cond(), source: rest, md: '' }] };
      return;
    }
    if (!group) {
      errors.push(`${at}: "::: ${word}" without an open "::: if"`);
      return;
    }
    closeBranch();
    if (word === 'end') {
      segments.push(group);
      group = null;
      return;
    }
    if (group.branches.some((b) => b.source === 'else')) {
      errors.push(`${at}: "::: ${word}" after "::: else" (else comes last)`);
      return;
    }
    if (word === 'else' && rest) errors.push(`${at}: "::: else" takes no condition (use "::: elif ${rest}")`);
    group.branches.push({ when: word === 'elif' ? cond() : null, source: word === 'else' ? 'else' : rest, md: '' });
  });
  if (group !== null) errors.push(`line ${(group as { line: number }).line}: "::: if" is never closed with "::: end"`);
  if (plain.join('\n').trim()) segments.push({ kind: 'text', md: plain.join('\n') });
  return errors.length ? { ok: false, errors } : { ok: true, segments };
}

/** true or false, or null while a measure it reads is not known yet (NaN). */
export function evaluate(c: Condition, facts: RunFacts): boolean | null {
  switch (c.kind) {
    case 'flag': {
      const f = facts.flags[c.name];
      return f === undefined ? false : f;
    }
    case 'compare': {
      const v = (o: Operand) => ('measure' in o ? facts.values[o.measure] : o.number);
      const a = v(c.left);
      const b = v(c.right);
      if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
      return c.op === '<' ? a < b : c.op === '<=' ? a <= b : c.op === '>' ? a > b : a >= b;
    }
    case 'not': {
      const r = evaluate(c.of, facts);
      return r === null ? null : !r;
    }
    case 'and': {
      const rs = c.of.map((x) => evaluate(x, facts));
      return rs.includes(false) ? false : rs.includes(null) ? null : true;
    }
    case 'or': {
      const rs = c.of.map((x) => evaluate(x, facts));
      return rs.includes(true) ? true : rs.includes(null) ? null : false;
    }
  }
}

export interface ResolvedText {
  /** The Markdown to show: plain text, and from each group the first branch that holds. */
  md: string;
  /** Groups that cannot be decided yet (a measure they read is not known): shown as `pendingMd`. */
  pending: number;
  /** Per group, in order: the index of the branch shown, -1 for none, null while undecided. */
  chosen: (number | null)[];
}

/** The text for this run. An undecided group shows `pendingMd` in its place (nothing that might be false). */
export function resolveText(segments: readonly Segment[], facts: RunFacts, pendingMd = ''): ResolvedText {
  const out: string[] = [];
  const chosen: (number | null)[] = [];
  let pending = 0;
  for (const s of segments) {
    if (s.kind === 'text') {
      out.push(s.md);
      continue;
    }
    let pick: number | null = -1;
    for (let b = 0; b < s.branches.length; b++) {
      const when = s.branches[b].when;
      const r = when === null ? true : evaluate(when, facts);
      if (r === null) {
        pick = null;
        break;
      }
      if (r) {
        pick = b;
        break;
      }
    }
    chosen.push(pick);
    if (pick === null) {
      pending++;
      if (pendingMd) out.push(pendingMd);
    } else if (pick >= 0) out.push(s.branches[pick].md);
  }
  return { md: out.join('\n\n'), pending, chosen };
}
