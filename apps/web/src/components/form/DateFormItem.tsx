import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from './ResourceField';

/** A form date held as `YYYY-MM-DD` text, shown in the spec's date format. */
export function DateFormItem({
  name,
  label,
  requiredMessage,
  testId,
}: {
  name: string;
  label: string;
  /** Given: the date is required with this message. */
  requiredMessage?: string;
  testId?: string;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={requiredMessage ? [{ required: true, message: requiredMessage }] : []}
      getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null })}
      normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
    >
      <DatePicker format={DATE_FORMAT} style={{ inlineSize: '100%' }} data-testid={testId} />
    </Form.Item>
  );
}
