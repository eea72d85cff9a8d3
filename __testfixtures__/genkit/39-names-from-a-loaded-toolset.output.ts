import { genkit } from 'genkit';
import { toGenkit } from './std-tool';

const ai = genkit({});

interface RemoteTool {
  getName(): string;
  getDescription(): string;
  getParamSchema(): any;
  execute(input: unknown): Promise<unknown>;
}

/** Tools loaded from a server at run time: each one's name is what the server says. */
export async function loadRemoteTools(load: () => Promise<RemoteTool[]>) {
  const remoteTools = await load();

  // Define the basics of the tool: name, description, inputSchema and core logic
  const getTool = (remoteTool: RemoteTool) =>
    toGenkit(ai, {
      name: remoteTool.getName(),
      description: remoteTool.getDescription(),
      inputSchema: remoteTool.getParamSchema(),
      execute: async (input: any) => {
        // Execute the remote tool with the provided input
        return await remoteTool.execute(input);
      },
    });

  return remoteTools.map(getTool);
}
