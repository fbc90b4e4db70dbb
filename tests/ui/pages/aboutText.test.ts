// The About page says what the lab simulates: its English messages (the catalogue the page is
// translated from) name every queue discipline and TCP variant the engine's registries hold, and
// ECN, so a discipline or variant added to the engine without a word here fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUEUE_MODULES } from '../../../src/sim/queue/registry';
import { VARIANT_MODULES } from '../../../src/sim/tcp/registry';

/** The About page's English messages, from its catalogue (msgid lines, joined). */
const MESSAGES = readFileSync(new URL('../../../src/locales/en/about.po', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('msgid "'))
  .map((l) => JSON.parse(l.slice('msgid '.length)) as string);
const SIMULATED = MESSAGES.find((m) => m.startsWith('<0>Queues</0>'))!;
const SENDERS = MESSAGES.find((m) => m.startsWith('<0>TCP senders</0>'))!;
const NOT_SIMULATED = MESSAGES.find((m) => m.startsWith('No delayed ACKs'))!;

describe('the About page, against the engine', () => {
  it.each(QUEUE_MODULES.map((m) => m.label))('names the queue discipline %s', (label) => {
    expect(SIMULATED).toContain(label);
  });

  it.each(VARIANT_MODULES.map((m) => m.label))('names the TCP variant %s', (label) => {
    expect(SENDERS).toContain(label);
  });

  it('says ECN is simulated (RFC 3168) and does not list it among what is not', () => {
    expect(SENDERS).toContain('ECN (RFC 3168)');
    expect(NOT_SIMULATED).not.toMatch(/No ECN/);
    expect(MESSAGES.some((m) => /\bNo ECN\b/.test(m))).toBe(false);
  });
});
