import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { proCopy } from "#app/content/pro.ts";
import { KeyRoundIcon } from "./icons.tsx";
import { Notice } from "./notice.tsx";
import { postForm } from "./post-form.ts";
import { TextField } from "./text-field.tsx";

const ENDPOINT = "/pro/compte/confirmer";
const copy = proCopy.reauth;

/** The passkey half of a confirmation: a challenge bound to the session, the device's prompt, the answer. */
async function confirmWithPasskey(): Promise<boolean> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const options = await postForm<PublicKeyCredentialRequestOptionsJSON>(ENDPOINT, { step: "options" });
  if (options.status !== 200) return false;
  const response = await startAuthentication({ optionsJSON: options.body });
  const result = await postForm<{ ok: boolean }>(ENDPOINT, { step: "verify", response: JSON.stringify(response) });
  return result.body.ok;
}

interface PromptProps {
  /** How old a login may be ("10 minutes"), said in the prompt. */
  limit: string;
  /** Whether the account has a passkey to confirm with. */
  hasPasskeys: boolean;
  error?: string | null | undefined;
}

function PasskeyConfirmButton({ onConfirmed, onFailed }: { onConfirmed: () => void; onFailed: () => void }) {
  const [state, setState] = useState<"hidden" | "idle" | "working">("hidden");
  useEffect(() => {
    if ("PublicKeyCredential" in window) setState("idle");
  }, []);
  if (state === "hidden") return null;
  return (
    <button
      type="button"
      disabled={state === "working"}
      className={buttonClass("outline", "md", "w-full sm:w-auto")}
      onClick={async () => {
        setState("working");
        const confirmed = await confirmWithPasskey().catch(() => false);
        setState("idle");
        if (confirmed) onConfirmed();
        else onFailed();
      }}
    >
      <KeyRoundIcon className="size-4" />
      {state === "working" ? copy.passkeyWorking : copy.passkey}
    </button>
  );
}

function PromptFrame({ limit, error, children }: { limit: string; error: string | null; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <fieldset
      aria-labelledby={titleId}
      className="mt-4 space-y-3 rounded-lg border border-navy-700/30 bg-navy-50 p-4"
      data-reauth-prompt
    >
      <p id={titleId} className="font-semibold text-navy-900">
        {copy.title}
      </p>
      <p className="text-sm text-muted">{copy.intro(limit)}</p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {children}
    </fieldset>
  );
}

/**
 * Asked inside the form whose action needed a recent login: the password goes with the form's own fields (so
 * nothing typed is lost and the action runs once confirmed, JavaScript or not), and a passkey confirmation
 * submits the form again as it was.
 */
export function ReauthInForm({ intent, limit, hasPasskeys, error }: PromptProps & { intent: string }) {
  const submitRef = useRef<HTMLButtonElement>(null);
  const passwordId = useId();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  return (
    <PromptFrame limit={limit} error={passkeyError ?? error ?? null}>
      <TextField
        id={passwordId}
        label={copy.password}
        name="reauthPassword"
        type="password"
        autoComplete="current-password"
        maxLength={1024}
        autoFocus
        className="sm:max-w-md"
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          ref={submitRef}
          type="submit"
          name="intent"
          value={intent}
          className={buttonClass("primary", "md", "w-full sm:w-auto")}
        >
          {copy.submit}
        </button>
        {hasPasskeys ? (
          <PasskeyConfirmButton
            onConfirmed={() => submitRef.current?.form?.requestSubmit(submitRef.current)}
            onFailed={() => setPasskeyError(copy.failed)}
          />
        ) : null}
      </div>
    </PromptFrame>
  );
}

/** Asked by a step that runs in the page's script (adding a passkey): once confirmed, `onConfirmed` goes on. */
export function ReauthStandalone({
  limit,
  hasPasskeys,
  onConfirmed,
}: Omit<PromptProps, "error"> & { onConfirmed: () => void }) {
  const passwordId = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        setWorking(true);
        const result = await postForm<{ ok: boolean; error?: string }>(ENDPOINT, { step: "password", password }).catch(
          () => ({ status: 0, body: { ok: false, error: copy.failed } }),
        );
        setWorking(false);
        if (result.body.ok) onConfirmed();
        else setError(result.body.error ?? copy.failed);
      }}
    >
      <PromptFrame limit={limit} error={error}>
        <TextField
          id={passwordId}
          label={copy.password}
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          required
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className="sm:max-w-md"
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" disabled={working} className={buttonClass("primary", "md", "w-full sm:w-auto")}>
            {copy.submit}
          </button>
          {hasPasskeys ? (
            <PasskeyConfirmButton onConfirmed={onConfirmed} onFailed={() => setError(copy.failed)} />
          ) : null}
        </div>
      </PromptFrame>
    </form>
  );
}
