/**
 * Behaviour, not text: each fixture input is migrated with the mcp-sdk transform, and
 * the original and the migrated module (with the adapter module the CLI would write
 * for that SDK line) run side by side; fixture modules export `server` or `createServer`. Each server is connected to a real Client over InMemoryTransport;
 * `tools/list`, every `tools/call` (valid input, invalid input, a throwing handler) and
 * the notifications a call sends must be deep-equal.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport as InMemoryTransportV1 } from '@modelcontextprotocol/sdk/inMemory.js';
import { Client as ClientV2 } from '@modelcontextprotocol/client';
import { InMemoryTransport as InMemoryTransportV2 } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';
import { EquivalenceWorkspace } from './support/equivalence';

type Call = [tool: string, args?: Record<string, unknown>];

interface EquivalenceCase {
  fixture: string;
  calls: Call[];
  /** Arguments for the module's `createServer` (modules without one export `server`). */
  factoryArguments?: unknown[];
  major?: 1 | 2;
  /** Eject leaves some registration as it is (and reports it): `this` read, an unknown result type. */
  ejectLeavesSome?: true;
  /** The project's zod major as the runner knows it (a file without zod gets an import of it). */
  zodMajor?: number;
  /** Modules of the project the fixture imports (`<NN>-<case>.module.ts`), written beside it first. */
  modules?: string[];
}

/** Fixtures 97 (1.x) and 98 (2.x): the same tools, built by a template (`toMcpResult`) or not. */
const RESULT_TEMPLATE_CALLS: Call[] = [
  ['members', { channel: 'general' }],
  ['members', { channel: 'random' }],
  ['members', { channel: 'nope' }],
  ['members', { channel: 3 }],
  ['define', { word: 'mcp' }],
  ['define', { word: 'x' }],
  ['echo', { word: 'mcp' }],
  ['echo', { word: 'hi' }],
  ['render'],
  ['stats'],
  ['sizes'],
  ['roster'],
  ['forget', { word: 'all' }],
  ['forget', { word: 'x' }],
  ['noop'],
  ['pair'],
  ['pick', { mode: 'mcp' }],
  ['pick', { mode: 'word' }],
];

const cases: EquivalenceCase[] = [
  {
    fixture: '01-register-raw-shape.input.ts',
    calls: [['add', { a: 1, b: 2 }], ['add', { a: 1 }], ['add', { a: 'x' }], ['add']],
  },
  {
    fixture: '02-register-z-object.input.ts',
    calls: [
      ['greet', { name: 'Ann', excited: true }],
      ['greet', { name: 'Bo' }],
      ['greet', { name: '' }],
      ['shout', { word: 'hi' }],
      ['shout', { word: 'boom' }],
      ['shout', { word: 'hi', more: 1 }],
    ],
  },
  {
    fixture: '03-register-output-schema.input.ts',
    calls: [
      ['calculate-bmi', { weightKg: 70, heightM: 1.75 }],
      ['calculate-bmi', { weightKg: '70' }],
      ['divide', { a: 7, b: 2 }],
      ['divide', { a: 8, b: 2 }],
    ],
  },
  {
    fixture: '54-description-may-be-undefined.input.ts',
    calls: [
      ['get_weather', { city: 'Oslo' }],
      ['get_forecast', { city: 'Oslo' }],
    ],
  },
  {
    fixture: '101-empty-description.input.ts',
    calls: [['list_notes'], ['add_note', { text: 'milk' }], ['count_notes', { folder: 'home' }], ['clear_notes']],
  },
  {
    fixture: '102-v2-empty-description.input.ts',
    major: 2,
    calls: [['add_note', { text: 'milk' }], ['clear_notes']],
  },
  {
    fixture: '04-register-title-annotations-meta.input.ts',
    calls: [
      ['get_forecast', { city: 'Oslo' }],
      ['get_forecast', { city: 'Oslo', days: 9 }],
    ],
  },
  {
    fixture: '05-text-results.input.ts',
    calls: [
      ['describe_number', { n: -1 }],
      ['describe_number', { n: 4 }],
      ['describe_number', { n: 1001 }],
      ['describe_number', { n: 'x' }],
      ['echo_raw', { value: 'v' }],
    ],
  },
  {
    fixture: '06-mixed-content-kept.input.ts',
    calls: [
      ['render_chart', { title: 'Sales' }],
      ['render_chart', {}],
    ],
  },
  {
    fixture: '07-is-error-thrown.input.ts',
    calls: [
      ['read_file', { path: 'a.txt' }],
      ['read_file', { path: 'b.txt' }],
    ],
  },
  {
    fixture: '08-named-handler.input.ts',
    calls: [['look_up_user', { id: '7' }], ['look_up_user', {}], ['server_time'], ['uptime']],
  },
  {
    fixture: '09-extra-context.input.ts',
    calls: [['long_job', { steps: 2 }], ['long_job', { steps: 9 }], ['whoami'], ['ping']],
  },
  {
    fixture: '10-factory-function.input.ts',
    factoryArguments: ['pre'],
    calls: [['greet', { name: 'Ann' }], ['prefix'], ['greet', { name: 3 }]],
  },
  {
    fixture: '11-v2-package.input.ts',
    major: 2,
    calls: [
      ['add', { a: 1, b: 2 }],
      ['add', { a: 'one' }],
      ['greet', {}],
      ['greet', { name: 'Ann' }],
      ['greet', { name: 1 }],
      ['session'],
    ],
  },
  {
    fixture: '12-dotted-names.input.ts',
    calls: [['files/read', { path: '/etc/x' }], ['db.query', { sql: 'select 1' }], ['delete', {}], ['delete']],
  },
  {
    fixture: '16-javascript.input.js',
    calls: [
      ['echo', { message: 'hi' }],
      ['echo', {}],
      ['fail', { reason: 'nope' }],
    ],
  },
  { fixture: '17-tool-name-callback.input.ts', calls: [['ping'], ['ping', { extra: 1 }]] },
  { fixture: '19-tool-name-shape-callback.input.ts', calls: [['square', { n: 3 }], ['square', { n: 'x' }], ['now']] },
  {
    fixture: '22-tool-shape-annotations-callback.input.ts',
    calls: [
      ['negate', { n: 2 }],
      ['negate', {}],
    ],
  },
  { fixture: '18-tool-description-callback.input.ts', calls: [['session_info'], ['session_info', { ignored: true }]] },
  {
    fixture: '20-tool-description-shape-callback.input.ts',
    calls: [['multiply', { a: 3, b: 4 }], ['multiply', { a: 3 }], ['reset', {}], ['reset']],
  },
  { fixture: '21-tool-description-annotations-callback.input.ts', calls: [['list_regions']] },
  {
    fixture: '23-tool-description-shape-annotations-callback.input.ts',
    calls: [
      ['delete_item', { id: '3f1c8a8e-8f5e-4a8e-9d57-0c7f0b1e2d3c' }],
      ['delete_item', { id: 'nope' }],
    ],
  },
  {
    fixture: '26-comments.input.ts',
    calls: [
      ['define', { word: 'mcp' }],
      ['define', { word: 'mcp', lang: 'fr' }],
    ],
  },
  { fixture: '28-placements.input.ts', calls: [['lookup', { key: 'k' }], ['first'], ['second']] },
  {
    fixture: '29-try-catch.input.ts',
    calls: [
      ['parse_json', { text: '{}' }],
      ['parse_json', { text: '{' }],
      ['parse_number', { text: '42' }],
      ['parse_number', { text: 'x' }],
      ['stats', { count: 3 }],
      ['stats', { count: 101 }],
    ],
  },
  { fixture: '30-crlf.input.ts', calls: [['echo', { text: 'hi' }]] },
  {
    fixture: '32-kept-results.input.ts',
    calls: [['dump'], ['answer', { yes: true }], ['answer', { yes: false }], ['counter'], ['note'], ['nothing']],
  },
  {
    fixture: '33-manual-handlers.input.ts',
    calls: [['enable_extra', { name: 'extra_tool' }], ['extra_tool'], ['count_args'], ['self']],
  },
  {
    // `this.tool(...)` / `this.registerTool(...)` inside `class ... extends McpServer`.
    fixture: '37-mcp-server-subclass.input.ts',
    factoryArguments: ['F'],
    calls: [
      ['ping'],
      ['forecast', { city: 'Oslo' }],
      ['forecast', {}],
      ['convert', { celsius: 100 }],
      ['convert', { celsius: 'hot' }],
      ['unit'],
      ['count'],
      ['count'],
    ],
  },
  {
    // Schemas by reference: a constant raw shape, a zod object's `.shape`, calls returning a schema or a raw shape.
    fixture: '42-schema-by-reference.input.ts',
    calls: [
      ['greet', { name: 'Ann' }],
      ['greet', {}],
      ['read', { path: '/a' }],
      ['read', { path: 1 }],
      ['search', { query: 'mcp' }],
      ['search', { query: 'x' }],
      ['locate', { projectRoot: '/repo' }],
      ['locate', { projectRoot: '' }],
      ['locate', {}],
    ],
  },
  {
    // `const config = {...}` moved into the tool; a name held in a constant.
    fixture: '43-config-constant.input.ts',
    calls: [
      ['echo', { message: 'hi' }],
      ['echo', {}],
      ['first', { n: 2 }],
      ['second', { n: 2 }],
    ],
  },
  {
    fixture: '41-name-from-const.input.ts',
    calls: [
      ['echo', { text: 'hi' }],
      ['echo', {}],
    ],
  },
  {
    // Names computed at run time, kept as written.
    fixture: '46-computed-names.input.ts',
    factoryArguments: ['fetch_page'],
    calls: [
      ['fetch_page', { url: 'u' }],
      ['to_cm', { value: 2 }],
      ['to_in', { value: 'x' }],
    ],
  },
  {
    // Handlers annotated with the MCP result type: the annotation follows the unwrapped results.
    fixture: '50-annotated-handler-results.input.ts',
    calls: [
      ['echo', { message: '' }],
      ['echo', { message: 'hi' }],
      ['shout', { word: 'hey' }],
      ['stats', { word: 'four' }],
      ['kept', { word: 'x' }],
    ],
  },
  {
    fixture: '51-annotation-import-pruned.input.ts',
    calls: [['echo', { message: 'hi' }]],
  },
  {
    fixture: '52-context-parameter-types.input.ts',
    calls: [['session'], ['request', { id: 'r1' }], ['notify', { text: 'hello' }]],
  },
  {
    // An McpAgent-style class field, a wrapper typed McpServer, `X.shape` and raw shapes decided by type (the type oracle).
    fixture: '58-typed-receivers-and-shapes.input.ts',
    calls: [
      ['add', { a: 1, b: 2 }],
      ['add', { a: 'x' }],
      ['subtract', { a: 5, b: 3 }],
      ['search', { query: 'q' }],
      ['search', { query: 'q', limit: 3 }],
      ['search', { limit: 3 }],
      ['lookup', { id: 'abc' }],
      ['lookup', { id: '' }],
      ['filter', { tag: 'news' }],
      ['filter', { tag: 1 }],
      ['find', { id: 'x' }],
    ],
  },
  {
    fixture: '53-output-schema-with-kept-results.input.ts',
    calls: [
      ['weather', { city: 'Oslo' }],
      ['read_text', { path: 'a.txt' }],
      ['sum', { a: 1, b: 2 }],
      ['sum', { a: 'x' }],
    ],
  },
  {
    // Texts that are strings by their declared type; error results that the SDK rebuilds from a throw.
    fixture: '80-typed-text-and-error-results.input.ts',
    calls: [
      ['temperature', { celsius: 21.25 }],
      ['weather', { city: 'Oslo' }],
      ['listing', { words: ['a', 'b'], raw: true }],
      ['listing', { words: [], raw: false }],
      ['listing', { words: ['a', 'b'], raw: false }],
      ['divide', { a: 1, b: 0 }],
      ['divide', { a: -1, b: 2 }],
      ['divide', { a: 7, b: 2 }],
      ['ratio', { a: 1, b: 0 }],
      ['ratio', { a: 3, b: 4 }],
      ['parse', { text: '' }],
      ['parse', { text: '12' }],
      ['flagged', { word: 'hey' }],
    ],
  },
  {
    fixture: '81-v2-error-results.input.ts',
    major: 2,
    calls: [
      ['ratio', { a: 1, b: 0 }],
      ['ratio', { a: 1, b: 4 }],
      ['sum', { values: [] }],
      ['sum', { values: [1, 2] }],
      ['sum', { values: ['x'] }],
    ],
  },
  {
    fixture: '82-input-field-texts.input.ts',
    calls: [
      ['echo', { text: 'hi' }],
      ['echo', { text: 5 }],
      ['mood', { mood: 'calm', name: 'Ann' }],
      ['mood', { mood: 'angry', name: 'Ann' }],
      ['mood', { mood: 'bored', name: 'Ann' }],
      ['mood', { mood: 'calm', name: '' }],
      ['shout', { word: '  hey ' }],
    ],
  },
  {
    fixture: '83-v2-input-field-texts.input.ts',
    major: 2,
    calls: [
      ['greet', { name: 'Ann', tone: 'warm' }],
      ['greet', { name: 'Ann', tone: 'cold' }],
      ['greet', { name: '', tone: 'warm' }],
    ],
  },
  {
    fixture: '84-error-result-expression-body.input.ts',
    calls: [['refuse', { reason: 'no' }], ['refuse', {}], ['closed']],
  },
  {
    fixture: '85-v2-error-result-expression-body.input.ts',
    major: 2,
    calls: [['refuse', { reason: 'no' }], ['refuse', { reason: 1 }], ['closed']],
  },
  {
    fixture: '105-spread-shape-zod-after.input.ts',
    factoryArguments: ['secret'],
    calls: [
      ['research', { subject: 'mcp', authToken: 't', depth: 2 }],
      ['research', { subject: 'mcp' }],
      ['research', { subject: 1, authToken: 't' }],
    ],
  },
  {
    fixture: '105-spread-shape-zod-after.input.ts',
    calls: [
      ['research', { subject: 'mcp' }],
      ['research', { depth: 'deep' }],
    ],
  },
  {
    fixture: '86-spread-raw-shape.input.ts',
    calls: [
      ['list_records', { baseId: 'b', tableId: 't', maxRecords: 2 }],
      ['list_records', { baseId: 'b' }],
      ['count_records', { baseId: 'b', tableId: 't' }],
      ['count_records', { tableId: 1 }],
      ['configure', { verbose: true }],
    ],
  },
  {
    fixture: '87-abort-signal-only.input.ts',
    calls: [
      ['count', { upTo: 3 }],
      ['wait', { ms: 1 }],
      ['state'],
      ['inner', { label: 'x' }],
      ['notify', { steps: 1 }],
      ['whole', { a: 'a' }],
      ['destructured'],
      ['reassigned', { a: 'x' }],
      ['shadowed', { a: 's' }],
    ],
  },
  {
    fixture: '88-v2-abort-signal-only.input.ts',
    major: 2,
    calls: [['scan', { pages: 2 }], ['logged', { pages: 1 }], ['v1-style']],
  },
  {
    fixture: '90-helper-results.input.ts',
    calls: [
      ['echo', { text: 'hi' }],
      ['echo', { text: 1 }],
      ['shout', { word: 'hey' }],
      ['divide', { a: 1, b: 4 }],
      ['divide', { a: 1, b: 0 }],
      ['sum', { values: [1, 2, 3] }],
      ['sum', { values: [] }],
      ['add', { item: 'milk' }],
      ['greet', { name: 'Ann' }],
      ['loud', { word: 'hey' }],
      ['logged', { word: 'hey' }],
      ['note', { note: 'n' }],
      ['note', {}],
      ['trimmed', { word: ' hey ' }],
      ['twice', { name: 'Bo' }],
      ['late', { word: 'hey' }],
    ],
  },
  {
    fixture: '92-private-method-helper.input.ts',
    calls: [
      ['echo', { word: 'hi' }],
      ['echo', { word: 1 }],
      ['shout', { word: 'hey' }],
      ['later', { word: 'hey' }],
      ['public', { word: 'hey' }],
    ],
  },
  {
    fixture: '94-empty-shape-no-zod.input.ts',
    zodMajor: 4,
    calls: [['ping'], ['ping', { extra: 1 }], ['status', {}], ['status', { a: 1, b: 2 }]],
  },
  {
    fixture: '93-v2-empty-shape-no-zod.input.ts',
    major: 2,
    zodMajor: 4,
    calls: [['ping'], ['ping', { extra: 1 }], ['status', {}], ['status', { a: 1, b: 2 }]],
  },
  {
    fixture: '95-text-result-helpers.input.ts',
    modules: ['95-text-result-helpers.module.ts'],
    calls: [
      ['list_addons', { app: 'web' }],
      ['list_addons', { app: 'fail' }],
      ['list_addons', { app: 'unknown' }],
      ['list_addons', { app: 'quiet' }],
      ['count', { count: 0 }],
      ['count', { count: 1 }],
      ['count', { count: 3 }],
      ['count', { count: -2 }],
      ['fail', { reason: 'nope' }],
      ['record', { name: 'Ann' }],
      ['guarded', { app: 'fail' }],
      ['guarded', { app: 'web' }],
      ['later', { text: 'x' }],
      ['sometimes', { text: 'x' }],
      ['replaceable', { text: 'x' }],
      ['meta', { text: 'x' }],
      ['untyped', { text: 'x' }],
      ['method', { text: 'x' }],
    ],
  },
  {
    fixture: '97-result-templates.input.ts',
    // `pick` may end without a result (a `switch`): eject leaves it (it kept its results too).
    ejectLeavesSome: true,
    calls: RESULT_TEMPLATE_CALLS,
  },
  {
    fixture: '98-v2-result-templates.input.ts',
    // `pick` may end without a result (a `switch`): eject leaves it (it kept its results too).
    ejectLeavesSome: true,
    major: 2,
    calls: RESULT_TEMPLATE_CALLS,
  },
  {
    fixture: '100-inferred-string-functions.input.ts',
    calls: [
      ['pokemon', { name: 'pika' }],
      ['count', { count: -1 }],
      ['count', { count: 0 }],
      ['count', { count: 1 }],
      ['count', { count: 5 }],
      ['greet', { name: 'Ann' }],
      ['maybe', { flag: true }],
      ['maybe', { flag: false }],
      ['echo', { value: 'x' }],
      ['countdown', { n: 2 }],
      ['pick', { flag: true }],
      ['pick', { flag: false }],
      ['typed', { n: 3 }],
      ['replaced', { n: 3 }],
      ['promise', { name: 'Ann' }],
    ],
  },
  {
    fixture: '96-v2-text-result-helpers.input.ts',
    major: 2,
    modules: ['95-text-result-helpers.module.ts'],
    calls: [
      ['cli', { output: 'done' }],
      ['cli', { output: '' }],
      ['cli', { output: 'x is not a command' }],
      ['count', { count: 5 }],
      ['count', { count: 500 }],
      ['fail', { reason: 'nope' }],
      ['untyped', { text: 'x' }],
    ],
  },
  {
    fixture: '91-v2-helper-results.input.ts',
    major: 2,
    calls: [
      ['lookup', { code: 'a' }],
      ['lookup', { code: 'z' }],
      ['parse', { raw: '12' }],
      ['parse', { raw: '{' }],
    ],
  },
];

const fixturesDirectory = path.join(__dirname, '..', '..', '__testfixtures__', 'mcp-sdk');

// One workspace per SDK line: each holds the adapter module that line's projects get.
const workspaces = {
  1: new EquivalenceWorkspace('mcp-v1'),
  2: new EquivalenceWorkspace('mcp-v2'),
};
// The SDK warns, in five console.warn lines, about a tool name with '/', which case 12 registers on purpose:
// that warning is dropped (once per client, it filled the test output); any other warning still shows.
const warn = console.warn.bind(console);
let inNameWarning = false;
beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const text = String(args[0]);
    if (text.startsWith('Tool name validation warning')) inNameWarning = true;
    if (!inNameWarning) warn(...args);
    if (text.startsWith('See SEP: Specify Format for Tool Names')) inNameWarning = false;
  });
  workspaces[1].writeAdapterModule({
    frameworks: ['mcp-sdk'],
    packages: { '@modelcontextprotocol/sdk': '1.32.2', zod: '4.6.7' },
    // What the migrated files import besides the adapter (a context read only for its abort signal, a helper's text).
    names: ['abortSignalOf', 'textOfMcpResult'],
  });
  workspaces[2].writeAdapterModule({
    frameworks: ['mcp-sdk'],
    packages: { '@modelcontextprotocol/server': '2.4.0', zod: '4.6.7' },
    // What the migrated files import besides the adapter (a context read only for its abort signal, a helper's text).
    names: ['abortSignalOf', 'textOfMcpResult'],
  });
});
afterAll(() => {
  vi.restoreAllMocks();
  Object.values(workspaces).forEach((workspace) => workspace.dispose());
});

interface Session {
  listTools(): Promise<unknown>;
  callTool(call: Call): Promise<unknown>;
  /** Calls, then cancels the call once it has started (the client's AbortSignal); resolves when it is rejected. */
  cancelTool(call: Call, reason: string): Promise<void>;
  notifications: unknown[];
  close(): Promise<void>;
}

interface ServerLike {
  connect(transport: never): Promise<void>;
  close(): Promise<void>;
}

interface FixtureModule {
  createServer?: (...args: unknown[]) => ServerLike;
  server?: ServerLike;
}

async function connect(module: FixtureModule, testCase: EquivalenceCase): Promise<Session> {
  const server = module.createServer ? module.createServer(...(testCase.factoryArguments ?? [])) : module.server!;
  const major = testCase.major ?? 1;
  const [clientTransport, serverTransport] =
    major === 1 ? InMemoryTransportV1.createLinkedPair() : InMemoryTransportV2.createLinkedPair();
  await server.connect(serverTransport as never);
  const client =
    major === 1 ? new ClientV1({ name: 'eq', version: '1.0.0' }) : new ClientV2({ name: 'eq', version: '1.0.0' });
  const notifications: unknown[] = [];
  client.fallbackNotificationHandler = async (notification: unknown) => {
    notifications.push(notification);
  };
  await client.connect(clientTransport as never);
  return {
    listTools: () => client.listTools(),
    callTool: ([name, args]) =>
      client
        .callTool({ name, ...(args !== undefined && { arguments: args }) })
        .catch((error: Error) => ({ thrown: error.message })),
    cancelTool: async ([name, args], reason) => {
      const controller = new AbortController();
      const params = { name, ...(args !== undefined && { arguments: args }) };
      // 1.x takes a result schema before the options; 2.x the options alone.
      const options = { signal: controller.signal };
      const called =
        major === 1
          ? (client as ClientV1).callTool(params, undefined, options)
          : (client as ClientV2).callTool(params, options);
      setTimeout(() => controller.abort(reason), 50);
      await expect(called).rejects.toThrow();
    },
    notifications,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}

describe('mcp-sdk migration keeps what the client sees', () => {
  it(`has at least 8 cases (${cases.length})`, () => expect(cases.length).toBeGreaterThanOrEqual(8));

  for (const testCase of cases) {
    it(testCase.fixture.replace(/\.input\.[a-z]+$/, ''), async () => {
      const source = readFileSync(path.join(fixturesDirectory, testCase.fixture), 'utf8');
      const frameworkVersions = testCase.zodMajor === undefined ? undefined : { zod: testCase.zodMajor };
      const workspace = workspaces[testCase.major ?? 1];
      for (const module of testCase.modules ?? [])
        writeFileSync(path.join(workspace.directory, module), readFileSync(path.join(fixturesDirectory, module)));
      const pair = await workspaces[testCase.major ?? 1].migrate<FixtureModule>(source, mcpSdkFrontEnd, {
        frameworkVersions,
      });
      expect(pair.migratedSource).toContain('registerMcpTool(');
      // Every registration comes back native (results written out where the types prove them), unless listed.
      if (!testCase.ejectLeavesSome) expect(pair.ejectedSource).not.toContain('registerMcpTool(');
      const original = await connect(pair.original, testCase);
      const migrated = await connect(pair.migrated, testCase);
      // The way back: eject(migrate(original)) is served and called the same too.
      const ejected = await connect(pair.ejected, testCase);
      try {
        const tools = await original.listTools();
        expect(await migrated.listTools()).toEqual(tools);
        expect(await ejected.listTools()).toEqual(tools);
        for (const call of testCase.calls) {
          const expected = await original.callTool(call);
          const actual = await migrated.callTool(call);
          // Byte for byte: the same keys in the same order, none `undefined` on one side only.
          expect(JSON.stringify(actual), `${call[0]}(${JSON.stringify(call[1])})`).toBe(JSON.stringify(expected));
          expect(actual).toEqual(expected);
          const ejectedResult = await ejected.callTool(call);
          expect(JSON.stringify(ejectedResult), `ejected ${call[0]}(${JSON.stringify(call[1])})`).toBe(
            JSON.stringify(expected),
          );
        }
        expect(migrated.notifications).toEqual(original.notifications);
        expect(ejected.notifications).toEqual(original.notifications);
      } finally {
        await original.close();
        await migrated.close();
        await ejected.close();
      }
    });
  }

  // The client cancels a call: the SDK aborts the handler's signal, which the migrated tool reads by abortSignalOf.
  const cancellations = [
    { fixture: '87-abort-signal-only.input.ts', call: ['wait', { ms: 60_000 }], record: 'cancelled' },
    { fixture: '88-v2-abort-signal-only.input.ts', call: ['scan', { pages: 2_000 }], record: 'stopped', major: 2 },
  ] as const;
  for (const { fixture, call, record, ...rest } of cancellations) {
    it(`${fixture.replace(/\.input\.ts$/, '')}: a cancelled call aborts the signal the migrated tool reads`, async () => {
      const testCase: EquivalenceCase = { fixture, calls: [], ...rest };
      const source = readFileSync(path.join(fixturesDirectory, fixture), 'utf8');
      const pair = await workspaces[testCase.major ?? 1].migrate<FixtureModule>(source, mcpSdkFrontEnd);
      expect(pair.migratedSource).toContain('abortSignalOf(');
      const seen = async (module: FixtureModule) => {
        const stops = (module as Record<string, string[]>)[record]!;
        const session = await connect(module, testCase);
        try {
          await session.cancelTool([...call], 'the client gave up');
          await vi.waitFor(() => expect(stops.length).toBe(1), { timeout: 5_000 });
          return [...stops];
        } finally {
          await session.close();
        }
      };
      const original = await seen(pair.original);
      expect(original).toEqual(['the client gave up']);
      expect(await seen(pair.migrated)).toEqual(original);
    });
  }

  for (const major of [1, 2] as const) {
    it(`the migrated ${major}.x modules type-check (strict) like the originals, against the real SDK`, () => {
      const { status, output } = workspaces[major].typeCheck();
      expect(output).toBe('');
      expect(status).toBe(0);
    }, 240_000);
  }
});
