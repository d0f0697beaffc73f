import { dispositionFileName, rawCall, saveBlob } from '../raw-call';

/**
 * POST {path}/export and save the xlsx the server streams, under the name it gives (the section
 * title and the local date-time), else one made the same way here.
 */
export async function exportTable(
  path: string,
  body: Record<string, unknown> & { title?: string; localTime?: string },
): Promise<string> {
  const response = await rawCall(`${path}/export`, { json: body });
  const blob = await response.blob();
  const name =
    dispositionFileName(response.headers.get('content-disposition')) ??
    `${body.title ?? 'export'} ${(body.localTime ?? '').replace(':', '-')}.xlsx`;
  saveBlob(blob, name);
  return name;
}
