import { io, type Socket } from 'socket.io-client';
import { hashKey } from '../../../apps/server/src/modules/hospital/inbound.js';
import { latencyOf } from '../load/stats.js';
import type { Json, PrepareTools, RunContext, Scenario } from './types.js';

/**
 * Issue 20's benchmark: a hospital pushing prescriptions to a branch. autocannon posts them (each a new
 * hospital prescription id, patients drawn from a few hundred) with the connection's own key, as fast as
 * its clients are answered; a socket.io client subscribed to the branch's channel (`api_connection.{tenant}.
 * {branch}`, as the pharmacist's screen is) notes when each one's event arrives. Reported: accepted/s (the
 * run's req/s), and the time from sending each prescription to its event on the branch's screen.
 */

/** A fixed bench key (like the demo's): only its hash is stored, on a connection the bench keeps. */
const KEY = 'bbh_bench-hospital-not-a-secret';
const CHANNEL_EVENT = 'ApiConnectionEvent';
/** Patients the prescriptions are spread over (each prescription upserts its patient). */
const PATIENTS = 300;
/** The bound from sending a prescription to its event on the branch's screen. */
const SCREEN_MS = 1000;

interface Run {
  prefix: string;
  connectionId: string;
  branchId: string;
  codes: string[];
  /** Prescription id -> when it was sent, and when its event arrived (performance.now()). */
  sent: Map<string, number>;
  seen: Map<string, number>;
  /** Events that arrived on another branch's channel (must stay 0). */
  leaked: number;
  sockets: Socket[];
}
let run: Run | undefined;
const current = (): Run => {
  if (!run) throw new Error('the hospital scenario ran without its prepare step');
  return run;
};

async function subscriber(ctx: RunContext, channel: string, onEvent: (p: unknown) => void): Promise<Socket> {
  const socket = io(ctx.baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: ctx.actors.admin.token },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ok = await new Promise<boolean>((resolve) =>
    socket.emit('subscribe', channel, (r: { ok: boolean }) => resolve(r.ok)),
  );
  if (!ok) throw new Error(`could not join ${channel}`);
  socket.on(CHANNEL_EVENT, onEvent);
  return socket;
}

/** The bench tenant's hospital connection to its first branch, made once with the bench key. */
async function connectionOf(ctx: RunContext, tools: PrepareTools, branchId: string): Promise<string> {
  const found = await tools.query<{ id: string }>(
    'select id from api_connections where tenant_id = $1 and key_hash = $2',
    [ctx.tenantId, hashKey(KEY)],
  );
  if (found[0]) return found[0].id;
  const made = await tools.query<{ id: string }>(
    `insert into api_connections (tenant_id, kind, name, inventory_id, key_hash, key_prefix)
     values ($1, 'hospital', 'Bench hospital', $2, $3, $4) returning id`,
    [ctx.tenantId, branchId, hashKey(KEY), KEY.slice(0, 12)],
  );
  return made[0]!.id;
}

function prescription(i: number): Json {
  const r = current();
  const id = `${r.prefix}-${i}`;
  r.sent.set(id, performance.now());
  const patient = i % PATIENTS;
  return {
    resourceType: 'MedicationRequest',
    id,
    authoredOn: new Date().toISOString(),
    subject: { identifier: `BENCH-P${patient}`, display: `Bench patient ${patient}` },
    requester: { display: 'Dr. Bench' },
    lines: [0, 1].map((k) => {
      const code = r.codes[(i + k) % r.codes.length] as string;
      return { medication: { code, display: code }, quantity: String(1 + ((i + k) % 3)), dosage: '1x3' };
    }),
  };
}

export const hospitalScenarios: Scenario[] = [
  {
    name: 'hospital-inbound',
    summary:
      'a hospital posts prescriptions (2 lines, a new id each) with its key; a socket on the branch channel times each one to the screen',
    method: 'POST',
    path: '/api/hospital/prescriptions',
    body: (_ctx, i) => prescription(i),
    headers: () => ({ authorization: `Bearer ${KEY}` }),
    auth: 'none',
    concurrency: 10,
    needs: ['items'],
    writes: true,
    target: { text: '>= 200 prescriptions/s accepted, each on the branch screen < 1 s', minRps: 200 },
    async prepare(ctx, tools) {
      const branches = ctx.actors.admin.inventoryIds;
      const branchId = ctx.actors.admin.defaultBranchId ?? branches[0];
      if (!branchId) throw new Error('the bench tenant has no branch');
      const items = await tools.query<{ barcode: string }>(
        `select barcode from items where tenant_id = $1 and status = 1 and barcode <> '' order by id limit 8`,
        [ctx.tenantId],
      );
      run = {
        prefix: `BENCH-${Date.now().toString(36)}`,
        connectionId: await connectionOf(ctx, tools, branchId),
        branchId,
        codes: items.length > 0 ? items.map((r) => r.barcode) : ['BENCH-UNKNOWN'],
        sent: new Map(),
        seen: new Map(),
        leaked: 0,
        sockets: [],
      };
      const r = run;
      r.sockets.push(
        await subscriber(ctx, `api_connection.${ctx.tenantId}.${branchId}`, (p) => {
          const id = (p as { type?: string; detail?: { prescription_id?: string } }).detail?.prescription_id;
          if (id && !r.seen.has(id)) r.seen.set(id, performance.now());
        }),
      );
      const other = branches.find((b) => b !== branchId);
      if (other)
        r.sockets.push(
          await subscriber(ctx, `api_connection.${ctx.tenantId}.${other}`, () => {
            r.leaked += 1;
          }),
        );
      return { note: `${r.codes.length} drug codes (item barcodes), ${PATIENTS} patients` };
    },
    async verify(ctx, tools) {
      const r = current();
      try {
        const accepted = await tools.query<{ prescription_id: string }>(
          `select prescription_id from api_connection_details
           where tenant_id = $1 and api_connection_id = $2 and prescription_id like $3`,
          [ctx.tenantId, r.connectionId, `${r.prefix}-%`],
        );
        // events still on the wire when the load stopped
        const until = performance.now() + 3000;
        while (performance.now() < until && accepted.some((a) => !r.seen.has(a.prescription_id)))
          await new Promise((done) => setTimeout(done, 50));
        const times: number[] = [];
        let lost = 0;
        for (const a of accepted) {
          const at = r.seen.get(a.prescription_id);
          const from = r.sent.get(a.prescription_id);
          if (at === undefined || from === undefined) lost += 1;
          else times.push(at - from);
        }
        const l = latencyOf(times);
        const late = times.filter((t) => t >= SCREEN_MS).length;
        const note =
          `${accepted.length} stored; sent -> on the branch screen p50 ${l.p50} ms, p95 ${l.p95} ms, max ${l.max} ms` +
          ` (${late} over ${SCREEN_MS} ms); ${lost} lost; ${r.leaked} on another branch's channel`;
        return { note, errors: lost + r.leaked };
      } finally {
        for (const s of r.sockets) s.disconnect();
        run = undefined;
      }
    },
  },
];
