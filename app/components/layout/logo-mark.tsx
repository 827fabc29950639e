/** The company's mark (a roof over a house), drawn inline: the public logo and the owner's space share it. */
export function LogoMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <rect width="48" height="48" rx="10" fill="#0c2340" />
      <path
        d="M8 26 24 12l16 14"
        fill="none"
        stroke="#f2a516"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M14 24v13h20V24" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinejoin="round" />
      <path d="M21 37v-7h6v7" fill="#fff" />
    </svg>
  );
}
