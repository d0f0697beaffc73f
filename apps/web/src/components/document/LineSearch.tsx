import { SearchOutlined } from '@ant-design/icons';
import { Input, type InputRef, Table, type TableColumnsType } from 'antd';
import { type KeyboardEvent, type Ref, useId, useImperativeHandle, useRef, useState } from 'react';
import { playErrorSound } from '../dialogs';

export interface LineSearchHandle {
  focus: () => void;
}

/** What a search found: one row to add at once, rows to pick from, or nothing (the error sound). */
export type LineSearchResult<T> = { pick: T } | { options: T[] } | null;

export interface LineSearchProps<T extends object> {
  ref?: Ref<LineSearchHandle>;
  /** Looks the typed barcode or name up. */
  find: (keyword: string) => Promise<LineSearchResult<T>>;
  onPick: (row: T) => void;
  placeholder: string;
  /** `item-search`: the box; its results table is `<testId>-results`. */
  testId: string;
  disabled?: boolean;
  rowKey: string;
  columns: TableColumnsType<T>;
}

/**
 * The line search of a document entry (shared-screens 2.2): a barcode or name on Enter; one row found is
 * added at once, several are listed to pick from; nothing found or a failure plays the error sound. The
 * box is cleared after each search and keeps the focus. Its id ends in `search-skip-on-enter` so the
 * tab-on-enter area leaves its Enter alone.
 */
export function LineSearch<T extends object>(p: LineSearchProps<T>) {
  const uid = useId();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(false);
  const [options, setOptions] = useState<T[] | null>(null);
  useImperativeHandle(p.ref, () => ({ focus: () => input.current?.focus() }));

  const search = async () => {
    const keyword = text.trim();
    if (keyword === '' || p.disabled) return;
    setText('');
    setLoading(true);
    try {
      const found = await p.find(keyword);
      if (!found) {
        playErrorSound();
        setOptions(null);
      } else if ('pick' in found) {
        setOptions(null);
        p.onPick(found.pick);
      } else setOptions(found.options);
    } catch {
      playErrorSound();
    } finally {
      setLoading(false);
      setTimeout(() => input.current?.focus(), 0);
    }
  };

  return (
    <div>
      <Input
        ref={input}
        id={`${uid}-search-skip-on-enter`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          e.stopPropagation();
          void search();
        }}
        prefix={<SearchOutlined />}
        placeholder={p.placeholder}
        allowClear
        disabled={loading || p.disabled}
        data-testid={p.testId}
        style={{ maxWidth: 480 }}
      />
      {options ? (
        <Table<T>
          style={{ marginBlockStart: 8 }}
          size="small"
          rowKey={p.rowKey}
          pagination={false}
          scroll={{ y: 260 }}
          dataSource={options}
          data-testid={`${p.testId}-results`}
          onRow={(row) => ({
            onClick: () => {
              setOptions(null);
              p.onPick(row);
            },
            style: { cursor: 'pointer' },
          })}
          columns={p.columns}
        />
      ) : null}
    </div>
  );
}
