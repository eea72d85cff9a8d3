/**
 * jscodeshift transform: OpenAI Agents SDK `tool({...})` → standard tool + `toOpenAIAgents()`.
 *   jscodeshift -t node_modules/std-tool-migrate/dist/transforms/openai-agents.js src
 * Options: --adapterImport=<specifier> or --adapterPath=<file> (default ./std-tool.ts).
 */
import { openAIAgentsFrontEnd } from './front-ends/openai-agents';
import { jscodeshiftTransform } from './lib/jscodeshift-transform';

export default jscodeshiftTransform([openAIAgentsFrontEnd]);
