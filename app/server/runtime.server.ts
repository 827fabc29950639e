import { parseEnv, type ServerEnv } from "./env.server.ts";

/**
 * What the Express process (server/start.js) needs from the application bundle.
 * It travels through entry.server so that the server and the route actions share one module graph.
 */
export const serverRuntime = {
  parseEnv,
  async start(_env: ServerEnv): Promise<void> {},
  async stop(): Promise<void> {},
  health(): { ok: boolean; detail?: string } {
    return { ok: true };
  },
};

export type ServerRuntime = typeof serverRuntime;
