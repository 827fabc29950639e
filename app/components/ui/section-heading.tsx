export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = "center",
  tone = "dark",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  text?: string;
  align?: "center" | "left";
  tone?: "dark" | "light";
}) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow ? <p className={tone === "dark" ? "eyebrow" : "eyebrow text-accent-400"}>{eyebrow}</p> : null}
      <h2 id={id} className={`heading-2 mt-2 ${tone === "light" ? "text-white" : ""}`}>
        {title}
      </h2>
      {text ? <p className={`mt-4 ${tone === "light" ? "text-navy-100" : "lead-text"}`}>{text}</p> : null}
    </div>
  );
}
