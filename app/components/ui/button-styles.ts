type Variant = "quote" | "emergency" | "primary" | "outline" | "ghost-light";
type Size = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<Variant, string> = {
  quote: "bg-accent-500 text-navy-950 hover:bg-accent-400 shadow-sm",
  emergency: "bg-emergency-700 text-white hover:bg-emergency-800 shadow-sm",
  primary: "bg-navy-900 text-white hover:bg-navy-800 shadow-sm",
  outline: "border-2 border-navy-900 text-navy-900 hover:bg-navy-50",
  "ghost-light": "border-2 border-white/70 text-white hover:bg-white/10",
};

const sizes: Record<Size, string> = {
  sm: "px-3.5 py-2 text-sm",
  md: "px-5 py-2.5 text-base",
  lg: "px-6 py-3.5 text-base sm:text-lg",
};

export function buttonClass(variant: Variant, size: Size = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
