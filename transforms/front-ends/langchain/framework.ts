import type { FrameworkDescriptor } from '../../lib/framework';

export const langChainFramework = {
  id: 'langchain',
  title: 'LangChain (@langchain/core/tools, langchain)',
  name: 'LangChain',
  supported: 'LangChain (`@langchain/core`)',
  shapes: ['tool()', 'DynamicStructuredTool', 'DynamicTool', 'tool classes'],
  packages: ['@langchain/core'],
  companionPackages: ['langchain'],
  adapterModule: () => 'langchain',
  adapterExports: ['toLangChain', 'toLangChainClass'],
  adapterExportsWhenImported: ['toLangChainClass'],
  adapterTypes: ['LangChainToolContext'],
  toolSchemaKinds: ['PlainJsonSchema'],
  zodOnlyStandIns: ['langchain-other-schemas'],
  lineBudget: 105,
} as const satisfies FrameworkDescriptor<'langchain'>;
