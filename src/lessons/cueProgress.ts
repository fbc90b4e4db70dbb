// Which of a lesson's cues ("What to do") are ticked. A cue that runs to a time is done once the
// run has reached it; one that makes a change, once the change is made. A cue with neither
// ("Press Play", "Read the RTT chart after the switch") is done once the run has started and every
// cue before it is done: a reading that follows a change waits for that change.

/** Where one cue stands. */
export interface CueProgress {
  /** The cue runs to a time, and the run has reached it. */
  reached: boolean;
  /** The cue's changes are made. */
  made: boolean;
  /** The cue has neither a time to run to nor a change. */
  plain: boolean;
}

/** Whether each of `cues` is done, in order; `started`: the run has left t = 0. */
export function cuesDone(cues: readonly CueProgress[], started: boolean): boolean[] {
  const done: boolean[] = [];
  let earlierDone = true;
  for (const c of cues) {
    const d: boolean = c.reached || c.made || (c.plain && started && earlierDone);
    done.push(d);
    earlierDone = earlierDone && d;
  }
  return done;
}
