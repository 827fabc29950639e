import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { teamCopy } from "#app/content/team.ts";
import type { TeamRole } from "#app/services/team/policy.ts";
import { CopyLink } from "./copy-link.tsx";
import { MailIcon, PhoneIcon, TrashIcon } from "./icons.tsx";
import { Notice } from "./notice.tsx";
import { TextField } from "./text-field.tsx";

const copy = teamCopy;

export interface RoleChoice {
  value: TeamRole;
  label: string;
  hint: string;
}

export interface ListedPerson {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: TeamRole;
  lastSeen: string | null;
  you: boolean;
}

const selectClass =
  "block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm sm:w-auto sm:text-sm";

/** One person: who, how to reach him, when he was last seen; his role to change and the way out of the team. */
export function PersonCard({ person, roles, busy }: { person: ListedPerson; roles: RoleChoice[]; busy: boolean }) {
  const roleId = `role-${person.id}`;
  return (
    <li className="rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-ink">{person.name}</p>
        <span className="rounded bg-navy-50 px-1.5 py-0.5 text-xs font-semibold text-navy-800">
          {copy.roles[person.role]}
        </span>
        {person.you ? <span className="text-xs font-semibold text-muted">({copy.people.you})</span> : null}
      </div>
      <dl className="mt-2 space-y-1 text-sm text-muted">
        <div className="flex items-center gap-2">
          <dt>
            <MailIcon className="size-4" />
            <span className="sr-only">{copy.people.email}</span>
          </dt>
          <dd className="min-w-0 break-all">{person.email}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <PhoneIcon className="size-4" />
            <span className="sr-only">{copy.people.phone}</span>
          </dt>
          <dd>{person.phone || copy.people.noPhone}</dd>
        </div>
        <div>
          <dt className="inline">{copy.people.lastSeen} : </dt>
          <dd className="inline">{person.lastSeen ?? copy.people.neverSeen}</dd>
        </div>
      </dl>
      <Form method="post" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="person" value={person.id} />
        <div>
          <label htmlFor={roleId} className="block text-sm font-semibold text-ink">
            {copy.people.role}
          </label>
          <select id={roleId} name="role" defaultValue={person.role} className={`mt-1 ${selectClass}`}>
            {roles.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          name="intent"
          value="role"
          aria-label={copy.people.changeRole(person.name)}
          className={buttonClass("outline", "md")}
          disabled={busy}
        >
          {copy.people.saveRole}
        </button>
      </Form>
      {/* A removal asks once more, without a script: the disclosure holds the confirming button. */}
      <details className="mt-3">
        <summary
          aria-label={copy.people.removeLabel(person.name)}
          className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg px-1 text-sm font-semibold text-emergency-700 [&::-webkit-details-marker]:hidden"
        >
          <TrashIcon className="size-4" />
          {copy.people.remove}
        </summary>
        <Form method="post" className="mt-2 rounded-lg border border-emergency-600/40 bg-emergency-50 p-3">
          <input type="hidden" name="person" value={person.id} />
          <p className="text-sm text-emergency-800">{copy.people.confirmRemove(person.name)}</p>
          <button
            type="submit"
            name="intent"
            value="remove"
            className={buttonClass("primary", "md", "mt-3 w-full bg-emergency-700 sm:w-auto")}
            disabled={busy}
          >
            {copy.people.confirm}
          </button>
        </Form>
      </details>
    </li>
  );
}

export function PendingInvites({
  invites,
  busy,
}: {
  invites: { id: number; name: string; email: string; role: TeamRole; until: string }[];
  busy: boolean;
}) {
  if (invites.length === 0) return <p className="text-sm text-muted">{copy.invites.none}</p>;
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {invites.map((invite) => (
        <li key={invite.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold text-ink">
              {invite.name} · {copy.roles[invite.role]}
            </p>
            <p className="mt-0.5 break-all text-muted">
              {invite.email}, {copy.invites.expires(invite.until)}
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="invite" value={invite.id} />
            <button
              type="submit"
              name="intent"
              value="revoke"
              aria-label={copy.invites.revokeLabel(invite.email)}
              className={buttonClass("outline", "md", "w-full sm:w-auto")}
              disabled={busy}
            >
              {copy.invites.revoke}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** The new person's name, e-mail, phone and role; each role says what it opens, so the choice is informed. */
export function InviteForm({
  roles,
  error,
  fields,
  busy,
}: {
  roles: RoleChoice[];
  error: string | null;
  fields: { name: string; email: string; phone: string; role: string } | null;
  busy: boolean;
}) {
  return (
    <div className="space-y-4">
      {error ? (
        <Notice tone="error" id="invite-error">
          {error}
        </Notice>
      ) : null}
      <TextField
        id="invite-name"
        label={copy.invite.name}
        name="name"
        autoComplete="off"
        required
        maxLength={80}
        defaultValue={fields?.name ?? ""}
        className="sm:max-w-md"
      />
      <TextField
        id="invite-email"
        label={copy.invite.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={254}
        defaultValue={fields?.email ?? ""}
        className="sm:max-w-md"
      />
      <TextField
        id="invite-phone"
        label={copy.invite.phone}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={25}
        defaultValue={fields?.phone ?? ""}
        className="sm:max-w-md"
      />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{copy.invite.role}</legend>
        <div className="mt-2 space-y-2">
          {roles.map((role) => (
            <label
              key={role.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50"
            >
              <input
                type="radio"
                name="role"
                value={role.value}
                defaultChecked={(fields?.role ?? "compagnon") === role.value}
                aria-describedby={`role-hint-${role.value}`}
                className="mt-0.5 size-5 shrink-0 accent-navy-700"
              />
              <span className="text-sm">
                <span className="block font-semibold text-ink">{role.label}</span>
                <span id={`role-hint-${role.value}`} className="mt-0.5 block text-muted">
                  {role.hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        name="intent"
        value="invite"
        className={buttonClass("primary", "md", "w-full sm:w-auto")}
        disabled={busy}
      >
        {copy.invite.submit}
      </button>
    </div>
  );
}

/** The link just made, shown once, with its copy button: the e-mail carries it too. */
export function InvitationLink({ link, to }: { link: string; to: string }) {
  return (
    <div className="rounded-card border border-line bg-white p-5 shadow-card">
      <CopyLink
        link={link}
        labels={{
          link: copy.invite.link,
          linkHint: copy.invite.linkHint(to),
          copy: copy.invite.copy,
          copied: copy.invite.copied,
        }}
      />
    </div>
  );
}
