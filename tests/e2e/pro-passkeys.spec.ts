import { proCopy } from "#app/content/pro.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import {
  addOwner,
  addVirtualAuthenticator,
  allowFailedLoads,
  ownerEmail,
  ownerPassword,
  runProCli,
} from "#tests/support/owner.ts";

/**
 * WebAuthn refuses an IP address as the relying party, so this test uses the server through `localhost`
 * (a secure context in Chromium, like the live site's HTTPS).
 */
const origin = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

test("register a passkey, log in with it alone, see it used, remove it", async ({ page, consoleErrors }) => {
  const email = ownerEmail("passkey");
  const password = ownerPassword();
  await addOwner(email, password);
  const authenticator = await addVirtualAuthenticator(page);

  await page.goto(`${origin}/pro/connexion?retour=%2Fpro%2Fcompte`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/pro/compte`);

  const passkeys = page.getByRole("region", { name: "Clés d’accès" });
  await expect(passkeys.getByText(proCopy.account.passkeys.none)).toBeVisible();
  await passkeys.getByLabel("Nom de la clé").fill("Téléphone de chantier");
  await passkeys.getByRole("button", { name: "Ajouter une clé d’accès" }).click();
  await expect(passkeys.getByRole("status")).toHaveText(proCopy.account.passkeys.added);
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);
  await expect(passkeys.getByRole("listitem")).toContainText("Téléphone de chantier");
  await expect(passkeys.getByRole("listitem")).toContainText("jamais utilisée");
  expect(await authenticator.credentials()).toHaveLength(1);

  // The same authenticator twice is refused by the browser (excludeCredentials).
  await passkeys.getByRole("button", { name: "Ajouter une clé d’accès" }).click();
  await expect(passkeys.getByRole("alert")).toHaveText(proCopy.account.passkeys.alreadyRegistered);
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);

  await page.getByRole("button", { name: "Se déconnecter" }).first().click();
  await expect(page).toHaveURL(`${origin}/pro/connexion?etat=deconnecte`);

  // The passkey alone: no e-mail, no password.
  await page.goto(`${origin}/pro/connexion?retour=%2Fpro%2Fcompte`);
  await page.getByRole("button", { name: "Se connecter avec une clé d’accès" }).click();
  await expect(page).toHaveURL(`${origin}/pro/compte`);
  await expect(page.getByText(email)).toBeVisible();
  await expect(passkeys.getByRole("listitem")).not.toContainText("jamais utilisée");

  const audit = await runProCli(["audit", "--limit", "100"]);
  expect(audit.stdout).toContain("clé d’accès ajoutée");
  expect(audit.stdout).toMatch(/connexion par clé d’accès\s+\S+\s+127\.0\.0\.1\s+Téléphone de chantier/);

  await passkeys.getByRole("button", { name: "Supprimer la clé « Téléphone de chantier »" }).click();
  await expect(page.getByRole("status")).toHaveText(proCopy.account.passkeys.removed);
  await expect(passkeys.getByText(proCopy.account.passkeys.none)).toBeVisible();

  // A removed passkey opens nothing any more.
  await page.getByRole("button", { name: "Se déconnecter" }).first().click();
  await page.goto(`${origin}/pro/connexion`);
  await page.getByRole("button", { name: "Se connecter avec une clé d’accès" }).click();
  await expect(page.getByRole("alert")).toHaveText(proCopy.login.passkeyFailed);
  await expect(page).toHaveURL(`${origin}/pro/connexion`);
  allowFailedLoads(consoleErrors, [401], /^\/pro\/connexion\/cle-d-acces$/);
});

test("a passkey challenge is single use", async ({ request }) => {
  const options = await request.post(`${origin}/pro/connexion/cle-d-acces`, {
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    data: "step=options",
  });
  expect(options.status()).toBe(200);
  const { challenge, rpId } = (await options.json()) as { challenge: string; rpId: string };
  expect(rpId).toBe("localhost");
  expect(challenge).toMatch(/^[\w-]{20,}$/);
  // A made-up answer naming that challenge is refused, and burns it.
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: "webauthn.get", challenge, origin, crossOrigin: false }),
  ).toString("base64url");
  const forged = {
    id: "AAAA",
    rawId: "AAAA",
    type: "public-key",
    clientExtensionResults: {},
    response: { clientDataJSON, authenticatorData: "AAAA", signature: "AAAA" },
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    const verify = await request.post(`${origin}/pro/connexion/cle-d-acces`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "X-Forwarded-For": "10.9.9.9" },
      data: new URLSearchParams({ step: "verify", response: JSON.stringify(forged) }).toString(),
    });
    expect(verify.status()).toBe(401);
    expect(verify.headers()["set-cookie"]).toBeUndefined();
  }
});
