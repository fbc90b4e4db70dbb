// Every command's options, described once: the same description parses the command line, answers
// `--help` / `-h` (usage, options, an example; exit 0) and refuses an unknown option (exit 2).
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Exit status of bad usage (an unknown option, a missing argument). */
export const EXIT_USAGE = 2;

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** What it does, one line, for `--help`. */
  description: string;
  /** The value's placeholder in `--help` (string options), e.g. `N`, `out.csv`. */
  value?: string;
  /** A string option's value when not given (a boolean option is false unless given). */
  default?: string;
}

export interface CommandSpec<O extends Record<string, OptionSpec> = Record<string, OptionSpec>> {
  /** How it is run: `npm run sim -- …`. */
  usage: string[];
  /** What it does, a sentence or two. */
  summary: string;
  options: O;
  allowPositionals?: boolean;
  /** At least one command line worth copying. */
  examples: string[];
}

/** An option's parsed value: a boolean, or a string (undefined when it has no default and was not given). */
type ValueOf<S extends OptionSpec> = S['type'] extends 'boolean' ? boolean : S extends { default: string } ? string : string | undefined;
export type Values<O extends Record<string, OptionSpec>> = { [K in keyof O]: ValueOf<O[K]> };

export type CommandLine<O extends Record<string, OptionSpec>> = { ok: true; values: Values<O>; positionals: string[] } | { ok: false; exitCode: number };

/** The usage lines, as `--help` and a refusal print them. */
export function usageLines(spec: CommandSpec): string {
  return spec.usage.map((u, i) => `${i === 0 ? 'usage: ' : '       '}${u}`).join('\n');
}

/** The `--help` text: usage, summary, every option with its value and default, examples. */
function helpText(spec: CommandSpec): string {
  const flags = Object.entries(spec.options).map(([name, o]) => `--${name}${o.type === 'string' ? ` ${o.value ?? 'VALUE'}` : ''}`);
  const width = Math.max('-h, --help'.length, ...flags.map((f) => f.length));
  const lines = Object.entries(spec.options).map(([, o], i) => {
    const shown = o.default !== undefined ? ` (default ${o.default})` : '';
    return `  ${flags[i].padEnd(width)}  ${o.description}${shown}`;
  });
  return [
    usageLines(spec),
    '',
    spec.summary,
    '',
    'options:',
    ...lines,
    `  ${'-h, --help'.padEnd(width)}  show this help`,
    '',
    spec.examples.length > 1 ? 'examples:' : 'example:',
    ...spec.examples.map((e) => `  ${e}`),
    '',
  ].join('\n');
}

/**
 * Parses `argv` against `spec`. `--help` prints the help on stdout; a bad option prints what was
 * wrong and how to get the help on stderr. Either way there is nothing left to run (`ok: false`).
 */
export function parseCommandLine<const O extends Record<string, OptionSpec>>(spec: CommandSpec<O>, argv: readonly string[], name: string): CommandLine<O> {
  const options = Object.fromEntries([
    // A boolean option defaults to false, so it is always a boolean.
    ...Object.entries(spec.options).map(([k, o]) => [k, { type: o.type, ...(o.default !== undefined || o.type === 'boolean' ? { default: o.default ?? false } : {}) }]),
    ['help', { type: 'boolean', short: 'h', default: false }],
  ]) as NonNullable<ParseArgsConfig['options']>;
  const refuse = (message: string): CommandLine<O> => {
    process.stderr.write(`${name}: ${message}\n${usageLines(spec)}\n(--help lists the options)\n`);
    return { ok: false, exitCode: EXIT_USAGE };
  };
  // Unknown options are found from the tokens, to name them plainly; parseArgs's own errors cover the rest.
  const { tokens } = parseArgs({ args: [...argv], options, allowPositionals: true, strict: false, tokens: true });
  const unknown = tokens.find((t) => t.kind === 'option' && !Object.hasOwn(options, t.name));
  if (unknown?.kind === 'option') return refuse(`unknown option ${unknown.rawName}`);
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: spec.allowPositionals ?? false, strict: true });
  } catch (e) {
    return refuse((e as Error).message);
  }
  const { help, ...values } = parsed.values as Record<string, unknown>;
  if (help) {
    process.stdout.write(helpText(spec));
    return { ok: false, exitCode: 0 };
  }
  return { ok: true, values: values as Values<O>, positionals: parsed.positionals };
}

/** For a command that runs at the top of its module: the command line, or the process ends here. */
export function commandLineOrExit<const O extends Record<string, OptionSpec>>(spec: CommandSpec<O>, name: string): { values: Values<O>; positionals: string[] } {
  const r = parseCommandLine(spec, process.argv.slice(2), name);
  if (!r.ok) process.exit(r.exitCode);
  return r;
}
