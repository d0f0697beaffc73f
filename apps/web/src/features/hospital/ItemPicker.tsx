import { Select, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../platform/report-error';
import { findItems } from '../purchasing/ItemSearch';

export interface PickedItem {
  id: string;
  name: string;
  barcode: string;
}

interface Props {
  id?: string;
  value?: string;
  onChange?: (itemId: string | undefined) => void;
  /** The item already chosen (editing a mapping), shown before any search. */
  initial?: PickedItem | null;
  'data-testid'?: string;
}

const WAIT_MS = 300;

/**
 * An item chosen by barcode or name with the stock search (items with lots, else the item list): the
 * drug a hospital's code is dispensed as. Searches as the user types, after a short pause.
 */
export function ItemPicker({ id, value, onChange, initial, 'data-testid': testId }: Props) {
  const { t } = useTranslation('hospital');
  const [options, setOptions] = useState<PickedItem[]>(initial ? [initial] : []);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    const keyword = text.trim();
    latest.current = keyword;
    if (keyword === '') return;
    timer.current = setTimeout(async () => {
      setLoading(true);
      try {
        const found = await findItems(keyword);
        if (latest.current !== keyword) return;
        const picked = options.find((o) => o.id === value);
        const rows = found.map((f) => ({ id: f.item_id, name: f.name, barcode: f.barcode }));
        setOptions(picked && !rows.some((r) => r.id === picked.id) ? [picked, ...rows] : rows);
      } catch (e) {
        reportError(e);
      } finally {
        setLoading(false);
      }
    }, WAIT_MS);
  };

  return (
    <Select
      id={id}
      data-testid={testId}
      value={value}
      onChange={(v: string | undefined) => onChange?.(v)}
      placeholder={t('codes.searchItem')}
      showSearch={{ filterOption: false, onSearch: search }}
      loading={loading}
      notFoundContent={loading ? null : t('codes.noItem')}
      options={options.map((o) => ({
        value: o.id,
        label: (
          <span>
            {o.name}{' '}
            <Typography.Text type="secondary">
              <bdi>{o.barcode}</bdi>
            </Typography.Text>
          </span>
        ),
      }))}
    />
  );
}
