import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { proCopy } from "#app/content/pro.ts";
import { KeyRoundIcon } from "./icons.tsx";
import { Notice } from "./notice.tsx";
import { postForm } from "./post-form.ts";
import { ReauthStandalone } from "./reauth-prompt.tsx";
import { TextField } from "./text-field.tsx";

const ENDPOINT = "/pro/compte/cles-d-acces";
const copy = proCopy.account.passkeys;

type State = "hidden" | "idle" | "working" | "reauth" | "added" | "failed" | "unsupported" | "duplicate";

/**
 * "Ajouter une clé d'accès": a name for the key, then the phone's Face ID or fingerprint prompt. When the login is
 * too old for an account change, the owner confirms who he is first, in place (the name typed stays), and the
 * registration goes on.
 */
export function PasskeyRegistration({ reauthLimit, hasPasskeys }: { reauthLimit: string; hasPasskeys: boolean }) {
  const revalidator = useRevalidator();
  const [state, setState] = useState<State>("hidden");
  const [name, setName] = useState("");
  useEffect(() => setState("idle"), []);
  if (state === "hidden") return null;

  async function register() {
    setState("working");
    try {
      const { browserSupportsWebAuthn, startRegistration, WebAuthnError } = await import("@simplewebauthn/browser");
      if (!browserSupportsWebAuthn()) {
        setState("unsupported");
        return;
      }
      const options = await postForm<PublicKeyCredentialCreationOptionsJSON>(ENDPOINT, { step: "options" });
      if (options.status === 403) {
        setState("reauth");
        return;
      }
      if (options.status !== 200) throw new Error(String(options.status));
      let response: Awaited<ReturnType<typeof startRegistration>>;
      try {
        response = await startRegistration({ optionsJSON: options.body });
      } catch (error) {
        const duplicate = error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED";
        setState(duplicate ? "duplicate" : "failed");
        return;
      }
      const result = await postForm<{ ok: boolean }>(ENDPOINT, {
        step: "verify",
        response: JSON.stringify(response),
        name,
      });
      if (result.status === 403) {
        setState("reauth");
        return;
      }
      if (!result.body.ok) throw new Error(String(result.status));
      setName("");
      setState("added");
      await revalidator.revalidate();
    } catch {
      setState("failed");
    }
  }

  const message =
    state === "added"
      ? { tone: "success" as const, text: copy.added }
      : state === "failed"
        ? { tone: "error" as const, text: copy.failed }
        : state === "unsupported"
          ? { tone: "error" as const, text: copy.unsupported }
          : state === "duplicate"
            ? { tone: "error" as const, text: copy.alreadyRegistered }
            : null;

  return (
    <div className="mt-4 space-y-3">
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          id="passkey-name"
          label={copy.nameLabel}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={60}
          placeholder={copy.namePlaceholder}
          className="flex-1"
        />
        <button
          type="button"
          onClick={register}
          disabled={state === "working" || state === "reauth"}
          className={buttonClass("primary", "md", "w-full sm:w-auto")}
        >
          <KeyRoundIcon className="size-4" />
          {state === "working" ? copy.adding : copy.add}
        </button>
      </div>
      {state === "reauth" ? (
        <ReauthStandalone limit={reauthLimit} hasPasskeys={hasPasskeys} onConfirmed={register} />
      ) : null}
    </div>
  );
}
