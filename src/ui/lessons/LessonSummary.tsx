// The summary beside a lesson's lab: per step, the window that step is about (as the explanation
// quotes it), each flow's goodput and share of it, Jain's index and the link's utilisation over
// that window — computed from the run's trace as the explanation's numbers are, and "not yet"
// until the run has covered the window.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MeasureSpec } from '../../lessons/lessonSchema';
import { computeMeasures } from '../../lessons/measures';
import type { Lesson } from '../../lessons/parseLesson';
import { stepWindows } from '../../lessons/stepWindows';
import type { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';
import { formatFixed, formatNumber, formatPercent, withUnit } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { labTraceView } from './traceView';

export function LessonSummary({ lesson, model }: { lesson: Lesson; model: LabModel }) {
  const version = useLab(model, (m) => m.store.version);
  const flows = useLab(model, (m) => m.flows);
  const windows = useMemo(() => stepWindows(lesson), [lesson]);
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // The clock as the table shows it (to a tenth of a second) and the step the run is in: with the
  // trace's version, what the table renders again for, not every change the lab tells of.
  const clock = useLab(model, (m) => clockText(locale, m.status.timeSec));
  const current = useLab(model, (m) => currentWindow(windows, m.status.timeSec));
  const tcp = flows.filter((f) => f.variant !== 'cbr');
  const rows = useMemo(() => {
    const view = labTraceView(model);
    return windows.map((w) => {
      const specs: Record<string, MeasureSpec> = {
        jain: { metric: 'jain', from: w.fromSec, to: w.toSec, digits: 3 },
        util: { metric: 'mean', field: 'utilization', from: w.fromSec, to: w.toSec, digits: 3 },
      };
      tcp.forEach((f, k) => {
        specs[`g${k}`] = { metric: 'goodput', flow: f.index, from: w.fromSec, to: w.toSec, digits: 0 };
      });
      return { w, v: computeMeasures(view, specs) };
    });
    // Recomputed whenever the trace or the flows change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model, windows, version, flows]);
  if (windows.length === 0) return null;
  const now = withUnit(locale, clock, 's');
  return (
    <section className="panel summary lesson-summary" aria-labelledby="lesson-summary-heading" data-testid="lesson-summary">
      <h2 id="lesson-summary-heading">{t`Summary, step by step`}</h2>
      <p className="muted">{t`Each row covers the window its step is about, as the explanation quotes it.`}</p>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t`Step · window`}</th>
              {tcp.map((f) => {
                const flow = f.name;
                return (
                  <th key={f.index} scope="col">
                    {t`${flow}: goodput (share)`}
                  </th>
                );
              })}
              <th scope="col">{t`Jain's index`}</th>
              <th scope="col">{t`Utilisation`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ w, v }, k) => {
              const ready = Number.isFinite(v.jain) || Number.isFinite(v.util);
              const total = tcp.reduce((s, _, i) => s + (Number.isFinite(v[`g${i}`]) ? v[`g${i}`] : 0), 0);
              const step = w.cue + 1;
              // A word joiner after the dash: a narrow column breaks before the window, not inside it.
              const window = withUnit(locale, `${formatNumber(locale, w.fromSec, 6)}–\u2060${formatNumber(locale, w.toSec, 6)}`, 's');
              const until = withUnit(locale, formatNumber(locale, w.toSec, 6), 's');
              return (
                <tr key={w.cue} aria-current={k === current ? 'step' : undefined} className={k === current ? 'lesson-summary__current' : undefined}>
                  <th scope="row">
                    {t`Step ${step} · ${window}`}
                  </th>
                  {ready ? (
                    <>
                      {tcp.map((f, i) => (
                        <td key={f.index}>
                          {Number.isFinite(v[`g${i}`]) ? `${withUnit(locale, formatFixed(locale, v[`g${i}`], 0), 'kb/s')} (${total > 0 ? formatPercent(locale, v[`g${i}`] / total) : '–'})` : '–'}
                        </td>
                      ))}
                      <td>{Number.isFinite(v.jain) ? formatFixed(locale, v.jain, 3) : '–'}</td>
                      <td>{Number.isFinite(v.util) ? formatPercent(locale, v.util, 1) : '–'}</td>
                    </>
                  ) : (
                    <td colSpan={tcp.length + 2} className="muted">
                      <span className="lesson-summary__pending">{t`not yet — the run reaches ${until} later (now ${now})`}</span>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The step the run is in at `timeSec`: the first window not yet covered (−1 once all are). */
function currentWindow(windows: readonly { toSec: number }[], timeSec: number): number {
  return windows.findIndex((w) => timeSec < w.toSec - 1e-6);
}

/** The last clock formatted: the model tells its subscribers of every change, the time moves less often. */
let lastClock = { locale: '', sec: NaN, text: '' };

/** `sec` to a tenth, as the table shows it. */
function clockText(locale: Locale, sec: number): string {
  if (sec !== lastClock.sec || locale !== lastClock.locale) lastClock = { locale, sec, text: formatFixed(locale, sec, 1) };
  return lastClock.text;
}
