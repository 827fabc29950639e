import { afterEach, beforeEach, expect, it } from "vitest";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { emergencyFigures, median, promiseLimitMs } from "./emergency-figures.server.ts";

let database: StoreDatabase;
beforeEach(async () => {
  database = await openDatabase({ sqliteFile: ":memory:" });
});
afterEach(() => database.close());

async function emergency(requestedAt: string, arrivedAt: string | null) {
  await database.db
    .insertInto("jobs")
    .values({
      origin: "emergency",
      title: "Urgence",
      client_name: "X",
      requested_at: requestedAt,
      arrived_at: arrivedAt,
      created_at: requestedAt,
      updated_at: requestedAt,
    })
    .execute();
}

it("reads the promise's longest delay from its words, or none", () => {
  expect(promiseLimitMs("intervention en 1 à 2 h")).toBe(2 * 3_600_000);
  expect(promiseLimitMs("sur place en 45 minutes")).toBe(45 * 60_000);
  expect(promiseLimitMs("au plus vite")).toBeNull();
  expect(median([])).toBeNull();
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 2, 3])).toBe(2.5);
});

it("times the Paris month's emergencies from the request to « Arrivé », the ones not arrived apart", async () => {
  // 1 December 00:30 in Paris is still 30 November in UTC: it is December's.
  await emergency("2026-11-30T23:30:00.000Z", "2026-12-01T00:10:00.000Z");
  await emergency("2026-12-10T08:00:00.000Z", "2026-12-10T09:30:00.000Z");
  await emergency("2026-12-11T08:00:00.000Z", "2026-12-11T10:30:00.000Z");
  await emergency("2026-12-12T08:00:00.000Z", null);
  // November's, in Paris.
  await emergency("2026-11-30T22:30:00.000Z", "2026-11-30T23:00:00.000Z");
  const figures = await emergencyFigures(database.db, Date.parse("2026-12-15T12:00:00.000Z"));
  expect(figures).toEqual({
    month: "2026-12",
    arrived: 3,
    medianMs: 90 * 60_000,
    worstMs: 150 * 60_000,
    waiting: 1,
  });
});
