import { convertCurrency } from './langchain';
import { toAiSdk } from './std-tool';

export const tools = {
  convert_currency: toAiSdk(convertCurrency),
};
