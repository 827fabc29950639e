const parisClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * A moment as the tax administration's files write it, CCYYMMDDHHMMSS (UN/CEFACT format 204, the e-reporting's
 * TT-3), in Paris time: the company's own clock, the one its owner sees.
 */
export function parisTimestamp(moment: Date): string {
  if (Number.isNaN(moment.getTime())) throw new Error("Horodatage invalide");
  const parts = Object.fromEntries(parisClock.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

/** Today in France, as YYYY-MM-DD: the day a document is dated, the last day an announcement shows. */
export function parisToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(now);
}
