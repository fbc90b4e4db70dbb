// The RED module: its rule minTh < maxTh (the one place it is written) blaming the parameter just
// edited, what it drops for, its average as an observable, and how links, ns-2 and ns-3 carry it.
import { describe, expect, it } from 'vitest';
import { Random } from '../../../../src/sim/engine/Random';
import { redModule } from '../../../../src/sim/queue/modules/RedModule';
import { QueueReason } from '../../../../src/sim/queue/QueueDiscipline';
import { Red } from '../../../../src/sim/queue/Red';
import { createQueue, observeQueue } from '../../../../src/sim/queue/registry';
import { reasonsUnderOverload } from '../overload';
import { pkt } from '../queueTestKit';

const defaults = { minThPackets: 15, maxThPackets: 45, maxP: 0.1, weight: 0.002, gentle: false };

describe('RED module', () => {
  it.each([
    { name: 'minTh below maxTh', v: { minThPackets: 5, maxThPackets: 6 }, edited: undefined, want: undefined },
    { name: 'equal thresholds: maxTh is blamed', v: { minThPackets: 6, maxThPackets: 6 }, edited: undefined, want: { key: 'maxThPackets', code: 'must_exceed', other: 'minThPackets', value: 6 } },
    { name: 'inverted after editing maxTh', v: { minThPackets: 20, maxThPackets: 10 }, edited: 'maxThPackets', want: { key: 'maxThPackets', code: 'must_exceed', other: 'minThPackets', value: 20 } },
    { name: 'inverted after editing minTh: minTh is blamed', v: { minThPackets: 20, maxThPackets: 10 }, edited: 'minThPackets', want: { key: 'minThPackets', code: 'must_be_less', other: 'maxThPackets', value: 10 } },
  ])('rule: $name', ({ v, edited, want }) => {
    expect(redModule.rule!({ ...defaults, ...v }, edited)).toEqual(want);
  });

  it('drops early, forced and for a full buffer, as it declares', () => {
    // The papers' weight 0.002: the average lags the queue, which fills the buffer first (overflow)
    // while the average climbs through the thresholds (early) and past maxTh (forced).
    const seen = reasonsUnderOverload({ kind: 'red', minThPackets: 3, maxThPackets: 10, maxP: 0.1, weight: 0.002, gentle: false });
    expect([...seen].sort()).toEqual([...redModule.dropReasons].sort());
    expect([...redModule.dropReasons].sort()).toEqual([QueueReason.Overflow, QueueReason.Early, QueueReason.Forced].sort());
  });

  it('observes its average: 3 arrivals to an empty queue with w = 0.5 give 0, 0.5, 1.25', () => {
    // avg ← (1 − w)·avg + w·q with q = 0, 1, 2 waiting before each arrival: 0, 0.5, 0.5·0.5 + 0.5·2.
    const q = createQueue({ kind: 'red', ...defaults, weight: 0.5 }, { rateBps: 8e6, bufferPackets: 100, meanPacketBytes: 1000, nowSec: 0 }, Random.fromSeed(1));
    const out: Record<string, number> = {};
    for (const want of [0, 0.5, 1.25]) {
      q.enqueue(pkt(), 0);
      observeQueue(q, 0, out);
      expect(out.redAverage).toBe(want);
    }
    expect(q).toBeInstanceOf(Red);
  });

  it.each([
    // Frozen since format 1: the kind's code and each parameter's key and absent value.
    ['link keys', redModule.link, { code: 'r', keys: { minThPackets: { code: 'i', initial: 15 }, maxThPackets: { code: 'x', initial: 45 }, maxP: { code: 'p', initial: 0.1 }, weight: { code: 'w', initial: 0.002 }, gentle: { code: 'g', initial: 0 } } }],
    ['ns-2 queue', 'queueType' in redModule.ns2 && redModule.ns2.queueType, 'RED'],
    // ns-2 RED's limit N holds N waiting + 1 on the wire: one less than our buffer.
    ['ns-2 limit of a 50-packet buffer', 'queueType' in redModule.ns2 && redModule.ns2.limit(50), 49],
    // linterm_ = 1/maxP; thresh_ 0 would mean "automatic" to ns-2, so minTh 0 is a vanishing number.
    ['ns-2 configuration, minTh 0, gentle', 'queueType' in redModule.ns2 && redModule.ns2.configure!('$q', { ...defaults, minThPackets: 0, maxP: 0.25, gentle: true }, { bufferPackets: 30, packetSizeBytes: 1000, wirePacketBytes: 1040, sourceAddresses: [3] }), ['configureRed $q 1e-300 45 0.002 4 true 1000']],
    ['ns-3 arguments', 'args' in redModule.ns3 && redModule.ns3.args(defaults), ['--redMinTh=15', '--redMaxTh=45', '--redMaxP=0.1', '--redWeight=0.002', '--redGentle=0']],
    ['one line', redModule.describe({ ...defaults, gentle: true }), 'RED 15/45 maxP 0.1 w 0.002 gentle'],
  ])('%s', (_, got, want) => {
    expect(got).toEqual(want);
  });
});
