/**
 * The command line of every command in src/cli/: its options are read with node:util `parseArgs` (strict), `--help`
 * prints what the command does, its options and an example, and a mistake is refused in plain words with exit code 2.
 *
 *   import { readCommandLine } from './shared/commandLine.ts';
 *
 *   const { values, positionals } = readCommandLine({
 *     command: 'npm run leads --',               // how a person types it, before the options
 *     summary: 'Lists the quote requests, newest first.',
 *     arguments: '[FILE]',                        // optional: the words after the options, as shown in the usage line
 *     positionals: { min: 0, max: 1 },            // optional: how many words are allowed (none by default)
 *     options: {
 *       format: { type: 'string', value: 'FORMAT', choices: ['csv', 'json'], default: 'csv', help: 'output format' },
 *       spam: { type: 'boolean', help: 'include the requests caught by the spam trap' },
 *     },
 *     examples: ['npm run leads -- --format csv --spam'],
 *   });
 *
 * `values` is typed from `options` (a string option with a default is always a string). `--help` (and `-h`) is added
 * to every command. Layout: every file directly in src/cli/ is a command that answers `--help` (a test runs them all);
 * code shared by commands lives in src/cli/shared/.
 */
import { parseArgs } from 'node:util';

interface OptionBase {
  /** One line for the --help text. */
  help: string;
  short?: string;
}

export interface StringOption extends OptionBase {
  type: 'string';
  /** The placeholder shown in --help: `--format FORMAT`. */
  value: string;
  default?: string;
  /** When given, any other value is refused. */
  choices?: readonly string[];
}

export interface BooleanOption extends OptionBase {
  type: 'boolean';
}

export type CommandOption = StringOption | BooleanOption;

export interface CommandSpec<Options extends Record<string, CommandOption>> {
  /** As a person types it, e.g. `npm run new-page --`. */
  command: string;
  /** What the command does, in a sentence or two. */
  summary: string;
  options: Options;
  /** The words after the command, for the usage line, e.g. `ADDRESS`. */
  arguments?: string;
  positionals?: { min?: number; max: number };
  examples: string[];
}

type OptionValue<Option extends CommandOption> = Option extends BooleanOption
  ? boolean
  : Option extends { default: string }
    ? string
    : string | undefined;

export type CommandValues<Options extends Record<string, CommandOption>> = {
  [Name in keyof Options]: OptionValue<Options[Name]>;
};

/** A mistake on the command line, in words for the person who typed it. */
export class CommandLineRefused extends Error {}

function optionLabel(name: string, option: CommandOption): string {
  const short = option.short ? `-${option.short}, ` : '';
  return option.type === 'string' ? `${short}--${name} ${option.value}` : `${short}--${name}`;
}

/** The text `--help` prints. */
export function helpText(spec: CommandSpec<Record<string, CommandOption>>): string {
  const options = Object.entries(spec.options).map(([name, option]) => {
    const choices = option.type === 'string' && option.choices ? ` (${option.choices.join(', ')})` : '';
    const fallback = option.type === 'string' && option.default !== undefined ? `; default ${option.default}` : '';
    return [optionLabel(name, option), `${option.help}${choices}${fallback}`] as const;
  });
  options.push(['-h, --help', 'print this help and exit']);
  const width = Math.max(...options.map(([label]) => label.length));
  const words = [spec.arguments, Object.keys(spec.options).length ? '[options]' : undefined].filter(Boolean);
  // `npm run build --` with nothing after it is typed `npm run build`.
  const usage = words.length ? `${spec.command} ${words.join(' ')}` : spec.command.replace(/ --$/, '');
  return [
    `Usage: ${usage}`,
    '',
    spec.summary,
    '',
    'Options:',
    ...options.map(([label, help]) => `  ${label.padEnd(width)}  ${help}`),
    '',
    spec.examples.length > 1 ? 'Examples:' : 'Example:',
    ...spec.examples.map((example) => `  ${example}`),
  ].join('\n');
}

/** What went wrong, from parseArgs' error, in plain words. */
function explain(error: Error & { code?: string }, spec: CommandSpec<Record<string, CommandOption>>): string {
  const option = /'(-[^'\s]+)/.exec(error.message)?.[1] ?? '';
  const name = option.replace(/^-+/, '');
  const known = spec.options[name] ?? Object.entries(spec.options).find(([, each]) => each.short === name)?.[1];
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `Unknown option ${option}.`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (known?.type === 'boolean') return `${option} takes no value.`;
      return `${option} needs a value${known?.type === 'string' ? `, for example ${option} ${known.choices?.[0] ?? known.value}` : ''}.`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL': {
      const word = /'([^']*)'/.exec(error.message)?.[1];
      return `Unexpected word${word ? ` "${word}"` : ''}: this command takes ${spec.arguments ? `only ${spec.arguments}` : 'no words, only options'}.`;
    }
    default:
      return error.message;
  }
}

/**
 * Reads the command line as `spec` describes it. Returns the values, or — for `--help` — prints the help and exits 0,
 * or — for a mistake — prints what is wrong and how to get the help, and exits 2.
 */
export function readCommandLine<Options extends Record<string, CommandOption>>(
  spec: CommandSpec<Options>,
  args: string[] = process.argv.slice(2),
): { values: CommandValues<Options>; positionals: string[] } {
  try {
    const parsed = parseCommandLine(spec, args);
    if (parsed === 'help') {
      console.log(helpText(spec));
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    if (!(error instanceof CommandLineRefused)) throw error;
    refuseCommandLine(spec.command, error.message);
  }
}

/**
 * A mistake on the command line that the command itself finds (a required word missing, say): prints `message` and
 * how to get the help, and exits 2, as readCommandLine does for the mistakes it finds.
 */
export function refuseCommandLine(command: string, message: string): never {
  console.error(`${message}\nSee ${command} --help for what this command accepts.`);
  process.exit(2);
}

/** The part of readCommandLine that neither prints nor exits: throws CommandLineRefused for a mistake. */
export function parseCommandLine<Options extends Record<string, CommandOption>>(
  spec: CommandSpec<Options>,
  args: string[],
): { values: CommandValues<Options>; positionals: string[] } | 'help' {
  const config: Record<string, { type: 'string' | 'boolean'; short?: string; default?: string | boolean }> = {
    help: { type: 'boolean', short: 'h' },
  };
  for (const [name, option] of Object.entries(spec.options)) {
    config[name] = { type: option.type };
    if (option.short) config[name].short = option.short;
    if (option.type === 'boolean') config[name].default = false;
    else if (option.default !== undefined) config[name].default = option.default;
  }
  const parse = () =>
    parseArgs({ args, options: config, strict: true, allowPositionals: (spec.positionals?.max ?? 0) > 0 });
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    if (code.startsWith('ERR_PARSE_ARGS'))
      throw new CommandLineRefused(explain(error as Error & { code: string }, spec));
    throw error;
  }
  if (parsed.values.help) return 'help';
  const { positionals } = parsed;
  const { min = 0, max = 0 } = spec.positionals ?? {};
  if (positionals.length > max) {
    const extra = positionals
      .slice(max)
      .map((word) => `"${word}"`)
      .join(' ');
    throw new CommandLineRefused(
      `Unexpected ${extra}: this command takes ${spec.arguments ? `only ${spec.arguments}` : 'no words'}.`,
    );
  }
  if (positionals.length < min) throw new CommandLineRefused(`Missing ${spec.arguments ?? 'argument'}.`);
  for (const [name, option] of Object.entries(spec.options)) {
    const value = parsed.values[name];
    if (option.type === 'string' && option.choices && typeof value === 'string' && !option.choices.includes(value)) {
      throw new CommandLineRefused(`Unknown --${name} "${value}": use ${listInWords(option.choices)}.`);
    }
  }
  const { help: _help, ...values } = parsed.values;
  return { values: values as CommandValues<Options>, positionals };
}

/** ['a', 'b', 'c'] → "a, b or c" */
function listInWords(words: readonly string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words.join('');
}
