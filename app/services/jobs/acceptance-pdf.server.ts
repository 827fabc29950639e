import { jobAcceptanceCopy, longFrenchDate } from "#app/content/job-acceptance.ts";
import {
  createBillingPdf,
  drawClient,
  drawFooters,
  drawHeader,
  drawMentions,
  drawStatement,
  type PdfBlock,
} from "#app/services/billing/pdf/pdf-layout.server.ts";
import type { SignedAcceptance } from "./acceptance.server.ts";
import {
  decisionParagraphs,
  guaranteeParagraphs,
  liftParagraphs,
  signatureParagraphs,
  worksParagraphs,
} from "./acceptance-text.ts";

const copy = jobAcceptanceCopy;

/**
 * The signed PV as an A4 PDF, drawn from its frozen document with the quotes' layout: the parties, the works, the
 * decision and its reserves, the guarantees' end dates, the signature, the lifting of the reserves once signed,
 * and the SHA-256 of each frozen text, so that the paper names exactly what was signed.
 */
export function renderAcceptancePdf(signed: SignedAcceptance): Promise<Buffer> {
  const { document } = signed;
  const { doc, done } = createBillingPdf({
    title: copy.title,
    author: document.company.name,
    date: document.acceptedOn,
  });
  drawHeader(doc, {
    company: document.company,
    title: copy.title,
    dateLine: copy.acceptedOn(longFrenchDate(document.acceptedOn)),
  });
  drawClient(doc, {
    name: `${copy.owner} : ${document.client.name}`,
    address: document.client.address,
    subject: document.works.title,
  });
  const blocks: PdfBlock[] = [
    { title: copy.siteAddress, paragraphs: [document.siteAddress || document.client.address] },
    { title: copy.works, paragraphs: worksParagraphs(document.works, document.finishedOn) },
    { title: copy.decision, paragraphs: decisionParagraphs(document) },
    { title: copy.guarantees, paragraphs: guaranteeParagraphs(document) },
    { title: copy.signature, paragraphs: signatureParagraphs(document.signature) },
  ];
  if (signed.lift) blocks.push({ title: copy.lift.title, paragraphs: liftParagraphs(signed.lift.document.signature) });
  blocks.push({
    title: copy.fingerprint,
    paragraphs: [
      signed.sha256,
      ...(signed.lift ? [`${copy.liftFingerprint} : ${signed.lift.sha256}`] : []),
      copy.fingerprintNote,
    ],
  });
  drawMentions(doc, blocks);
  drawStatement(
    doc,
    document.reserves.length ? copy.withReserves(document.reserves.length).replace(/ :$/, ".") : copy.withoutReserves,
  );
  drawFooters(doc, (page, count) => `${document.company.name} – ${copy.title} – ${copy.page(page, count)}`);
  doc.end();
  return done;
}

/** The PDF as both the office and the client download it. */
export async function acceptancePdfResponse(signed: SignedAcceptance): Promise<Response> {
  const pdf = await renderAcceptancePdf(signed);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="proces-verbal-reception-${signed.document.acceptedOn}.pdf"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
