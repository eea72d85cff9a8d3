// A gate's verdict: its result after the migration against its result before.

/** Signatures in `after` that `before` does not have (as multisets). */
function newSignatures(before = [], after = []) {
  const left = new Map();
  for (const signature of before) left.set(signature, (left.get(signature) ?? 0) + 1);
  return after.filter((signature) => {
    const count = left.get(signature) ?? 0;
    if (count === 0) return true;
    left.set(signature, count - 1);
    return false;
  });
}

/**
 * same / regressed / improved / changed: pass or fail first, then the error count, then (for tsc)
 * the errors themselves: fewer errors of which some are new is `changed`, not `improved`. A gate
 * that reports what it saw (pack-and-run: the tools an MCP server lists, a module's exports) is
 * `changed` when that differs, though it passed both times.
 */
export function verdict(before, after) {
  if (before.passed && after.passed) {
    if (before.fingerprint === after.fingerprint) return 'same';
    const lost = (before.names ?? []).filter((name) => !(after.names ?? []).includes(name));
    const gained = (after.names ?? []).filter((name) => !(before.names ?? []).includes(name));
    const names = [...lost.map((name) => `-${name}`), ...gained.map((name) => `+${name}`)];
    return `changed (${names.length > 0 ? names.join(' ') : 'same names, different contract'})`;
  }
  if (before.passed) return 'regressed';
  if (after.passed) return 'improved';
  if (before.errors === undefined || after.errors === undefined) return 'same (both fail)';
  if (after.errors > before.errors) return 'regressed';
  const added = newSignatures(before.signatures, after.signatures).length;
  if (added > 0) return `changed (${added} new)`;
  if (after.errors < before.errors) return 'improved';
  return 'same';
}
