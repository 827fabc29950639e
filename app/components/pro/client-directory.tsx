import { type FormEvent, useEffect, useRef, useState } from "react";
import { TextField } from "#app/components/pro/text-field.tsx";
import { clientDirectoryCopy as copy } from "#app/content/client-directory.ts";
import { sirenDigits } from "#app/lib/french-identifiers.ts";
import type { DirectoryAnswer } from "#app/services/einvoicing/directory-answer.ts";

type Tone = "ok" | "info" | "warning" | "error";

/** The directory's answer as the owner reads it: its tone and its sentences, first the one that matters. */
export function directoryNotice(answer: DirectoryAnswer): { tone: Tone; lines: string[] } {
  switch (answer.kind) {
    case "receives": {
      const { address } = answer;
      const platform =
        address.platformType === "WK" || address.platformType === "DFH"
          ? copy.platforms[address.platformType]
          : copy.platforms.other;
      return {
        tone: "ok",
        lines: [
          copy.receives(platform, address.identifier),
          ...(address.routingCode ? [copy.routingCode(address.routingCode, address.routingCodeName)] : []),
          ...(answer.businessName ? [copy.registeredName(answer.businessName)] : []),
          ...(answer.otherLines ? [copy.otherLines(answer.otherLines)] : []),
        ],
      };
    }
    case "not-registered":
      return {
        tone: "info",
        lines: [
          copy.notRegistered(answer.siren),
          ...(answer.upcoming ? [copy.upcoming] : []),
          ...(answer.businessName ? [copy.registeredName(answer.businessName)] : []),
        ],
      };
    case "unknown-siren":
      return { tone: "error", lines: [copy.unknownSiren(answer.siren)] };
    case "closed":
      return { tone: "error", lines: [copy.closed(answer.siren, answer.businessName)] };
    case "unreachable":
      return { tone: "warning", lines: [copy.unreachable, answer.reason] };
    case "not-configured":
      return { tone: "info", lines: [copy.notConfigured] };
    case "pending":
      return { tone: "info", lines: [copy.pending] };
    case "invalid-siren":
      return { tone: "error", lines: [copy.sirenLength] };
  }
}

/** What the field holds, judged without the server: nothing yet, a mistyped number, or a SIREN to look up. */
function typedSiren(value: string): { siren: string } | { error: string } | null {
  const compact = value.replace(/[\s\u00a0\u202f]/g, "");
  if (compact === "") return null;
  if (!/^\d*$/.test(compact) || compact.length > 9) return { error: copy.sirenLength };
  if (compact.length < 9) return null;
  const siren = sirenDigits(compact);
  return siren ? { siren } : { error: copy.sirenKey(value.trim()) };
}

const toneClass: Record<Tone, string> = {
  ok: "border-green-700/30 bg-green-50 text-green-900",
  info: "border-navy-700/30 bg-navy-50 text-navy-900",
  warning: "border-accent-500 bg-accent-100 text-ink",
  error: "border-emergency-600/40 bg-emergency-50 text-emergency-800",
};

type Shown =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "answer"; answer: DirectoryAnswer }
  | { error: string };

const DEBOUNCE_MS = 400;
const FIELD_ID = "invoice-clientSiren";

/**
 * The client's SIREN field of the invoice form, with what the platform's directory says of it: where the client
 * receives its e-invoices, or why it cannot be told. The server gives the answer for the saved SIREN (a page without
 * script sees it after saving); once the application runs, each SIREN typed is looked up a moment after the last
 * keystroke through `/pro/annuaire`, an earlier request dropped when a newer one starts.
 */
export function ClientSirenField({
  defaultValue,
  initial,
  label,
  hintId,
}: {
  defaultValue: string;
  initial: DirectoryAnswer | null;
  label: string;
  hintId: string;
}) {
  const asked = useRef<{ value: string; abort: AbortController | null; timer: ReturnType<typeof setTimeout> | null }>({
    value: defaultValue,
    abort: null,
    timer: null,
  });
  const [shown, setShown] = useState<Shown>(initial ? { state: "answer", answer: initial } : { state: "idle" });

  const check = (value: string, again = false) => {
    const current = asked.current;
    if (value === current.value && !again) return;
    current.value = value;
    current.abort?.abort();
    if (current.timer) clearTimeout(current.timer);
    const typed = typedSiren(value);
    if (typed === null) return setShown({ state: "idle" });
    if ("error" in typed) return setShown({ error: typed.error });
    setShown({ state: "checking" });
    current.timer = setTimeout(() => {
      const abort = new AbortController();
      current.abort = abort;
      fetch(`/pro/annuaire?siren=${typed.siren}`, { signal: abort.signal, headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<DirectoryAnswer>) : Promise.reject()))
        .then(
          (answer) => setShown({ state: "answer", answer }),
          () => {
            if (!abort.signal.aborted)
              setShown({ state: "answer", answer: { kind: "unreachable", siren: typed.siren, reason: "" } });
          },
        );
    }, DEBOUNCE_MS);
  };

  // Digits typed before the application ran are in the field but were never looked up, and a saved SIREN whose
  // answer was still pending when the page was drawn is asked again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the application starts
  useEffect(() => {
    const field = document.getElementById(FIELD_ID);
    if (field instanceof HTMLInputElement) check(field.value, initial?.kind === "pending");
    return () => {
      asked.current.abort?.abort();
      if (asked.current.timer) clearTimeout(asked.current.timer);
    };
  }, []);

  const notice =
    "error" in shown
      ? { tone: "error" as const, lines: [shown.error] }
      : shown.state === "answer"
        ? directoryNotice(shown.answer)
        : shown.state === "checking"
          ? { tone: "info" as const, lines: [copy.checking] }
          : null;
  // Only a number that cannot be a SIREN is invalid; an unknown or closed one is for the owner to check.
  const invalid = "error" in shown;
  return (
    <div>
      <TextField
        id={FIELD_ID}
        name="clientSiren"
        label={label}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={defaultValue}
        aria-describedby={`${hintId} invoice-clientSiren-directory`}
        aria-invalid={invalid || undefined}
        onInput={(event: FormEvent<HTMLInputElement>) => check(event.currentTarget.value)}
      />
      <div id="invoice-clientSiren-directory" role="status" aria-label={copy.label} className="mt-2">
        {notice ? (
          <div className={`space-y-1 rounded-lg border px-3.5 py-3 text-sm ${toneClass[notice.tone]}`}>
            {notice.lines
              .filter((line) => line !== "")
              .map((line, index) => (
                <p key={line} className={index === 0 ? "font-semibold" : undefined}>
                  {line}
                </p>
              ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
