/**
 * What every JSON Schema module shares: the result and option types, and the one error
 * a conversion throws.
 */
import type { JsonSchemaTarget } from './standard-tool';

// prettier-ignore
type JsonSchemaKeyword =
  | '$ref' | '$defs' | 'definitions' | 'type' | 'description' | 'default' | 'examples' | 'example' | 'format'
  | 'nullable' | 'const' | 'enum' | 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'properties'
  | 'required' | 'additionalProperties' | 'patternProperties' | 'propertyNames' | 'dependencies' | 'dependentSchemas'
  | 'dependentRequired' | 'items' | 'prefixItems' | 'additionalItems' | 'minItems' | 'maxItems' | 'anyOf' | 'oneOf'
  | 'allOf';

/** A JSON Schema object; keywords declared so `json.type` compiles under `noPropertyAccessFromIndexSignature`. */
export type JsonObject = Record<string, unknown> & Partial<Record<JsonSchemaKeyword, unknown>>;

/** The three targets Standard JSON Schema names. */
export type KnownJsonSchemaTarget = 'draft-2020-12' | 'draft-07' | 'openapi-3.0';

/** Every conversion failure: the message says what to change. */
export class JsonSchemaConversionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    // Not `super(message, options)`: a project on `lib: ES2020` has no such Error constructor.
    super(`std-tool: ${message}`);
    this.name = 'JsonSchemaConversionError';
    if (options) {
      Object.assign(this, { cause: options.cause });
    }
  }
}

/** Target default `draft-2020-12`; side default `input` (what the model sends); options for the library. */
export interface ToJsonSchemaOptions {
  target?: JsonSchemaTarget;
  io?: 'input' | 'output';
  libraryOptions?: Record<string, unknown>;
}

export interface JsonSchemaFallbackOptions {
  readonly target: KnownJsonSchemaTarget;
  readonly io: 'input' | 'output';
  readonly libraryOptions?: Record<string, unknown> | undefined;
}
