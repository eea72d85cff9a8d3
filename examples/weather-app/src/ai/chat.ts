import { generateText, stepCountIs, streamText, tool, type LanguageModel } from 'ai';
import { z } from 'zod';
import { fetchForecast } from '../weather/fetch-weather.js';
import { convertTemperatureTool, weatherTool } from './tools.js';

// Resolved through the AI Gateway; tests inject a mock model instead.
const DEFAULT_MODEL: LanguageModel = 'openai/gpt-4o';

const SYSTEM = 'You are a concise weather assistant. Use the tools; never invent numbers.';

export interface ChatRequest {
  userId: string;
  homeCity: string;
  message: string;
}

export async function handleChat(req: ChatRequest, model: LanguageModel = DEFAULT_MODEL) {
  const homeCity = req.homeCity || 'London';

  const result = await generateText({
    model,
    system: SYSTEM,
    prompt: req.message,
    stopWhen: stepCountIs(5),
    tools: {
      get_weather: weatherTool,
      convert_temperature: convertTemperatureTool,
      get_home_forecast: tool({
        description: "Forecast for the user's home city",
        inputSchema: z.object({
          days: z.number().int().min(1).max(7).default(3),
        }),
        execute: async ({ days }) => fetchForecast(homeCity, days),
      }),
    },
  });

  return { userId: req.userId, text: result.text, toolCalls: result.steps.flatMap((s) => s.toolCalls).length };
}

export function streamChat(message: string, model: LanguageModel = DEFAULT_MODEL): Response {
  const result = streamText({
    model,
    system: SYSTEM,
    prompt: message,
    stopWhen: stepCountIs(3),
    tools: { get_weather: weatherTool },
  });
  return result.toTextStreamResponse();
}
