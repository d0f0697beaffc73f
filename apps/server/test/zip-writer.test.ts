import { PassThrough, Writable } from 'node:stream';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ZipWriter } from '../src/platform/table/zip.js';

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

/** Every entry as the central directory lists it, its data inflated and its local header checked. */
function entries(zip: Buffer) {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  expect(at + zip.readUInt32LE(end + 12)).toBe(end);
  const found = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    expect(zip.toString('utf8', local + 30, local + 30 + nameLength)).toBe(name);
    const dataAt = local + 30 + nameLength;
    const data = inflateRawSync(zip.subarray(dataAt, dataAt + compressed));
    // the data descriptor after the data repeats the checksum and sizes
    expect(zip.readUInt32LE(dataAt + compressed)).toBe(0x08074b50);
    expect(zip.readUInt32LE(dataAt + compressed + 4)).toBe(crc);
    found.push({ name, flags, crc, size, data, actualCrc: crc32(data) });
    at += 46 + nameLength;
  }
  return found;
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
    const found = entries(zip);
    expect(found.map((e) => e.name)).toEqual(['a.xml', 'ناو/sheet1.xml', 'empty.txt']);
    for (const e of found) {
      expect(e.actualCrc).toBe(e.crc);
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
