import { notificationEndpoints } from '@bb/contracts';
import { io, type Socket } from 'socket.io-client';
import { call } from '../api/call';
import { setSocketId } from '../api/client';
import { createStore } from '../store';

/** The spec's private channels (app-shell.md section 7); the server names its Socket.IO rooms the same. */
export const notificationChannel = (tenantId: string, userId: string) => `notification.${tenantId}.${userId}`;
export const apiConnectionChannel = (tenantId: string, branchId: string) =>
  `api_connection.${tenantId}.${branchId}`;

/** Events the server pushes on those channels. */
export const NOTIFICATION_EVENT = 'NotificationEvent';
export const API_CONNECTION_EVENT = 'ApiConnectionEvent';
/** Local event after a reconnection is authorised: events may have been missed meanwhile, time to catch up. */
export const RECONNECTED_EVENT = 'realtime:reconnected';

/** `connected` once the socket is up and its channels are authorised. */
export type RealtimeStatus = 'off' | 'connecting' | 'connected' | 'offline';
export const realtimeStatus = createStore<RealtimeStatus>('off');

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

/**
 * Listens to a server event whatever the connection's state: handlers outlive reconnections, so a
 * feature subscribes once (in an effect) and never deals with sockets.
 */
export function onRealtimeEvent(event: string, handler: Handler): () => void {
  const set = handlers.get(event) ?? new Set<Handler>();
  set.add(handler);
  handlers.set(event, set);
  return () => {
    set.delete(handler);
  };
}

function dispatch(event: string, payload: unknown): void {
  for (const h of [...(handlers.get(event) ?? [])]) {
    try {
      h(payload);
    } catch (e) {
      console.error(e);
    }
  }
}

export interface RealtimeOptions {
  /** The bearer token: the socket authenticates with it in the handshake. */
  token: string;
  /** Channels to authorise after each connection; the first is the user's notification channel. */
  channels: string[];
}

export interface RealtimeConnection {
  disconnect(): void;
}

/** Delay before reconnecting after the server closed the socket itself (a restart or a deployment). */
const SERVER_CLOSE_RETRY_MS = 3_000;

/**
 * Connects to the server's Socket.IO (same origin, path /socket.io, websocket only, `auth: { token }`),
 * authorises each channel with `POST broadcasting/auth` and then sends the socket id as X-Socket-Id on
 * later calls. After a network loss Socket.IO reconnects by itself with a new socket id; the channels
 * are authorised again for it. Events of any channel go to `onRealtimeEvent` listeners.
 */
export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  let closed = false;
  let connections = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const socket: Socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: options.token },
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 15_000,
  });
  realtimeStatus.set('connecting');

  const authorise = async (): Promise<void> => {
    const id = socket.id;
    if (!id) return;
    setSocketId(null);
    const results = await Promise.allSettled(
      options.channels.map((channel_name) =>
        call(
          notificationEndpoints.channelAuth,
          { body: { socket_id: id, channel_name } },
          { activity: false },
        ),
      ),
    );
    // a newer connection (or the end of the session) may have overtaken this one
    if (closed || socket.id !== id || !socket.connected) return;
    results.forEach((r, i) => {
      if (r.status === 'rejected')
        console.warn(`Real time: channel ${options.channels[i]} refused`, r.reason);
    });
    if (results[0]?.status !== 'fulfilled') {
      realtimeStatus.set('offline');
      return;
    }
    setSocketId(id);
    realtimeStatus.set('connected');
    connections += 1;
    if (connections > 1) dispatch(RECONNECTED_EVENT, undefined);
  };

  socket.on('connect', () => {
    void authorise();
  });
  socket.on('disconnect', (reason) => {
    setSocketId(null);
    if (closed) return;
    realtimeStatus.set('offline');
    // Socket.IO does not come back by itself after the server closed the socket (a restart does that)
    if (reason === 'io server disconnect') {
      retry = setTimeout(() => {
        if (!closed) socket.connect();
      }, SERVER_CLOSE_RETRY_MS);
    }
  });
  socket.on('connect_error', () => {
    if (!closed) realtimeStatus.set('offline');
  });
  socket.onAny((event: string, payload: unknown) => dispatch(event, payload));

  // the browser knows before the ping times out: try at once when the network is back
  const online = () => {
    if (!closed && !socket.connected) socket.connect();
  };
  window.addEventListener('online', online);

  return {
    disconnect() {
      closed = true;
      if (retry) clearTimeout(retry);
      window.removeEventListener('online', online);
      socket.offAny();
      socket.removeAllListeners();
      socket.disconnect();
      setSocketId(null);
      realtimeStatus.set('off');
    },
  };
}
