// The shape of a lesson's front matter, checked with zod: the paper, level and duration, the
// scenario and its timed changes, the controls and charts, the questions, the measures the text
// quotes and the claims the tests check. Every message names the field (see parseLesson).
import * as z from 'zod';
import { CHART_IDS } from '../share/LabUrlState';
import { CONTROL_IDS } from '../share/controls';
import { FLOW_FIELDS, GLOBAL_FIELDS } from '../sim/metrics/Sampler';
import type { ScenarioChange } from '../sim/scenario/Scenario';

/** Where each lesson comes from: the papers in shared/papers (see its README) and the standard behind the basics. */
export const PAPERS = {
  'rfc5681': { cite: 'Allman, Paxson & Blanton, RFC 5681: TCP Congestion Control (2009); Jacobson, Congestion Avoidance and Control (1988)', short: 'RFC 5681 (the basics)' },
  'tsang-chang': { cite: 'Tsang & Chang, A Simulation Study on the Throughput Fairness of TCP Vegas', short: 'Tsang & Chang' },
  'de-vendictis': { cite: 'De Vendictis & Baiocchi, Modeling a Mixed TCP Vegas and TCP Reno Scenario', short: 'De Vendictis & Baiocchi' },
  'reno-vegas-newreno': { cite: 'A comparison of Reno, Vegas and NewReno over drop-tail and RED (ns-2)', short: 'Reno/Vegas/NewReno comparison' },
  'vegas-plus': { cite: 'TCP Vegas+ (an ns-3 course project)', short: 'TCP Vegas+' },
  'brakmo-peterson': { cite: 'Brakmo & Peterson, TCP Vegas: End to End Congestion Avoidance on a Global Internet (IEEE JSAC, 1995)', short: 'Brakmo & Peterson' },
} as const;
export type PaperId = keyof typeof PAPERS;

export const LEVELS = ['introductory', 'intermediate', 'advanced'] as const;

/** What a measure computes over its window (see measures.ts for the exact definitions). */
export const METRICS = [
  'goodput', 'share', 'jain', 'drops', 'mean', 'max', 'min', 'first', 'last', 'change', 'riseRate', 'timeToReach', 'fractionInBand',
  'retransmitted', 'timeouts', 'completion',
] as const;
export const FIELDS = [...GLOBAL_FIELDS.filter((f) => f !== 'timeSec'), ...FLOW_FIELDS] as const;

/** A field's message, or "is required" when it is missing. */
const msg = (m: string) => (iss: { input?: unknown }) => (iss.input === undefined ? 'is required' : m);

const text = (max: number) => z.string({ error: msg('must be a string') }).min(1, { error: msg('must not be empty') }).max(max, { error: msg(`must be at most ${max} characters`) });
const seconds = z.number({ error: msg('must be a number of seconds') }).min(0, { error: msg('must be ≥ 0 s') }).max(36000, { error: msg('must be at most 36000 s') });

/** Which flows a measure is about: an index (0 = the first flow as expanded), a list, or a name prefix. */
const flowSelector = z.union([z.number().int().min(0), z.array(z.number().int().min(0)).min(1), z.string().min(1)], {
  error: 'must be a flow index (0 = first), a list of indices, or the start of flow names',
});

const simpleMeasure = z.strictObject({
  metric: z.enum(METRICS, { error: msg(`must be one of ${METRICS.join(', ')}`) }),
  /** The trace field for mean/max/min/first/last/change/timeToReach (flow fields need `flow`). */
  field: z.enum(FIELDS, { error: msg(`must be one of ${FIELDS.join(', ')}`) }).optional(),
  flow: flowSelector.optional(),
  from: seconds.default(0),
  to: seconds,
  /** timeToReach: the value the field must reach. */
  threshold: z.number().optional(),
  label: text(120).optional(),
  unit: z.string().max(20).optional(),
  digits: z.number().int().min(0).max(6).default(2),
});
const ratioMeasure = z.strictObject({
  ratio: z.tuple([z.string(), z.string()], { error: msg('must be [numerator, denominator], two measure names') }),
  label: text(120).optional(),
  unit: z.string().max(20).optional(),
  digits: z.number().int().min(0).max(6).default(2),
});
const differenceMeasure = z.strictObject({
  difference: z.tuple([z.string(), z.string()], { error: msg('must be [a, b], two measure names (a − b)') }),
  label: text(120).optional(),
  unit: z.string().max(20).optional(),
  digits: z.number().int().min(0).max(6).default(2),
});
const productMeasure = z.strictObject({
  product: z.tuple([z.string(), z.string()], { error: msg('must be [a, b], two measure names (a × b)') }),
  label: text(120).optional(),
  unit: z.string().max(20).optional(),
  digits: z.number().int().min(0).max(6).default(2),
});
export const measureSchema = z.union([simpleMeasure, ratioMeasure, differenceMeasure, productMeasure], {
  error: 'must be a measure: { metric, …, to } or { ratio: [a, b] }, { difference: [a, b] }, { product: [a, b] }',
});
export type MeasureSpec = z.output<typeof measureSchema>;
export type SimpleMeasure = z.output<typeof simpleMeasure>;

/**
 * A timed change, in the scenario timeline's shape ({ atSec, flow | link, key, value }); only the
 * shape is checked here: parseLesson checks the changes against the scenario with parseScenario,
 * the timeline's own rules.
 */
export const changeSchema = z.record(z.string(), z.unknown(), { error: msg('must be a change { atSec, flow, key, value } or { atSec, link, key, value }') });
export type LessonChange = ScenarioChange;

const scenarioRef = z.union([z.strictObject({ file: text(200) }), z.strictObject({ preset: text(100) })], {
  error: 'must be { file: "scenarios/….json" } (relative to lessons/) or { preset: "<preset name>" }',
});

const choice = z.strictObject({
  text: text(300),
  correct: z.boolean().default(false),
  /** Feedback shown once the question is answered (why this choice is right or wrong). */
  why: text(1000).optional(),
});
const question = z.strictObject({
  question: text(500),
  choices: z.array(choice).min(2, { error: msg('must have at least two choices') }).max(6),
});

const claim = z
  .strictObject({
    /** The claim in words, as the report and a failing test print it. */
    claim: text(300),
    /** The measure it is about (a name from `measures`). */
    measure: text(60),
    atLeast: z.number().optional(),
    atMost: z.number().optional(),
    /** Seeds to run: a count n (seeds 1 … n) or a list. */
    seeds: z.union([z.number().int().min(1).max(50), z.array(z.number().int().min(1)).min(1).max(50)]).default(1),
    /** Each seed also shifts every flow's start by a uniform draw from [0, startJitterSec) (0: starts as written). */
    startJitterSec: z.number().min(0).max(10).default(0),
    /** 'each': every seed must hold the bound; 'mean': the mean over seeds must. */
    over: z.enum(['each', 'mean']).default('each'),
    /** Another scenario for this claim (a comparison run); it then takes only its own `changes`. */
    scenario: scenarioRef.optional(),
    changes: z.array(changeSchema).optional(),
  })
  .refine((c) => c.atLeast !== undefined || c.atMost !== undefined, { error: 'needs atLeast or atMost (or both)', path: ['atLeast'] });
export type ClaimSpec = z.output<typeof claim>;

const cue = z.strictObject({
  /** What to do or look at (Markdown). */
  say: text(1000),
  /** Offer "Run to … s" (and pause there). */
  runTo: seconds.optional(),
  /** Indices into the lesson's `changes` that this cue asks the student to make. */
  change: z.array(z.number().int().min(0)).optional(),
  /** Charts to point at. */
  charts: z.array(z.enum(CHART_IDS as unknown as [string, ...string[]])).optional(),
});

export const frontMatterSchema = z.strictObject({
  title: text(120),
  /** Position in the course (1 = first). */
  order: z.number({ error: msg('must be a whole number') }).int().min(1),
  paper: z.enum(Object.keys(PAPERS) as [PaperId, ...PaperId[]], { error: msg(`must be one of ${Object.keys(PAPERS).join(', ')}`) }),
  /** Where in the paper (section, table, figure). */
  where: text(200).optional(),
  level: z.enum(LEVELS, { error: msg(`must be one of ${LEVELS.join(', ')}`) }),
  durationMin: z.number({ error: msg('must be a number of minutes') }).int().min(5).max(120),
  goal: text(500),
  scenario: scenarioRef,
  changes: z.array(changeSchema).default([]),
  controls: z
    .strictObject({
      open: z.array(z.enum(CONTROL_IDS, { error: msg(`must be one of ${CONTROL_IDS.join(', ')}`) })).default([]),
      hidden: z.array(z.enum(CONTROL_IDS, { error: msg(`must be one of ${CONTROL_IDS.join(', ')}`) })).default([]),
    })
    .default({ open: [], hidden: [] }),
  charts: z.array(z.enum(CHART_IDS as unknown as [string, ...string[]], { error: msg(`must be one of ${CHART_IDS.join(', ')}`) })).min(1),
  predict: question,
  observe: z.array(cue).min(1),
  check: z.array(question).min(1).max(3),
  measures: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: msg('measure names are letters, digits and _') }), measureSchema),
  claims: z.array(claim).min(1),
  /** Where to go next (Markdown). */
  next: text(1000).optional(),
});
export type LessonFrontMatter = z.output<typeof frontMatterSchema>;
