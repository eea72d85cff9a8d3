// The "pack and run" step: the project's package as its users get it. `npm pack` (or the project's
// own pack command), the tarball installed into an empty folder without dev dependencies, then its
// entry point run: an MCP server's bin spoken to over stdio, a module imported, or a command.
// A module that imports a devDependency at run time passes the project's tests and fails here.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errorExcerpt } from './errors.mjs';
import { peerEnv, run } from './exec.mjs';

const DEFAULT_PACK = 'npm pack --silent --pack-destination';

/** The three requests an MCP client opens with: initialize, its notification, tools/list. */
export const MCP_HANDSHAKE = [
  {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'peers-check', version: '1.0.0' } },
  },
  { jsonrpc: '2.0', method: 'notifications/initialized' },
  { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} },
];

/** Stable JSON: object keys sorted, so the same contract always prints the same text. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const digest = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * What an MCP server answered on stdout (one JSON-RPC message a line): its tools/list result as
 * names and a fingerprint of what the model sees (name, description, input and output schemas).
 */
export function readToolsList(stdout) {
  const message = toolsListAnswer(stdout);
  if (!message) return { ok: false, detail: 'no answer to tools/list' };
  if (message.error) return { ok: false, detail: `tools/list error: ${message.error.message}` };
  const tools = message.result?.tools;
  if (!Array.isArray(tools)) return { ok: false, detail: 'tools/list answered without a tools array' };
  const contract = tools
    .map(({ name, description, inputSchema, outputSchema }) => ({ name, description, inputSchema, outputSchema }))
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return {
    ok: true,
    detail: `${tools.length} tools`,
    names: contract.map((tool) => tool.name),
    fingerprint: digest(canonical(contract)),
  };
}

/** The JSON-RPC message answering tools/list (id 2) among the lines of stdout, if there is one yet. */
function toolsListAnswer(stdout) {
  for (const line of stdout.split('\n')) {
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      continue; // a log line
    }
    if (message?.id === 2) return message;
  }
  return undefined;
}

/** The entry point's check, by kind; returns { ok, detail, fingerprint?, names? } and the raw run for the log. */
async function runEntryPoint(spec, appDir, env, timeoutMs) {
  if (spec.kind === 'mcp-stdio') {
    const result = await run(`./node_modules/.bin/${spec.bin}${spec.args ? ` ${spec.args}` : ''}`, {
      cwd: appDir,
      env,
      timeoutMs,
      input: MCP_HANDSHAKE.map((message) => `${JSON.stringify(message)}\n`).join(''),
      until: (stdout) => toolsListAnswer(stdout) !== undefined,
    });
    return { result, check: readToolsList(result.stdout) };
  }
  if (spec.kind === 'import') {
    // The module's export names are its fingerprint: a migration must not add or drop one.
    const script = `import(${JSON.stringify(spec.specifier)}).then((m) => console.log(JSON.stringify(Object.keys(m).sort())))`;
    const result = await run(`node --input-type=module -e ${JSON.stringify(script)}`, { cwd: appDir, env, timeoutMs });
    const ok = result.code === 0 && !result.timedOut;
    const names = ok ? JSON.parse(result.stdout.trim().split('\n').pop() ?? '[]') : [];
    return {
      result,
      check: ok
        ? { ok, detail: `${names.length} exports`, names, fingerprint: digest(names.join(',')) }
        : { ok, detail: 'import failed' },
    };
  }
  if (spec.kind === 'command') {
    const result = await run(spec.command, { cwd: appDir, env, timeoutMs });
    const ok = result.code === 0 && !result.timedOut && (!spec.expect || new RegExp(spec.expect).test(result.output));
    return { result, check: { ok, detail: ok ? 'ran' : 'command failed' } };
  }
  throw new Error(`packAndRun.run.kind ${spec.kind}: use mcp-stdio, import or command`);
}

/**
 * Packs the project (after its build), installs the tarball into `workDir`/app without dev
 * dependencies, and runs its entry point. Returns a gate-shaped result for the verdict.
 */
export async function packAndRun(spec, tree, workDir, { timeoutMs, log, env: baseEnv = peerEnv() }) {
  const started = Date.now();
  const packageDir = path.join(tree, spec.dir ?? '.');
  const env = { ...baseEnv, ...spec.env };
  const steps = [];
  const fail = (detail) => ({
    passed: false,
    timedOut: false,
    errors: undefined,
    ms: Date.now() - started,
    detail,
    excerpt: errorExcerpt(steps.at(-1)?.output ?? ''),
    signatures: [],
  });
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });

  if (spec.build) {
    const built = await run(spec.build, { cwd: packageDir, timeoutMs, env: baseEnv });
    steps.push(built);
    if (built.code !== 0 || built.timedOut) return { ...fail('build failed'), steps };
  }
  const packed = await run(`${spec.pack ?? DEFAULT_PACK} ${JSON.stringify(workDir)}`, {
    cwd: packageDir,
    timeoutMs,
    env: baseEnv,
  });
  steps.push(packed);
  const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
  if (packed.code !== 0 || !tarball) return { ...fail('pack failed'), steps };

  const appDir = path.join(workDir, 'app');
  mkdirSync(appDir);
  writeFileSync(path.join(appDir, 'package.json'), '{ "name": "peers-pack-and-run", "private": true }\n');
  const installed = await run(
    `npm install --omit=dev --no-audit --no-fund ${spec.installFlags ?? ''} ${JSON.stringify(path.join(workDir, tarball))}`,
    { cwd: appDir, timeoutMs, env: baseEnv },
  );
  steps.push(installed);
  if (installed.code !== 0 || installed.timedOut) return { ...fail('install of the tarball failed'), steps };

  const { result, check } = await runEntryPoint(spec.run, appDir, env, timeoutMs);
  steps.push(result);
  log?.(`    pack-and-run: ${check.ok ? 'ok' : 'FAILED'}, ${check.detail}`);
  if (!check.ok) return { ...fail(check.detail), steps };
  return {
    passed: true,
    timedOut: false,
    errors: 0,
    ms: Date.now() - started,
    detail: check.detail,
    names: check.names,
    fingerprint: check.fingerprint,
    excerpt: '',
    signatures: [],
    steps,
  };
}
