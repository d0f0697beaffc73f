import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_SHOWN } from './cells';

const SENT = 'YYYY-MM-DD';

/** The spec's shortcuts: today, last week (7 days), last month (30 days), last 3 months (90 days). */
export function datePresets(label: (key: 'today' | 'lastWeek' | 'lastMonth' | 'last3Months') => string) {
  const now = () => dayjs().startOf('day');
  const back = (days: number): [Dayjs, Dayjs] => [now().subtract(days, 'day'), now()];
  return [
    { label: label('today'), value: (): [Dayjs, Dayjs] => [now(), now()] },
    { label: label('lastWeek'), value: () => back(7) },
    { label: label('lastMonth'), value: () => back(30) },
    { label: label('last3Months'), value: () => back(90) },
  ];
}

/** A date range shown as DD/MM/YYYY and handed back as YYYY-MM-DD (null when cleared). */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: [string, string] | null;
  onChange: (range: [string, string] | null) => void;
}) {
  const { t } = useTranslation('table');
  return (
    <DatePicker.RangePicker
      data-testid="table-date-range"
      format={DATE_SHOWN}
      value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
      presets={datePresets((k) => t(`dates.${k}`))}
      onChange={(range) =>
        onChange(range?.[0] && range[1] ? [range[0].format(SENT), range[1].format(SENT)] : null)
      }
      allowClear
    />
  );
}
