import { afterEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main, toJson } from '../../src/cli/sim';
import { Simulation } from '../../src/sim/Simulation';
import { validateScenario, type ScenarioChange } from '../../src/sim/scenario/Scenario';
import { PRESETS } from '../../src/sim/scenario/presets';
import { READABLE_FILES, REFUSED_FILES, SCENARIO_TEXT, padded } from '../share/hostileFiles';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => (err.push(String(s)), true));
  return { out: () => out.join(''), err: () => err.join('') };
}

afterEach(() => vi.restoreAllMocks());

describe('npm run sim: drops by reason and ECN marks', () => {
  const edge = (delaySec: number) => ({ rateBps: 100e6, delaySec });
  const fqCoDel = {
    version: 2, durationSec: 10, tcp: { ecn: true },
    bottleneck: { rateBps: 10e6, delaySec: 0.01, bufferPackets: 200, queue: { kind: 'fq-codel', ecn: true } },
    flows: [
      { variant: 'newreno', access: edge(0.005), egress: edge(0.001) },
      { variant: 'cbr', rateBps: 6e6, access: edge(0.005), egress: edge(0.001) },
    ],
  };

  it('FQ-CoDel with ECN: the drops line splits the bottleneck drops by the reasons FQ-CoDel has and counts the marks; each flow row too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-reasons-'));
    const file = join(dir, 'fq.json');
    writeFileSync(file, JSON.stringify(fqCoDel));
    const io = capture();
    expect(main([file, '--progress-sec', '0'])).toBe(0);
    const s = new Simulation(validateScenario(fqCoDel)).run();
    const b = s.bottleneck.dropsByReason;
    expect(b.sojourn).toBeGreaterThan(0);
    expect(s.bottleneck.marks).toBeGreaterThan(0);
    expect(io.out()).toContain(
      `${s.bottleneck.drops} drops (${b.overflow} overflow, ${b['head-overflow']} head-overflow, ${b.sojourn} sojourn), ${s.bottleneck.marks} ECN marks`,
    );
    const header = io.out().split('\n').find((l) => l.startsWith('flow '))!;
    expect(header).toMatch(/drops \(by reason\) +ECN marks/);
    const cbr = s.flows[1];
    expect(io.out()).toMatch(new RegExp(`${cbr.drops} \\(${cbr.dropsByReason.overflow} overflow, ${cbr.dropsByReason['head-overflow']} head-overflow, ${cbr.dropsByReason.sojourn} sojourn\\) +0 `));
  });

  it('DropTail: drops are overflows only, and there is no marks column', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-reasons-'));
    const file = join(dir, 'droptail.json');
    writeFileSync(file, JSON.stringify({ ...fqCoDel, bottleneck: { ...fqCoDel.bottleneck, queue: { kind: 'droptail' } } }));
    const io = capture();
    expect(main([file, '--progress-sec', '0'])).toBe(0);
    expect(io.out()).toMatch(/ [1-9]\d* drops \([1-9]\d* overflow\)$/m);
    expect(io.out()).not.toContain('ECN marks');
  });
});

describe('npm run sim', () => {
  it('--list shows every bundled preset', () => {
    const io = capture();
    expect(main(['--list'])).toBe(0);
    for (const name of Object.keys(PRESETS)) expect(io.out()).toContain(name);
  });

  it('runs a preset by name and prints the JSON shape of the issue', () => {
    const io = capture();
    expect(main(['tsang-two-vegas', '--json'])).toBe(0);
    const j = JSON.parse(io.out());
    expect(Object.keys(j.flows[0]).sort()).toEqual(
      [
        'completionSec', 'drops', 'goodputBps', 'meanQueuePackets', 'name', 'retransmittedPackets', 'sentPackets', 'timeouts', 'transferBps', 'variant',
        // What the flow saw of its path, for the analytic models (src/experiments/modelMeasures.ts).
        'lossEvents', 'meanRttSec', 't0Sec', 'baseRttSec',
        // Its data drops by reason and its CE marks.
        'dropsByReason', 'marks',
      ].sort(),
    );
    expect(j.flows).toHaveLength(2);
    expect(Object.keys(j.bottleneck)).toEqual(expect.arrayContaining(['departures', 'drops', 'earlyDrops', 'meanQueuePackets', 'meanQueueDelaySec', 'utilization']));
    expect(j.events).toBeGreaterThan(0);
    // Two loss-free Vegas flows on a 1.5 Mb/s link: together they use it fully, and goodput counts
    // the 1000 payload bytes of each 1040-byte packet on the wire (40 header bytes).
    const total = j.flows[0].goodputBps + j.flows[1].goodputBps;
    expect(total).toBeGreaterThan(0.99 * 1.5e6 * (1000 / 1040));
    expect(total).toBeLessThanOrEqual(1.5e6 * (1000 / 1040));
    expect(j.jainIndex).toBeGreaterThan(0.5);
  });

  it('runs a scenario file, prints a table and writes a CSV trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tcp-lab-cli-'));
    const file = join(dir, 's.json');
    const csv = join(dir, 't.csv');
    writeFileSync(file, JSON.stringify({ version: 1, durationSec: 5, flows: [{ variant: 'reno', name: 'R' }, { variant: 'vegas', name: 'V' }] }));
    const io = capture();
    expect(main([file, '--trace', csv, '--sample-sec', '0.1'])).toBe(0);
    expect(io.out()).toMatch(/Jain's fairness index: \d\.\d{4}/);
    expect(io.out()).toMatch(/^R +reno/m);
    const lines = readFileSync(csv, 'utf8').trim().split('\n');
    expect(lines[0].split(',')).toEqual(expect.arrayContaining(['timeSec', 'queuePackets', 'R.cwnd', 'V.diffPackets']));
    expect(lines.length).toBeGreaterThan(40);
  });

  it.each([
    [['nope.json'], /cannot read "nope.json": ENOENT/],
    [[], /expected one scenario file or preset name/],
    [['a', 'b'], /expected one scenario file or preset name/],
    [['--bogus'], /unknown option --bogus/],
  ])('fails clearly on %j', (args, message) => {
    const io = capture();
    expect(main(args)).not.toBe(0);
    expect(io.err()).toMatch(message);
  });

  it('reports invalid JSON and invalid scenarios on stderr with exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tcp-lab-cli-'));
    const broken = join(dir, 'broken.json');
    const invalid = join(dir, 'invalid.json');
    writeFileSync(broken, '{"version": 1, "flows": [');
    writeFileSync(invalid, JSON.stringify({ version: 1, flows: [{ variant: 'vegas', alpha: 9, beta: 2 }] }));
    let io = capture();
    expect(main([broken])).toBe(1);
    expect(io.err()).toMatch(/broken\.json could not be opened as a scenario:\n {2}\(file\): is not valid JSON/);
    vi.restoreAllMocks();
    io = capture();
    expect(main([invalid])).toBe(1);
    expect(io.err()).toMatch(/flows\[0\]\.beta: must be at least alpha \(9\)/);
  });

  // The lab's reader (src/share/decodeFileText): what the lab opens the command line runs, and what it refuses is refused here with the same message.
  describe('reads files as the lab does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tcp-lab-cli-files-'));
    const run = (bytes: Uint8Array, name: string) => {
      const file = join(dir, name);
      writeFileSync(file, bytes);
      vi.restoreAllMocks();
      const io = capture();
      const code = main([file, '--json']);
      return { code, out: io.out(), err: io.err(), file };
    };
    const plain = () => run(new TextEncoder().encode(SCENARIO_TEXT), 'plain.json');

    it.each(READABLE_FILES)('runs $name as the plain file', ({ name, bytes }) => {
      const want = plain();
      expect(want.code).toBe(0);
      const got = run(bytes(), `${name.replace(/\W+/g, '-')}.json`);
      expect(got.err).toBe('');
      expect(got.code).toBe(0);
      expect(JSON.parse(got.out)).toEqual(JSON.parse(want.out));
    });

    it.each(REFUSED_FILES)('refuses $name, naming the file and the problem', ({ name, bytes, message }) => {
      const got = run(bytes(), `${name.replace(/\W+/g, '-')}.json`);
      expect(got.code).toBe(1);
      expect(got.out).toBe('');
      const [head, line] = got.err.split('\n');
      expect(head).toBe(`${got.file} could not be opened as a scenario:`);
      expect(line.trim()).toMatch(message);
    });

    it('refuses a valid scenario padded to 50 MB without reading it', () => {
      const got = run(padded(50_000_000), 'fifty-megabytes.json');
      expect(got.code).toBe(1);
      expect(got.err).toContain('(file): is too large (50000000 bytes, 50.0 MB; a scenario file has at most 4000000 bytes, 4.0 MB)');
    });
  });

  it('exports ns-2 Tcl, and refuses Vegas+ (ns-2 has no such agent)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tcp-lab-cli-'));
    const tcl = join(dir, 'out.tcl');
    capture();
    expect(main(['tsang-two-vegas', '--export-ns2', tcl])).toBe(0);
    expect(readFileSync(tcl, 'utf8')).toContain('Agent/TCP/Vegas');
    vi.restoreAllMocks();
    const plus = join(dir, 'plus.json');
    writeFileSync(plus, JSON.stringify({ version: 1, flows: [{ variant: 'vegas-plus' }] }));
    const io = capture();
    expect(main([plus, '--export-ns2', tcl])).toBe(1);
    expect(io.err()).toMatch(/Vegas\+/);
  });

  it('runs a scenario file with a timeline: the same summary as the engine run with those changes live; ns-2 export refuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tcp-lab-cli-'));
    const file = join(dir, 'timed.json');
    const base = { version: 1, durationSec: 20, flows: [{ variant: 'reno' }, { variant: 'vegas', alpha: 1, beta: 3 }] };
    const changes = [{ atSec: 5.5, flow: 1, key: 'beta', value: 8 }, { atSec: 5.5, flow: 1, key: 'alpha', value: 6 }, { atSec: 10, link: 0, key: 'bufferPackets', value: 20 }];
    writeFileSync(file, JSON.stringify({ ...base, changes }));
    const io = capture();
    expect(main([file, '--json'])).toBe(0);
    const live = new Simulation(validateScenario(base));
    for (const c of changes) {
      live.runUntil(c.atSec - 0.25);
      live.scheduleChange(c as ScenarioChange);
    }
    expect(JSON.parse(io.out())).toEqual(JSON.parse(JSON.stringify(toJson(live.run()))));
    expect(JSON.parse(io.out())).not.toEqual(JSON.parse(JSON.stringify(toJson(new Simulation(validateScenario(base)).run()))));
    expect(main([file, '--export-ns2', join(dir, 'x.tcl')])).toBe(1);
    expect(io.err()).toMatch(/timeline of 3 timed changes/);
  });
});

describe('npm run sim on long runs', () => {
  /** The default preset run for 3000 s: a few million events, a second or more of work. */
  function longFile(): string {
    const dir = mkdtempSync(join(tmpdir(), 'tcp-lab-cli-'));
    const file = join(dir, 'long.json');
    writeFileSync(file, JSON.stringify({ ...(PRESETS['reno-vs-vegas-droptail'] as object), durationSec: 3000, measure: undefined }));
    return file;
  }

  it('reports progress on stderr (simulated time, % done, events, events/s) and still prints the summary', () => {
    const io = capture();
    expect(main([longFile(), '--json', '--progress-sec', '0.05'])).toBe(0);
    const lines = io.err().trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const l of lines) expect(l).toMatch(/^progress: t = \d+\.\d{3} s of 3000 s simulated \(\d+\.\d %\), [\d,]+ events, \d+\.\d\d M events\/s, \d+\.\d s elapsed$/);
    // Simulated time only moves on.
    const times = lines.map((l) => Number(/t = ([\d.]+)/.exec(l)![1]));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(JSON.parse(io.out()).events).toBeGreaterThan(1e6);
  });

  it('--max-seconds stops a run that takes longer, says where it got, writes nothing and exits with 3', () => {
    const io = capture();
    const started = performance.now();
    expect(main([longFile(), '--max-seconds', '0.2', '--progress-sec', '0'])).toBe(3);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(io.err()).toMatch(/^stopped: --max-seconds 0\.2 reached at t = \d+\.\d{3} s of 3000 s simulated \(\d+\.\d %, [\d,]+ events\); no summary or trace was written\n$/);
    expect(io.out()).toBe('');
  });

  it('--max-seconds and --progress-sec take seconds, and say so otherwise', () => {
    const io = capture();
    expect(main(['tsang-two-vegas', '--max-seconds', 'soon'])).toBe(1);
    expect(io.err()).toMatch(/^--max-seconds must be a positive number of seconds \(got soon\)$/m);
    expect(main(['tsang-two-vegas', '--progress-sec=-1'])).toBe(1);
    expect(io.err()).toMatch(/^--progress-sec must be a non-negative number of seconds \(got -1\)$/m);
  });
});
