/**
 * A dry run renders an adapter module it would write only where it reads its text: to
 * name a package the module imports that the project does not declare (plan.ts asks
 * `specifiersTheModuleMayName` first). A run that writes renders its modules while it waits
 * for the type oracle (`rendersModulesAhead`), and a dry run does not: the plan and its
 * warnings are the same either way.
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

function projectDeclaring(dependencies: Record<string, string>, devDependencies: Record<string, string> = {}) {
  const root = makeTempDir('dry-run-renders');
  writeTree(root, {
    'package.json': JSON.stringify({ name: 'app', version: '1.0.0', dependencies, devDependencies }),
    'src/weather.ts': aiTool('weather'),
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

  it('the module, where a package it may import is not declared for run time, and warns of it', async () => {
    const root = projectDeclaring({ zod: '^4.2.0' }, { ai: '^6.0.0' });
    const { plan: planned, renders: count } = await plan(root);
    expect(count).toBe(1);
    expect(planned.adapterModules[0]!.warnings.join('\n')).toMatch(
      /imports ai, which its package\.json does not declare/,
    );
    // Its text is the one a writing run writes.
    expect(planned.adapterModules[0]!.text()).toMatch(/from 'ai'/);
  });
});
