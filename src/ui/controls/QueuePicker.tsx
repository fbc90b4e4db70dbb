// The bottleneck's queue discipline: one choice per registered queue module, and the chosen
// discipline's parameters as sliders (numbers) and checkboxes (switches), all from its module.
// Every change applies live, in both directions, and goes on the timeline.
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
  const set = (key: string, value: number | boolean) => model.setQueue({ ...queue, [key]: value } as QueueConfig);
  const specs = queueParams(queue.kind);
  const { i18n, t } = useLingui();
  return (
    <>
      <fieldset className="queue-kind" disabled={disabled}>
        <legend>{t`Queue discipline`}</legend>
        {QUEUE_MODULES.map((q) => (
          <label key={q.id} title={i18n._(QUEUE_SUMMARIES[q.id])}>
            <input type="radio" name="queue-kind" value={q.id} checked={queue.kind === q.id} onChange={() => model.setQueue(defaultQueue(q.id))} />
            {q.label}
          </label>
        ))}
      </fieldset>
      {specs.length > 0 && (
        <div className={`queue-params queue-params--${queue.kind}`} aria-disabled={disabled || undefined}>
          {specs.map((spec: QueueParamSpec) =>
            isSwitch(spec) ? (
              <label key={spec.key} className="checkbox" title={specDescription(i18n, spec)}>
                <input type="checkbox" checked={values[spec.key] === true} disabled={disabled} onChange={(e) => set(spec.key, e.target.checked)} />
                {specLabel(i18n, spec)}
              </label>
            ) : (
              <NumberField
                key={spec.key}
                spec={spec as ParamSpec}
                value={values[spec.key] as number}
                disabled={disabled}
                sliderMax={m.sliderMax?.(spec.key as never, bufferPackets)}
                validate={(v) => ruleMessage(i18n, queue, spec.key, v)}
                onCommit={(v) => set(spec.key, v)}
              />
            ),
          )}
        </div>
      )}
    </>
  );
}
