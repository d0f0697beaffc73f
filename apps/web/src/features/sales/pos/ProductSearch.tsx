import { BarcodeOutlined, LoadingOutlined } from '@ant-design/icons';
import { productEndpoints } from '@bb/contracts';
import { Input, type InputRef } from 'antd';
import { memo, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playErrorSound } from '../../../components/dialogs';
import { call } from '../../../platform/api/call';
import { LotPicker, type SearchRow } from './LotPicker';

export type { SearchRow };

interface Props {
  inputRef: Ref<InputRef>;
  inventoryId: string | null;
  /** Only lots with stock (not for returns). */
  onlyInStock: boolean;
  onPick: (row: SearchRow) => void;
}

/** Which row a search adds by itself: the only one, or the only exact barcode match (section 2.2). */
export function autoPick(rows: readonly SearchRow[]): SearchRow | null {
  if (rows.length === 1) return rows[0] ?? null;
  const exact = rows.filter((r) => r.exact);
  return exact.length === 1 ? (exact[0] ?? null) : null;
}

/**
 * The barcode / name box of the POS: Enter searches on the server (never the whole catalogue); one
 * result, or a single exact barcode match, is added at once; several open a picker. The box is cleared
 * after each search and never disabled: a hardware scanner may type the next barcode before the answer
 * comes (a disabled box loses its focus and those keys), so searches queue and are answered in scan order.
 * A failure or no result plays the error sound, with no message. Memoised: typing renders only the box,
 * and a cart change does not render the box.
 */
export const ProductSearch = memo(function ProductSearch({
  inputRef,
  inventoryId,
  onlyInStock,
  onPick,
}: Props) {
  const { t } = useTranslation('sales');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(0);
  const [choices, setChoices] = useState<SearchRow[] | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const lookUp = async (keyword: string) => {
    try {
      const { data } = await call(productEndpoints.search, {
        body: {
          keyword,
          existedProducts: onlyInStock,
          ...(inventoryId ? { inventory_id: Number(inventoryId) } : {}),
        },
      });
      const pick = autoPick(data);
      if (pick) onPick(pick);
      else if (data.length === 0) playErrorSound();
      else setChoices(data);
    } catch {
      playErrorSound();
    }
  };

  const search = () => {
    const keyword = text.trim();
    if (keyword === '') return;
    setText('');
    setBusy((n) => n + 1);
    queue.current = queue.current.then(() => lookUp(keyword)).finally(() => setBusy((n) => n - 1));
  };

  const choose = (row: SearchRow) => {
    setChoices(null);
    onPick(row);
  };

  return (
    <>
      <Input
        ref={inputRef}
        size="large"
        autoFocus
        allowClear
        // the prefix stays (only its icon changes): adding or removing one would remount the input
        prefix={busy > 0 ? <LoadingOutlined data-testid="pos-search-busy" /> : <BarcodeOutlined />}
        placeholder={t('pos.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={search}
        data-testid="pos-search"
        aria-label={t('pos.searchPlaceholder')}
      />
      <LotPicker rows={choices} onPick={choose} onClose={() => setChoices(null)} />
    </>
  );
});
