import { endpointPath, printImageEndpoint } from '@bb/contracts';
import { API_BASE } from '../api/client';
import { tokenStore } from '../auth/token-store';
import type { PrintSetup } from './invoice-data';
import { imageSrc } from './print-window';

/** The image parts of a print setup (shared-screens.md section 9). */
export const PRINT_IMAGE_PARTS = ['header', 'background', 'footer'] as const;
export type PrintImagePart = (typeof PRINT_IMAGE_PARTS)[number];

/** GET file-storage/{branchId}/print/{fileName}: the file name is `<type_name>-<part>.jpg`. */
export function printImagePath(setup: Pick<PrintSetup, 'inventory_id' | 'type_name'>, part: PrintImagePart) {
  return endpointPath(printImageEndpoint.path, {
    branchId: setup.inventory_id,
    fileName: `${setup.type_name}-${part}.jpg`,
  });
}

/** Bytes as a data URL (images are small; chunks keep the argument list of fromCharCode short). */
export function dataUrlOf(bytes: Uint8Array, type: string): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/** Fetches one print image with the session's token (an <img> in the print window could not send it). */
export async function fetchPrintImage(path: string): Promise<string | null> {
  const token = tokenStore.get();
  const response = await fetch(API_BASE + path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) return null;
  const type = response.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length === 0) return null;
  return dataUrlOf(bytes, /^image\/[\w.+-]+$/.test(type) ? type : 'image/jpeg');
}

/**
 * The setup with each present image (data over 30 characters) loaded from the print image route and
 * inlined as a data URL, so the print window shows it before printing starts. An image the route cannot
 * give keeps the setup's own data; an absent one stays absent.
 */
export async function withPrintImages(
  setup: PrintSetup,
  load: (path: string) => Promise<string | null> = fetchPrintImage,
): Promise<PrintSetup> {
  const loaded = await Promise.all(
    PRINT_IMAGE_PARTS.map(async (part) => {
      if (!imageSrc(setup[part])) return [part, setup[part] ?? null] as const;
      try {
        return [part, (await load(printImagePath(setup, part))) ?? setup[part] ?? null] as const;
      } catch {
        return [part, setup[part] ?? null] as const;
      }
    }),
  );
  return { ...setup, ...Object.fromEntries(loaded) };
}
