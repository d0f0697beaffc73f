import { identityEndpoints } from '@bb/contracts';
import { Col, Form } from 'antd';
import { DateFormItem } from './DateFormItem';
import { LookupSelect } from './LookupSelect';

/**
 * A document's branch (`inventory_id`), picked from the branches the user may work in; required with
 * `requiredMessage`, and fixed (`disabled`) once the document is saved, its number running per branch.
 */
export function BranchField({
  label,
  requiredMessage,
  disabled,
}: {
  label: string;
  requiredMessage: string;
  disabled: boolean;
}) {
  return (
    <Form.Item name="inventory_id" label={label} rules={[{ required: true, message: requiredMessage }]}>
      <LookupSelect
        lookup={identityEndpoints.lookups.inventory}
        disabled={disabled}
        data-testid="field-inventory_id"
      />
    </Form.Item>
  );
}

/**
 * A document header's branch and date, each in a column `md` wide (of 24): the branch fixed once saved,
 * both required (`required(label)` words the message).
 */
export function BranchDateCols({
  md,
  labels,
  required,
  saved,
}: {
  md: number;
  labels: { branch: string; date: string };
  required: (label: string) => string;
  saved: boolean;
}) {
  return (
    <>
      <Col xs={24} md={md}>
        <BranchField label={labels.branch} requiredMessage={required(labels.branch)} disabled={saved} />
      </Col>
      <Col xs={24} md={md}>
        <DateFormItem
          name="date"
          label={labels.date}
          requiredMessage={required(labels.date)}
          testId="field-date"
        />
      </Col>
    </>
  );
}
