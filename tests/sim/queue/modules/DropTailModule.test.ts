// The DropTail module: what it drops for, how links and ns-2 carry it (frozen), and that it has
// nothing to tune or observe.
import { describe, expect, it } from 'vitest';
import { dropTailModule } from '../../../../src/sim/queue/modules/DropTailModule';
import { QueueReason } from '../../../../src/sim/queue/QueueDiscipline';
import { reasonsUnderOverload } from '../overload';

describe('DropTail module', () => {
  it('drops only for a full buffer, as it declares', () => {
    expect([...reasonsUnderOverload({ kind: 'droptail' })]).toEqual([QueueReason.Overflow]);
    expect(dropTailModule.dropReasons).toEqual([QueueReason.Overflow]);
  });

  it.each([
    ['link code (format 1 and 2)', dropTailModule.link, { code: 'd', keys: {} }],
    ['ns-2 queue', 'queueType' in dropTailModule.ns2 && dropTailModule.ns2.queueType, 'DropTail'],
    // ns-2 DropTail's limit N holds N − 1 waiting + 1 on the wire: our buffer exactly.
    ['ns-2 limit of a 50-packet buffer', 'queueType' in dropTailModule.ns2 && dropTailModule.ns2.limit(50), 50],
    ['ns-3 arguments', 'args' in dropTailModule.ns3 && dropTailModule.ns3.args({}), []],
    ['observables', dropTailModule.observables, []],
  ])('%s', (_, got, want) => {
    expect(got).toEqual(want);
  });
});
