/**
 * Worker thread: the type oracle's programs, built beside the reading (type-oracle-client.ts).
 * Messages are taken in the order sent: the files that asked during the first pass
 * (`prepare`) come in as they are transformed, and this thread builds their projects'
 * programs meanwhile, a batch of them at a time; `answer` then finds them built.
 */
import { parentPort } from 'node:worker_threads';
import type { TypeAnswers } from '../../transforms/lib/type-oracle';
import { TypeOracleSession, type AskingCandidate, type TypeOracleStats } from './type-oracle-pass';

export type OracleRequest =
  | { kind: 'prepare'; file: AskingCandidate }
  | { kind: 'answer'; id: number; files: AskingCandidate[] }
  | { kind: 'stats'; id: number };

export type OracleReply = { id: number; answers: [string, TypeAnswers][] } | { id: number; stats: TypeOracleStats };

const session = new TypeOracleSession();
const inbox: OracleRequest[] = [];
let scheduled = false;

parentPort?.on('message', (request: OracleRequest) => {
  inbox.push(request);
  if (scheduled) return;
  scheduled = true;
  // Every message already delivered joins the batch: one program per project for all of them.
  setImmediate(work);
});

function work(): void {
  scheduled = false;
  const requests = inbox.splice(0);
  let preparing: AskingCandidate[] = [];
  const flush = () => {
    if (preparing.length > 0) session.prepare(preparing);
    preparing = [];
  };
  for (const request of requests) {
    if (request.kind === 'prepare') {
      preparing.push(request.file);
      continue;
    }
    flush();
    if (request.kind === 'answer') {
      const answers = request.files.length > 0 ? session.answer(request.files) : new Map<string, TypeAnswers>();
      reply({ id: request.id, answers: [...answers] });
    } else {
      reply({ id: request.id, stats: session.stats });
    }
  }
  flush();
}

function reply(message: OracleReply): void {
  parentPort!.postMessage(message);
}
