import { tool } from 'ai'
import { z } from 'zod'

export const pingTool = tool({ description: 'Ping', inputSchema: z.object({}), strict: true, execute: async () => 'pong' })
