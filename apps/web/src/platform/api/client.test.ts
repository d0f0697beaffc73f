import { MESSAGES } from '@bb/contracts';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/render-app';
import { tokenStore } from '../auth/token-store';
import { maintenanceStore } from '../maintenance';
import { ApiError } from './api-error';
import { api, onSettingsSaved } from './client';

function answer(response: Response | (() => never)) {
  const fetchMock = vi.fn(async () => (typeof response === 'function' ? response() : response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('sends JSON with the stored bearer token under /api/', async () => {
    tokenStore.set('tok-1');
    const fetchMock = answer(json(200, { data: [1] }));
    await expect(api.post('setting/all', { a: 1 })).resolves.toEqual({ data: [1] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/setting/all');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok-1');
  });

  it('throws a typed ApiError with the field errors of a 422', async () => {
    answer(json(422, { message: MESSAGES.validationFailed, errors: { name: ['Required.'] } }));
    const error = await api.post('x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: MESSAGES.validationFailed,
      errors: { name: ['Required.'] },
    });
  });

  it('signs out on 401', async () => {
    tokenStore.set('tok-1');
    answer(json(401, { message: MESSAGES.unauthenticated }));
    await expect(api.get('user')).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(window.localStorage.getItem('bb.token')).toBeNull();
  });

  it('keeps the session on a 503 that says the database is unreachable for a moment', async () => {
    tokenStore.set('tok-db');
    answer(json(503, { message: MESSAGES.databaseUnavailable }));
    await expect(api.get('user')).rejects.toMatchObject({ status: 503 });
    expect(maintenanceStore.get()).toBe(false);
    expect(tokenStore.get()).toBe('tok-db');
  });

  it('turns maintenance on for a 503 and off after a later success', async () => {
    tokenStore.set('tok-1');
    answer(json(503, { message: MESSAGES.maintenance }));
    await expect(api.get('user')).rejects.toMatchObject({ status: 503 });
    expect(maintenanceStore.get()).toBe(true);
    expect(tokenStore.get()).toBeNull();

    answer(json(200, { token: 't' }));
    await api.post('login', { username: 'a', password: 'b' });
    expect(maintenanceStore.get()).toBe(false);
  });

  it('reports an unreachable server as status 0', async () => {
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('user')).rejects.toMatchObject({ status: 0, message: 'network-error' });
  });

  it('answers undefined for 204', async () => {
    tokenStore.set('tok-1');
    answer(new Response(null, { status: 204 }));
    await expect(api.post('logout')).resolves.toBeUndefined();
  });
});

describe('settings saved', () => {
  it('tells listeners after a successful PUT to a settings URL, and only then', async () => {
    const listener = vi.fn();
    const stop = onSettingsSaved(listener);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, {})),
    );
    await api.put('setting/general', { a: 1 });
    await api.put('customer/1', { a: 1 });
    await api.post('setting/all', {});
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
