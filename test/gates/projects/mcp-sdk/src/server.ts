import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export const server = new McpServer({ name: "gate-mcp", version: "1.0.0" });

server.registerTool(
  "get_weather",
  {
    title: "Weather",
    description: "Current weather in a city",
    inputSchema: { city: z.string(), days: z.number().int().optional() },
    annotations: { readOnlyHint: true },
  },
  async ({ city, days }) => ({
    content: [{ type: "text", text: `Sunny in ${city} for ${days ?? 1} days` }],
  }),
);

server.tool("ping", "Answers pong", async () => ({
  content: [{ type: "text", text: "pong" }],
}));
