// The planning's side of the benchmark (bench/run.mjs): a team of three and a working week of jobs in a server's
// SQLite store, so /pro/planning is measured as a busy week fills it. The rows are those the planning writes
// (app/services/jobs/planning.server.ts): each job's days with their UIDs, its people, its revision.
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";

const people = ["Paul", "Marc", "Luc"];
const titles = [
  ["Réfection de toiture", "Jeanne Martin", "Lens"],
  ["Gouttières en zinc", "Paul Durand", "Liévin"],
  ["Recherche de fuite", "Marie Leroy", "Grenay"],
  ["Pose d’un Velux", "Luc Bernard", "Vimy"],
  ["Démoussage et hydrofuge", "Anne Petit", "Hulluch"],
  ["Faîtage à reprendre", "Éric Moreau", "Loos-en-Gohelle"],
];

/** Monday of this week in Paris, YYYY-MM-DD. */
function thisMonday() {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date;
}

/**
 * Three compagnons, six jobs planned over this week (whole days and half-days, one person booked twice) and two
 * left to plan. Answers false, writing nothing, on a store without the jobs' tables (a baseline from before them).
 * @param {string} file the server's LEADS_DB
 */
export function seedPlanning(file) {
  const db = new Database(file);
  try {
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'jobs'").get()) return false;
    const at = new Date().toISOString();
    const person = db.prepare(
      "INSERT INTO owner_users (email, password_hash, webauthn_user_id, created_at, password_changed_at, role, display_name) VALUES (?, 'unusable', ?, ?, ?, 'compagnon', ?)",
    );
    const ids = people.map(
      (name) =>
        person.run(`${name.toLowerCase()}.bench.${Date.now().toString(36)}@example.com`, randomUUID(), at, at, name)
          .lastInsertRowid,
    );
    const job = db.prepare(
      "INSERT INTO jobs (origin, title, client_name, town, state, schedule_revision, created_at, updated_at) VALUES ('quote', ?, ?, ?, ?, ?, ?, ?)",
    );
    const day = db.prepare(
      "INSERT INTO job_days (job_id, day, period, uid, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
    );
    const assignee = db.prepare("INSERT INTO job_assignees (job_id, user_id) VALUES (?, ?)");
    const monday = thisMonday();
    const weekDay = (/** @type {number} */ offset) => {
      const date = new Date(monday);
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    };
    db.transaction(() => {
      titles.forEach(([title, client, town], index) => {
        const id = job.run(title, client, town, "planifie", 1, at, at).lastInsertRowid;
        /** @type {[number, string][]} */
        const slots =
          index % 2 === 0
            ? [
                [index % 5, "day"],
                [(index + 1) % 5, "day"],
              ]
            : [[index % 5, "am"]];
        for (const [offset, period] of slots) day.run(id, weekDay(offset), period, `${randomUUID()}@bench`, at, at);
        for (const user of [ids[index % 3], ...(index % 2 === 0 ? [ids[(index + 1) % 3]] : [])]) assignee.run(id, user);
      });
      for (const [title, client, town] of titles.slice(0, 2))
        job.run(`${title} (2)`, client, town, "a_planifier", 0, at, at);
    })();
    return true;
  } finally {
    db.close();
  }
}
