/** ANSI colours, only on a terminal and never with NO_COLOR. */
export interface Colors {
  red(text: string): string;
  green(text: string): string;
  cyan(text: string): string;
  yellow(text: string): string;
  bold(text: string): string;
  dim(text: string): string;
}

const wrap = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;

export function colorsFor(stream: NodeJS.WriteStream): Colors {
  const enabled = Boolean(stream.isTTY) && !process.env.NO_COLOR && process.env.TERM !== 'dumb';
  const plain = (text: string) => text;
  return enabled
    ? {
        red: wrap(31, 39),
        green: wrap(32, 39),
        cyan: wrap(36, 39),
        yellow: wrap(33, 39),
        bold: wrap(1, 22),
        dim: wrap(2, 22),
      }
    : { red: plain, green: plain, cyan: plain, yellow: plain, bold: plain, dim: plain };
}
