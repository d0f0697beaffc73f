import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import { ContractDrawer } from './ContractDrawer';

const draft = {
  id: '21',
  contract_no: '21',
  version: 1,
  status: 'draft',
  date: '2026-03-02',
  language: 'ckb',
  form_template_id: '4',
  form_template_name: 'گرێبەستی ڤیلا',
  residence_sale_id: '7',
  sale_id: null,
  sale_invoice_id: 'RS-7',
  customer_name: 'هێمن',
  inventory_id: '1',
  body: '<p dir="rtl">ئەم گرێبەستە لە نێوان کۆمپانیا و <bdi>هێمن</bdi></p>',
  sha256: null,
  signed_at: null,
  signed_by_name: null,
  superseded_by: null,
  created_at: '2026-03-02T10:00:00.000Z',
};
const HASH = 'a'.repeat(64);
const CONTRACT_ID = '21';

describe('a sale contract in its drawer', { timeout: 90_000 }, () => {
  afterEach(() => setLanguage('en'));

  for (const [lang, draftLabel, signedLabel, signLabel, editSigned] of [
    ['en', 'Draft', 'Signed', 'Sign and freeze', 'Edit as a new version'],
    ['ckb', 'ڕەشنووس', 'واژۆکراو', 'واژۆکردن و چەسپاندن', 'دەستکاری وەک وەشانێکی نوێ'],
    ['ar', 'مسودة', 'موقّع', 'التوقيع والتجميد', 'تعديل كنسخة جديدة'],
  ] as const) {
    it(`shows the draft right to left, signs it once and then offers only a new version (${lang})`, async () => {
      await setLanguage(lang);
      let signed = false;
      const signs: number[] = [];
      mockApi({
        'GET /api/inventory/sale-contract/21': () =>
          json(
            200,
            signed ? { ...draft, status: 'signed', sha256: HASH, signed_at: draft.created_at } : draft,
          ),
        'POST /api/inventory/sale-contract/21/sign': () => {
          signs.push(1);
          signed = true;
          return json(200, { ...draft, status: 'signed', sha256: HASH, signed_at: draft.created_at });
        },
      });
      const { user } = renderScreen(
        <ContractDrawer id={CONTRACT_ID} onClose={() => {}} onOpen={() => {}} />,
        {
          user: { is_superuser: true },
        },
      );
      expect((await screen.findByTestId('contract-status')).textContent).toBe(draftLabel);
      const body = screen.getByTestId('contract-body');
      expect(body.textContent).toContain('ئەم گرێبەستە لە نێوان کۆمپانیا و هێمن');
      expect(body.closest('[dir="rtl"]') ?? body.querySelector('[dir="rtl"]')).toBeTruthy();
      expect(screen.getByTestId('contract-sign').textContent).toContain(signLabel);
      await user.click(screen.getByTestId('contract-sign'));
      let ok: HTMLElement | null = null;
      await waitFor(() => {
        ok = document.querySelector('.ant-popconfirm-buttons .ant-btn-primary');
        expect(ok).toBeTruthy();
      });
      await user.click(ok!);
      await waitFor(() => expect(screen.getByTestId('contract-status').textContent).toBe(signedLabel));
      expect(signs).toHaveLength(1);
      expect(screen.getByTestId('contract-hash').textContent).toContain(HASH);
      expect(screen.queryByTestId('contract-sign')).toBeNull();
      expect(screen.getByTestId('contract-edit').textContent).toContain(editSigned);
    });
  }
});
