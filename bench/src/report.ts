import os from 'node:os';
import { TARGETS } from './targets.js';
import { describeWeb, type WebReport } from './web-budget.js';

export interface StartupResult {
  name: string;
  summary: string;
  ms?: number;
  error?: string;
  target?: { text: string; maxMs: number };
}

export interface ScenarioResult {
  name: string;
  summary: string;
  call: string;
  clients: number;
  /** What req/s counts (req/s for HTTP; entries/s, calls/s... for in-process scenarios). */
  unit?: string;
  /** What the scenario drew from the data (the customer and its lines, the journal size...). */
  note?: string;
  seconds?: number;
  requests?: number;
  rps?: number;
  latency?: { p50: number; p95: number; p99: number; max: number };
  errors: number;
  statusCodes?: Record<string, number>;
  /** The first answer when it was not 2xx (status and the start of the body), to tell why. */
  probe?: string;
  /** The same statements on a direct connection, one request's worth per sample. */
  sql?: {
    p50: number;
    p95: number;
    samples: number;
    statements: { sql: string; p50: number }[];
    slowest?: { p50: number; sql: string };
  };
  /** HTTP p50 at the scenario's clients / SQL p50. */
  ratio?: number;
  /** HTTP p50 with one client, one request at a time. */
  http1?: { p50: number; samples: number };
  /** HTTP p50 with one client / SQL p50: the server's own overhead without queueing. */
  ratio1?: number;
  target?: string;
  targetMet?: boolean;
  /** The dataset is smaller than the target speaks of: the figure is shown, not judged. */
  targetNotApplicable?: boolean;
  /**
   * CPU per operation during the measured run (the app's code and PostgreSQL, from /proc), and the rate
   * the machine's cores could carry at that cost: a figure that other load on the machine moves less.
   */
  cpu?: { appMs: number; databaseMs: number; ceiling: number };
  /** Rows a writing scenario added and the harness deleted afterwards, per table. */
  removed?: Record<string, number>;
  skipped?: string;
}

export interface RunReport {
  date: string;
  mode: 'quick' | 'full';
  machine: { cpus: number; cpu: string; memoryGiB: number; node: string; os: string; postgres: string };
  dataset: { scale: number; steps: { name: string; counts: Record<string, number> }[]; database: string };
  startup: StartupResult[];
  scenarios: ScenarioResult[];
  web: WebReport;
  errors: string[];
}

export function machineInfo(postgres: string): RunReport['machine'] {
  return {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    postgres,
  };
}

const ms = (v: number | undefined) =>
  v === undefined || Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(2) : v.toFixed(1);
const x = (v: number | undefined) => (v === undefined ? '-' : `${v.toFixed(1)}x`);
/** Throughput with its unit when it is not requests (entries/s, calls/s). */
const rate = (r: ScenarioResult) =>
  r.rps === undefined ? '-' : `${r.rps.toFixed(0)}${r.unit && r.unit !== 'req/s' ? ` ${r.unit}` : ''}`;
/** A rate the cores could carry: one decimal under 10, whole numbers above. */
const ceilingText = (v: number) => (v < 10 ? v.toFixed(1) : Math.round(v).toLocaleString('en-US'));
/** One operation, in the words of its rate (entries/s: an entry). */
const perWhat = (unit: string | undefined) =>
  ({ 'entries/s': 'entry', 'calls/s': 'call', 'ops/s': 'operation' })[unit ?? ''] ?? 'request';
/** A target's verdict: met, missed, or not judged on a dataset smaller than the target's. */
const verdictOf = (r: ScenarioResult) =>
  r.targetNotApplicable
    ? ' (not judged: smaller dataset)'
    : r.targetMet === undefined
      ? ''
      : r.targetMet
        ? ' (met)'
        : ' (missed)';

function table(head: string[], rows: string[][], rightFrom = 1): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => (i >= rightFrom && i < head.length - 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ');
  return [fmt(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)].join('\n');
}

/** One line of the scenario table, also printed as each scenario ends. */
export function scenarioRow(r: ScenarioResult): string[] {
  if (r.skipped) return [r.name, '-', '-', '-', '-', '-', '-', '-', '-', '-', `skipped: ${r.skipped}`];
  return [
    r.name,
    String(r.clients),
    rate(r),
    ms(r.latency?.p50),
    ms(r.latency?.p95),
    ms(r.latency?.p99),
    String(r.errors),
    ms(r.sql?.p50),
    x(r.ratio),
    x(r.ratio1),
    r.target ? `${r.target}${verdictOf(r)}` : '',
  ];
}

export const SCENARIO_HEAD = [
  'scenario',
  'clients',
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'errors',
  'SQL p50',
  'HTTP/SQL',
  'at 1 client',
  'target',
];

export function formatReport(report: RunReport): string {
  const out: string[] = [];
  const m = report.machine;
  out.push(
    `BranchBook benchmark, ${report.mode} run, ${report.date}`,
    `machine: ${m.cpus} cores (${m.cpu}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.postgres}`,
    `data: scale ${report.dataset.scale} (${report.dataset.database})`,
    '',
    table(
      ['start-up', 'ms', 'target'],
      report.startup.map((s) => [
        s.name,
        s.ms === undefined ? 'FAILED' : String(s.ms),
        s.target
          ? `${s.target.text}${s.ms === undefined ? '' : s.ms <= s.target.maxMs ? ' (met)' : ' (missed)'}`
          : '',
      ]),
    ),
    ...report.startup.map((s) => `  ${s.name}: ${s.summary}${s.error ? `\n    FAILED: ${s.error}` : ''}`),
    '',
    table(SCENARIO_HEAD, report.scenarios.map(scenarioRow)),
    '',
    'latencies in ms; errors = non-2xx answers + socket errors; HTTP/SQL = HTTP p50 at the clients shown / the same',
    'SQL p50 on a direct connection; "at 1 client" = HTTP p50 with one request at a time / SQL p50. In-process',
    'scenarios (a unit after the rate) call the server code in the harness: clients = async workers, and the ratio',
    'is their p50 / SQL p50.',
    ...report.scenarios.filter((r) => r.note).map((r) => `${r.name}: ${r.note}`),
    ...report.scenarios
      .filter((r) => r.cpu)
      .map(
        (r) =>
          `${r.name}: CPU per ${perWhat(r.unit)} ${ms(r.cpu?.appMs)} ms app + ${ms(r.cpu?.databaseMs)} ms PostgreSQL: at most ~${ceilingText(r.cpu?.ceiling ?? 0)}/s on ${report.machine.cpus} cores`,
      ),
    ...report.scenarios
      .filter((r) => r.removed && Object.values(r.removed).some((v) => v > 0))
      .map(
        (r) =>
          `${r.name}: removed afterwards ${Object.entries(r.removed ?? {})
            .filter(([, v]) => v > 0)
            .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
            .join(', ')}`,
      ),
    ...report.scenarios
      .filter((r) => r.sql?.slowest)
      .map(
        (r) =>
          `${r.name}: ${r.sql?.statements.length} statements; slowest ${ms(r.sql?.slowest?.p50)} ms: ${r.sql?.slowest?.sql.slice(0, 90)}`,
      ),
    '',
    ...describeWeb(report.web),
  );
  if (report.errors.length > 0) out.push('', 'ERRORS:', ...report.errors.map((e) => `  ${e}`));
  return out.join('\n');
}

/** The docs table: every target of the issues, with the figure of this run where it was measured. */
export function markdownTargets(report: RunReport): string {
  const verdict = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? ' (met)' : ' (missed)');
  const web = report.web;
  const find = (name: string | undefined): string => {
    if (!name) return '';
    const s = report.startup.find((r) => r.name === name);
    if (s) {
      if (s.ms === undefined) return `failed: ${s.error?.split('\n')[0]}`;
      return `${(s.ms / 1000).toFixed(2)} s${verdict(s.target ? s.ms <= s.target.maxMs : undefined)}`;
    }
    if (name === 'web: sign-in JS')
      return web.available
        ? `${web.signIn?.gzipKb} kB${verdict(web.withinBudget?.signIn)}`
        : 'web app not built';
    if (name === 'web: largest chunk')
      return web.available
        ? `${web.largest?.gzipKb} kB, ${web.largest?.file}${verdict(web.withinBudget?.largest)}`
        : 'web app not built';
    const r = report.scenarios.find((c) => c.name === name);
    if (!r) return 'not in this run';
    if (!r.latency) return r.skipped ? `skipped: ${r.skipped}` : '';
    return `p95 ${ms(r.latency.p95)} ms, ${rate(r)}${r.unit && r.unit !== 'req/s' ? '' : ' req/s'}${verdictOf(r)}${r.note ? `; ${r.note}` : ''}`;
  };
  const rows = TARGETS.map((t) => [
    t.what,
    t.target,
    t.scenario ? find(t.scenario) : `not yet measured — lands with ${t.lands}`,
  ]);
  const measured = report.scenarios
    .filter((r) => !r.skipped)
    .map((r) => [
      r.name,
      String(r.clients),
      rate(r),
      ms(r.latency?.p50),
      ms(r.latency?.p95),
      ms(r.latency?.p99),
      String(r.errors),
      ms(r.sql?.p50),
      x(r.ratio),
      x(r.ratio1),
    ]);
  const md = (head: string[], body: string[][]) =>
    [
      `| ${head.join(' | ')} |`,
      `|${head.map(() => '---').join('|')}|`,
      ...body.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n');
  return [
    md(['target', 'goal', `measured (${report.date.slice(0, 10)})`], rows),
    '',
    md(
      [
        'scenario',
        'clients',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'errors',
        'SQL p50 ms',
        'HTTP/SQL',
        'at 1 client',
      ],
      measured,
    ),
  ].join('\n');
}
