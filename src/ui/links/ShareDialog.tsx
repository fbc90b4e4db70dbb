// The share dialog: the link to this exact scenario (copy it, or show it as a big QR code for the
// projector), the scenario as a JSON file, and teacher options: lock or hide chosen controls,
// start paused at t = 0 or already run to a time, or an embeddable view for a course page.
import { useEffect, useMemo, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../i18n/format';
import { parseTypedNumber } from '../i18n/boxNumber';
import { controlDescription, controlLabel } from '../i18n/controlText';
import type { Locale } from '../i18n/locales';
import { CONTROL_IDS, describeControl, type ControlGroup, type ControlId } from '../../share/controls';
import type { LabUrlState, TeacherStart } from '../../share/LabUrlState';
import type { Scenario } from '../../sim/scenario/Scenario';
import { MAX_ASSIGNMENT_CHARS, cleanAssignment } from '../../share/assignment';
import { scenarioToJson } from '../../share/scenarioFile';
import { withLabState } from '../../share/scenarioUrl';
import { QrCode } from './QrCode';
import { useRestoreFocus } from '../Modal';
import { readTeacherDraft, saveTeacherDraft, type ControlMode, type TeacherDraft } from './teacherDraft';

export interface ShareDialogProps {
  /** The lab's state now (scenario with live edits, speed, charts). */
  state: LabUrlState<Scenario>;
  onClose: () => void;
}

const GROUPS: readonly { group: ControlGroup; heading: MessageDescriptor }[] = [
  { group: 'lab', heading: msg`The lab` },
  { group: 'tcp', heading: msg`TCP settings (every flow)` },
  { group: 'knob', heading: msg`Knobs of the TCP variants` },
];

/** The lock table's column of each mode. */
const MODE_NAMES: Record<ControlMode, MessageDescriptor> = { open: msg`open`, locked: msg`locked`, hidden: msg`hidden` };

/**
 * The common exercise: students change Vegas's α and β (and run the simulation, and send their
 * link back), nothing else.
 */
const OPEN_FOR_VEGAS_EXERCISE: readonly ControlId[] = ['flow.alpha', 'flow.beta', 'time', 'speed', 'share'];

/** Every control locked except `open` (which stay open). */
function lockAllExcept(open: readonly ControlId[]): Record<ControlId, ControlMode> {
  return Object.fromEntries(CONTROL_IDS.map((id) => [id, open.includes(id) ? 'open' : 'locked'])) as Record<ControlId, ControlMode>;
}

/** The dialog's starting point: what the teacher set earlier in this tab, else the link the page came from. */
function initialDraft(teacher: LabUrlState<Scenario>['teacher']): TeacherDraft {
  return readTeacherDraft() ?? { locked: teacher?.locked ?? [], hidden: teacher?.hidden ?? [], assignment: teacher?.assignment ?? '', runTo: '', embed: false, teacherOpen: false };
}

export function ShareDialog({ state, onClose }: ShareDialogProps) {
  const ref = useRef<HTMLDialogElement | null>(null);
  useRestoreFocus();
  const [draft] = useState(() => initialDraft(state.teacher));
  const [mode, setMode] = useState<Record<ControlId, ControlMode>>(() => {
    const m = Object.fromEntries(CONTROL_IDS.map((id) => [id, 'open'])) as Record<ControlId, ControlMode>;
    for (const id of draft.locked) m[id] = 'locked';
    for (const id of draft.hidden) m[id] = 'hidden';
    return m;
  });
  const [runTo, setRunTo] = useState<string>(draft.runTo);
  const [assignment, setAssignment] = useState<string>(draft.assignment);
  const cleanText = cleanAssignment(assignment).text;
  const [embed, setEmbed] = useState(draft.embed);
  const [teacherOpen, setTeacherOpen] = useState(draft.teacherOpen);
  // Kept as it is set: closing the dialog or reloading the page does not lose it.
  useEffect(() => {
    saveTeacherDraft({ locked: CONTROL_IDS.filter((id) => mode[id] === 'locked'), hidden: CONTROL_IDS.filter((id) => mode[id] === 'hidden'), assignment, runTo, embed, teacherOpen });
  }, [mode, assignment, runTo, embed, teacherOpen]);
  const [copied, setCopied] = useState(false);
  const [bigQr, setBigQr] = useState(false);
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);

  const runToSec = runTo.trim() === '' ? null : parseTypedNumber(runTo, locale);
  const durationText = locale === 'en' ? String(state.scenario.durationSec) : formatNumber(locale, state.scenario.durationSec, 12);
  const runToError =
    runToSec !== null && !(Number.isFinite(runToSec) && runToSec >= 0 && runToSec <= state.scenario.durationSec)
      ? t`Run-to time must be a number from 0 to ${durationText} s.`
      : null;

  const link = useMemo(() => {
    const locked = CONTROL_IDS.filter((id) => mode[id] === 'locked');
    const hidden = CONTROL_IDS.filter((id) => mode[id] === 'hidden');
    const start: TeacherStart = runToSec !== null && !runToError && runToSec > 0 ? { runToSec } : { paused: true };
    const teacher = locked.length || hidden.length || 'runToSec' in start || cleanText ? { locked, hidden, start, ...(cleanText ? { assignment: cleanText } : {}) } : undefined;
    const next: LabUrlState<Scenario> = { ...state, teacher, embed: embed || undefined };
    return withLabState(window.location.href, next);
  }, [mode, runToSec, runToError, embed, state, cleanText]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard permission (e.g. an iframe): select the text so Ctrl+C works.
      const input = document.getElementById('share-link') as HTMLInputElement | null;
      input?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
  };

  const download = () => {
    const blob = new Blob([scenarioToJson(state.scenario)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${(state.scenario.title ?? 'scenario').replace(/[^\w.-]+/g, '-').slice(0, 60) || 'scenario'}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };

  return (
    <dialog ref={ref} className="share" aria-labelledby="share-title" onClose={onClose} onCancel={onClose}>
      <h2 id="share-title">{t`Share this scenario`}</h2>
      <p className="hint">
        <Trans>Anyone who opens the link gets exactly this scenario: the same numbers at the same simulated time.</Trans>
      </p>
      <div className="share__link">
        <label htmlFor="share-link">{t`Link`}</label>
        <input id="share-link" type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
        <button type="button" className="primary" onClick={() => void copy()}>
          {copied ? t`Copied` : t`Copy link`}
        </button>
      </div>
      <p className="hint" aria-live="polite">
        {t`${link.length} characters.`}
      </p>
      <div className="share__row">
        <button type="button" aria-pressed={bigQr} onClick={() => setBigQr(!bigQr)}>
          {bigQr ? t`Smaller QR code` : t`Large QR code for the projector`}
        </button>
        <button type="button" onClick={download}>
          {t`Download scenario (JSON)`}
        </button>
      </div>
      <div className="share__qr">
        <QrCode text={link} size={bigQr ? 560 : 220} label={t`QR code of the link`} />
      </div>
      <details className="share__teacher" open={teacherOpen} onToggle={(e) => setTeacherOpen(e.currentTarget.open)}>
        <summary>{t`Teacher link: an assignment, locked or hidden controls`}</summary>
        <label className="share__assignment">
          {t`Assignment shown to students (plain text)`}
          <textarea
            rows={3}
            maxLength={MAX_ASSIGNMENT_CHARS}
            value={assignment}
            placeholder={t`e.g. Raise α and β until Vegas gets half of the link. How far did you have to go?`}
            aria-describedby="share-assignment-count"
            onChange={(e) => setAssignment(e.target.value)}
          />
        </label>
        <p id="share-assignment-count" className="hint">
          {t`${assignment.length} / ${MAX_ASSIGNMENT_CHARS} characters; shown in a banner above the lab.`}
        </p>
        <div className="share__row" role="group" aria-label={t`Lock in one click`}>
          <button type="button" onClick={() => setMode(lockAllExcept(OPEN_FOR_VEGAS_EXERCISE))}>
            {t`Lock everything except α and β`}
          </button>
          <button type="button" onClick={() => setMode(lockAllExcept([]))}>
            {t`Lock everything`}
          </button>
          <button type="button" onClick={() => setMode(lockAllExcept(CONTROL_IDS))}>
            {t`Open everything`}
          </button>
        </div>
        <p className="hint">
          <Trans>
            Then adjust single controls below. Play, step, reset, speed and sharing stay open with the first choice, so students can run the lab and send their link back. What you set here is kept while this tab is open.
          </Trans>
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">{t`Control`}</th>
              <th scope="col">{t`Open`}</th>
              <th scope="col">{t`Locked`}</th>
              <th scope="col">{t`Hidden`}</th>
            </tr>
          </thead>
          {GROUPS.map(({ group, heading }) => (
            <tbody key={group}>
              <tr>
                <th scope="colgroup" colSpan={4} className="share__group">
                  {i18n._(heading)}
                </th>
              </tr>
              {CONTROL_IDS.filter((id) => describeControl(id).group === group).map((id) => {
                const description = controlDescription(i18n, id);
                const label = controlLabel(i18n, id);
                return (
                  <tr key={id}>
                    <th scope="row" title={description}>
                      {label}
                    </th>
                    {(['open', 'locked', 'hidden'] as const).map((m) => (
                      <td key={m}>
                        <input type="radio" name={`lock-${id}`} aria-label={`${label}: ${i18n._(MODE_NAMES[m])}`} checked={mode[id] === m} onChange={() => setMode({ ...mode, [id]: m })} />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
        <label className="share__runto">
          {t`Open already run to`}
          <input type="text" inputMode="decimal" value={runTo} placeholder="0" aria-invalid={runToError ? true : undefined} onChange={(e) => setRunTo(e.target.value)} />
          {t`s (empty: paused at t = 0)`}
        </label>
        {runToError && (
          <p className="field__error" role="alert">
            {runToError}
          </p>
        )}
      </details>
      <label className="checkbox">
        <input type="checkbox" checked={embed} onChange={(e) => setEmbed(e.target.checked)} />
        {t`Embed view (minimal chrome for an iframe in a course page)`}
      </label>
      {embed && (
        <label className="share__snippet">
          {t`HTML to paste into a course page`}
          <textarea readOnly rows={3} value={`<iframe src="${link.replace(/"/g, '&quot;')}" width="960" height="720" title="TCP Fairness Lab" style="border:0"></iframe>`} />
        </label>
      )}
      <div className="share__row share__row--end">
        <button type="button" onClick={() => ref.current?.close()}>
          {t`Close`}
        </button>
      </div>
    </dialog>
  );
}
