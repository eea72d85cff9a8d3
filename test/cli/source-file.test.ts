/** Decoding a source file: UTF-8 only, strictly; a BOM set aside; binary and UTF-16 told apart. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSource, encodeSource, readSourceBytes } from '../../cli/runner/source-file';

const bytes = (...values: number[]) => Uint8Array.from(values);
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('decodeSource', () => {
  it('decodes UTF-8, multi-byte characters included, and sets a BOM aside', () => {
    expect(decodeSource(utf8('const café = "☕ 𝄞";\n'))).toEqual({
      ok: true,
      text: 'const café = "☕ 𝄞";\n',
      bom: false,
    });
    expect(decodeSource(utf8('\uFEFFexport {};\n'))).toEqual({ ok: true, text: 'export {};\n', bom: true });
    expect(encodeSource('export {};\n', true)).toBe('\uFEFFexport {};\n');
  });

  it.each([
    ['latin-1 é', bytes(0x63, 0x61, 0x66, 0xe9, 0x0a)],
    ['an overlong encoding of "/"', bytes(0xc0, 0xaf)],
    ['a UTF-16 surrogate encoded as UTF-8 (CESU-8)', bytes(0xed, 0xa0, 0x80)],
    ['a sequence cut short at the end', bytes(0x61, 0xe2, 0x98)],
    ['a code point above U+10FFFF', bytes(0xf4, 0x90, 0x80, 0x80)],
  ])('refuses %s as not UTF-8', (_label, input) => {
    expect(decodeSource(input)).toMatchObject({ ok: false, reason: 'not-utf8' });
  });

  it('tells binary content (a NUL byte) from UTF-16 text with a byte order mark', () => {
    expect(decodeSource(bytes(0x47, 0x40, 0x00, 0x10))).toMatchObject({ ok: false, reason: 'binary-file' });
    const wide = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('export {};\n', 'utf16le')]);
    expect(decodeSource(new Uint8Array(wide))).toMatchObject({
      ok: false,
      reason: 'not-utf8',
      text: 'export {};\n',
    });
  });

  it('reads a Buffer that is a view into a larger allocation by its own bytes only', () => {
    const pool = Buffer.from('xxconst a = 1;\nyy', 'utf8');
    expect(decodeSource(pool.subarray(2, 15))).toEqual({ ok: true, text: 'const a = 1;\n', bom: false });
  });
});

describe('readSourceBytes', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'stm-read-'));
  const file = (name: string, content: string | Buffer) => {
    const at = path.join(folder, name);
    writeFileSync(at, content);
    return at;
  };

  it('reads small, empty and large files whole (a file larger than the shared buffer too)', () => {
    expect(readSourceBytes(file('small.ts', 'export const a = 1;\n')).toString('utf8')).toBe('export const a = 1;\n');
    expect(readSourceBytes(file('empty.ts', '')).length).toBe(0);
    for (const size of [(1 << 20) - 1, 1 << 20, (1 << 20) + 1, 3 << 20]) {
      const content = Buffer.alloc(size, 'x');
      content.write('head', 0);
      content.write('tail', size - 4);
      expect(readSourceBytes(file(`large-${size}.ts`, content)).equals(content), `${size} bytes`).toBe(true);
    }
  });

  it('gives bytes the next read reuses: decoded at once, each file is its own', () => {
    const first = decodeSource(readSourceBytes(file('one.ts', 'const one = 1;\n')));
    const second = decodeSource(readSourceBytes(file('two.ts', 'const two = 22;\n')));
    expect(first).toEqual({ ok: true, text: 'const one = 1;\n', bom: false });
    expect(second).toEqual({ ok: true, text: 'const two = 22;\n', bom: false });
  });

  it('throws what reading throws: a missing file, a folder', () => {
    expect(() => readSourceBytes(path.join(folder, 'missing.ts'))).toThrow(/ENOENT/);
    mkdirSync(path.join(folder, 'folder.ts'));
    expect(() => readSourceBytes(path.join(folder, 'folder.ts'))).toThrow(/EISDIR/);
  });
});
