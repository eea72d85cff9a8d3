import { toAiSdk } from './std-tool';
import { convertCurrency } from './langchain';

export const tools = {
  convert_currency: toAiSdk(convertCurrency),
};
