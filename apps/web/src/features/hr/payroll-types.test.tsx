import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import { ContractPayrollTypesDialog } from './ContractPayrollTypesDialog';

const types = {
  currency_code: 'IQD',
  data: [
    {
      id: '1',
      hr_payroll_type_id: '4',
      hr_payroll_type_name: 'Transport',
      kind: 1,
      method: 'fixed',
      value: '50000.000000',
    },
  ],
};

describe('contract payroll types dialog', () => {
  afterEach(() => setLanguage('en'));

  for (const [lang, title, method] of [
    ['en', 'Allowances and deductions of the contract', 'Fixed amount'],
    ['ckb', 'دەرماڵە و بڕینەکانی گرێبەست', 'بڕی جێگیر'],
    ['ar', 'بدلات واستقطاعات العقد', 'مبلغ ثابت'],
  ] as const) {
    it(`lists the contract's types and saves them in ${lang}`, async () => {
      await setLanguage(lang);
      const puts: Record<string, unknown>[] = [];
      mockApi({
        'GET /api/hr/employee-contract/7/payroll-types': () => json(200, types),
        'GET /api/hr/payroll-type/list': () => json(200, { data: [{ id: '4', name: 'Transport', kind: 1 }] }),
        'PUT /api/hr/employee-contract/7/payroll-types': (init) => {
          puts.push(bodyOf([undefined, init]));
          return json(200, types);
        },
      });
      const closed: boolean[] = [];
      const { user } = renderScreen(
        <ContractPayrollTypesDialog contractId="7" onClose={() => closed.push(true)} />,
      );
      expect(await screen.findByText(title)).toBeTruthy();
      await waitFor(() => expect(document.body.textContent).toContain(method));
      expect(document.body.textContent).not.toMatch(/contractTypes\.\w+/);
      await user.click(document.querySelector('.ant-modal-footer .ant-btn-primary')!);
      await waitFor(() => expect(puts).toHaveLength(1));
      expect(puts[0]).toEqual({
        payroll_types: [{ hr_payroll_type_id: '4', method: 'fixed', value: '50000.000000' }],
      });
      await waitFor(() => expect(closed).toEqual([true]));
    }, 60_000);
  }
});
