import type { TeamRole } from "#app/services/db/owner-tables.server.ts";

/*
 * Who may open what in the owner's space, decided in one place (decision 053). Every loader and action reaches it
 * through requireOwner (app/services/pro/session.server.ts), which looks up the right the request's path needs and
 * answers 404, writing the attempt to the audit trail, when the person's role does not hold it. A screen never
 * repeats the check; a screen whose content depends on the role (a compagnon's job page without amounts, the
 * dashboard's backups for the patron only) asks `roleHolds` for the part it shows.
 */

export const TEAM_ROLES = ["patron", "bureau", "compagnon"] as const satisfies readonly TeamRole[];
export type { TeamRole };

export function isTeamRole(value: string): value is TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(value);
}

/**
 * - `own`: his own account, passkeys, notifications, the manual, his own days and the jobs he is on (which job is
 *   his is checked by the job's loader: `mayOpenJob`).
 * - `office`: requests, clients, quotes, invoices, payments, the dashboard, the planning, every job, the site.
 * - `books`: the accountant's export, the bank details and invoicing settings, e-invoicing credentials, e-reporting,
 *   the backups, the purchases (the suppliers' invoices, their answers and payments).
 * - `team`: inviting, changing and removing people.
 */
export type Right = "own" | "office" | "books" | "team";

export const ROLE_RIGHTS: Record<TeamRole, readonly Right[]> = {
  patron: ["own", "office", "books", "team"],
  bureau: ["own", "office"],
  compagnon: ["own"],
};

export function roleHolds(role: TeamRole, right: Right): boolean {
  return ROLE_RIGHTS[role].includes(right);
}

/**
 * The right each address of the owner's space needs, first match wins; an address no line names needs `books`, so
 * a screen added without a line here is the patron's alone until someone decides otherwise. Paths are matched
 * without their `.data` suffix and case-insensitively, as the router matches them.
 */
const PATH_RIGHTS: readonly [RegExp, Right][] = [
  // His own account and what every person needs to use the space.
  [/^\/pro\/(?:connexion|installation|invitation|deconnexion|sw\.js)(?:\/.*)?$/, "own"],
  [/^\/pro\/compte(?:\/(?:cles-d-acces|confirmer|notifications|agenda))?$/, "own"],
  [/^\/pro\/aide(?:\/[\w-]+)?$/, "own"],
  [/^\/pro\/journee$/, "own"],
  // A job's page, its photos and its acceptance: the loader then checks that a compagnon is on that job.
  [/^\/pro\/chantiers\/\d+(?:\/(?:photos\/\d+|reception(?:\.pdf)?))?$/, "own"],
  // The patron's alone.
  [/^\/pro\/equipe(?:\/.*)?$/, "team"],
  [/^\/pro\/factures\/(?:export\.zip|reglages|facturation-electronique|e-reporting(?:\/.*)?)$/, "books"],
  [/^\/pro\/compte\/sauvegardes(?:\/.*)?$/, "books"],
  // The suppliers' invoices are the office's daily work, as the clients' are: checked, answered, paid.
  [/^\/pro\/achats(?:\/.*)?$/, "office"],
  // The office's work.
  [/^\/pro$/, "office"],
  [
    /^\/pro\/(?:demandes|devis|factures|chantiers|planning|tableau-de-bord|annuaire|site|export\.csv)(?:\/.*)?$/,
    "office",
  ],
];

function normalizedPath(pathname: string): string {
  return (
    pathname
      .replace(/\.data$/, "")
      .replace(/\/+$/, "")
      .toLowerCase() || "/pro"
  );
}

export function rightForPath(pathname: string): Right {
  const path = normalizedPath(pathname);
  for (const [pattern, right] of PATH_RIGHTS) if (pattern.test(path)) return right;
  return "books";
}

export function mayOpenPath(role: TeamRole, pathname: string): boolean {
  return roleHolds(role, rightForPath(pathname));
}

/** Where each role lands after logging in: the compagnon on his day, the others on the requests. */
export function homeFor(role: TeamRole): string {
  return role === "compagnon" ? "/pro/journee" : "/pro";
}

/**
 * The space's root, `/pro`, is where every link into the space without a page of its own leads (the brand, the
 * installed app, a login without a return address): a role it gives no right to is sent to its own home there
 * rather than told the page does not exist.
 */
export function sendsHome(role: TeamRole, pathname: string): boolean {
  return normalizedPath(pathname) === "/pro" && !mayOpenPath(role, pathname);
}

/** Where a login goes: the page asked for when the role may open it, else the role's home. */
export function landingFor(role: TeamRole, returnTo: string): string {
  const pathname = returnTo.split(/[?#]/)[0] ?? "";
  return pathname === "/pro" || !mayOpenPath(role, pathname) ? homeFor(role) : returnTo;
}

/** A job's page: the office sees every job, a compagnon only the jobs he is assigned to. */
export function mayOpenJob(role: TeamRole, userId: number, assigneeIds: readonly number[]): boolean {
  return roleHolds(role, "office") || assigneeIds.includes(userId);
}

/** Whether a screen may show prices, amounts and margins: never to a compagnon. */
export function maySeeAmounts(role: TeamRole): boolean {
  return roleHolds(role, "office");
}
