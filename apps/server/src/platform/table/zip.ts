import { pipeline, Readable, Transform, Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** Sizes and offsets of a zip without its ZIP64 extension stop at 4 GiB. */
const MAX = 0xffffffff;
/** General purpose flags: sizes and checksum follow the data (bit 3); UTF-8 names (bit 11). */
const FLAGS = 0x0808;
const DEFLATE = 8;

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** The MS-DOS time and date fields of a zip header, from the local clock. */
function dosStamp(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((Math.max(d.getFullYear(), 1980) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/**
 * A streamed zip (deflate, data descriptors) on `out`. Each entry is deflated by zlib as it is read (in
 * the thread pool) and checksummed by zlib's native `crc32`; `stream.pipeline` carries `out`'s
 * backpressure back to the entry's source, so a slow reader makes the writer wait and memory stays flat
 * whatever the size. When `out` closes or fails first (a client that went away), the pending `file`
 * rejects and the entry's source is closed (its `finally` runs: a cursor is released).
 * Written by hand rather than with zip-stream, whose JavaScript checksum and stream layers cost about
 * a fifth of an export's CPU (docs/performance.md, "Export (session 4)"). No ZIP64: an archive past
 * 4 GiB fails (an xlsx that large is far beyond a sheet's 1,048,576 rows of any list here).
 */
export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly stamp = dosStamp(new Date());

  constructor(
    private readonly out: Writable,
    private readonly level = 1,
  ) {}

  /** Writes one file whose content comes as text (UTF-8) or byte chunks, waiting while `out` is full. */
  async file(name: string, content: string | AsyncIterable<string | Buffer>): Promise<void> {
    const entry: Entry = {
      name: Buffer.from(name, 'utf8'),
      crc: 0,
      compressed: 0,
      size: 0,
      offset: this.offset,
    };
    const source =
      typeof content === 'string'
        ? Readable.from([Buffer.from(content, 'utf8')])
        : Readable.from(content, { objectMode: false });
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    // checksum and sizes (14-25) are zero here: the data descriptor after the data carries them
    header.writeUInt16LE(entry.name.length, 26);
    try {
      await this.send(Buffer.concat([header, entry.name]));
      const measure = new Transform({
        transform(chunk: Buffer | string, _encoding, done) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
          entry.crc = crc32(bytes, entry.crc);
          entry.size += bytes.length;
          done(null, bytes);
        },
      });
      const sink = new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          entry.compressed += chunk.length;
          this.send(chunk).then(() => done(), done);
        },
      });
      await new Promise<void>((resolve, reject) =>
        pipeline(source, measure, createDeflateRaw({ level: this.level }), sink, (e) =>
          e ? reject(e) : resolve(),
        ),
      );
      if (entry.size > MAX || entry.compressed > MAX || entry.offset > MAX)
        throw new Error('the archive is over 4 GiB, which a zip without ZIP64 cannot hold');
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.crc, 4);
      descriptor.writeUInt32LE(entry.compressed, 8);
      descriptor.writeUInt32LE(entry.size, 12);
      await this.send(descriptor);
      this.entries.push(entry);
    } catch (e) {
      // close the row source and wait until it is closed (its `finally` has run: a cursor is released)
      if (!source.closed) await new Promise((closed) => source.once('close', closed).destroy());
      throw e;
    }
  }

  /** Writes the central directory and ends `out`; resolves once `out` has taken the whole archive. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4); // made by: 2.0, MS-DOS attributes
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(FLAGS, 8);
      h.writeUInt16LE(DEFLATE, 10);
      h.writeUInt16LE(this.stamp.time, 12);
      h.writeUInt16LE(this.stamp.date, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      // extra, comment, disk, attributes: zero
      h.writeUInt32LE(e.offset, 42);
      await this.send(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.send(end);
    await new Promise<void>((resolve, reject) => {
      if (this.out.destroyed) return reject(new Error('the output closed before the archive ended'));
      this.out.once('error', reject);
      this.out.end(resolve);
    });
  }

  /** Hands bytes to `out`, waiting while it is full; rejects once `out` has closed or failed. */
  private send(bytes: Buffer): Promise<void> {
    const out = this.out;
    if (out.destroyed || out.writableEnded)
      return Promise.reject(new Error('the output closed before the archive ended'));
    this.offset += bytes.length;
    if (out.write(bytes)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const settle = (e?: Error) => {
        out.off('drain', drained).off('close', closed).off('error', settle);
        if (e) reject(e);
        else resolve();
      };
      const drained = () => settle();
      const closed = () => settle(new Error('the output closed before the archive ended'));
      out.on('drain', drained).on('close', closed).on('error', settle);
    });
  }
}
