// The lab model's notices are data (a code with its values), worded at the UI's edge in the
// reader's language: a failed reset names the field in every language and says the rest in it,
// numbers take the language's decimal mark, Arabic counts changes by its own plural rules, and the
// notice's `text` stays the English.
import { afterEach, describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { LabModel } from '../../../src/ui/lab/LabModel';
import { noticeText } from '../../../src/ui/lab/noticeText';
import type { NoticeMessage } from '../../../src/ui/lab/NoticeList';
import { messages as es } from '../../../src/locales/es/lab.po';
import { messages as ar } from '../../../src/locales/ar/lab.po';
import { messages as zh } from '../../../src/locales/zh-CN/lab.po';

const inEs = setupI18n({ locale: 'es', messages: { es } });
const inAr = setupI18n({ locale: 'ar', messages: { ar } });
const inZh = setupI18n({ locale: 'zh-CN', messages: { 'zh-CN': zh } });

describe('lab notices', () => {
  const models: LabModel[] = [];
  afterEach(() => models.splice(0).forEach((m) => m.dispose()));

  it('a failed reset is a code with the scenario’s problems, not a sentence; the UI words it in the reader’s language', () => {
    const m = new LabModel(null);
    models.push(m);
    m.scenario = { version: 1 } as never;
    m.reset();
    const n = m.notices.at(-1)!;
    expect(n.message).toMatchObject({ code: 'reset_failed', problems: [{ path: ['flows'], code: 'required' }] });
    expect(n.text).toBe('Reset failed; the current run is kept. flows: is required');
    expect(noticeText(inEs, n.message)).toBe('El reinicio ha fallado; se conserva la ejecución actual. flows: es obligatorio');
  });

  it('text the UI wrote (already in the reader’s language) is shown as it is', () => {
    const m = new LabModel(null);
    models.push(m);
    m.notify('error', 'La opción TCP no se aplicó.');
    expect(m.notices.at(-1)!.message).toEqual({ code: 'ui', text: 'La opción TCP no se aplicó.' });
    expect(noticeText(inEs, m.notices.at(-1)!.message)).toBe('La opción TCP no se aplicó.');
  });

  it('times in a notice take the language’s decimal mark', () => {
    const crash: NoticeMessage = { code: 'crash_restored', detail: 'worker error', restoredToSec: 2.5 };
    expect(noticeText(inEs, crash)).toContain('t = 2,500 s');
    expect(noticeText(inZh, crash)).toContain('t = 2.500 s');
    const busy: NoticeMessage = { code: 'busy', action: 'remove', untilSec: 1.25 };
    expect(noticeText(inEs, busy)).toBe('No se ha quitado: la ejecución está volviendo a t = 1,250 s; cámbiala cuando esté allí.');
  });

  it('a branch that leaves out later changes counts them by the language’s plural rules', () => {
    const one: NoticeMessage = { code: 'branch_leaves_out', atSec: 5.955, count: 1, timesSec: [8] };
    const two: NoticeMessage = { ...one, count: 2, timesSec: [8, 9.5] };
    const five: NoticeMessage = { ...one, count: 5, timesSec: [8, 9, 10] };
    expect(noticeText(inEs, one)).toBe('Tu cambio a los 5,955 s inicia una bifurcación desde ese momento: el cambio registrado para más tarde (a los 8 s) queda fuera de ella.');
    expect(noticeText(inEs, five)).toContain('los 5 cambios registrados para más tarde (a los 8 s, 9 s, 10 s, …) quedan fuera de ella.');
    // Arabic has a dual: two changes are "التغييران", not a plural with a numeral.
    expect(noticeText(inAr, two)).toContain('التغييران المسجلان لما بعد (عند 8 s, 9.5 s)');
    expect(noticeText(inAr, five)).toContain('التغييرات الـ 5 المسجلة');
  });
});
