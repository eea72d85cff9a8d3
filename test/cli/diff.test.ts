/**
 * `unifiedDiff` diffs only the changed stretches of a file (each with a margin of shared
 * lines): its patch must be the one `createTwoFilesPatch` makes of the whole.
 */
import { createTwoFilesPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../cli/diff';
import { changedSegments } from '../../cli/diff-segments';

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
  ...manyChanges(),
};

/** A long file changed in many places, as a migration changes one: edits 0–40 lines apart, repeated blocks between. */
function manyChanges(): Record<string, [string, string]> {
  const block = (index: number) => [`  tool${index}: tool({`, `    description: 'd${index}',`, '  }),', '});', '});'];
  const before: string[] = [];
  const after: string[] = [];
  for (let index = 0; index < 40; index += 1) {
    const shared = [
      ...block(index),
      ...Array.from({ length: index % 20 }, () => '  }),'),
      ...lines(index % 7, `x${index}`),
    ];
    before.push(...shared, `  old ${index}`);
    after.push(...shared);
    if (index % 3 === 0) after.push(`  new ${index}`, '  }),');
    if (index % 5 === 0) after.push(...block(index));
  }
  return {
    'many changes apart, repeated lines between': [before.join('\n') + '\n', after.join('\n') + '\n'],
    'the same, read backwards': [after.join('\n') + '\n', before.join('\n') + '\n'],
    'every line different': [lines(700, 'a').join('\n'), lines(650, 'b').join('\n')],
  };
}

describe('unifiedDiff', () => {
  it.each(Object.entries(cases))('%s: the same patch as a diff of the whole file', (_, [before, after]) => {
    expect(unifiedDiff('f.ts', before, after)).toBe(whole(before, after));
  });
});

describe('changedSegments', () => {
  it('parts changed stretches at runs of shared lines, nearest first', () => {
    const old = lines(100);
    const changed = [...old.slice(0, 10), 'x', ...old.slice(10, 50), ...old.slice(52, 90), 'y', 'z', ...old.slice(90)];
    expect(changedSegments(old, changed, 17)).toEqual([
      { oldStart: 10, oldEnd: 10, newStart: 10, newEnd: 11 },
      { oldStart: 50, oldEnd: 52, newStart: 51, newEnd: 51 },
      { oldStart: 90, oldEnd: 90, newStart: 89, newEnd: 91 },
    ]);
  });

  it('keeps changes parted by fewer shared lines in one stretch, and runs to the end when nothing is shared', () => {
    const old = lines(40);
    const changed = [...old.slice(0, 10), 'x', ...old.slice(10, 20), 'y', ...old.slice(20)];
    expect(changedSegments(old, changed, 17)).toEqual([{ oldStart: 10, oldEnd: 20, newStart: 10, newEnd: 22 }]);
    expect(changedSegments(lines(5, 'a'), lines(3, 'b'), 17)).toEqual([
      { oldStart: 0, oldEnd: 5, newStart: 0, newEnd: 3 },
    ]);
    expect(changedSegments(old, old, 17)).toEqual([]);
  });
});
