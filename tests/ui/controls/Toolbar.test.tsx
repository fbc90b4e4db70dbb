// @vitest-environment jsdom
/// <reference lib="dom" />
import '../charts/setup';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toolbar } from '../../../src/ui/controls/Toolbar';
import { disposeModels, fixedWidths, model, showTime, watchChanges } from '../lab/harness';

afterEach(disposeModels);

describe('the toolbar’s clock while the run plays', () => {
  it('redraws its digits when they change, its label at tenths and its bar when it moves a device pixel', async () => {
    // 60 s over a 96 px bar: a device pixel is 0.625 s.
    const restore = fixedWidths((el) => (el.tagName === 'PROGRESS' ? 96 : 0));
    try {
      const m = await model();
      render(<Toolbar model={m} onPreset={() => {}} onOpenFile={() => {}} onShare={() => {}} />);
      const clock = document.querySelector('.clock') as HTMLElement;
      const bar = clock.querySelector('progress')!;
      act(() => showTime(m, 10, true));
      const changes = watchChanges(clock);
      act(() => showTime(m, 10.004, true));
      expect(changes()).toEqual([]);
      act(() => showTime(m, 10.02, true));
      expect(changes()).toEqual(['clock__now text']);
      expect(clock.querySelector('.clock__now')!.textContent).toBe('10.02 s');
      act(() => showTime(m, 10.3, true));
      expect(changes()).toEqual(['clock @aria-label', 'clock__now text']);
      expect(clock.getAttribute('aria-label')).toBe('Simulated time 10.3 of 60 seconds');
      expect(bar.value).toBe(10);
      act(() => showTime(m, 10.7, true));
      expect(changes()).toEqual(['clock @aria-label', 'clock__now text', 'progress @value']);
      expect(bar.value).toBe(10.7);
      // Paused: the bar shows the exact moment.
      act(() => showTime(m, 10.8, false));
      expect([bar.value, clock.querySelector('.clock__now')!.textContent]).toEqual([10.8, '10.80 s']);
    } finally {
      restore();
    }
  });
});
