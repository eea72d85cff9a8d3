import type { FrameworkDescriptor } from '../../lib/framework';

export const langChainFramework = {
  id: 'langchain',
  title: 'LangChain (@langchain/core/tools, langchain)',
  packages: ['@langchain/core'],
  companionPackages: ['langchain'],
  adapterModule: () => 'langchain',
  adapterExports: ['toLangChain'],
  adapterTypes: ['LangChainToolContext'],
  toolSchemaKinds: ['PlainJsonSchema'],
} as const satisfies FrameworkDescriptor<'langchain'>;
