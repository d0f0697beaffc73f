import type { Readable, Writable } from 'node:stream';

/**
 * A minimal ustar (POSIX tar) writer and reader, enough for backup archives: regular files with names up to
 * 255 bytes (ustar's prefix + name), sizes below 8 GiB. `tar tzf backup.tar.gz` lists what it writes.
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  const at = name.lastIndexOf('/', 155);
  const prefix = at > 0 ? name.slice(0, at) : '';
  const base = at > 0 ? name.slice(at + 1) : name;
  if (at <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100)
    throw new Error(`archive entry name too long: ${name}`);
  return { prefix, base };
}

export function tarHeader(name: string, size: number, mtime = new Date()): Buffer {
  const h = Buffer.alloc(BLOCK, 0);
  const { prefix, base } = splitName(name);
  h.write(base, 0, 100, 'utf8');
  h.write(octal(0o644, 8), 100, 8, 'ascii');
  h.write(octal(0, 8), 108, 8, 'ascii');
  h.write(octal(0, 8), 116, 8, 'ascii');
  h.write(octal(size, 12), 124, 12, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  h.write('        ', 148, 8, 'ascii');
  h.write('0', 156, 1, 'ascii');
  h.write('ustar\x0000', 257, 8, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return h;
}

/** Writes entries one after the other to `out` (usually a gzip stream), honouring back-pressure. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private write(chunk: Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.out.write(chunk)) resolve();
      else {
        const onError = (e: Error) => reject(e);
        this.out.once('error', onError);
        this.out.once('drain', () => {
          this.out.off('error', onError);
          resolve();
        });
      }
    });
  }

  async entry(name: string, body: Buffer): Promise<void> {
    await this.write(tarHeader(name, body.length));
    await this.write(body);
    const pad = (BLOCK - (body.length % BLOCK)) % BLOCK;
    if (pad) await this.write(Buffer.alloc(pad));
  }

  /** The two zero blocks that end an archive, then ends the stream. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(resolve);
    });
  }
}

export interface TarEntry {
  name: string;
  body: Buffer;
}

function field(h: Buffer, start: number, length: number): string {
  const raw = h.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** Reads the entries of a tar stream in order (each body whole in memory: backup entries are small). */
export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  const chunks: Buffer[] = [];
  let length = 0;
  /** The first `n` bytes, once that many have arrived (joined only then, so a long body costs one copy). */
  const take = (n: number): Buffer | undefined => {
    if (length < n) return undefined;
    const all = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, length);
    chunks.length = 0;
    if (all.length > n) chunks.push(all.subarray(n));
    length -= n;
    return all.subarray(0, n);
  };
  let want: { name: string; size: number } | undefined;
  for await (const chunk of input) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    for (;;) {
      if (!want) {
        const h = take(BLOCK);
        if (!h) break;
        if (h.every((b) => b === 0)) return;
        let sum = 0;
        for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (h[i] as number);
        if (sum !== Number.parseInt(field(h, 148, 8).trim(), 8))
          throw new Error('the archive is damaged (bad tar header checksum)');
        const prefix = field(h, 345, 155);
        const base = field(h, 0, 100);
        want = {
          name: prefix ? `${prefix}/${base}` : base,
          size: Number.parseInt(field(h, 124, 12).trim() || '0', 8),
        };
      }
      const body = take(Math.ceil(want.size / BLOCK) * BLOCK);
      if (!body) break;
      const name = want.name;
      const size = want.size;
      want = undefined;
      yield { name, body: Buffer.from(body.subarray(0, size)) };
    }
  }
  throw new Error('the archive ends too early (it was cut short)');
}
