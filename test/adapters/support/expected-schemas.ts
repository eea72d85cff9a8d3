/**
 * What a framework shows the model for the shared zod tools that are plain closed
 * objects (server_time, always_fails, forecast, whoami): the same JSON in every
 * framework but for the dialect it declares.
 */
export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
export const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

const closedObject = (dialect: string, property?: string) => ({
  $schema: dialect,
  type: 'object',
  properties: property ? { [property]: { type: 'string' } } : {},
  ...(property && { required: [property] }),
  additionalProperties: false,
});

export function closedZodToolSchemas(dialect: string): Record<string, unknown> {
  return {
    server_time: closedObject(dialect),
    always_fails: closedObject(dialect, 'reason'),
    forecast: closedObject(dialect, 'city'),
    whoami: closedObject(dialect, 'echo'),
  };
}
