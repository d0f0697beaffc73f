import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import ApiConnectionDetailReport from './ApiConnectionDetailReport';
import { PatientStatementPage } from './PatientStatementPage';
import { PatientSummaryStatementPage } from './PatientSummaryStatementPage';

const reportRow = {
  id: '12',
  prescription_id: 'SIM-1',
  received_at: '2026-11-20T10:00:00Z',
  api_connection_name: 'Shar Hospital',
  inventory_name: 'Central Pharmacy',
  patient: 'Dilan Aziz',
  hospital_patient_id: 'SH-10021',
  prescriber: 'Dr. Aram',
  status: 'partly_dispensed',
  is_in_process: false,
  line_count: 2,
  problem_count: 1,
  prescribed_quantity: '5',
  dispensed_quantity: '2',
  sale_invoice_id: 'SD-00041',
  sale_total: '750',
  sale_currency_code: 'IQD',
  processed_at: null,
  dispensed_at: '2026-11-20T10:05:00Z',
  rejected_at: null,
};

const statement = {
  patient: { id: '4', fullname: 'Dilan Aziz', hospital_patient_id: 'SH-10021' },
  currency_code: 'IQD',
  opening_balance: '0',
  data: [
    {
      id: '1',
      entry_id: '1',
      date: '2026-11-20',
      document_type: 'sale',
      document_id: '41',
      invoice_id: 'SD-00041',
      description: 'Prescription SIM-1',
      debit: '750',
      credit: '0',
      balance: '750',
    },
    {
      id: '2',
      entry_id: '1',
      date: '2026-11-20',
      document_type: 'sale',
      document_id: '41',
      invoice_id: 'SD-00041',
      description: 'Paid',
      debit: '0',
      credit: '750',
      balance: '0',
    },
  ],
  total_debit: '750',
  total_credit: '750',
  closing_balance: '0',
};

describe('the hospital reports', { timeout: 60_000 }, () => {
  afterEach(() => setLanguage('en'));

  it('lists every prescription with its status and outcome (/report/api-connection-detail), in ckb too', async () => {
    mockApi({
      'POST /api/report/api-connection-detail/list': () => json(200, { data: [reportRow], total: 1 }),
    });
    const view = renderScreen(<ApiConnectionDetailReport />);
    const row = (await screen.findByText('SIM-1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Partly dispensed')).toBeTruthy();
    expect(row.textContent).toContain('Dilan Aziz');
    expect(row.textContent).toContain('SD-00041');
    view.unmount();

    await setLanguage('ckb');
    renderScreen(<ApiConnectionDetailReport />);
    const ckb = (await screen.findByText('SIM-1')).closest('tr') as HTMLElement;
    expect(within(ckb).getByText('بەشێکی دراوە')).toBeTruthy();
    expect(screen.getAllByText('نەخۆش').length).toBeGreaterThan(0);
  });

  it("shows a patient's statement with the dispensed sale (/report/patient-detail-account-statement)", async () => {
    mockApi({
      'GET /api/hospital/patient/search': () =>
        json(200, {
          data: [{ id: '4', name: 'Dilan Aziz', fullname: 'Dilan Aziz', hospital_patient_id: 'SH-10021' }],
        }),
      'GET /api/hospital/patient/detail-account-statement': () => json(200, statement),
      'GET /api/currency/list': () => json(200, { data: [{ code: 'IQD' }] }),
    });
    renderScreen(<PatientStatementPage />, { path: '/report/patient-detail-account-statement?patient_id=4' });
    const table = await screen.findByTestId('statement-table');
    expect(await within(table).findAllByText('SD-00041')).toHaveLength(2);
    expect(table.textContent).toContain('Sale');
    expect(screen.getByTestId('statement-closing').textContent).toContain('0');
  });

  it('sums every patient per currency (/report/patient-summary-account-statement)', async () => {
    mockApi({
      'GET /api/hospital/patient/summary-account-statement': () =>
        json(200, {
          data: [
            {
              patient_id: '4',
              hospital_patient_id: 'SH-10021',
              fullname: 'Dilan Aziz',
              currency_code: 'IQD',
              opening_balance: '0',
              debit: '750',
              credit: '750',
              closing_balance: '0',
            },
          ],
        }),
      'GET /api/currency/list': () => json(200, { data: [{ code: 'IQD' }] }),
    });
    renderScreen(<PatientSummaryStatementPage />);
    const row = (await screen.findByText('Dilan Aziz')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('SH-10021');
    expect(row.textContent).toContain('750');
  });
});
