// Backup benchmark (npm run bench:backup): a site of 10,000 requests and 2,000 photos in a temporary folder, then
// `npm run backup`, `--verify` and `npm run restore` on it, each timed, with the snapshot's size. It prints figures
// and asserts nothing; it is not part of npm test. BACKUP_BENCH_REQUESTS and BACKUP_BENCH_PHOTOS change the sizes.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const requests = Number(process.env.BACKUP_BENCH_REQUESTS ?? 10_000);
const photos = Number(process.env.BACKUP_BENCH_PHOTOS ?? 2_000);
const work = mkdtempSync(path.join(tmpdir(), "backup-bench-"));
const env = {
  ...process.env,
  BUILD_DIR: process.env.BUILD_DIR ?? "build",
  LEADS_DB: path.join(work, "data", "leads.sqlite"),
  UPLOADS_DIR: path.join(work, "data", "uploads"),
};
const backups = path.join(work, "backups");
/** @param {number} bytes */
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * Runs a command of the site with its environment; stops the benchmark if it fails.
 * @param {string} script @param {string[]} args @param {string} [input]
 */
function run(script, args, input) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, env, input, encoding: "utf8" });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(`${script} ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
  return { seconds, stdout: result.stdout };
}

/** @param {string} folder */
function folderBytes(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

try {
  // The schema, made by the site itself, and the owner's account.
  run("server/pro-cli.js", ["add-user", "patron@example.fr"], "Ardoise-et-zinc bench 2026\n");

  // Photos as the server stores them: at most 2560 px, JPEG quality 82 (mozjpeg), of a textured roof-like picture.
  console.log(`Making ${photos} photos and ${requests} requests…`);
  mkdirSync(env.UPLOADS_DIR, { recursive: true });
  const models = [];
  for (let index = 0; index < 8; index++) {
    const noisy = await sharp({
      create: {
        width: 2560,
        height: 1920,
        channels: 3,
        background: { r: 120 + index * 10, g: 70, b: 50 },
        noise: { type: "gaussian", mean: 110, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    models.push(await sharp(noisy).blur(1.2).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
  }
  const modelFiles = models.map((bytes, index) => {
    const file = path.join(work, `model-${index}.jpg`);
    writeFileSync(file, bytes);
    return file;
  });

  const database = new Database(env.LEADS_DB);
  database.pragma("journal_mode = WAL");
  const insertLead = database.prepare(
    "INSERT INTO leads (kind, page, status, fields, idempotency_key, content_hash, created_at, workflow_status, town, service, search_text) VALUES (?, ?, 'received', ?, NULL, ?, ?, 'nouvelle', ?, ?, ?)",
  );
  const insertOutbox = database.prepare(
    "INSERT INTO outbox (lead_id, status, attempts, next_attempt_at, claimed_until, last_error, transport, sent_at, updated_at) VALUES (?, 'sent', 1, 0, NULL, NULL, 'smtp', ?, ?)",
  );
  const insertPhoto = database.prepare(
    "INSERT INTO lead_photos (lead_id, position, stored_name, content_type, bytes, width, height, original_name) VALUES (?, ?, ?, 'image/jpeg', ?, 2560, 1920, ?)",
  );
  const towns = ["Lens", "Liévin", "Loos-en-Gohelle", "Béthune", "Hénin-Beaumont", "Bully-les-Mines"];
  database.transaction(() => {
    let photo = 0;
    for (let index = 0; index < requests; index++) {
      const town = towns[index % towns.length];
      const at = new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString();
      const fields = {
        name: `Client ${index}`,
        email: `client.${index}@example.fr`,
        phone: "06 12 34 56 78",
        address: `${index} rue Émile Zola, 62300 ${town}`,
        service: "Zinguerie",
        description: `Chéneau à remplacer sur ${index % 30} m, descente d’eau pluviale fendue, tuiles déplacées après la tempête. Maison de cité en briques, accès par la cour.`,
        acceptsTerms: true,
      };
      const leadId = Number(
        insertLead.run(
          "devis",
          "/devis",
          JSON.stringify(fields),
          `hash-${index}`,
          at,
          town,
          "zinguerie",
          JSON.stringify(fields).toLowerCase(),
        ).lastInsertRowid,
      );
      insertOutbox.run(leadId, at, at);
      for (
        let position = 1;
        position <= 2 && photo < photos && index % Math.max(1, Math.floor(requests / (photos / 2))) === 0;
        position++
      ) {
        const name = `${photo.toString(16).padStart(32, "0")}.jpg`;
        const model = /** @type {string} */ (modelFiles[photo % modelFiles.length]);
        copyFileSync(model, path.join(env.UPLOADS_DIR, name));
        insertPhoto.run(leadId, position, name, statSync(model).size, `photo-${photo}.jpg`);
        photo++;
      }
    }
  })();
  database.close();
  const databaseBytes = statSync(env.LEADS_DB).size;
  const photoBytes = folderBytes(env.UPLOADS_DIR);
  const photoCount = readdirSync(env.UPLOADS_DIR).length;

  const backup = run("server/backup-cli.js", ["--to", backups]);
  const [snapshot] = readdirSync(backups);
  const file = path.join(backups, /** @type {string} */ (snapshot));
  const verify = run("server/backup-cli.js", ["--verify", file]);
  rmSync(path.join(work, "data"), { recursive: true });
  const restore = run("server/restore-cli.js", [file]);

  console.log(`\n${backup.stdout.trim()}\n`);
  console.log(
    `site: ${requests} requests (database ${megabytes(databaseBytes)}), ${photoCount} photos (${megabytes(photoBytes)}, ${megabytes(photoBytes / photoCount)} each)`,
  );
  console.log(
    `snapshot: ${megabytes(statSync(file).size)} (${((statSync(file).size / (databaseBytes + photoBytes)) * 100).toFixed(0)} % of the data)`,
  );
  console.log(`npm run backup (copy, hashes, archive, read back and verified): ${backup.seconds.toFixed(1)} s`);
  console.log(`npm run backup -- --verify: ${verify.seconds.toFixed(1)} s`);
  console.log(`npm run restore (verify, unpack, swap) into an empty data folder: ${restore.seconds.toFixed(1)} s`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
