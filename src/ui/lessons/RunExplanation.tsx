// The Explain step's text for the run on screen: the lesson's conditional text resolved against
// this run's measures and script (conditionalText), a note naming how the run left the script,
// and the run's numbers filled in. A block whose measures the run has not reached yet waits.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { resolveText } from '../../lessons/conditionalText';
import { formatMeasure, type MeasureValues } from '../../lessons/measures';
import type { Lesson } from '../../lessons/parseLesson';
import { ON_TIME_SEC, scriptFlags, scriptStatus, type ScriptStatus } from '../../lessons/scriptStatus';
import type { Scenario } from '../../sim/scenario/Scenario';
import { renderLessonMarkdown, useMathVersion } from './lessonMarkdown';

/** What a change did, in words, for the departure note. */
function describeEdit(c: { atSec: number; key: string; value: unknown } & ({ flow: number } | { link: number }), lesson: Lesson): string {
  const who = 'flow' in c ? (lesson.expanded.flows[c.flow]?.name ?? `flow ${c.flow}`) : 'the bottleneck';
  return `${who}'s ${c.key} at ${c.atSec.toFixed(1)} s`;
}

/** The departure note's sentences (empty when the run followed the script so far; `nowSec`: how far it has got). */
export function departures(lesson: Lesson, s: ScriptStatus, nowSec: number): string[] {
  if (s.scripted) return [];
  const out: string[] = [];
  lesson.changes.forEach((c, i) => {
    // A change still ahead of the run is not missed yet.
    if (s.made[i] || c.atSec > nowSec + ON_TIME_SEC) return;
    const who = 'flow' in c ? (lesson.expanded.flows[c.flow]?.name ?? `flow ${c.flow}`) : 'the bottleneck';
    out.push(`the lesson’s change at ${c.atSec} s (${who}: ${c.key} → ${typeof c.value === 'object' ? 'its new setting' : String(c.value)}) was not made then`);
  });
  if (s.extra.length > 0) out.push(`you made ${s.extra.length === 1 ? 'a change' : `${s.extra.length} changes`} the lesson did not ask for (${s.extra.slice(0, 3).map((c) => describeEdit(c, lesson)).join('; ')}${s.extra.length > 3 ? '; …' : ''})`);
  if (s.otherStart) out.push('the run started from other settings than the lesson’s');
  return out;
}

export function RunExplanation({ lesson, run, values, pendingUntilSec, nowSec }: { lesson: Lesson; run: Scenario | null; values: MeasureValues; pendingUntilSec: number; nowSec: number }) {
  const status = useMemo(() => (run ? scriptStatus(lesson.scenario, lesson.changes, run) : null), [lesson, run]);
  const flags = useMemo(() => (status ? scriptFlags(status, lesson.changes, nowSec) : {}), [status, lesson, nowSec]);
  const resolved = useMemo(
    () => resolveText(lesson.explain, { values, flags }, `<p class="hint explain__pending">This part of the explanation depends on numbers your run has not reached yet (it is written once the run reaches ${pendingUntilSec} s).</p>`),
    [lesson, values, flags, pendingUntilSec],
  );
  const math = useMathVersion(resolved.md);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- math: typeset again once KaTeX is here
  const html = useMemo(() => renderLessonMarkdown(resolved.md), [resolved.md, math]);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>('output[data-measure]').forEach((el) => {
      const name = el.dataset.measure!;
      el.textContent = formatMeasure(lesson.measures[name], values[name]);
    });
  });
  const away = status ? departures(lesson, status, nowSec) : [];
  return (
    <>
      {away.length > 0 && (
        <div className="explain__departed" role="note" data-testid="departed">
          <strong>Your run left the lesson’s script:</strong> {away.join('; ')}. The explanation below speaks about
          your run as it happened.
        </div>
      )}
      <div ref={ref} className="markdown" data-testid="explanation" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
