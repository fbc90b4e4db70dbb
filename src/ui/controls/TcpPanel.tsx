// TCP settings shared by every flow, folded away under the other settings: which TCP the lab models
// (the standard profile, or ns-2.35 exactly as the papers ran it) and how connections open (SYN
// handshake, header bytes, delayed growth) and whether it recovers with SACK. They decide how each flow starts, so changing one
// starts the run again from t = 0 with the new setting. A teacher link may lock or hide each one.
import { memo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROFILE_MESSAGES, specLabel } from '../i18n/specText';
import { specDescription } from '../i18n/specDescriptions';
import { PROFILES, PROFILE_SPEC, TCP_SWITCHES, type ProfileId } from '../../sim/scenario/params';
import { LAB_TCP_PARAMS, tcpControlId } from '../../share/controls';
import { parseScenario, type Scenario } from '../../sim/scenario/Scenario';
import { formatProblemMessage } from '../i18n/problemMessage';
import type { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';
import { NO_LOCKS, type Locks } from '../links/locks';
import { NumberField } from './NumberField';

/** Memoised: the lab re-renders on every batch, the panel only when the scenario changes. */
export const TcpPanel = memo(TcpPanelView);

function TcpPanelView({ model, locks = NO_LOCKS }: { model: LabModel; locks?: Locks }) {
  const loaded = useLab(model, (m) => m.scenario);
  // What was asked for, shown until the host's rebuild arrives (a controlled checkbox would
  // otherwise spring back for the moment the restart takes).
  const [asked, setAsked] = useState<{ from: Scenario; next: Scenario } | null>(null);
  const { i18n, t } = useLingui();
  if (!loaded) return null;
  const scenario = asked && asked.from === loaded ? asked.next : loaded;
  const restart = (patch: Partial<Pick<Scenario, 'profile'>> & { tcp?: Partial<Scenario['tcp']> }) => {
    const next = { ...scenario, ...patch, tcp: { ...scenario.tcp, ...patch.tcp } };
    const r = parseScenario(next);
    if (!r.ok) {
      const problems = r.problems.map((p) => formatProblemMessage(i18n, p)).join('; ');
      model.notify('error', t`The TCP setting was not applied: ${problems}`);
      return;
    }
    model.load(r.scenario);
    setAsked({ from: loaded, next });
  };
  const tcp = scenario.tcp;
  return (
    <details className="panel tcp-settings">
      <summary>{t`TCP settings`}</summary>
      <p className="hint">
        <Trans>These decide how every connection opens; changing one starts the run again from t = 0.</Trans>
      </p>
      {!locks.hidden(tcpControlId(PROFILE_SPEC.key)) && (
      <>
      <label className="field">
        <span>{i18n._(PROFILE_MESSAGES.label)}</span>
        <select
          value={scenario.profile}
          disabled={locks.locked(tcpControlId(PROFILE_SPEC.key))}
          // ns-2.35 runs without SACK: the ns2 profile turns it off (the SACK box then says why it is off).
          onChange={(e) => {
            const profile = e.currentTarget.value as ProfileId;
            restart(profile === 'ns2' ? { profile, tcp: { sack: false } } : { profile });
          }}
          aria-describedby="tcp-profile-help"
        >
          {PROFILES.map((p) => (
            <option key={p} value={p}>
              {i18n._(PROFILE_MESSAGES.options[p])}
            </option>
          ))}
        </select>
      </label>
      <p className="hint" id="tcp-profile-help">
        {specDescription(i18n, PROFILE_SPEC)}
      </p>
      </>
      )}
      {Object.values(TCP_SWITCHES).map((sw) => {
        const id = tcpControlId(sw.key);
        if (locks.hidden(id)) return null;
        // ns-2.35 runs without SACK: in the ns2 profile the box is off and says why.
        const ns2Sack = sw.key === 'sack' && scenario.profile === 'ns2';
        return (
          <label key={sw.key} className="field field--check" title={specDescription(i18n, sw)}>
            <input
              type="checkbox"
              checked={tcp[sw.key]}
              disabled={ns2Sack || locks.locked(id)}
              aria-describedby={ns2Sack ? 'tcp-sack-ns2' : undefined}
              onChange={(e) => restart({ tcp: { [sw.key]: e.currentTarget.checked } })}
            />
            <span>{specLabel(i18n, sw)}</span>
          </label>
        );
      })}
      {scenario.profile === 'ns2' && !locks.hidden(tcpControlId('sack')) && (
        <p className="hint" id="tcp-sack-ns2">
          <Trans>SACK is off in the ns2 profile: ns-2.35 runs its agents without it.</Trans>
        </p>
      )}
      {LAB_TCP_PARAMS.map((p) =>
        locks.hidden(tcpControlId(p.key)) ? null : (
          <NumberField key={p.key} spec={p} value={tcp[p.key]} sliderMax={Math.min(p.max, 100)} disabled={locks.locked(tcpControlId(p.key))} onCommit={(v) => restart({ tcp: { [p.key]: v } })} />
        ),
      )}
    </details>
  );
}
