// @vitest-environment jsdom
/// <reference lib="dom" />
// The network picture's legend of drops lists only what the scenario's queues can do: a DropTail
// link drops only on a full buffer; RED drops early and forced by its average (and on a full buffer
// too). It follows a queue switched during the run.
import '../charts/setup';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dumbbell, dropLegendReasons } from '../../../src/ui/dumbbell/Dumbbell';
import { DropReason } from '../../../src/sim/queue/QueueDiscipline';
import { disposeModels, flush, model, pull } from '../lab/harness';

const OVERFLOW = 'drop: overflow (buffer full)';
const EARLY = 'drop: early (random drop before the buffer is full)';
const FORCED = 'drop: forced (RED average above maxTh)';
const RED = { kind: 'red', minThPackets: 5, maxThPackets: 15, maxP: 0.1, weight: 0.002, gentle: false } as const;

/** The legend's drop entries, in the order shown. */
const dropEntries = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.legend .legend__item'), (e) => (e.textContent ?? '').trim()).filter((t) => t.startsWith('drop:'));

beforeEach(() => {
  // jsdom has no canvas: the picture draws nothing, the legend is plain DOM.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  disposeModels();
  vi.restoreAllMocks();
});

describe('dropLegendReasons', () => {
  it.each([
    { name: 'DropTail: buffer full only', kinds: ['droptail'] as const, reasons: [DropReason.Overflow] },
    { name: 'RED: early, forced and buffer full', kinds: ['red'] as const, reasons: [DropReason.Overflow, DropReason.Early, DropReason.Forced] },
    { name: 'a DropTail bottleneck with a RED link in series: all, once each', kinds: ['droptail', 'red', 'droptail'] as const, reasons: [DropReason.Overflow, DropReason.Early, DropReason.Forced] },
    { name: 'no links yet: none', kinds: [] as const, reasons: [] },
    { name: 'FQ-CoDel, ECN off: buffer full, head overflow, sojourn', kinds: [{ kind: 'fq-codel', ecn: false }] as const, reasons: [1, 4, 5] },
    { name: 'FQ-CoDel with ECN: and its marks', kinds: [{ kind: 'fq-codel', ecn: true }] as const, reasons: [1, 4, 5, 6] },
    { name: 'DRR: buffer full, head overflow (it cannot mark)', kinds: ['drr'] as const, reasons: [1, 4] },
  ])('$name', ({ kinds, reasons }) => {
    expect(dropLegendReasons(kinds)).toEqual(reasons);
  });
});

describe('the network picture’s drop legend', () => {
  it('lists only buffer-full drops under DropTail, RED’s early and forced drops once the queue is switched to RED, and back', async () => {
    const m = await model({ version: 2, durationSec: 20, flows: [{ variant: 'reno' }, { variant: 'vegas' }] });
    const { container } = render(<Dumbbell model={m} animate={false} />);
    expect(m.settings!.bottleneck.queue.kind).toBe('droptail');
    expect(dropEntries(container)).toEqual([OVERFLOW]);

    // Switched during the run (a timed change at the next millisecond): the legend follows at once.
    m.step(2);
    await act(() => pull(m));
    await act(async () => {
      expect(m.setQueue(RED)).toBeNull();
      await flush();
    });
    expect(dropEntries(container)).toEqual([OVERFLOW, EARLY, FORCED]);

    await act(async () => {
      expect(m.setQueue({ kind: 'droptail' })).toBeNull();
      await flush();
    });
    expect(dropEntries(container)).toEqual([OVERFLOW]);
  });

  it('counts the links in series: a RED link after a DropTail bottleneck brings RED’s entries', async () => {
    const m = await model({
      version: 2,
      durationSec: 20,
      bottleneck: { rateBps: 1.5e6, delaySec: 0.01, bufferPackets: 20, queue: { kind: 'droptail' } },
      series: [{ rateBps: 1.5e6, delaySec: 0.01, bufferPackets: 20, queue: RED }],
      flows: [{ variant: 'reno' }],
    });
    const { container } = render(<Dumbbell model={m} animate={false} />);
    expect(dropEntries(container)).toEqual([OVERFLOW, EARLY, FORCED]);
  });
});
