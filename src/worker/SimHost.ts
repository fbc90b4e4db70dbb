// Hosts a running Simulation for the lab: takes the UI's commands and hands each to the part
// that owns it: the clock (hostClock), live edits (HostEdits), the run and its replays
// (RunHistory), and the per-frame batches sent to the UI (TraceBatcher).
// Pure TypeScript over a reply function and a timer: the worker file is a thin adapter over it,
// and the same host runs on the main thread when no worker can start, and in tests.
import { ScenarioError, validateScenario } from '../sim/scenario/Scenario';
import { expandScenario } from '../sim/scenario/expand';
import { formatProblem } from '../sim/scenario/formatProblem';
import { HostEdits } from './HostEdits';
import { Pacer, realClock, type HostClock } from './hostClock';
import { parseRemovals } from './parseRemovals';
import { RunHistory } from './RunHistory';
import { TraceBatcher } from './TraceBatcher';
import { MAX_SPEED, MAX_STEP_SEC, MIN_SPEED, transferables, type Command, type Reply, type ReplySink } from './protocol';

export type { HostClock } from './hostClock';

export class SimHost {
  private readonly pacer: Pacer;
  private readonly batcher: TraceBatcher;
  private readonly run: RunHistory;
  private readonly edits: HostEdits;
  /** A command other than `pull` came since the last batch: the next pull sends one whatever else changed. */
  private commanded = true;

  constructor(
    private readonly reply: ReplySink,
    clock: HostClock = realClock,
  ) {
    const send = (r: Reply) => this.send(r);
    this.pacer = new Pacer(clock, {
      engine: () => this.run.engine,
      advance: (targetSec, deadlineMs) => this.batcher.advance(targetSec, deadlineMs),
      progress: (sim) => send({ type: 'progress', timeSec: sim.now, events: sim.scheduler.eventCount }),
    });
    this.batcher = new TraceBatcher(send, this.pacer, (tSec, deadlineMs) => this.run.runEngine(tSec, deadlineMs));
    this.run = new RunHistory(send, this.pacer, this.batcher);
    this.edits = new HostEdits(this.run, this.pacer, this.batcher);
  }

  /** Handles one command from the UI. Invalid ones are answered with `rejected`; nothing changes. */
  handle(cmd: Command): void {
    this.pacer.beginWork();
    if (cmd.type !== 'pull') this.commanded = true;
    // The table shows the run as these leave it at once, not at its next periodic update.
    if (cmd.type === 'load' || cmd.type === 'reset' || cmd.type === 'seek' || cmd.type === 'addFlow' || cmd.type === 'stopFlow') this.batcher.summaryWanted = true;
    try {
      this.dispatch(cmd);
    } catch (e) {
      if (e instanceof ScenarioError) this.send({ type: 'rejected', command: cmd.type, message: e.problems.map(formatProblem).join('\n') });
      else if (e instanceof RangeError) this.send({ type: 'rejected', command: cmd.type, message: e.message });
      else throw e;
    }
  }

  private dispatch(cmd: Command): void {
    switch (cmd.type) {
      case 'load': {
        const s = cmd.scenario;
        const removals = cmd.removals === undefined ? null : parseRemovals(cmd.removals, expandScenario(s).flows.length);
        this.batcher.measureGrid = cmd.measureGrid === true;
        this.run.load(s);
        if (removals) this.run.removeAgain(removals);
        if (cmd.runToSec !== undefined && cmd.runToSec > 0) this.pacer.catchUp(this.run.need(), cmd.runToSec, cmd.play === true);
        return;
      }
      case 'reset':
        this.run.need();
        this.run.load(validateScenario(this.run.scenario));
        return;
      case 'play':
        this.pacer.play();
        return;
      case 'pause':
        this.pacer.pause();
        return;
      case 'step': {
        const sim = this.run.need();
        if (!(cmd.dtSec > 0 && cmd.dtSec <= MAX_STEP_SEC)) throw new RangeError(`step must be between 0 and ${MAX_STEP_SEC} s (got ${cmd.dtSec})`);
        this.pacer.stop();
        this.batcher.advance(Math.min(sim.durationSec, sim.now + cmd.dtSec), Infinity);
        return;
      }
      case 'speed':
        if (cmd.speed !== 'max' && !(cmd.speed >= MIN_SPEED && cmd.speed <= MAX_SPEED)) {
          throw new RangeError(`speed must be from ${MIN_SPEED}× to ${MAX_SPEED}× real time, or "max" (got ${String(cmd.speed)})`);
        }
        this.pacer.setSpeed(cmd.speed);
        return;
      case 'change':
        this.edits.change(cmd.change, cmd.seq, cmd.checked);
        return;
      case 'addFlow':
        this.edits.addFlow(cmd.flow);
        return;
      case 'stopFlow':
        this.edits.stopFlow(cmd.flow, cmd.remove);
        return;
      case 'seek':
        this.run.seek(cmd.toSec, cmd.branch === true, cmd.seq);
        return;
      case 'flowTimes':
        this.edits.flowTimes(cmd.flow, { startSec: cmd.startSec, stopSec: cmd.stopSec });
        return;
      case 'pull':
        if (!this.run.engine) {
          this.send({ type: 'idle' });
        } else if (this.commanded || this.batcher.hasNews) {
          this.commanded = false;
          this.batcher.flush();
        } else {
          // A paused or finished run: the page keeps its picture and redraws nothing.
          this.send({ type: 'unchanged' });
        }
        return;
      case 'crash':
        throw new Error('simulated crash (test hook)');
      default:
        throw new RangeError(`unknown command ${JSON.stringify((cmd as { type?: unknown }).type)}`);
    }
  }

  /** Stops the clock (the host is being discarded). */
  dispose(): void {
    this.pacer.dispose();
  }

  private send(r: Reply): void {
    this.reply(r, transferables(r));
  }
}
