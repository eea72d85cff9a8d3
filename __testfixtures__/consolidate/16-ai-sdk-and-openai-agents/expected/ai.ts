import { toAiSdk } from './std-tool';
import { convertUnits } from './tools/convert_units';

export const tools = {
  convert_units: toAiSdk(convertUnits),
};
