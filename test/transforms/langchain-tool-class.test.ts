/**
 * Why each LangChain tool class of the refusal fixtures stays as it is: the fixtures
 * pin the codes (`tool-class`, `tool-class-state` for per-instance state), this pins the
 * reason each message gives.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { langChainFrontEnd } from '../../transforms/front-ends/langchain';
import { transformSource } from '../../transforms/lib/engine';

const fixtures = path.join(__dirname, '..', '..', '__testfixtures__', 'langchain');

function messagesByClass(fixture: string, rewritten = false): Map<string, string> {
  const file = path.join(fixtures, fixture);
  const result = transformSource(readFileSync(file, 'utf8'), file, [langChainFrontEnd]);
  expect(result.output !== undefined, 'rewritten').toBe(rewritten);
  return new Map(
    result.diagnostics
      .filter((diagnostic) => diagnostic.reason === 'tool-class' || diagnostic.reason === 'tool-class-state')
      .map((diagnostic) => [/^class (\w+) (?:extends|\()/.exec(diagnostic.message)?.[1] ?? '', diagnostic.message]),
  );
}

const REASONS: Record<string, string> = {
  ExportedWithFields: 'without arguments, a type or in `instanceof` (`new X(...)` with arguments)',
  ReadsInstance: 'it holds per-instance state (this.apiKey), which one standard tool cannot hold without a factory',
  ReadsSchema: 'uses `this` beyond its name and description (this.schema)',
  WithConstructor: 'it holds per-instance state (constructor parameters)',
  RunManager: 'its `_call` takes the run manager',
  TypedUse: 'the file uses it other than as `new X()` without arguments, a type or in `instanceof` (a value passed on)',
  InstanceOf: 'the file uses it other than as `new X()` without arguments, a type or in `instanceof` (a subclass)',
  NeverBuilt: 'the file never constructs it',
  OwnSchema: "it replaces Tool's string-input schema with its own `schema`",
  OptionFromVariable: 'its `returnDirect` is not a literal',
  LaterSchema: 'its `schema` reads laterSchema, which may not hold the same value',
  ReassignedRead: 'its `description` reads suffix, which may not hold the same value',
  '': 'it is a class expression',
  JsonSchema: 'it has a JSON Schema object as its schema',
  ComputedName: 'its name is computed',
  DescriptionNotString: 'its description is not shown to be a string',
  CallsSuper: 'uses `this` beyond its name and description (super)',
  Getter: 'it has other members (name)',
  FieldReadsThis: 'its `description` reads the instance (`this`)',
  NoCall: 'it has no `_call` method',
  Subclassed: 'the file uses it other than as `new X()` without arguments (a subclass)',
  DynamicSubclass: 'its fields come from the DynamicStructuredTool constructor',
};

describe('LangChain tool classes left as they are say why', () => {
  const messages = messagesByClass('45-tool-class-refusals.input.ts');

  it('reports every class of the fixture, each once', () => {
    expect([...messages.keys()].sort()).toEqual(Object.keys(REASONS).sort());
  });

  it.each(Object.entries(REASONS))('%s: %s', (className, reason) => {
    expect(messages.get(className)).toContain(reason);
  });

  it('a class whose `new X()` stands inside another definition that moves, or inside itself', () => {
    const messages = messagesByClass('48-tool-class-inside-definition.input.ts');
    expect(messages.get('Echo')).toContain('inside another tool definition, which would move it');
    expect(messages.get('Recursive')).toContain('inside the class itself');
  });
});
