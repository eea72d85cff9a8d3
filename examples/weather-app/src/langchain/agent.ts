import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { DynamicStructuredTool, tool, type StructuredToolInterface } from '@langchain/core/tools';
import { z } from 'zod';
import { convertTemperature, fetchForecast } from '../weather/fetch-weather.js';

export const forecastTool = tool(
  async ({ city, days }) => JSON.stringify(await fetchForecast(city, days)),
  {
    name: 'get_forecast',
    description: 'Daily forecast for the next few days',
    schema: z.object({
      city: z.string(),
      days: z.number().int().min(1).max(7).default(3),
    }),
  },
);

export const convertTool = new DynamicStructuredTool({
  name: 'convert_temperature',
  description: 'Convert a temperature between Celsius and Fahrenheit',
  schema: z.object({
    value: z.number(),
    from: z.enum(['celsius', 'fahrenheit']),
    to: z.enum(['celsius', 'fahrenheit']),
  }),
  func: async ({ value, from, to }) => `${convertTemperature(value, from, to)}° ${to}`,
});

const tools: StructuredToolInterface[] = [forecastTool, convertTool];

/** One round of tool calling: ask, run the requested tools, ask again. */
export async function askWeatherAgent(model: BaseChatModel, question: string): Promise<string> {
  if (!model.bindTools) throw new Error('This chat model does not support tool calling');
  const llm = model.bindTools(tools);
  const messages: BaseMessage[] = [new HumanMessage(question)];

  const reply = await llm.invoke(messages);
  messages.push(reply);
  for (const call of reply.tool_calls ?? []) {
    const selected = tools.find((t) => t.name === call.name);
    const output = selected ? await selected.invoke(call) : `Unknown tool ${call.name}`;
    messages.push(output instanceof ToolMessage ? output : new ToolMessage({ content: String(output), tool_call_id: call.id ?? '' }));
  }

  const final = await llm.invoke(messages);
  return final.text;
}
