import { published } from "#app/content/published.ts";

/** The owner's announcement (a closing, holidays), above everything else, until its last day (the server renders it away after). */
export function AnnouncementBanner() {
  const announcement = published?.values.announcement;
  if (!announcement) return null;
  return (
    <div className="bg-amber-100 text-navy-900" data-testid="announcement">
      <p className="container-page py-2 text-center text-sm font-semibold">{announcement.text}</p>
    </div>
  );
}
