import { EyeOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../platform/i18n/useLanguage';
import type { TableColumn } from './types';

/** "Show x of y": tick the columns to show (at least one stays). */
export function ColumnChooser({
  columns,
  visible,
  onChange,
}: {
  columns: TableColumn[];
  visible: string[];
  onChange: (visible: string[]) => void;
}) {
  const { t } = useTranslation('table');
  const { direction } = useLanguage();
  const shown = columns.filter((c) => visible.includes(c.key)).length;
  const content = (
    <Flex vertical gap={4} data-testid="column-chooser-list" style={{ maxHeight: 360, overflowY: 'auto' }}>
      {columns.map((c) => (
        <Checkbox
          key={c.key}
          checked={visible.includes(c.key)}
          disabled={visible.length === 1 && visible.includes(c.key)}
          onChange={(e) => {
            const next = new Set(visible);
            if (e.target.checked) next.add(c.key);
            else next.delete(c.key);
            onChange(columns.map((x) => x.key).filter((k) => next.has(k)));
          }}
          data-testid={`column-toggle-${c.key}`}
        >
          {c.title}
        </Checkbox>
      ))}
    </Flex>
  );
  return (
    // opens towards the inside of the page: under the button's end edge in either direction
    <Popover content={content} trigger="click" placement={direction === 'rtl' ? 'bottomLeft' : 'bottomRight'}>
      <Button icon={<EyeOutlined />} data-testid="column-chooser">
        {t('columns.show', { shown, total: columns.length })}
      </Button>
    </Popover>
  );
}
