/** What a file really is, from its first bytes (never from its name or the client's content type). */
export type Sniffed = {
  ext: 'pdf' | 'jpg' | 'png' | 'webm' | 'mp3' | 'ogg';
  mime: string;
  kind: 'image' | 'pdf' | 'audio';
};

export function sniff(head: Buffer): Sniffed | undefined {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return { ext: 'pdf', mime: 'application/pdf', kind: 'pdf' };
  if (starts(0xff, 0xd8, 0xff)) return { ext: 'jpg', mime: 'image/jpeg', kind: 'image' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))
    return { ext: 'png', mime: 'image/png', kind: 'image' };
  if (starts(0x1a, 0x45, 0xdf, 0xa3)) return { ext: 'webm', mime: 'audio/webm', kind: 'audio' };
  if (starts(0x49, 0x44, 0x33) || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0))
    return { ext: 'mp3', mime: 'audio/mpeg', kind: 'audio' };
  if (starts(0x4f, 0x67, 0x67, 0x53)) return { ext: 'ogg', mime: 'audio/ogg', kind: 'audio' };
  return undefined;
}
