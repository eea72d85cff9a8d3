/**
 * Reading a source file safely: binary files and text that is not UTF-8 are refused
 * (never rewritten), a BOM is set aside and put back on write.
 */
import { isUtf8 } from 'node:buffer';
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';

export type DecodedSource =
  | { ok: true; text: string; bom: boolean }
  | {
      ok: false;
      reason: 'binary-file' | 'not-utf8';
      message: string;
      /** The text, when it is readable in another encoding (UTF-16). */ text?: string;
    };

const BOM = '\uFEFF';

/**
 * Larger files are not read: no tool module comes near it (the largest in the public corpus
 * is under 1 MB), and a video named `.ts` (MPEG-TS) can be gigabytes. Documented in docs/safety.md.
 */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;

/** A file above MAX_SOURCE_BYTES: found by its size, before it is read whole. */
export class SourceTooLargeError extends Error {
  constructor(readonly size: number) {
    super(
      `${(size / 1024 / 1024).toFixed(0)} MB, above the ${MAX_SOURCE_BYTES / 1024 / 1024} MB limit for a source file: not read, left as it is`,
    );
  }
}

/** One buffer for every read: most source files fit, and each is decoded before the next is read. */
const shared = Buffer.allocUnsafe(1 << 20);

/**
 * A file's bytes, in a buffer the next call reuses: decode them before reading another
 * file. A run reads every file once; a fresh buffer and an `fstat` for each cost a fifth
 * of the reading. A file that fills the buffer is read again on its own, unless it is
 * larger than MAX_SOURCE_BYTES (SourceTooLargeError).
 */
export function readSourceBytes(filePath: string): Buffer {
  const descriptor = openSync(filePath, 'r');
  try {
    let length = 0;
    while (length < shared.length) {
      const read = readSync(descriptor, shared, length, shared.length - length, null);
      if (read === 0) return shared.subarray(0, length);
      length += read;
    }
    const { size } = fstatSync(descriptor);
    if (size > MAX_SOURCE_BYTES) throw new SourceTooLargeError(size);
  } finally {
    closeSync(descriptor);
  }
  return readFileSync(filePath);
}

export function decodeSource(bytes: Uint8Array): DecodedSource {
  // UTF-16 with a byte order mark (what some Windows editors and PowerShell's `>` write) is
  // text that TypeScript reads, not binary, even though every ASCII character has a NUL.
  const utf16 = utf16Encoding(bytes);
  if (utf16) {
    let text: string | undefined;
    try {
      text = new TextDecoder(utf16, { fatal: true }).decode(bytes);
    } catch {
      text = undefined;
    }
    if (text !== undefined)
      return {
        ok: false,
        reason: 'not-utf8',
        message: `${utf16 === 'utf-16le' ? 'UTF-16 LE' : 'UTF-16 BE'} text, not UTF-8: convert the file to UTF-8 to migrate it`,
        text,
      };
  }
  const head = bytes.subarray(0, 8192);
  if (head.includes(0))
    return { ok: false, reason: 'binary-file', message: 'binary content (NUL bytes): not a source file' };
  // One native validation, then a decode that keeps a BOM (set aside below).
  if (!isUtf8(bytes))
    return { ok: false, reason: 'not-utf8', message: 'not valid UTF-8: convert the file to UTF-8 to migrate it' };
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const bom = text.startsWith(BOM);
  return { ok: true, text: bom ? text.slice(1) : text, bom };
}

function utf16Encoding(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes.length < 2 || bytes.length % 2 !== 0) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

export function encodeSource(text: string, bom: boolean): string {
  return bom ? BOM + text : text;
}
