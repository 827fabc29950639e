export interface TestPostgres {
  port: number;
  /** The URL of a database on this server (the default one when no name is given). */
  url: (database?: string) => string;
  /** Creates an empty database and returns its URL. */
  createDatabase: (name?: string) => Promise<string>;
  /** Stops the server and deletes its folder. */
  stop: () => void;
}

/** Finds initdb and pg_ctl, installing Debian's postgresql package first when missing and allowed to. */
export function postgresBinaries(): string;
/** durable keeps fsync on, as in production; tests leave it off for speed. */
export function startPostgres(options?: { durable?: boolean }): Promise<TestPostgres>;
