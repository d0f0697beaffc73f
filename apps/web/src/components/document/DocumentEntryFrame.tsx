import { Alert, Button, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { looseT } from '../loose-t';

export interface DocumentEntryFrameProps {
  /** The screen's test id (`screen-purchase-entry`). */
  testId: string;
  /** The heading: the screen title, the document number and any note (`- from order PO-1`). */
  title: ReactNode;
  /** Where Cancel goes (the list). */
  cancelTo: string;
  /** The Save button's test id and its guarded action. */
  saveTestId: string;
  onSave: () => void;
  saving: boolean;
  /** Sold or audited documents cannot be saved; each flag shows its warning. */
  sold?: boolean;
  audited?: boolean;
  /** The document being edited (or its source) is still loading. */
  loading: boolean;
  children: ReactNode;
}

/**
 * The frame of a document entry screen: the heading with Cancel and Save, the sold and audited warnings
 * (which also disable Save), and a spinner over the form while the document loads.
 */
export function DocumentEntryFrame(p: DocumentEntryFrameProps) {
  const lt = looseT(useTranslation().t);
  const navigate = useNavigate();
  const warning = (key: string) => (
    <Alert type="warning" showIcon style={{ marginBlockEnd: 12 }} title={lt(`server:${key}`)} />
  );
  return (
    <div data-testid={p.testId}>
      <Flex justify="space-between" align="center" style={{ marginBlockEnd: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {p.title}
        </Typography.Title>
        <Flex gap={8}>
          <Button onClick={() => navigate(p.cancelTo)}>{lt('table:actions.cancel')}</Button>
          <Button
            type="primary"
            loading={p.saving}
            disabled={Boolean(p.sold || p.audited)}
            onClick={p.onSave}
            data-testid={p.saveTestId}
          >
            {lt('table:actions.save')}
          </Button>
        </Flex>
      </Flex>
      {p.sold ? warning('soldLocked') : null}
      {p.audited ? warning('auditedLocked') : null}
      <Spin spinning={p.loading}>{p.children}</Spin>
    </div>
  );
}
