// Whether a run followed its lesson's script, where a run stops for a step, and which window each
// step's summary covers: table rows with hand-written runs.
import { describe, expect, it } from 'vitest';
import { readLessonFiles } from '../../src/cli/lessonFiles';
import { loadLessons } from '../../src/lessons/parseLesson';
import { scriptFlags, scriptStatus } from '../../src/lessons/scriptStatus';
import { stepStops, stopCrossed, stopDone } from '../../src/lessons/stepTimes';
import { stepWindows } from '../../src/lessons/stepWindows';
import type { ScenarioChange } from '../../src/sim/scenario/Scenario';

const lesson = loadLessons(readLessonFiles()).lessons.find((l) => l.id === 'reno-sawtooth')!;
const buffer = (atSec: number, value: number): ScenarioChange => ({ atSec, link: 0, key: 'bufferPackets', value });
const run = (changes: ScenarioChange[], patch: object = {}) => ({ ...lesson.scenario, ...patch, changes });

describe('scriptStatus (lesson 1: buffer 3 at 30 s, 25 at 60 s)', () => {
  it.each([
    ['as scripted', [buffer(30, 3), buffer(60, 25)], true, [true, true], 0],
    ['made a little late (a live edit at the next millisecond)', [buffer(30.001, 3), buffer(60.2, 25)], true, [true, true], 0],
    ['no change at all', [], false, [false, false], 0],
    ['the first change 5 s late', [buffer(35, 3), buffer(60, 25)], false, [false, true], 1],
    ['an extra change of its own', [buffer(30, 3), buffer(60, 25), buffer(90, 10)], false, [true, true], 1],
  ] as const)('%s', (_name, changes, scripted, made, extra) => {
    const s = scriptStatus(lesson.scenario, lesson.changes, run([...changes]));
    expect(s.scripted).toBe(scripted);
    expect(s.made).toEqual(made);
    expect(s.extra.length).toBe(extra);
  });

  it('another seed is still the script; another bottleneck is not', () => {
    expect(scriptStatus(lesson.scenario, lesson.changes, run([buffer(30, 3), buffer(60, 25)], { seed: 7 })).scripted).toBe(true);
    const other = scriptStatus(lesson.scenario, lesson.changes, run([buffer(30, 3), buffer(60, 25)], { bottleneck: { ...lesson.scenario.bottleneck, bufferPackets: 50 } }));
    expect(other.scripted).toBe(false);
    expect(other.otherStart).toBe(true);
  });
});

describe('step stops', () => {
  const stops = stepStops(lesson);
  it('stops where a cue asks for a change: step 3 at 30 s, step 4 at 60 s', () => {
    expect(stops.map((s) => [s.cue + 1, s.atSec])).toEqual([
      [3, 30],
      [4, 60],
    ]);
  });
  it('a playing run that passes 30 s with the buffer unchanged is stopped there; one with the change made is not', () => {
    const waiting = (timeline: ScenarioChange[]) => (s: (typeof stops)[number]) => !stopDone(lesson, s, timeline);
    expect(stopCrossed(stops, 29.9, 30.07, waiting([]))?.atSec).toBe(30);
    expect(stopCrossed(stops, 29.9, 30.07, waiting([buffer(30.001, 3)]))).toBeNull();
    expect(stopCrossed(stops, 30, 30.2, waiting([]))).toBeNull(); // already stopped there
    expect(stopCrossed(stops, 59.95, 60.1, waiting([buffer(30.001, 3)]))?.atSec).toBe(60);
  });
});

describe('step windows', () => {
  it('lesson 1: each step that runs to a time covers the settled window its measures read', () => {
    expect(stepWindows(lesson).map((w) => [w.cue + 1, w.fromSec, w.toSec])).toEqual([
      [2, 15, 30],
      [3, 40, 60],
      [4, 100, 120],
    ]);
  });
});

describe('script flags during the run', () => {
  it('at 20 s lesson 1’s changes (30 s, 60 s) are not yet made or missed; at 45 s the first is missed, the second still ahead', () => {
    const s = scriptStatus(lesson.scenario, lesson.changes, run([]));
    expect(scriptFlags(s, lesson.changes, 20)).toEqual({ scripted: null, made0: null, made1: null });
    expect(scriptFlags(s, lesson.changes, 45)).toEqual({ scripted: false, made0: false, made1: null });
    expect(scriptFlags(s, lesson.changes)).toEqual({ scripted: false, made0: false, made1: false });
  });
});
