/**
 * `npm run invoices -- e-reporting --period AAAA-MM[-D1|-D2|-D3] [--out FICHIER.xml] [--send] [--corrective]
 * [--regime RÉGIME]` (decisions 041 and 048): a month's e-reporting file, or a decade's sales under réel normal
 * mensuel, written, printed or deposited on the company's approved platform.
 */
import { writeFile } from "node:fs/promises";
import { companySiren, storedCompany } from "#app/services/billing/exports/invoice-export.server.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import { failureMessage } from "#app/services/einvoicing/connection-test.server.ts";
import { PlatformClient } from "#app/services/einvoicing/platform-client.server.ts";
import { activePlatform, PlatformSettingsStore } from "#app/services/einvoicing/platform-settings.server.ts";
import { namedPeriod, reportingPeriods, type VatRegime, vatRegimes } from "./calendar.ts";
import { eReportingCopy as copy } from "./copy.ts";
import { periodReport } from "./report.server.ts";
import { reportXml } from "./report.ts";

export interface EReportingArgs {
  period: string | undefined;
  out: string | undefined;
  send: boolean;
  corrective: boolean;
  regime: string | undefined;
}

export interface EReportingIo {
  out: (text: string) => void;
  err: (text: string) => void;
  now: () => Date;
  env: Record<string, string | undefined>;
}

/** The checks that need no database, so a mistyped command opens nothing: the French reason, or the values. */
export function checkEReportingArgs(
  args: EReportingArgs,
): { ok: true; period: { from: string; to: string }; regime: VatRegime | null } | { ok: false; message: string } {
  const period = namedPeriod(args.period);
  if (!period) return { ok: false, message: copy.badPeriod };
  if (args.regime === undefined) return { ok: true, period, regime: null };
  const regime = vatRegimes.find((known) => known === args.regime);
  return regime ? { ok: true, period, regime } : { ok: false, message: copy.badRegime(args.regime) };
}

/** Runs the command on an open store; returns the exit code. */
export async function runEReporting(database: StoreDatabase, args: EReportingArgs, io: EReportingIo): Promise<number> {
  const checked = checkEReportingArgs(args);
  if (!checked.ok) {
    io.err(`${checked.message}\n`);
    return 1;
  }
  const company = await storedCompany(database);
  const siren = companySiren(company);
  if (!siren) {
    io.err(`${copy.noSiret}\n`);
    return 1;
  }
  const report = await periodReport(database, {
    declarant: { siren, name: company.identity.name },
    period: checked.period,
    type: args.corrective ? "RE" : "IN",
    createdAt: io.now(),
    // A decade is a period of réel normal mensuel's sales only: its payments are filed by month.
    contents: args.period?.includes("-D") ? "transactions" : "both",
  });
  const xml = reportXml(report);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const summary = copy.totals(
    sum(report.transactions.map((day) => day.exclCents)),
    sum(report.transactions.map((day) => day.vatCents)),
    sum(report.payments.flatMap((day) => day.byRate.map((rate) => rate.amountCents))),
  );
  // Printed (neither --out nor --send), the file alone goes to the standard output, for a pipe; what is said about
  // it then goes to the errors' output.
  const printed = !args.out && !args.send;
  const say = printed ? io.err : io.out;
  if (args.out) {
    await writeFile(args.out, xml);
    say(`${copy.written(args.out, report.reportedDocuments, report.reportedPayments)}\n`);
  } else if (printed) io.out(xml);
  say(`${summary}\n`);
  if (report.internationalLeftOut.length > 0) io.err(`${copy.internationalLeftOut(report.internationalLeftOut)}\n`);
  // The regime stated in "L'entreprise", unless the command names another (a change of regime not yet published).
  const regime = checked.regime ?? company.identity.vatRegime;
  for (const flow of ["transactions", "payments"] as const) {
    for (const due of reportingPeriods(regime, flow, checked.period.from, checked.period.to)) {
      say(`${copy.deadline(regime, flow, due.start, due.end, due.platformDeadline)}\n`);
    }
  }
  if (!args.send) return 0;

  const platform = await activePlatform(new PlatformSettingsStore(database), io.env);
  if (platform.source === "none") {
    io.err(`${copy.noPlatform}\n`);
    return 1;
  }
  if (platform.source === "environment-invalid") {
    io.err(`${copy.platformMisconfigured(platform.errors)}\n`);
    return 1;
  }
  const deposited = await new PlatformClient(platform.connection).depositFlow(
    { flowSyntax: "FRR", name: `${report.id}.xml`, processingRule: "B2C", trackingId: report.id },
    new TextEncoder().encode(xml),
  );
  if (!deposited.ok) {
    io.err(`${copy.refused(failureMessage(deposited.failure))}\n`);
    return 1;
  }
  say(`${copy.sent(deposited.value.flowId)}\n`);
  return 0;
}
