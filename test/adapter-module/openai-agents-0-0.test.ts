/**
 * The adapter module for the OpenAI Agents SDK 0.0.x, which no dev dependency installs (0.20 and
 * 0.3 are, see test/adapters/openai-agents.test.ts): it may import only what 0.0.x exports. The
 * peers check found the module importing `ToolInputParameters`, which 0.0.10 does not export
 * (nmogil-tw/twilio-openai-agents-sdk-ts-starter: TS2305 in `std-tool.ts`, its build broken).
 * The names below are those of `@openai/agents@0.0.10`'s index (agents-core and agents-openai).
 */
import { describe, expect, it } from 'vitest';
import { renderAdapterModule } from '../../cli/adapter-module/render';

const EXPORTS_0_0_10 = new Set(
  `Agent AgentConfigWithHandoffs AgentConfiguration AgentHooks AgentInputItem AgentOptions AgentOutputItem
  AgentOutputType AgentsError AssistantMessageItem Computer ComputerCallResultItem ComputerTool ComputerUseCallItem
  FunctionCallItem FunctionCallResultItem FunctionTool FunctionToolResult GuardrailExecutionError
  GuardrailFunctionOutput Handoff HandoffInputData HostedMCPTool HostedTool HostedToolCallItem IndividualRunOptions
  InputGuardrail InputGuardrailFunction InputGuardrailFunctionArgs InputGuardrailMetadata InputGuardrailResult
  InputGuardrailTripwireTriggered JsonSchemaDefinition MCPServer MCPServerStdio MCPServerStreamableHttp
  MaxTurnsExceededError Model ModelBehaviorError ModelProvider ModelRequest ModelResponse ModelSettings
  ModelSettingsToolChoice NonStreamRunOptions OpenAIChatCompletionsModel OpenAIProvider OpenAIResponsesModel
  OutputGuardrail OutputGuardrailDefinition OutputGuardrailFunction OutputGuardrailFunctionArgs
  OutputGuardrailMetadata OutputGuardrailResult OutputGuardrailTripwireTriggered ReasoningItem RunAgentUpdatedStreamEvent
  RunConfig RunContext RunHandoffCallItem RunItem RunItemStreamEvent RunMessageOutputItem RunRawModelStreamEvent
  RunReasoningItem RunResult RunState RunStreamEvent RunToolApprovalItem RunToolCallItem RunToolCallOutputItem Runner
  SerializedHandoff SerializedOutputType SerializedTool StreamRunOptions StreamedRunResult SystemError Tool
  ToolCallError ToolExecuteArgument ToolToFinalOutputFunction ToolUseBehavior ToolUseBehaviorFlags
  ToolsToFinalOutputResult UnknownContext Usage UserError assistant computerTool handoff hostedMcpTool run system tool
  user webSearchTool`.split(/\s+/),
);

/** The names a module's import declarations take from `specifier` (type-only ones included). */
function importedNames(text: string, specifier: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${specifier.replace('/', '\\/')}'`, 'g');
  for (const match of text.matchAll(pattern))
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  return names;
}

describe('the adapter module for @openai/agents 0.0.x', () => {
  it('imports from @openai/agents only names that 0.0.10 exports', () => {
    const { text } = renderAdapterModule(
      { frameworks: ['openai-agents'], packages: { '@openai/agents': '0.0.10', zod: '3.25.76' }, style: 'ts' },
      '0.0.0',
    );
    const names = importedNames(text, '@openai/agents');
    expect(names).toContain('tool');
    expect(names.filter((name) => !EXPORTS_0_0_10.has(name))).toEqual([]);
  });
});
