// Live edits in the host: a change, a new flow, a flow stopped or removed, a flow's times moved.
// Each is checked, made in the engine (or, before the run began, rebuilt into its set-up) and recorded in the run's history.
import { parseScenario, type Scenario, type ScenarioChange, type ValidScenario } from '../sim/scenario/Scenario';
import { expandScenario } from '../sim/scenario/expand';
import { formatEditProblem } from '../sim/scenario/formatProblem';
import { checkEdit } from '../sim/scenario/liveEdit';
import { retimeProblemText } from '../sim/scenario/RetimeProblem';
import { appendChange, nextMillisecond, removeFlow, retimeFlow, type ChangeRequest, type FlowTimes } from '../sim/scenario/timeline';
import type { Pacer } from './hostClock';
import type { RunHistory } from './RunHistory';
import type { TraceBatcher } from './TraceBatcher';
import type { CheckedEdit } from './protocol';

export class HostEdits {
  constructor(
    private readonly run: RunHistory,
    private readonly pacer: Pacer,
    private readonly batcher: TraceBatcher,
  ) {}

  /** Whether the run has begun (an event has run): before that, edits change the starting set-up. */
  private get started(): boolean {
    const sim = this.run.need();
    return sim.now > 0 || sim.scheduler.eventCount > 0;
  }

  /** The scenario index of engine flow `flow`, or a RangeError naming what is wrong. */
  private scenarioFlow(flow: number): number {
    const i = this.run.flowIndex[flow];
    if (i === undefined) throw new RangeError(`there is no flow ${flow} (the simulation has ${this.run.flowIndex.length})`);
    if (i === null) throw new RangeError(`${this.run.need().flows[flow].name} was removed`);
    return i;
  }

  /** A candidate scenario, validated as a whole; the messages name the field the user touched. */
  private checked(candidate: Scenario, what: string, key = ''): ValidScenario {
    const r = parseScenario(candidate);
    if (r.ok) return r.scenario;
    throw new RangeError(`${what}: ${r.problems.map((p) => formatEditProblem(p, key)).join('; ')}`);
  }

  /** Before the run began an edit is a new starting set-up: the run is rebuilt from it, playing on if it was. */
  private rebuild(next: ValidScenario): void {
    const running = this.pacer.running;
    this.run.load(next);
    if (running) this.pacer.play();
  }

  /**
   * A live edit. The host owns the timeline: it decides when the edit takes effect (its own next
   * millisecond) and records it. An edit the lab has checked (`checked`, against this same
   * timeline) is not checked again: during the run it is appended, before it `checked.setUp` is
   * the new starting set-up. Any other edit is checked here (checkEdit).
   */
  change(req: ChangeRequest, seq?: number, checked?: CheckedEdit): void {
    const sim = this.run.need();
    const s = this.run.scenario;
    const inScenario: ChangeRequest = 'flow' in req ? { ...req, flow: this.scenarioFlow(req.flow) } : req;
    const what = 'flow' in req ? `${sim.flows[req.flow].name} ${req.key}` : `${sim.chain[req.link]?.name ?? `link ${req.link}`} ${req.key}`;
    const started = this.started;
    const lastSec = s.changes?.at(-1)?.atSec ?? 0;
    const trusted = checked !== undefined && checked.basis === (s.changes?.length ?? 0) && (checked.setUp === undefined) === started ? checked : undefined;
    const check = (atSec: number | null): ValidScenario => {
      const r = checkEdit(s, inScenario, atSec);
      if (r.ok) return r.scenario;
      throw new RangeError(`${what}: ${r.problems.map((p) => formatEditProblem(p, req.key)).join('; ')}`);
    };
    if (!started) {
      // Nothing has run yet: the edit is part of the starting set-up (no timeline entry).
      this.rebuild(trusted?.setUp ?? check(null));
      return;
    }
    const atSec = nextMillisecond(sim.now);
    if (atSec > sim.durationSec) throw new RangeError(`${what}: the run is over (it ends at ${sim.durationSec} s)`);
    const c = { ...inScenario, atSec } as ScenarioChange;
    // Taking effect later than the lab checked it changes nothing it was checked by while it stays the timeline's last entry.
    const next = trusted && atSec >= lastSec ? appendChange(s, c) : check(atSec);
    sim.scheduleChange({ ...c, ...('flow' in req ? { flow: req.flow } : {}) } as ScenarioChange);
    this.run.record(next, seq);
  }

  addFlow(input: unknown): void {
    const sim = this.run.need();
    const s = expandScenario(this.run.scenario);
    const startFloor = this.started ? nextMillisecond(sim.now) : 0;
    const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    const startSec = Math.max(startFloor, typeof raw.startSec === 'number' ? raw.startSec : 0);
    const probe = this.checked({ ...s, flows: [...s.flows, { ...raw, startSec } as Scenario['flows'][number]] }, 'new flow');
    const cfg = probe.flows[probe.flows.length - 1];
    if (cfg.count !== 1) throw new RangeError('new flow: add flows one at a time (count must be 1)');
    const i = sim.addFlow(cfg);
    const named = { ...cfg, name: sim.flows[i].name };
    this.run.flowAdded(s.flows.length);
    this.batcher.flowAdded(i);
    this.run.record({ ...probe, flows: [...s.flows, named] });
  }

  stopFlow(flow: number, remove: boolean): void {
    const sim = this.run.need();
    const index = this.scenarioFlow(flow);
    const s = expandScenario(this.run.scenario);
    const f = s.flows[index];
    if (remove && s.flows.length === 1) throw new RangeError(`${sim.flows[flow].name}: the scenario needs at least one flow (stop it instead)`);
    const atSec = Math.min(f.stopSec ?? Infinity, Math.max(this.started ? nextMillisecond(sim.now) : 0, f.startSec + 0.001));
    sim.stopFlow(flow, remove, atSec);
    if (remove) {
      const names: string[] = [];
      this.run.flowIndex.forEach((j, k) => {
        if (j !== null) names[j] = sim.flows[k].name;
      });
      const own = (s.changes ?? []).filter((c) => 'flow' in c && c.flow === index).map((c) => ({ ...c, flow }) as ScenarioChange);
      this.run.flowRemoved({ flow, config: { ...f, name: sim.flows[flow].name }, changes: own, madeAtSec: this.started ? sim.now : -1, atSec }, index);
      this.run.record(removeFlow(s, index, names));
      return;
    }
    const flows = s.flows.slice();
    flows[index] = { ...f, stopSec: atSec };
    this.run.record(this.checked({ ...s, flows }, `${sim.flows[flow].name} stop`));
  }

  flowTimes(flow: number, times: FlowTimes): void {
    const sim = this.run.need();
    const index = this.scenarioFlow(flow);
    const name = sim.flows[flow].name;
    const started = this.started;
    const r = retimeFlow(this.run.scenario, index, times, started ? sim.now : null);
    if ('problem' in r) throw new RangeError(`${name}: ${retimeProblemText(r.problem)}`);
    const next = this.checked(r.scenario, name, times.startSec !== undefined ? 'startSec' : 'stopSec');
    if (!started) {
      this.rebuild(next);
      return;
    }
    const f = next.flows[index];
    sim.setFlowTimes(flow, { startSec: f.startSec, stopSec: f.stopSec ?? null });
    this.run.record(next);
  }
}
