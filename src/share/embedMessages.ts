// The embedding API's messages (docs/EMBEDDING.md): commands a course page sends into the lab's
// iframe, events the lab sends out, and the one reader of commands. As with links, every message
// is read through a schema: an unknown or malformed one is refused with a specific reason (sent
// back to its sender), never acted on. Pure: no DOM, no Node APIs.
import { z } from 'zod';
import { FLOW_CHANGE_KEYS, parseScenario, type FlowChangeKey, type QueueConfig, type ValidScenario } from '../sim/scenario/Scenario';
import { formatProblem } from '../sim/scenario/formatProblem';

/** The protocol version, carried by every message as `tfl: 1`. A message without `tfl` is not for us. */
export const EMBED_PROTOCOL = 1;

/** What a command may set on the bottleneck (link 0) with a number; `queue` takes a queue object. */
export const LINK_SET_KEYS = ['rateBps', 'delaySec', 'bufferPackets'] as const;

/** Longest `link` (a lab link's fragment) a load command may carry; the link reader has its own, larger limit. */
export const MAX_LINK_CHARS_IN_MESSAGE = 200_000;
/** Longest message id (ids are echoed back: a page's own counter or a short name). */
export const MAX_ID_CHARS = 100;

export type MessageId = string | number;

// ------------------------------------------------------------------ commands in

export type EmbedCommand =
  /** Answers with a `ready` event again (for a page that started listening late). */
  | { type: 'hello'; id?: MessageId }
  /** Loads a scenario (an object, as in a scenario file), a lab link (its `#…` part) or a preset by name. */
  | { type: 'load'; id?: MessageId; scenario: ValidScenario }
  | { type: 'load'; id?: MessageId; link: string }
  | { type: 'load'; id?: MessageId; preset: string }
  | { type: 'play'; id?: MessageId }
  | { type: 'pause'; id?: MessageId }
  /** Moves the run to `timeSec` (forward by running, back by replaying the scenario and its timeline). */
  | { type: 'seek'; id?: MessageId; timeSec: number }
  /** A live edit, as the sliders make it: a flow's knob, or the bottleneck's rate, delay, buffer or queue. */
  | { type: 'set'; id?: MessageId; flow: number; key: FlowChangeKey; value: number }
  | { type: 'set'; id?: MessageId; link: 0; key: (typeof LINK_SET_KEYS)[number]; value: number }
  | { type: 'set'; id?: MessageId; link: 0; key: 'queue'; value: QueueConfig | Record<string, unknown> };

export const COMMAND_TYPES = ['hello', 'load', 'play', 'pause', 'seek', 'set'] as const;

const got = (v: unknown): string => {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return String(v);
  return Array.isArray(v) ? 'a list' : `a ${typeof v}`;
};

const id = z.union([z.string().max(MAX_ID_CHARS, { error: `must be a string of at most ${MAX_ID_CHARS} characters or a finite number` }), z.number().finite()], {
  error: (iss) => `must be a string of at most ${MAX_ID_CHARS} characters or a finite number (got ${got(iss.input)})`,
});
const tfl = z.literal(EMBED_PROTOCOL, { error: (iss) => `must be ${EMBED_PROTOCOL}, the protocol version this lab speaks (got ${got(iss.input)})` });
const finite = (what: string) => z.number({ error: (iss) => `must be ${what} (got ${got(iss.input)})` }).finite({ error: `must be ${what}` });
const bare = <T extends string>(type: T) => z.strictObject({ tfl, type: z.literal(type), id: id.optional() });

const loadSchema = z
  .strictObject({
    tfl,
    type: z.literal('load'),
    id: id.optional(),
    // A message from another page is untrusted: its scenario is validated here, where it enters.
    scenario: z
      .unknown()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const r = parseScenario(v);
        if (r.ok) return r.scenario;
        for (const p of r.problems.slice(0, 5)) ctx.addIssue({ code: 'custom', message: formatProblem(p) });
        return z.NEVER;
      })
      .optional(),
    link: z
      .string({ error: (iss) => `must be a lab link's fragment, a string (got ${got(iss.input)})` })
      .max(MAX_LINK_CHARS_IN_MESSAGE, { error: `must be at most ${MAX_LINK_CHARS_IN_MESSAGE} characters` })
      .optional(),
    preset: z.string({ error: (iss) => `must be a preset's name, a string (got ${got(iss.input)})` }).max(100, { error: 'must be at most 100 characters' }).optional(),
  })
  .superRefine((m, ctx) => {
    const given = (['scenario', 'link', 'preset'] as const).filter((k) => m[k] !== undefined);
    if (given.length !== 1) {
      ctx.addIssue({ code: 'custom', path: [], message: `names exactly one of scenario, link or preset (got ${given.length === 0 ? 'none' : given.join(' and ')})` });
    }
  });

const seekSchema = z.strictObject({ tfl, type: z.literal('seek'), id: id.optional(), timeSec: finite('a time in seconds, 0 or more').min(0, { error: 'must be 0 or more' }) });

const setSchema = z
  .strictObject({
    tfl,
    type: z.literal('set'),
    id: id.optional(),
    flow: z
      .number({ error: (iss) => `must be a flow's index, a whole number from 0 (got ${got(iss.input)})` })
      .int({ error: "must be a flow's index, a whole number from 0" })
      .min(0, { error: "must be a flow's index, a whole number from 0" })
      .optional(),
    link: z.literal(0, { error: (iss) => `must be 0, the bottleneck R1→R2 (got ${got(iss.input)})` }).optional(),
    key: z.string({ error: (iss) => `must be a string (got ${got(iss.input)})` }),
    value: z.unknown(),
  })
  .superRefine((m, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: path ? [path] : [], message });
    if ((m.flow === undefined) === (m.link === undefined)) {
      issue('', 'names either a flow (flow: its index) or the bottleneck (link: 0)');
      return;
    }
    if (m.flow !== undefined && !(FLOW_CHANGE_KEYS as readonly string[]).includes(m.key)) {
      issue('key', `must be one of ${FLOW_CHANGE_KEYS.join(', ')} for a flow (got ${got(m.key)})`);
    } else if (m.link !== undefined && m.key !== 'queue' && !(LINK_SET_KEYS as readonly string[]).includes(m.key)) {
      issue('key', `must be one of ${LINK_SET_KEYS.join(', ')} or queue for the bottleneck (got ${got(m.key)})`);
    } else if (m.key === 'queue') {
      if (typeof m.value !== 'object' || m.value === null || Array.isArray(m.value)) issue('value', `must be a queue object such as { "kind": "droptail" } (got ${got(m.value)})`);
    } else if (typeof m.value !== 'number' || !Number.isFinite(m.value)) {
      // The allowed range is the scenario's own (params.ts), checked when the edit is made.
      issue('value', `must be a finite number (got ${got(m.value)})`);
    }
  });

const SCHEMAS = {
  hello: bare('hello'),
  load: loadSchema,
  play: bare('play'),
  pause: bare('pause'),
  seek: seekSchema,
  set: setSchema,
} as const;

// ------------------------------------------------------------------ events out

export type RunState = 'playing' | 'paused' | 'finished';
export type LessonStep = 'predict' | 'lab' | 'explain' | 'check';

/** Everything the lab tells its host. Every event carries `tfl: 1`. */
export type EmbedEvent =
  | { type: 'ready'; page: 'lab' | 'lesson'; lesson?: string; title?: string; timeSec: number; durationSec: number | null; commands: readonly string[] }
  | { type: 'loaded'; title?: string; durationSec: number; flows: number }
  | { type: 'time'; timeSec: number; durationSec: number }
  | { type: 'runState'; state: RunState; timeSec: number }
  | { type: 'prediction'; lesson: string; choice: number | null; skipped: boolean; correct: boolean | null }
  | { type: 'stepCompleted'; lesson: string; step: LessonStep; next: LessonStep | null }
  | { type: 'answer'; lesson: string; question: number; choice: number; correct: boolean; allAnswered: boolean }
  | { type: 'ok'; id?: MessageId; command: EmbedCommand['type'] }
  | { type: 'error'; id?: MessageId; code: ErrorCode; message: string };

export type ErrorCode =
  /** Not an object, or `tfl` is not 1. */
  | 'bad-envelope'
  /** `type` names no command. */
  | 'unknown-type'
  /** A known command with missing, extra or ill-typed fields. */
  | 'invalid'
  /** A well-formed command the lab could not carry out now (a value out of range, a time past the end…). */
  | 'refused'
  /** The sender's origin is not allowed to talk to this lab (see embedOrigins.ts). */
  | 'origin';

export type Outgoing = EmbedEvent & { tfl: typeof EMBED_PROTOCOL };

/**
 * The engine's clock resolution, as ticks a second: a nanosecond, as ns-3's Time (the calendar
 * queue's buckets are no narrower). A time in an event is rounded to it, so a course page reads 4.7436,
 * not the 4.743600000000092 that adding frame steps in floating point leaves.
 */
export const CLOCK_TICKS_PER_SEC = 1e9;

/** `t` rounded to the engine's clock resolution (divided, not multiplied by 1e-9: that would add noise of its own). */
export function roundToClock(t: number): number {
  return Number.isFinite(t) ? Math.round(t * CLOCK_TICKS_PER_SEC) / CLOCK_TICKS_PER_SEC : t;
}

export function outgoing(event: EmbedEvent): Outgoing {
  const out: Outgoing = { tfl: EMBED_PROTOCOL, ...event };
  if ('timeSec' in out) out.timeSec = roundToClock(out.timeSec);
  return out;
}

// ------------------------------------------------------------------ reading

export type ReadResult =
  /** Not addressed to us (no `tfl` field): ignored silently, since a course page may post other things to its frames. */
  | { kind: 'ignore' }
  | { kind: 'command'; command: EmbedCommand }
  | { kind: 'error'; id?: MessageId; code: ErrorCode; message: string };

/** Reads one message's data. Never throws, and never returns a command the schemas did not accept. */
export function readEmbedMessage(data: unknown): ReadResult {
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !Object.hasOwn(data, 'tfl')) return { kind: 'ignore' };
  const m = data as Record<string, unknown>;
  const rawId = m.id;
  const echo = id.safeParse(rawId);
  const idField = echo.success ? { id: echo.data } : {};
  if (m.tfl !== EMBED_PROTOCOL) {
    return { kind: 'error', ...idField, code: 'bad-envelope', message: `tfl: must be ${EMBED_PROTOCOL}, the protocol version this lab speaks (got ${got(m.tfl)})` };
  }
  const type = m.type;
  if (typeof type !== 'string' || !Object.hasOwn(SCHEMAS, type)) {
    return { kind: 'error', ...idField, code: 'unknown-type', message: `type: must be one of ${COMMAND_TYPES.join(', ')} (got ${got(type)})` };
  }
  const r = SCHEMAS[type as keyof typeof SCHEMAS].safeParse(data);
  if (!r.success) {
    const message = r.error.issues
      .slice(0, 5)
      .map((iss) => `${iss.path.length > 0 ? iss.path.map(String).join('.') : type}: ${iss.code === 'unrecognized_keys' ? `unknown field ${iss.keys.map((k) => JSON.stringify(k)).join(', ')}` : iss.message}`)
      .join('; ');
    return { kind: 'error', ...idField, code: 'invalid', message };
  }
  const { tfl: _tfl, ...command } = r.data as EmbedCommand & { tfl: number };
  return { kind: 'command', command: command as EmbedCommand };
}
