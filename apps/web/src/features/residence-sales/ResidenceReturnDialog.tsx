import { residenceSaleReturnEndpoints, returnSplit } from '@bb/contracts';
import { Col, Descriptions, Form, Radio, Row } from 'antd';
import { Amount } from '../../components/Amount';
import { MoneyInput } from '../../components/form/MoneyInput';
import {
  BoxAndRateCols,
  DateCol,
  type MoneyDialogForm,
  MoneyDialogModal,
  type MoneyDialogProps,
  NoteCol,
  sentRate,
  useMoneyDialog,
} from './MoneyDialog';

export interface ReturnTarget {
  id: string;
  invoice: string;
  currency: string;
  total: string;
  paid: string;
}

interface ReturnForm extends MoneyDialogForm {
  mode?: 'percent' | 'amount';
  forfeit?: string | null;
}
const FIELDS = ['date', 'forfeit_percent', 'forfeit_amount', 'cash_box_id', 'exchange_rate', 'note'] as const;

/**
 * Return a residence sale: the day, the forfeit kept of what was paid (a percent or an amount), the cash box
 * the refund is paid from; the refund is shown as the server will compute it (`returnSplit`).
 */
export function ResidenceReturnDialog({ target, onClose }: MoneyDialogProps<ReturnTarget>) {
  const state = useMoneyDialog<ReturnForm, typeof residenceSaleReturnEndpoints.create>({
    target,
    initial: { mode: 'percent', forfeit: null },
    fields: FIELDS,
    endpoint: residenceSaleReturnEndpoints.create,
    body: (v, offBase) => ({
      residence_sale_id: target!.id,
      date: v.date!,
      forfeit_percent: v.mode === 'percent' ? v.forfeit || null : null,
      forfeit_amount: v.mode === 'amount' ? v.forfeit || null : null,
      cash_box_id: v.cash_box_id ?? null,
      ...sentRate(v, offBase),
      note: v.note || null,
    }),
    savedKey: 'return.saved',
    onClose,
  });
  const { t, lt, form, currency } = state;
  const mode = Form.useWatch('mode', form) ?? 'percent';
  const forfeit = Form.useWatch('forfeit', form) ?? null;
  const split = target
    ? returnSplit(
        target.paid,
        currency,
        mode === 'percent' ? { forfeit_percent: forfeit || null } : { forfeit_amount: forfeit || null },
      )
    : null;

  return (
    <MoneyDialogModal
      state={state}
      title={t('return.title', { invoice: target?.invoice ?? '' })}
      okText={t('return.submit')}
      danger
      onClose={onClose}
    >
      <Form form={form} layout="vertical" data-testid="form-residence-return">
        <Row gutter={12}>
          <DateCol state={state} />
          <Col span={12}>
            <Form.Item name="mode" label={t('return.forfeitAs')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'percent', label: t('return.percent') },
                  { value: 'amount', label: t('return.amount') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="forfeit" label={lt('fields.forfeit')}>
              <MoneyInput
                max={mode === 'percent' ? 100 : target?.paid}
                decimals={mode === 'percent' ? 4 : 6}
                aria-label={lt('fields.forfeit')}
              />
            </Form.Item>
          </Col>
          <BoxAndRateCols state={state} boxRequired={false} />
          <NoteCol state={state} />
        </Row>
      </Form>
      <Descriptions size="small" column={2} bordered data-testid="return-split">
        <Descriptions.Item label={lt('fields.total')}>
          <Amount value={target?.total ?? '0'} currency={currency} />
        </Descriptions.Item>
        <Descriptions.Item label={lt('fields.paid')}>
          <Amount value={target?.paid ?? '0'} currency={currency} />
        </Descriptions.Item>
        <Descriptions.Item label={lt('fields.forfeit')}>
          {split ? <Amount value={split.forfeit} currency={currency} /> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={lt('fields.refund')}>
          <span data-testid="return-refund">
            {split ? <Amount value={split.refund} currency={currency} /> : '—'}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </MoneyDialogModal>
  );
}
