import { PLACEHOLDER_SETS, type PlaceholderSet } from '@bb/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { looseT } from '../loose-t';

/**
 * The field picker: the placeholders of a template kind by group, labels translated, searchable; picking
 * one hands its key to `onPick` (the editor inserts `{{key}}` at the cursor).
 */
export function FieldPicker({
  set,
  onPick,
}: {
  set: PlaceholderSet;
  onPick: (key: string, block: boolean) => void;
}) {
  const { t } = useTranslation('templates');
  const lt = looseT(t);
  const options = PLACEHOLDER_SETS[set].map((g) => ({
    label: lt(`templates:groups.${g.group}`, { defaultValue: g.group }),
    title: g.group,
    options: g.fields.map((f) => ({
      value: f.key,
      label: lt(`templates:fields.${f.key}`, { defaultValue: f.key }),
      block: Boolean('block' in f && f.block),
    })),
  }));
  const blocks = new Set(
    PLACEHOLDER_SETS[set].flatMap((g) => g.fields.filter((f) => 'block' in f && f.block).map((f) => f.key)),
  );
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      value={null}
      placeholder={t('editor.insertField')}
      aria-label={t('editor.insertField')}
      options={options}
      onChange={(key: string) => onPick(key, blocks.has(key))}
      style={{ minInlineSize: 240 }}
      popupMatchSelectWidth={320}
      data-testid="rich-text-field-picker"
    />
  );
}
