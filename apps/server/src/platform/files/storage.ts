import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MESSAGES } from '@bb/contracts';
import { invalid } from '../errors.js';
import { type Sniffed, sniff } from './sniff.js';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface StoredFile extends Sniffed {
  /** Path relative to the files folder: `<tenant>/<uuid>.<ext>`. */
  key: string;
  size: number;
}

/**
 * Files live under `DATA_DIR/files/<tenant>/`, named by a random id. A file is written to a temporary
 * name while its size is counted and its first bytes sniffed, and only kept if both pass.
 */
export class FileStore {
  constructor(readonly root: string) {}

  pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('bad file key');
    return full;
  }

  async save(
    tenantId: string,
    stream: Readable,
    opts: { field: string; accept: readonly Sniffed['kind'][]; maxBytes?: number; wrongType?: string },
  ): Promise<StoredFile> {
    const max = opts.maxBytes ?? MAX_FILE_BYTES;
    const dir = path.join(this.root, tenantId);
    await fs.mkdir(dir, { recursive: true });
    const id = randomUUID();
    const tmp = path.join(dir, `${id}.part`);
    let size = 0;
    let head = Buffer.alloc(0);
    let tooBig = false;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      if (size > max && !tooBig) {
        tooBig = true;
        stream.destroy();
      }
    });
    try {
      await pipeline(stream, createWriteStream(tmp));
    } catch (e) {
      await fs.rm(tmp, { force: true });
      if (tooBig || (stream as Readable & { truncated?: boolean }).truncated)
        throw invalid({
          [opts.field]: [`The file may not be greater than ${Math.round(max / 1024 / 1024)} MB.`],
        });
      throw e;
    }
    if ((stream as Readable & { truncated?: boolean }).truncated || tooBig) {
      await fs.rm(tmp, { force: true });
      throw invalid({
        [opts.field]: [`The file may not be greater than ${Math.round(max / 1024 / 1024)} MB.`],
      });
    }
    const kind = sniff(head);
    if (!kind || !opts.accept.includes(kind.kind) || size === 0) {
      await fs.rm(tmp, { force: true });
      throw invalid({
        [opts.field]: [size === 0 ? 'Please upload a file' : (opts.wrongType ?? MESSAGES.fileType)],
      });
    }
    const key = `${tenantId}/${id}.${kind.ext}`;
    await fs.rename(tmp, this.pathOf(key));
    return { ...kind, key, size };
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
