// A control's memory of its latest refused live edit: which part of it the user acted on and why
// the lab refused, kept until an edit through it is accepted or a new run is loaded (a reset, a
// new run length), and worded when drawn, so it follows the reader's language.
import { useState } from 'react';
import type { EditProblem } from '../lab/EditProblem';
import type { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';

export interface Refusal {
  /** The part of the control the user acted on (a parameter's key, a handle's name). */
  at: string;
  problem: EditProblem;
}

export interface RefusalState {
  /** The latest refusal, or null. */
  refusal: Refusal | null;
  /** Makes an edit for the part `at`: a refusal is kept, an accepted edit clears it. */
  attempt: (at: string, edit: () => EditProblem | null) => void;
}

export function useRefusal(model: LabModel): RefusalState {
  const loads = useLab(model, (m) => m.loads);
  const [kept, setKept] = useState<(Refusal & { loads: number }) | null>(null);
  return {
    refusal: kept && kept.loads === loads ? { at: kept.at, problem: kept.problem } : null,
    attempt: (at, edit) => {
      const problem = edit();
      setKept(problem ? { at, problem, loads: model.loads } : null);
    },
  };
}
