import { ShieldCheck } from "lucide-react";
import { type FormContact, formsCopy, privacyText } from "#app/content/forms.ts";

/** The information owed to the visitor before they send personal data (GDPR art. 13). */
export function PrivacyNotice({ id, contact }: { id: string; contact: FormContact }) {
  const { privacy } = formsCopy;
  return (
    <section aria-labelledby={id} className="mt-8 rounded-xl bg-surface p-4 text-sm leading-relaxed text-muted sm:p-5">
      <h3 id={id} className="flex items-center gap-2 font-semibold text-navy-900">
        <ShieldCheck aria-hidden="true" className="size-4 text-navy-700" />
        {privacy.title}
      </h3>
      {privacyText(contact).map((paragraph) => (
        <p key={paragraph} className="mt-2">
          {paragraph}
        </p>
      ))}
      <p className="mt-2">
        <a href={privacy.href} className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900">
          {privacy.link}
        </a>
      </p>
    </section>
  );
}
