import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, type DescriptionsProps, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../platform/format/numbers';
import { CurrencyTag } from '../CurrencyTag';
import { DATE_SHOWN } from '../data-table/cells';
import { looseT } from '../loose-t';
import { type PrintedDocument, usePrintDocument } from '../print-document';

/** A button of a document's view (edit, return, approve...), shown when `show` holds. */
export interface DocumentViewAction {
  key: string;
  label: string;
  onClick: () => void;
  show: boolean;
  primary?: boolean;
  testId?: string;
}

/** The head every document shows and prints: number, party, branch, date, currency (and rate). */
export interface DocumentHead {
  invoice_id: string;
  party: string;
  inventory_id: string;
  inventory_name: string;
  date: string;
  currency_code: string;
  /** Shown when the labels name the rate. */
  exchange_rate?: string;
  created_by_name: string | null;
  approved_at?: string | null;
  note: string | null;
}

/** The translated labels of the head fields (the type's own words: supplier, customer...). */
export interface DocumentHeadLabels {
  party: string;
  inventory: string;
  date: string;
  currency: string;
  rate?: string;
  createdBy: string;
  approvedAt: string;
  note: string;
  print: string;
}

export interface DocumentViewProps {
  /** The screen's test id (`screen-purchase-view`). */
  testId: string;
  title: string;
  head: DocumentHead;
  labels: DocumentHeadLabels;
  /** The document number's test id. */
  numberTestId: string;
  /** Shown after the number (a status tag). */
  badge?: ReactNode;
  actions: DocumentViewAction[];
  /** Lock notices under the heading (`soldLocked`, `auditedLocked`: server: messages). */
  notices?: string[];
  /** The type's own fields, between the head and who created it. */
  fields: NonNullable<DescriptionsProps['items']>;
  /** Printing: the columns and rows of the lines, and the total after the title line. */
  print: Pick<PrintedDocument, 'columns' | 'rows' | 'total'>;
  /** The lines table, totals and any dialog. */
  children: ReactNode;
}

/**
 * The view of a saved document: the heading (title, number, status) with its actions and Print, the lock
 * notices, the head fields, the type's fields, who created (and approved) it and its note, then the lines
 * and totals the type shows. Print puts the title, number, party and date above the lines.
 */
export function DocumentView(p: DocumentViewProps) {
  const lt = looseT(useTranslation().t);
  const printDocument = usePrintDocument();
  const { head, labels } = p;
  const onPrint = () =>
    printDocument({
      ...p.print,
      rows: p.print.rows.map((row) => ({ ...row, currency_code: head.currency_code })),
      inventoryId: head.inventory_id,
      heading: `${p.title} ${head.invoice_id} - ${head.party} - ${dayjs(head.date).format(DATE_SHOWN)}`,
    });
  return (
    <div data-testid={p.testId}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBlockEnd: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {p.title} <bdi data-testid={p.numberTestId}>{head.invoice_id}</bdi>
          {p.badge ? <> {p.badge}</> : null}
        </Typography.Title>
        <Flex gap={8} wrap>
          {p.actions
            .filter((a) => a.show)
            .map((a) => (
              <Button
                key={a.key}
                type={a.primary ? 'primary' : 'default'}
                onClick={a.onClick}
                data-testid={a.testId}
              >
                {a.label}
              </Button>
            ))}
          <Button icon={<PrinterOutlined />} onClick={onPrint}>
            {labels.print}
          </Button>
        </Flex>
      </Flex>
      {(p.notices ?? []).map((key) => (
        <Alert key={key} type="info" showIcon style={{ marginBlockEnd: 12 }} title={lt(`server:${key}`)} />
      ))}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 3 }}
        style={{ marginBlockEnd: 12 }}
        items={[...headFields(labels, head), ...p.fields, ...tailFields(labels, head)]}
      />
      {p.children}
    </div>
  );
}

function headFields(labels: DocumentHeadLabels, doc: DocumentHead): NonNullable<DescriptionsProps['items']> {
  return [
    { key: 's', label: labels.party, children: doc.party },
    { key: 'i', label: labels.inventory, children: doc.inventory_name },
    { key: 'd', label: labels.date, children: dayjs(doc.date).format(DATE_SHOWN) },
    { key: 'c', label: labels.currency, children: <CurrencyTag code={doc.currency_code} /> },
    ...(labels.rate && doc.exchange_rate !== undefined
      ? [
          {
            key: 'r',
            label: labels.rate,
            children: <bdi>{formatNumber(doc.exchange_rate, { maximumFractionDigits: 8 })}</bdi>,
          },
        ]
      : []),
  ];
}

function tailFields(labels: DocumentHeadLabels, doc: DocumentHead): NonNullable<DescriptionsProps['items']> {
  return [
    { key: 'u', label: labels.createdBy, children: doc.created_by_name },
    ...(doc.approved_at
      ? [
          {
            key: 'a',
            label: labels.approvedAt,
            children: dayjs(doc.approved_at).format(`${DATE_SHOWN} hh:mm a`),
          },
        ]
      : []),
    ...(doc.note ? [{ key: 'n', label: labels.note, children: doc.note }] : []),
  ];
}
