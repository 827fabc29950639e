import { describe, expect, it } from "vitest";
import { type AccountEvent, accountNoticeEmail } from "./account-notices.ts";
import { proCopy } from "./pro.ts";

const details = {
  device: "Chrome · Android",
  address: "203.0.113.7",
  when: "25 novembre 2026 à 04:10",
  siteUrl: "https://www.example.fr/",
  companyName: "Couvertures Martin & Fils",
};

const events: AccountEvent[] = [
  { kind: "passkey.added", passkeyName: "Téléphone de chantier" },
  { kind: "passkey.removed", passkeyName: "iPhone" },
  { kind: "password.changed", otherSessionsClosed: true },
  { kind: "password.changed", otherSessionsClosed: false },
  { kind: "login.new-device" },
];

describe("the e-mails about the owner's account", () => {
  it.each(events)("$kind names the device, the time and what to do if it was not him", (event) => {
    const { subject, text } = accountNoticeEmail(event, details);
    expect(subject).not.toMatch(/[\r\n]/);
    // The name the owner published, not the build's.
    expect(subject).toMatch(/ · Couvertures Martin & Fils$/);
    expect(text).toContain("— L’espace pro de Couvertures Martin & Fils");
    expect(text).toContain("Appareil : Chrome · Android (adresse 203.0.113.7)");
    expect(text).toContain("Date : 25 novembre 2026 à 04:10");
    expect(text).toContain("Si ce n’est pas vous");
    expect(text).toContain("https://www.example.fr/pro/compte");
    // No secret: no token, no link that would log anyone in.
    expect(text).not.toMatch(/token|jeton|[\w-]{43}|\?.*=/i);
  });

  it("says which passkey and whether the other sessions were closed", () => {
    expect(accountNoticeEmail(events[0]!, details).text).toContain("« Téléphone de chantier »");
    expect(accountNoticeEmail(events[2]!, details).text).toContain("ont été fermées");
    expect(accountNoticeEmail(events[3]!, details).text).toContain("sont restées ouvertes");
  });

  it("reads durations as the owner says them", () => {
    expect(proCopy.duration(7_200_000)).toBe("2 heures");
    expect(proCopy.duration(3_600_000)).toBe("1 heure");
    expect(proCopy.duration(600_000)).toBe("10 minutes");
    expect(proCopy.duration(5_000)).toBe("5 secondes");
  });
});
