/**
 * A hospital sending prescriptions to a running BranchBook (issue 20), so the link can be shown and tested
 * without a real hospital:
 *
 *   npm run hospital:simulate -- --rate 2 --count 20 [--url http://localhost:3000] [--key bbh_...]
 *
 * `--rate` prescriptions per second (default 1), `--count` how many (default 10; 0 = until Ctrl-C). The key
 * defaults to HOSPITAL_KEY or the demo company's Shar Hospital key. Patients and drugs are the demo's:
 * the hospital's own codes for paracetamol and amoxicillin, barcodes for the rest, and now and then a code
 * the pharmacy does not know (the line comes back with its problem). Every tenth prescription is sent twice,
 * as a hospital's retry would: the second answer says `created: false`. Ends with a summary and latencies.
 */
import { DEMO_HOSPITAL_KEY } from '../apps/server/src/seed/demo-hospital.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const rate = Number(arg('rate', '1'));
const count = Number(arg('count', '10'));
const url = arg('url', `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const key = arg('key', process.env.HOSPITAL_KEY ?? DEMO_HOSPITAL_KEY);
if (!(rate > 0) || !(count >= 0)) {
  console.error('--rate must be above 0 and --count at least 0');
  process.exit(2);
}

const PATIENTS = [
  { identifier: 'SH-10021', display: 'Dilan Aziz', birthDate: '1988-03-14' },
  { identifier: 'SH-10022', display: 'ڕێزان عەلی', birthDate: '1995-07-01' },
  { identifier: 'SH-10023', display: 'سارا محمد', birthDate: '2012-11-20' },
  { identifier: 'SH-10024', display: 'Hawre Karim' },
];
const DOCTORS = ['Dr. Shno Omar', 'Dr. Aram Salih', 'د. ليلى حسن'];
const DRUGS = [
  { code: 'SHAR-PARA-500', display: 'Paracetamol 500 mg', dosage: '1 tablet every 8 hours' },
  { code: 'SHAR-AMOX-250', display: 'Amoxicillin 250 mg', dosage: '1 capsule 3 times a day for 7 days' },
  { code: '6260000000059', display: 'Vitamin C 1000 mg', dosage: '1 a day' },
  { code: '6260000000042', display: 'Cough syrup for children', dosage: '5 ml at night' },
  { code: 'SHAR-UNKNOWN-9', display: 'Omeprazole 20 mg', dosage: '1 before breakfast' },
];
const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

function prescription(n: number) {
  const lines = [pick(DRUGS, n), pick(DRUGS, n * 3 + 1)].filter((d, i, all) => all.indexOf(d) === i);
  return {
    resourceType: 'MedicationRequest',
    id: `SIM-${Date.now().toString(36)}-${n}`,
    authoredOn: new Date().toISOString(),
    subject: pick(PATIENTS, n),
    requester: { display: pick(DOCTORS, n) },
    lines: lines.map((d, i) => ({
      medication: { code: d.code, display: d.display },
      quantity: String(1 + ((n + i) % 3)),
      dosage: d.dosage,
    })),
  };
}

const stats = { sent: 0, created: 0, duplicates: 0, problems: 0, failed: 0, ms: [] as number[] };

async function send(body: object): Promise<void> {
  const started = performance.now();
  stats.sent += 1;
  try {
    const res = await fetch(`${url}/api/hospital/prescriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    });
    stats.ms.push(performance.now() - started);
    const answer = (await res.json()) as {
      created?: boolean;
      lines?: { problem: string | null }[];
      message?: string;
    };
    if (!res.ok) {
      stats.failed += 1;
      console.error(`${res.status} ${answer.message ?? ''}`);
      return;
    }
    if (answer.created) stats.created += 1;
    else stats.duplicates += 1;
    stats.problems += answer.lines?.filter((l) => l.problem).length ?? 0;
  } catch (e) {
    stats.failed += 1;
    console.error(`cannot reach ${url}: ${(e as Error).message}`);
  }
}

const pending: Promise<void>[] = [];
let stopped = false;
process.on('SIGINT', () => {
  stopped = true;
});
for (let n = 1; !stopped && (count === 0 || n <= count); n += 1) {
  const body = prescription(n);
  pending.push(send(body));
  if (n % 10 === 0) pending.push(send(body)); // the hospital's retry
  await new Promise((r) => setTimeout(r, 1000 / rate));
}
await Promise.all(pending);
const sorted = stats.ms.sort((a, b) => a - b);
const at = (q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1) : '-';
console.log(
  `sent ${stats.sent}: ${stats.created} new, ${stats.duplicates} already known, ${stats.failed} failed; ` +
    `${stats.problems} lines with an unknown code; latency p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
);
process.exit(stats.failed > 0 ? 1 : 0);
