import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../platform/api/client';
import { notify } from '../../platform/notify';
import { TABLE_KEY } from '../data-table/useTableData';
import { LOOKUP_KEY } from '../form/lookup';
import { DeleteConfirm } from './ConfirmDialog';

/**
 * Asks, then DELETE {path}/{id}: 'Deleted successfully' and the list and lookups refresh. A refusal
 * (409 'Delete not allowed' for a record still in use) shows the server's message; the dialog closes
 * either way.
 */
export function DeleteRecordDialog({
  path,
  recordId: id,
  onClose,
  listPath = path,
}: {
  path: string;
  /** The record to delete; null keeps the dialog closed. */
  recordId: string | null;
  onClose: () => void;
  /** The list to refresh (default `path`). */
  listPath?: string;
}) {
  const { t } = useTranslation('table');
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (recordId: string) => api.delete(`${path}/${recordId}`),
    onSuccess: () => {
      notify.success(t('messages.deleted'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY, listPath] });
      void client.invalidateQueries({ queryKey: LOOKUP_KEY });
    },
  });
  return (
    <DeleteConfirm
      open={id !== null}
      onCancel={onClose}
      onConfirm={async () => {
        if (id === null) return;
        await remove.mutateAsync(id).catch(() => undefined);
        onClose();
      }}
    />
  );
}
