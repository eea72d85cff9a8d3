/**
 * A dry run renders an adapter module it would write only where it reads its text: to
 * name a package the module imports that the project does not declare (plan.ts asks
 * `specifiersTheModuleMayName` first), and then only where the imports its sources surely
 * keep do not say it (`specifiersTheModuleSurelyNames`: TypeScript only). A run that
 * writes renders its modules while it waits for the type oracle (`rendersModulesAhead`),
 * and a dry run does not: the plan and its warnings are the same either way.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { planRun, type RunPlan } from '../../cli/runner/run';
import { makeTempDir, aiTool, removeTempDirs, writeTree } from './support/temp-project';

const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../cli/adapter-module/render', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../cli/adapter-module/render')>();
  return {
    ...original,
    renderAdapterModule: (...args: Parameters<typeof original.renderAdapterModule>) => {
      renders.count += 1;
      return original.renderAdapterModule(...args);
    },
  };
});

afterAll(removeTempDirs);

function projectDeclaring(
  dependencies: Record<string, string>,
  devDependencies: Record<string, string> = {},
  { javascript = false } = {},
) {
  const root = makeTempDir('dry-run-renders');
  writeTree(root, {
    'package.json': JSON.stringify({
      name: 'app',
      version: '1.0.0',
      ...(javascript && { type: 'module' }),
      dependencies,
      devDependencies,
    }),
    [javascript ? 'src/weather.js' : 'src/weather.ts']: aiTool('weather'),
  });
  return root;
}

async function plan(root: string): Promise<{ plan: RunPlan; renders: number }> {
  renders.count = 0;
  const planned = await planRun({ paths: [root], transforms: ['ai-sdk'] });
  return { plan: planned, renders: renders.count };
}

describe('what a dry run renders', () => {
  it('nothing, for a new module whose packages the project declares', async () => {
    const { plan: planned, renders: count } = await plan(projectDeclaring({ ai: '^6.0.0', zod: '^4.2.0' }));
    expect(planned.adapterModules).toHaveLength(1);
    expect(planned.adapterModules[0]!.existing).toBe('absent');
    expect(planned.adapterModules[0]!.warnings).toEqual([]);
    expect(count).toBe(0);
  });

  it('nothing either, where a package its sources surely import is not declared for run time: it warns of it', async () => {
    const root = projectDeclaring({ zod: '^4.2.0' }, { ai: '^6.0.0' });
    const { plan: planned, renders: count } = await plan(root);
    expect(count).toBe(0);
    expect(planned.adapterModules[0]!.warnings.join('\n')).toMatch(
      /imports ai, which its package\.json does not declare/,
    );
    // Its text is the one a writing run writes, and names the package.
    expect(planned.adapterModules[0]!.text()).toMatch(/from 'ai'/);
    expect(renders.count).toBe(1);
  });

  it('the module, where such a package may be named but is not surely imported (JavaScript drops imports only types use)', async () => {
    const root = projectDeclaring({ zod: '^4.2.0' }, { ai: '^6.0.0' }, { javascript: true });
    const { plan: planned, renders: count } = await plan(root);
    expect(count).toBe(1);
    expect(planned.adapterModules[0]!.path).toMatch(/\.js$/);
    // The AI SDK adapter reads only types of `ai`: the JavaScript module does not import it.
    expect(planned.adapterModules[0]!.text()).not.toMatch(/from 'ai'/);
    expect(planned.adapterModules[0]!.warnings).toEqual([]);
  });
});
