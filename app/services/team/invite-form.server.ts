import { teamCopy } from "#app/content/team.ts";
import { isEmail } from "#app/services/pro/cli.server.ts";
import { isTeamRole } from "./policy.ts";
import type { InviteInput } from "./team-store.server.ts";

/** What the patron typed, sent back to the form with the first problem found. */
export interface InviteFields {
  name: string;
  email: string;
  phone: string;
  role: string;
}

export type ParsedInvite = { ok: true; invite: InviteInput } | { ok: false; error: string; fields: InviteFields };

function text(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/**
 * The invitation form, checked on the server: a name (80 characters at most), an e-mail, a phone made of what
 * phone numbers are written with, one of the roles. Anything else is refused with its French reason.
 */
export function parseInvite(form: FormData): ParsedInvite {
  const fields: InviteFields = {
    name: text(form, "name", 200),
    email: text(form, "email", 300),
    phone: text(form, "phone", 100),
    role: text(form, "role", 20),
  };
  const refuse = (error: string): ParsedInvite => ({ ok: false, error, fields });
  if (!fields.name || !fields.email) return refuse(teamCopy.errors.missing);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if ([...fields.name].length > 80 || /[\u0000-\u001f\u007f]/.test(fields.name)) return refuse(teamCopy.errors.name);
  if (!isEmail(fields.email)) return refuse(teamCopy.errors.email);
  if (fields.phone && !/^\+?[\d\s.()-]{6,25}$/.test(fields.phone)) return refuse(teamCopy.errors.phone);
  if (!isTeamRole(fields.role)) return refuse(teamCopy.errors.role);
  return {
    ok: true,
    invite: { displayName: fields.name, email: fields.email, phone: fields.phone, role: fields.role },
  };
}
