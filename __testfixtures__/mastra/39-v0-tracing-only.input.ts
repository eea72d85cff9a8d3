import { AISpanType } from '@mastra/core/ai-tracing';
import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

declare function fetchForecast(city: string): Promise<{ temperature: number }>;
declare function traced(tracing: unknown, name: string): void;

// Portable: Mastra's context is read only for `tracingContext?.currentSpan?.…`, ended through `?.`.
export const forecastTool = createTool({
  id: 'forecast',
  description: 'Forecast for a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ context, tracingContext }) => {
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

// Portable: renamed, read in a nested helper, a root span with children.
export const reportTool = createTool({
  id: 'report',
  description: 'Report on cities',
  inputSchema: z.object({ cities: z.array(z.string()) }),
  execute: async ({ context: { cities }, tracingContext: tracing }) => {
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

// Portable: a method; the current span read alone, then used through `?.`.
export const countTool = createTool({
  id: 'count',
  description: 'Count words',
  inputSchema: z.object({ text: z.string() }),
  async execute({ context, tracingContext }) {
    const parent = tracingContext?.currentSpan;
    const span = parent?.createChildSpan({ type: AISpanType.GENERIC, name: 'count' });
    const count = context.text.split(/\s+/).length;
    span?.end({ output: count, metadata: { words: count } });
    return count;
  },
});

// Portable: the whole argument, read by key.
export const echoTool = createTool({
  id: 'echo',
  description: 'Echo',
  inputSchema: z.object({ text: z.string() }),
  execute: async (args) => {
    const span = args.tracingContext?.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'echo' });
    span?.end({ output: args.context.text });
    return args.context.text;
  },
});

// Tied: read without `?.` (throws where there is no tracing context).
export const plainDot = createTool({
  id: 'plain-dot',
  description: 'Plain member',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ context, tracingContext }) => {
    tracingContext.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'plain' })?.end();
    return context.text;
  },
});

// Tied: `?.currentSpan` then a plain `.` (throws in Mastra untraced, not elsewhere).
export const spanDot = createTool({
  id: 'span-dot',
  description: 'Span member',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ context, tracingContext }) => {
    tracingContext?.currentSpan.createChildSpan({ type: AISpanType.GENERIC, name: 'span' })?.end();
    return context.text;
  },
});

// Tied: passed on.
export const passedOn = createTool({
  id: 'passed-on',
  description: 'Passed on',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ context, tracingContext }) => {
    traced(tracingContext, 'passed');
    return context.text;
  },
});

// Tied: another key of Mastra's context beside it.
export const withRuntime = createTool({
  id: 'with-runtime',
  description: 'With runtime context',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ context, tracingContext, runtimeContext }) => {
    tracingContext?.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'runtime' })?.end();
    return `${context.text} ${String(runtimeContext.get('user'))}`;
  },
});

// Tied: reassigned.
export const reassigned = createTool({
  id: 'reassigned',
  description: 'Reassigned',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ context, tracingContext }) => {
    tracingContext = tracingContext ?? { currentSpan: undefined };
    tracingContext?.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'reassigned' })?.end();
    return context.text;
  },
});

// Tied: compared, and `typeof`.
export const compared = createTool({
  id: 'compared',
  description: 'Compared',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ context, tracingContext }) => {
    if (tracingContext !== undefined && typeof tracingContext === 'object') return 'traced';
    return tracingContext?.currentSpan?.name ?? context.text;
  },
});

// Tied: another key read through `?.`, a default, destructured further, spread.
export const otherKey = createTool({
  id: 'other-key',
  description: 'Other key',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ context, tracingContext }) => `${context.text} ${String(tracingContext?.constructor)}`,
});
export const defaulted = createTool({
  id: 'defaulted',
  description: 'Defaulted',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ context, tracingContext = {} }) => tracingContext?.currentSpan?.name ?? context.text,
});
export const destructured = createTool({
  id: 'destructured',
  description: 'Destructured',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ context, tracingContext: { currentSpan } = {} }) => currentSpan?.name ?? context.text,
});
export const spread = createTool({
  id: 'spread',
  description: 'Spread',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ context, tracingContext }) => {
    traced({ ...tracingContext }, 'spread');
    return context.text;
  },
});

// Tied: the name bound again inside, and Mastra's second argument taken.
export const shadowed = createTool({
  id: 'shadowed',
  description: 'Shadowed',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ context, tracingContext }) => {
    const inner = (tracingContext?: { currentSpan?: { name: string } }) => tracingContext?.currentSpan?.name;
    return inner(undefined) ?? tracingContext?.currentSpan?.name ?? context.text;
  },
});
export const withOptions = createTool({
  id: 'with-options',
  description: 'With options',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ context, tracingContext }, options) => {
    tracingContext?.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'options' })?.end();
    return `${context.text} ${options?.toolCallId}`;
  },
});

// Tied: the whole argument, its tracing context read without `?.`, or another key read.
export const wholePlain = createTool({
  id: 'whole-plain',
  description: 'Whole, plain',
  inputSchema: z.object({ text: z.string() }),
  execute: async (args) => args.tracingContext.currentSpan?.name ?? args.context.text,
});
export const wholeOther = createTool({
  id: 'whole-other',
  description: 'Whole, other key',
  inputSchema: z.object({ text: z.string() }),
  execute: async (args) => {
    args.tracingContext?.currentSpan?.createChildSpan({ type: AISpanType.GENERIC, name: 'whole' })?.end();
    return `${args.context.text} ${args.threadId}`;
  },
});
