import { describe, expect, it } from "vitest";
import { jobsCopy } from "#app/content/jobs.ts";
import { arrivalEnds, parseJobDetails } from "./job-details.ts";
import { clientAnswer } from "./job-view.server.ts";

const messages = jobsCopy.job.detailsErrors;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("parseJobDetails", () => {
  it("keeps a window, the texts trimmed with their lines, and no window when both ends are empty", () => {
    expect(
      parseJobDetails(
        form({
          arrivee_de: "08:00",
          arrivee_a: "09:30",
          preparation: " Portail ouvert\r\nChien rentré ",
          a_apporter: "",
        }),
      ),
    ).toEqual({
      ok: true,
      details: { arrivalWindow: "08:00-09:30", clientPreparation: "Portail ouvert\nChien rentré", toBring: "" },
    });
    expect(parseJobDetails(form({ arrivee_de: "", arrivee_a: "" }))).toMatchObject({
      ok: true,
      details: { arrivalWindow: "" },
    });
  });

  it("refuses half a window, an unreadable time, an end before its start, long or invisible text", () => {
    expect(parseJobDetails(form({ arrivee_de: "08:00" }))).toMatchObject({
      errors: { arrival: messages.arrivalFormat },
    });
    expect(parseJobDetails(form({ arrivee_de: "8h", arrivee_a: "09:00" }))).toMatchObject({
      errors: { arrival: messages.arrivalFormat },
    });
    expect(parseJobDetails(form({ arrivee_de: "24:00", arrivee_a: "25:00" }))).toMatchObject({
      errors: { arrival: messages.arrivalFormat },
    });
    expect(parseJobDetails(form({ arrivee_de: "10:00", arrivee_a: "09:00" }))).toMatchObject({
      errors: { arrival: messages.arrivalOrder },
    });
    const refused = parseJobDetails(form({ preparation: "x".repeat(1001), a_apporter: "Bâche\u202eesab" }));
    expect(refused).toMatchObject({
      ok: false,
      errors: { clientPreparation: messages.tooLong(1000), toBring: messages.control },
    });
    expect(parseJobDetails(form({ a_apporter: "Échelle\u0000" }))).toMatchObject({
      errors: { toBring: messages.control },
    });
  });

  it("splits a stored window for the form, and gives nothing for an unreadable one", () => {
    expect(arrivalEnds("07:30-08:00")).toEqual({ from: "07:30", to: "08:00" });
    expect(arrivalEnds("n'importe quoi")).toEqual({ from: "", to: "" });
  });
});

describe("clientAnswer", () => {
  const event = (id: number, kind: string, at: string) => ({ id, kind, at, by: null, detail: {} });

  it("says another date asked, with when; a confirmation, and whether the dates changed since", () => {
    expect(
      clientAnswer({
        clientConfirmedAt: null,
        clientChangeRequest: "Plutôt le 12",
        events: [event(3, "client.change_requested", "2026-11-20T10:00:00.000Z")],
      }),
    ).toEqual({ kind: "change", at: "2026-11-20T10:00:00.000Z", message: "Plutôt le 12" });
    const confirmedAt = "2026-11-20T10:00:00.000Z";
    const planned = event(1, "schedule.planned", "2026-11-19T10:00:00.000Z");
    expect(clientAnswer({ clientConfirmedAt: confirmedAt, clientChangeRequest: null, events: [planned] })).toEqual({
      kind: "confirmed",
      at: confirmedAt,
      current: true,
    });
    const moved = event(4, "schedule.moved", "2026-11-21T10:00:00.000Z");
    expect(
      clientAnswer({ clientConfirmedAt: confirmedAt, clientChangeRequest: null, events: [moved, planned] }),
    ).toMatchObject({ current: false });
    expect(clientAnswer({ clientConfirmedAt: null, clientChangeRequest: null, events: [] })).toBeNull();
  });
});
