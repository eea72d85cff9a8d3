/**
 * The checksum line the CLI appends to the adapter modules it writes: it tells a copy
 * of ours, unedited, from one edited by hand, and marks the file as ours for the scan.
 */
import { createHash } from 'node:crypto';

export const CHECKSUM_PREFIX = '// std-tool-migrate checksum: ';

export function withChecksum(text: string): string {
  return `${text.trimEnd()}\n${CHECKSUM_PREFIX}${checksumOf(text.trimEnd())}\n`;
}

export function checksumOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The text carries our checksum line (edited since or not): an adapter module this tool wrote. */
export function isOurAdapterModule(text: string): boolean {
  return text.includes(`\n${CHECKSUM_PREFIX}`);
}

/** The text ends with our checksum line and its body still matches it: a copy nobody edited. */
export function isUneditedCopy(text: string): boolean {
  const index = text.lastIndexOf(CHECKSUM_PREFIX);
  if (index === -1) return false;
  return text.slice(index + CHECKSUM_PREFIX.length).trim() === checksumOf(text.slice(0, index).trimEnd());
}
