/**
 * The consolidation as text edits: one definition per merged group (where it stays or
 * the new module it moves to), and at every other site an import of it in place of the
 * duplicate, the exported binding kept, the adapter call kept with the name its framework
 * exposed. Pure: texts in, new texts out; every output is parsed again here.
 */
import * as path from 'node:path';
import { adapterImportEdit, adapterSpecifier } from '../../transforms/lib/adapter-import';
import { parseErrorOf, parseModule } from '../../transforms/lib/parse';
import { detectStyle, quoteString } from '../../transforms/lib/source-style';
import { applyEdits, type TextEdit } from '../../transforms/lib/text-edits';
import { differingFields, type Analysis, type ToolGroup } from './analyse';
import { placeDefinition, type Layout } from './placement';
import { resultChange, resultShapes } from './result-shapes';
import { pruneDeclarations } from './prune-declarations';
import { lineEndAfter, pruneImports } from './prune-imports';
import { outdented, type ImportUse, type StandardToolSite } from './standard-tools';

/** Per group: the index of the definition the user picked, or `skip`. Identical groups need none. */
export type Choices = ReadonlyMap<ToolGroup, number | 'skip'>;

export interface MergedGroup {
  group: ToolGroup;
  winner: StandardToolSite;
  /** The module that holds the one definition now. */
  home: string;
  moved: boolean;
  /** Which framework's model now sees something different (only after a pick). */
  changes: string[];
}

export interface ConsolidationPlan {
  /** Changed files: path → new text. */
  files: Map<string, string>;
  /** New modules (moved definitions): path → text. */
  created: Map<string, string>;
  merged: MergedGroup[];
  notMerged: { group: ToolGroup; reason: string }[];
  /** Things a reviewer should look at (a constant only a removed copy used, kept for its initialiser). */
  notes: string[];
}

const relative = (file: string) => path.relative(process.cwd(), file) || file;
const frameworksOf = (site: StandardToolSite) =>
  [...new Set(site.adapterCalls.map((call) => call.framework))].join(', ') || 'no adapter';

export function planConsolidation(
  analysis: Analysis,
  texts: ReadonlyMap<string, string>,
  choices: Choices,
  layout: Layout,
): ConsolidationPlan {
  const plan: ConsolidationPlan = { files: new Map(), created: new Map(), merged: [], notMerged: [], notes: [] };
  const edits = new Map<string, TextEdit[]>();
  const imports = new Map<string, Map<string, Set<string>>>();
  const addEdit = (file: string, edit: TextEdit) => edits.set(file, [...(edits.get(file) ?? []), edit]);

  for (const group of analysis.groups) {
    if (group.blockers.length > 0) {
      plan.notMerged.push({ group, reason: group.blockers.join('; ') });
      continue;
    }
    const choice = choices.get(group);
    if (choice === 'skip') {
      plan.notMerged.push({ group, reason: 'skipped' });
      continue;
    }
    if (group.drift.kind === 'differs' && choice === undefined) {
      plan.notMerged.push({
        group,
        reason: 'its definitions differ: not merged without a choice (run it interactively to pick one)',
      });
      continue;
    }
    const picked = choice === undefined ? undefined : group.sites[choice];
    const placement = placeDefinition(group, analysis.files, layout, new Set(plan.created.keys()), picked);
    if (placement.kind === 'blocked') {
      plan.notMerged.push({ group, reason: placement.reason });
      continue;
    }
    const { winner } = placement;
    const home = placement.kind === 'moves' ? placement.target : winner.file;
    if (placement.kind === 'moves') plan.created.set(home, movedModule(winner, texts.get(winner.file)!, home));
    for (const site of group.sites) {
      if (site === winner && placement.kind === 'stays') continue;
      const text = texts.get(site.file)!;
      const style = detectStyle(text, parseModule(text, site.file).program.body);
      const renamed = (call: { adapter: string }) => site.name !== winner.name && call.adapter !== 'toAiSdk'; // the AI SDK names a tool by its record key
      const reference = (call: { adapter: string }) =>
        renamed(call) ? `{ ...${site.binding}, name: ${quoteString(site.name, style)} }` : site.binding;
      if (site.inline) {
        addEdit(site.file, { ...site.statement, text: reference(site.adapterCalls[0]!) });
      } else {
        // The moved definition takes its comments along; a replaced duplicate leaves them in place.
        const start = site === winner ? site.commentsStart : site.statement.start;
        addEdit(
          site.file,
          site.exported
            ? { start, end: site.statement.end, text: `export { ${site.binding} }${style.semicolons ? ';' : ''}` }
            : { start, end: lineEndAfter(text, site.statement.end), text: '' },
        );
        for (const call of site.adapterCalls)
          if (renamed(call)) addEdit(site.file, { ...call.argument, text: reference(call) });
      }
      const specifier = adapterSpecifier(site.file, parseModule(text, site.file).program, { adapterPath: home });
      const perFile = imports.get(site.file) ?? new Map<string, Set<string>>();
      const names = perFile.get(specifier) ?? new Set<string>();
      names.add(site.binding === winner.binding ? winner.binding : `${winner.binding} as ${site.binding}`);
      perFile.set(specifier, names);
      imports.set(site.file, perFile);
    }
    plan.merged.push({ group, winner, home, moved: placement.kind === 'moves', changes: changesSeen(group, winner) });
  }

  for (const [file, fileEdits] of edits) {
    const text = texts.get(file)!;
    const ast = parseModule(text, file);
    const program = ast.program;
    const style = detectStyle(text, program.body);
    const all = [...fileEdits];
    for (const [specifier, names] of imports.get(file) ?? []) {
      const edit = adapterImportEdit(
        text,
        program,
        ast.comments ?? [],
        { specifier, values: [...names], types: [], commonJs: false },
        style,
        undefined,
      );
      if (edit) all.push(edit);
    }
    const pruned = pruneDeclarations(text, applyEdits(text, all), file);
    plan.files.set(file, pruneImports(text, pruned.text, file));
    for (const name of pruned.kept)
      plan.notes.push(
        `${relative(file)}: \`${name}\` is no longer used (only the removed copy read it); left in place, as evaluating it may run code`,
      );
  }
  for (const [file, text] of [...plan.files, ...plan.created]) {
    const error = parseErrorOf(text, file);
    if (error)
      throw new Error(
        `consolidating would write ${relative(file)} that does not parse (${error}); nothing was written`,
      );
  }
  return plan;
}

/** The moved definition's new module: its imports, rewritten from its new place, then the definition. */
function movedModule(winner: StandardToolSite, text: string, target: string): string {
  const style = detectStyle(text, parseModule(text, winner.file).program.body);
  const semicolon = style.semicolons ? ';' : '';
  const bySource = new Map<string, ImportUse[]>();
  for (const use of [winner.helper, ...winner.imports]) {
    const source = use.source.startsWith('.') ? relocate(use.source, winner.file, target) : use.source;
    bySource.set(source, [...(bySource.get(source) ?? []), use]);
  }
  const lines: string[] = [];
  for (const [source, uses] of bySource) {
    const quoted = quoteString(source, style);
    const named: string[] = [];
    for (const use of uses) {
      if (use.imported === '*')
        lines.push(`import ${use.typeOnly ? 'type ' : ''}* as ${use.local} from ${quoted}${semicolon}`);
      else if (use.imported === 'default')
        lines.push(`import ${use.typeOnly ? 'type ' : ''}${use.local} from ${quoted}${semicolon}`);
      else
        named.push(
          `${use.typeOnly ? 'type ' : ''}${use.imported === use.local ? use.local : `${use.imported} as ${use.local}`}`,
        );
    }
    if (named.length > 0) lines.push(`import { ${named.join(', ')} } from ${quoted}${semicolon}`);
  }
  const definition = winner.inline
    ? `export const ${winner.binding} = ${winner.helper.local}(${outdented(text, winner.statement)})${semicolon}`
    : text.slice(winner.commentsStart, winner.statement.start) +
      (winner.exported && text.startsWith('export', winner.statement.start) ? '' : 'export ') +
      text.slice(winner.statement.start, winner.statement.end);
  return [...lines, '', definition, ''].join(style.eol);
}

/** A relative specifier written in `from`, as `to` must write it (same extension). */
function relocate(specifier: string, from: string, to: string): string {
  const absolute = path.resolve(path.dirname(from), specifier);
  const moved = path.relative(path.dirname(to), absolute).split(path.sep).join('/');
  return moved.startsWith('.') ? moved : `./${moved}`;
}

/** After a pick: which framework's model now sees another description or schema, or runs another execute. */
function changesSeen(group: ToolGroup, winner: StandardToolSite): string[] {
  const lines: string[] = [];
  for (const site of group.sites) {
    if (site === winner) continue;
    const fields = differingFields([winner, site]);
    const seen = fields.filter((field) => field !== 'execute');
    const where = `${frameworksOf(site)} "${site.name}" (${relative(site.file)}:${site.line})`;
    const from = `${relative(winner.file)}:${winner.line}`;
    if (seen.length > 0) lines.push(`${where} now sees the ${seen.join(', ')} of ${from}`);
    if (!fields.includes('execute')) continue;
    lines.push(`${where} now runs the execute of ${from}`);
    const own = resultShapes(site.fields.execute?.shown ?? '');
    const picked = resultShapes(winner.fields.execute?.shown ?? '');
    // A template (`toMcpResult`) builds the MCP results, whatever the value's shape.
    const built = site.adapterCalls.some((call) => call.buildsResult);
    for (const framework of new Set(site.adapterCalls.map((call) => call.framework))) {
      const change = built && framework === 'mcp-sdk' ? undefined : resultChange(framework, own, picked);
      if (change) lines.push(`${where}: ${change}`);
    }
    if (built)
      lines.push(`${where}: its toMcpResult now builds MCP results around what that execute returns: check it fits`);
  }
  return lines;
}
