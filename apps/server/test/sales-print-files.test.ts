import { beforeAll, describe, expect, it } from 'vitest';
import { decodePrintImage, parsePrintFileName } from '../src/modules/print-files/images.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';

/** GET /api/file-storage/{branchId}/print/{fileName}: the print setups' header, background and footer images. */
const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
let shop: string;

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(60, 3),
]);
const pdf = Buffer.concat([Buffer.from('%PDF-1.4'), Buffer.alloc(60, 1)]);

beforeAll(async () => {
  tenant = await t.createTenant();
  [pharmacy, shop] = tenant.inventoryIds as [string, string];
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  const setup = { tenant_id: tenant.tenantId, name: 'Central Pharmacy' };
  await t.db.system
    .insertInto('print_settings')
    .values([
      { ...setup, inventory_id: pharmacy, type_name: 'cashier', type: 1, header: jpeg.toString('base64') },
      {
        ...setup,
        inventory_id: pharmacy,
        type_name: 'a4',
        type: 1,
        header: 'short',
        footer: `data:image/png;base64,${png.toString('base64')}`,
        background: pdf.toString('base64'),
      },
      { ...setup, inventory_id: shop, type_name: 'cashier', type: 1, header: jpeg.toString('base64') },
    ])
    .execute();
});

describe('print image names and data', () => {
  it('reads <type_name>-<part> with an optional image extension', () => {
    expect(parsePrintFileName('cashier-header.jpg')).toEqual({ typeName: 'cashier', part: 'header' });
    expect(parsePrintFileName('a4-footer')).toEqual({ typeName: 'a4', part: 'footer' });
    expect(parsePrintFileName('a4-background.png')).toEqual({ typeName: 'a4', part: 'background' });
    expect(parsePrintFileName('a4-logo.jpg')).toBeNull();
    expect(parsePrintFileName('../a4-header.jpg')).toBeNull();
    expect(parsePrintFileName('header.jpg')).toBeNull();
  });

  it('data of 30 characters or less, non-base64 or a non-image is no image; unknown bytes are JPEG', () => {
    expect(decodePrintImage(null)).toBeNull();
    expect(decodePrintImage('x'.repeat(30))).toBeNull();
    expect(decodePrintImage(`${'*'.repeat(40)}`)).toBeNull();
    expect(decodePrintImage(pdf.toString('base64'))).toBeNull();
    expect(decodePrintImage(`data:image/png,${'a'.repeat(40)}`)).toBeNull();
    expect(decodePrintImage(Buffer.alloc(40, 9).toString('base64'))?.mime).toBe('image/jpeg');
    const p = decodePrintImage(`data:image/png;base64,${png.toString('base64')}`);
    expect(p?.mime).toBe('image/png');
    expect(p?.body.equals(png)).toBe(true);
  });
});

describe('GET file-storage/{branchId}/print/{fileName}', () => {
  it('answers the stored image with its type, an ETag and 304 for a matching If-None-Match', async () => {
    const res = await admin.get(`/api/file-storage/${pharmacy}/print/cashier-header.jpg`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(jpeg)).toBe(true);
    const etag = String(res.headers.etag);
    const again = await admin.request(
      'GET',
      `/api/file-storage/${pharmacy}/print/cashier-header.jpg`,
      undefined,
      { headers: { 'if-none-match': etag } },
    );
    expect(again.statusCode).toBe(304);
    const footer = await admin.get(`/api/file-storage/${pharmacy}/print/a4-footer.jpg`);
    expect(footer.statusCode).toBe(200);
    expect(footer.headers['content-type']).toBe('image/png');
    expect(footer.rawPayload.equals(png)).toBe(true);
  });

  it('answers 404 for a short image, a non-image, a missing part or setup, a bad name or branch', async () => {
    for (const path of [
      `${pharmacy}/print/a4-header.jpg`,
      `${pharmacy}/print/a4-background.jpg`,
      `${pharmacy}/print/cashier-footer.jpg`,
      `${pharmacy}/print/contract-header.jpg`,
      `${pharmacy}/print/a4-logo.jpg`,
      `999999999/print/cashier-header.jpg`,
      `abc/print/cashier-header.jpg`,
    ]) {
      const res = await admin.get(`/api/file-storage/${path}`);
      expect(res.statusCode, path).toBe(404);
    }
  });

  it('needs a signed-in user of the tenant connected to the branch', async () => {
    const url = `/api/file-storage/${pharmacy}/print/cashier-header.jpg`;
    expect((await t.client().get(url)).statusCode).toBe(401);
    const other = await t.createTenant();
    const stranger = await t.signIn(
      await t.createUser(other.tenantId, { superuser: true, inventories: other.inventoryIds }),
    );
    expect((await stranger.get(url)).statusCode).toBe(404);
    const shopClerk = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['sale_create'], inventories: [shop] }),
    );
    expect((await shopClerk.get(url)).statusCode).toBe(403);
    const own = await shopClerk.get(`/api/file-storage/${shop}/print/cashier-header.jpg`);
    expect(own.statusCode).toBe(200);
  });
});
