import { proCopy } from "#app/content/pro.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { ownerSiteUrl } from "#app/services/leads/service.server.ts";
import { isTeamRole, TEAM_ROLES } from "#app/services/team/policy.ts";
import { hashPassword, passwordProblem } from "./password.server.ts";
import { SETUP_CODE_LIFETIME_MS, SetupCodes, setupLink } from "./setup.server.ts";
import { EmailTakenError, normalizeEmail, OwnerStore } from "./store.server.ts";

export interface ProCliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  /** Asks for a password: without echo on a terminal, one line of standard input otherwise. */
  readPassword: (prompt: string) => Promise<string>;
  /** Whether the password comes from a person at a terminal (asked twice) or from a script (read once). */
  interactive: boolean;
}

const copy = proCopy.cli;

/** Deliberately loose: the address is the account's name, typed by the owner himself (on the server or the setup page). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}

/**
 * A table of aligned columns for a terminal. Control characters are replaced: an audit line can hold what
 * a stranger typed (an e-mail at login), which must not drive the owner's terminal.
 */
export function formatTable(header: string[], unsafeRows: string[][]): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed.
  const rows = unsafeRows.map((row) => row.map((cell) => cell.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?")));
  const widths = header.map((title, column) =>
    Math.max([...title].length, ...rows.map((row) => [...(row[column] ?? "")].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** The options that take a value (`--role bureau` or `--role=bureau`). */
const VALUED_OPTIONS = ["--limit", "--role", "--name"];

/** The first argument that is neither an option nor an option's value: the account's e-mail. */
function positional(args: readonly string[]): string | undefined {
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (VALUED_OPTIONS.includes(arg)) index += 1;
    else if (!arg.startsWith("--")) return arg;
  }
  return undefined;
}

function readOption(args: readonly string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index < 0) return undefined;
  const arg = args[index]!;
  return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : (args[index + 1] ?? "");
}

/** Reads and checks a new password; returns it, or null after printing why it is refused. */
async function askNewPassword(io: ProCliIo, email: string): Promise<string | null> {
  const password = await io.readPassword(copy.passwordPrompt);
  if (password === "") {
    io.stderr(`${copy.noPassword}\n`);
    return null;
  }
  const problem = await passwordProblem(password, email);
  if (problem) {
    io.stderr(`${proCopy.passwordProblems[problem]}\n`);
    return null;
  }
  if (io.interactive && (await io.readPassword(copy.confirmPrompt)) !== password) {
    io.stderr(`${copy.mismatch}\n`);
    return null;
  }
  return password;
}

/** `npm run pro -- add-user | list-users | remove-user | reset-password | audit | setup-link`; returns the exit code. */
export async function runProCli(argv: readonly string[], io: ProCliIo): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === "help" || command === "--help") {
    io.stdout(`${copy.usage}\n`);
    return command ? 0 : 1;
  }
  if (!["add-user", "list-users", "remove-user", "reset-password", "audit", "setup-link"].includes(command)) {
    io.stderr(`${copy.unknownCommand(command)}\n\n${copy.usage}\n`);
    return 1;
  }

  const needsEmail = ["add-user", "remove-user", "reset-password"].includes(command);
  const email = needsEmail ? normalizeEmail(positional(args) ?? "") : "";
  if (needsEmail && !email) {
    io.stderr(`${copy.emailRequired}\n`);
    return 1;
  }
  if (command === "add-user" && !isEmail(email)) {
    io.stderr(`${copy.badEmail(email)}\n`);
    return 1;
  }
  const role = readOption(args, "--role") ?? "patron";
  if (command === "add-user" && !isTeamRole(role)) {
    io.stderr(`${copy.badRole(role, TEAM_ROLES)}\n`);
    return 1;
  }
  const displayName = (readOption(args, "--name") ?? "").trim().slice(0, 80);
  let limit = 50;
  if (command === "audit") {
    const raw = readOption(args, "--limit");
    limit = raw === undefined ? 50 : Number(raw);
    if (!Number.isInteger(limit) || limit < 1) {
      io.stderr(`${copy.badLimit}\n`);
      return 1;
    }
  }

  const env = parseEnv(io.env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.LEADS_DB });
  try {
    const store = new OwnerStore(database.db);
    const audit = (action: string, userId: number | null, detail?: string) =>
      store.addAudit({
        action,
        userId,
        email,
        address: null,
        detail: detail ? `npm run pro, ${detail}` : "npm run pro",
      });
    switch (command) {
      case "setup-link": {
        const issued = await new SetupCodes(database.db).issue();
        if (!issued) {
          io.stderr(`${copy.setupNotNeeded}\n`);
          return 1;
        }
        const link = setupLink(ownerSiteUrl(env), issued.code);
        io.stdout(`${copy.setupLink(link, SETUP_CODE_LIFETIME_MS / 3_600_000)}\n`);
        return 0;
      }
      case "add-user": {
        if (await store.findUserByEmail(email)) {
          io.stderr(`${copy.userExists(email)}\n`);
          return 1;
        }
        const password = await askNewPassword(io, email);
        if (password === null) return 1;
        try {
          const user = await store.addUser(email, await hashPassword(password), {
            role: isTeamRole(role) ? role : "patron",
            displayName,
          });
          await audit("user.added", user.id, role);
        } catch (error) {
          if (!(error instanceof EmailTakenError)) throw error;
          io.stderr(`${copy.userExists(email)}\n`);
          return 1;
        }
        io.stdout(`${copy.userAdded(email, role)}\n`);
        return 0;
      }
      case "reset-password": {
        const user = await store.findUserByEmail(email);
        if (!user) {
          io.stderr(`${copy.noSuchUser(email)}\n`);
          return 1;
        }
        const password = await askNewPassword(io, email);
        if (password === null) return 1;
        await store.setPassword(user.id, await hashPassword(password));
        await audit("password.reset", user.id);
        io.stdout(`${copy.passwordReset(email)}\n`);
        return 0;
      }
      case "remove-user": {
        const user = await store.removeUser(email);
        if (!user) {
          io.stderr(`${copy.noSuchUser(email)}\n`);
          return 1;
        }
        await audit("user.removed", user.id);
        io.stdout(`${copy.userRemoved(email)}\n`);
        return 0;
      }
      case "list-users": {
        const users = await store.listUsers();
        if (users.length === 0) {
          io.stdout(`${copy.noUsers}\n`);
          return 0;
        }
        const rows = users.map((user) => [
          user.email,
          user.role,
          user.displayName,
          proCopy.dateTime(user.createdAt),
          String(user.passkeys),
          String(user.sessions),
        ]);
        io.stdout(`${formatTable(copy.usersHeader, rows)}\n`);
        return 0;
      }
      default: {
        const entries = await store.listAudit(limit);
        if (entries.length === 0) {
          io.stdout(`${copy.noAudit}\n`);
          return 0;
        }
        const rows = entries.map((entry) => [
          proCopy.dateTime(entry.at),
          proCopy.auditActions[entry.action] ?? entry.action,
          entry.email ?? "",
          entry.address ?? "",
          entry.detail ?? "",
        ]);
        io.stdout(`${formatTable(copy.auditHeader, rows)}\n`);
        return 0;
      }
    }
  } finally {
    await database.close();
  }
}
