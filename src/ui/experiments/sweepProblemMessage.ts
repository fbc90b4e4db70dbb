// A custom sweep's problems in the reader's language: the counterpart, on the sweep page, of
// src/experiments/sweepProblem.ts (the CLI's English). Settings are named as the page's pickers
// name them (`label`); paths and measure keys stay as links and files write them.
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { SweepAxisName, SweepProblem, SweepSpecProblem } from '../../experiments/sweepProblem';
import { formatNumber } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { formatProblemMessage, rangeMessage } from '../i18n/problemMessage';

/** The measure keys' general forms, as links write them. */
const RATIO_FORM = 'ratio:<a>/<b>';
/** A sweep axis's shape in a link. */
const AXIS_SHAPE = '{path, values: [numbers]}';

const which = (i18n: I18n, axis: SweepAxisName): string => (axis === 'x' ? t(i18n)`First setting` : t(i18n)`Second setting`);

/** `p` as one sentence; `label(path)` names a setting of the scenario as the page's pickers do. */
export function sweepProblemMessage(i18n: I18n, p: SweepProblem, label: (path: string) => string): string {
  const num = (v: number) => formatNumber(i18n.locale as Locale, v, 12);
  switch (p.code) {
    case 'axis_unknown': {
      const setting = which(i18n, p.axis);
      const path = p.path;
      return t(i18n)`${setting}: “${path}” is not a setting of this scenario`;
    }
    case 'axis_empty': {
      const setting = which(i18n, p.axis);
      const name = label(p.path);
      return t(i18n)`${setting} (${name}): needs at least one value`;
    }
    case 'axis_too_many': {
      const setting = which(i18n, p.axis);
      const name = label(p.path);
      const max = num(p.max);
      const count = num(p.count);
      return t(i18n)`${setting} (${name}): at most ${max} values (got ${count})`;
    }
    case 'axis_out_of_range': {
      const setting = which(i18n, p.axis);
      const name = label(p.path);
      const value = num(p.value);
      const range = rangeMessage(i18n, p.range).trim();
      return t(i18n)`${setting} (${name}): ${value} is not ${range}`;
    }
    case 'axes_same':
      return t(i18n)`Second setting: must differ from the first`;
    case 'seeds_range': {
      const max = num(p.max);
      const got = num(p.got);
      return t(i18n)`Seeds: must be a whole number from 1 to ${max} (got ${got})`;
    }
    case 'measure_ratio': {
      const measure = p.measure;
      const form = RATIO_FORM;
      return t(i18n)`Measure “${measure}”: a ratio names two classes, ${form}`;
    }
    case 'measure_unknown': {
      const measure = p.measure;
      const known = p.known.join(', ');
      return t(i18n)`Measure “${measure}” is not one of: ${known}`;
    }
    case 'runs_too_many': {
      const runs = num(p.runs);
      const max = num(p.max);
      return t(i18n)`Too many runs: ${runs} (at most ${max}); use fewer values or seeds`;
    }
    case 'point_invalid': {
      const at = p.at.map((a) => `${a.path} = ${num(a.value)}`).join(', ');
      const problem = formatProblemMessage(i18n, p.problem);
      return t(i18n)`At ${at}: ${problem}`;
    }
  }
}

/** Why a link's sweep settings could not be read, as the clause the page sets in its notice. */
export function sweepSpecProblemMessage(i18n: I18n, p: SweepSpecProblem): string {
  switch (p.code) {
    case 'spec_not_json':
      return t(i18n)`they are not JSON`;
    case 'spec_not_object':
      return t(i18n)`they are not an object`;
    case 'spec_axis': {
      const shape = AXIS_SHAPE;
      return p.axis === 'x' ? t(i18n)`the first setting is not ${shape}` : t(i18n)`the second setting is not ${shape}`;
    }
    case 'spec_seeds':
      return t(i18n)`seeds is not a number`;
    case 'spec_measure':
      return t(i18n)`measure is not text`;
  }
}
