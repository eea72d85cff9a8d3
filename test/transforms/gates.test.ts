/**
 * The front ends' gates (`FrontEnd.mayDefine`, `mayHaveFacts`): the engine skips a file for
 * a front end whose gate is false, so a gate that is too narrow would silently leave a
 * definition. Every fixture input must give the same result with the gates as without.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { transformSource } from '../../transforms/lib/engine';
import { cannotMatch } from '../../transforms/lib/gates';
import { indexFile } from '../../transforms/lib/file-index';
import { allFrontEnds, frontEndsById } from '../../transforms/registry';

const fixturesRoot = path.join(__dirname, '..', '..', '__testfixtures__');

function inputs(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return inputs(full);
    return /\.(input\.)?[cm]?[jt]sx?$/.test(entry.name) && !/\.output\./.test(entry.name) ? [full] : [];
  });
}

const fixtureInputs = inputs(fixturesRoot).map((file) => path.relative(fixturesRoot, file));

describe('gated and ungated runs agree', () => {
  it('covers every transform folder', () => {
    for (const id of Object.keys(frontEndsById))
      expect(fixtureInputs.some((file) => file.startsWith(`${id}/`))).toBe(true);
  });

  it.each(fixtureInputs)('%s', (file) => {
    const source = readFileSync(path.join(fixturesRoot, file), 'utf8');
    const filePath = path.join(fixturesRoot, file);
    const gated = transformSource(source, filePath, allFrontEnds);
    const ungated = transformSource(source, filePath, allFrontEnds, { ignoreGates: true });
    // A front end the gate keeps out reads no facts: fewer files need the run's second pass.
    const { askedFacts: gatedAsked, ...gatedResult } = gated;
    const { askedFacts: ungatedAsked, ...ungatedResult } = ungated;
    expect(gatedResult).toEqual(ungatedResult);
    for (const asked of gatedAsked ?? []) expect(ungatedAsked).toContainEqual(asked);
  });
});

const index = (source: string) => indexFile(parse(source, { sourceType: 'module', plugins: ['typescript'] }).program);

describe('the gates', () => {
  it('let a file through when it binds a defining export, a namespace or the whole module', () => {
    expect(frontEndsById['ai-sdk'].mayDefine(index("import { tool as t } from 'ai';"))).toBe(true);
    expect(frontEndsById['ai-sdk'].mayDefine(index("import * as ai from 'ai';"))).toBe(true);
    expect(frontEndsById['ai-sdk'].mayDefine(index("const ai = require('ai');"))).toBe(true);
    expect(frontEndsById['ai-sdk'].mayDefine(index("async function f() { await import('ai'); }"))).toBe(true);
    expect(frontEndsById.langchain.mayDefine(index("import { StructuredTool } from '@langchain/core/tools';"))).toBe(
      true,
    );
    expect(frontEndsById.mastra.mayDefine(index("import { createTool } from '@mastra/core/tools';"))).toBe(true);
    expect(frontEndsById.genkit.mayDefine(index("import { ai } from './genkit'; ai.defineTool({}, f);"))).toBe(true);
    expect(frontEndsById['mcp-sdk'].mayDefine(index('this.server?.registerTool("x", {}, f);'))).toBe(true);
  });

  it('keep out a file that only uses the framework otherwise', () => {
    expect(frontEndsById['ai-sdk'].mayDefine(index("import { generateText, type Tool } from 'ai';"))).toBe(false);
    expect(
      frontEndsById['ai-sdk'].mayDefine(index("import type { tool } from 'ai'; import { tool as z } from 'x';")),
    ).toBe(false);
    expect(frontEndsById.langchain.mayDefine(index("import { ChatOpenAI } from 'langchain'; tool();"))).toBe(false);
    expect(frontEndsById.mastra.mayDefine(index("import { Agent } from '@mastra/core/agent';"))).toBe(false);
    expect(frontEndsById.genkit.mayDefine(index("import { genkit } from 'genkit'; ai.defineFlow({}, f);"))).toBe(false);
    expect(
      frontEndsById['mcp-sdk'].mayDefine(
        index("import { Client } from '@modelcontextprotocol/sdk/client'; c.callTool();"),
      ),
    ).toBe(false);
  });

  it('find facts only where they can be', () => {
    // A record key is a fact about a tool imported by name from a relative module.
    const aiFacts = (source: string) => frontEndsById['ai-sdk'].mayHaveFacts!(index(source));
    expect(aiFacts("import { weather } from './weather';\nf({ tools: { get_weather: weather } });")).toBe(true);
    expect(aiFacts("import { weather } from './weather';\nf({ tools: [weather] });")).toBe(false);
    expect(aiFacts('f({ tools: { get_weather: weather } });')).toBe(false);
    expect(aiFacts("import weather from './weather';\nf({ tools: { get_weather: weather } });")).toBe(false);
    expect(aiFacts("import * as all from './tools';\nf({ tools: { get_weather: all.weather } });")).toBe(false);
    expect(aiFacts("import { weather } from 'weather-tools';\nf({ tools: { get_weather: weather } });")).toBe(false);
    // The imported name must be a property's whole value: a call, a member or a shorthand gives no key.
    expect(aiFacts("import { weather as w } from './weather';\nf({ tools: { get_weather: (w) } });")).toBe(true);
    expect(aiFacts("import { weather } from './weather';\nf({ tools: { get_weather: weather() } });")).toBe(false);
    expect(aiFacts("import { weather } from './weather';\nf({ tools: { weather } });")).toBe(false);
    expect(aiFacts("import { run } from './run';\nf({ tools: { web: xai.tools.webSearch() } });")).toBe(false);
    expect(frontEndsById.genkit.mayHaveFacts!(index("import { genkit } from 'genkit';"))).toBe(true);
    expect(frontEndsById.genkit.mayHaveFacts!(index("import { z } from 'genkit';"))).toBe(false);
  });
});

describe('the text test before the parse (`definitionHints`)', () => {
  // The gates look for these very names, so a file a gate lets through always passes the text test.
  it.each(fixtureInputs)('passes every fixture input a gate lets through: %s', (file) => {
    const source = readFileSync(path.join(fixturesRoot, file), 'utf8');
    let fileIndex;
    try {
      fileIndex = index(source);
    } catch {
      return; // JSX and other syntax the plain test parser does not take: the run above covers them
    }
    for (const frontEnd of allFrontEnds) {
      const gated = frontEnd.mayDefine(fileIndex) || (frontEnd.mayHaveFacts?.(fileIndex) ?? false);
      if (gated && frontEnd.textHints.some((hint) => source.includes(hint)))
        expect(cannotMatch(source, [frontEnd]), `${frontEnd.framework.id}`).toBe(false);
    }
  });

  it('does not parse a file that uses a framework but names nothing a definition needs', () => {
    const broken = "import { generateText } from 'ai';\nconst x = ;\n";
    expect(transformSource(broken, 'a.ts', allFrontEnds)).toEqual({ tools: [], diagnostics: [] });
    // The same file with a definition's name in it is parsed (and its syntax error reported).
    const named = "import { generateText, tool } from 'ai';\nconst x = ;\n";
    expect(transformSource(named, 'a.ts', allFrontEnds).error?.reason).toBe('syntax-error');
    const loaded = "const ai = await import('ai');\nconst x = ;\n";
    expect(transformSource(loaded, 'a.ts', allFrontEnds).error?.reason).toBe('syntax-error');
  });

  it('wants a name whole: `tool` in `toolChoice` or `toolCallId` is not a reason to parse', () => {
    const ai = [frontEndsById['ai-sdk']];
    const uses =
      "import { generateText } from 'ai';\nawait generateText({ toolChoice: 'auto', onStepFinish: (s) => s.toolCallId });\n";
    expect(cannotMatch(uses, ai)).toBe(true);
    for (const defines of [
      "import { tool as t } from 'ai';\n",
      "const ai = require('ai');\nai.tool({});\n",
      "import * as ai from 'ai';\nai['tool']({});\n",
      "import * as ai from 'ai';\nimport { $tool } from './x';\nconst y = tool$1 ?? $tool ?? ai.tool;\n",
    ])
      expect(cannotMatch(defines, ai), defines).toBe(false);
    // The fact hint too: a `tools` record is a fact, `toolsets` is not.
    expect(
      cannotMatch(
        "import { generateText } from 'ai';\nimport { a } from './a';\ngenerateText({ tools: { b: a } });\n",
        ai,
      ),
    ).toBe(false);
    expect(cannotMatch("import { generateText } from 'ai';\ngenerateText({ tools: { b: a } });\n", ai)).toBe(true);
    expect(cannotMatch("import { generateText } from 'ai';\ngenerateText({ toolsets });\n", ai)).toBe(true);
    // Text that is not a name is looked for anywhere.
    expect(cannotMatch("import { genkit } from 'genkit';\nconst x=genkit({});\n", [frontEndsById.genkit])).toBe(false);
  });

  it('keeps a file whose only link to the others is a fact hint', () => {
    const source = "import { genkit } from 'genkit';\nexport const ai = genkit({ plugins: [] });\n";
    expect(cannotMatch(source, [frontEndsById.genkit])).toBe(false);
    expect(cannotMatch("import { genkit } from 'genkit';\nexport const x = 1;\n", [frontEndsById.genkit])).toBe(true);
  });
});
