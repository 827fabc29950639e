import { buttonClass } from "#app/components/ui/button-styles.ts";

/**
 * A long editor form's "Enregistrer": it stays in reach above the phone's bottom navigation while the owner scrolls,
 * so a change made far down the form is saved without scrolling back.
 */
export function StickySaveButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className="sticky bottom-20 z-10 md:bottom-4">
      <button
        type="submit"
        name="intent"
        value="save"
        disabled={busy}
        className={buttonClass("primary", "md", "w-full shadow-card")}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
