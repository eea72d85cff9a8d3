#!/usr/bin/env node
/** Entry point of `npx std-tool-migrate`. */
import { main } from './program';

void main(process.argv).then((code) => {
  process.exitCode = code;
});
