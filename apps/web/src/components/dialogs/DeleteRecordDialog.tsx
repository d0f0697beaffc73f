import type { Endpoint, TableDecl } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../platform/api/call';
import { notify } from '../../platform/notify';
import { TABLE_KEY } from '../data-table/useTableData';
import { LOOKUP_KEY } from '../form/lookup';
import { DeleteConfirm } from './ConfirmDialog';

/** A declared delete by id (`DELETE {base}/:id`). */
export type DeleteEndpoint = Endpoint<z.ZodObject<{ id: z.ZodString }>, undefined, undefined, z.ZodType>;

/**
 * Asks, then calls the record's declared delete: 'Deleted successfully' and the list and lookups refresh.
 * A refusal (409 'Delete not allowed' for a record still in use) shows the server's message; the dialog
 * closes either way.
 */
export function DeleteRecordDialog({
  remove: endpoint,
  recordId: id,
  onClose,
  table,
}: {
  /** The declared delete (`customerEndpoints.delete`). */
  remove: DeleteEndpoint;
  /** The record to delete; null keeps the dialog closed. */
  recordId: string | null;
  onClose: () => void;
  /** The list to refresh (default: the list at the delete's base path). */
  table?: TableDecl;
}) {
  const { t } = useTranslation('table');
  const client = useQueryClient();
  const listPath = table?.path ?? endpoint.path.replace(/\/:id$/, '');
  const remove = useMutation({
    mutationFn: (recordId: string) => call(endpoint, { params: { id: recordId } }),
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
