// The helpers of fixture 95: MCP results built in another module of the project, with branches.

// A type alias (an interface has no index signature, which the SDKs' result types have).
export type ToolResponse = {
  content: Array<{ type: 'text'; text: string }>;
  isError?: boolean;
};

const ERROR_PATTERN = /<<<ERROR>>>([\s\S]*?)<<<END ERROR>>>/;

/** Every return a text result or an error result: the handler can return its text. */
export function handleCliOutput(output: string): ToolResponse {
  const errorMatch = output.match(ERROR_PATTERN);
  if (errorMatch || !output) {
    const base = '[CLI error] ';
    if (/is not a command/i.test(output)) {
      return {
        isError: true,
        content: [{ type: 'text', text: `${base}Command not found: ${output}` }],
      };
    }
    return { isError: true, content: [{ type: 'text', text: `${base}Details: ${output || 'no output'}` }] };
  }
  return { content: [{ type: 'text', text: output }] };
}

export const formatToolError = (error: unknown): ToolResponse => ({
  content: [{ type: 'text', text: error instanceof Error ? error.message : String(error) }],
  isError: true,
});

export const calls: string[] = [];

/** A shorthand text, after an effect: the call stays where it is, so the effect does too. */
export function recorded(name: string): ToolResponse {
  calls.push(name);
  const text = `recorded ${name}`;
  return { content: [{ type: 'text', text }] };
}

// Not proved, each for its own reason.
export async function later(text: string): Promise<ToolResponse> {
  return { content: [{ type: 'text', text }] };
}

export function sometimes(text: string): ToolResponse | undefined {
  if (text) {
    return { content: [{ type: 'text', text }] };
  }
}

export let replaceable = (text: string): ToolResponse => ({ content: [{ type: 'text', text }] });

export function setReplaceable(next: typeof replaceable): void {
  replaceable = next;
}

export function withMeta(text: string) {
  return { content: [{ type: 'text' as const, text }], _meta: { source: 'cli' } };
}

export function untyped(value: any): ToolResponse {
  return { content: [{ type: 'text', text: value }] };
}

export class Formatter {
  format(text: string): ToolResponse {
    return { content: [{ type: 'text', text }] };
  }
}
