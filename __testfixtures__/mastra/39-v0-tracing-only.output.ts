import { AISpanType } from '@mastra/core/ai-tracing';
import { z } from 'zod';
import { type MastraToolContext, standardTool, toMastra } from './std-tool';

declare function fetchForecast(city: string): Promise<{ temperature: number }>;
declare function traced(tracing: unknown, name: string): void;

// Portable: Mastra's context is read only for `tracingContext?.currentSpan?.…`, ended through `?.`.
export const forecastDefinition = standardTool({
  name: 'forecast',
  description: 'Forecast for a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async (context, { tracingContext }: MastraToolContext) => {
    const span = tracingContext?.currentSpan?.createChildSpan({
      type: AISpanType.TOOL_CALL,
      name: 'forecast',
      input: { city: context.city },
    });
    try {
      const forecast = await fetchForecast(context.city);
      span?.end({ output: forecast });
      return forecast;
    } catch (error) {
      span?.error({ error: error as Error });
      throw error;
    }
  },
});
export const forecastTool = toMastra(forecastDefinition);

// Portable: renamed, read in a nested helper, a root span with children.
export const report = standardTool({
  name: 'report',
  description: 'Report on cities',
  inputSchema: z.object({ cities: z.array(z.string()) }),
  execute: async ({ cities }, { tracingContext: tracing }: MastraToolContext) => {
    const childOf = (name: string) =>
      tracing?.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name, input: { cities } });
    const rootSpan = childOf('report');
    const lines = cities.map((city) => {
      const lineSpan = rootSpan?.createChildSpan({ type: AISpanType.GENERIC, name: city });
      lineSpan?.end({ output: city.length });
      return `${city}: ${city.length}`;
    });
    rootSpan?.end({ output: { count: lines.length } });
    return lines.join('\n');
  },
});
export const reportTool = toMastra(report);

// Portable: a method; the current span read alone, then used through `?.`.
export const countDefinition = standardTool({
  name: 'count',
  description: 'Count words',
  inputSchema: z.object({ text: z.string() }),
  async execute(context, { tracingContext }: MastraToolContext) {
    const parent = tracingContext?.currentSpan;
    const span = parent?.createChildSpan({ type: AISpanType.GENERIC, name: 'count' });
    const count = context.text.split(/\s+/).length;
    span?.end({ output: count, metadata: { words: count } });
    return count;
  },
});
export const countTool = toMastra(countDefinition);

// Portable: the whole argument, read by key.
export const echo = standardTool({
  name: 'echo',
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, args: MastraToolContext) => {
    const span = args.tracingContext?.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'echo' });
    span?.end({ output: context.text });
    return context.text;
  },
});
export const echoTool = toMastra(echo);

// Tied: read without `?.` (throws where there is no tracing context).
export const plainDotDefinition = standardTool({
  name: 'plain-dot',
  description: 'Plain member',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, { tracingContext }: MastraToolContext) => {
    tracingContext.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'plain' })?.end();
    return context.text;
  },
});
export const plainDot = toMastra(plainDotDefinition);

// Tied: `?.currentSpan` then a plain `.` (throws in Mastra untraced, not elsewhere).
export const spanDotDefinition = standardTool({
  name: 'span-dot',
  description: 'Span member',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, { tracingContext }: MastraToolContext) => {
    tracingContext?.currentSpan.createChildSpan({ type: AISpanType.GENERIC, name: 'span' })?.end();
    return context.text;
  },
});
export const spanDot = toMastra(spanDotDefinition);

// Tied: passed on.
export const passedOnDefinition = standardTool({
  name: 'passed-on',
  description: 'Passed on',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, { tracingContext }: MastraToolContext) => {
    traced(tracingContext, 'passed');
    return context.text;
  },
});
export const passedOn = toMastra(passedOnDefinition);

// Tied: another key of Mastra's context beside it.
export const withRuntimeDefinition = standardTool({
  name: 'with-runtime',
  description: 'With runtime context',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, { tracingContext, runtimeContext }: MastraToolContext) => {
    tracingContext?.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'runtime' })?.end();
    return `${context.text} ${String(runtimeContext.get('user'))}`;
  },
});
export const withRuntime = toMastra(withRuntimeDefinition);

// Tied: reassigned.
export const reassignedDefinition = standardTool({
  name: 'reassigned',
  description: 'Reassigned',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, { tracingContext }: MastraToolContext) => {
    tracingContext = tracingContext ?? { currentSpan: undefined };
    tracingContext?.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'reassigned' })?.end();
    return context.text;
  },
});
export const reassigned = toMastra(reassignedDefinition);

// Tied: compared, and `typeof`.
export const comparedDefinition = standardTool({
  name: 'compared',
  description: 'Compared',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, { tracingContext }: MastraToolContext) => {
    if (tracingContext !== undefined && typeof tracingContext === 'object') return 'traced';
    return tracingContext?.currentSpan?.name ?? context.text;
  },
});
export const compared = toMastra(comparedDefinition);

// Tied: another key read through `?.`, a default, destructured further, spread.
export const otherKeyDefinition = standardTool({
  name: 'other-key',
  description: 'Other key',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, { tracingContext }: MastraToolContext) => `${context.text} ${String(tracingContext?.constructor)}`,
});
export const otherKey = toMastra(otherKeyDefinition);
export const defaultedDefinition = standardTool({
  name: 'defaulted',
  description: 'Defaulted',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, { tracingContext = {} }: MastraToolContext) => tracingContext?.currentSpan?.name ?? context.text,
});
export const defaulted = toMastra(defaultedDefinition);
export const destructuredDefinition = standardTool({
  name: 'destructured',
  description: 'Destructured',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, { tracingContext: { currentSpan } = {} }: MastraToolContext) => currentSpan?.name ?? context.text,
});
export const destructured = toMastra(destructuredDefinition);
export const spreadDefinition = standardTool({
  name: 'spread',
  description: 'Spread',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, { tracingContext }: MastraToolContext) => {
    traced({ ...tracingContext }, 'spread');
    return context.text;
  },
});
export const spread = toMastra(spreadDefinition);

// Tied: the name bound again inside, and Mastra's second argument taken.
export const shadowedDefinition = standardTool({
  name: 'shadowed',
  description: 'Shadowed',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, { tracingContext }: MastraToolContext) => {
    const inner = (tracingContext?: { currentSpan?: { name: string } }) => tracingContext?.currentSpan?.name;
    return inner(undefined) ?? tracingContext?.currentSpan?.name ?? context.text;
  },
});
export const shadowed = toMastra(shadowedDefinition);
export const withOptionsDefinition = standardTool({
  name: 'with-options',
  description: 'With options',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, { tracingContext, options }: MastraToolContext) => {
    tracingContext?.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'options' })?.end();
    return `${context.text} ${options?.toolCallId}`;
  },
});
export const withOptions = toMastra(withOptionsDefinition);

// Tied: the whole argument, its tracing context read without `?.`, or another key read.
export const wholePlainDefinition = standardTool({
  name: 'whole-plain',
  description: 'Whole, plain',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, args: MastraToolContext) => args.tracingContext.currentSpan?.name ?? context.text,
});
export const wholePlain = toMastra(wholePlainDefinition);
export const wholeOtherDefinition = standardTool({
  name: 'whole-other',
  description: 'Whole, other key',
  inputSchema: z.object({ text: z.string() }),
  execute: async (context, args: MastraToolContext) => {
    args.tracingContext?.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'whole' })?.end();
    return `${context.text} ${args.threadId}`;
  },
});
export const wholeOther = toMastra(wholeOtherDefinition);
