import { z } from 'zod'
import { standardTool, toAiSdk } from './std-tool'

export const ping = standardTool({ name: 'ping', description: 'Ping', inputSchema: z.object({}), execute: async () => 'pong' })
export const pingTool = toAiSdk(ping, { strict: true })
