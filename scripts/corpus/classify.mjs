// Ties the independent counter's sites to what the CLI said about them: each native
// definition found before the run is migrated, manual (with the CLI's reason), in a file
// the CLI failed on, or silent (left and not reported).

/** The site (innermost span) that holds `line`, of the same framework when one is given. */
function siteAt(sites, line, framework) {
  let best;
  for (const site of sites) {
    if (framework && site.framework !== framework) continue;
    if (line < site.line - 3 || line > site.endLine) continue; // JSDoc/decorators sit just above
    const span = site.endLine - site.line;
    const distance = Math.abs(line - site.line);
    if (!best || span < best.span || (span === best.span && distance < best.distance)) best = { site, span, distance };
  }
  return best?.site;
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
    const site = siteAt(sites, tool.line, tool.framework);
    if (!site) {
      cliOnly.push({
        kind: applied ? 'migrated' : cliFile.status,
        framework: tool.framework,
        line: tool.line,
        name: tool.name,
      });
      continue;
    }
    if (outcomes.has(site)) continue;
    if (applied) outcomes.set(site, { kind: 'migrated', tied: tool.tied ?? [] });
    else if (cliFile.status === 'error') outcomes.set(site, { kind: 'failed', reason: cliFile.reason ?? 'error' });
    else outcomes.set(site, { kind: 'found-not-written', reason: cliFile.status });
  }
  for (const diagnostic of cliFile.diagnostics ?? []) {
    if (diagnostic.kind !== 'manual') continue;
    const site = siteAt(sites, diagnostic.line, diagnostic.framework);
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
  for (const site of sites) {
    if (outcomes.has(site)) continue;
    // A file-level failure (syntax error, output that does not parse) reports every definition in it.
    if (cliFile.status === 'error') outcomes.set(site, { kind: 'failed', reason: cliFile.reason ?? 'error' });
    else outcomes.set(site, { kind: 'silent', reason: `file ${cliFile.status}` });
  }
  return { outcomes, cliOnly };
}
