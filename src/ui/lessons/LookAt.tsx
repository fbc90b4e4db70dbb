// A cue's pointer to the charts it asks students to read ("Look at: bottleneck queue, round-trip
// time."), each chart's name a button that brings the chart into view: on a phone the charts lie a
// few screens below the cues. The charts' names are the lab's.
import { Fragment } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ChartId } from '../../share/LabUrlState';
import { chartNameInSentence } from '../charts/chartTitles';

/** Stands for the list of charts in the translated sentence, which is cut there to put the charts' buttons in. */
const LIST_MARK = '\u0000';

/** "Look at: …" for `charts`, each name a button calling `onShow` with its chart. */
export function LookAt({ charts, onShow }: { charts: readonly string[]; onShow: (chart: string) => void }) {
  const { i18n } = useLingui();
  const list = LIST_MARK;
  const [before, after = ''] = i18n._(msg`Look at: ${list}.`).split(LIST_MARK);
  const separator = i18n._(msg({ id: 'list.separator', message: ', ' }));
  return (
    <span className="cue__charts">
      {' '}
      {/* "Look at:" stays whole; the space after it is outside, where the line may break. */}
      <span className="cue__look">{before.trimEnd()}</span>
      {before.trimEnd() !== before && ' '}
      {charts.map((c, k) => {
        const name = chartNameInSentence(c as ChartId, i18n);
        // Each name keeps the punctuation after it (a comma, the closing full stop) on its line; the
        // separator's space, outside, is where the line may break.
        const punctuation = k < charts.length - 1 ? separator : after;
        return (
          <Fragment key={c}>
            <span className="cue__item">
              <button type="button" className="cue__chart" onClick={() => onShow(c)}>
                {name}
              </button>
              {punctuation.trimEnd()}
            </span>
            {punctuation.trimEnd() !== punctuation && ' '}
          </Fragment>
        );
      })}
    </span>
  );
}

/** Scrolls chart `id` of the lesson's lab into view and moves the keyboard there (its plot, which reads it out). */
export function showChart(root: HTMLElement | null, id: string): void {
  const cell = root?.querySelector<HTMLElement>(`[data-chart-id="${CSS.escape(id)}"]`);
  if (!cell) return;
  const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
  cell.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  cell.querySelector<HTMLElement>('[tabindex="0"]')?.focus({ preventScroll: true });
}
