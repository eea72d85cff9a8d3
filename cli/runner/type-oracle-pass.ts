/**
 * Between the passes (pool.ts): the type oracle's open questions, grouped by the project
 * that governs each file, answered by one program per project that has any
 * (type-answers.ts), kept for the questions the same files ask once earlier answers let
 * their front ends look further. Files without a project keep their questions unknown;
 * no answer is ever taken from another project's program.
 */
import { performance } from 'node:perf_hooks';
import { openQuestions, type AskedType, type TypeAnswers, type TypeQuestion } from '../../transforms/lib/type-oracle';
import { ConfigAliases } from './config-aliases';
import { ProjectProgram, type AskingFile, type ProjectFiles } from './type-answers';
import { InstalledTypes, packagesAnswering } from './installed-types';
import { TypeProjects, type TypeProject } from './type-projects';

/** What the oracle cost a run: for `--json` and the bench. */
export interface TypeOracleStats {
  /** Questions left open by a pass, and how many of them a program answered. */
  questions: number;
  answered: number;
  /** Projects that built a TypeScript program (those with an open question); the time spent building and asking. */
  programs: number;
  /** Programs built, with those built again for a project's files that asked later (at least `programs`). */
  builds: number;
  milliseconds: number;
  /** How long the run waited for answers: less than `milliseconds` when the programs were built beside the reading. */
  waitedMilliseconds: number;
  /** Files whose questions no project could take (no tsconfig governs them, or one whose `extends` cannot be read). */
  withoutProject: number;
  /**
   * Questions left unknown with no program: only a package's types could answer yes, or the subject
   * is read from a package (`importedFrom`), and nothing installed nor aliased there leads to it
   * (installed-types.ts).
   */
  withoutInstalledTypes: number;
}

export interface AskingCandidate {
  path: string;
  text: string;
  asked: readonly AskedType[];
}

/** What an oracle that answered nothing cost. */
export function noTypeOracleStats(): TypeOracleStats {
  return {
    questions: 0,
    answered: 0,
    programs: 0,
    builds: 0,
    milliseconds: 0,
    waitedMilliseconds: 0,
    withoutProject: 0,
    withoutInstalledTypes: 0,
  };
}

/** Rounds of answers a file may get: each can let a front end ask one step further (a receiver, then its schema). */
export const MAX_TYPE_ROUNDS = 3;

export class TypeOracleSession {
  readonly stats: TypeOracleStats = noTypeOracleStats();
  private readonly projects = new TypeProjects();
  private readonly installed = new InstalledTypes();
  private readonly aliases = new ConfigAliases((configPath) => this.installed.installedFor(configPath));
  private readonly programs = new Map<string, { program: ProjectProgram; files: AskingFile[]; parsed: ProjectFiles }>();
  /** Files prepared whose questions wait for the reading to move on to another project, by project. */
  private readonly unanswered = new Map<string, { project: TypeProject; files: AskingFile[] }>();

  /**
   * Builds the programs that these files' questions will need, before they are asked (see
   * type-oracle-thread.ts), and answers a project's questions once a file of another project asks
   * (the reading has moved on): the answers come later from the same programs, as if worked out
   * then. A project's first program is built on its first file (the lib's and the packages' types
   * parsed while the reading goes on); the files that come after wait for the reading to move on,
   * and one program is built again for them all: a program built again for each file that asks
   * (the files of a project come in one or a few at a time) cost twice the oracle's time.
   */
  prepare(files: readonly AskingCandidate[]): void {
    const started = performance.now();
    let latest: string | undefined;
    for (const { project, files: asking } of this.byProject(files, false).values()) {
      const waiting = this.unanswered.get(project.configPath) ?? { project, files: [] };
      waiting.files = [...waiting.files.filter((held) => !asking.some((file) => file.path === held.path)), ...asking];
      this.unanswered.set(project.configPath, waiting);
      latest = project.configPath;
      if (this.programs.has(project.configPath)) continue;
      try {
        this.programFor(project, asking);
      } catch {
        // Answered as unknown when asked.
      }
    }
    for (const [configPath, { project, files: waiting }] of this.unanswered) {
      if (configPath === latest) continue;
      this.unanswered.delete(configPath);
      try {
        const program = this.programFor(project, waiting);
        for (const file of waiting) program.answer(file);
      } catch {
        // Answered as unknown when asked.
      }
    }
    this.stats.milliseconds = Math.round(this.stats.milliseconds + performance.now() - started);
  }

  /** New answers per asking file (by path), only for files a program answered something new. */
  answer(files: readonly AskingCandidate[]): Map<string, TypeAnswers> {
    const answers = new Map<string, TypeAnswers>();
    // Those files ask again here.
    this.unanswered.clear();
    for (const { project, files: asking } of this.byProject(files, true).values()) {
      const started = performance.now();
      try {
        const program = this.programFor(project, asking);
        for (const file of asking) {
          const found = program.answer(file);
          const count = Object.keys(found).length;
          if (count === 0) continue;
          this.stats.answered += count;
          answers.set(file.path, found);
        }
      } catch {
        // A program that cannot be built answers nothing: the questions stay unknown (reported).
      }
      this.stats.milliseconds += performance.now() - started;
    }
    this.stats.milliseconds = Math.round(this.stats.milliseconds);
    return answers;
  }

  /** The files with open questions, by the project that governs each (counted when `counting`). */
  private byProject(files: readonly AskingCandidate[], counting: boolean) {
    const byProject = new Map<string, { project: TypeProject; files: AskingFile[] }>();
    for (const file of files) {
      const open = openQuestions(file.asked);
      if (open.length === 0) continue;
      if (counting) this.stats.questions += open.length;
      const withoutCompiler = this.unanswerableWithoutCompiler(file.path, open);
      if (withoutCompiler) {
        if (counting && withoutCompiler === 'no-project') this.stats.withoutProject += 1;
        if (counting && withoutCompiler === 'no-types') this.stats.withoutInstalledTypes += open.length;
        continue;
      }
      const project = this.projects.projectOf(file.path);
      if (!project) {
        if (counting) this.stats.withoutProject += 1;
        continue;
      }
      const questions = open.filter((question) => this.mayAnswer(file.path, project, question));
      if (counting) this.stats.withoutInstalledTypes += open.length - questions.length;
      if (questions.length === 0) continue;
      const group = byProject.get(project.configPath) ?? { project, files: [] };
      group.files.push({ path: file.path, text: file.text, questions });
      byProject.set(project.configPath, group);
    }
    return byProject;
  }

  /**
   * What the file system alone says of questions no program could answer, as byProject finds with the
   * compiler's reading of the config: no tsconfig, or one whose `extends` names a missing file; or nothing
   * installed above the file and no alias of a project that may govern it leading to a package asked of.
   * Undefined where the compiler's reading decides.
   */
  private unanswerableWithoutCompiler(
    file: string,
    open: readonly TypeQuestion[],
  ): 'no-project' | 'no-types' | undefined {
    const nearest = this.projects.nearestConfigOf(file);
    // No tsconfig: a Deno config may still govern it (deno-project.ts), whose program decides.
    if (nearest === undefined) return this.projects.projectOf(file) ? undefined : 'no-project';
    if (this.installed.installedFor(file)) return undefined;
    const governing = this.aliases.governing(nearest);
    if (governing === 'compiler') return undefined;
    if (governing === 'unreadable') return 'no-project';
    const answerable = open.some((question) => governing.some((project) => this.mayAnswer(file, project, question)));
    return answerable ? undefined : 'no-types';
  }

  /** Whether a program of `project` might answer the question: it could see the types it asks of. */
  private mayAnswer(file: string, project: TypeProject, question: TypeQuestion): boolean {
    return (
      this.installed.mayResolve(file, project, packagesAnswering(question)) &&
      (question.importedFrom === undefined || this.installed.mayResolveSpecifier(file, project, question.importedFrom))
    );
  }

  /**
   * The project's program, built again with every file it had when a file that asks is not in
   * it (reusing what the earlier one parsed and resolved). Each project counts once.
   */
  private programFor(project: TypeProject, files: AskingFile[]): ProjectProgram {
    const existing = this.programs.get(project.configPath);
    if (existing && files.every((file) => existing.program.holds(file))) return existing.program;
    const roots = [...(existing?.files.filter((old) => !files.some((file) => file.path === old.path)) ?? []), ...files];
    if (!existing) this.stats.programs += 1;
    this.stats.builds += 1;
    const parsed = existing?.parsed ?? new Map();
    const program = new ProjectProgram(project, roots, parsed, existing?.program);
    this.programs.set(project.configPath, { program, files: roots, parsed });
    return program;
  }
}
