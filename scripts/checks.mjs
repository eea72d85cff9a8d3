// `npm test`'s checks before the tests, named as package.json scripts (`node scripts/checks.mjs
// typecheck build lint:eslint lint:prettier`): the type check of everything, the build (dist/, which the CLI tests
// run) and the lint. None reads what another writes (ESLint and Prettier ignore dist/), so they
// run two at a time on two cores, in the order given (longest first): the same checks as one
// after the other, in less time. Each one's output is printed whole when it ends; the exit code
// is the first failure's.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import * as os from 'node:os';

const CHECKS = process.argv.slice(2).map((script) => [script, 'npm', ['run', '--silent', script]]);
const slots = Math.max(1, Math.min(2, os.availableParallelism()));

function run([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${name}: ${command} ${args.join(' ')} (${seconds} s, exit ${code})\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const queue = [...CHECKS];
const codes = [];
await Promise.all(
  Array.from({ length: slots }, async () => {
    while (queue.length > 0) codes.push(await run(queue.shift()));
  }),
);
const failed = codes.find((code) => code !== 0);
process.exit(failed ?? 0);
