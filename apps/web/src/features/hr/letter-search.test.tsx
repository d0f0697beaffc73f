import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { LETTER_SEARCH_PAUSE_MS, LetterSearch } from './LetterSearch';

describe('letter search', () => {
  it('asks hr/letter/list with the keyword once typing has paused 750 ms, and offers the letters found', async () => {
    const asked: { keyword: string | null; at: number }[] = [];
    const fetchMock = mockApi({});
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname !== '/api/hr/letter/list') return json(404, {});
      asked.push({ keyword: url.searchParams.get('keyword'), at: Date.now() });
      return json(200, { data: [{ id: '12', subject: 'Salary certificate', date: '2026-03-01' }] });
    });
    const { user } = renderScreen(<LetterSearch />);
    const box = screen.getByRole('combobox');
    await user.click(box);
    const typedAt = Date.now();
    await user.type(box, 'salary');
    const lastKey = Date.now();
    expect(asked).toEqual([]);
    await waitFor(() => expect(asked).toHaveLength(1), { timeout: 5000 });
    expect(asked[0]!.keyword).toBe('salary');
    expect(asked[0]!.at - lastKey).toBeGreaterThanOrEqual(LETTER_SEARCH_PAUSE_MS - 50);
    expect(asked[0]!.at).toBeGreaterThan(typedAt);
    expect(await screen.findByText('Salary certificate — 2026-03-01')).toBeTruthy();
  }, 30_000);
});
