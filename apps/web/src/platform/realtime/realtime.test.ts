import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/render-app';
import { api } from '../api/client';
import { tokenStore } from '../auth/token-store';
import {
  connectRealtime,
  NOTIFICATION_EVENT,
  onRealtimeEvent,
  RECONNECTED_EVENT,
  type RealtimeConnection,
  realtimeStatus,
} from './realtime';

/** A stand-in for socket.io-client's Socket: the test plays the server. */
const fake = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  class FakeSocket {
    id: string | undefined;
    connected = false;
    listeners = new Map<string, Listener[]>();
    anyListeners: Listener[] = [];
    on(event: string, l: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), l]);
      return this;
    }
    onAny(l: Listener) {
      this.anyListeners.push(l);
      return this;
    }
    offAny() {
      this.anyListeners = [];
      return this;
    }
    removeAllListeners() {
      this.listeners.clear();
      return this;
    }
    connect = vi.fn(() => this);
    disconnect = vi.fn(() => {
      this.connected = false;
      return this;
    });
    /** The server accepted the handshake. */
    open(id: string) {
      this.id = id;
      this.connected = true;
      for (const l of this.listeners.get('connect') ?? []) l();
    }
    /** The connection dropped. */
    drop(reason = 'transport close') {
      this.connected = false;
      this.id = undefined;
      for (const l of this.listeners.get('disconnect') ?? []) l(reason);
    }
    push(event: string, payload: unknown) {
      for (const l of this.anyListeners) l(event, payload);
    }
  }
  const state = { socket: new FakeSocket() };
  const io = vi.fn((_opts: unknown) => {
    state.socket = new FakeSocket();
    return state.socket;
  });
  return { state, io };
});

vi.mock('socket.io-client', () => ({ io: fake.io }));

/** fetch answering broadcasting/auth (ok unless `refuse` names the channel) and everything else {}. */
function server(refuse?: string) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as { channel_name?: string }) : {};
    if (refuse && body.channel_name === refuse) return json(403, { message: 'This action is unauthorized.' });
    return json(200, { auth: 'ok' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const header = (call: unknown[] | undefined, name: string) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers).get(name);
const urlOf = (call: unknown[]) => String(call[0]);

let connection: RealtimeConnection | undefined;

beforeEach(() => {
  tokenStore.set('tok-1');
});
afterEach(() => {
  connection?.disconnect();
  connection = undefined;
});

describe('real-time client', () => {
  it('connects with the token over websocket on /socket.io', () => {
    server();
    connection = connectRealtime({ token: 'tok-1', channels: ['notification.1.5'] });
    expect(fake.io).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/socket.io', transports: ['websocket'], auth: { token: 'tok-1' } }),
    );
    expect(realtimeStatus.get()).toBe('connecting');
  });

  it('authorises every channel, then sends X-Socket-Id on later calls', async () => {
    const fetchMock = server();
    connection = connectRealtime({
      token: 'tok-1',
      channels: ['notification.1.5', 'api_connection.1.2'],
    });

    await api.get('user');
    expect(header(fetchMock.mock.calls.at(-1), 'x-socket-id')).toBeNull();

    fake.state.socket.open('sock-A');
    await vi.waitFor(() => expect(realtimeStatus.get()).toBe('connected'));
    const auths = fetchMock.mock.calls.filter((c) => urlOf(c) === '/api/broadcasting/auth');
    expect(auths.map((c) => JSON.parse(String((c[1] as RequestInit).body)))).toEqual([
      { socket_id: 'sock-A', channel_name: 'notification.1.5' },
      { socket_id: 'sock-A', channel_name: 'api_connection.1.2' },
    ]);
    expect(header(auths[0], 'authorization')).toBe('Bearer tok-1');

    await api.get('user');
    expect(header(fetchMock.mock.calls.at(-1), 'x-socket-id')).toBe('sock-A');
  });

  it('after a network loss authorises the new socket id and asks listeners to catch up', async () => {
    const fetchMock = server();
    const caughtUp = vi.fn();
    const stop = onRealtimeEvent(RECONNECTED_EVENT, caughtUp);
    connection = connectRealtime({ token: 'tok-1', channels: ['notification.1.5'] });
    fake.state.socket.open('sock-A');
    await vi.waitFor(() => expect(realtimeStatus.get()).toBe('connected'));
    expect(caughtUp).not.toHaveBeenCalled();

    fake.state.socket.drop();
    expect(realtimeStatus.get()).toBe('offline');
    await api.get('user');
    expect(header(fetchMock.mock.calls.at(-1), 'x-socket-id')).toBeNull();

    fake.state.socket.open('sock-B');
    await vi.waitFor(() => expect(caughtUp).toHaveBeenCalledTimes(1));
    const last = fetchMock.mock.calls.filter((c) => urlOf(c) === '/api/broadcasting/auth').at(-1);
    expect(JSON.parse(String((last?.[1] as RequestInit).body))).toEqual({
      socket_id: 'sock-B',
      channel_name: 'notification.1.5',
    });
    await api.get('user');
    expect(header(fetchMock.mock.calls.at(-1), 'x-socket-id')).toBe('sock-B');
    stop();
  });

  it('reconnects by itself after the server closed the socket', async () => {
    vi.useFakeTimers();
    try {
      server();
      connection = connectRealtime({ token: 'tok-1', channels: ['notification.1.5'] });
      fake.state.socket.open('sock-A');
      fake.state.socket.drop('io server disconnect');
      expect(fake.state.socket.connect).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(3_000);
      expect(fake.state.socket.connect).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends no X-Socket-Id when the notification channel is refused', async () => {
    const fetchMock = server('notification.1.5');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    connection = connectRealtime({ token: 'tok-1', channels: ['notification.1.5'] });
    fake.state.socket.open('sock-A');
    await vi.waitFor(() => expect(realtimeStatus.get()).toBe('offline'));
    await api.get('user');
    expect(header(fetchMock.mock.calls.at(-1), 'x-socket-id')).toBeNull();
  });

  it('hands pushed events to listeners, and disconnecting stops the header', async () => {
    const fetchMock = server();
    const received = vi.fn();
    const stop = onRealtimeEvent(NOTIFICATION_EVENT, received);
    connection = connectRealtime({ token: 'tok-1', channels: ['notification.1.5'] });
    fake.state.socket.open('sock-A');
    await vi.waitFor(() => expect(realtimeStatus.get()).toBe('connected'));
    fake.state.socket.push(NOTIFICATION_EVENT, { id: '9', title: 'Hello' });
    expect(received).toHaveBeenCalledWith({ id: '9', title: 'Hello' });

    connection.disconnect();
    connection = undefined;
    expect(fake.state.socket.disconnect).toHaveBeenCalled();
    expect(realtimeStatus.get()).toBe('off');
    await api.get('user');
    expect(header(fetchMock.mock.calls.at(-1), 'x-socket-id')).toBeNull();
    stop();
  });

  it('does not count the channel authorisation as the user at work', async () => {
    server();
    window.localStorage.setItem('bb.lastActivity', '1000');
    const { lastActivityStore } = await import('../auth/activity');
    lastActivityStore.reload();
    connection = connectRealtime({ token: 'tok-1', channels: ['notification.1.5'] });
    fake.state.socket.open('sock-A');
    await vi.waitFor(() => expect(realtimeStatus.get()).toBe('connected'));
    expect(lastActivityStore.get()).toBe(1000);
  });
});
