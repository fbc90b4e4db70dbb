// A student's progress, kept in this browser (localStorage): per lesson, the prediction (a choice
// index or 'skipped'), the answers to the check questions, and the furthest step reached. Where the
// browser refuses to keep it, it lives in this page's memory (browserStorage.ts) and a notice says so.
import { useSyncExternalStore } from 'react';
import { t } from '@lingui/core/macro';
import { keeping, onUnsavedChange, readStored, writeStored } from '../storage/browserStorage';
import { findSummary } from './lessonCatalog';

export type Step = 'predict' | 'lab' | 'explain' | 'check';
export const STEPS: readonly Step[] = ['predict', 'lab', 'explain', 'check'];

export interface LessonProgress {
  prediction?: number | 'skipped';
  /** Chosen answer per check question. */
  answers: (number | null)[];
  step: Step;
}

const KEY = 'tfl.lessons.v1';
const EVENT = 'tfl:progress';

function readAll(): Record<string, LessonProgress> {
  try {
    const v = JSON.parse(readStored(KEY) ?? '{}') as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, LessonProgress>) : {};
  } catch {
    return {};
  }
}

let cache: { text: string | null; value: Record<string, LessonProgress> } | null = null;

function snapshot(): Record<string, LessonProgress> {
  const text = readStored(KEY);
  if (!cache || cache.text !== text) cache = { text, value: readAll() };
  return cache.value;
}

export function lessonProgress(all: Record<string, LessonProgress>, id: string): LessonProgress {
  const p = all[id];
  return { answers: Array.isArray(p?.answers) ? p.answers : [], step: STEPS.includes(p?.step as Step) ? p!.step : 'predict', prediction: p?.prediction };
}

/** A check question as far as progress cares: which of its choices is right. */
export interface CheckQuestion {
  choices: readonly { correct?: boolean }[];
}

/**
 * A lesson is done once every check question has its right answer chosen: a wrong answer shows
 * the right one, and the student finishes by choosing it, not by having clicked something.
 */
export function isDone(p: LessonProgress, questions: readonly CheckQuestion[]): boolean {
  return questions.every((q, k) => {
    const a = p.answers[k];
    return typeof a === 'number' && q.choices[a]?.correct === true;
  });
}

export function saveProgress(id: string, patch: Partial<LessonProgress>): void {
  const all = readAll();
  all[id] = { ...lessonProgress(all, id), ...patch };
  const title = findSummary(id)?.title ?? id;
  writeStored(KEY, JSON.stringify(all), t`your progress in the course (last: the lesson “${title}”)`);
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(fn: () => void): () => void {
  window.addEventListener(EVENT, fn);
  window.addEventListener('storage', fn);
  return () => {
    window.removeEventListener(EVENT, fn);
    window.removeEventListener('storage', fn);
  };
}

export function useProgress(): Record<string, LessonProgress> {
  return useSyncExternalStore(subscribe, snapshot, () => ({}));
}

/** Whether the course progress outlives this page ('kept'), or why not (see browserStorage's `keeping`). */
export function useProgressKeeping(): ReturnType<typeof keeping> {
  return useSyncExternalStore(onUnsavedChange, () => keeping(KEY), () => 'kept');
}
