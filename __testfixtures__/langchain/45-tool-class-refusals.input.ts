import { DynamicStructuredTool, StructuredTool, Tool } from '@langchain/core/tools';
import { z } from 'zod';

// Each class below stays as it is, for the reason its name says.

export class ExportedWithFields extends StructuredTool {
  name = 'exported_with_fields';
  description = 'Exported, and constructed with fields here';
  schema = z.object({});
  async _call() {
    return 'x';
  }
}

class ReadsInstance extends StructuredTool {
  name = 'reads_instance';
  description = 'Reads its api key';
  schema = z.object({ q: z.string() });
  apiKey = 'k';
  async _call({ q }: { q: string }) {
    return `${this.apiKey}:${q}`;
  }
}

class ReadsSchema extends StructuredTool {
  name = 'reads_schema';
  description = 'Reads its own schema';
  schema = z.object({ q: z.string() });
  async _call(input: { q: string }) {
    return JSON.stringify(this.schema.parse(input));
  }
}

class WithConstructor extends StructuredTool {
  name = 'with_constructor';
  description = 'Takes a prefix';
  schema = z.object({});
  constructor(prefix: string) {
    super();
    this.description = prefix;
  }
  async _call() {
    return 'x';
  }
}

class RunManager extends StructuredTool {
  name = 'run_manager';
  description = 'Reads its run manager';
  schema = z.object({});
  async _call(_input: object, runManager?: unknown) {
    return String(runManager !== undefined);
  }
}

class TypedUse extends StructuredTool {
  name = 'typed_use';
  description = 'Named as a type, and passed on as a value';
  schema = z.object({});
  async _call() {
    return 'x';
  }
}

export class InstanceOf extends StructuredTool {
  name = 'instance_of';
  description = 'Exported, checked with instanceof, and subclassed';
  schema = z.object({});
  async _call() {
    return 'x';
  }
}

class NeverBuilt extends StructuredTool {
  name = 'never_built';
  description = 'Never constructed';
  schema = z.object({});
  async _call() {
    return 'x';
  }
}

class OwnSchema extends Tool {
  name = 'own_schema';
  description = 'A Tool with its own schema';
  schema = z.object({ input: z.string().optional() }).transform((data) => data.input);
  async _call(input: string) {
    return input;
  }
}

const flag = process.env.DIRECT === '1';
class OptionFromVariable extends StructuredTool {
  name = 'option_from_variable';
  description = 'returnDirect from a variable';
  schema = z.object({});
  returnDirect = flag;
  async _call() {
    return 'x';
  }
}

class LaterSchema extends StructuredTool {
  name = 'later_schema';
  description = 'Its schema is declared after it';
  schema = laterSchema;
  async _call() {
    return 'x';
  }
}
const laterSchema = z.object({});

let suffix = 'a';
suffix = 'b';
class ReassignedRead extends StructuredTool {
  name = 'reassigned_read';
  description = `Reads a reassigned variable: ${suffix}`;
  schema = z.object({});
  async _call() {
    return 'x';
  }
}

const Expression = class extends StructuredTool {
  name = 'expression';
  description = 'A class expression';
  schema = z.object({});
  async _call() {
    return 'x';
  }
};

class JsonSchema extends StructuredTool {
  name = 'json_schema';
  description = 'A JSON Schema';
  schema = { type: 'object', properties: {} } as never;
  async _call() {
    return 'x';
  }
}

const makeName = () => 'computed';
class ComputedName extends StructuredTool {
  name = makeName();
  description = 'A computed name';
  schema = z.object({});
  async _call() {
    return 'x';
  }
}

declare const text: unknown;
class DescriptionNotString extends StructuredTool {
  name = 'description_not_string';
  description = text as string;
  schema = z.object({});
  async _call() {
    return 'x';
  }
}

class CallsSuper extends StructuredTool {
  name = 'calls_super';
  description = 'Calls super';
  schema = z.object({});
  async _call() {
    return String(super.toString());
  }
}

class Getter extends StructuredTool {
  get name() {
    return 'getter';
  }
  description = 'Its name is a getter';
  schema = z.object({});
  async _call() {
    return 'x';
  }
}

class FieldReadsThis extends StructuredTool {
  name = 'field_reads_this';
  description = `The ${this.name} tool`;
  schema = z.object({});
  async _call() {
    return 'x';
  }
}

class NoCall extends StructuredTool {
  name = 'no_call';
  description = 'No _call';
  schema = z.object({});
  call = async () => 'x';
}

class Subclassed extends StructuredTool {
  name = 'subclassed';
  description = 'Extended below';
  schema = z.object({});
  async _call() {
    return 'x';
  }
}
class Sub extends Subclassed {}

class DynamicSubclass extends DynamicStructuredTool {}

const typed: TypedUse = new TypedUse();
const classes = [TypedUse];
class SubOfInstanceOf extends InstanceOf {}
export const tools = [
  new ReadsInstance(),
  new ReadsSchema(),
  new WithConstructor('p'),
  new RunManager(),
  typed,
  new OwnSchema(),
  new OptionFromVariable(),
  new LaterSchema(),
  new ReassignedRead(),
  new Expression(),
  new JsonSchema(),
  new ComputedName(),
  new DescriptionNotString(),
  new CallsSuper(),
  new Getter(),
  new FieldReadsThis(),
  new NoCall(),
  new Sub(),
  new DynamicSubclass({ name: 'd', description: 'd', schema: z.object({}), func: async () => 'x' }),
  new ExportedWithFields({ verbose: true }),
  new SubOfInstanceOf(),
  ...classes,
];
export const isTool = (value: unknown) => value instanceof InstanceOf;
