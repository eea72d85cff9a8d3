/**
 * The shared config-object reader: every front end refuses spreads, computed keys and
 * keys written twice the same way (LangChain under its own `fields` codes).
 */
import { parseExpression } from '@babel/parser';
import type * as t from '@babel/types';
import { describe, expect, it } from 'vitest';
import { readConfigObject } from '../../transforms/lib/config-object';

const object = (text: string) => parseExpression(`(${text})`) as t.ObjectExpression;
const read = (text: string, noun?: 'config' | 'fields') => {
  const result = readConfigObject(object(text), noun);
  return result.ok ? [...result.properties.keys()] : result.reason;
};

describe('readConfigObject', () => {
  it('reads static keys in source order: identifiers, strings, numbers, computed string literals', () => {
    expect(read(`{ name: 'a', 'input-schema': 1, 2: 3, ['execute']() {} }`)).toEqual([
      'name',
      'input-schema',
      '2',
      'execute',
    ]);
  });

  it('refuses a spread, a computed key and a key written twice', () => {
    expect(read(`{ name: 'a', ...rest }`)).toBe('spread-config');
    expect(read(`{ [key]: 'a' }`)).toBe('computed-config-key');
    expect(read('{ [`name`]: 1 }')).toBe('computed-config-key');
    expect(read(`{ name: 'a', description: 'b', name: 'c' }`)).toBe('duplicate-config-key');
    expect(read(`{ execute() {}, ['execute']: () => 1 }`)).toBe('duplicate-config-key');
  });

  it("uses LangChain's codes for its fields", () => {
    expect(read(`{ ...rest }`, 'fields')).toBe('spread-fields');
    expect(read(`{ [key]: 1 }`, 'fields')).toBe('computed-field-key');
    expect(read(`{ a: 1, a: 2 }`, 'fields')).toBe('duplicate-field-key');
  });

  it('says which key is repeated', () => {
    const result = readConfigObject(object(`{ a: 1, a: 2 }`));
    expect(result.ok ? undefined : result.message).toBe('has `a` twice in its config');
  });
});
