/** Framework output as plain JSON data (drops functions and undefined, as the wire would). */
import type { JsonObject } from '../../../../adapters/json-schema';

export function plainJson(value: unknown): JsonObject | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(JSON.stringify(value)) as JsonObject;
}
