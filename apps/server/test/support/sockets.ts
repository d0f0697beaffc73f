import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

/** Listens on a free local port (sockets need a real server) and answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

export async function connect(baseUrl: string, token: string | undefined): Promise<Socket> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e) => reject(e));
  });
  return socket;
}

export function subscribe(socket: Socket, channel: string): Promise<boolean> {
  return new Promise((resolve) => socket.emit('subscribe', channel, (r: { ok: boolean }) => resolve(r.ok)));
}

/** Collects every event of a name a socket receives. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const got: T[] = [];
  socket.on(event, (p: T) => got.push(p));
  return got;
}

export async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
