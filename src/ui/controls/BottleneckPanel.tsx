// The shared bottleneck R1→R2: rate, delay, buffer and the queue discipline with its parameters
// (QueuePicker). Every change applies live, in both directions.
import { memo } from 'react';
import { Trans } from '@lingui/react/macro';
import { BOTTLENECK_PARAMS } from '../../sim/scenario/params';
import type { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';
import { NO_LOCKS, type Locks } from '../links/locks';
import { NumberField } from './NumberField';
import { QueuePicker } from './QueuePicker';

const P = BOTTLENECK_PARAMS;

/** Memoised: the lab re-renders on every batch, the panel only when its slice changes. */
export const BottleneckPanel = memo(BottleneckPanelView);

function BottleneckPanelView({ model, locks = NO_LOCKS }: { model: LabModel; locks?: Locks }) {
  const b = useLab(model, (m) => m.settings?.bottleneck ?? null);
  if (!b || (locks.hidden('bottleneck') && locks.hidden('queue'))) return null;
  const locked = locks.locked('bottleneck');
  const queueLocked = locks.locked('queue');
  return (
    <section className="panel" aria-labelledby="bottleneck-heading">
      <h2 id="bottleneck-heading">
        <Trans>Bottleneck R1→R2</Trans>
      </h2>
      {!locks.hidden('bottleneck') && (
        <>
          <NumberField spec={P.rateBps} value={b.rateBps} disabled={locked} display={{ unit: 'Mb/s', factor: 1e-6 }} sliderMax={1e9} check={(v) => model.checkChange({ link: 0, key: 'rateBps', value: v })} onCommit={(v) => model.setLink({ rateBps: v })} />
          <NumberField spec={P.delaySec} value={b.delaySec} disabled={locked} display={{ unit: 'ms', factor: 1000 }} sliderMax={1} check={(v) => model.checkChange({ link: 0, key: 'delaySec', value: v })} onCommit={(v) => model.setLink({ delaySec: v })} />
          <NumberField spec={P.bufferPackets} value={b.bufferPackets} disabled={locked} sliderMax={2000} check={(v) => model.checkChange({ link: 0, key: 'bufferPackets', value: v })} onCommit={(v) => model.setLink({ bufferPackets: v })} />
        </>
      )}
      {!locks.hidden('queue') && <QueuePicker model={model} queue={b.queue} bufferPackets={b.bufferPackets} disabled={queueLocked} />}
    </section>
  );
}
