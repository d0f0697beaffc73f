import { useCallback, useEffect, useRef, useState } from 'react';
import { playErrorSound } from '../../../components/dialogs';
import { type SearchLot, type SearchParams, searchLots } from '../api';

/** The spec's timings (shared-screens 2.2, 9): search debounce 750 ms, focus 300 ms after a reset. */
export const SEARCH_DEBOUNCE_MS = 750;
export const FOCUS_AFTER_MS = 300;

/**
 * The product search box's behaviour: Enter asks for a search of the text as typed; empty text does
 * nothing; the request goes out 750 ms after the last ask (a repeated Enter or a fast scanner makes
 * one call); the box is cleared once the search is sent; a failure plays the error sound and shows no
 * message. `onResults` sees every answer (the batch search picks from it).
 */
export function useLotSearch(
  params: Omit<SearchParams, 'keyword'>,
  onResults?: (rows: SearchLot[], keyword: string) => void,
) {
  const [text, setText] = useState('');
  const [rows, setRows] = useState<SearchLot[]>([]);
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const abort = useRef<AbortController | null>(null);
  const latest = useRef({ params, onResults });
  latest.current = { params, onResults };

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      abort.current?.abort();
    },
    [],
  );

  const run = useCallback(async (keyword: string) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setLoading(true);
    try {
      const found = await searchLots({ ...latest.current.params, keyword }, controller.signal);
      if (controller.signal.aborted) return;
      setRows(found);
      setSearched(keyword);
      latest.current.onResults?.(found, keyword);
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      playErrorSound();
    } finally {
      if (abort.current === controller) setLoading(false);
    }
  }, []);

  /** Enter: the typed text, sent 750 ms after the last Enter; the box is cleared. */
  const submit = useCallback(
    (raw?: string) => {
      const keyword = raw ?? text;
      if (keyword.trim() === '') return;
      setText('');
      setLoading(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(keyword), SEARCH_DEBOUNCE_MS);
    },
    [text, run],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    abort.current?.abort();
    setText('');
    setRows([]);
    setSearched(null);
    setLoading(false);
  }, []);

  return { text, setText, rows, loading, searched, submit, reset };
}
