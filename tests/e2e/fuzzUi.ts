// `npm run fuzz:ui -- --minutes N [--seed S]`: the UI monkey (monkey.ts) for as long as asked, in
// episodes of a fresh page each (seeds S, S+1, …), against a production build served locally.
// Prints each episode's seed; on a failure, the seed and the action log, and exits non-zero.
import { parseArgs } from 'node:util';
import { preview } from 'vite';
import { buildApp } from '../../src/cli/buildApp';
import { launch } from './browser';
import { MonkeyFailure, runMonkey } from './monkey';

const EPISODE_MS = 3 * 60_000;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { minutes: { type: 'string', default: '5' }, seed: { type: 'string' } } });
  const minutes = Number(values.minutes);
  if (!(minutes > 0)) throw new Error(`--minutes must be a positive number (got ${values.minutes})`);
  const first = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(first)) throw new Error(`--seed must be an integer (got ${values.seed})`);
  await buildApp({ outDir: 'dist' });
  const server = await preview({ logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls!.local[0];
  const browser = await launch();
  const end = Date.now() + minutes * 60_000;
  let episode = 0;
  const totals = { actions: 0, inputs: 0, crashes: 0, resets: 0, seeks: 0, branches: 0, linkChecks: 0 };
  try {
    while (Date.now() < end - 5000) {
      const seed = first + episode++;
      const durationMs = Math.min(EPISODE_MS, end - Date.now());
      process.stdout.write(`episode ${episode}: seed ${seed}, ${(durationMs / 1000).toFixed(0)} s\n`);
      const r = await runMonkey(browser, url, { seed, durationMs, progress: (l) => process.stdout.write(`  ${l}\n`) });
      for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += r[k];
      process.stdout.write(
        `  passed: ${r.actions} actions (${r.inputs} inputs), ${r.crashes} simulated crashes, ${r.presets} presets, ${r.resets} resets, ${r.seeks} seeks, ${r.branches} branch buttons, ${r.linkChecks} links checked\n`,
      );
    }
    process.stdout.write(
      `fuzz:ui passed: ${episode} episodes (seeds ${first}–${first + episode - 1}), ${totals.actions} actions, ${totals.inputs} inputs, ${totals.crashes} crashes, ${totals.resets} resets, ${totals.seeks} seeks, ${totals.branches} branch buttons, ${totals.linkChecks} links checked, 0 failures, ${minutes} min\n`,
    );
  } catch (e) {
    process.stdout.write(`fuzz:ui FAILED in episode ${episode} (the earlier ones: ${totals.actions} actions, ${totals.inputs} inputs); the first failure stops the run\n`);
    if (e instanceof MonkeyFailure) process.stdout.write(`\n${e.message}\n`);
    else process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
