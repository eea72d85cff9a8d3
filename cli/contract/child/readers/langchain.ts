/** LangChain: `convertToOpenAITool`, what `bindTools` sends to a chat model. */
import type { Foreign } from '../foreign';
import type { PackageLoader } from '../project-packages';
import type { ReachedTool } from '../../types';
import { plainJson } from './plain-json';

export async function readLangChainTool(tool: Foreign, via: string, packages: PackageLoader): Promise<ReachedTool> {
  const convert = (await packages('@langchain/core/utils/function_calling'))?.convertToOpenAITool;
  if (typeof convert !== 'function') throw new Error("the project's @langchain/core has no convertToOpenAITool()");
  const sent = convert(tool).function as Foreign;
  return {
    framework: 'langchain',
    name: sent.name,
    ...(typeof sent.description === 'string' && { description: sent.description }),
    input: plainJson(sent.parameters),
    via,
  };
}
