// Crowded validation charts label their ticks with what differs between the points' labels.
import { describe, expect, it } from 'vitest';
import { sharedWords } from '../../../src/ui/validation/ValidationChart';

describe('sharedWords', () => {
  it.each([
    [['x2 = 1 ms', 'x2 = 10 ms', 'x2 = 110 ms'], 'x2 = '],
    [['buffer 10', 'buffer 15', 'buffer 20'], 'buffer '],
    [['B = 5', 'B = 5 packets'], 'B = '],
    [['1 ms', '10 ms'], ''],
    [['x2 = 1 ms'], ''],
    [['alpha', 'alphabet'], ''],
  ])('%j share %j', (labels, shared) => {
    expect(sharedWords(labels)).toBe(shared);
  });
});
