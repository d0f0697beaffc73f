import { useState } from 'react';
import type { RowAction } from '../RowActions';
import { useCrudRowActions } from '../RowActions';
import { AttachmentsDialog } from './attachments/AttachmentsDialog';
import { CommentsDrawer } from './CommentsDrawer';

/**
 * Attachments and comments of a purchasing document (model types purchase_order, purchase and
 * purchase_return on the server): the two row actions and their dialogs.
 */
export function useDocumentExtras(modelType: string, canEdit: boolean) {
  const [files, setFiles] = useState<string | null>(null);
  const [comments, setComments] = useState<string | null>(null);
  const actions = useCrudRowActions();
  const rowActions = (id: string): RowAction[] => [
    actions.attachments(() => setFiles(id)),
    actions.comments(() => setComments(id)),
  ];
  const dialogs = (
    <>
      <AttachmentsDialog
        open={files !== null}
        modelId={files ?? '0'}
        type={modelType}
        canEdit={canEdit}
        onClose={() => setFiles(null)}
      />
      <CommentsDrawer
        open={comments !== null}
        modelId={comments ?? '0'}
        modelName={modelType}
        onClose={() => setComments(null)}
      />
    </>
  );
  return { rowActions, dialogs };
}
