import { data, Form, redirect, useNavigation } from "react-router";
import { HourlyCostsPanel } from "#app/components/pro/costs/hourly-costs.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { InvitationLink, InviteForm, PendingInvites, PersonCard } from "#app/components/pro/team-people.tsx";
import { costsCopy } from "#app/content/costs.ts";
import { proCopy } from "#app/content/pro.ts";
import { teamCopy } from "#app/content/team.ts";
import { priceForInput } from "#app/lib/french-format.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { displayPhone } from "#app/services/pro/contact-links.server.ts";
import { ownerSettings } from "#app/services/pro/service.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { parseHourlyCost } from "#app/services/purchases/cost-forms.ts";
import { setHourlyCost, teamCosts } from "#app/services/purchases/job-costs.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { parseInvite } from "#app/services/team/invite-form.server.ts";
import { homeFor, isTeamRole, TEAM_ROLES } from "#app/services/team/policy.ts";
import { teamStore } from "#app/services/team/service.server.ts";
import type { Route } from "./+types/team";

const copy = teamCopy;

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

/** The patron's screen (the policy gives `/pro/equipe` to the `team` right alone): the people, the invitations. */
export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireOwner(request);
  const team = await teamStore();
  const [people, invites, costs] = await Promise.all([
    team.listPeople(),
    team.listInvites(),
    teamCosts((await getLeads()).database.db),
  ]);
  return {
    people: people.map((person) => ({
      id: person.id,
      name: person.displayName || person.email,
      email: person.email,
      phone: person.phone ? displayPhone(person.phone) : "",
      role: person.role,
      lastSeen: person.lastSeenAt === null ? null : proCopy.dateTime(person.lastSeenAt),
      you: person.id === owner.userId,
    })),
    invites: invites.map((invite) => ({
      id: invite.id,
      name: invite.displayName,
      email: invite.email,
      role: invite.role,
      until: proCopy.dateTime(invite.expiresAt),
    })),
    hourlyCosts: people.map((person) => {
      const cents = costs.get(person.id)?.hourlyCostCents ?? null;
      return {
        id: person.id,
        name: person.displayName || person.email,
        value: cents === null ? "" : priceForInput(cents),
      };
    }),
    roles: TEAM_ROLES.map((role) => ({ value: role, label: copy.roles[role], hint: copy.roleHints[role] })),
  };
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function action({ request }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const form = await request.formData();
  const intent = field(form, "intent");
  const team = await teamStore();
  const audit = (action: string, detail: string) =>
    recordAudit({ action, userId: owner.userId, email: owner.email, address: clientAddress(request), detail });

  if (intent === "invite") {
    const parsed = parseInvite(form);
    if (!parsed.ok) return data({ inviteError: parsed.error, fields: parsed.fields }, { status: 400 });
    const { invite } = parsed;
    const { siteUrl } = ownerSettings();
    const companyName = publishedCompany().name;
    const linkFor = (code: string) => `${siteUrl.replace(/\/+$/, "")}/pro/invitation?code=${code}`;
    const invited = await team.invite(invite, owner.userId, (code, expiresAt) => ({
      kind: "team.invited",
      to: invite.email,
      ...copy.email({
        companyName,
        name: invite.displayName,
        role: copy.roles[invite.role],
        link: linkFor(code),
        until: proCopy.dateTime(expiresAt),
      }),
    }));
    if (!invited.ok) {
      const fields = { name: invite.displayName, email: invite.email, phone: invite.phone, role: invite.role };
      return data({ inviteError: copy.errors.member(invite.email), fields }, { status: 409 });
    }
    (await getLeads()).worker.notify();
    await audit("team.invited", `${invited.invite.email} (${invite.role})`);
    return {
      notice: copy.notices.invited(invited.invite.email),
      invited: { link: linkFor(invited.code), to: invited.invite.email },
    };
  }

  const id = Number(field(form, "person") || field(form, "invite"));
  if (!Number.isSafeInteger(id)) return data({ error: proCopy.errors.crashText }, { status: 400 });

  if (intent === "cout-horaire") {
    const parsed = parseHourlyCost(field(form, "cout"));
    if ("error" in parsed) {
      return data({ costError: { person: id, message: costsCopy.team.invalid } }, { status: 400 });
    }
    const person = (await team.listPeople()).find((candidate) => candidate.id === id);
    if (!person || !(await setHourlyCost((await getLeads()).database.db, id, parsed.cents))) {
      return data({ error: copy.errors.gone }, { status: 404 });
    }
    const name = person.displayName || person.email;
    await audit("team.hourly_cost", `${person.email} : ${parsed.cents ?? "-"}`);
    return { notice: parsed.cents === null ? costsCopy.team.cleared(name) : costsCopy.team.saved(name) };
  }
  if (intent === "revoke") {
    const revoked = await team.revokeInvite(id);
    if (!revoked) return data({ error: copy.errors.gone }, { status: 404 });
    await audit("team.revoked", revoked.email);
    return { notice: copy.notices.revoked(revoked.email) };
  }
  if (intent === "role") {
    const role = field(form, "role");
    if (!isTeamRole(role)) return data({ error: copy.errors.role }, { status: 400 });
    const changed = await team.changeRole(id, role);
    if (!changed.ok) return refused(changed.reason);
    const { person } = changed;
    await audit("team.role", `${person.email} : ${person.role} → ${role}`);
    // The patron who gave up his own role has no right to this screen any more.
    if (id === owner.userId && role !== "patron") throw redirect(homeFor(role), 303);
    return { notice: copy.notices.role(person.displayName || person.email, copy.roles[role]) };
  }
  if (intent === "remove") {
    const removed = await team.remove(id);
    if (!removed.ok) return refused(removed.reason);
    const { person } = removed;
    await audit("team.removed", `${person.email} (${person.role})`);
    // His sessions are gone with him, this one too when he removed himself: the login page comes next.
    if (id === owner.userId) throw redirect("/pro/connexion", 303);
    return { notice: copy.notices.removed(person.displayName || person.email) };
  }
  return data({ error: proCopy.errors.crashText }, { status: 400 });
}

function refused(reason: "missing" | "lastPatron") {
  return reason === "lastPatron"
    ? data({ error: copy.errors.lastPatron }, { status: 409 })
    : data({ error: copy.errors.gone }, { status: 404 });
}

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const invited = actionData && "invited" in actionData ? actionData.invited : null;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
        <p className="mt-1 text-sm text-muted">{copy.intro}</p>
      </div>
      {actionData && "notice" in actionData ? <Notice tone="success">{actionData.notice}</Notice> : null}
      {actionData && "error" in actionData ? <Notice tone="error">{actionData.error}</Notice> : null}
      {invited ? <InvitationLink link={invited.link} to={invited.to} /> : null}

      <SectionCard id="people-title" title={copy.people.title}>
        <ul className="space-y-3">
          {loaderData.people.map((person) => (
            <PersonCard key={person.id} person={person} roles={loaderData.roles} busy={busy} />
          ))}
        </ul>
      </SectionCard>

      <HourlyCostsPanel
        people={loaderData.hourlyCosts}
        error={actionData && "costError" in actionData ? actionData.costError : null}
      />

      <SectionCard id="invites-title" title={copy.invites.title}>
        <PendingInvites invites={loaderData.invites} busy={busy} />
      </SectionCard>

      <SectionCard id="invite-title" title={copy.invite.title} intro={copy.invite.intro}>
        <Form method="post" key={invited?.link ?? "invite"}>
          <InviteForm
            roles={loaderData.roles}
            error={actionData && "inviteError" in actionData ? actionData.inviteError : null}
            fields={actionData && "fields" in actionData ? actionData.fields : null}
            busy={busy}
          />
        </Form>
      </SectionCard>
    </div>
  );
}
