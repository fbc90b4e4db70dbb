// The flows: one card per flow with its colour, name and variant, its live knobs (from the
// variant's parameter specs) and stop / remove buttons; and a form to add a flow at any moment.
// In the many-flows view the cards are folded by variant class, and a class's cards exist only
// while it is open: a page of 200 flows keeps a handful of controls, not a thousand.
import { memo, useMemo, useState } from 'react';
import type { I18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { specLabel, specShortLabel, VARIANT_SUMMARIES } from '../i18n/specText';
import { problemMessage } from '../i18n/problemMessage';
import { editProblemMessage } from '../i18n/editProblemMessage';
import type { EditProblem } from '../lab/EditProblem';
import { formatNumber } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { flowClasses, type FlowClass } from '../lab/flowClasses';
import { FLOW_PARAMS, LIMITS, type ParamSpec } from '../../sim/scenario/params';
import { TCP_VARIANTS, type FlowChangeKey, type FlowConfig, type Scenario, type TcpVariantId } from '../../sim/scenario/Scenario';
import { VARIANTS, describeFlow, knobRule, knobSpec, knobsOf, variantParams } from '../../sim/tcp/registry';
import type { FlowInfo } from '../../worker/protocol';
import type { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';
import { flowColor, flowDash } from '../theme';
import { NO_LOCKS, type Locks } from '../links/locks';
import { knobControl } from '../../share/controls';
import { NumberField } from './NumberField';
import { mixCount, planFlows, readFlowCount } from './addFlows';

/** Whether knob `key` is hidden / locked by a teacher link (knobs without a control of their own never are). */
const knobHidden = (locks: Locks, key: string): boolean => {
  const id = knobControl(key);
  return id !== undefined && locks.hidden(id);
};
const knobLocked = (locks: Locks, key: string): boolean => {
  const id = knobControl(key);
  return id !== undefined && locks.locked(id);
};

/** A slider's message for a value that breaks its variant's rule (Vegas: α ≤ β), naming what to move first. */
function ruleMessage(i18n: I18n, variant: TcpVariantId, values: Record<string, number>, key: string, v: number): string | null {
  const broken = knobRule(variant, { ...values, [key]: v }, key);
  if (!broken) return null;
  const name = (k: string) => shortLabel(i18n, knobSpec(variant, k)) ?? k;
  return `${problemMessage(i18n, { path: [], code: broken.code, params: { other: [name(broken.other)], value: broken.value, subject: name(broken.key) } })}.`;
}

const shortLabel = (i18n: I18n, spec: ParamSpec | undefined): string | undefined => spec && specShortLabel(i18n, spec);

export function FlowSwatch({ index }: { index: number }) {
  return (
    <svg className="swatch" width="28" height="10" aria-hidden="true">
      <line x1="1" y1="5" x2="27" y2="5" stroke={flowColor(index)} strokeWidth="4" strokeDasharray={flowDash(index)} />
    </svg>
  );
}

export const FlowPanel = memo(function FlowPanel({ model, locks = NO_LOCKS, byClass = false }: { model: LabModel; locks?: Locks; byClass?: boolean }) {
  const scenario = useLab(model, (m) => m.scenario);
  const flows = useLab(model, (m) => m.flows);
  const hidden = useLab(model, (m) => m.hidden);
  // Re-rendered when the settings in effect change (a timed change reached, a live edit).
  useLab(model, (m) => m.settings);
  const classes = useMemo(() => (byClass ? flowClasses(flows, hidden) : null), [byClass, flows, hidden]);
  // A scenario keeps at least one flow: the last one can be stopped, not removed.
  const only = flows.filter((f) => !hidden.has(f.index)).length === 1;
  const { t } = useLingui();
  const cards = (members: readonly FlowInfo[]) => (
    <ul className="flow-list">
      {members.map((f) =>
        hidden.has(f.index) || !model.flowSettings(f.index) ? null : (
          <li key={f.index}>
            <FlowCard model={model} info={f} config={model.flowSettings(f.index)!} locks={locks} only={only} />
          </li>
        ),
      )}
    </ul>
  );
  return (
    <section className="panel" aria-labelledby="flows-heading">
      <h2 id="flows-heading">{t`Flows`}</h2>
      {classes ? classes.map((c) => <ClassGroup key={c.variant} cls={c} flows={flows}>{cards}</ClassGroup>) : cards(flows)}
      {scenario && !locks.hidden('flows.add') && <AddFlowForm model={model} scenario={scenario} disabled={locks.locked('flows.add')} />}
    </section>
  );
});

/** A variant class's flows, folded: its cards are built only while it is open. */
function ClassGroup({ cls, flows, children }: { cls: FlowClass; flows: readonly FlowInfo[]; children: (members: readonly FlowInfo[]) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const n = cls.members.length;
  return (
    <details className="flow-class" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <FlowSwatch index={cls.ordinal} /> {cls.label} · {plural(n, { one: '# flow', other: '# flows' })}
      </summary>
      {open && children(cls.members.map((m) => flows[m]).filter((f): f is FlowInfo => f !== undefined))}
    </details>
  );
}

/** Re-render a card only when its own flow changed (an edit to one of 200 flows touches one card). */
const FlowCard = memo(FlowCardView, (a, b) => a.model === b.model && a.info === b.info && a.locks === b.locks && a.only === b.only && sameConfig(a.config, b.config));

function sameConfig(a: FlowConfig, b: FlowConfig): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function FlowCardView({ model, info, config, locks, only }: { model: LabModel; info: FlowInfo; config: FlowConfig; locks: Locks; only: boolean }) {
  const knobs = (config.variant === 'cbr' ? [] : variantParams(config.variant)).filter((spec) => !knobHidden(locks, spec.key));
  const values = config as unknown as Record<string, number>;
  // A stop still ahead (set in the timing below) can be brought forward with Stop; one reached
  // (or made with Stop, at the next millisecond) cannot.
  const stopSec = config.stopSec;
  const stopped = useLab(model, (m) => stopSec !== undefined && m.status.timeSec >= stopSec - 0.0011);
  // A finished run takes no new flows (reset first): Duplicate is off then, and says why.
  const finished = useLab(model, (m) => m.status.finished);
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const rttMs = (model.baseRttSec(info.index) * 1000).toFixed(0);
  return (
    <article className="flow-card" aria-label={`${info.name}, ${label(config)}`}>
      <header className="flow-card__head">
        <FlowSwatch index={info.index} />
        <span className="flow-card__name">{info.name}</span>
        <span className="flow-card__variant">{label(config)}</span>
        <span className="flow-card__rtt" title={t`Round-trip propagation delay`} dir="ltr">
          RTT₀ {locale === 'en' ? rttMs : formatNumber(locale, Number(rttMs), 12)} ms
        </span>
      </header>
      {knobs.map((spec) => (
        <NumberField
          key={spec.key}
          spec={spec}
          value={values[spec.key]}
          disabled={knobLocked(locks, spec.key)}
          context={info.name}
          label={shortLabel(i18n, spec)}
          validate={(v) => (config.variant === 'cbr' ? null : ruleMessage(i18n, config.variant, values, spec.key, v))}
          check={(v) => model.checkChange({ flow: info.index, key: spec.key as FlowChangeKey, value: v })}
          onCommit={(v) => model.setFlowParam(info.index, spec.key as FlowChangeKey, v)}
        />
      ))}
      {config.variant !== 'cbr' && !locks.hidden('flow.maxWindow') && (
        <NumberField
          spec={FLOW_PARAMS.maxWindowPackets}
          value={config.maxWindowPackets}
          disabled={locks.locked('flow.maxWindow')}
          context={info.name}
          label={specLabel(i18n, FLOW_PARAMS.maxWindowPackets)}
          sliderMax={2000}
          check={(v) => model.checkChange({ flow: info.index, key: 'maxWindowPackets', value: v })}
          onCommit={(v) => model.setFlowParam(info.index, 'maxWindowPackets', v)}
        />
      )}
      {!locks.hidden('flows.stop') && <FlowTiming model={model} info={info} config={config} disabled={locks.locked('flows.stop')} />}
      {!locks.hidden('flows.stop') && (
        <div className="flow-card__actions">
          {!locks.hidden('flows.add') && (
            <button
              type="button"
              disabled={finished || locks.locked('flows.add')}
              title={finished ? t`The run has ended: reset to add flows` : t`Add a flow with the same variant, settings and links, starting now`}
              aria-label={t`Duplicate ${info.name}`}
              onClick={() => {
                const { name: _name, startSec: _start, stopSec: _stop, ...same } = config as FlowConfig & { stopSec?: number };
                const problems = model.addFlow(same as Record<string, unknown>);
                if (problems.length) model.notify('error', problems.map((p) => editProblemMessage(i18n, p)).join('\n'));
              }}
            >
              {t`Duplicate`}
            </button>
          )}
          <button
            type="button"
            disabled={stopped || locks.locked('flows.stop')}
            title={t`Stop sending at this moment; the scenario records the time, so a replay or a link stops it then too`}
            onClick={() => model.stopFlow(info.index)}
          >
            {stopped ? t`Stopped` : t`Stop`}
          </button>
          <button
            type="button"
            className="flow-card__remove"
            disabled={only || locks.locked('flows.stop')}
            title={
              only
                ? t`The only flow: a scenario needs at least one, so stop it instead`
                : t`Take the flow out of the experiment: it leaves the controls, the summary and the scenario now (a replay or a link runs without it from the start); the charts keep its past, up to now, until a reset`
            }
            onClick={() => model.removeFlow(info.index)}
          >
            {t`Remove`}
          </button>
        </div>
      )}
    </article>
  );
}

/**
 * A flow's access delay (a timed change during the run), and its start and stop (its own times:
 * movable while they are ahead). Folded: a lecture mostly turns the knobs above.
 */
function FlowTiming({ model, info, config, disabled }: { model: LabModel; info: FlowInfo; config: FlowConfig; disabled: boolean }) {
  const durationSec = model.settings?.durationSec ?? FLOW_PARAMS.stopSec.max;
  const stopSec = config.stopSec;
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const num = (v: number) => (locale === 'en' ? String(v) : formatNumber(locale, v, 12));
  const delayMs = num(Number((config.access.delaySec * 1000).toFixed(0)));
  const startText = num(config.startSec);
  return (
    <details className="flow-card__timing">
      <summary>
        {t`Timing and access delay`}{' '}
        <span className="hint" dir="ltr">
          ({delayMs} ms, {startText} s → {stopSec === undefined ? t`end` : `${num(stopSec)} s`})
        </span>
      </summary>
      <NumberField
        spec={FLOW_PARAMS.linkDelaySec}
        value={config.access.delaySec}
        disabled={disabled}
        context={info.name}
        label={t`Access delay`}
        display={{ unit: 'ms', factor: 1000 }}
        sliderMax={0.2}
        check={(v) => model.checkChange({ flow: info.index, key: 'accessDelaySec', value: v })}
        onCommit={(v) => model.setFlowParam(info.index, 'accessDelaySec', v)}
      />
      <NumberField
        spec={FLOW_PARAMS.startSec}
        value={config.startSec}
        disabled={disabled}
        context={info.name}
        label={t`Start at`}
        sliderMax={Math.max(1, durationSec)}
        check={(v) => model.checkFlowTimes(info.index, { startSec: v })}
        onCommit={(v) => model.setFlowTimes(info.index, { startSec: v })}
      />
      <NumberField
        spec={FLOW_PARAMS.stopSec}
        value={stopSec ?? durationSec}
        disabled={disabled}
        context={info.name}
        label={t`Stop at`}
        sliderMax={Math.max(1, durationSec)}
        check={(v) => model.checkFlowTimes(info.index, { stopSec: v >= durationSec ? null : v })}
        onCommit={(v) => model.setFlowTimes(info.index, { stopSec: v >= durationSec ? null : v })}
      />
      <p className="hint">
        <Trans>A start or stop can move while it is still ahead; the end of the run ({durationSec} s) means it does not stop.</Trans>
      </p>
    </details>
  );
}

function label(f: FlowConfig): string {
  return f.variant === 'cbr' ? 'UDP CBR' : describeFlow(f.variant, knobsOf(f.variant, f));
}

function AddFlowForm({ model, scenario, disabled }: { model: LabModel; scenario: Scenario; disabled: boolean }) {
  const [variant, setVariant] = useState<TcpVariantId>('reno');
  /** The chosen variant's knobs, from its defaults. */
  const [knobs, setKnobs] = useState<Record<string, number>>({});
  const specs = variantParams(variant);
  const knobValues = Object.fromEntries(specs.map((p) => [p.key, knobs[p.key] ?? p.default]));
  const [name, setName] = useState('');
  const [delaySec, setDelaySec] = useState(0.01);
  /** 0 means "now"; a later time schedules the start. */
  const [startSec, setStartSec] = useState(0);
  const [countText, setCountText] = useState('1');
  const flowCount = useLab(model, (m) => m.flows.length);
  const countReading = readFlowCount(countText, LIMITS.maxFlows - flowCount, LIMITS.maxFlows);
  const count = countReading.ok ? countReading.count : 1;
  const [delaySpreadSec, setDelaySpreadSec] = useState(0);
  const [startSpreadSec, setStartSpreadSec] = useState(0);
  const [mixVariant, setMixVariant] = useState<TcpVariantId | ''>('');
  const [mixPercent, setMixPercent] = useState(50);
  const [errors, setErrors] = useState<string[]>([]);
  const template = scenario.flows[0];
  const mix = count > 1 && mixVariant && mixVariant !== variant ? { variant: mixVariant, percent: mixPercent } : undefined;
  const mixed = mix ? mixCount(count, mix.percent) : 0;
  const { i18n, t } = useLingui();
  const first = VARIANTS[variant].label;
  const firstCount = count - mixed;
  const second = mix ? VARIANTS[mix.variant].label : '';
  const only = VARIANTS[mix && mixed === count ? mix.variant : variant].label;
  const submitLabel =
    count === 1
      ? t`Add ${first} flow`
      : mix && mixed > 0 && mixed < count
        ? t`Add ${firstCount} ${first} + ${mixed} ${second} flows`
        : t`Add ${count} ${only} flows`;
  return (
    <form
      className="add-flow"
      aria-labelledby="add-flow-heading"
      aria-disabled={disabled || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        if (!countReading.ok) return;
        // n flows at once, perhaps of two variants: access delays and start times spread evenly.
        let problems: EditProblem[] = [];
        for (const p of planFlows({ variant, mix, count, name, delaySec, delaySpreadSec, startSec, startSpreadSec })) {
          problems = model.addFlow({
            variant: p.variant,
            // The knobs set above are the first variant's; a mixed-in one keeps its defaults.
            ...(p.variant === variant ? knobValues : {}),
            ...(p.name ? { name: p.name } : {}),
            access: { rateBps: template?.access.rateBps ?? FLOW_PARAMS.linkRateBps.default, delaySec: p.delaySec },
            egress: template?.egress ?? { rateBps: FLOW_PARAMS.linkRateBps.default, delaySec: FLOW_PARAMS.linkDelaySec.default },
            startSec: p.startSec,
          });
          if (problems.length > 0) break;
        }
        setErrors(problems.map((p) => editProblemMessage(i18n, p)));
        if (problems.length === 0) setName('');
      }}
    >
      <h3 id="add-flow-heading">{t`Add a flow now`}</h3>
      <fieldset className="plain" disabled={disabled}>
      <div className="add-flow__row">
        <label>
          {t`Variant`}
          <select
            value={variant}
            onChange={(e) => {
              setVariant(e.target.value as TcpVariantId);
              setKnobs({});
            }}
          >
            {TCP_VARIANTS.map((v) => (
              <option key={v} value={v}>
                {VARIANTS[v].label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t`Name`}
          <input type="text" value={name} maxLength={60} placeholder={t`(automatic)`} onChange={(e) => setName(e.target.value)} />
        </label>
      </div>
      {specs.map((spec) => (
        <NumberField
          key={`${variant}.${spec.key}`}
          spec={spec}
          value={knobValues[spec.key]}
          label={specLabel(i18n, spec)}
          validate={(v) => ruleMessage(i18n, variant, knobValues, spec.key, v)}
          onCommit={(v) => setKnobs({ ...knobValues, [spec.key]: v })}
        />
      ))}
      <NumberField
        spec={FLOW_PARAMS.linkDelaySec}
        value={delaySec}
        label={t`Access delay`}
        display={{ unit: 'ms', factor: 1000 }}
        sliderMax={0.2}
        onCommit={setDelaySec}
      />
      <NumberField
        spec={FLOW_PARAMS.startSec}
        value={startSec}
        label={t`Start at (0 = now)`}
        sliderMax={Math.max(1, scenario.durationSec)}
        onCommit={setStartSec}
      />
      <div className="add-flow__row">
        <label>
          {t`How many`}
          <input
            type="number"
            min={1}
            max={Math.max(1, LIMITS.maxFlows - flowCount)}
            step={1}
            value={countText}
            aria-invalid={!countReading.ok || undefined}
            aria-describedby={countReading.ok ? undefined : 'add-flow-count-err'}
            onChange={(e) => setCountText(e.target.value)}
          />
        </label>
        <label>
          {t`Delay spread (ms)`}
          <input type="number" min={0} max={200} step={1} value={Math.round(delaySpreadSec * 1000)} disabled={count < 2} onChange={(e) => setDelaySpreadSec(Math.max(0, Math.min(0.2, (Number(e.target.value) || 0) / 1000)))} />
        </label>
        <label>
          {t`Start spread (s)`}
          <input type="number" min={0} step={0.1} value={startSpreadSec} disabled={count < 2} onChange={(e) => setStartSpreadSec(Math.max(0, Number(e.target.value) || 0))} />
        </label>
      </div>
      <div className="add-flow__row">
        <label>
          {t`Mixed with`}
          <select value={mixVariant} disabled={count < 2} onChange={(e) => setMixVariant(e.target.value as TcpVariantId | '')}>
            <option value="">{t`(none)`}</option>
            {TCP_VARIANTS.filter((v) => v !== variant).map((v) => (
              <option key={v} value={v}>
                {VARIANTS[v].label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t`Share mixed in (%)`}
          <input type="number" min={0} max={100} step={5} value={mixPercent} disabled={count < 2 || !mixVariant} onChange={(e) => setMixPercent(Math.max(0, Math.min(100, Math.round(Number(e.target.value) || 0))))} />
        </label>
      </div>
      {!countReading.ok && (
        <p id="add-flow-count-err" className="field__error" role="alert">
          {countReading.problem}
        </p>
      )}
      <p className="hint">{i18n._(VARIANT_SUMMARIES[variant])}</p>
      <button type="submit" disabled={!countReading.ok}>
        {submitLabel}
      </button>
      </fieldset>
      {errors.length > 0 && (
        <ul className="field__error" role="alert">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </form>
  );
}
