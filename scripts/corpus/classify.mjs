// Ties the independent counter's sites to what the CLI said about them: each native
// definition found before the run is migrated, manual (with the CLI's reason), in a file
// the CLI failed on, or silent (left and not reported).

/**
 * The site a CLI position names: one that starts on that line, else the innermost one that
 * holds it, else one starting just below (JSDoc and decorators sit above a definition).
 * Sites already claimed by another CLI item are passed over.
 */
function siteAt(sites, line, framework, claimed) {
  const open = sites.filter((site) => !claimed.has(site) && (!framework || site.framework === framework));
  const innermost = (list) => list.sort((a, b) => a.endLine - a.line - (b.endLine - b.line))[0];
  return (
    innermost(open.filter((site) => site.line === line)) ??
    innermost(open.filter((site) => site.line <= line && line <= site.endLine)) ??
    open.filter((site) => site.line > line && site.line - line <= 3).sort((a, b) => a.line - b.line)[0]
  );
}

/**
 * @param sites the counter's definitions in one file (before the run)
 * @param cliFile the CLI's JSON entry for that file, or undefined (the CLI never listed it)
 * @returns { outcomes: Map<site, {kind, reason}>, cliOnly: [...] } — CLI items tied to no site
 */
export function classifyFile(sites, cliFile) {
  const outcomes = new Map();
  const cliOnly = [];
  if (!cliFile) {
    for (const site of sites) outcomes.set(site, { kind: 'silent', reason: 'file not scanned by the CLI' });
    return { outcomes, cliOnly };
  }
  const applied = cliFile.status === 'changed' && cliFile.written;
  for (const tool of cliFile.tools ?? []) {
    const site = siteAt(sites, tool.line, tool.framework, outcomes);
    if (!site) {
      cliOnly.push({
        kind: applied ? 'migrated' : cliFile.status,
        framework: tool.framework,
        line: tool.line,
        name: tool.name,
      });
      continue;
    }
    if (applied) outcomes.set(site, { kind: 'migrated', tied: tool.tied ?? [] });
    else if (cliFile.status === 'error') outcomes.set(site, { kind: 'failed', reason: cliFile.reason ?? 'error' });
    else outcomes.set(site, { kind: 'found-not-written', reason: cliFile.status });
  }
  // A rewrite that would drop a comment leaves the whole file, with one diagnostic for all, unless one definition's
  // own rewrite drops it: then that definition alone is left (its diagnostic names the tool).
  const fileLevel = (cliFile.diagnostics ?? []).find(
    (diagnostic) =>
      diagnostic.kind === 'manual' && diagnostic.reason === 'would-drop-comment' && diagnostic.tool === undefined,
  );
  for (const diagnostic of cliFile.diagnostics ?? []) {
    if (diagnostic.kind !== 'manual' || diagnostic === fileLevel) continue;
    const site = siteAt(sites, diagnostic.line, diagnostic.framework, outcomes);
    if (!site) {
      cliOnly.push({
        kind: 'manual',
        framework: diagnostic.framework,
        line: diagnostic.line,
        reason: diagnostic.reason,
      });
      continue;
    }
    if (!outcomes.has(site))
      outcomes.set(site, { kind: 'manual', reason: diagnostic.reason, message: diagnostic.message });
  }
  if (fileLevel) {
    const whole = {
      kind: 'manual',
      reason: `${fileLevel.reason} (whole file)`,
      message: `file left unchanged: ${fileLevel.message}`,
    };
    for (const site of sites)
      if ([undefined, 'found-not-written'].includes(outcomes.get(site)?.kind)) outcomes.set(site, whole);
  }
  for (const site of sites) {
    if (outcomes.has(site)) continue;
    // A file-level failure (syntax error, output that does not parse) reports every definition in it.
    if (cliFile.status === 'error') outcomes.set(site, { kind: 'failed', reason: cliFile.reason ?? 'error' });
    else outcomes.set(site, { kind: 'silent', reason: `file ${cliFile.status}` });
  }
  return { outcomes, cliOnly };
}
