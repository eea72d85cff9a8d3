import { majorOf, type FrameworkDescriptor } from '../../lib/framework';

export const aiSdkFramework = {
  id: 'ai-sdk',
  title: 'AI SDK (ai)',
  name: 'AI SDK',
  supported: 'AI SDK (`ai`) 4–7',
  shapes: ['tool()', 'dynamicTool()'],
  packages: ['ai'],
  // v4 names the input schema `parameters`; v5 and later `inputSchema`.
  companionPackages: ['@ai-sdk/'],
  adapterModule: (versions) => (majorOf(versions['ai']) === 4 ? 'ai-sdk-v4' : 'ai-sdk'),
  adapterExports: ['toAiSdk'],
  adapterTypes: ['AiSdkExecuteOptions', 'AiSdkTool'],
  toolSchemaKinds: ['AiSdkSchemaLike'],
  zodOnlyStandIns: ['ai-sdk-other-schemas'],
  // v4 types a tool by its zod 3 schema as `tool()` does (issue 35): 5 more lines than 165; 5 more for
  // unicorn's no-array-callback-reference (callbacks written as arrows, eslint-config-oclif's heroku-mcp-server).
  lineBudget: 175,
} as const satisfies FrameworkDescriptor<'ai-sdk'>;
