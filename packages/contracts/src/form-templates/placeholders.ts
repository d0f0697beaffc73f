/**
 * The fields a template may name, as `{{group.field}}` placeholders: one catalogue per kind of template
 * (HR letters; sale contracts and form templates), read by the editor's field picker and by the server's
 * renderer. Labels are translated on the web (`templates:fields.<group>.<field>`). A block field is a
 * table (the schedule, the sale's lines) and replaces the paragraph it stands alone in.
 */
export interface PlaceholderField {
  key: string;
  block?: boolean;
}
export interface PlaceholderGroup {
  group: string;
  fields: readonly PlaceholderField[];
}

const f = (group: string, names: readonly string[], blocks: readonly string[] = []): PlaceholderGroup => ({
  group,
  fields: [
    ...names.map((n) => ({ key: `${group}.${n}` })),
    ...blocks.map((n) => ({ key: `${group}.${n}`, block: true })),
  ],
});

/** Amounts offered in words: in the template's language and in each of the three. */
const inWords = (amount: string) => [
  amount,
  `${amount}_words`,
  `${amount}_words_en`,
  `${amount}_words_ckb`,
  `${amount}_words_ar`,
];

export const PLACEHOLDER_SETS = {
  letter: [
    f('date', ['today']),
    f('letter', ['date', 'subject', 'type']),
    f('employee', [
      'name',
      'code',
      'department',
      'position',
      'branch',
      'phone',
      'address',
      'identity_card',
      'hire_date',
    ]),
    f('contract', ['start_date', 'end_date', 'currency', ...inWords('salary')]),
  ],
  sale: [
    f('date', ['today']),
    f(
      'sale',
      [
        'number',
        'date',
        'branch',
        'currency',
        'subtotal',
        'discount',
        ...inWords('total'),
        ...inWords('down_payment'),
        'premium_count',
        'first_due_date',
        'key_handover_date',
        'note',
      ],
      ['schedule_table', 'items_table'],
    ),
    f('customer', ['name', 'phone', 'address']),
    f('unit', ['code', 'name', 'area', 'view', 'block', 'building', 'floor', 'price']),
    f('contract', ['number', 'version']),
  ],
} as const satisfies Record<string, readonly PlaceholderGroup[]>;
export type PlaceholderSet = keyof typeof PLACEHOLDER_SETS;

/** `{{ group.field }}`: lower-case words joined by dots, spaces inside the braces allowed. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([a-z_]+(?:\.[a-z_]+)+)\s*\}\}/g;

export const placeholderToken = (key: string) => `{{${key}}}`;

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * Fills a template's placeholders: text values are escaped (a customer named `<script>` stays text) and
 * isolated in `<bdi>` (the bidi algorithm then orders them apart from the words around them),
 * block values are HTML the caller built from escaped values and replace the paragraph they stand alone
 * in (a table cannot sit inside a paragraph). Unknown placeholders are left as typed, so a misspelt one
 * shows on the preview. The result still goes through the sanitizer before anyone sees it.
 */
export function fillPlaceholders(
  html: string,
  values: Readonly<Record<string, string>>,
  blocks: Readonly<Record<string, string>> = {},
): string {
  const alone = /<p(?:\s[^>]*)?>\s*\{\{\s*([a-z_]+(?:\.[a-z_]+)+)\s*\}\}\s*<\/p>/g;
  const withBlocks = html.replace(alone, (whole, key: string) => blocks[key] ?? whole);
  return withBlocks.replace(PLACEHOLDER_PATTERN, (whole, key: string) => {
    if (key in blocks) return blocks[key] as string;
    const value = values[key];
    // isolated, so a date or number after Kurdish or Arabic words keeps its order (2026-11-26, not 26-11-2026)
    return value === undefined ? whole : value === '' ? '' : `<bdi>${escapeHtml(value)}</bdi>`;
  });
}
