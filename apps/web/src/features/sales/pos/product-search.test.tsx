import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../components/test-harness';
import { json, mockApi } from '../../../test/render-app';
import { ProductSearch, type SearchRow } from './ProductSearch';

const row = (barcode: string): SearchRow =>
  ({
    id: `lot-${barcode}`,
    barcode,
    name: `Item ${barcode}`,
    inventory: 'Central Pharmacy',
    exact: true,
    expired: false,
    quantity: '5',
    sale_price: '1000',
    currency_code: 'IQD',
  }) as unknown as SearchRow;

describe('POS product search box', () => {
  it('takes the next scan while a search is answered, never disabled, and adds lines in scan order', async () => {
    const answers: Array<() => void> = [];
    mockApi({
      'POST /api/product/search': (init) =>
        new Promise((resolve) => {
          const { keyword } = JSON.parse(String(init?.body)) as { keyword: string };
          // answers come only when the test lets them, the first one last
          answers.push(() => resolve(json(200, { data: [row(keyword)] })));
        }),
    });
    const onPick = vi.fn();
    const { user } = renderScreen(
      <ProductSearch inputRef={createRef()} inventoryId="1" onlyInStock onPick={onPick} />,
    );
    const box = screen.getByTestId('pos-search') as HTMLInputElement;
    await user.click(box);
    await user.keyboard('111{Enter}');
    expect(box.disabled).toBe(false);
    expect(document.activeElement).toBe(box);
    expect(screen.queryByTestId('pos-search-busy')).not.toBeNull();
    await user.keyboard('222{Enter}');
    expect(document.activeElement).toBe(box);
    expect(box.value).toBe('');

    // the second search waits for the first, so only one is asked at a time
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!();
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!();
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(2));
    expect(onPick.mock.calls.map(([r]) => (r as SearchRow).barcode)).toEqual(['111', '222']);
    await waitFor(() => expect(screen.queryByTestId('pos-search-busy')).toBeNull());
  });

  it('an empty Enter searches nothing', async () => {
    const fetchMock = mockApi({});
    const { user } = renderScreen(
      <ProductSearch inputRef={createRef()} inventoryId="1" onlyInStock onPick={vi.fn()} />,
    );
    await user.click(screen.getByTestId('pos-search'));
    await user.keyboard('   {Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('several lots open a list that has the focus: ArrowDown + Enter picks the second lot; stock has no trailing zeros', async () => {
    const lots = ['111', '222', '333'].map((b) => ({ ...row(b), exact: false, quantity: '30.0000' }));
    mockApi({ 'POST /api/product/search': () => json(200, { data: lots }) });
    const onPick = vi.fn();
    const { user } = renderScreen(
      <ProductSearch inputRef={createRef()} inventoryId="1" onlyInStock onPick={onPick} />,
    );
    await user.click(screen.getByTestId('pos-search'));
    await user.keyboard('item{Enter}');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    expect(within(list).getAllByText('30')).toHaveLength(3);
    expect(within(list).queryByText('30.0000')).toBeNull();
    expect(list.getAttribute('aria-activedescendant')).toBe('pos-lot-lot-111');
    // the list is a list of options to assistive technology too (issue 23; colours need a browser)
    const audit = await axe.run(list.closest('.ant-modal-wrap')!, {
      rules: { 'color-contrast': { enabled: false } },
    });
    const serious = audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (v) => `${v.id}: ${v.nodes.map((n) => `${n.html.slice(0, 80)} ${n.failureSummary}`).join(' | ')}`,
      ),
    ).toEqual([]);
    await user.keyboard('{ArrowDown}');
    expect(list.getAttribute('aria-activedescendant')).toBe('pos-lot-lot-222');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect((onPick.mock.calls[0]![0] as SearchRow).barcode).toBe('222');
  });
});
