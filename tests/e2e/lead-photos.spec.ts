import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import sharp from "sharp";
import { formsCopy } from "#app/content/forms.ts";
import { photoCopy } from "#app/content/photos.ts";
import { leadPhotosCopy } from "#app/content/pro-photos.ts";
import { expect, test, viewports } from "#tests/support/fixtures.ts";
import { fillContactForm, fillQuoteForm, ignoreFailedResource, leadForm } from "#tests/support/lead-forms.ts";
import {
  contactInput,
  filesIn,
  leadsMentioning,
  marker,
  quoteInput,
  readLeadPhotos,
  readLeads,
  type SmtpSink,
  startSmtpSink,
  waitUntil,
} from "#tests/support/leads.ts";
import { addOwner, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import {
  oversizedFile,
  photoWithGps,
  plainPng,
  pngBomb,
  svgWithScript,
  TEST_CAMERA_SERIAL,
  textNamedJpg,
  truncatedJpeg,
} from "#tests/support/photos.ts";
import { freePort, type RunningServer, startServer } from "#tests/support/server.ts";

const copy = photoCopy;

// Each test starts its own production server and SMTP peer, and sends megabytes of photos.
test.describe.configure({ timeout: 120_000 });

interface Site {
  app: RunningServer;
  sink: SmtpSink;
  database: string;
  uploads: string;
}

/** A production server with its own database, uploads folder and SMTP peer, all removed after the test. */
const it = test.extend<{ site: Site }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  site: async ({}, use, testInfo) => {
    const dir = mkdtempSync(path.join(tmpdir(), "lead-photos-e2e-"));
    const database = path.join(dir, "leads.sqlite");
    const uploads = path.join(dir, "uploads");
    const smtpPort = await freePort(testInfo);
    const sink = await startSmtpSink(smtpPort);
    const app = await startServer({
      port: await freePort(testInfo),
      env: {
        LEADS_DB: database,
        UPLOADS_DIR: uploads,
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_TO: "owner@example.com",
      },
    });
    await use({ app, sink, database, uploads });
    await app.stop();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  },
});

type Photo = { name: string; mimeType: string; buffer: Buffer };

async function twoPhotos(): Promise<Photo[]> {
  return [
    { name: "fuite-cuisine.jpg", mimeType: "image/jpeg", buffer: await photoWithGps() },
    { name: "gouttiere.png", mimeType: "image/png", buffer: await plainPng() },
  ];
}

function messageFor(sink: SmtpSink, tag: string): ParsedMail | undefined {
  return sink.messages.find((mail) => String(mail.text ?? "").includes(tag));
}

/** The e-mail carries both photos as JPEG attachments, upright, without any EXIF block (so no GPS, no serial). */
async function expectPhotosAttached(mail: ParsedMail): Promise<void> {
  const photos = mail.attachments.filter((attachment) => attachment.contentType === "image/jpeg");
  expect(photos.map((photo) => photo.filename)).toEqual(["photo-1.jpg", "photo-2.jpg"]);
  const first = await sharp(photos[0]!.content).metadata();
  expect(first.exif).toBeUndefined();
  expect(first.icc).toBeUndefined();
  // The test photo is stored on its side with EXIF orientation 6: the owner receives it standing.
  expect([first.width, first.height]).toEqual([900, 1200]);
  expect(photos[0]!.content.includes(Buffer.from(TEST_CAMERA_SERIAL))).toBe(false);
  expect(photos[0]!.content.includes(Buffer.from("GPS"))).toBe(false);
  expect(String(mail.text)).toContain(`${copy.emailTitle} : photo-1.jpg, photo-2.jpg`);
}

/** The lead is stored with both photos, in order, under server-chosen names, each file in the uploads folder. */
function expectPhotosStored(site: Site, tag: string, names: string[]): void {
  const [lead] = leadsMentioning(site.database, tag);
  expect(lead).toBeDefined();
  const photos = readLeadPhotos(site.database).filter((photo) => photo.lead_id === lead!.id);
  expect(photos.map((photo) => photo.original_name)).toEqual(names);
  expect(photos.map((photo) => photo.content_type)).toEqual(["image/jpeg", "image/jpeg"]);
  for (const photo of photos) expect(photo.stored_name).toMatch(/^[0-9a-f]{32}\.jpg$/);
  expect(filesIn(site.uploads)).toEqual(photos.map((photo) => photo.stored_name).sort());
}

async function fill(page: Page, kind: "devis" | "contact", tag: string): Promise<Locator> {
  const form = leadForm(page);
  if (kind === "devis") await fillQuoteForm(form, quoteInput(tag));
  else await fillContactForm(form, contactInput(tag));
  return form;
}

const photoInput = (form: Locator) => form.getByLabel(`${copy.label} (${formsCopy.optional})`, { exact: true });

for (const kind of ["devis", "contact"] as const) {
  const pagePath = kind === "devis" ? "/devis" : "/contact";
  const success = kind === "devis" ? formsCopy.quote.success.title : formsCopy.contact.success.title;

  test.describe(`${pagePath} with JavaScript`, () => {
    it("two photos: thumbnails with their Retirer buttons, sent with the request, attached to the e-mail without GPS", async ({
      page,
      site,
    }) => {
      await page.setViewportSize(viewports.phone);
      const tag = marker(`photos-js-${kind}`);
      await page.goto(`${site.app.url}${pagePath}`);
      const form = await fill(page, kind, tag);
      await photoInput(form).setInputFiles(await twoPhotos());
      await expect(form.getByRole("button", { name: copy.remove(2, "gouttiere.png") })).toBeVisible();
      await expect(form.getByRole("button", { name: copy.remove(1, "fuite-cuisine.jpg") })).toBeVisible();
      await expect(form.getByText(copy.chosen(2))).toBeVisible();
      await expect(form.locator("li img")).toHaveCount(2);
      if (kind === "devis") {
        await form.getByRole("button", { name: copy.remove(1, "fuite-cuisine.jpg") }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: test.info().outputPath("devis-photos-375.png") });
        await page.setViewportSize(viewports.desktop);
        await form.getByRole("button", { name: copy.remove(1, "fuite-cuisine.jpg") }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: test.info().outputPath("devis-photos-1280.png") });
      }

      const upload = page.waitForRequest((request) => request.method() === "POST");
      await form
        .getByRole("button", { name: kind === "devis" ? formsCopy.quote.submit : formsCopy.contact.submit })
        .click();
      const request = await upload;
      // The photo field's uploader (XMLHttpRequest to the page's own URL, as the plain form posts), not a page load.
      expect(new URL(request.url()).pathname).toBe(pagePath);
      expect(request.resourceType()).toBe("xhr");
      expect(request.headers()["content-type"]).toContain("multipart/form-data");
      await expect(page.getByRole("heading", { name: success })).toBeVisible();

      expectPhotosStored(site, tag, ["fuite-cuisine.jpg", "gouttiere.png"]);
      await expectPhotosAttached(await waitUntil(() => messageFor(site.sink, tag), 20_000, "the e-mail"));
    });
  });

  test.describe(`${pagePath} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    it("two photos posted as multipart/form-data, stored and attached to the e-mail without GPS", async ({
      page,
      site,
    }) => {
      const tag = marker(`photos-nojs-${kind}`);
      await page.goto(`${site.app.url}${pagePath}`);
      const form = await fill(page, kind, tag);
      await photoInput(form).setInputFiles(await twoPhotos());
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === "POST"),
        form
          .getByRole("button", { name: kind === "devis" ? formsCopy.quote.submit : formsCopy.contact.submit })
          .click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.request().headers()["content-type"]).toContain("multipart/form-data");
      await expect(page.getByRole("heading", { name: success })).toBeVisible();

      expectPhotosStored(site, tag, ["fuite-cuisine.jpg", "gouttiere.png"]);
      await expectPhotosAttached(await waitUntil(() => messageFor(site.sink, tag), 20_000, "the e-mail"));
    });
  });
}

test.describe("the owner's view", () => {
  it("shows the request's photos as thumbnails that open full size, only to the signed-in owner", async ({
    page,
    site,
  }) => {
    const tag = marker("owner-photos");
    await page.goto(`${site.app.url}/devis`);
    const form = await fill(page, "devis", tag);
    await photoInput(form).setInputFiles(await twoPhotos());
    await form.getByRole("button", { name: formsCopy.quote.submit }).click();
    await expect(page.getByRole("heading", { name: formsCopy.quote.success.title })).toBeVisible();
    const [lead] = leadsMentioning(site.database, tag);
    const [first] = readLeadPhotos(site.database);
    const photoPath = `/pro/demandes/${lead!.id}/photos/${first!.id}`;

    // A stranger gets nothing: no session, no photo.
    const stranger = await fetch(`${site.app.url}${photoPath}`, { redirect: "manual" });
    expect([302, 303, 401]).toContain(stranger.status);
    expect(stranger.headers.get("content-type") ?? "").not.toContain("image/");

    const email = ownerEmail("photos");
    const password = ownerPassword();
    await addOwner(email, password, { LEADS_DB: site.database });
    await page.goto(`${site.app.url}/pro/connexion`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page).not.toHaveURL(/\/pro\/connexion/);

    await page.setViewportSize(viewports.phone);
    await page.goto(`${site.app.url}/pro/demandes/${lead!.id}`);
    const gallery = page.getByRole("region", { name: leadPhotosCopy.title(2) });
    await expect(gallery.getByRole("img", { name: leadPhotosCopy.alt(1, "fuite-cuisine.jpg") })).toBeVisible();
    await expect(gallery.getByRole("img", { name: leadPhotosCopy.alt(2, "gouttiere.png") })).toBeVisible();
    await expect
      .poll(() =>
        gallery
          .getByRole("img")
          .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth)),
      )
      .toEqual([360, 480]);
    await gallery.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("owner-photos-375.png") });
    await page.setViewportSize(viewports.desktop);
    await gallery.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("owner-photos-1280.png") });

    const [full] = await Promise.all([
      page.waitForEvent("popup"),
      gallery.getByRole("link", { name: leadPhotosCopy.open(1, "fuite-cuisine.jpg") }).click(),
    ]);
    await expect(full).toHaveURL(`${site.app.url}${photoPath}`);
    await full.close();
    const response = await page.request.get(`${site.app.url}${photoPath}`);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toBe("image/jpeg");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-disposition"]).toBe(`inline; filename="demande-${lead!.id}-photo-1.jpg"`);
    expect(headers["cache-control"]).toBe("no-store");
    const metadata = await sharp(await response.body()).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([900, 1200, undefined]);

    // Another request's id with this photo's id finds nothing.
    const signedIn = await page.request.get(`${site.app.url}/pro/demandes/${lead!.id + 1}/photos/${first!.id}`);
    expect(signedIn.status()).toBe(404);
  });
});

test.describe("hostile uploads, without JavaScript: a French 4xx naming the file, the text kept, nothing stored", () => {
  test.use({ javaScriptEnabled: false });

  const cases: { title: string; files: () => Promise<Photo[]> | Photo[]; status: number; message: string }[] = [
    {
      title: "a text file named .jpg",
      files: () => [{ name: "facture.jpg", mimeType: "image/jpeg", buffer: textNamedJpg }],
      status: 415,
      message: copy.errors.notImage("facture.jpg"),
    },
    {
      title: "an SVG with a script",
      files: () => [{ name: "toit.svg", mimeType: "image/svg+xml", buffer: svgWithScript }],
      status: 415,
      message: copy.errors.notImage("toit.svg"),
    },
    {
      title: "a 30,000 × 30,000 PNG bomb",
      files: () => [{ name: "bombe.png", mimeType: "image/png", buffer: pngBomb() }],
      status: 413,
      message: copy.errors.tooManyPixels("bombe.png"),
    },
    {
      title: "a truncated JPEG",
      files: async () => [{ name: "coupee.jpg", mimeType: "image/jpeg", buffer: await truncatedJpeg() }],
      status: 422,
      message: copy.errors.damaged("coupee.jpg"),
    },
    {
      title: "seven files",
      files: async () => {
        const buffer = await plainPng(64, 48);
        return Array.from({ length: 7 }, (_, index) => ({ name: `p${index + 1}.png`, mimeType: "image/png", buffer }));
      },
      status: 413,
      message: copy.errors.tooMany,
    },
    {
      title: "a 16 MB file",
      files: () => [{ name: "enorme.jpg", mimeType: "image/jpeg", buffer: oversizedFile(16 * 1024 * 1024) }],
      status: 413,
      message: copy.errors.tooBig("enorme.jpg"),
    },
    {
      title: "a path-traversal file name (only its last part is ever shown, never used as a path)",
      files: () => [{ name: "../../etc/passwd.jpg", mimeType: "image/jpeg", buffer: textNamedJpg }],
      status: 415,
      message: copy.errors.notImage("passwd.jpg"),
    },
  ];

  for (const hostile of cases) {
    it(hostile.title, async ({ page, site, consoleErrors }) => {
      const tag = marker("hostile");
      await page.goto(`${site.app.url}/devis`);
      const form = await fill(page, "devis", tag);
      await photoInput(form).setInputFiles(await hostile.files());
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === "POST"),
        form.getByRole("button", { name: formsCopy.quote.submit }).click(),
      ]);
      expect(response.status()).toBe(hostile.status);
      const input = quoteInput(tag);
      await expect(page.getByRole("alert")).toContainText(hostile.message);
      await expect(photoInput(form)).toHaveAccessibleDescription(new RegExp(escapeRegExp(hostile.message)));
      await expect(form.getByLabel("Nom et Prénom *")).toHaveValue(input.name);
      await expect(form.getByLabel(/Description du projet/)).toHaveValue(input.description);
      expect(readLeads(site.database)).toEqual([]);
      expect(readLeadPhotos(site.database)).toEqual([]);
      expect(filesIn(site.uploads)).toEqual([]);
      expect(filesIn(path.resolve(site.uploads, "../etc"))).toEqual([]);
      // Chromium logs the 4xx answer as a console error, sometimes only once the page is drawn.
      ignoreFailedResource(consoleErrors, hostile.status);
    });
  }

  it("a valid photo under a path-traversal name is stored under a name the server chose", async ({ page, site }) => {
    const tag = marker("traversal");
    await page.goto(`${site.app.url}/devis`);
    const form = await fill(page, "devis", tag);
    await photoInput(form).setInputFiles([
      { name: "../../../tmp/evil.jpg", mimeType: "image/jpeg", buffer: await photoWithGps() },
    ]);
    await form.getByRole("button", { name: formsCopy.quote.submit }).click();
    await expect(page.getByRole("heading", { name: formsCopy.quote.success.title })).toBeVisible();
    const [photo] = readLeadPhotos(site.database);
    expect(photo?.original_name).toBe("evil.jpg");
    expect(filesIn(site.uploads)).toEqual([photo!.stored_name]);
  });
});

/** Half of a multipart body, then silence: the connection an unreliable mobile link leaves open. */
function stalledUpload(url: string, fields: Record<string, string>): Promise<{ head: string; closedAfterMs: number }> {
  const boundary = "----stalled-upload-boundary";
  const text = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="toit.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const half = Buffer.concat([Buffer.from(text + fileHead), Buffer.alloc(256 * 1024, 0x42)]);
  const declared = half.length * 2;
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = "";
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST /devis HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\nAccept: text/html\r\n\r\n`,
      );
      socket.write(half);
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
    });
    socket.on("close", () => resolve({ head: answer, closedAfterMs: Date.now() - started }));
    socket.on("error", reject);
    socket.setTimeout(60_000, () => socket.destroy(new Error("the server never closed the stalled upload")));
  });
}

test.describe("an upload that stalls halfway", () => {
  it("is cut off with a French 408, its connection closed, nothing stored", async ({ site }) => {
    const tag = marker("stall");
    const input = quoteInput(tag);
    const { head, closedAfterMs } = await stalledUpload(site.app.url, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      address: input.address,
      service: input.service,
      description: input.description,
    });
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head).toContain("Connection: close");
    expect(decodeHtml(head)).toContain(copy.errors.stalled);
    expect(closedAfterMs).toBeGreaterThan(14_000);
    expect(closedAfterMs).toBeLessThan(30_000);
    // The action's read failed with the closed connection and removed what it had written.
    await waitUntil(() => filesIn(site.uploads).length === 0, 5000, "the temporary file removed");
    expect(readLeads(site.database)).toEqual([]);
    // The server still answers: no worker was held.
    expect((await fetch(`${site.app.url}/healthz`)).status).toBe(200);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function decodeHtml(html: string): string {
  return html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
