/**
 * Between the two passes (pool.ts): the type oracle's open questions, grouped by the
 * project that governs each file, answered by one program per project that has any
 * (type-answers.ts). Files without a project keep their questions unknown; no answer is
 * ever taken from another project's program.
 */
import { performance } from 'node:perf_hooks';
import { openQuestions, type AskedType, type TypeAnswers } from '../../transforms/lib/type-oracle';
import { answerQuestions, type AskingFile } from './type-answers';
import { TypeProjects, type TypeProject } from './type-projects';

/** What the oracle cost a run: for `--json` and the bench. */
export interface TypeOracleStats {
  /** Questions the first pass left open, and how many of them a program answered. */
  questions: number;
  answered: number;
  /** TypeScript programs built (one per project with an open question) and the time they took. */
  programs: number;
  milliseconds: number;
  /** Files whose questions no project could take (no tsconfig governs them). */
  withoutProject: number;
}

export function emptyTypeOracleStats(): TypeOracleStats {
  return { questions: 0, answered: 0, programs: 0, milliseconds: 0, withoutProject: 0 };
}

export interface AskingCandidate {
  path: string;
  text: string;
  asked: readonly AskedType[];
}

/** The answers per asking file (by path), for the files where a program answered something. */
export function answerOpenQuestions(
  files: readonly AskingCandidate[],
  stats: TypeOracleStats,
  projects = new TypeProjects(),
): Map<string, TypeAnswers> {
  const byProject = new Map<string, { project: TypeProject; files: AskingFile[] }>();
  for (const file of files) {
    const questions = openQuestions(file.asked);
    if (questions.length === 0) continue;
    stats.questions += questions.length;
    const project = projects.projectOf(file.path);
    if (!project) {
      stats.withoutProject += 1;
      continue;
    }
    const group = byProject.get(project.configPath) ?? { project, files: [] };
    group.files.push({ path: file.path, text: file.text, questions });
    byProject.set(project.configPath, group);
  }
  const answers = new Map<string, TypeAnswers>();
  for (const { project, files: asking } of byProject.values()) {
    const started = performance.now();
    let found: Map<string, TypeAnswers>;
    try {
      found = answerQuestions(project, asking);
    } catch {
      // A program that cannot be built answers nothing: the questions stay unknown (reported).
      found = new Map();
    }
    stats.programs += 1;
    stats.milliseconds += performance.now() - started;
    for (const [file, fileAnswers] of found) {
      const count = Object.keys(fileAnswers).length;
      if (count === 0) continue;
      stats.answered += count;
      answers.set(file, fileAnswers);
    }
  }
  stats.milliseconds = Math.round(stats.milliseconds);
  return answers;
}
