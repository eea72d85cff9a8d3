/** What to do after a run: the steps from a migration to a reviewed commit. */

/** The paths as the user would type them again. */
const pathsText = (paths: readonly string[]) =>
  paths.map((given) => (/^[\w./@+-]+$/.test(given) ? given : JSON.stringify(given))).join(' ');

/** After `--dry-run` or `--check` found work. */
export function stepsBeforeWriting(paths: readonly string[]): string[] {
  const where = pathsText(paths);
  return [
    'Next steps:',
    // Committed, so the git guard still finds a clean tree, and CI can check against it.
    `  1. snapshot what the model sees now: std-tool-migrate contract ${where} --out tool-contract.json, and commit it`,
    `  2. migrate: std-tool-migrate ${where}   (asks per file; --yes writes them all)`,
  ];
}

/** After files were written. */
export function stepsAfterWriting(paths: readonly string[], manual: number): string[] {
  const where = pathsText(paths);
  return [
    'Next steps:',
    '  1. type-check: npx tsc --noEmit',
    `  2. check the model sees the same tools: std-tool-migrate contract ${where} --check tool-contract.json`,
    '     (the snapshot committed before the migration: contract --out on the previous commit)',
    `  3. review and commit: git diff, then git add -A && git commit -m "Migrate tool definitions to standard tools"`,
    ...(manual > 0
      ? [`  then the manual items above: by hand, or left as they are (report ${where} lists them all)`]
      : []),
  ];
}
