/**
 * Equivalence harness: write an original module to disk, migrate it with the engine,
 * render the adapter module next to it, eject the migrated module again, and import all
 * three, so a test can drive them through the real framework and compare what it exposes
 * and returns.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderAdapterModule, type AdapterModuleRequest } from '../../../cli/adapter-module/render';
import { ejectSource, type EjectOptions } from '../../../transforms/eject';
import { transformSource, type TransformOptions } from '../../../transforms/lib/engine';
import type { FrontEnd } from '../../../transforms/lib/front-end';
import type { TypeAnswers } from '../../../transforms/lib/type-oracle';
import { settledTypeAnswers, type TypedCase } from './type-answers';
import { typeCheckProject } from '../../support/type-check';

const root = path.join(__dirname, '..', '..', '..');

export interface MigratedPair<Module> {
  original: Module;
  migrated: Module;
  migratedSource: string;
  /** `eject(migrate(original))`: the way back, which must behave as the original too. */
  ejected: Module;
  ejectedSource: string;
}

/** The case run once, and again with its project's answers when it asked what syntax left open. */
function answered<Result extends ReturnType<TypedCase['run']>>(typedCase: TypedCase<Result>): Result {
  const first = typedCase.run(undefined);
  return first.askedTypes?.some((asked) => asked.answer === undefined)
    ? typedCase.run(settledTypeAnswers([typedCase]).get(typedCase.path))
    : first;
}

export class EquivalenceWorkspace {
  readonly directory: string;
  private counter = 0;

  /**
   * `redirects`: module specifiers the written modules import from another package
   * instead (e.g. `'@mastra/core/tools'` → `'mastra-v1/tools'`, a major installed under
   * an alias). The migration reads the code as written; only the files on disk change.
   */
  constructor(
    name: string,
    private readonly redirects: Readonly<Record<string, string>> = {},
    /** What eject is told of the project (the majors its package.json would say). */
    private readonly ejectOptions: EjectOptions = {},
  ) {
    // Inside the repo: the modules resolve the installed framework packages.
    this.directory = path.join(root, `.tmp-equivalence-${name}-${process.pid}`);
    mkdirSync(this.directory, { recursive: true });
  }

  private redirected(text: string): string {
    let result = text;
    for (const [from, to] of Object.entries(this.redirects)) {
      result = result.split(`'${from}'`).join(`'${to}'`).split(`"${from}"`).join(`"${to}"`);
    }
    return result;
  }

  /** Renders `std-tool.ts` for these frameworks and versions into the workspace. */
  writeAdapterModule(request: Omit<AdapterModuleRequest, 'style'>): void {
    writeFileSync(
      path.join(this.directory, 'std-tool.ts'),
      this.redirected(renderAdapterModule({ ...request, style: 'ts' }, '0.0.0').text),
    );
  }

  /** `frameworkVersions`: what the runner would know of the project's frameworks (none by default). */
  async migrate<Module>(
    source: string,
    frontEnd: FrontEnd,
    { frameworkVersions }: Pick<TransformOptions, 'frameworkVersions'> = {},
  ): Promise<MigratedPair<Module>> {
    this.counter += 1;
    const originalPath = path.join(this.directory, `case${this.counter}-original.ts`);
    const migratedPath = path.join(this.directory, `case${this.counter}-migrated.ts`);
    const options = { adapterPath: path.join(this.directory, 'std-tool.ts'), frameworkVersions };
    const run = (typeAnswers: TypeAnswers | undefined) =>
      transformSource(source, migratedPath, [frontEnd], { ...options, typeAnswers });
    // What syntax leaves open, this repository's project answers, as a run would (the type oracle).
    const result = answered({ path: migratedPath, text: source, run });
    if (result.error) throw new Error(`migration failed: ${result.error.message}`);
    if (result.output === undefined) throw new Error('the migration changed nothing: not an equivalence case');
    const ejectedPath = path.join(this.directory, `case${this.counter}-ejected.ts`);
    writeFileSync(originalPath, this.redirected(source));
    writeFileSync(migratedPath, this.redirected(result.output));
    // Eject asks the types of the migrated file, beside the adapter module, as a run would (the type oracle).
    const migratedText = result.output;
    const eject = (typeAnswers: TypeAnswers | undefined) =>
      ejectSource(migratedText, migratedPath, { ...this.ejectOptions, typeAnswers });
    const ejectedResult = answered({ path: migratedPath, text: migratedText, run: eject });
    if (ejectedResult.error) throw new Error(`eject failed: ${ejectedResult.error.message}`);
    const ejectedSource = ejectedResult.output ?? result.output;
    // The adapter module is imported from beside the migrated file: the same place.
    writeFileSync(ejectedPath, this.redirected(ejectedSource));
    const original = (await import(pathToFileURL(originalPath).href)) as Module;
    const migrated = (await import(pathToFileURL(migratedPath).href)) as Module;
    const ejected = (await import(pathToFileURL(ejectedPath).href)) as Module;
    return { original, migrated, migratedSource: result.output, ejected, ejectedSource };
  }

  /** tsc over every module in the workspace (originals, migrated, adapter module): its output. */
  typeCheck(paths: Record<string, string[]> = {}): { status: number | null; output: string } {
    const configPath = path.join(this.directory, 'tsconfig.json');
    writeFileSync(
      configPath,
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          types: ['node'],
          baseUrl: root,
          paths,
        },
        include: ['*.ts'],
      }),
    );
    return typeCheckProject(configPath);
  }

  dispose(): void {
    rmSync(this.directory, { recursive: true, force: true });
  }
}
