/**
 * Makes a jscodeshift transform `(file, api, options) => string | undefined` from front
 * ends, so the same code runs from our runner and from the plain jscodeshift CLI. The
 * parser follows `file.path`, not jscodeshift's single `parser` setting.
 */
import { transformSource } from './engine';
import type { FrontEnd } from './front-end';

interface JscodeshiftFile {
  path: string;
  source: string;
}

interface JscodeshiftApi {
  report?: (message: string) => void;
}

export type JscodeshiftTransform = (
  file: JscodeshiftFile,
  api: JscodeshiftApi,
  options: Record<string, unknown>,
) => string | undefined;

export function jscodeshiftTransform(frontEnds: readonly FrontEnd[]): JscodeshiftTransform {
  return (file, api, options) => {
    const result = transformSource(file.source, file.path, frontEnds, {
      adapterImport: typeof options.adapterImport === 'string' ? options.adapterImport : undefined,
      adapterPath: typeof options.adapterPath === 'string' ? options.adapterPath : undefined,
    });
    for (const diagnostic of result.diagnostics) {
      if (diagnostic.level !== 'info')
        api.report?.(`${diagnostic.line}:${diagnostic.column} ${diagnostic.level}: ${diagnostic.message}`);
    }
    // jscodeshift counts a throw as an error for this file and writes nothing.
    if (result.error) throw new Error(result.error.message);
    return result.output;
  };
}
