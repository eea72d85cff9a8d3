/**
 * `unifiedDiff` diffs only the changed middle of a file (the common head and tail are cut
 * but for a margin): its patch must be the one `createTwoFilesPatch` makes of the whole.
 */
import { createTwoFilesPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../cli/diff';

const lines = (count: number, prefix = 'line') => Array.from({ length: count }, (_, index) => `${prefix} ${index}`);
const whole = (before: string, after: string) =>
  createTwoFilesPatch('a/f.ts', 'b/f.ts', before, after, undefined, undefined, { context: 3 });

const base = lines(60);
const cases: Record<string, [string, string]> = {
  'a change in the middle': [
    base.join('\n') + '\n',
    [...base.slice(0, 30), 'new', ...base.slice(31)].join('\n') + '\n',
  ],
  'two changes far apart': [
    base.join('\n') + '\n',
    [...base.slice(0, 10), 'x', ...base.slice(10, 50), 'y', ...base.slice(51)].join('\n') + '\n',
  ],
  'two changes close together': [
    base.join('\n') + '\n',
    [...base.slice(0, 20), 'x', ...base.slice(21, 25), 'y', ...base.slice(26)].join('\n') + '\n',
  ],
  'a change on the first line': [base.join('\n') + '\n', ['first', ...base.slice(1)].join('\n') + '\n'],
  'a change on the last line': [base.join('\n') + '\n', [...base.slice(0, -1), 'last'].join('\n') + '\n'],
  'the final newline removed': [base.join('\n') + '\n', base.join('\n')],
  'no final newline, a change near the end': [
    base.join('\n'),
    [...base.slice(0, 55), 'x', ...base.slice(56)].join('\n'),
  ],
  'lines added at the end': [base.join('\n') + '\n', [...base, 'more', 'and more'].join('\n') + '\n'],
  'CRLF line ends': [
    base.join('\r\n') + '\r\n',
    [...base.slice(0, 40), 'changed', ...base.slice(41)].join('\r\n') + '\r\n',
  ],
  'repeated lines around the change': [
    [...lines(20), ...Array(12).fill('}'), ...lines(20, 'tail')].join('\n') + '\n',
    [...lines(20), ...Array(12).fill('}'), '}', ...lines(20, 'tail')].join('\n') + '\n',
  ],
  'a short file': ['a\nb\n', 'a\nc\n'],
  'an empty file filled': ['', base.slice(0, 5).join('\n') + '\n'],
  'no change': [base.join('\n'), base.join('\n')],
};

describe('unifiedDiff', () => {
  it.each(Object.entries(cases))('%s: the same patch as a diff of the whole file', (_, [before, after]) => {
    expect(unifiedDiff('f.ts', before, after)).toBe(whole(before, after));
  });
});
