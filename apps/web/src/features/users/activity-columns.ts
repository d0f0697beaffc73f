import { ACTIVITY_TABLES } from '@bb/contracts';
import type { TableColumn } from '../../components/data-table';
import type { LooseT } from '../../components/loose-t';

export const EVENTS = ['created', 'updated', 'deleted'] as const;

/** Database table -> its name in the user's language (`users:activity.tables.<table>`). */
export const tableLabels = (t: LooseT): Record<string, string> =>
  Object.fromEntries(ACTIVITY_TABLES.map((table) => [table, t(`users:activity.tables.${table}`)]));

/** Columns of the activity log (GET activity-log). */
export function activityColumns(t: LooseT): TableColumn[] {
  const label = (key: string) => t(`users:activity.fields.${key}`);
  return [
    { key: 'id', title: label('id'), kind: 'id' },
    { key: 'created_at', title: label('created_at'), kind: 'datetime' },
    { key: 'causer_name', title: label('causer_name'), kind: 'text' },
    {
      key: 'event',
      title: label('event'),
      kind: 'enum',
      labels: Object.fromEntries(EVENTS.map((e) => [e, t(`users:activity.events.${e}`)])),
    },
    { key: 'log_name', title: label('log_name'), kind: 'enum', labels: tableLabels(t) },
    { key: 'subject_table', title: label('subject_table'), kind: 'enum', labels: tableLabels(t) },
    { key: 'subject_id', title: label('subject_id'), kind: 'text' },
  ];
}
