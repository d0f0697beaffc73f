import { z } from 'zod';
import { routeIdOf } from '../route-id.js';

/**
 * A resource declared once: its API path, abilities, list columns, form fields and the zod schema of
 * its body. The server derives the list/create/update/delete/export/lookup routes from it and the web
 * derives the list screen and the add/edit dialog. Titles and labels are translation keys:
 * `resources.<name>.title`, `fields.<key>`.
 */
export type ColumnKind =
  | 'id'
  | 'text'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'bool'
  | 'status'
  | 'enum';

export interface ColumnDef {
  key: string;
  kind: ColumnKind;
  /** In the search box's OR. */
  search?: boolean;
  /** Offered in the column chooser but hidden at first. */
  hidden?: boolean;
  /** The list column's width in px; a text column that is given one cuts a longer value with an ellipsis. */
  width?: number;
  /** Not sortable. */
  noSort?: boolean;
  /** For `enum` columns: the enumeration whose labels show. */
  enumName?: keyof typeof ENUMS;
  /** Summed in the footer. */
  footer?: boolean;
  /** Computed by the server (not a column of the table, not in the form). */
  computed?: boolean;
  /** A name read through a reference: `{ fk: 'group_id', resource: 'group' }` shows the group's name. */
  ref?: {
    fk: string;
    resource: string;
    column?: string /** when `resource` is not a declared one */;
    table?: string;
  };
}

export type Widget =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'switch'
  | 'select'
  | 'lookup'
  | 'date'
  | 'currency'
  | 'richtext';

export interface FieldDef {
  key: string;
  widget: Widget;
  /** Lookup endpoint (GET, answers { data: [{ id, name }] }) for `lookup` widgets. */
  lookup?: string;
  /** Another field whose value filters this lookup (`category` by `group_id`). */
  dependsOn?: { field: string; param: string };
  enumName?: keyof typeof ENUMS;
  precision?: number;
  min?: number;
  max?: number;
  /** Grid span out of 24 (default 24). */
  span?: number;
  /** Only on edit (status switches). */
  editOnly?: boolean;
  /** For `richtext` widgets: the placeholder catalogue its field picker offers (form-templates/placeholders.ts). */
  placeholders?: 'letter' | 'sale';
}

export interface ResourceDef<S extends z.ZodObject = z.ZodObject> {
  name: string;
  /** API base path under /api/, e.g. `general/brand`. */
  path: string;
  /** Lookup path (GET) answering { data: [{ id, name, ... }] }, e.g. `general/brand/list`. */
  lookup: string;
  /**
   * The path of its list screen; the route map places it (routes.ts `resourceLeaf`) with the list ability.
   * None when the resource is managed inside another screen.
   */
  screen?: string;
  /** Route id of the list screen, derived from `screen`. */
  route?: string;
  /** Its table (the server's CRUD routes read and write it; a test checks it exists). */
  table: string;
  /** Column holding the creation time shown in lists, when not `created_at`. */
  createdColumn?: string;
  /** Where its four abilities sit in the abilities catalogue (the role editor's group). */
  area: string;
  abilities: { list: string; create: string; edit: string; delete: string };
  schema: S;
  columns: readonly ColumnDef[];
  fields: readonly FieldDef[];
  /** Columns returned by the lookup (id and name always). */
  lookupColumns?: readonly string[];
  /** Text columns the lookup's `keyword` parameter searches (contains, any case); none: no keyword. */
  lookupSearch?: readonly string[];
  /** Dialog width in px (default 520). */
  dialogWidth?: number;
}

export function defineResource<S extends z.ZodObject>(input: Omit<ResourceDef<S>, 'route'>): ResourceDef<S> {
  const def: ResourceDef<S> = input.screen ? { ...input, route: routeIdOf(input.screen) } : input;
  const keys = new Set(def.columns.map((c) => c.key));
  for (const f of def.fields)
    if (!(f.key in def.schema.shape)) throw new Error(`${def.name}: field ${f.key} not in schema`);
  if (!keys.has('id')) throw new Error(`${def.name}: needs an id column`);
  return def;
}

/** Enumerations of shared-screens.md section 9, as value -> label key. */
export const ENUMS = {
  status: { 1: 'enums.status.active', 0: 'enums.status.inactive' },
  inventoryType: {
    0: 'enums.inventoryType.pharmacy',
    1: 'enums.inventoryType.shop',
    2: 'enums.inventoryType.residence',
    3: 'enums.inventoryType.construction',
  },
  currencyRateType: { 0: 'enums.currencyRateType.sale', 1: 'enums.currencyRateType.purchase' },
  expenseCategoryType: { 1: 'enums.expenseCategoryType.variable', 0: 'enums.expenseCategoryType.fixed' },
  customFieldType: {
    text: 'enums.customFieldType.text',
    number: 'enums.customFieldType.number',
    date: 'enums.customFieldType.date',
  },
  customFieldModel: {
    Customer: 'enums.customFieldModel.customer',
    Supplier: 'enums.customFieldModel.supplier',
    Item: 'enums.customFieldModel.item',
    Employee: 'enums.customFieldModel.employee',
  },
  noteType: {
    general: 'enums.noteType.general',
    sale: 'enums.noteType.sale',
    purchase: 'enums.noteType.purchase',
    receipt: 'enums.noteType.receipt',
    expense: 'enums.noteType.expense',
  },
  /** The language a letter or form template is written in (issues 16, 17). */
  templateLanguage: {
    en: 'enums.templateLanguage.en',
    ckb: 'enums.templateLanguage.ckb',
    ar: 'enums.templateLanguage.ar',
  },
  floors: { 1: 'enums.floors.1', 2: 'enums.floors.2', 3: 'enums.floors.3', 4: 'enums.floors.4' },
  /** shared-screens.md section 9. */
  employeeType: {
    1: 'enums.employeeType.1',
    2: 'enums.employeeType.2',
    3: 'enums.employeeType.3',
    4: 'enums.employeeType.4',
    5: 'enums.employeeType.5',
    6: 'enums.employeeType.6',
  },
  /** shared-screens.md section 9: 1 Employee (monthly), 2 Worker (daily), 3 Hourly. */
  salaryType: { 1: 'enums.salaryType.1', 2: 'enums.salaryType.2', 3: 'enums.salaryType.3' },
  payMethod: { cash: 'enums.payMethod.cash', bank: 'enums.payMethod.bank' },
  payCurrency: { IQD: 'enums.payCurrency.IQD', USD: 'enums.payCurrency.USD' },
  /** issue 16: payroll types are allowances or deductions. */
  payrollTypeKind: { 1: 'enums.payrollTypeKind.1', 2: 'enums.payrollTypeKind.2' },
} as const;

// Reusable field rules. No messages here: both sides word them from the issue (see validation.ts),
// the server in English, the web in the user's language.
export const rules = {
  name: z.string().trim().min(1).max(190),
  optionalText: (max = 1000) =>
    z
      .string()
      .trim()
      .max(max)
      .nullish()
      .transform((v) => (v === '' || v === undefined ? null : v)),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  id: z.union([z.string().regex(/^\d{1,18}$/), z.number().int().positive()]).transform(String),
  optionalId: z
    .union([z.string().regex(/^\d{1,18}$/), z.number().int().positive(), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === '' || v === undefined || v === null ? null : String(v))),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** A decimal string (or number) within ±1e15 with at most `scale` decimals, kept as a string. */
  decimal: (scale = 6, opts: { nonNegative?: boolean } = {}) =>
    z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(new RegExp(`^${opts.nonNegative ? '' : '-?'}\\d{1,15}(\\.\\d{1,${scale}})?$`))),
};
