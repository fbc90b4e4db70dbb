import { afterEach, describe, expect, it } from 'vitest';
import { Ns2RunError, nsAvailable, runNs2 } from '../../src/cli/ns2';
import { Ns2ExportError } from '../../src/sim/export/ns2Tcl';

describe('runNs2', () => {
  const saved = process.env.NS2_BIN;
  afterEach(() => {
    if (saved === undefined) delete process.env.NS2_BIN;
    else process.env.NS2_BIN = saved;
  });

  it('says clearly when ns-2 is not installed', async () => {
    process.env.NS2_BIN = '/nonexistent/ns-2.35';
    await expect(runNs2({ version: 1, flows: [{ variant: 'reno' }] })).rejects.toThrow(Ns2RunError);
    await expect(runNs2({ version: 1, flows: [{ variant: 'reno' }] })).rejects.toThrow(/not installed/);
  });

  it('rejects a scenario ns-2 cannot express before starting ns', async () => {
    process.env.NS2_BIN = '/nonexistent/ns-2.35';
    await expect(runNs2({ version: 1, flows: [{ variant: 'vegas-plus' }] })).rejects.toThrow(Ns2ExportError);
  });

  it('reports a failing script with its exit status and stderr', async () => {
    // `false` runs, ignores its arguments and exits 1: stands in for an ns that fails.
    process.env.NS2_BIN = 'false';
    await expect(runNs2({ version: 1, flows: [{ variant: 'reno' }] })).rejects.toThrow(/exited with status 1/);
  });

  it.runIf(nsAvailable())('times out', async () => {
    await expect(runNs2({ version: 1, durationSec: 3000, flows: [{ variant: 'reno' }] }, { timeoutMs: 50 })).rejects.toThrow(
      /did not finish within/,
    );
  });
});
