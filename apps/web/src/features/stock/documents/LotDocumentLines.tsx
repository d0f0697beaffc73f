import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../components/loose-t';
import { LotSearchBox } from '../search/LotSearchBox';
import { addLine, LotLines } from './LotLines';
import type { LotDocumentForm } from './useLotDocumentForm';

/**
 * The body of a lot document form under its header: the batch search of the branch the lots come from,
 * the lines with their quantities (and the server's refusals), then Cancel and Save.
 */
export function LotDocumentLines({
  doc,
  onCancel,
  searchTestId,
}: {
  doc: LotDocumentForm;
  onCancel: () => void;
  searchTestId: string;
}) {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  return (
    <>
      <LotSearchBox
        inventoryId={doc.branch}
        existedProducts
        disabled={!doc.branch}
        onPick={(lot) => doc.setLines((l) => addLine(l, lot))}
        data-testid={searchTestId}
      />
      <div style={{ marginBlockStart: 12 }}>
        <LotLines
          lines={doc.lines}
          onChange={doc.setLines}
          quantityLabel={lt('fields.quantity')}
          errors={doc.lineErrors}
        />
      </div>
      <Flex justify="end" gap={8} style={{ marginBlockStart: 16 }}>
        <Button onClick={onCancel}>{lt('table:actions.cancel')}</Button>
        <Button
          type="primary"
          loading={doc.guard.loading}
          onClick={() => doc.guard.run()}
          data-testid="form-submit"
        >
          {lt('table:actions.save')}
        </Button>
      </Flex>
    </>
  );
}
