/**
 * Reading a source file safely: binary files and text that is not UTF-8 are refused
 * (never rewritten), a BOM is set aside and put back on write.
 */
export type DecodedSource =
  | { ok: true; text: string; bom: boolean }
  | { ok: false; reason: 'binary-file' | 'not-utf8'; message: string };

const BOM = '\uFEFF';

export function decodeSource(bytes: Uint8Array): DecodedSource {
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) return { ok: false, reason: 'binary-file', message: 'binary content (NUL bytes): not a source file' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'not-utf8', message: 'not valid UTF-8: convert the file to UTF-8 to migrate it' };
  }
  const bom = text.startsWith(BOM);
  return { ok: true, text: bom ? text.slice(1) : text, bom };
}

export function encodeSource(text: string, bom: boolean): string {
  return bom ? BOM + text : text;
}
