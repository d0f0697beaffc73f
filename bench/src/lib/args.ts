import { readFileSync } from 'node:fs';

/** A tiny `--name value` / `--flag` parser: the harness needs no more, and no dependency. */
export interface ArgSpec {
  /** Options that take a value, with an optional default. */
  values?: Record<string, string | undefined>;
  /** Options that are switches. */
  flags?: readonly string[];
}

export interface ParsedArgs {
  values: Record<string, string | undefined>;
  flags: Set<string>;
}

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[], spec: ArgSpec): ParsedArgs {
  const values: Record<string, string | undefined> = { ...spec.values };
  const flags = new Set<string>();
  const known = new Set(Object.keys(spec.values ?? {}));
  const switches = new Set(spec.flags ?? []);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument "${arg}"`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (switches.has(name)) {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
      flags.add(name);
    } else if (known.has(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      values[name] = value;
    } else {
      throw new UsageError(`unknown option --${name}`);
    }
  }
  return { values, flags };
}

export function numberArg(args: ParsedArgs, name: string, check: (n: number) => boolean): number | undefined {
  const raw = args.values[name];
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || !check(n)) throw new UsageError(`--${name} got "${raw}", which is not valid`);
  return n;
}

/**
 * The command-line arguments of this script, also when npm swallowed them: a root script like
 * `"bench": "npm run bench -w bench"` (no trailing `--`) makes the inner npm read `--quick` or `--scale 1`
 * as its own config, so the script sees only stray values. Then the inner npm's own command line is read
 * from /proc (Linux) to recover them exactly, or else the `npm_config_<flag>` variables npm sets for
 * switches. A note on stderr says so, since the real fix is a `--` at the end of the root script.
 */
export function scriptArgs(spec: ArgSpec): string[] {
  const direct = process.argv.slice(2);
  const event = process.env.npm_lifecycle_event;
  if (!event || direct.some((a) => a.startsWith('--'))) return direct;
  const recovered = fromNpmCommandLine(event) ?? fromNpmConfig(spec);
  if (recovered && recovered.length > 0) {
    process.stderr.write(
      `note: npm passed the options to itself; recovered ${recovered.join(' ')} ` +
        `(end the root script with "--" to pass them through)\n`,
    );
    return recovered;
  }
  return direct;
}

function fromNpmCommandLine(event: string): string[] | undefined {
  let pid = process.ppid;
  for (let depth = 0; depth < 10 && pid > 1; depth++) {
    let cmdline: string[];
    let stat: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return undefined;
    }
    // npm rewrites its own process title, but the shell that runs the calling script keeps the full text.
    if (cmdline[1] === '-c' && cmdline[2]) {
      const words = shellWords(cmdline[2]);
      const run = words.findIndex((w, i) => (w === 'run' || w === 'run-script') && words[i + 1] === event);
      if (run > 0 && words[run - 1]?.endsWith('npm')) {
        const rest = words.slice(run + 2);
        const out: string[] = [];
        for (let i = 0; i < rest.length; i++) {
          const a = rest[i] as string;
          if (a === '-w' || a === '--workspace') i++;
          else if (!a.startsWith('--workspace=') && a !== '--') out.push(a);
        }
        return out;
      }
    }
    // Field 4 of /proc/<pid>/stat is the parent's id (after the parenthesised command name).
    pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  }
  return undefined;
}

/** Splits a command line as sh would, for the quoting npm produces (single and double quotes, backslash). */
function shellWords(text: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      word = (word ?? '') + text.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? text.length : end;
    } else if (c === '"') {
      let j = i + 1;
      word ??= '';
      for (; j < text.length && text[j] !== '"'; j++) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        word += text[j];
      }
      i = j;
    } else if (c === '\\' && i + 1 < text.length) {
      word = (word ?? '') + text[++i];
    } else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}

function fromNpmConfig(spec: ArgSpec): string[] {
  const out: string[] = [];
  for (const flag of spec.flags ?? []) {
    if (process.env[`npm_config_${flag.replaceAll('-', '_')}`] === 'true') out.push(`--${flag}`);
  }
  for (const name of Object.keys(spec.values ?? {})) {
    const v = process.env[`npm_config_${name.replaceAll('-', '_')}`];
    if (v && v !== 'true') out.push(`--${name}`, v);
  }
  return out;
}
