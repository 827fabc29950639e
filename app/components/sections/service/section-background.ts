/** Plain sections alternate between these two backgrounds so consecutive sections stay distinct. */
export type SectionBackground = "bg-white" | "bg-surface";
