import { CircleCheck, Phone } from "lucide-react";
import { type MouseEvent, useEffect, useRef } from "react";
import { type FormContact, formsCopy } from "#app/content/forms.ts";

/** Shown only once the server has stored the lead; the heading takes the focus so it is announced. */
export function SuccessCard({
  title,
  text,
  anotherHref,
  onAnother,
  contact,
}: {
  title: string;
  text: string;
  anotherHref: string;
  onAnother: () => void;
  contact: FormContact;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const another = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onAnother();
  };
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-2xl bg-navy-900 px-6 py-10 text-center text-white sm:px-10"
    >
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-accent-500 text-navy-950">
        <CircleCheck aria-hidden="true" className="size-9" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="mt-5 scroll-mt-40 text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h3>
      <p className="mt-3 max-w-md leading-relaxed text-navy-100">{text}</p>
      <p className="mt-5 inline-flex items-center gap-2 text-sm text-navy-100">
        <Phone aria-hidden="true" className="size-4 text-accent-400" />
        <span>
          {contact.emergencyLabel} :{" "}
          <a
            href={contact.phoneHref}
            className="whitespace-nowrap font-semibold text-white underline underline-offset-2"
          >
            {contact.phone}
          </a>
        </span>
      </p>
      <a
        href={anotherHref}
        onClick={another}
        className="mt-6 text-sm font-semibold text-accent-400 underline underline-offset-2 hover:text-accent-100"
      >
        {formsCopy.anotherRequest}
      </a>
    </div>
  );
}
