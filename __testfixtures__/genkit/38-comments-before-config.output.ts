import { genkit, z } from 'genkit';
import { standardTool, toGenkit } from './std-tool';

export const ai = genkit({});

// Comments written before the config describe the tool: they move above its name, with the name's own.
export const modifyAppointmentDefinition = standardTool({
  // Modifies or cancels an appointment.
  /* Relative dates are resolved by the model. */
  // The registry key.
  name: 'modifyAppointment', // stable
  description: 'Modify or cancel an appointment',
  inputSchema: z.object({ appointmentId: z.string(), action: z.enum(['MODIFY', 'CANCEL']) }),
  // The function that runs the tool.
  execute: async ({ appointmentId, action }) => ({ appointmentId, action }),
});
export const modifyAppointment = toGenkit(ai, modifyAppointmentDefinition);

// A comment on the line of the opening parenthesis stays with no piece: left as it is.
export const trailing = ai.defineTool( // opens the call
  { name: 'trailing', description: 'Trailing', inputSchema: z.object({}) },
  async () => 'trailing',
);
