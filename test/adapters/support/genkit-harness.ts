/**
 * Genkit test harness: drives tools through `ai.generate` on `mockModel` from
 * 'genkit/testing', and reads back what the model was told and what it got.
 */
import type { Genkit, ToolAction } from 'genkit';
import { mockModel } from 'genkit/testing';

export interface GenkitToolRequest {
  name: string;
  input?: unknown;
}

let genkitModelCount = 0;

/** One generate turn in which the model calls `requests`, then answers "done". */
export async function genkitGenerate(
  ai: Genkit,
  tools: ToolAction[],
  requests: GenkitToolRequest[],
  context?: Record<string, unknown>,
) {
  const model = mockModel(ai, {
    name: `mock-${++genkitModelCount}`,
    // Declaring tool support keeps Genkit from warning on every call.
    info: { supports: { tools: true } },
    respond:
      requests.length === 0
        ? ['done']
        : [{ toolRequests: requests.map((request, index) => ({ ...request, ref: `call-${index}` })) }, 'done'],
  });
  const response = await ai.generate({ model, prompt: 'go', tools, ...(context && { context }) });
  return {
    text: response.text,
    /** The tool definitions sent to the model, by name. */
    definitions: Object.fromEntries((model.requests[0]?.tools ?? []).map((tool) => [tool.name, tool])),
    /** What each tool returned, in request order (Genkit runs them concurrently). */
    outputs: requests.map((_, index) => model.toolResponses.find((done) => done.ref === `call-${index}`)?.output),
  };
}

/** The definitions a model sees for `tools`, without any tool being called. */
export async function genkitDefinitions(ai: Genkit, tools: ToolAction[]) {
  const { definitions } = await genkitGenerate(ai, tools, []);
  return definitions;
}

/** An error as comparable data: Genkit stamps each thrown error with its own `traceId`. */
export function genkitErrorShape(error: any) {
  return {
    type: error?.constructor?.name,
    name: error?.name,
    message: error?.message,
    status: error?.status,
    detail: error?.detail,
  };
}

/** Resolves to the thrown error (so tests can compare errors as values). */
export async function genkitError(run: () => Promise<unknown>): Promise<any> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}
