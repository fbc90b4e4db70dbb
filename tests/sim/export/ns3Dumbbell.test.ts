import { describe, expect, it } from 'vitest';
import { Ns3ExportError, ns3Arguments, ns3TypeOf, parseNs3Output, type Ns3Scenario } from '../../../src/sim/export/ns3Dumbbell';

const link = (rateBps: number, delaySec: number) => ({ rateBps, delaySec });

const base: Ns3Scenario = {
  durationSec: 60,
  packetSizeBytes: 1000,
  measure: { fromSec: 20, toSec: 55 },
  bottleneck: { ...link(10e6, 0.02), bufferPackets: 100, queue: { kind: 'droptail' } },
  tcp: { windowInit: 10, minRtoSec: 0.2, tickSec: 0.001 },
  flows: [
    { name: 'a', variant: 'cubic', access: link(1e8, 0.005), egress: link(1e8, 0.001), startSec: 0.25, maxWindowPackets: 10000 },
    { name: 'b', variant: 'bbr', access: link(1e8, 0.042), egress: link(1e8, 0.001), startSec: 1, stopSec: 30, maxWindowPackets: 10000 },
  ],
};

const value = (args: string[], name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

describe('ns3Arguments', () => {
  it.each([
    ['bottleneckRateBps', '10000000'],
    ['bottleneckDelaySec', '0.02'],
    ['bufferPackets', '100'],
    ['queue', 'droptail'],
    // variant, access rate and delay, egress rate and delay, start, stop (0: never)
    ['flows', 'ns3::TcpCubic,100000000,0.005,100000000,0.001,0.25,0;ns3::TcpBbr,100000000,0.042,100000000,0.001,1,30'],
    ['segmentBytes', '1000'],
    ['initialCwnd', '10'],
    ['minRtoSec', '0.2'],
    ['clockGranularitySec', '0.001'],
    ['maxWindowPackets', '10000'],
    ['durationSec', '60'],
    ['fromSec', '20'],
    ['toSec', '55'],
    ['run', '7'],
  ])('passes %s = %s', (name, expected) => {
    expect(value(ns3Arguments(base, 7), name)).toBe(expected);
  });

  it("leaves ns-3's SACK on (its default) unless the scenario turns SACK off", () => {
    const sackArg = (sack: boolean | undefined) => value(ns3Arguments({ ...base, tcp: { ...base.tcp, sack } }, 1), 'ns3::TcpSocketBase::Sack');
    expect(sackArg(undefined)).toBeUndefined();
    expect(sackArg(true)).toBeUndefined();
    expect(sackArg(false)).toBe('false');
  });

  it('passes RED settings only for RED', () => {
    expect(ns3Arguments(base, 1).some((a) => a.startsWith('--red'))).toBe(false);
    const red = { ...base, bottleneck: { ...base.bottleneck, queue: { kind: 'red' as const, minThPackets: 5, maxThPackets: 15, maxP: 0.1, weight: 0.002, gentle: true } } };
    const args = ns3Arguments(red, 1);
    expect([value(args, 'queue'), value(args, 'redMinTh'), value(args, 'redMaxTh'), value(args, 'redMaxP'), value(args, 'redWeight'), value(args, 'redGentle')]).toEqual(['red', '5', '15', '0.1', '0.002', '1']);
  });

  it.each([
    ['codel', { kind: 'codel' as const, targetSec: 0.005, intervalSec: 0.1, ecn: false }, ['targetSec=0.005', 'intervalSec=0.1', 'ecn=0']],
    ['fq-codel', { kind: 'fq-codel' as const, targetSec: 0.005, intervalSec: 0.1, quantumBytes: 1054, ecn: true }, ['targetSec=0.005', 'intervalSec=0.1', 'quantumBytes=1054', 'ecn=1']],
    [
      'pie',
      { kind: 'pie' as const, targetDelaySec: 0.015, tUpdateSec: 0.015, alpha: 0.125, beta: 1.25, maxBurstSec: 0.15, ecn: false },
      ['targetDelaySec=0.015', 'tUpdateSec=0.015', 'alpha=0.125', 'beta=1.25', 'maxBurstSec=0.15', 'ecn=0'],
    ],
  ])('passes %s and exactly its parameters, by their scenario names', (kind, queue, expected) => {
    const args = ns3Arguments({ ...base, bottleneck: { ...base.bottleneck, queue } }, 1);
    expect(value(args, 'queue')).toBe(kind);
    const queueArgs = ['targetSec', 'intervalSec', 'quantumBytes', 'targetDelaySec', 'tUpdateSec', 'alpha', 'beta', 'maxBurstSec', 'ecn', 'red'];
    expect(args.filter((a) => queueArgs.some((k) => a.startsWith(`--${k}`))).map((a) => a.slice(2))).toEqual(expected);
  });

  it('makes the senders ECN-capable only when the scenario asks', () => {
    const ecnArg = (ecn: boolean | undefined) => value(ns3Arguments({ ...base, tcp: { ...base.tcp, ecn } }, 1), 'tcpEcn');
    expect([ecnArg(undefined), ecnArg(false), ecnArg(true)]).toEqual([undefined, undefined, '1']);
  });

  it("refuses variants ns-3 does not have, with the variant module's reason", () => {
    const reno = { ...base, flows: [{ ...base.flows[0], variant: 'reno' }] };
    expect(() => ns3Arguments(reno, 1)).toThrow(Ns3ExportError);
    expect(() => ns3Arguments(reno, 1)).toThrow(/reno: ns-3 has no Reno fast recovery/);
  });

  it("sets a variant's knobs as its ns-3 type's attributes", () => {
    const vegas = (alpha: number) => ({ ...base.flows[0], variant: 'vegas', alpha, beta: 3, gamma: 1 });
    const args = ns3Arguments({ ...base, flows: [vegas(1), vegas(1)] }, 1);
    expect(value(args, 'flows')).toMatch(/^ns3::TcpVegas,.*;ns3::TcpVegas,/);
    expect(args.filter((a) => a.startsWith('--ns3::'))).toEqual(['--ns3::TcpVegas::Alpha=1', '--ns3::TcpVegas::Beta=3', '--ns3::TcpVegas::Gamma=1']);
    expect(() => ns3Arguments({ ...base, flows: [vegas(1), vegas(2)] }, 1)).toThrow(/differ in Alpha \(1 and 2\)/);
  });

  it('refuses a buffer too small for queue disc, device queue and wire', () => {
    expect(() => ns3Arguments({ ...base, bottleneck: { ...base.bottleneck, bufferPackets: 2 } }, 1)).toThrow(/at least 3 packets/);
  });

  it('refuses flows with different receive windows (the program has one)', () => {
    const mixed = { ...base, flows: [base.flows[0], { ...base.flows[1], maxWindowPackets: 30 }] };
    expect(() => ns3Arguments(mixed, 1)).toThrow(/one receive window/);
  });
});

describe('parseNs3Output', () => {
  it('reads the NS3JSON line among other output', () => {
    const r = parseNs3Output('warning: something\nNS3JSON {"flows":[],"jainIndex":1,"bottleneck":{"departures":0,"drops":0,"meanQueuePackets":2.5,"maxQueuePackets":4,"utilization":0}}\n');
    expect(r.bottleneck.meanQueuePackets).toBe(2.5);
  });

  it('reads the AQM fields: drops and marks by reason, mean sojourn', () => {
    const r = parseNs3Output(
      'NS3JSON {"flows":[{"congestionOps":"ns3::TcpCubic","goodputBps":9e6,"drops":3,"meanRttSec":0.06,"rttSamples":10,"dropsByReason":{"Target exceeded drop":3},"marks":7}],"jainIndex":1,"bottleneck":{"departures":9,"drops":3,"meanQueuePackets":2.5,"maxQueuePackets":40,"utilization":0.9,"dropsByReason":{"Target exceeded drop":3},"marks":7,"meanSojournSec":0.004,"sojournSamples":9}}',
    );
    expect([r.flows[0].dropsByReason, r.flows[0].marks, r.bottleneck.meanSojournSec]).toEqual([{ 'Target exceeded drop': 3 }, 7, 0.004]);
  });

  it.each([
    ['no result line', 'nothing here', /no NS3JSON line/],
    ['a result without its fields', 'NS3JSON {"flows":[]}', /without flows/],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseNs3Output(text)).toThrow(message);
  });
});

describe('ns3TypeOf', () => {
  it.each([
    ['newreno', { typeId: 'ns3::TcpNewReno', attributes: [] }],
    // Knobs left out take their specs' defaults (Vegas α = 1, β = 3, γ = 1).
    ['vegas', { typeId: 'ns3::TcpVegas', attributes: [['Alpha', '1'], ['Beta', '3'], ['Gamma', '1']] }],
    ['tahoe', { unsupported: 'ns-3 has no Tahoe (its recovery is always NewReno-like)' }],
    ['no-such-variant', { unsupported: 'no variant "no-such-variant"' }],
  ])('%s', (variant, expected) => {
    expect(ns3TypeOf({ variant })).toEqual(expected);
  });
});
