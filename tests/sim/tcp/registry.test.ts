// The variant modules are self-consistent: what the schema, the link codec, the sliders and the
// sampler build from them cannot collide or disagree.
import { describe, expect, it } from 'vitest';
import { inRange, parseScenario } from '../../../src/sim/scenario/Scenario';
import { KEY_TABLES, VARIANT_TAGS } from '../../../src/share/urlFormatV1';
import { OBSERVABLES, TCP_VARIANTS, VARIANT_MODULES, knobRule, knobsOf, variantParams } from '../../../src/sim/tcp/registry';
import type { LinkKey, ObservableSpec } from '../../../src/sim/tcp/VariantModule';
import { FLOW_FIELDS } from '../../../src/sim/metrics/Sampler';

describe('variant modules', () => {
  it('have unique ids and link tags, none of them CBR\'s', () => {
    expect(new Set(TCP_VARIANTS).size).toBe(VARIANT_MODULES.length);
    const tags = VARIANT_MODULES.map((m) => m.link.tag);
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).not.toContain(VARIANT_TAGS.cbr);
    for (const t of tags) expect(t).toMatch(/^[A-Z]$/);
  });

  it('name each knob by its field, with a default inside its own range and a link key of its own', () => {
    const commonFlowKeys = KEY_TABLES.flow.filter((k) => !k.variants || k.variants.includes('cbr')).map((k) => k.key);
    const linkOnlyChangeCodes = ['w', 'r', 'd', 's', 'q', 'A'];
    const codes = new Map<string, string>();
    for (const m of VARIANT_MODULES) {
      for (const spec of variantParams(m.id)) {
        expect(Object.hasOwn(m.params, spec.key), `${m.id}.${spec.key}`).toBe(true);
        expect(inRange(spec, spec.default), `${m.id}.${spec.key} default`).toBe(true);
        const lk = (m.link.keys as Record<string, LinkKey>)[spec.key];
        expect(lk, `${m.id}.${spec.key} has a link key`).toBeDefined();
        expect(commonFlowKeys).not.toContain(lk.code);
        expect(linkOnlyChangeCodes).not.toContain(lk.code);
        expect(lk.code).not.toBe('e');
        // A code means one field, whichever variant carries it.
        expect(codes.get(lk.code) ?? spec.key).toBe(spec.key);
        codes.set(lk.code, spec.key);
      }
    }
  });

  it('accept their defaults: a flow of each variant with no knobs written parses, obeys its rule and builds', () => {
    for (const m of VARIANT_MODULES) {
      const r = parseScenario({ version: 2, flows: [{ variant: m.id }] });
      expect(r.ok, m.id).toBe(true);
      if (!r.ok) continue;
      const k = knobsOf(m.id, r.scenario.flows[0]);
      expect(knobRule(m.id, k)).toBeUndefined();
      expect(m.create(k as never).variant).toBe(m.id);
    }
  });

  it('declare observables the sampler records, each key with one meaning', () => {
    const byKey = new Map<string, ObservableSpec>();
    for (const m of VARIANT_MODULES) {
      for (const o of m.observables as readonly ObservableSpec[]) {
        const seen = byKey.get(o.key);
        if (seen) expect(o.unit, `${m.id}.${o.key}`).toBe(seen.unit);
        byKey.set(o.key, o);
        expect(FLOW_FIELDS).toContain(o.key);
      }
    }
    expect(OBSERVABLES.map((o) => o.key).sort()).toEqual([...byKey.keys()].sort());
  });

  it('either name an ns-2 agent or say why there is none; likewise for ns-3', () => {
    for (const m of VARIANT_MODULES) {
      const ns2 = m.ns2 as { agent?: string; unsupported?: string };
      expect(Boolean(ns2.agent) !== Boolean(ns2.unsupported), m.id).toBe(true);
      const ns3 = m.ns3 as { typeId?: string; unsupported?: string };
      expect(Boolean(ns3.typeId) !== Boolean(ns3.unsupported), m.id).toBe(true);
      if (ns3.typeId) expect(ns3.typeId).toMatch(/^ns3::Tcp\w+$/);
    }
  });
});
