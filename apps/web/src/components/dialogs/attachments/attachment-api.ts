import { type Attachment, endpointPath, attachmentEndpoints as ep } from '@bb/contracts';
import { call } from '../../../platform/api/call';
import { sendForm } from '../../raw-call';

export type { Attachment };

/** A file chosen but not yet sent, with the name it will be stored under. */
export interface PendingFile {
  uid: string;
  file: File;
  name: string;
}

export const ACCEPTED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const ACCEPT_ATTR = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const attachmentsKey = (modelId: string, type: string) =>
  ['attachments', type.toLowerCase(), modelId] as const;

export async function listAttachments(
  modelId: string,
  type: string,
  signal?: AbortSignal,
): Promise<Attachment[]> {
  return (await call(ep.list, { query: { model_id: modelId, type: type.toLowerCase() } }, { signal })).data;
}

/** POST attachment (multipart): model_id, type, attachments[] and name[] in the same order. */
export async function uploadAttachments(modelId: string, type: string, files: PendingFile[]): Promise<void> {
  const form = new FormData();
  form.append('model_id', modelId);
  form.append('type', type.toLowerCase());
  for (const f of files) {
    form.append('name[]', f.name.trim());
    form.append('attachments[]', f.file, f.file.name);
  }
  await sendForm(ep.upload, undefined, form);
}

/** POST attachment/store-audio (multipart): a recorded voice note as webm. */
export async function uploadAudio(modelId: string, type: string, audio: Blob): Promise<void> {
  const form = new FormData();
  form.append('model_id', modelId);
  form.append('type', type.toLowerCase());
  form.append('audio_file', audio, 'voice-note.webm');
  await sendForm(ep.uploadAudio, undefined, form);
}

export const renameAttachment = (id: string, name: string) =>
  call(ep.rename, { params: { id }, body: { name } });
export const deleteAttachment = (id: string) => call(ep.delete, { params: { id } });

/** GET get-file/{id}: shown through `useFileObjectUrl`, opened or downloaded through a download token. */
export const filePath = (id: string) => endpointPath(ep.file.path, { id });

/** Whether a chosen file is one the server accepts (by extension; the server sniffs the content too). */
export function acceptedFile(file: File): 'ok' | 'type' | 'size' {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext)) return 'type';
  return file.size > MAX_FILE_BYTES ? 'size' : 'ok';
}
