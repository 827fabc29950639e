import { isIP } from "node:net";
import { z } from "zod";
import { parseBackupAt, parseBackupKeep } from "#app/services/backup/settings.server.ts";

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Express's `trust proxy`: which hops may tell the client's address in X-Forwarded-For. `true` is refused:
 * trusting every hop lets any visitor forge an address and escape the form rate limit.
 */
const trustProxySchema = z
  .string()
  .default("loopback")
  .transform((value, context): number | string[] => {
    const trimmed = value.trim();
    if (trimmed === "false") return 0;
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const entries = trimmed.split(",").map((entry) => entry.trim());
    if (entries.every((entry) => entry !== "" && isProxyAddress(entry))) return entries;
    context.addIssue({
      code: "custom",
      message:
        "must be the number of proxies in front of the server, or a comma-separated list of their addresses (IP, CIDR, loopback, linklocal, uniquelocal), or false",
    });
    return z.NEVER;
  });

const databaseUrlSchema = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return /^postgres(ql)?:$/.test(url.protocol) && url.hostname !== "" && url.pathname.length > 1;
    } catch {
      return false;
    }
  },
  { message: "must look like postgres://user:password@host:5432/database (or postgresql://)" },
);

const envSchema = z
  .object({
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // Unset here and at build time, the server's links name the address it listens on (ownerSiteUrl).
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    LEADS_DB: z.string().min(1).default("./data/leads.sqlite"),
    // The photos sent with requests (created on start). With several server processes, one folder they all share.
    UPLOADS_DIR: z
      .string()
      .min(1)
      .refine((value) => !value.includes("\0") && value.trim() === value, {
        message: "must be a folder path, without surrounding spaces",
      })
      .default("./data/uploads"),
    // The owner's project photos as the public pages show them (AVIF and WebP, content-hashed names). With several
    // server processes, one folder they all share, like UPLOADS_DIR.
    SITE_PHOTOS_DIR: z
      .string()
      .min(1)
      .refine((value) => !value.includes("\0") && value.trim() === value, {
        message: "must be a folder path, without surrounding spaces",
      })
      .default("./data/site-photos"),
    // Set: the store is on this PostgreSQL server (several server processes share it); unset: the SQLite file LEADS_DB.
    DATABASE_URL: databaseUrlSchema.optional(),
    TRUST_PROXY: trustProxySchema,
    MAIL_TRANSPORT: z.enum(["log", "smtp", "relay"]).default("log"),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_TO: z.email().optional(),
    MAIL_FROM: z.string().min(3).optional(),
    RELAY_URL: z.url({ protocol: /^https?$/ }).optional(),
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    // Delivery retries: 30 s, 1 min, 2 min… capped at 1 h; given up (dead, re-queued by the CLI) after 24 tries, about 17 h.
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(10).default(3_600_000),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(24),
    OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(60_000),
    // How often each instance looks for invoices whose reminder day has come (each reminder is sent once whatever
    // the number of instances: decision 023), and seals the payment journal's finished months.
    REMINDERS_POLL_MS: z.coerce.number().int().min(100).default(900_000),
    // How often each instance sends the e-invoices waiting for the approved platform and reads their statuses back
    // (decision 043); an issue wakes it at once.
    EINVOICING_POLL_MS: z.coerce.number().int().min(100).default(5000),
    // How often each instance looks for job dates the client has not been told of, and for the evening reminders
    // (decision 056); a change of dates on this instance sweeps at once.
    JOB_NOTICES_POLL_MS: z.coerce.number().int().min(100).default(60_000),
    // The first day the company e-reports its consumer sales and their payments (decision 048): periods before it are
    // never filed. 1 September 2027 for a small company (loi de finances pour 2024, art. 91).
    EREPORTING_FROM: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a day, YYYY-MM-DD" })
      .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), { message: "no such day" })
      .default("2027-09-01"),
    // Tests only: days added to the clock by which the e-reporting calendar decides that a period has ended, so a
    // test can reach a period's end without waiting for it. Leave it unset (0) everywhere else.
    EREPORTING_CLOCK_SHIFT_DAYS: z.coerce.number().int().min(0).max(400).default(0),
    // One bound for every step of a delivery (SMTP connection, greeting, idle socket; relay request); unset keeps 10/10/20 s and 15 s.
    MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
    // The owner's sessions: closed after this long without use, and this long after their login whatever the use
    // (decision 019). Account changes need a login or a confirmation younger than REAUTH_SECONDS.
    SESSION_IDLE_SECONDS: z.coerce.number().int().min(1).max(31_536_000).default(7200),
    SESSION_ABSOLUTE_SECONDS: z.coerce.number().int().min(1).max(31_536_000).default(43_200),
    REAUTH_SECONDS: z.coerce.number().int().min(1).max(31_536_000).default(600),
    // How long a delivery in progress belongs to its worker; after a crash, it is taken again once this runs out.
    // Unset: 2 min, or four mail timeouts when that is longer.
    OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).optional(),
    // Set: the server writes a snapshot there every day (docs/deploy.md, "Backups").
    BACKUP_DIR: z
      .string()
      .refine((value) => !value.includes("\0") && value.trim() === value, {
        message: "must be a folder path, without surrounding spaces",
      })
      .optional(),
    BACKUP_AT: z
      .string()
      .default("03:00 Europe/Paris")
      .transform((value, context) => {
        const parsed = parseBackupAt(value);
        if (parsed) return parsed;
        context.addIssue({
          code: "custom",
          message: "must be HH:MM, optionally followed by a time zone (03:00 Europe/Paris)",
        });
        return z.NEVER;
      }),
    BACKUP_KEEP: z
      .string()
      .default("14d,8w")
      .transform((value, context) => {
        const parsed = parseBackupKeep(value);
        if (parsed) return parsed;
        context.addIssue({
          code: "custom",
          message: "must be counts of daily, weekly and monthly snapshots, such as 14d,8w or 7d,4w,12m",
        });
        return z.NEVER;
      }),
  })
  .superRefine((env, context) => {
    if (env.MAIL_TRANSPORT === "smtp" && !env.SMTP_URL) {
      context.addIssue({ code: "custom", path: ["SMTP_URL"], message: "required when MAIL_TRANSPORT=smtp" });
    }
    // A lease shorter than a slow delivery would let a second attempt start while the first still runs.
    const slowestDeliveryMs = env.MAIL_TIMEOUT_MS === undefined ? 40_000 : 3 * env.MAIL_TIMEOUT_MS;
    if (env.OUTBOX_LEASE_MS !== undefined && env.OUTBOX_LEASE_MS <= slowestDeliveryMs) {
      context.addIssue({
        code: "custom",
        path: ["OUTBOX_LEASE_MS"],
        message: `must be longer than the slowest delivery (${slowestDeliveryMs} ms)`,
      });
    }
    if (env.SESSION_IDLE_SECONDS > env.SESSION_ABSOLUTE_SECONDS) {
      context.addIssue({
        code: "custom",
        path: ["SESSION_IDLE_SECONDS"],
        message: `must not exceed SESSION_ABSOLUTE_SECONDS (${env.SESSION_ABSOLUTE_SECONDS})`,
      });
    }
    if (env.MAIL_TRANSPORT === "relay" && !env.RELAY_URL) {
      context.addIssue({ code: "custom", path: ["RELAY_URL"], message: "required when MAIL_TRANSPORT=relay" });
    }
  })
  .transform((env) => ({
    ...env,
    OUTBOX_LEASE_MS: env.OUTBOX_LEASE_MS ?? Math.max(120_000, 4 * (env.MAIL_TIMEOUT_MS ?? 0)),
  }));

export type ServerEnv = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops the server with one clear line. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
  throw new Error(`Invalid configuration: ${problems}`);
}
