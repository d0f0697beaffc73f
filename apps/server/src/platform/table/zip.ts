import { pipeline, Readable, type Writable } from 'node:stream';
import ZipStream from 'zip-stream';

/**
 * A streamed zip (deflate, data descriptors) on `out`, written by `zip-stream` (archiver's zip engine):
 * each entry is compressed as it is read, and `stream.pipeline` honours `out`'s backpressure, so a
 * slow reader makes the writer wait and memory stays flat whatever the size. When `out` closes or
 * fails first (a client that went away), the pending `file`/`finish` rejects and the entry's source
 * is closed.
 */
export class ZipWriter {
  private readonly zip: ZipStream;
  /** Settles when the archive has been handed to `out` whole (and `out` ended), or `out` failed. */
  private readonly done: Promise<void>;
  /** Rejects once the pipeline has failed or ended (an entry can no longer complete); never resolves. */
  private readonly failed: Promise<never>;

  constructor(out: Writable, level = 1) {
    this.zip = new ZipStream({ zlib: { level } });
    // zip-stream (readable-stream 3) may still emit write errors once destroyed: the pipeline reports.
    this.zip.on('error', () => {});
    this.done = new Promise((resolve, reject) => pipeline(this.zip, out, (e) => (e ? reject(e) : resolve())));
    this.failed = this.done.then(() => Promise.reject(new Error('the zip ended early')));
    this.failed.catch(() => {}); // observed by whoever awaits it; no unhandled rejection otherwise
  }

  /** Writes one file whose content comes as text (UTF-8) or byte chunks, waiting while `out` is full. */
  async file(name: string, content: string | AsyncIterable<string | Buffer>): Promise<void> {
    const source =
      typeof content === 'string'
        ? Buffer.from(content, 'utf8')
        : Readable.from(content, { objectMode: false });
    const added = new Promise<void>((resolve, reject) => {
      this.zip.entry(source, { name }, (e) => (e ? reject(e) : resolve()));
    });
    try {
      await Promise.race([added, this.failed]);
    } catch (e) {
      // close the row source and wait until it is closed (its `finally` has run: a cursor is released)
      if (source instanceof Readable && !source.closed)
        await new Promise((closed) => source.once('close', closed).destroy());
      throw e;
    }
  }

  /** Writes the central directory and ends `out`; resolves once `out` has taken the whole archive. */
  async finish(): Promise<void> {
    this.zip.finalize();
    await this.done;
  }
}
