import { stocktakeEndpoints } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../components/data-table';
import { call } from '../../platform/api/call';
import { formatQuantity } from '../../platform/format/numbers';
import { notify } from '../../platform/notify';
import { STOCKTAKE_KEY } from './shared';

const QUANTITY = /^\d{1,12}(\.\d{1,4})?$/;

/**
 * The count of one lot, typed: Enter or leaving the field saves it (replacing the lot's count; typing it
 * again on a flagged lot is its recount), and Enter moves to the next lot's field.
 */
export function CountCell({
  processId,
  productId,
  value,
  disabled,
}: {
  processId: string;
  productId: string;
  value: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('stocktake');
  const client = useQueryClient();
  // the count as typed: "12.5000" shows as 12.5, without grouping commas
  const shown = value === null ? '' : formatQuantity(value).replace(/,/g, '');
  const [draft, setDraft] = useState(shown);
  // the value last sent: Enter saves and moves on, and the blur that follows must not save it again
  const sent = useRef<string | null>(null);
  useEffect(() => {
    setDraft(shown);
    sent.current = null;
  }, [shown]);
  const save = useMutation({
    mutationFn: (counted: string) =>
      call(stocktakeEndpoints.count, {
        params: { id: processId },
        body: { lines: [{ product_id: productId, counted }] },
      }),
    onError: () => {
      sent.current = null;
    },
    onSuccess: (res) => {
      if (res.flagged > 0) notify.error(t('count.flagged'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      void client.invalidateQueries({ queryKey: [STOCKTAKE_KEY, 'process', processId] });
    },
  });
  const commit = () => {
    const next = draft.trim();
    if (next === shown || next === '' || next === sent.current) return;
    if (!QUANTITY.test(next)) {
      notify.error(t('count.invalid'));
      setDraft(shown);
      return;
    }
    sent.current = next;
    save.mutate(next);
  };
  return (
    <Input
      size="small"
      inputMode="decimal"
      aria-label={t('fields.counted')}
      data-testid={`count-${productId}`}
      style={{ maxInlineSize: 120 }}
      value={draft}
      disabled={disabled || save.isPending}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onPressEnter={(e) => {
        commit();
        const inputs = Array.from(document.querySelectorAll<HTMLInputElement>('[data-testid^="count-"]'));
        inputs[inputs.indexOf(e.currentTarget) + 1]?.focus();
      }}
    />
  );
}
