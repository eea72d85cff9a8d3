/**
 * The text test before any parse: does the source mention a name the gates look for? A
 * name must occur whole, not inside a longer identifier: `tool` in `tool(`, `ai.tool`,
 * `{ tool as t }` or `['tool']`, not in `tools` or `toolChoice`, which fill code that
 * only uses a framework (on the public corpus, 474 of 3,376 files were parsed for nothing).
 */

const NAME = /^[A-Za-z_$][\w$]*$/;

/** `hint` occurs in `source`: whole when it is a name, anywhere when it is other text. */
export function mentions(source: string, hint: string): boolean {
  if (!NAME.test(hint)) return source.includes(hint);
  return wholeWords(source, hint).next().done !== true;
}

/** Where `word` occurs whole in `source` (not inside a longer name), first to last. */
export function* wholeWords(source: string, word: string): Generator<number> {
  for (let at = source.indexOf(word); at !== -1; at = source.indexOf(word, at + 1)) {
    if (!isNamePart(source.charCodeAt(at - 1)) && !isNamePart(source.charCodeAt(at + word.length))) yield at;
  }
}

/** ASCII letters, digits, `_` and `$` (NaN past either end is not). Any other character ends a name here. */
function isNamePart(code: number): boolean {
  return (
    (code >= 97 && code <= 122) || // a-z
    (code >= 65 && code <= 90) || // A-Z
    (code >= 48 && code <= 57) || // 0-9
    code === 95 || // _
    code === 36 // $
  );
}
