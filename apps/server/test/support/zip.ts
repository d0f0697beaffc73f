import { inflateRawSync } from 'node:zlib';
import { expect } from 'vitest';

/**
 * Each entry of a zip as its central directory lists it (name, flags, stored CRC and sizes) with its data
 * inflated; the local header's signature and name, and the data descriptor after the data (when flag bit 3
 * says there is one), are checked against the directory on the way.
 */
export function zipEntries(zip: Buffer) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBe(zip.length - 22); // no archive comment
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  expect(at + zip.readUInt32LE(end + 12)).toBe(end);
  const found: {
    name: string;
    flags: number;
    crc: number;
    size: number;
    compressed: number;
    data: Buffer;
  }[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    expect(zip.toString('utf8', local + 30, local + 30 + zip.readUInt16LE(local + 26))).toBe(name);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = inflateRawSync(zip.subarray(start, start + compressed));
    if (flags & 0x0008) {
      expect(zip.readUInt32LE(start + compressed)).toBe(0x08074b50);
      expect(zip.readUInt32LE(start + compressed + 4)).toBe(crc);
    }
    found.push({ name, flags, crc, size, compressed, data });
    at += 46 + nameLength + extra + comment;
  }
  return found;
}
