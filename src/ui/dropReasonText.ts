// The summary's drop reasons in the reader's language ("3 overflow, 1 early" → "3 desbordamiento,
// 1 temprana"): the counterpart, at the UI's edge, of src/sim/metrics/dropsByReason.ts's
// describeDrops, which stays the English of the CLI and the CSV files.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { dropReasonName, type DropReasonName, type DropsByReason, type ReasonsShown } from '../sim/metrics/dropsByReason';

export const DROP_REASON_NAMES: Readonly<Record<DropReasonName, MessageDescriptor>> = {
  overflow: msg({ id: 'drop.reason.overflow', message: 'overflow' }),
  early: msg({ id: 'drop.reason.early', message: 'early' }),
  forced: msg({ id: 'drop.reason.forced', message: 'forced' }),
  'head-overflow': msg({ id: 'drop.reason.head-overflow', message: 'head-overflow' }),
  sojourn: msg({ id: 'drop.reason.sojourn', message: 'sojourn' }),
};

/** Drops counted by reason, the reasons shown in order: "3 overflow, 1 early". */
export function describeDropsText(i18n: I18n, d: DropsByReason, shown: ReasonsShown): string {
  return shown.reasons.map((r) => `${d[dropReasonName(r)]} ${i18n._(DROP_REASON_NAMES[dropReasonName(r)])}`).join(', ');
}
