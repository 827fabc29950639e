/** "08:00", "18:00" → "8h00 – 18h00", the French way of writing opening hours; null when closed. */
export function formatTimeRange(opens: string | null, closes: string | null): string | null {
  if (!opens || !closes) return null;
  return `${formatTime(opens)} – ${formatTime(closes)}`;
}

function formatTime(time: string): string {
  const [hours = "", minutes = "00"] = time.split(":");
  return `${Number.parseInt(hours, 10)}h${minutes}`;
}
