import { formTemplate, resourceEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, resourceColumns, type TableRow } from '../../components/data-table';
import { DeleteRecordDialog } from '../../components/dialogs';
import { looseT } from '../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';

/** `/inventory/form-template`: the form templates; add and edit open their pages (editor and preview). */
export default function FormTemplatesPage() {
  const { t } = useTranslation('resources');
  const navigate = useNavigate();
  const can = useCan();
  const actions = useCrudRowActions();
  const title = useScreenTitle(
    formTemplate.route,
    'resources:resources.form_template.title',
    'form_template',
  );
  const [deleting, setDeleting] = useState<string | null>(null);
  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [];
    if (can(formTemplate.abilities.edit))
      list.push(actions.edit(() => void navigate(`/inventory/form-template/${id}/edit`)));
    if (can(formTemplate.abilities.delete)) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };
  return (
    <div data-testid="screen-form_template">
      <DataTable
        tableId="form_template"
        routeId={formTemplate.route}
        table={resourceEndpoints(formTemplate).table}
        title={title}
        columns={resourceColumns(formTemplate, looseT(t))}
        createAbility={formTemplate.abilities.create}
        onAdd={() => void navigate('/inventory/form-template/add')}
        rowActions={rowActions}
      />
      <DeleteRecordDialog
        remove={resourceEndpoints(formTemplate).delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
