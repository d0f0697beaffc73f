import { apiToken, bearer, expect, signIn, test } from './fixtures';
import { rowWith, tableReady } from './helpers';

/** A 1x1 PNG: the server sniffs the type from these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue 15: files are shown and downloaded without the session token in any address. The image loads with
 * the bearer header into an object URL; the download goes through a single-use download token.
 */
test('files: an attachment shows and downloads, and no address the browser asks for holds the session token', async ({
  page,
}) => {
  const token = await apiToken(page.request, 'admin');
  const name = `E2E Files ${Date.now()}`;
  const created = await page.request.post('/api/supplier', { headers: bearer(token), data: { name } });
  expect(created.ok()).toBe(true);
  const supplierId = String(((await created.json()) as { id: string }).id);
  const uploaded = await page.request.post('/api/attachment', {
    headers: bearer(token),
    multipart: {
      model_id: supplierId,
      type: 'supplier',
      'name[]': 'Signed contract',
      'attachments[]': { name: 'contract.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(uploaded.status()).toBe(201);

  const addresses: string[] = [];
  page.on('request', (r) => addresses.push(r.url()));
  await signIn(page, 'admin');
  const session = await page.evaluate(() => localStorage.getItem('bb.token') ?? '');
  expect(session).toMatch(/^bb_/);

  await page.goto('/supplier/supplier');
  await tableReady(page, 'supplier');
  await page.getByTestId('table-search').fill(name);
  await page.getByTestId('table-search-button').click();
  await rowWith(page, name).getByTestId(`row-attachments-${supplierId}`).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Signed contract' });
  const image = dialog.locator('img[alt="Signed contract"]');
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.url()).toMatch(/\/api\/get-file\/\d+\?token=dl_[\w-]+&download=1$/);
  expect(file.suggestedFilename()).toBe('Signed contract.png');
  expect(await file.failure()).toBeNull();

  expect(addresses.filter((a) => a.includes(session) || a.includes(token))).toEqual([]);
});
