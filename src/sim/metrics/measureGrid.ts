// The fixed grid a lesson's numbers are measured on: a Sampler row every MEASURE_GRID_SEC of
// simulated time, counted from the start of the run by the engine's own observer. The claim
// checker and the lab's worker both sample on it, so a student's run shows exactly the numbers
// the claim tests computed for the same run, however it was played (live at any speed, paused,
// rewound, or replayed after a reload): display rows follow the frame rate, these do not.
import { Sampler } from './Sampler';
import type { Simulation } from '../Simulation';

/** Seconds of simulated time between two measurement rows. */
export const MEASURE_GRID_SEC = 0.05;
/** The sliding Jain index's window in measurement rows, seconds. */
export const MEASURE_SLIDING_JAIN_SEC = 5;

/**
 * Calls `row(sampler, sim)` at t = 0 and every MEASURE_GRID_SEC after, until the run's end, with a
 * sampler of its own (its rates are over the grid's intervals). Call it before the run starts.
 */
export function observeMeasureGrid(sim: Simulation, row: (sampler: Sampler, sim: Simulation) => void): void {
  const sampler = new Sampler(MEASURE_SLIDING_JAIN_SEC, MEASURE_GRID_SEC);
  sim.observe(() => row(sampler, sim), MEASURE_GRID_SEC);
}
