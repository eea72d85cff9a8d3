import { toAiSdk } from '../std-tool';
import { time } from './tools';

export const chatTools = {
  time: toAiSdk(time),
};
