// The lint rules hold the layers to their allowed arrows (README, Architecture): an import each
// layer may make passes, and each arrow it may not make is refused with the layer's message.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The import-rule messages for `code` linted as if it were the file at `path`. */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// [file, import it makes, allowed]
const ARROWS: [string, string, boolean][] = [
  ['src/sim/Probe.ts', '../share/speed', false],
  ['src/sim/Probe.ts', '../lessons/parseLesson', false],
  ['src/sim/Probe.ts', '../experiments/sweep', false],
  ['src/sim/tcp/Probe.ts', '../../worker/protocol', false],
  ['src/sim/tcp/Probe.ts', '../scenario/params', true],
  ['src/share/Probe.ts', '../worker/protocol', false],
  ['src/share/Probe.ts', '../lessons/parseLesson', false],
  ['src/share/Probe.ts', '../experiments/sweep', false],
  ['src/share/Probe.ts', '../sim/scenario/Scenario', true],
  ['src/experiments/Probe.ts', '../share/speed', false],
  ['src/experiments/Probe.ts', '../lessons/parseLesson', false],
  ['src/experiments/validation/Probe.ts', '../../ui/App', false],
  ['src/experiments/Probe.ts', '../sim/Simulation', true],
  ['src/lessons/Probe.ts', '../experiments/sweep', false],
  ['src/lessons/Probe.ts', '../worker/protocol', false],
  ['src/lessons/Probe.ts', '../share/speed', true],
  ['src/worker/Probe.ts', '../ui/App', false],
  ['src/worker/Probe.ts', '../lessons/parseLesson', false],
  ['src/worker/Probe.ts', '../experiments/sweep', true],
  ['src/cli/Probe.ts', '../worker/protocol', false],
  ['src/cli/Probe.ts', '../ui/App', false],
  ['src/cli/Probe.ts', '../lessons/parseLesson', true],
  ['src/ui/Probe.ts', '../cli/sim', false],
  ['src/ui/Probe.ts', '../worker/protocol', true],
];

describe('the layer rules', () => {
  it.each(ARROWS)('%s importing %s: allowed %s', async (path, target, allowed) => {
    const found = await refusals(path, `import '${target}';`);
    if (allowed) expect(found).toEqual([]);
    else expect(found).toHaveLength(1);
  });
});
