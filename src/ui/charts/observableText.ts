// The queue disciplines' observables as their chart names them, in the reader's language: the full
// label (legend) and the label without the discipline's name (an axis, where the title names it).
// Ids are keyed on the observable's key; tests/ui/charts/observableText.test.ts keeps each English
// equal to the module's own label, so the two cannot drift.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ObservableSpec } from '../../sim/tcp/VariantModule';

export const OBSERVABLE_MESSAGES: Readonly<Record<string, { label: MessageDescriptor; short: MessageDescriptor }>> = {
  codelSojournSec: {
    label: msg({ id: 'observable.codelSojournSec.label', message: 'CoDel sojourn time' }),
    short: msg({ id: 'observable.codelSojournSec.short', message: 'sojourn time' }),
  },
  codelDropping: { label: msg({ id: 'observable.codelDropping.label', message: 'CoDel state' }), short: msg({ id: 'observable.codelDropping.short', message: 'state' }) },
  codelCount: { label: msg({ id: 'observable.codelCount.label', message: 'CoDel count' }), short: msg({ id: 'observable.codelCount.short', message: 'count' }) },
  fqCoDelSojournSec: {
    label: msg({ id: 'observable.fqCoDelSojournSec.label', message: 'FQ-CoDel longest sojourn' }),
    short: msg({ id: 'observable.fqCoDelSojournSec.short', message: 'longest sojourn' }),
  },
  fqCoDelActiveFlows: {
    label: msg({ id: 'observable.fqCoDelActiveFlows.label', message: 'FQ-CoDel flow queues with packets' }),
    short: msg({ id: 'observable.fqCoDelActiveFlows.short', message: 'flow queues with packets' }),
  },
  fqCoDelDroppingFlows: {
    label: msg({ id: 'observable.fqCoDelDroppingFlows.label', message: 'FQ-CoDel flow queues dropping' }),
    short: msg({ id: 'observable.fqCoDelDroppingFlows.short', message: 'flow queues dropping' }),
  },
  pieDropProbability: {
    label: msg({ id: 'observable.pieDropProbability.label', message: 'PIE drop probability' }),
    short: msg({ id: 'observable.pieDropProbability.short', message: 'drop probability' }),
  },
  pieQueueDelaySec: { label: msg({ id: 'observable.pieQueueDelaySec.label', message: 'PIE queue delay' }), short: msg({ id: 'observable.pieQueueDelaySec.short', message: 'queue delay' }) },
  redAverage: { label: msg({ id: 'observable.redAverage.label', message: 'RED average' }), short: msg({ id: 'observable.redAverage.short', message: 'average' }) },
};

/** State names of state observables (CoDel: dropping or not), by their English. */
export const STATE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'not dropping': msg({ id: 'observable.state.notDropping', message: 'not dropping' }),
  dropping: msg({ id: 'observable.state.dropping', message: 'dropping' }),
};

/** An observable's label in the active language (its module's English when the catalogue has none). */
export function observableLabel(i18n: I18n, o: ObservableSpec): string {
  const m = OBSERVABLE_MESSAGES[o.key];
  return m ? i18n._(m.label) : o.label;
}

/** The label without the discipline's name, or null when the catalogue has none. */
export function observableShortLabel(i18n: I18n, o: ObservableSpec): string | null {
  const m = OBSERVABLE_MESSAGES[o.key];
  return m ? i18n._(m.short) : null;
}

/** A state's name in the active language. */
export function stateName(i18n: I18n, name: string): string {
  const m = STATE_MESSAGES[name];
  return m ? i18n._(m) : name;
}
