import { z } from 'zod'
import { toAiSdk, type StandardTool } from './std-tool'

export const ping = { name: 'ping', description: 'Ping', inputSchema: z.object({}), execute: async () => 'pong' } satisfies StandardTool
export const pingTool = toAiSdk(ping, { strict: true })
