import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

/** A server class that registers its own tools, as some projects do. */
export class WeatherServer extends McpServer {
  constructor() {
    super({ name: "gate-weather", version: "1.0.0" });
    this.tool(
      "forecast",
      "Forecast for a city",
      { city: z.string() },
      async ({ city }) => ({
        content: [{ type: "text", text: `Rain in ${city}` }],
      }),
    );
  }
}
