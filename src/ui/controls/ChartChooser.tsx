// The lab's list of charts to show: only charts with something to draw (a variant's state chart
// once a flow of that variant runs, the queue discipline's chart for a discipline with observables).
import { useLingui } from '@lingui/react/macro';
import type { QueueKind } from '../../sim/queue/registry';
import type { FlowInfo } from '../../worker/protocol';
import { canDraw } from '../charts/chartChoice';
import { CHART_IDS, type ChartId } from '../charts/types';
import { chartTitle } from '../charts/chartTitles';

export function ChartChooser(props: { charts: readonly ChartId[]; flows: readonly FlowInfo[]; queueKind: QueueKind; onChange: (c: ChartId[]) => void; disabled: boolean }) {
  const { charts, flows, queueKind, onChange, disabled } = props;
  const offered = CHART_IDS.filter((id) => canDraw(id, flows, queueKind));
  const { t, i18n } = useLingui();
  return (
    <details className="panel chart-chooser">
      <summary>{t`Charts shown`}</summary>
      <fieldset className="plain" disabled={disabled}>
        {offered.map((id) => (
          <label key={id} className="checkbox">
            <input
              type="checkbox"
              checked={charts.includes(id)}
              onChange={(e) => onChange(CHART_IDS.filter((c) => (c === id ? e.target.checked : charts.includes(c))))}
            />
            {chartTitle(id, i18n)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
