import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { proCopy } from "#app/content/pro.ts";
import { KeyRoundIcon } from "./icons.tsx";
import { Notice } from "./notice.tsx";
import { postForm } from "./post-form.ts";

const ENDPOINT = "/pro/connexion/cle-d-acces";

type State = "hidden" | "idle" | "working" | "failed" | "unsupported";

/**
 * "Se connecter avec une clé d'accès": shown once the page runs JavaScript (WebAuthn needs it), it loads
 * SimpleWebAuthn's browser code only when pressed, so the login page stays light.
 */
export function PasskeyLoginButton({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>("hidden");
  useEffect(() => setState("idle"), []);
  if (state === "hidden") return null;

  async function logIn() {
    setState("working");
    try {
      const { browserSupportsWebAuthn, startAuthentication } = await import("@simplewebauthn/browser");
      if (!browserSupportsWebAuthn()) {
        setState("unsupported");
        return;
      }
      const options = await postForm<PublicKeyCredentialRequestOptionsJSON>(ENDPOINT, { step: "options" });
      if (options.status !== 200) throw new Error(String(options.status));
      const response = await startAuthentication({ optionsJSON: options.body });
      const result = await postForm<{ ok: boolean; redirectTo?: string }>(ENDPOINT, {
        step: "verify",
        response: JSON.stringify(response),
        retour: returnTo,
      });
      if (!result.body.ok || !result.body.redirectTo) throw new Error(String(result.status));
      navigate(result.body.redirectTo, { replace: true });
    } catch {
      setState("failed");
    }
  }

  return (
    <div className="space-y-3">
      {state === "failed" || state === "unsupported" ? (
        <Notice tone="error">
          {state === "failed" ? proCopy.login.passkeyFailed : proCopy.login.passkeyUnsupported}
        </Notice>
      ) : null}
      <button
        type="button"
        onClick={logIn}
        disabled={state === "working"}
        className={buttonClass("outline", "lg", "w-full")}
      >
        <KeyRoundIcon className="size-5" />
        {state === "working" ? proCopy.login.passkeyWorking : proCopy.login.passkey}
      </button>
      <p className="text-center text-xs text-muted">{proCopy.login.passkeyHint}</p>
    </div>
  );
}
