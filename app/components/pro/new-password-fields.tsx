import { buttonClass } from "#app/components/ui/button-styles.ts";
import { TextField } from "./text-field.tsx";

export interface NewPasswordCopy {
  password: string;
  passwordHint: string;
  confirm: string;
  submit: string;
  submitting: string;
}

/**
 * A new account's password typed twice and the button that makes the account: the first account's setup page and a
 * team member's invitation ask it alike (12 characters at least; the server checks its strength).
 */
export function NewPasswordFields({ copy, submitting }: { copy: NewPasswordCopy; submitting: boolean }) {
  return (
    <>
      <div>
        <TextField
          id="password"
          label={copy.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={256}
          aria-describedby="password-hint"
        />
        <p id="password-hint" className="mt-1.5 text-sm text-muted">
          {copy.passwordHint}
        </p>
      </div>
      <TextField
        id="confirm"
        label={copy.confirm}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        maxLength={256}
      />
      <button type="submit" className={buttonClass("primary", "lg", "w-full")} disabled={submitting}>
        {submitting ? copy.submitting : copy.submit}
      </button>
    </>
  );
}
