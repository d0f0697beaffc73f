import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { SUBMIT_GUARD, useGuardedAction } from '../../../components/form/useGuardedAction';
import { looseT } from '../../../components/loose-t';
import { notify } from '../../../platform/notify';
import { applyDocumentErrors } from './line-errors';

/**
 * Save of a stock document dialog (header and lots): the header's rules pass, at least one line, then
 * `send`; 'added' (or 'updated' when `editing`), the lists refresh and the dialog closes; the server's
 * refusals land on the header fields (`header`) and on the lines (`lineErrors`, by line index).
 */
export function useLinesDialogSave<H>(o: {
  form: FormInstance<H>;
  lineCount: number;
  header: readonly string[];
  editing: boolean;
  send: (values: H) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const client = useQueryClient();
  const [lineErrors, setLineErrors] = useState<Record<number, string[]>>({});
  const save = useMutation({
    meta: { silent: true },
    mutationFn: o.send,
    onSuccess: () => {
      notify.success(lt(o.editing ? 'table:messages.updated' : 'table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      o.onClose();
    },
  });
  const submit = async () => {
    let v: H;
    try {
      v = await o.form.validateFields();
    } catch {
      return;
    }
    if (o.lineCount === 0) return notify.error(t('lines.required'));
    try {
      await save.mutateAsync(v);
    } catch (e) {
      setLineErrors(applyDocumentErrors(e, o.form, o.header, lt));
    }
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  return { guard, lineErrors, setLineErrors };
}
