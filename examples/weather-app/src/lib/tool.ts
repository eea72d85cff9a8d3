// In-house helper for the pre-framework OpenAI integration: pairs a JSON-Schema
// function definition with its handler and logs how long each call takes.
// Not related to the `tool` exported by the AI SDK, Genkit or LangChain.

export interface FunctionDefinition {
  name: string;
  description: string;
  parameters: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
}

export interface LocalTool<Args> {
  definition: FunctionDefinition;
  run(args: Args): Promise<string>;
}

export function tool<Args>(definition: FunctionDefinition, handler: (args: Args) => Promise<string>): LocalTool<Args> {
  return {
    definition,
    async run(args) {
      const started = Date.now();
      try {
        return await handler(args);
      } finally {
        console.debug(`[tool] ${definition.name} took ${Date.now() - started}ms`);
      }
    },
  };
}
