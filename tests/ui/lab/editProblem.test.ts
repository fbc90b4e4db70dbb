// A refused live edit, reset or branch is a code with its values (EditProblem). editProblemText is
// the English the embedding API and the console give, word for word the sentences the lab model
// wrote before it answered with codes; editProblemMessage words the same codes in the reader's
// language, and its English catalogue says what editProblemText says.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { SCENARIO_PARAMS } from '../../../src/sim/scenario/params';
import { parseScenario } from '../../../src/sim/scenario/Scenario';
import type { ScenarioProblem } from '../../../src/sim/scenario/ScenarioProblem';
import { editProblemText, type EditProblem } from '../../../src/ui/lab/EditProblem';
import { editProblemMessage, editProblemWords } from '../../../src/ui/i18n/editProblemMessage';
import { messages as en } from '../../../src/locales/en/lab.po';
import { messages as es } from '../../../src/locales/es/lab.po';

const inEn = setupI18n({ locale: 'en', messages: { en } });
const inEs = setupI18n({ locale: 'es', messages: { es } });

function problems(input: unknown): ScenarioProblem[] {
  const r = parseScenario(input);
  if (r.ok) throw new Error('expected the scenario to be refused');
  return r.problems;
}

const durationSpec = SCENARIO_PARAMS.durationSec;
const durationRange = { min: durationSpec.min, max: durationSpec.max, unit: durationSpec.unit, integer: false, minExclusive: true };
// A scenario without flows: one problem, at the path "flows".
const noFlows = problems({ version: 2 });
// Vegas with β below α: a problem of β, which names α.
const betaBelowAlpha = problems({ version: 2, flows: [{ variant: 'vegas', alpha: 5, beta: 3 }] });

// Each code, the English the lab wrote for it (the literal in the source it came from), and the Spanish.
const ROWS: { name: string; p: EditProblem; english: string; spanish: string }[] = [
  { name: 'nothing loaded (PendingEdits, Branching, reset)', p: { code: 'not_loaded' }, english: 'nothing is loaded', spanish: 'no hay nada cargado' },
  { name: 'a removed flow edited (PendingEdits)', p: { code: 'flow_removed' }, english: 'this flow was removed', spanish: 'este flujo se ha quitado' },
  {
    name: 'an edit after the end (PendingEdits)',
    p: { code: 'run_ended', then: 'reset_to_change' },
    english: 'the run has ended: reset to change the set-up',
    spanish: 'la ejecución ha terminado: reinicia para cambiar la configuración',
  },
  {
    name: 'a flow added after the end (LabModel.addFlow)',
    p: { code: 'run_ended', then: 'reset_to_add_flows' },
    english: 'the run has ended: reset to add flows to the set-up',
    spanish: 'la ejecución ha terminado: reinicia para añadir flujos a la configuración',
  },
  {
    name: 'a branch after the end (Branching.branchHere)',
    p: { code: 'run_ended', then: 'rewind_then_branch' },
    english: 'the run has ended: rewind on the timeline first, then branch',
    spanish: 'la ejecución ha terminado: rebobina primero en la línea de tiempo y luego bifurca',
  },
  {
    name: 'an edit while a reloaded run catches up (Recovery.catchingUp: the time to 3 decimals)',
    p: { code: 'catching_up', untilSec: 3 },
    english: 'the run is being brought back to t = 3.000 s: change it once it is there',
    spanish: 'la ejecución está volviendo a t = 3,000 s: cámbiala cuando esté allí',
  },
  {
    name: 'a run length outside its spec (describeRange of durationSec: over 0, up to 36000 s)',
    p: { code: 'duration_out_of_range', range: durationRange },
    english: 'the run length must be a number greater than 0 up to 36000 s',
    spanish: 'la duración de la ejecución debe ser un número mayor que 0 y hasta 36.000 s',
  },
  {
    name: 'a run length not after the time reached (at most 3 decimals, no trailing zeros)',
    p: { code: 'duration_passed', atSec: 2.5 },
    english: 'the run is already at 2.5 s: it must last longer than that',
    spanish: 'la ejecución ya está en 2,5 s: debe durar más que eso',
  },
  {
    name: 'a start that has happened (retimeFlow)',
    p: { code: 'retime', problem: { code: 'has_happened', which: 'start', atSec: 0 } },
    english: 'it started at 0 s: a start that has happened cannot move (reset to change it)',
    spanish: 'empezó en 0 s: un inicio que ya ha ocurrido no se puede mover (reinicia para cambiarlo)',
  },
  {
    name: 'a stop that has happened (retimeFlow)',
    p: { code: 'retime', problem: { code: 'has_happened', which: 'stop', atSec: 4 } },
    english: 'it stopped at 4 s: a stop that has happened cannot move (reset to change it)',
    spanish: 'terminó en 4 s: un final que ya ha ocurrido no se puede mover (reinicia para cambiarlo)',
  },
  {
    name: 'a start before the next millisecond (retimeFlow: the run’s time to 3 decimals)',
    p: { code: 'retime', problem: { code: 'too_early', which: 'start', earliestSec: 2.501, nowSec: 2.5 } },
    english: 'the start must be 2.501 s or later (the run is at 2.500 s)',
    spanish: 'el inicio debe ser en 2,501 s o más tarde (la ejecución está en 2,500 s)',
  },
  {
    name: 'a stop before the next millisecond (retimeFlow)',
    p: { code: 'retime', problem: { code: 'too_early', which: 'stop', earliestSec: 2.501, nowSec: 2.5 } },
    english: 'the stop must be 2.501 s or later (the run is at 2.500 s)',
    spanish: 'el final debe ser en 2,501 s o más tarde (la ejecución está en 2,500 s)',
  },
  {
    name: 'a flow the scenario does not have (retimeFlow)',
    p: { code: 'retime', problem: { code: 'no_such_flow', flow: 3 } },
    english: 'there is no flow 3',
    spanish: 'no existe el flujo 3',
  },
  {
    name: 'scenario problems with their path (setDuration’s resend, reset: formatProblem)',
    p: { code: 'scenario', problems: noFlows },
    english: 'flows: is required',
    spanish: 'flows: es obligatorio',
  },
  {
    name: 'an edit’s problem about the field edited (formatEditProblem: no path)',
    p: { code: 'scenario', problems: noFlows, editedKey: 'durationSec' },
    english: 'is required',
    spanish: 'es obligatorio',
  },
  {
    name: 'an edit’s problem about another field (formatEditProblem: that field named first)',
    p: { code: 'scenario', problems: betaBelowAlpha, editedKey: 'alpha' },
    english: 'beta must be at least alpha (5)',
    spanish: 'beta debe ser al menos alpha (5)',
  },
];

describe('editProblemText', () => {
  it.each(ROWS)('$name: the English the lab wrote', ({ p, english }) => {
    expect(editProblemText(p)).toBe(english);
  });

  it('several scenario problems are joined with "; ", as the lab joined them', () => {
    expect(editProblemText({ code: 'scenario', problems: [...noFlows, ...noFlows] })).toBe('flows: is required; flows: is required');
  });
});

describe('editProblemMessage', () => {
  it.each(ROWS)('$name: in Spanish', ({ p, spanish }) => {
    expect(editProblemMessage(inEs, p)).toBe(spanish);
  });

  it.each(ROWS)('$name: English is editProblemText’s, and the English catalogue says the same (no drift)', ({ p, english }) => {
    expect(editProblemMessage(inEn, p)).toBe(english);
    // The catalogue formats numbers for the reader (Intl groups 36000 as 36,000 in English), which
    // is why English is editProblemText's own; the words are the same.
    expect(editProblemWords(inEn, p)).toBe(english.replace('36000', '36,000'));
  });
});
