import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { type AuthContext, resolveToken } from './auth/session.js';
import type { DbHandle } from './db/pool.js';
import { withTenant } from './db/tenant.js';
import type { Publisher } from './publisher.js';

export type { Publisher };

export const notificationChannel = (tenantId: string, userId: string) => `notification.${tenantId}.${userId}`;
export const apiConnectionChannel = (tenantId: string, branchId: string) =>
  `api_connection.${tenantId}.${branchId}`;

/**
 * The `broadcasting/auth` rule: a user may join only their own notification channel, and the
 * api_connection channel of a branch of their own tenant they are connected to (any branch of the
 * tenant for a superuser).
 */
export async function mayJoin(db: DbHandle, auth: AuthContext, channel: string): Promise<boolean> {
  const own = /^notification\.(\d+)\.(\d+)$/.exec(channel);
  if (own) return own[1] === auth.tenantId && own[2] === auth.userId;
  const branch = /^api_connection\.(\d+)\.(\d+)$/.exec(channel);
  if (!branch || branch[1] !== auth.tenantId) return false;
  const inventoryId = branch[2]!;
  return withTenant(db.system, { tenantId: auth.tenantId, userId: auth.userId }, async (tx) => {
    if (auth.isSuperuser) {
      return (
        (await tx.selectFrom('inventories').select('id').where('id', '=', inventoryId).executeTakeFirst()) !==
        undefined
      );
    }
    const row = await tx
      .selectFrom('user_inventories')
      .select('inventory_id')
      .where('user_id', '=', auth.userId)
      .where('inventory_id', '=', inventoryId)
      .executeTakeFirst();
    return row !== undefined;
  });
}

export interface Realtime extends Publisher {
  io: Server;
  /** Joins the caller's own connected socket (on any app process) to a channel after `mayJoin` said yes. */
  join(socketId: string, channel: string, auth: AuthContext): Promise<boolean>;
}

/**
 * The pool as the PostgreSQL adapter sees it. The adapter keeps one connection checked out for its LISTEN;
 * when the database goes away that connection ends and the adapter takes a new one (every 1-3 s until the
 * database is back, then LISTENs again), but it never hands the dead one back. It is released here, with
 * an error so the pool forgets it, instead of holding one of the pool's places for ever per outage.
 */
function adapterPool(pool: pg.Pool): pg.Pool {
  return {
    query: pool.query.bind(pool),
    async connect() {
      const client = await pool.connect();
      client.once('end', () => client.release(new Error('LISTEN connection ended')));
      return client;
    },
  } as unknown as pg.Pool;
}

/**
 * Socket.IO on the API's HTTP server. Sockets authenticate with the bearer token in the handshake
 * (`auth: { token }`); channels are joined through `POST /api/broadcasting/auth` or the `subscribe`
 * event, both checked by `mayJoin`. The PostgreSQL adapter carries events between app processes.
 */
export function installRealtime(app: FastifyInstance, db: DbHandle): Realtime {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket', 'polling'],
  });
  io.adapter(
    createAdapter(adapterPool(db.pool), {
      tableName: 'socket_io_attachments',
      heartbeatInterval: 5000,
      errorHandler: (err: Error) => app.log.debug({ err: err.message }, 'realtime adapter'),
    }),
  );

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown })?.token;
    const auth =
      typeof token === 'string' ? await resolveToken(db.system, token).catch(() => undefined) : undefined;
    if (!auth) return next(new Error('Unauthenticated.'));
    socket.data.auth = auth;
    next();
  });

  io.on('connection', (socket: Socket) => {
    socket.on('subscribe', async (channel: unknown, ack?: (r: { ok: boolean }) => void) => {
      const auth = socket.data.auth as AuthContext;
      const ok = typeof channel === 'string' && (await mayJoin(db, auth, channel).catch(() => false));
      if (ok) await socket.join(channel as string);
      if (typeof ack === 'function') ack({ ok });
    });
  });

  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  return {
    io,
    publish(channel, event, payload, exceptSocketId) {
      const target = exceptSocketId ? io.to(channel).except(exceptSocketId) : io.to(channel);
      target.emit(event, payload);
    },
    async join(socketId, channel, auth) {
      const sockets = await io.in(socketId).fetchSockets();
      const owner = sockets[0]?.data.auth as AuthContext | undefined;
      // only the caller's own socket: nobody can subscribe someone else's connection
      if (!owner || owner.userId !== auth.userId || owner.tenantId !== auth.tenantId) return false;
      io.in(socketId).socketsJoin(channel);
      return true;
    },
  };
}
