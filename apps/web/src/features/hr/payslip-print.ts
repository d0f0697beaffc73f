import { formatMoney, type MonthlyPayrollRecord } from '@bb/contracts';
import { esc, openPrintWindow } from '../../platform/printing/print-window';

export interface PayslipLabels {
  title: string;
  month: string;
  branch: string;
  employee: string;
  code: string;
  salaryType: (type: number) => string;
  rate: string;
  days: string;
  units: string;
  base: string;
  allowances: string;
  deductions: string;
  gross: string;
  advance: string;
  net: string;
}

/**
 * The run's payslips, one A4 page each, in the interface language and direction: the employee, the month,
 * the salary structure and rate, days and hours, the base pay, each allowance, the gross, each deduction,
 * the advance repaid and the net (amounts in their currency).
 */
export function printPayslips(
  run: MonthlyPayrollRecord,
  labels: PayslipLabels,
  lang: string,
  dir: 'ltr' | 'rtl',
): void {
  const money = (v: string | null, currency: string) =>
    `<bdi>${esc(formatMoney(v ?? '0', currency))} ${esc(currency)}</bdi>`;
  const row = (label: string, value: string) =>
    `<tr><th>${esc(label)}</th><td class="end">${value}</td></tr>`;
  // each allowance (kind 1) after the base, each deduction (kind 2) after the gross, under its type's name
  const items = (l: MonthlyPayrollRecord['lines'][number], kind: number) =>
    l.items
      .filter((i) => i.kind === kind)
      .map((i) =>
        row(
          `${kind === 1 ? '+' : '−'} ${i.name}`,
          money(kind === 1 ? i.amount : `-${i.amount}`, l.currency_code),
        ),
      )
      .join('');
  const slips = run.lines.map(
    (l) => `<section class="slip">
      <h1>${esc(labels.title)}</h1>
      <table class="head">
        ${row(labels.employee, esc(l.employee_name))}
        ${row(labels.code, `<bdi>${esc(l.employee_code)}</bdi>`)}
        ${row(labels.month, `<bdi>${esc(run.month)}</bdi>`)}
        ${row(labels.branch, esc(run.inventory_name))}
      </table>
      <table class="pay">
        ${row(labels.salaryType(l.salary_type), money(l.rate, l.currency_code))}
        ${row(labels.days, `<bdi>${l.days}</bdi>`)}
        ${l.units === null ? '' : row(labels.units, `<bdi>${esc(l.units)}</bdi>`)}
        ${row(labels.base, money(l.base, l.currency_code))}
        ${items(l, 1)}
        ${row(labels.gross, money(l.gross, l.currency_code))}
        ${items(l, 2)}
        ${row(labels.advance, money(l.advance_deduction, l.currency_code))}
        <tr class="net"><th>${esc(labels.net)}</th><td class="end">${money(l.net, l.currency_code)}</td></tr>
      </table>
    </section>`,
  );
  openPrintWindow('a4', {
    title: `${labels.title} ${run.invoice_id}`,
    lang,
    dir,
    css: `@page { size: A4; margin: 15mm; } body { font-size: 13px; }
      .slip { page-break-after: always; } .slip:last-child { page-break-after: auto; }
      h1 { font-size: 18px; text-align: center; margin-block: 0 12px; }
      table { margin-block-end: 16px; } th { font-weight: 400; color: #444; inline-size: 50%; }
      td, th { border-block-end: 1px solid #ddd; padding-block: 6px; }
      .net th, .net td { font-weight: 700; color: #000; border-block-end: 2px solid #000; }`,
    body: slips.join(''),
  });
}
