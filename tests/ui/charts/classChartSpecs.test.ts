// The many-flows view's spread bands: faint enough that two classes' bands overlapping stay
// light (not a grey-brown of neither colour), and edged in each class's colour.
import { describe, expect, it } from 'vitest';
import { classSpec } from '../../../src/ui/charts/classChartSpecs';
import type { ChartSpec } from '../../../src/ui/charts/labChartSpecs';
import type { ClassTrace } from '../../../src/ui/lab/ClassTrace';
import { flowClasses } from '../../../src/ui/lab/flowClasses';
import { FLOW_COLORS } from '../../../src/ui/theme';
import type { FlowInfo } from '../../../src/worker/protocol';
import { labOfStack } from './colorVision';

const info = (index: number, variant: FlowInfo['variant']): FlowInfo => ({ index, name: `${variant} ${index + 1}`, variant, startSec: 0, baseRttSec: 0.05, fromHop: 0, toHop: 1 });
const classes = flowClasses([info(0, 'vegas'), info(1, 'vegas'), info(2, 'reno'), info(3, 'reno')]);
/** Every class's columns: three samples (what is in them does not matter here). */
const trace = { column: () => ({ mean: new Float32Array(3), low: new Float32Array(3), high: new Float32Array(3) }) } as unknown as ClassTrace;
const perFlow: ChartSpec = { title: 'Congestion window', y: { label: 'cwnd', unit: { kind: 'plain', name: 'packets', factor: 1 } }, series: [], rules: [], bands: [] } as unknown as ChartSpec;

describe('class spread bands', () => {
  const spec = classSpec(perFlow, 'cwnd', trace, classes, 3);

  it('are edged in their class’s colour', () => {
    expect(spec.bands.map((b) => [b.color, b.outline])).toEqual(spec.series.map((s) => [s.color, true]));
  });

  it('stay light where two classes overlap (L* ≥ 85), for every pair of the palette', () => {
    const opacity = spec.bands[0].opacity!;
    for (let i = 0; i < FLOW_COLORS.length; i++) {
      for (let j = 0; j < FLOW_COLORS.length; j++) {
        if (i === j) continue;
        const [l] = labOfStack([
          { hex: FLOW_COLORS[i], opacity },
          { hex: FLOW_COLORS[j], opacity },
        ]);
        expect(l, `${FLOW_COLORS[i]} under ${FLOW_COLORS[j]}`).toBeGreaterThanOrEqual(85);
      }
    }
  });
});
