import { majorOf, type FrameworkDescriptor } from '../../lib/framework';

export const aiSdkFramework = {
  id: 'ai-sdk',
  title: 'AI SDK (ai)',
  packages: ['ai'],
  // v4 names the input schema `parameters`; v5 and later `inputSchema`.
  companionPackages: ['@ai-sdk/'],
  adapterModule: (versions) => (majorOf(versions['ai']) === 4 ? 'ai-sdk-v4' : 'ai-sdk'),
  adapterExports: ['toAiSdk'],
  adapterTypes: ['AiSdkExecuteOptions', 'AiSdkTool'],
  toolSchemaKinds: ['AiSdkSchemaLike'],
} as const satisfies FrameworkDescriptor<'ai-sdk'>;
