import type { MonthlyPayrollRecord } from '@bb/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printPayslips } from './payslip-print';

const run = {
  id: '1',
  invoice_id: 'PAY-1',
  inventory_id: '1',
  inventory_name: 'Central Pharmacy',
  month: '2026-03',
  date: '2026-03-31',
  status: 1,
  cash_box_ids: ['1'],
  exchange_rate: '1310',
  change_percent: '20',
  note: null,
  created_by_name: null,
  approved_by_name: null,
  created_at: '2026-03-31T10:00:00.000Z',
  updated_at: '2026-03-31T10:00:00.000Z',
  totals: [],
  lines: [
    {
      id: '1',
      employee_id: '7',
      employee_code: 'E-7',
      employee_name: 'ئاراس <محمد>',
      salary_type: 1,
      currency_code: 'IQD',
      rate: '900000.000000',
      days: 31,
      units: null,
      base: '754839.000000',
      allowances: '50000.000000',
      deductions: '37742.000000',
      items: [
        { hr_payroll_type_id: '1', name: 'Transport', kind: 1, amount: '50000.000000' },
        { hr_payroll_type_id: '2', name: 'باج', kind: 2, amount: '37742.000000' },
      ],
      gross: '804839.000000',
      advance_deduction: '100000.000000',
      net: '667097.000000',
      previous_net: null,
      flagged: false,
    },
    {
      id: '2',
      employee_id: '8',
      employee_code: 'E-8',
      employee_name: 'Sara',
      salary_type: 3,
      currency_code: 'USD',
      rate: '12.500000',
      days: 31,
      units: '100.0000',
      base: '1250.000000',
      allowances: '0.000000',
      deductions: '0.000000',
      items: [],
      gross: '1250.000000',
      advance_deduction: '0.000000',
      net: '1250.000000',
      previous_net: null,
      flagged: false,
    },
  ],
} satisfies MonthlyPayrollRecord;

const labels = {
  title: 'پسوولەی مووچە',
  month: 'مانگ',
  branch: 'لق',
  employee: 'فەرمانبەر',
  code: 'کۆد',
  salaryType: (n: number) => `type ${n}`,
  rate: 'نرخ',
  days: 'ڕۆژ',
  units: 'کاتژمێر',
  base: 'مووچەی بنەڕەت',
  allowances: 'دەرماڵەکان',
  deductions: 'بڕینەکان',
  gross: 'کۆی گشتی',
  advance: 'پێشەکی',
  net: 'پوختە',
};

afterEach(() => vi.restoreAllMocks());

describe('payslips', () => {
  it('print one page per employee in the language and direction, amounts in their currency, text escaped', () => {
    const written: string[] = [];
    const win = {
      document: {
        open() {},
        write: (s: string) => {
          written.push(s);
        },
        close() {},
        fonts: undefined,
      },
      setTimeout: () => 0,
      focus() {},
      print() {},
    };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    printPayslips(run, labels, 'ckb', 'rtl');
    const html = written.join('');
    expect(html).toContain('<html lang="ckb" dir="rtl">');
    expect(html.match(/class="slip"/g)).toHaveLength(2);
    expect(html).toContain('ئاراس &lt;محمد&gt;');
    expect(html).toContain('667,097 IQD');
    // each payroll type under its name: the allowance added, the deduction taken off
    expect(html).toContain('+ Transport');
    expect(html).toContain('50,000 IQD');
    expect(html).toContain('− باج');
    expect(html).toContain('-37,742 IQD');
    expect(html).toContain('1,250.00 USD');
    expect(html).toContain('100.0000');
  });
});
