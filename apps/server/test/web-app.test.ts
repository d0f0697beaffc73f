import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installWebApp } from '../src/platform/http.js';

/** The built web app as the server serves it: hashed assets cached for good, the page itself never. */
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'bb-web-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>BranchBook</title>');
  await fs.writeFile(path.join(dist, 'assets', 'PosPage-Zr9tf_uf.js'), 'export {};');
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
  app = Fastify();
  await installWebApp(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves hashed assets as immutable for a year, so a reload does not ask for them again', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/PosPage-Zr9tf_uf.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client routes with index.html that is never cached, and unknown assets with 404', async () => {
    const page = await app.inject({ method: 'GET', url: '/inventory/sale/pos/0/no/no' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>BranchBook</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });
});
