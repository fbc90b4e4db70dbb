// TCP settings shared by every flow, folded away under the other settings: which TCP the lab models
// (the standard profile, or ns-2.35 exactly as the papers ran it) and how connections open (SYN
// handshake, header bytes, delayed growth) and whether it recovers with SACK. They decide how each flow starts, so changing one
// starts the run again from t = 0 with the new setting.
import { memo, useState } from 'react';
import { PROFILES, PROFILE_SPEC, TCP_PARAMS, TCP_SWITCHES, type ProfileId } from '../../sim/scenario/params';
import type { Scenario } from '../../sim/scenario/Scenario';
import type { LabModel } from '../lab/LabModel';
import { useLab } from '../lab/useLab';
import { NumberField } from './NumberField';

/** Memoised: the lab re-renders on every batch, the panel only when the scenario changes. */
export const TcpPanel = memo(TcpPanelView);

function TcpPanelView({ model }: { model: LabModel }) {
  const loaded = useLab(model, (m) => m.scenario);
  // What was asked for, shown until the host's rebuild arrives (a controlled checkbox would
  // otherwise spring back for the moment the restart takes).
  const [asked, setAsked] = useState<{ from: Scenario; next: Scenario } | null>(null);
  if (!loaded) return null;
  const scenario = asked && asked.from === loaded ? asked.next : loaded;
  const restart = (patch: Partial<Pick<Scenario, 'profile'>> & { tcp?: Partial<Scenario['tcp']> }) => {
    const next = { ...scenario, ...patch, tcp: { ...scenario.tcp, ...patch.tcp } };
    const problems = model.load(next);
    if (problems.length > 0) model.notify('error', `The TCP setting was not applied: ${problems.join('; ')}`);
    else setAsked({ from: loaded, next });
  };
  const tcp = scenario.tcp;
  return (
    <details className="panel tcp-settings">
      <summary>TCP settings</summary>
      <p className="hint">These decide how every connection opens; changing one starts the run again from t = 0.</p>
      <label className="field">
        <span>{PROFILE_SPEC.label}</span>
        <select
          value={scenario.profile}
          // ns-2.35 runs without SACK: the ns2 profile turns it off (the SACK box then says why it is off).
          onChange={(e) => {
            const profile = e.currentTarget.value as ProfileId;
            restart(profile === 'ns2' ? { profile, tcp: { sack: false } } : { profile });
          }}
          aria-describedby="tcp-profile-help"
        >
          {PROFILES.map((p) => (
            <option key={p} value={p}>
              {PROFILE_SPEC.options[p]}
            </option>
          ))}
        </select>
      </label>
      <p className="hint" id="tcp-profile-help">
        {PROFILE_SPEC.description}
      </p>
      <label className="field field--check" title={TCP_SWITCHES.synHandshake.description}>
        <input type="checkbox" checked={tcp.synHandshake} onChange={(e) => restart({ tcp: { synHandshake: e.currentTarget.checked } })} />
        <span>{TCP_SWITCHES.synHandshake.label}</span>
      </label>
      <label className="field field--check" title={TCP_SWITCHES.delayedGrowth.description}>
        <input type="checkbox" checked={tcp.delayedGrowth} onChange={(e) => restart({ tcp: { delayedGrowth: e.currentTarget.checked } })} />
        <span>{TCP_SWITCHES.delayedGrowth.label}</span>
      </label>
      <label className="field field--check" title={TCP_SWITCHES.sack.description}>
        <input
          type="checkbox"
          checked={tcp.sack}
          disabled={scenario.profile === 'ns2'}
          aria-describedby={scenario.profile === 'ns2' ? 'tcp-sack-ns2' : undefined}
          onChange={(e) => restart({ tcp: { sack: e.currentTarget.checked } })}
        />
        <span>{TCP_SWITCHES.sack.label}</span>
      </label>
      {scenario.profile === 'ns2' && (
        <p className="hint" id="tcp-sack-ns2">
          SACK is off in the ns2 profile: ns-2.35 runs its agents without it.
        </p>
      )}
      <NumberField spec={TCP_PARAMS.headerBytes} value={tcp.headerBytes} sliderMax={100} onCommit={(v) => restart({ tcp: { headerBytes: v } })} />
    </details>
  );
}
