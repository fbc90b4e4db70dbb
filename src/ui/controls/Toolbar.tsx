// Time control: play / pause (Space), step by a chosen slice of simulated time, reset, speed
// from 0.1× to 100× real time or as fast as possible, "extend by …" once finished; and the
// scenario presets.
import { memo, useEffect, useId, useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatFixed, formatNumber, withUnit } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { PRESETS } from '../../sim/scenario/presets';
import { presetName } from '../i18n/presetText';
import type { Speed } from '../../share/speed';
import type { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';
import { pixelStep, useWidthPx } from '../lab/pixelStep';
import { formatClock } from '../format';
import { NO_LOCKS, type Locks } from '../links/locks';
import { ExtendRun } from './RunLength';
import { keepOnScreen, useDismiss } from '../popup';

export const SPEEDS: Speed[] = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100, 'max'];
const STEPS = [0.01, 0.1, 1, 10];

export interface ToolbarProps {
  model: LabModel;
  onPreset: (name: string) => void;
  /** Opens a scenario file (the toolbar's file picker). */
  onOpenFile: (file: File) => void;
  onShare: () => void;
  locks?: Locks;
}

export function Toolbar({ model, onPreset, onOpenFile, onShare, locks = NO_LOCKS }: ToolbarProps) {
  const running = useLab(model, (m) => m.status.running);
  const finished = useLab(model, (m) => m.status.finished);
  const speed = useLab(model, (m) => m.status.speed);
  const duration = useLab(model, (m) => m.scenario?.durationSec ?? 0);
  const [stepSec, setStepSec] = useState(0.1);
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <div className="toolbar" role="toolbar" aria-label={t`Simulation controls`}>
      <span className="toolbar__time">
      {!locks.hidden('time') && (
      <>
      <button type="button" className="primary" aria-pressed={running} disabled={finished || locks.locked('time')} onClick={() => model.togglePlay()} title={t`Play or pause (Space)`}>
        {running ? t`Pause` : finished ? t`Finished` : t`Play`}
      </button>
      {finished && !locks.hidden('run.durationSec') ? (
        <ExtendRun model={model} locks={locks} />
      ) : (
      <span className="toolbar__group">
        <button type="button" disabled={finished || locks.locked('time')} onClick={() => model.step(stepSec)} title={t`Advance by one step of simulated time, then pause`}>
          {t`Step`}
        </button>
        <label>
          <span className="sr-only">{t`Step size`}</span>
          <select aria-label={t`Step size`} value={stepSec} onChange={(e) => setStepSec(Number(e.target.value))}>
            {STEPS.map((s) => (
              <option key={s} value={s}>
                {locale === 'en' ? (s >= 1 ? `${s} s` : `${s * 1000} ms`) : s >= 1 ? withUnit(locale, formatNumber(locale, s), 's') : withUnit(locale, formatNumber(locale, s * 1000), 'ms')}
              </option>
            ))}
          </select>
        </label>
      </span>
      )}
      <ResetControl model={model} disabled={locks.locked('time')} />
      </>
      )}
      {!locks.hidden('speed') && (
      <label className="toolbar__group">
        <span className="toolbar__label">{t`Speed`}</span>
        <select
          aria-label={t`Speed`}
          title={t`Simulated seconds per real second`}
          disabled={locks.locked('speed')}
          value={String(speed)}
          onChange={(e) => model.setSpeed(e.target.value === 'max' ? 'max' : Number(e.target.value))}
        >
          {SPEEDS.map((s) => (
            <option key={String(s)} value={String(s)}>
              {s === 'max' ? t`fastest` : `${locale === 'en' ? s : formatNumber(locale, s)}×`}
            </option>
          ))}
        </select>
      </label>
      )}
      <Clock model={model} duration={duration} />
      </span>
      <span className="toolbar__scenario">
      {!locks.hidden('presets') && (
      <>
      <label className="toolbar__group toolbar__preset">
        <span className="toolbar__label">{t`Scenario`}</span>
        <select aria-label={t`Scenario`} value="" disabled={locks.locked('presets')} onChange={(e) => e.target.value && onPreset(e.target.value)}>
          <option value="">{t`Presets…`}</option>
          {Object.keys(PRESETS).map((name) => (
            <option key={name} value={name}>
              {presetName(i18n, name)}
            </option>
          ))}
        </select>
      </label>
      <label className={`button-like${locks.locked('presets') ? ' is-disabled' : ''}`}>
        {t`Open file…`}
        <input
          type="file"
          accept=".json,application/json"
          className="sr-only"
          disabled={locks.locked('presets')}
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) onOpenFile(f);
            e.target.value = '';
          }}
        />
      </label>
      </>
      )}
      {!locks.hidden('share') && (
        <button type="button" disabled={locks.locked('share')} onClick={onShare}>
          {t`Share…`}
        </button>
      )}
      </span>
    </div>
  );
}

/**
 * The simulated time and a small progress bar. Each part subscribes to what it shows (the digits,
 * the bar's device pixel), so a playing run redraws each only when it visibly changes.
 */
function Clock({ model, duration }: { model: LabModel; duration: number }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const now = useLab(model, (m) => (locale === 'en' ? m.status.timeSec.toFixed(1) : formatFixed(locale, m.status.timeSec, 1)));
  const total = locale === 'en' ? String(duration) : formatNumber(locale, duration, 12);
  // The clock's digits keep their left-to-right order in a right-to-left page.
  return (
    <span className="clock" dir="ltr" aria-label={t`Simulated time ${now} of ${total} seconds`}>
      <ClockNow model={model} locale={locale} />
      <span className="clock__of"> / {total} s</span>
      <ClockProgress model={model} duration={duration} />
    </span>
  );
}

const ClockNow = memo(function ClockNow({ model, locale }: { model: LabModel; locale: Locale }) {
  const text = useLab(model, (m) => (locale === 'en' ? formatClock(m.status.timeSec) : `${formatFixed(locale, m.status.timeSec, 2)} s`));
  return <span className="clock__now">{text}</span>;
});

/** The bar, redrawn while the run plays when its end moves by a device pixel; exact once it stops. */
const ClockProgress = memo(function ClockProgress({ model, duration }: { model: LabModel; duration: number }) {
  const [bar, setBar] = useState<HTMLProgressElement | null>(null);
  const widthPx = useWidthPx(bar);
  const max = duration || 1;
  useLab(model, (m) => (m.status.running ? -1 - pixelStep(m.status.timeSec / max, widthPx) : m.status.timeSec));
  return <progress ref={setBar} max={max} value={model.status.timeSec} aria-hidden="true" />;
});

/**
 * Reset. With no timed changes there is one way back to t = 0; with some, it asks: replay them at
 * their times (the run a link reproduces), or start over with the settings as they are now.
 */
function ResetControl({ model, disabled }: { model: LabModel; disabled: boolean }) {
  const changes = useLab(model, (m) => m.scenario?.changes?.length ?? 0);
  const [asking, setAsking] = useState(false);
  const { t } = useLingui();
  const first = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const replayNote = useId();
  // A press or the focus elsewhere closes the question.
  const box = useRef<HTMLSpanElement>(null);
  const dismissOnBlur = useDismiss(box, asking, () => setAsking(false));
  useEffect(() => {
    if (asking) first.current?.focus();
  }, [asking]);
  const close = () => {
    setAsking(false);
    opener.current?.focus();
  };
  const reset = (mode: 'replay' | 'settings') => {
    model.reset(mode);
    close();
  };
  return (
    <span ref={box} className="reset-control" onBlur={dismissOnBlur}>
      <button
        ref={opener}
        type="button"
        disabled={disabled}
        aria-expanded={changes > 0 ? asking : undefined}
        onClick={() => (changes > 0 ? setAsking(!asking) : model.reset())}
        title={
          changes > 0
            ? plural(changes, { one: 'Back to t = 0: replay your # timed change, or start over', other: 'Back to t = 0: replay your # timed changes, or start over' })
            : t`Back to t = 0 with the current settings`
        }
      >
        {t`Reset`}
      </button>
      {asking && (
        <span ref={keepOnScreen} className="reset-control__menu" role="group" aria-label={t`Reset how?`} onKeyDown={(e) => e.key === 'Escape' && close()}>
          <button ref={first} type="button" onClick={() => reset('replay')} aria-describedby={replayNote}>
            {plural(changes, { one: 'Replay my # change at their times', other: 'Replay my # changes at their times' })}
          </button>
          <span id={replayNote} className="hint reset-control__note">
            <Trans>
              Changing anything during the replay branches it there: the changes after that moment are left out (in the lab, “Back to the original” under the timeline undoes that).
            </Trans>
          </span>
          <button type="button" onClick={() => reset('settings')}>
            {t`Start over with the current settings`}
          </button>
        </span>
      )}
    </span>
  );
}
