// Problems are data: parseScenario names the field, a code and its numbers (table rows written
// from the schema's rules), and formatProblem alone turns them into the English the CLI and the
// lab show ("field: what is wrong").
import { describe, expect, it } from 'vitest';
import { parseScenario, type ScenarioProblem } from '../../../src/sim/scenario/Scenario';
import { formatEditProblem, formatProblem } from '../../../src/sim/scenario/formatProblem';

const reno = { variant: 'reno' };

describe('parseScenario: problems as path, code and parameters', () => {
  it.each<{ name: string; input: unknown; problem: ScenarioProblem; text: string }>([
    {
      name: 'not an object',
      input: [1],
      problem: { path: [], code: 'not_object', params: { got: { kind: 'list' } } },
      text: '(scenario): must be a JSON object (got a list)',
    },
    {
      name: 'a number out of its range',
      input: { version: 2, durationSec: -5, flows: [reno] },
      problem: { path: ['durationSec'], code: 'out_of_range', params: { min: 0, max: 36000, unit: 's', integer: false, minExclusive: true, got: -5 } },
      text: 'durationSec: must be a number greater than 0 up to 36000 s (got -5)',
    },
    {
      name: 'an unknown variant',
      input: { version: 2, flows: [{ variant: 'hybla' }] },
      problem: { path: ['flows', 0, 'variant'], code: 'flow_variant', params: { variants: ['tahoe', 'reno', 'newreno', 'vegas', 'enhanced-vegas', 'vegas-plus', 'cubic', 'bbr', 'cbr'], got: 'hybla' } },
      text: 'flows[0].variant: must be one of tahoe, reno, newreno, vegas, enhanced-vegas, vegas-plus, cubic, bbr, cbr (got "hybla")',
    },
    {
      name: "Vegas's β below its α",
      input: { version: 2, flows: [{ variant: 'vegas', alpha: 4, beta: 2 }] },
      problem: { path: ['flows', 0, 'beta'], code: 'must_be_at_least', params: { other: ['alpha'], value: 4 } },
      text: 'flows[0].beta: must be at least alpha (4)',
    },
    {
      name: 'RED maxTh not above minTh',
      input: { version: 2, bottleneck: { queue: { kind: 'red', minThPackets: 20, maxThPackets: 10 } }, flows: [reno] },
      problem: { path: ['bottleneck', 'queue', 'maxThPackets'], code: 'must_exceed', params: { other: ['minThPackets'], value: 20 } },
      text: 'bottleneck.queue.maxThPackets: must be greater than minThPackets (20)',
    },
    {
      name: 'a field the schema does not know',
      input: { version: 2, flows: [reno], colour: 'red' },
      problem: { path: [], code: 'unknown_fields', params: { keys: ['colour'] } },
      text: '(scenario): unknown field "colour"',
    },
    {
      name: 'a timed change out of time order',
      input: { version: 2, flows: [{ variant: 'vegas' }], changes: [{ atSec: 5, flow: 0, key: 'alpha', value: 2 }, { atSec: 3, flow: 0, key: 'alpha', value: 1 }] },
      problem: { path: ['changes', 1, 'atSec'], code: 'change_order', params: { previousSec: 5 } },
      text: 'changes[1].atSec: must not be earlier than the change before it (5 s): changes are listed in time order',
    },
  ])('$name', ({ input, problem, text }) => {
    const r = parseScenario(input);
    expect(r).toEqual({ ok: false, problems: [problem] });
    expect(formatProblem(problem)).toBe(text);
  });

  it('lists at most 20 problems, then one counting the rest', () => {
    const flows = Array.from({ length: 25 }, () => ({ variant: 'reno', startSec: -1 }));
    const r = parseScenario({ version: 2, flows });
    if (r.ok) throw new Error('expected problems');
    expect(r.problems).toHaveLength(21);
    expect(r.problems[20]).toEqual({ path: [], code: 'more_problems', params: { count: 5 } });
    expect(formatProblem(r.problems[20])).toBe('… and 5 more problems');
  });
});

describe('formatEditProblem: a problem under the field that was edited', () => {
  it.each<{ name: string; problem: ScenarioProblem; key: string; text: string }>([
    {
      name: 'the edited field itself: no name',
      problem: { path: ['flows', 0, 'alpha'], code: 'out_of_range', params: { min: 0, max: 30, unit: 'packets', integer: true, minExclusive: false, got: 31 } },
      key: 'alpha',
      text: 'must be a whole number from 0 to 30 packets (got 31)',
    },
    {
      name: 'another field of the same flow: named',
      problem: { path: ['flows', 0, 'beta'], code: 'must_be_at_least', params: { other: ['alpha'], value: 5 } },
      key: 'alpha',
      text: 'beta must be at least alpha (5)',
    },
    {
      name: "a timed change's value: the knob at fault named by the problem",
      problem: { path: ['changes', 3, 'value'], code: 'must_not_exceed', params: { other: ['beta'], value: 3, subject: 'alpha', atThatTime: true } },
      key: 'alpha',
      text: 'alpha must not exceed beta (3) at that time',
    },
  ])('$name', ({ problem, key, text }) => {
    expect(formatEditProblem(problem, key)).toBe(text);
  });
});
