import { residenceUnit, residenceUnitEndpoints } from '@bb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../components/data-table';
import { DeleteRecordDialog } from '../../components/dialogs';
import { looseT } from '../../components/loose-t';
import { type RowAction, RowActionButtons, useCrudRowActions } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { useCan } from '../../platform/auth/session';
import { ResidenceUnitDialog } from './ResidenceUnitDialog';

/** The residence unit list: blocks, buildings, floors, areas, views, prices; add, edit and delete. */
export function ResidenceUnitScreen() {
  const { t } = useTranslation('residence');
  const lt = looseT(t);
  const can = useCan();
  const title = useScreenTitle(residenceUnit.route, 'residence:dialog.addTitle', 'residence_unit');
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const actions = useCrudRowActions();
  const { abilities } = residenceUnit;

  const columns: TableColumn[] = residenceUnit.columns.map((c) => ({
    key: c.key,
    title: lt(`residence:fields.${c.key}`, { defaultValue: c.key }),
    kind: c.kind,
    hidden: c.hidden,
    noSort: c.noSort,
    enumName: c.enumName,
    ...(c.width ? { width: c.width, ellipsis: c.kind === 'text' } : {}),
    ...(c.key === 'building_floor'
      ? {
          render: (row: TableRow) => (row.building_floor ? t('floor', { n: row.building_floor }) : ''),
        }
      : {}),
    ...(c.key === 'number_of_floors'
      ? {
          labels: Object.fromEntries(['1', '2', '3', '4'].map((n) => [n, lt(`residence:floors.${n}`)])),
          enumName: undefined,
        }
      : {}),
  }));

  const rowActions = (row: TableRow) => {
    const id = String(row.id);
    const list: RowAction[] = [];
    if (can(abilities.edit)) list.push(actions.edit(() => setEditing({ id })));
    if (can(abilities.delete)) list.push(actions.remove(() => setDeleting(id)));
    return <RowActionButtons id={id} actions={list} />;
  };

  return (
    <div data-testid="screen-residence_unit">
      <DataTable
        tableId="residence_unit"
        routeId={residenceUnit.route}
        table={residenceUnitEndpoints.table}
        title={title}
        columns={columns}
        createAbility={abilities.create}
        onAdd={() => setEditing({ id: null })}
        rowActions={rowActions}
      />
      <ResidenceUnitDialog
        open={editing !== null}
        recordId={editing?.id ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteRecordDialog
        remove={residenceUnitEndpoints.delete}
        recordId={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

export default ResidenceUnitScreen;
