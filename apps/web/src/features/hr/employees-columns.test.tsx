import { hrEmployee } from '@bb/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resourceColumns } from '../../components/data-table/resource-columns';
import { renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import EmployeesPage from './EmployeesPage';

/** The table's width at a 1440 px window (sidebar, margins and the vertical scroll bar taken off). */
const TABLE_AT_1440 = 1290;
/** The selection column and the row actions (edit fields, edit, files, comments, delete) in Kurdish. */
const SELECTION = 48;
const ACTIONS = 160;

/**
 * Issue h1: the employees list scrolled sideways at 1440 px in Kurdish, its last columns under the fixed
 * actions column. The columns shown at first are given widths that fit beside the actions; the rest are
 * offered in the column chooser, and a long name ends in an ellipsis with the whole of it in its title.
 */
describe('employees list at 1440 px', { timeout: 60_000 }, () => {
  afterEach(() => setLanguage('en'));

  it('shows at first only columns whose widths fit beside the actions', () => {
    const shown = resourceColumns(hrEmployee).filter((c) => !c.hidden);
    expect(shown.filter((c) => !c.width).map((c) => c.key)).toEqual([]);
    const total = shown.reduce((sum, c) => sum + (c.width ?? 0), SELECTION + ACTIONS);
    expect(total).toBeLessThanOrEqual(TABLE_AT_1440);
    expect(shown.map((c) => c.key)).toEqual(
      expect.arrayContaining(['code', 'name', 'phone', 'balance', 'status']),
    );
  });

  it('cuts a long name with an ellipsis and keeps the whole name in its title, in Kurdish', async () => {
    await setLanguage('ckb');
    const long = 'Shirin Ahmed Mohammed Karim Hama Rashid Aziz';
    mockApi({
      'POST /api/hr/employee/list': () =>
        json(200, {
          data: [{ id: '1', code: 'EMP-1', name: long, has_photo: false, status: 1, balance: '0' }],
          total: 1,
        }),
    });
    renderScreen(<EmployeesPage />, { abilities: ['hr_employee_list'] });
    const cell = (await screen.findByText(long)).closest('span[title]') as HTMLElement;
    expect(cell.getAttribute('title')).toBe(long);
    expect(cell.style.textOverflow).toBe('ellipsis');
    expect(cell.style.whiteSpace).toBe('nowrap');
    // bounded by the column's width less the cell's padding: in a table as wide as its content (scroll x
    // max-content) an unbounded text widens its column instead of being cut (h2)
    const width = resourceColumns(hrEmployee).find((c) => c.key === 'name')?.width ?? 0;
    expect(cell.style.maxWidth).toBe(`${width - 16}px`);
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('EMP-1')).toBeTruthy();
  });
});
