import type { ResourceDef } from '@bb/contracts';
import { resourceEndpoints } from '@bb/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../platform/auth/session';
import { DataTable, resourceColumns, type TableRow } from '../data-table';
import { AttachmentsDialog, CommentsDrawer, DeleteRecordDialog } from '../dialogs';
import { ResourceForm } from '../form/ResourceForm';
import { looseT } from '../loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../RowActions';
import { useScreenTitle } from '../useScreenTitle';
import { MODEL_TYPES } from './model-types';

/**
 * The list screen of any declared resource: the DataTable over its list endpoint, the add/edit dialog
 * from its schema and fields, delete with confirmation, export; attachments and comments where the
 * resource is a model type. A new simple resource needs only its declaration and translations.
 */
export function MasterDataScreen({
  def,
  extraActions,
  cells,
  formExtra,
  onFormSaved,
}: {
  def: ResourceDef;
  /** Row actions a module adds in front of the generic ones (open a letter). */
  extraActions?: (row: TableRow) => RowAction[];
  /** Cells a module draws itself, by column key (an employee's photo). */
  cells?: Record<string, (row: TableRow) => ReactNode>;
  /** More of the add/edit dialog below its fields, for the row edited (none when adding). */
  formExtra?: (row: TableRow | null) => ReactNode;
  /** After the dialog saved, with the record's id. */
  onFormSaved?: (id: string) => void;
}) {
  const { t } = useTranslation('resources');
  const lt = looseT(t);
  const can = useCan();
  const title = useScreenTitle(def.route, `resources:resources.${def.name}.title`, def.name);
  const [editing, setEditing] = useState<{ id: string | null; row?: TableRow } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [files, setFiles] = useState<string | null>(null);
  const [comments, setComments] = useState<string | null>(null);
  const actions = useCrudRowActions();
  const modelType = MODEL_TYPES[def.name];

  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [...(extraActions?.(row) ?? [])];
    if (can(def.abilities.edit)) list.push(actions.edit(() => setEditing({ id, row })));
    if (modelType) {
      list.push(actions.attachments(() => setFiles(id)));
      list.push(actions.comments(() => setComments(id)));
    }
    if (can(def.abilities.delete)) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };

  return (
    <div data-testid={`screen-${def.name}`}>
      <DataTable
        tableId={def.name}
        routeId={def.route}
        table={resourceEndpoints(def).table}
        title={title}
        columns={resourceColumns(def, lt).map((c) => (cells?.[c.key] ? { ...c, render: cells[c.key] } : c))}
        createAbility={def.abilities.create}
        onAdd={() => setEditing({ id: null })}
        rowActions={rowActions}
      />
      <ResourceForm
        resource={def}
        open={editing !== null}
        recordId={editing?.id ?? null}
        onClose={() => setEditing(null)}
        onSaved={onFormSaved}
      >
        {editing && formExtra ? formExtra(editing.row ?? null) : null}
      </ResourceForm>
      <DeleteRecordDialog
        remove={resourceEndpoints(def).delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
      {modelType ? (
        <>
          <AttachmentsDialog
            open={files !== null}
            modelId={files ?? '0'}
            type={modelType}
            canEdit={can(def.abilities.edit)}
            onClose={() => setFiles(null)}
          />
          <CommentsDrawer
            open={comments !== null}
            modelId={comments ?? '0'}
            modelName={modelType}
            onClose={() => setComments(null)}
          />
        </>
      ) : null}
    </div>
  );
}

export default MasterDataScreen;
