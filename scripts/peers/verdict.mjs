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
 * the errors themselves: fewer errors of which some are new is `changed`, not `improved`.
 */
export function verdict(before, after) {
  if (before.passed && after.passed) return 'same';
  if (before.passed) return 'regressed';
  if (after.passed) return 'improved';
  if (before.errors === undefined || after.errors === undefined) return 'same (both fail)';
  if (after.errors > before.errors) return 'regressed';
  const added = newSignatures(before.signatures, after.signatures).length;
  if (added > 0) return `changed (${added} new)`;
  if (after.errors < before.errors) return 'improved';
  return 'same';
}
