import pg from "pg";

/**
 * A PostgreSQL advisory lock every running server holds in shared mode for as long as it runs, on a connection of its
 * own (the pool's connections come and go, so they cannot say whether a server is up). A restore takes it
 * exclusively: it fails at once while any server runs, and a server starting meanwhile waits until the restore ends.
 */
export const SERVER_LOCK_KEY = 7_461_696_872;

export interface ServerPresence {
  stop: () => Promise<void>;
}

export async function holdServerPresence(url: string, log: (line: string) => void): Promise<ServerPresence> {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      application_name: "toitures-site",
      connectionTimeoutMillis: 5000,
    });
    next.on("error", (error) => {
      log(`database: the server's presence connection was lost (${error.message}); reconnecting`);
      if (client === next) client = null;
      again();
    });
    await next.connect();
    await next.query("SELECT pg_advisory_lock_shared($1)", [SERVER_LOCK_KEY]);
    if (stopped) await next.end();
    else client = next;
  };
  const again = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        log(
          `database: the server's presence connection failed (${error instanceof Error ? error.message : String(error)})`,
        );
        again();
      });
    }, 5000);
    retry.unref();
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const held = client;
      client = null;
      await held?.end().catch(() => undefined);
    },
  };
}
