import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { multipart, PDF, PNG } from './support/multipart.js';

const t = useTestApp();
let admin: Client;
let clerk: Client;
let other: Client;
const ref: Record<string, string> = {};

const unit = (over: Record<string, unknown> = {}) => ({
  name: 'Villa A1',
  code: `U-${Math.random().toString(36).slice(2, 8)}`,
  residence_area_id: ref.area,
  residence_view_id: ref.view,
  currency_code: 'USD',
  sale_price: '125000.50',
  ...over,
});
const make = async (path: string, body: Record<string, unknown>) => {
  const r = await admin.post(`/api/${path}`, body);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().id as string;
};
const form = (body: Record<string, unknown>, image?: Buffer) =>
  multipart([
    ...Object.entries(body).map(([name, v]) => ({ name, value: v === null ? 'null' : String(v) })),
    ...(image ? [{ name: 'image', file: { filename: 'u.png', content: image } }] : []),
  ]);

beforeAll(async () => {
  const tenant = await t.createTenant();
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  clerk = await t.signIn(
    await t.createUser(tenant.tenantId, {
      abilities: ['residence_unit_list'],
      inventories: tenant.inventoryIds,
    }),
  );
  const stranger = await t.createTenant();
  other = await t.signIn(
    await t.createUser(stranger.tenantId, { superuser: true, inventories: stranger.inventoryIds }),
  );
  ref.block = await make('general/residence-block', { name: 'Block A' });
  ref.area = await make('residence-area', { name: 'North' });
  ref.view = await make('residence-view', { name: 'Garden' });
  ref.tower = await make('building', { name: 'Tower 2', residence_block_id: ref.block, number_of_floors: 2 });
});

describe('residence units', () => {
  it('creates from JSON and answers code, id, name, sale price and cost', async () => {
    const res = await admin.post('/api/general/residence-unit', unit({ code: 'V-1', is_corner_lot: 1 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'V-1',
      name: 'Villa A1',
      sale_price: '125000.500000',
      cost: '0.000000',
    });
    const one = (await admin.get(`/api/general/residence-unit/${res.json().id}`)).json();
    expect(one).toMatchObject({
      residence_area_name: 'North',
      residence_view_name: 'Garden',
      is_corner_lot: 1,
      quantity: '1.0000',
      building_id: null,
    });
  });

  it('requires name, code, area, view, currency and sale price; sale price and quantity at least 0', async () => {
    const res = await admin.post('/api/general/residence-unit', { quantity: '-1', sale_price: '-5' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'code',
      'currency_code',
      'name',
      'quantity',
      'residence_area_id',
      'residence_view_id',
      'sale_price',
    ]);
    expect(res.json().errors.name).toEqual(['The name field is required.']);
    const dup = await admin.post('/api/general/residence-unit', unit({ code: 'V-1' }));
    expect(dup.json().errors).toEqual({ code: ['This value has already been taken.'] });
    const floors = await admin.post('/api/general/residence-unit', unit({ number_of_floors: 5 }));
    expect(floors.json().errors).toHaveProperty('number_of_floors');
  });

  it('requires a floor within the chosen building, and none without a building', async () => {
    const none = await admin.post('/api/general/residence-unit', unit({ building_id: ref.tower }));
    expect(none.json().errors).toEqual({ building_floor: ['The building floor field is required.'] });
    const high = await admin.post(
      '/api/general/residence-unit',
      unit({ building_id: ref.tower, building_floor: 3 }),
    );
    expect(high.statusCode).toBe(422);
    expect(high.json().errors).toEqual({ building_floor: ['The building floor may not be greater than 2.'] });
    // the client's helper cannot widen the building
    const lied = await admin.post(
      '/api/general/residence-unit',
      unit({ building_id: ref.tower, building_floor: 4, building_number_of_floors: 4 }),
    );
    expect(lied.statusCode).toBe(422);
    const ok = await admin.post(
      '/api/general/residence-unit',
      unit({ building_id: ref.tower, building_floor: 2 }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const loose = await admin.post('/api/general/residence-unit', unit({ building_floor: 3 }));
    expect(loose.statusCode).toBe(201);
    expect(
      (await admin.get(`/api/general/residence-unit/${loose.json().id}`)).json().building_floor,
    ).toBeNull();
  });

  it('takes multipart with an image (null as empty text), updates by POST override and refuses non-images', async () => {
    const body = unit({
      name: 'Flat 7',
      building_id: ref.tower,
      building_floor: 1,
      residence_block_id: 'null',
    });
    const res = await admin.request('POST', '/api/general/residence-unit', undefined, form(body, PNG));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    const img = await admin.get(`/api/general/residence-unit/${id}/image`);
    expect(img.headers['content-type']).toBe('image/png');
    const bad = await admin.request('POST', '/api/general/residence-unit', undefined, form(unit(), PDF));
    expect(bad.json().errors).toEqual({ image: ['File type must be an image'] });
    const upd = await admin.request(
      'POST',
      `/api/general/residence-unit/${id}`,
      undefined,
      form({ ...body, name: 'Flat 7B', quantity: '0' }),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    const one = (await admin.get(`/api/general/residence-unit/${id}`)).json();
    expect(one).toMatchObject({
      name: 'Flat 7B',
      quantity: '0.0000',
      has_image: true,
      building_name: 'Tower 2',
    });
  });

  it('lists with the table protocol and the unit filters, searches and exports', async () => {
    const list = await admin.post('/api/general/residence-unit/list', {
      buildings: [ref.tower],
      perPage: 100,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.every((r: { building_name: string }) => r.building_name === 'Tower 2')).toBe(
      true,
    );
    expect(list.json().total).toBe(2);
    const inStock = await admin.post('/api/general/residence-unit/list', {
      buildings: [ref.tower],
      exist: true,
    });
    expect(inStock.json().total).toBe(1);
    const filtered = await admin.post('/api/general/residence-unit/list', {
      text: [{ column: 'residence_view_name', symbol: 'ex', value: 'garden' }],
      number: [{ column: 'sale_price', symbol: '>=', value: '125000.5' }],
      sortBy: 'sale_price',
      sortDir: 'asc',
    });
    expect(filtered.json().total).toBeGreaterThan(0);
    expect(filtered.json().footer).toHaveProperty('quantity');
    const bad = await admin.post('/api/general/residence-unit/list', { sortBy: 'image_key' });
    expect(bad.statusCode).toBe(422);
    const search = await admin.post('/api/general/residence-unit/search', { keyword: 'flat', exist: true });
    expect(search.json().data).toEqual([]);
    const any = await admin.post('/api/general/residence-unit/search', { keyword: 'V-1' });
    expect(any.json().data[0]).toMatchObject({ code: 'V-1' });

    const xlsx = await admin.post('/api/general/residence-unit/export', {
      visibleHeaders: [
        { text: 'Code', value: 'code' },
        { text: 'Sale Price', value: 'sale_price' },
      ],
      text: [{ column: 'code', symbol: 'ex', value: 'V-1' }],
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'Sale Price']);
    expect(sheet.getRow(2).getCell(1).value).toBe('V-1');
    expect(sheet.getRow(2).getCell(2).value).toBe(125000.5);
  });

  it('searches only units for sale, narrowed by block, building, area and view (the POS picker)', async () => {
    const south = await make('residence-area', { name: 'South' });
    const sea = await make('residence-view', { name: 'Sea' });
    const made = await admin.post(
      '/api/general/residence-unit',
      unit({ name: 'Seaside 1', code: 'SS-1', residence_area_id: south, residence_view_id: sea }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const search = async (body: Record<string, unknown>, c: Client = admin) => {
      const res = await c.post('/api/general/residence-unit/search', body);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { code: string; quantity: string }[]).map((u) => u.code);
    };
    expect(await search({ keyword: '', exist: true, residence_area_ids: [south] })).toEqual(['SS-1']);
    expect(await search({ keyword: '', exist: true, residence_view_ids: [sea] })).toEqual(['SS-1']);
    expect(await search({ keyword: 'SS', residence_area_ids: [ref.area] })).toEqual([]);
    // in the tower, only the units still in stock
    const tower = (
      await admin.post('/api/general/residence-unit/list', { buildings: [ref.tower], exist: true })
    )
      .json()
      .data.map((u: { code: string }) => u.code);
    expect(tower.length).toBeGreaterThan(0);
    const inTower = await search({ keyword: '', exist: true, buildings: [ref.tower] });
    expect(inTower.sort()).toEqual([...tower].sort());
    const res = await admin.post('/api/general/residence-unit/search', {
      keyword: '',
      exist: true,
      residence_block_ids: [ref.block],
    });
    expect(res.json().data.every((u: { quantity: string }) => Number(u.quantity) > 0)).toBe(true);
    // no keyword, no filter and not `exist`: nothing; bad ids are refused; another tenant finds nothing
    expect(await search({ keyword: '' })).toEqual([]);
    const bad = await admin.post('/api/general/residence-unit/search', { keyword: '', buildings: ['x'] });
    expect(bad.statusCode).toBe(422);
    expect(await search({ keyword: '', exist: true, residence_area_ids: [south] }, other)).toEqual([]);
  });

  it('enforces abilities and keeps tenants apart', async () => {
    expect((await clerk.post('/api/general/residence-unit/list', {})).statusCode).toBe(200);
    expect((await clerk.post('/api/general/residence-unit', unit())).statusCode).toBe(403);
    const id = (await admin.post('/api/general/residence-unit', unit({ name: 'Mine' }))).json().id;
    expect((await clerk.request('PUT', `/api/general/residence-unit/${id}`, unit())).statusCode).toBe(403);
    expect((await clerk.request('DELETE', `/api/general/residence-unit/${id}`)).statusCode).toBe(403);
    expect((await other.get(`/api/general/residence-unit/${id}`)).statusCode).toBe(404);
    expect((await other.post('/api/general/residence-unit/list', {})).json().total).toBe(0);
    expect((await other.request('DELETE', `/api/general/residence-unit/${id}`)).statusCode).toBe(404);
    // another tenant's area is not a valid reference
    const theirs = await other.post('/api/residence-area', { name: 'Elsewhere' });
    const cross = await admin.post(
      '/api/general/residence-unit',
      unit({ residence_area_id: theirs.json().id }),
    );
    expect(cross.statusCode).toBe(422);
    expect((await admin.request('DELETE', `/api/general/residence-unit/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/general/residence-unit/${id}`)).statusCode).toBe(404);
  });

  it("answers the buildings with their floors for the dialog's picker", async () => {
    const res = await clerk.get('/api/general/residence-unit/buildings');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id: ref.tower, name: 'Tower 2', residence_block_id: ref.block, number_of_floors: 2 },
    ]);
  });

  it('keeps a building that has units ("Delete not allowed")', async () => {
    const res = await admin.request('DELETE', `/api/building/${ref.tower}`);
    expect(res.statusCode).toBe(409);
  });
});
