#!/usr/bin/env node
// `tcp-lab <command> [options]`: runs a command of the CLI from its built JavaScript (build/cli/),
// building it first when it is missing or older than its sources. `npm run sim` and the other
// scripts go through here; `tcp-lab <command> --help` shows a command's options.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMMANDS, ROOT, buildCli, isStale } from './buildCli.js';

const [name, ...rest] = process.argv.slice(2);
const list = () => COMMANDS.map((c) => `  ${c.name.padEnd(18)} ${c.summary} (npm run ${c.script})`).join('\n');
const usage = `usage: tcp-lab <command> [options]   (tcp-lab <command> --help for its options)\n\ncommands:\n${list()}\n\nexample:\n  tcp-lab sim tsang-two-vegas --json\n`;
const command = COMMANDS.find((c) => c.name === name);

if (name === undefined || name === '--help' || name === '-h') {
  process.stdout.write(usage);
} else if (!command) {
  process.stderr.write(`tcp-lab: unknown command ${name}\n${usage}`);
  process.exitCode = 2;
} else {
  if (isStale()) {
    process.stderr.write('tcp-lab: building the CLI into build/cli/ (missing or older than its sources)\n');
    await buildCli();
  }
  const file = join(ROOT, 'build/cli', `${command.entry}.js`);
  // The command reads its arguments from process.argv, as if Node had been started on its file.
  process.argv = [process.argv[0], file, ...rest];
  await import(pathToFileURL(file).href);
}
