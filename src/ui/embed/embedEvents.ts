// What a lesson page tells the embedding API (a prediction, a step completed, a check answered):
// the lesson publishes here whether or not it is embedded; the bridge, when there is one, sends
// each to the course page. The lesson never needs to know about frames or origins.
import type { EmbedEvent } from '../../share/embedMessages';

type LessonEvent = Extract<EmbedEvent, { type: 'prediction' | 'stepCompleted' | 'answer' }>;

const listeners = new Set<(e: LessonEvent) => void>();

export function publishLessonEvent(e: LessonEvent): void {
  for (const l of listeners) l(e);
}

export function subscribeLessonEvents(fn: (e: LessonEvent) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
