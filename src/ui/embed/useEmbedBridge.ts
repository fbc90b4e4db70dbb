// Joins the embedding API to a page: when the page is in a frame, a bridge reads the parent's
// commands and carries them out on the page's lab, and the lab's life (ready, loads, time, play
// and pause, and the lesson's events) is sent to the parent. Outside a frame it does nothing.
import { useEffect, useRef } from 'react';
import { COMMAND_TYPES, type EmbedCommand, type EmbedEvent, type RunState } from '../../share/embedMessages';
import { originPolicy } from '../../share/embedOrigins';
import type { LabModel } from '../lab/LabModel';
import { EmbedBridge } from './EmbedBridge';
import { subscribeLessonEvents } from './embedEvents';
import { carryOut } from './labCommands';

/** Wall ms between `time` events while the clock moves (a course page need not hear 60 a second). */
export const TIME_EVERY_MS = 250;

export interface EmbedPage {
  page: 'lab' | 'lesson';
  /** The lesson's id, on a lesson page. */
  lesson?: string;
  /** Why commands cannot be carried out now (a lesson before its lab is open), or null. `load` is never taken on a lesson page. */
  refuse?: (command: EmbedCommand) => string | null;
}

/** The parent page's origin as the browser tells it before any message arrives, if it does. */
function parentOriginHint(): string | null {
  const ancestors = (window.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

function runState(m: LabModel): RunState {
  return m.status.finished ? 'finished' : m.status.running ? 'playing' : 'paused';
}

export function useEmbedBridge(model: LabModel | null, page: EmbedPage): void {
  const pageRef = useRef(page);
  useEffect(() => {
    pageRef.current = page;
  });
  const lesson = page.lesson;
  const kind = page.page;

  useEffect(() => {
    if (!model || window.parent === window) return;
    const policy = originPolicy(import.meta.env.VITE_EMBED_ORIGINS as string | undefined, new URLSearchParams(window.location.search).getAll('parentOrigin'));
    const problem = `Embedding: ${policy.problems.join('; ')}. Those origins are not allowed to talk to the lab.`;
    // Said once, however often the page's effects run (React runs them twice in development).
    if (policy.problems.length > 0 && !model.notices.some((n) => n.text === problem)) model.notify('error', problem);

    const ready = (): EmbedEvent => ({
      type: 'ready',
      page: kind,
      ...(lesson ? { lesson } : {}),
      ...(model.scenario?.title ? { title: model.scenario.title } : {}),
      timeSec: model.status.timeSec,
      durationSec: model.scenario?.durationSec ?? null,
      commands: kind === 'lesson' ? COMMAND_TYPES.filter((c) => c !== 'load') : COMMAND_TYPES,
    });
    const bridge = new EmbedBridge({
      win: window,
      ownOrigin: window.location.origin,
      policy,
      parentOriginHint: parentOriginHint(),
      onCommand: (command) => {
        if (command.type === 'hello') {
          bridge.send(ready());
          return null;
        }
        if (kind === 'lesson' && command.type === 'load') return 'a lesson runs its own scenario; embed the lab (not a lesson) to load others';
        const refused = pageRef.current.refuse?.(command) ?? null;
        return refused ?? carryOut(model, command);
      },
    });

    // The lab's life, as events. `ready` once the first scenario is loaded; then each load, the
    // run state when it changes, and the clock.
    let sentReady = false;
    let loads = model.loads;
    let state: RunState | null = null;
    let lastTime = -1;
    let lastTimeAt = -Infinity;
    const watch = () => {
      const s = model.scenario;
      if (!s) return;
      if (!sentReady) {
        sentReady = true;
        loads = model.loads;
        bridge.send(ready());
      } else if (model.loads !== loads) {
        loads = model.loads;
        bridge.send({ type: 'loaded', ...(s.title ? { title: s.title } : {}), durationSec: s.durationSec, flows: model.flows.length });
      }
      const now = performance.now();
      const t = model.status.timeSec;
      const st = runState(model);
      if (st !== state) {
        state = st;
        lastTime = t;
        lastTimeAt = now;
        bridge.send({ type: 'runState', state: st, timeSec: t });
      } else if (t !== lastTime && (st !== 'playing' || now - lastTimeAt >= TIME_EVERY_MS)) {
        // While playing, at most every TIME_EVERY_MS; a paused clock that moves (a step, a seek) at once.
        lastTime = t;
        lastTimeAt = now;
        bridge.send({ type: 'time', timeSec: t, durationSec: s.durationSec });
      }
    };
    const unwatch = model.subscribe(watch);
    watch();
    const unlisten = subscribeLessonEvents((e) => bridge.send(e));
    return () => {
      unwatch();
      unlisten();
      bridge.dispose();
    };
  }, [model, kind, lesson]);
}
