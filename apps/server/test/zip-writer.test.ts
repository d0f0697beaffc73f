import { PassThrough, Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ZipWriter } from '../src/platform/table/zip.js';
import { zipEntries } from './support/zip.js';

/** The hand-written streamed zip (platform/table/zip.ts), checked against the format itself. */

async function archive(files: Array<[string, string | AsyncIterable<string | Buffer>]>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(c: Buffer, _e, cb) {
      chunks.push(c);
      cb();
    },
  });
  const zip = new ZipWriter(out);
  for (const [name, content] of files) await zip.file(name, content);
  await zip.finish();
  return Buffer.concat(chunks);
}

describe('zip writer', () => {
  it('writes entries whose checksums, sizes and UTF-8 names match their content', async () => {
    async function* parts() {
      yield '<sheet>';
      for (let i = 0; i < 2000; i++) yield Buffer.from(`<row r="${i}">ناو ${i}</row>`);
      yield '</sheet>';
    }
    const zip = await archive([
      ['a.xml', '<a/>'],
      ['ناو/sheet1.xml', parts()],
      ['empty.txt', ''],
    ]);
    const found = zipEntries(zip);
    expect(found.map((e) => e.name)).toEqual(['a.xml', 'ناو/sheet1.xml', 'empty.txt']);
    for (const e of found) {
      expect(crc32(e.data)).toBe(e.crc);
      expect(e.data.length).toBe(e.size);
      expect(e.flags & 0x0800).toBe(0x0800); // names are UTF-8
    }
    expect(found[0]!.data.toString()).toBe('<a/>');
    expect(found[1]!.data.toString()).toMatch(
      /^<sheet><row r="0">ناو 0<\/row>.*<row r="1999">ناو 1999<\/row><\/sheet>$/,
    );
    expect(found[2]!.size).toBe(0);
  });

  it('refuses more once the output has closed, and closes the entry source', async () => {
    const out = new PassThrough();
    const zip = new ZipWriter(out);
    let closed = false;
    async function* endless() {
      try {
        for (;;) yield Buffer.alloc(64 * 1024, 97);
      } finally {
        closed = true;
      }
    }
    const writing = zip.file('big.bin', endless());
    setTimeout(() => out.destroy(), 20); // nobody reads: the writer waits, then the output goes away
    await expect(writing).rejects.toThrow(/closed/);
    expect(closed).toBe(true);
    await expect(zip.file('more.txt', 'x')).rejects.toThrow(/closed/);
  });
});
