// @vitest-environment jsdom
/// <reference lib="dom" />
import './setup';
import { fireEvent, render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhaseChart, defaultPair, phaseUsers, type PhaseChartProps } from '../../../src/ui/charts/PhaseChart';
import { flowClasses } from '../../../src/ui/lab/flowClasses';
import { FLOWS, pretty, syntheticStore } from './synthetic';

function props(over: Partial<PhaseChartProps> = {}): PhaseChartProps {
  const store = syntheticStore();
  // Drops of the Reno flow's data at 3.02 s and 9.5 s, and of the Vegas flow's ACK (not a loss of data) at 4 s.
  store.addDrops(Float64Array.from([3.02, 0, 0, 1, 0, 9.5, 0, 0, 1, 0, 4, 1, 1, 1, 1]), 5);
  return {
    store,
    version: 1,
    flows: FLOWS,
    classes: null,
    window: { mode: 'fixed', fromSec: 0, toSec: 20 },
    packetBytes: 1000,
    bottleneckBps: 1.5e6,
    projector: false,
    ...over,
  };
}

const root = () => document.querySelector('[data-chart="phase"]') as HTMLElement;
const label = () => root().querySelector('svg[role="img"]')!.getAttribute('aria-label');

describe('PhaseChart', () => {
  it('draws the first two flows with their losses and the ideal AIMD path, as in its stored snapshot', async () => {
    render(<PhaseChart {...props()} />);
    fireEvent.click(within(root()).getByLabelText('Ideal AIMD'));
    expect(root().querySelectorAll('path.pc-ideal').length).toBe(1);
    // Two data losses of Reno 1 (the ACK drop is not one).
    expect(root().querySelectorAll('svg[role="img"] path.pc-loss').length).toBe(2);
    await expect(pretty(root().querySelector('svg')!.outerHTML)).toMatchFileSnapshot('__snapshots__/phase-ideal.svg');
  });

  it('any two flows: choosing the other axis’s flow swaps them', () => {
    render(<PhaseChart {...props()} />);
    expect(label()).toMatch(/^Phase plot \(Chiu–Jain\): Reno 1 \(x₁\) against Vegas 2 \(x₂\)/);
    fireEvent.change(within(root()).getByLabelText('x₂'), { target: { value: 'f2' } });
    expect(label()).toMatch(/Reno 1 \(x₁\) against Vegas 3 \(x₂\)/);
    fireEvent.change(within(root()).getByLabelText('x₁'), { target: { value: 'f2' } });
    expect(label()).toMatch(/Vegas 3 \(x₁\) against Reno 1 \(x₂\)/);
  });

  it('by class: the two classes’ totals, with the per-flow fair line', () => {
    const classes = flowClasses(FLOWS);
    render(<PhaseChart {...props({ classes })} />);
    expect(label()).toMatch(/All Reno \(1 flow\) \(x₁\) against All Vegas \(2 flows\) \(x₂\)/);
    expect(within(root()).getByText('fair: x₁/1 = x₂/2 (per flow)')).toBeTruthy();
  });

  it('with one flow, explains that it needs two', () => {
    render(<PhaseChart {...props({ flows: [FLOWS[0]] })} />);
    expect(root().textContent).toMatch(/compares two flows/);
    expect(root().querySelector('svg[role="img"]')).toBeNull();
  });

  it('offers class totals only when there are two classes or more; the default pair follows the view', () => {
    const users = phaseUsers(FLOWS, flowClasses(FLOWS));
    expect(users.map((u) => u.key)).toEqual(['f0', 'f1', 'f2', 'c:reno', 'c:vegas']);
    expect(phaseUsers(FLOWS.slice(1), flowClasses(FLOWS.slice(1))).map((u) => u.key)).toEqual(['f1', 'f2']);
    expect(defaultPair(users, false)).toEqual(['f0', 'f1']);
    expect(defaultPair(users, true)).toEqual(['c:reno', 'c:vegas']);
    expect(defaultPair(users.slice(0, 1), false)).toBeNull();
  });
});
