import { randomBytes } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { purchasesCopy } from "#app/content/purchases.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { discardReceived, readMultipartForm } from "#app/services/photos/multipart.server.ts";
import { reencodePhoto } from "#app/services/photos/reencode.server.ts";
import { parseHandEntryForm } from "./purchase-form.server.ts";
import { purchaseStore } from "./purchase-service.server.ts";
import type { HandResult, PurchaseFile } from "./purchase-store.server.ts";
import { isPdf } from "./supplier-invoice-pdf.server.ts";

const errors = purchasesCopy.errors;

/** Why a paper invoice was not added: each field's French error and what was typed, kept for the form. */
export interface UploadRefusal {
  status: number;
  errors: Record<string, string | undefined>;
  values: Record<string, string>;
  /** The purchase already kept under that supplier's number. */
  duplicate?: number;
  /** A PDF was sent and held no Factur-X: its values must be typed. */
  notFacturX?: true;
}

export type UploadResult =
  | { ok: true; purchaseId: number; read: "typed" | "facturx" }
  | ({ ok: false } & UploadRefusal);

const photoProblems = {
  "not-image": { status: 415, message: errors.notImage },
  heic: { status: 415, message: errors.heic },
  "too-many-pixels": { status: 413, message: errors.tooManyPixels },
  damaged: { status: 422, message: errors.damaged },
} as const;

/** A photo as it is kept: upright, at most PHOTO_LONG_SIDE, JPEG without any metadata; the upload itself never. */
async function cleanedPhoto(
  upload: string,
  name: string,
): Promise<{ ok: true; file: PurchaseFile } | { ok: false; status: number; message: string }> {
  const cleaned = path.join(tmpdir(), `achat-${randomBytes(8).toString("hex")}.jpg`);
  try {
    const result = await reencodePhoto(upload, cleaned);
    if (!result.ok) return { ok: false, ...photoProblems[result.problem] };
    const stem = name.replace(/\.[^.]*$/, "") || "photo";
    return { ok: true, file: { bytes: await readFile(cleaned), name: `${stem}.jpg`, type: "image/jpeg" } };
  } finally {
    await rm(cleaned, { force: true });
  }
}

function outcome(result: HandResult, values: Record<string, string>): UploadResult {
  if (result.ok) return result;
  if (result.problem === "duplicate") {
    return { ok: false, status: 409, errors: {}, values, duplicate: result.purchaseId };
  }
  return { ok: false, status: 400, errors: { supplierId: errors.unknownSupplier }, values };
}

/**
 * « Ajouter une facture papier » from a multipart POST with one file in the photos' field: a PDF that carries a
 * Factur-X is read and its typed values ignored; any other PDF, or a photo re-encoded like every other photo, is
 * kept with what the owner typed, every field checked first. A refusal keeps nothing, and the upload's temporary
 * file is removed whatever happens.
 */
export async function addPaperPurchase(request: Request, actor: number): Promise<UploadResult> {
  const form = await readMultipartForm(request, tmpdir());
  try {
    if (!form.ok) return { ok: false, status: form.tooLarge ? 413 : 400, errors: { file: errors.form }, values: {} };
    const values = Object.fromEntries(form.fields);
    if (form.refusal) {
      const message = form.refusal.reason === "too-big" ? errors.tooBig : errors.oneFile;
      return { ok: false, status: 413, errors: { file: message }, values };
    }
    const [upload, ...more] = form.photos;
    if (!upload || more.length > 0) {
      return { ok: false, status: 400, errors: { file: upload ? errors.oneFile : errors.file }, values };
    }
    const store = await purchaseStore();
    const bytes = await readFile(upload.tempPath);
    const pdf = isPdf(bytes);
    if (pdf) {
      const read = await store.addFacturX({ bytes, name: upload.displayName, type: "application/pdf" }, actor);
      if (read) return outcome(read, values);
    }
    const parsed = parseHandEntryForm(form.fields, parisToday());
    if (!parsed.ok) {
      return { ok: false, status: 400, errors: parsed.errors, values, ...(pdf ? { notFacturX: true as const } : {}) };
    }
    let file: PurchaseFile = { bytes, name: upload.displayName, type: "application/pdf" };
    if (!pdf) {
      const photo = await cleanedPhoto(upload.tempPath, upload.displayName);
      if (!photo.ok) return { ok: false, status: photo.status, errors: { file: photo.message }, values };
      file = photo.file;
    }
    return outcome(await store.addByHand(file, parsed.entry, actor), values);
  } finally {
    await discardReceived(form.photos);
  }
}
