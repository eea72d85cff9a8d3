import type { FrameworkDescriptor } from '../../lib/framework';

export const langChainFramework = {
  id: 'langchain',
  title: 'LangChain (@langchain/core/tools, langchain)',
  name: 'LangChain',
  supported: 'LangChain (`@langchain/core`) 0.1.29–0.2.6, 0.2.20+, 0.3, 1.x',
  shapes: ['tool()', 'DynamicStructuredTool', 'DynamicTool', 'tool classes'],
  packages: ['@langchain/core'],
  // The adapter makes its tools with `tool()`, which keeps its other fields (returnDirect, responseFormat...) from
  // core 0.2.20 on; added in 0.2.7, it dropped them before. The cores before it get the tool classes their code made
  // (0.1.29 is the first whose classes hand their function its config).
  servedVersions: {
    package: '@langchain/core',
    range: '>=0.1.29 <0.2.7 || >=0.2.20',
    text: '0.1.29 to 0.2.6, and 0.2.20 and later',
  },
  companionPackages: ['langchain'],
  adapterModule: () => 'langchain',
  adapterExports: ['toLangChain', 'toLangChainClass'],
  adapterExportsWhenImported: ['toLangChainClass'],
  adapterTypes: ['LangChainToolContext', 'LangChainToolConfig'],
  toolSchemaKinds: ['PlainJsonSchema'],
  zodOnlyStandIns: ['langchain-other-schemas'],
  lineBudget: 121,
} as const satisfies FrameworkDescriptor<'langchain'>;
