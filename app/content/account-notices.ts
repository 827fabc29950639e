/** What happened to the owner's account, as the e-mail about it says it. */
export type AccountEvent =
  | { kind: "passkey.added"; passkeyName: string }
  | { kind: "passkey.removed"; passkeyName: string }
  | { kind: "password.changed"; otherSessionsClosed: boolean }
  | { kind: "login.new-device" };

const subjects: Record<AccountEvent["kind"], string> = {
  "passkey.added": "Une clé d’accès a été ajoutée à votre compte",
  "passkey.removed": "Une clé d’accès a été supprimée de votre compte",
  "password.changed": "Le mot de passe de votre compte a changé",
  "login.new-device": "Connexion à votre compte depuis un nouvel appareil",
};

function whatHappened(event: AccountEvent): string {
  switch (event.kind) {
    case "passkey.added":
      return `Une clé d’accès, « ${event.passkeyName} », a été ajoutée à votre compte de l’espace pro.`;
    case "passkey.removed":
      return `La clé d’accès « ${event.passkeyName} » a été supprimée de votre compte de l’espace pro.`;
    case "password.changed":
      return event.otherSessionsClosed
        ? "Le mot de passe de votre compte de l’espace pro a été changé, et les sessions ouvertes sur les autres appareils ont été fermées."
        : "Le mot de passe de votre compte de l’espace pro a été changé (les sessions des autres appareils sont restées ouvertes).";
    case "login.new-device":
      return "Quelqu’un s’est connecté à votre compte de l’espace pro depuis un appareil qui ne s’y était jamais connecté.";
  }
}

/**
 * The e-mail sent to the account's address after a change to it: what happened, on which device, when, and what
 * to do if it was not the owner. Plain text, no secret: no token, no link that logs in. `companyName`: as
 * published from "Mon site".
 */
export function accountNoticeEmail(
  event: AccountEvent,
  details: { device: string; address: string | null; when: string; siteUrl: string; companyName: string },
): { subject: string; text: string } {
  const accountPage = `${details.siteUrl.replace(/\/+$/, "")}/pro/compte`;
  return {
    subject: `${subjects[event.kind]} · ${details.companyName}`,
    text: [
      "Bonjour,",
      "",
      whatHappened(event),
      "",
      `Appareil : ${details.device}${details.address ? ` (adresse ${details.address})` : ""}`,
      `Date : ${details.when}`,
      "",
      "Si c’est vous, il n’y a rien à faire.",
      "",
      "Si ce n’est pas vous :",
      `1. connectez-vous sur ${accountPage} ;`,
      "2. supprimez les clés d’accès que vous ne reconnaissez pas ;",
      "3. changez votre mot de passe en laissant cochée « Fermer mes sessions sur les autres appareils ».",
      "Si vous ne pouvez plus vous connecter, faites changer le mot de passe sur le serveur (npm run pro -- reset-password).",
      "",
      `— L’espace pro de ${details.companyName}`,
    ].join("\n"),
  };
}
