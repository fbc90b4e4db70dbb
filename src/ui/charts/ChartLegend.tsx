// A time chart's legend as HTML under the plot; with many lines (30 flows would push the chart off
// screen), the first LEGEND_FOLD_AFTER and a button for the rest.
import { memo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LegendItem } from './chartModel';

/** Legend lines listed before the rest is folded away (30 flows would push the chart off screen). */
export const LEGEND_FOLD_AFTER = 12;

/** `dir`: the language's direction (the legend is text, though it sits under a left-to-right plot). */
function Legend({ items, title, dir }: { items: readonly LegendItem[]; title: string; dir?: 'ltr' | 'rtl' }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const lines = items.filter((i) => i.kind === 'line');
  const fold = lines.length > LEGEND_FOLD_AFTER + 2;
  const folded = fold && !open ? new Set(lines.slice(LEGEND_FOLD_AFTER).map((i) => i.key)) : null;
  const shown = folded ? items.filter((i) => !folded.has(i.key)) : items;
  const rest = lines.length - LEGEND_FOLD_AFTER;
  // Until the first samples name the lines, the legend keeps its line (the same element, so
  // nothing holding it loses it): the charts below would otherwise move down under the reader's
  // pointer or focus as the run starts.
  const waiting = items.length === 0;
  return (
    <ul className="tc-legend" aria-label={waiting ? undefined : t`${title}: legend`} aria-hidden={waiting || undefined} dir={dir}>
      {waiting && <li>{'\u00a0'}</li>}
      {shown.map((item) => (
        <li key={item.key}>
          <svg className="tc-swatch" width={22} height={10} aria-hidden="true">
            {item.kind === 'band' ? (
              <rect x={0} y={1} width={22} height={8} fill={item.color} fillOpacity={item.opacity ?? 0.3} />
            ) : (
              <line x1={0} x2={22} y1={5} y2={5} stroke={item.color} strokeWidth={2.5} strokeDasharray={item.dash || undefined} />
            )}
          </svg>
          {item.label}
        </li>
      ))}
      {fold && (
        <li>
          <button type="button" className="tc-legend-more" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t`Show fewer` : t`and ${rest} more…`}
          </button>
        </li>
      )}
    </ul>
  );
}

/** Two legends list the same lines alike. */
export function sameLegend(a: readonly LegendItem[], b: readonly LegendItem[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x.key !== y.key || x.label !== y.label || x.color !== y.color || x.dash !== y.dash || x.kind !== y.kind || x.opacity !== y.opacity) return false;
  }
  return true;
}

/**
 * The legend, rendered again only when its lines, title or direction change: a live chart builds a
 * new model (and legend) at every frame, listing the same lines.
 */
export const ChartLegend = memo(Legend, (a, b) => a.title === b.title && a.dir === b.dir && sameLegend(a.items, b.items));
