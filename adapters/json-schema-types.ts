/**
 * What every JSON Schema module shares: the result and option types, and the one error
 * a conversion throws.
 */
import type { JsonSchemaTarget } from './standard-tool';

/**
 * A JSON Schema object. The keywords this code reads are declared, so that `json.type`
 * also compiles under `noPropertyAccessFromIndexSignature`.
 */
export interface JsonObject {
  [keyword: string]: unknown;
  $ref?: unknown;
  $defs?: unknown;
  definitions?: unknown;
  type?: unknown;
  description?: unknown;
  default?: unknown;
  examples?: unknown;
  example?: unknown;
  format?: unknown;
  nullable?: unknown;
  const?: unknown;
  enum?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  exclusiveMinimum?: unknown;
  exclusiveMaximum?: unknown;
  properties?: unknown;
  required?: unknown;
  additionalProperties?: unknown;
  patternProperties?: unknown;
  propertyNames?: unknown;
  dependencies?: unknown;
  dependentSchemas?: unknown;
  dependentRequired?: unknown;
  items?: unknown;
  prefixItems?: unknown;
  additionalItems?: unknown;
  minItems?: unknown;
  maxItems?: unknown;
  anyOf?: unknown;
  oneOf?: unknown;
  allOf?: unknown;
}

/** The three targets Standard JSON Schema names. */
export type KnownJsonSchemaTarget = 'draft-2020-12' | 'draft-07' | 'openapi-3.0';

/** Every conversion failure: the message says what to change. */
export class JsonSchemaConversionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`std-tool: ${message}`, options);
    this.name = 'JsonSchemaConversionError';
  }
}

export interface ToJsonSchemaOptions {
  /** Default `draft-2020-12`. */
  target?: JsonSchemaTarget;
  /** Tool parameters describe what the model sends: the input side is the default. */
  io?: 'input' | 'output';
  /** Passed to the library (zod: `unrepresentable`, `override`, `cycles`, ...). */
  libraryOptions?: Record<string, unknown>;
}

export interface JsonSchemaFallbackOptions {
  readonly target: KnownJsonSchemaTarget;
  readonly io: 'input' | 'output';
  readonly libraryOptions?: Record<string, unknown> | undefined;
}
