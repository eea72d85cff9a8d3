// Runs one shell command in a peer project, with a timeout that kills the whole process group.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';

/**
 * The environment a peer's own gates see: no colours, CI mode, and a PATH without any
 * node_modules/.bin (so `npm run peers`, which puts ours first, cannot lend a peer our tools);
 * `nodeBin`, a folder with another Node's `node`, goes first (a project that needs a newer Node).
 */
export function peerEnv(nodeBin) {
  const env = { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0', npm_config_color: 'false' };
  for (const key of Object.keys(env)) if (key.startsWith('npm_') && key !== 'npm_config_color') delete env[key];
  delete env.NODE_OPTIONS;
  delete env.INIT_CWD;
  const entries = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !entry.split(path.sep).includes('node_modules'));
  env.PATH = [...(nodeBin ? [nodeBin] : []), ...entries].join(path.delimiter);
  return env;
}

/**
 * `sh -c command` in cwd; resolves with code, output (stdout+stderr interleaved), stdout alone, time
 * and timeout. `input` is written to its stdin; `until(stdout)` ends it early (a server that
 * answered what it was asked and would otherwise run on).
 */
export function run(command, { cwd, timeoutMs, env = peerEnv(), input, until }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const stdin = input === undefined ? 'ignore' : 'pipe';
    const child = spawn('sh', ['-c', command], { cwd, env, detached: true, stdio: [stdin, 'pipe', 'pipe'] });
    let output = '';
    let stdout = '';
    let timedOut = false;
    const append = (chunk) => {
      // Keep the tail of very chatty commands: the summary lines are at the end.
      output = (output + chunk).slice(-4_000_000);
    };
    const stop = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
      append(chunk);
      if (until?.(stdout)) stop();
    });
    child.stderr.setEncoding('utf8').on('data', append);
    if (input !== undefined) {
      child.stdin.on('error', () => {}); // a process that exited before reading its input
      child.stdin.write(input);
    }
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, timeoutMs);
    child.on('error', (error) => append(`\n[spawn error] ${error.message}\n`));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ command, code, signal, output, stdout, timedOut, ms: Date.now() - started });
    });
  });
}
