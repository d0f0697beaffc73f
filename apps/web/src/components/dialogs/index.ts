export { AuditDialog } from './AuditDialog';
export { AttachmentsDialog } from './attachments/AttachmentsDialog';
export { CommentsDrawer } from './CommentsDrawer';
export { ApproveConfirm, ConfirmDialog, DeleteConfirm } from './ConfirmDialog';
export { DeleteRecordDialog } from './DeleteRecordDialog';
export { NotesPicker } from './NotesPicker';
export {
  playArrivalSound,
  playCancelSound,
  playErrorSound,
  playSentSound,
  playStartSound,
} from './voice/sounds';
export { VoiceRecorder } from './voice/VoiceRecorder';
