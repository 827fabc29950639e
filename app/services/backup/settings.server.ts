/** When the daily snapshot is due: a time of day in a time zone (the owner's, so 03:00 stays 03:00 across DST). */
export interface BackupTime {
  hour: number;
  minute: number;
  timeZone: string;
}

/** How many snapshots to keep: the newest of each of the last N days, weeks and months that have one. */
export interface KeepPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** `HH:MM` or `HH:MM Area/City` (the zone defaults to Europe/Paris); null when it is neither. */
export function parseBackupAt(value: string): BackupTime | null {
  const match = /^(\d{1,2}):(\d{2})(?:\s+(\S+))?$/.exec(value.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const timeZone = match[3] ?? "Europe/Paris";
  if (hour > 23 || minute > 59 || !isTimeZone(timeZone)) return null;
  return { hour, minute, timeZone };
}

/** `14d,8w` (14 daily and 8 weekly), `7d`, `30d,12w,12m`…: counts of days (d), weeks (w) and months (m). */
export function parseBackupKeep(value: string): KeepPolicy | null {
  const policy: KeepPolicy = { daily: 0, weekly: 0, monthly: 0 };
  const parts = value.split(",").map((part) => part.trim());
  const seen = new Set<string>();
  for (const part of parts) {
    const match = /^(\d{1,4})([dwm])$/.exec(part);
    if (!match || seen.has(match[2] as string)) return null;
    seen.add(match[2] as string);
    const count = Number(match[1]);
    if (match[2] === "d") policy.daily = count;
    else if (match[2] === "w") policy.weekly = count;
    else policy.monthly = count;
  }
  return policy.daily + policy.weekly + policy.monthly > 0 ? policy : null;
}
