import { downloadTokenEndpoint } from '@bb/contracts';
import { useEffect, useState } from 'react';
import { call } from '../platform/api/call';
import { rawCall } from './raw-call';

/**
 * Files without the session token in any address (docs/decisions.md "Download tokens"):
 * - what the page shows itself (an image, a voice note) is fetched with the bearer header into an object URL;
 * - what the browser opens itself (a download, a PDF in a new tab) gets a single-use, 60-second download token
 *   from POST /api/download-token just before, minted for that one path.
 */

const apiPath = (path: string) => `/api/${path.replace(/^\/?(api\/)?/, '')}`;

/** A single-use address of `path` (an /api/ file route), with `query` added. */
export async function downloadUrl(path: string, query?: Record<string, string>): Promise<string> {
  const { url } = await call(downloadTokenEndpoint, { body: { path: apiPath(path) } });
  return query ? `${url}&${new URLSearchParams(query).toString()}` : url;
}

function follow(url: string, newTab: boolean): void {
  const a = document.createElement('a');
  a.href = url;
  if (newTab) a.target = '_blank';
  a.rel = 'noopener noreferrer';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Downloads a file the server sends as an attachment (streams to disk; nothing held in memory). */
export async function startDownload(path: string, query?: Record<string, string>): Promise<void> {
  follow(await downloadUrl(path, query), false);
}

/** Opens a file (a PDF) in a new tab. */
export async function openInNewTab(path: string): Promise<void> {
  follow(await downloadUrl(path), true);
}

/**
 * A file the page shows (an image, an audio note) as an object URL, fetched with the bearer header;
 * undefined while it loads, when it fails or when `path` is null. The object URL is released when the path
 * changes or the component goes.
 */
export function useFileObjectUrl(path: string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!path) return;
    const abort = new AbortController();
    let objectUrl: string | undefined;
    rawCall(path, { method: 'GET', signal: abort.signal })
      .then((res) => res.blob())
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined); // nothing to show: the place stays empty
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [path]);
  return url;
}
