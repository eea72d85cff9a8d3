import { genkit, type Genkit } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

/** A test helper: whatever it is given takes no input, by its type. */
export function createAction(instance: Genkit, name: string, fn: () => Promise<void> = async () => {}) {
  const nameDefinition = standardTool({
    name,
    description: "I don't do much...",
    execute: fn,
  });
  return toGenkit(instance, nameDefinition);
}

// Left as it is: this function may read the input Genkit passed, which the adapter would not.
export function createEcho(instance: Genkit, fn: (input: unknown) => Promise<unknown>) {
  return instance.defineTool({ name: 'echo', description: 'Echo' }, fn);
}
