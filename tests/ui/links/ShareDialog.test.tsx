// @vitest-environment jsdom
/// <reference lib="dom" />
// The share dialog keeps what a teacher set (locks, assignment) when it is closed and opened again,
// and the one-click exercise preset leaves students the Share button.
import '../charts/setup';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ShareDialog } from '../../../src/ui/links/ShareDialog';
import { clearTeacherDraft } from '../../../src/ui/links/teacherDraft';
import { decodeLabState } from '../../../src/share/scenarioUrl';
import { CONTROL_IDS } from '../../../src/share/controls';
import { parseScenario } from '../../../src/sim/scenario/Scenario';
import { PRESETS } from '../../../src/sim/scenario/presets';
import { formatProblem } from '../../../src/sim/scenario/formatProblem';

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(clearTeacherDraft);
afterEach(cleanup);

const parsed = parseScenario(PRESETS['reno-vs-vegas-droptail']);
if (!parsed.ok) throw new Error(parsed.problems.map(formatProblem).join('\n'));
const state = { scenario: parsed.scenario };

const teacherOf = () => {
  const link = (screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value;
  const r = decodeLabState(link.slice(link.indexOf('#') + 1));
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.value.teacher;
};

describe('ShareDialog', () => {
  it('closed and opened again, it keeps the locks and the assignment the teacher set, and the teacher fold open', () => {
    let closed = 0;
    const first = render(<ShareDialog state={state} onClose={() => closed++} />);
    const fold = () => screen.getByText(/^Teacher link:/).closest('details')!;
    expect(fold().open).toBe(false);
    fold().open = true;
    fireEvent(fold(), new Event('toggle'));
    fireEvent.click(screen.getByRole('button', { name: 'Lock everything except α and β' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Assignment shown to students/ }), { target: { value: 'Raise α and β until Vegas gets half.' } });
    const before = teacherOf();
    expect(before?.assignment).toBe('Raise α and β until Vegas gets half.');
    expect(before?.locked).toContain('bottleneck');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(closed).toBe(1);
    first.unmount();

    render(<ShareDialog state={state} onClose={() => {}} />);
    expect((screen.getByRole('textbox', { name: /Assignment shown to students/ }) as HTMLTextAreaElement).value).toBe('Raise α and β until Vegas gets half.');
    expect((screen.getByRole('radio', { name: 'Bottleneck link: locked' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Vegas α: open' }) as HTMLInputElement).checked).toBe(true);
    expect(teacherOf()).toEqual(before);
    expect(fold().open).toBe(true);
  });

  it('"Lock everything except α and β" locks every other setting that changes a result, and leaves Share open', () => {
    render(<ShareDialog state={state} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lock everything except α and β' }));
    const t = teacherOf()!;
    expect(t.locked).not.toContain('share');
    expect(t.locked).not.toContain('flow.alpha');
    expect(t.locked).not.toContain('flow.beta');
    for (const id of ['tcp.profile', 'tcp.sack', 'tcp.synHandshake', 'tcp.delayedGrowth', 'tcp.headerBytes', 'flow.cubicC', 'flow.bbrCwndGain', 'run.durationSec'] as const) expect(t.locked).toContain(id);
    // The table offers a row (three choices) for every lockable control.
    expect(screen.getAllByRole('radio').length).toBe(3 * CONTROL_IDS.length);
    expect(screen.getByRole('radio', { name: 'SACK: locked' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'BBR cwnd gain: hidden' })).toBeTruthy();
  });
});
