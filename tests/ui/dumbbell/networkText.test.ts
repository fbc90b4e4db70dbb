// The network picture's words: each drop reason's message keeps theme.ts's English (DROP_STYLE,
// which colours and shapes the marks), and the counts drawn on the canvas follow the reader's
// language, its plurals and its decimal mark.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { DROP_STYLE } from '../../../src/ui/theme';
import { inEnglish } from '../../../src/ui/i18n/english';
import { DROP_REASON_MESSAGES, networkText } from '../../../src/ui/dumbbell/networkText';
import { messages as es } from '../../../src/locales/es/lab.po';
import { messages as ar } from '../../../src/locales/ar/lab.po';

describe('network picture text', () => {
  it.each(Object.entries(DROP_STYLE))('drop reason %s: the message’s English is DROP_STYLE’s label', (reason, style) => {
    expect(inEnglish(DROP_REASON_MESSAGES[Number(reason)])).toBe(style.label);
  });

  it('legend entries, counts and averages in the reader’s language', () => {
    const en = networkText();
    expect(en.dropLegend(1, DROP_STYLE[1].label, false)).toBe('drop: overflow (buffer full)');
    expect(en.dropLegend(6, DROP_STYLE[6].label, true)).toBe('ECN mark (Congestion Experienced; the packet goes on)');
    expect(en.inFlight(1)).toBe('1 packet in flight');
    const inEs = networkText(setupI18n({ locale: 'es', messages: { es } }));
    expect(inEs.dropLegend(1, DROP_STYLE[1].label, false)).toBe('descarte: desbordamiento (búfer lleno)');
    expect(inEs.waiting(12, 50)).toBe('12 en espera · búfer 50');
    expect(inEs.redAverage(3.25)).toBe('media de RED 3,3');
    expect(inEs.inFlight(3)).toBe('3 paquetes en tránsito');
    expect(inEs.packets(1)).toBe('1 paquete');
    const inAr = networkText(setupI18n({ locale: 'ar', messages: { ar } }));
    expect(inAr.inQueues(7, 2)).toBe('7 في طابورين');
  });
});
