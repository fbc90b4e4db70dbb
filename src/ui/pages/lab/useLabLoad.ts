// Loading scenarios into the lab: the link's scenario (or the default) at the start, files,
// presets and a link's recoverable part later; what went wrong with one; and whether the scenario
// on screen has been edited since it was loaded.
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_PRESET, presetScenario } from '../../../sim/scenario/presets';
import type { Scenario, ValidScenario } from '../../../sim/scenario/Scenario';
import type { DecodeResult, LabUrlState } from '../../../share/LabUrlState';
import type { LabModel } from '../../lab/LabModel';
import { scenarioKey } from '../../lab/ScenarioInfo';
import { scenarioFromFile } from '../../lab/scenarioFromFile';
import type { Problem } from '../../links/LoadProblem';
import { formatProblemText, problemAt } from '../../../share/FormatProblem';

/**
 * What each model's scenario was when the user last loaded one (a preset, a file, a link), as
 * `scenarioKey` writes it: edits since then make it "modified". Taken from the scenario sent, not
 * from the engine's next report, which may still be its record of an edit made before the load.
 * A reset or a crash recovery reloads without changing it. Kept per model, so a visit to another
 * page does not forget it.
 */
const loadedAs = new WeakMap<LabModel, string>();

/** Loads a scenario, validated where it came in, as a new starting point (not modified). */
function loadNew(model: LabModel, scenario: ValidScenario): void {
  model.load(scenario);
  loadedAs.set(model, scenarioKey(scenario));
}

function useModified(model: LabModel, scenario: Scenario | null): boolean {
  const key = useMemo(() => (scenario ? scenarioKey(scenario) : null), [scenario]);
  const loaded = loadedAs.get(model);
  return loaded !== undefined && key !== null && key !== loaded;
}

export interface LabLoad {
  /** What went wrong with the last link or file, until dismissed. */
  problem: Problem | null;
  setProblem: (p: Problem | null) => void;
  /** Loads a validated scenario as a new starting point. */
  loadNew: (scenario: ValidScenario) => void;
  openFile: (file: File) => void;
  /** Whether the scenario on screen differs from the one last loaded. */
  modified: boolean;
}

export function useLabLoad(model: LabModel, initial: { state: LabUrlState | null; problem: Problem | null }, scenario: Scenario | null): LabLoad {
  const [problem, setProblem] = useState<Problem | null>(initial.problem);
  const modified = useModified(model, scenario);

  // Start: the linked scenario (run to its start time if the link says so), or the default.
  useEffect(() => {
    if (!model.scenario) {
      const s = initial.state;
      if (s) {
        if (s.speed !== undefined) model.setSpeed(s.speed);
        loadNew(model, s.scenario);
        if (s.teacher && 'runToSec' in s.teacher.start && s.teacher.start.runToSec > 0) model.runTo(s.teacher.start.runToSec);
      } else {
        loadNew(model, presetScenario(DEFAULT_PRESET));
      }
    }
    return model.startFrames();
  }, [model, initial]);

  const openDecoded = (r: DecodeResult<ValidScenario>, source: Problem['source']) => {
    if (r.ok) {
      loadNew(model, r.value);
      setProblem(null);
    } else {
      setProblem({ source, errors: r.errors, items: r.items, partial: r.partial ?? null, dropped: r.dropped ?? [], droppedItems: r.droppedItems });
    }
  };
  const openFile = (file: File) => {
    scenarioFromFile(file).then(
      (r) => openDecoded(r, 'file'),
      () => {
        const unreadable = problemAt('(file)', 'file_unreadable', { name: file.name });
        setProblem({ source: 'file', errors: [formatProblemText(unreadable)], items: [{ kind: 'format', problem: unreadable }], partial: null, dropped: [] });
      },
    );
  };
  return { problem, setProblem, loadNew: (s) => loadNew(model, s), openFile, modified };
}
