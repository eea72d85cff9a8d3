/**
 * knip reports an export nothing imports, and the adapter module exports what the migrated
 * files import plus the contract (`standardTool`, `StandardTool`) and the types that emitted
 * declarations may name. In a project that runs knip each export is tagged `@public`, the
 * tag knip reads as "used elsewhere" (knip.dev/reference/jsdoc-tsdoc-tags).
 */

const TAG = '@public';

/** Each top-level export with `@public` in its JSDoc (a JSDoc made for it where it has none). */
export function withPublicTags(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (!/^export\s/.test(line)) {
      out.push(line);
      continue;
    }
    const above = out.length - 1;
    const previous = out[above] ?? '';
    const single = /^\/\*\*\s?(.*?)\s*\*\/$/.exec(previous);
    if (single?.[1]?.includes(TAG)) {
      // already tagged (a copy rendered so before)
    } else if (single) out.splice(above, 1, '/**', ` * ${single[1]}`, ` * ${TAG}`, ' */');
    else if (previous === ' */' && !taggedBlockEndingAt(out, above)) out.splice(above, 0, ` * ${TAG}`);
    else if (previous !== ' */') out.push(`/** ${TAG} */`);
    out.push(line);
  }
  return out.join('\n');
}

/** Whether the JSDoc block closing at `end` already has the tag (an overload's second signature shares none). */
function taggedBlockEndingAt(lines: readonly string[], end: number): boolean {
  for (let index = end - 1; index >= 0; index -= 1) {
    if (lines[index] === ` * ${TAG}`) return true;
    if (lines[index]!.startsWith('/**')) return false;
  }
  return false;
}
