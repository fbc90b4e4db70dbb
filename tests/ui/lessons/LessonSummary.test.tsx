// @vitest-environment jsdom
/// <reference lib="dom" />
// The lesson's step-by-step summary follows the run as it plays, but renders only when what it
// shows moves: the clock to a tenth of a second, the step the run is in, or the trace.
import '../charts/setup';
import { resolve } from 'node:path';
import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readCourse } from '../../../src/cli/readCourse';
import { stepWindows } from '../../../src/lessons/stepWindows';
import { LessonSummary } from '../../../src/ui/lessons/LessonSummary';
import { disposeModels, model, showTime } from '../lab/harness';

afterEach(disposeModels);

// Read from the repository's root, where Vitest runs (jsdom's import.meta.url is not a file URL).
const lesson = readCourse(resolve('lessons')).lessons.find((l) => l.id === 'reno-sawtooth')!;

describe('LessonSummary', () => {
  it('renders again when its clock’s tenth or the current step changes, not at every change of the lab', async () => {
    const windows = stepWindows(lesson);
    expect(windows.length).toBeGreaterThan(1);
    const m = await model(lesson.scenario);
    let renders = 0;
    render(
      <Profiler id="summary" onRender={() => renders++}>
        <LessonSummary lesson={lesson} model={m} />
      </Profiler>,
    );
    act(() => showTime(m, 1.01, true));
    const after = renders;
    expect(screen.getByTestId('lesson-summary').textContent).toMatch(/now 1\.0\s+s\)/);
    // Changes of the lab that move neither the tenth shown nor the step: no render.
    for (const t of [1.02, 1.03, 1.04]) act(() => showTime(m, t, true));
    act(() => showTime(m, 1.04, false));
    expect(renders).toBe(after);
    // The tenth moves: one render, and the table says so.
    act(() => showTime(m, 1.06, true));
    expect(renders).toBe(after + 1);
    expect(screen.getByTestId('lesson-summary').textContent).toMatch(/now 1\.1\s+s\)/);
    // Past the first step's window: the next row is the current one.
    const rows = () => [...screen.getByTestId('lesson-summary').querySelectorAll('tbody tr')].map((r) => r.getAttribute('aria-current'));
    expect(rows()[0]).toBe('step');
    act(() => showTime(m, windows[0].toSec, true));
    expect(rows()[0]).toBeNull();
    expect(rows()[1]).toBe('step');
  });
});
