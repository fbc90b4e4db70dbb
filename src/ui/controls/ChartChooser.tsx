// The lab's list of charts to show: only charts with something to draw (a variant's state chart
// once a flow of that variant runs).
import { useLingui } from '@lingui/react/macro';
import type { FlowInfo } from '../../worker/protocol';
import { canDraw } from '../charts/chartChoice';
import { CHART_IDS, CHART_TITLES, type ChartId } from '../charts/types';

export function ChartChooser({ charts, flows, onChange, disabled }: { charts: readonly ChartId[]; flows: readonly FlowInfo[]; onChange: (c: ChartId[]) => void; disabled: boolean }) {
  const offered = CHART_IDS.filter((id) => canDraw(id, flows));
  const { t } = useLingui();
  return (
    <details className="panel">
      <summary>{t`Charts shown`}</summary>
      <fieldset className="plain" disabled={disabled}>
        {offered.map((id) => (
          <label key={id} className="checkbox">
            <input
              type="checkbox"
              checked={charts.includes(id)}
              onChange={(e) => onChange(CHART_IDS.filter((c) => (c === id ? e.target.checked : charts.includes(c))))}
            />
            {CHART_TITLES[id]}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
