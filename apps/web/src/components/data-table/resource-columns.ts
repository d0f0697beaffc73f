import type { ResourceDef } from '@bb/contracts';
import { fieldLabel, type LooseT } from '../loose-t';
import type { TableColumn } from './types';

/**
 * The table columns of a declared resource, headers translated (`resources:fields.<key>`); a declared width
 * cuts a text column's longer values with an ellipsis (the whole value in its tooltip).
 */
export function resourceColumns(def: Pick<ResourceDef, 'columns'>, t?: LooseT): TableColumn[] {
  return def.columns.map((c) => ({
    key: c.key,
    title: fieldLabel(c.key, t),
    kind: c.kind,
    hidden: c.hidden,
    noSort: c.noSort,
    enumName: c.enumName,
    ...(c.width ? { width: c.width, ellipsis: c.kind === 'text' } : {}),
  }));
}
