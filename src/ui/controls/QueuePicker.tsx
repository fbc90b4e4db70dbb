// The bottleneck's queue discipline: one choice per registered queue module, and the chosen
// discipline's parameters as sliders (numbers) and checkboxes (switches), all from its module.
// Every change applies live, in both directions, and goes on the timeline; a change the lab refuses
// (the run has ended, a run being brought back) is said under the control that asked for it.
import { Fragment, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isSwitch, type QueueParamSpec } from '../../sim/queue/QueueModule';
import { QUEUE_MODULES, QUEUES, queueParams, queueRule, type QueueKind } from '../../sim/queue/registry';
import type { I18n } from '@lingui/core';
import { problemMessage } from '../i18n/problemMessage';
import type { ParamSpec } from '../../sim/scenario/params';
import type { QueueConfig } from '../../sim/scenario/Scenario';
import type { LabModel } from '../lab/LabModel';
import { NumberField } from './NumberField';
import { QUEUE_SUMMARIES, specLabel } from '../i18n/specText';
import { specDescription } from '../i18n/specDescriptions';
import { editProblemMessage } from '../i18n/editProblemMessage';
import { useRefusal } from './useRefusal';

/** A queue of discipline `kind` with its module's defaults. */
export function defaultQueue(kind: QueueKind): QueueConfig {
  const values = Object.fromEntries(queueParams(kind).map((s) => [s.key, s.default]));
  return { kind, ...values } as QueueConfig;
}

/** A slider's message for a value that breaks its discipline's rule (RED: minTh < maxTh), naming what to move first. */
function ruleMessage(i18n: I18n, queue: QueueConfig, key: string, v: number): string | null {
  const broken = queueRule({ ...queue, [key]: v } as QueueConfig, key);
  if (!broken) return null;
  const params = QUEUES[queue.kind].params as Record<string, QueueParamSpec>;
  const name = (k: string) => (params[k] ? specLabel(i18n, params[k]) : k);
  return `${problemMessage(i18n, { path: [], code: broken.code, params: { other: [name(broken.other)], value: broken.value, subject: name(broken.key) } })}.`;
}

export function QueuePicker({ model, queue, bufferPackets, disabled }: { model: LabModel; queue: QueueConfig; bufferPackets: number; disabled: boolean }) {
  const m = QUEUES[queue.kind];
  const values = queue as unknown as Record<string, number | boolean>;
  const edited = (key: string, value: number | boolean) => ({ ...queue, [key]: value }) as QueueConfig;
  const { refusal, attempt } = useRefusal(model);
  const set = (key: string, value: number | boolean) => attempt(key, () => model.setQueue(edited(key, value)));
  const specs = queueParams(queue.kind);
  const { i18n, t } = useLingui();
  const errId = useId();
  // Said under the part acted on, named as its label is, and tied to it for screen readers.
  const said = (at: string, name: string) =>
    refusal?.at === at ? (
      <p id={`${errId}-${at}`} className="field__error" role="alert">
        {name}: {editProblemMessage(i18n, refusal.problem)}
      </p>
    ) : null;
  const describedBy = (at: string) => (refusal?.at === at ? `${errId}-${at}` : undefined);
  return (
    <>
      <fieldset className="queue-kind" disabled={disabled} aria-describedby={describedBy('kind')}>
        <legend>{t`Queue discipline`}</legend>
        {QUEUE_MODULES.map((q) => (
          <label key={q.id} title={i18n._(QUEUE_SUMMARIES[q.id])}>
            <input type="radio" name="queue-kind" value={q.id} checked={queue.kind === q.id} onChange={() => attempt('kind', () => model.setQueue(defaultQueue(q.id)))} />
            {q.label}
          </label>
        ))}
      </fieldset>
      {said('kind', t`Queue discipline`)}
      {specs.length > 0 && (
        <div className={`queue-params queue-params--${queue.kind}`} aria-disabled={disabled || undefined}>
          {specs.map((spec: QueueParamSpec) =>
            isSwitch(spec) ? (
              <Fragment key={spec.key}>
                <label className="checkbox" title={specDescription(i18n, spec)}>
                  <input type="checkbox" checked={values[spec.key] === true} disabled={disabled} aria-describedby={describedBy(spec.key)} onChange={(e) => set(spec.key, e.target.checked)} />
                  {specLabel(i18n, spec)}
                </label>
                {said(spec.key, specLabel(i18n, spec))}
              </Fragment>
            ) : (
              <Fragment key={spec.key}>
                <NumberField
                  spec={spec as ParamSpec}
                  value={values[spec.key] as number}
                  disabled={disabled}
                  sliderMax={m.sliderMax?.(spec.key as never, bufferPackets)}
                  validate={(v) => ruleMessage(i18n, queue, spec.key, v)}
                  check={(v) => model.checkChange({ link: 0, key: 'queue', value: edited(spec.key, v) })}
                  onCommit={(v) => set(spec.key, v)}
                />
                {said(spec.key, specLabel(i18n, spec))}
              </Fragment>
            ),
          )}
        </div>
      )}
    </>
  );
}
