import { formatFrenchPhone, toE164 } from "#app/lib/phone.ts";

/**
 * A `tel:` link for the number a visitor typed: the international form of a French number, else its
 * digits as typed (a foreign number, or a spam entry nobody validated); null when there is nothing to dial.
 */
export function telHref(raw: string): string | null {
  try {
    return `tel:${toE164(raw)}`;
  } catch {
    const dialable = raw.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
    return /\d{3,}/.test(dialable) ? `tel:${dialable}` : null;
  }
}

export function displayPhone(raw: string): string {
  return formatFrenchPhone(raw);
}

/** A `mailto:` link whose address cannot add headers or recipients of its own. */
export function mailtoHref(address: string, subject: string): string | null {
  const trimmed = address.trim();
  if (!/^[^\s@?&#]+@[^\s@?&#]+$/.test(trimmed)) return null;
  return `mailto:${trimmed}?subject=${encodeURIComponent(subject)}`;
}

/** Directions to the site in the phone's map app (a plain link: nothing of the map loads in the page). */
export function directionsHref(place: string): string | null {
  const trimmed = place.trim();
  if (!trimmed) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(trimmed)}`;
}
