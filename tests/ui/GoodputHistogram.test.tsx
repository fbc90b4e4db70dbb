// @vitest-environment jsdom
/// <reference lib="dom" />
// The goodput histogram names its classes: a legend with each class's colour, as the bars are stacked.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GoodputHistogram } from '../../src/ui/GoodputHistogram';
import { flowClasses } from '../../src/ui/lab/flowClasses';
import { flowColor } from '../../src/ui/theme';
import type { FlowInfo } from '../../src/worker/protocol';

afterEach(cleanup);

const info = (index: number, variant: FlowInfo['variant']): FlowInfo => ({ index, name: `${variant} ${index + 1}`, variant, startSec: 0, baseRttSec: 0.05, fromHop: 0, toHop: 1 });

describe('GoodputHistogram', () => {
  it('has a legend naming each class beside its bars’ colour', () => {
    const classes = flowClasses([info(0, 'vegas'), info(1, 'vegas'), info(2, 'vegas'), info(3, 'reno')]);
    const { container } = render(<GoodputHistogram classes={classes} goodputOf={(f) => 1e5 * (f + 1)} fairShareBps={2e5} />);
    const legend = screen.getByRole('list', { name: 'Classes' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Vegas (3 flows)', 'Reno (1 flow)']);
    const barColors = new Set(Array.from(container.querySelectorAll('figure > svg rect'), (r) => r.getAttribute('fill')));
    items.forEach((li, k) => {
      const swatch = li.querySelector('rect')!.getAttribute('fill');
      expect(swatch).toBe(flowColor(classes[k].ordinal));
      expect(barColors).toContain(swatch);
    });
  });
});
