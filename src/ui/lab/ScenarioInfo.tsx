// What is on screen: the loaded scenario's title (in the header) and description (atop the
// settings), and whether it has been changed since it was loaded.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { expandScenario } from '../../sim/scenario/expand';
import type { Scenario } from '../../sim/scenario/Scenario';
import { scenarioText } from '../i18n/presetText';

/** A scenario as comparable text: flows expanded (a `count` edited flow by flow compares equal), keys sorted. */
export function scenarioKey(s: Scenario): string {
  return stableJson(expandScenario(s));
}

function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

const UNTITLED = msg`Untitled scenario`;

export function ScenarioTitle({ scenario, modified }: { scenario: Scenario; modified: boolean }) {
  const { i18n, t } = useLingui();
  const shown = scenarioText(i18n, scenario);
  return (
    <p className="scenario-title" title={shown.description}>
      <span className="scenario-title__text" dir="auto">
        {shown.title ?? i18n._(UNTITLED)}
      </span>
      {modified && <span className="tag">{t`modified`}</span>}
    </p>
  );
}

export function ScenarioPanel({ scenario, modified }: { scenario: Scenario; modified: boolean }) {
  const { i18n, t } = useLingui();
  const shown = scenarioText(i18n, scenario);
  return (
    <details className="panel scenario-panel" open>
      <summary>
        {/* A scenario's title and description are its author's, in their language: each keeps its own direction. */}
        <h2 dir="auto">{shown.title ?? i18n._(UNTITLED)}</h2>
      </summary>
      {modified && (
        <p className="scenario-panel__modified">
          <span className="tag">{t`modified`}</span> <Trans>You have changed this scenario since it was loaded; the link and Reset keep your changes.</Trans>
        </p>
      )}
      {shown.description ? <p className="scenario-panel__text" dir="auto">
          {shown.description}
        </p> : <p className="hint">{t`This scenario has no description.`}</p>}
    </details>
  );
}
