import { Agent } from '@openai/agents';
import { toOpenAIAgents } from './std-tool';
import { convertUnits } from './tools/convert_units';

export { convertUnits };
export const convertTool = toOpenAIAgents(convertUnits);

export const agent = new Agent({ name: 'Converter', instructions: 'Convert units.', tools: [convertTool] });
