// The shared bottleneck R1→R2: rate, delay, buffer and the queue discipline (DropTail or RED
// with its thresholds, maxP and weight). Every change applies live, in both directions.
import { memo } from 'react';
import { BOTTLENECK_PARAMS } from '../../sim/scenario/params';
import type { QueueConfig, RedConfig } from '../../sim/scenario/Scenario';
import type { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';
import { NO_LOCKS, type Locks } from '../links/locks';
import { NumberField } from './NumberField';

const P = BOTTLENECK_PARAMS;

/** Memoised: the lab re-renders on every batch, the panel only when its slice changes. */
export const BottleneckPanel = memo(BottleneckPanelView);

function BottleneckPanelView({ model, locks = NO_LOCKS }: { model: LabModel; locks?: Locks }) {
  const b = useLab(model, (m) => m.settings?.bottleneck ?? null);
  if (!b || (locks.hidden('bottleneck') && locks.hidden('queue'))) return null;
  const locked = locks.locked('bottleneck');
  const queueLocked = locks.locked('queue');
  const q = b.queue;
  const red: RedConfig =
    q.kind === 'red'
      ? q
      : { kind: 'red', minThPackets: P.minThPackets.default, maxThPackets: P.maxThPackets.default, maxP: P.maxP.default, weight: P.weight.default, gentle: false };
  const setRed = (patch: Partial<RedConfig>) => model.setQueue({ ...red, ...patch });
  return (
    <section className="panel" aria-labelledby="bottleneck-heading">
      <h2 id="bottleneck-heading">Bottleneck R1→R2</h2>
      {!locks.hidden('bottleneck') && (
        <>
          <NumberField spec={P.rateBps} value={b.rateBps} disabled={locked} display={{ unit: 'Mb/s', factor: 1e-6 }} sliderMax={1e9} check={(v) => model.checkChange({ link: 0, key: 'rateBps', value: v })} onCommit={(v) => model.setLink({ rateBps: v })} />
          <NumberField spec={P.delaySec} value={b.delaySec} disabled={locked} display={{ unit: 'ms', factor: 1000 }} sliderMax={1} check={(v) => model.checkChange({ link: 0, key: 'delaySec', value: v })} onCommit={(v) => model.setLink({ delaySec: v })} />
          <NumberField spec={P.bufferPackets} value={b.bufferPackets} disabled={locked} sliderMax={2000} check={(v) => model.checkChange({ link: 0, key: 'bufferPackets', value: v })} onCommit={(v) => model.setLink({ bufferPackets: v })} />
        </>
      )}
      {!locks.hidden('queue') && (
      <>
      <fieldset className="queue-kind" disabled={queueLocked}>
        <legend>Queue discipline</legend>
        {(['droptail', 'red'] as const).map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="queue-kind"
              value={kind}
              checked={q.kind === kind}
              onChange={() => model.setQueue(kind === 'droptail' ? ({ kind: 'droptail' } as QueueConfig) : red)}
            />
            {kind === 'droptail' ? 'DropTail' : 'RED'}
          </label>
        ))}
      </fieldset>
      {q.kind === 'red' && (
        <div className="red-params" aria-disabled={queueLocked || undefined}>
          <NumberField
            spec={P.minThPackets}
            value={q.minThPackets}
            disabled={queueLocked}
            sliderMax={Math.max(10, b.bufferPackets)}
            validate={(v) => (v >= q.maxThPackets ? `minTh must be below maxTh (${q.maxThPackets}).` : null)}
            onCommit={(v) => setRed({ minThPackets: v })}
          />
          <NumberField
            spec={P.maxThPackets}
            value={q.maxThPackets}
            disabled={queueLocked}
            sliderMax={Math.max(10, 2 * b.bufferPackets)}
            validate={(v) => (v <= q.minThPackets ? `maxTh must be above minTh (${q.minThPackets}).` : null)}
            onCommit={(v) => setRed({ maxThPackets: v })}
          />
          <NumberField spec={P.maxP} value={q.maxP} disabled={queueLocked} onCommit={(v) => setRed({ maxP: v })} />
          <NumberField spec={P.weight} value={q.weight} disabled={queueLocked} sliderMax={0.1} onCommit={(v) => setRed({ weight: v })} />
          <label className="checkbox">
            <input type="checkbox" checked={q.gentle} disabled={queueLocked} onChange={(e) => setRed({ gentle: e.target.checked })} />
            Gentle RED (drop probability rises from maxP to 1 between maxTh and 2·maxTh)
          </label>
        </div>
      )}
      </>
      )}
    </section>
  );
}
