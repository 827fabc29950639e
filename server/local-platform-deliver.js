// @ts-check
// Delivers a supplier invoice to the company through a running local platform (its POST /admin/supplier-invoices),
// as a supplier's software would through its own platform; the site's next poll brings it into « Achats ».
//   node server/local-platform-deliver.js --siren 732829320 --name "Toitures de la Gohelle" [--vat FR44732829320]
//     [--syntax CII|Factur-X|UBL] [--fixture CII_example4.xml] [--number F-2026-001] [--broken]
//     [--url http://127.0.0.1:4010]
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:4010" },
    syntax: { type: "string", default: "CII" },
    fixture: { type: "string" },
    siren: { type: "string" },
    name: { type: "string" },
    vat: { type: "string" },
    number: { type: "string" },
    broken: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (values.help || !values.siren || !values.name) {
  console.log(
    [
      "usage: node server/local-platform-deliver.js --siren SIREN --name NAME [--vat FR…] [--syntax CII|Factur-X|UBL]",
      "         [--fixture FILE.xml] [--number NUMBER] [--broken] [--url http://127.0.0.1:4010]",
      "The buyer (--siren, --name, --vat) is the company as the site's settings name it.",
    ].join("\n"),
  );
  process.exit(values.help ? 0 : 2);
}

const response = await fetch(new URL("/admin/supplier-invoices", values.url), {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({
    syntax: values.syntax,
    fixture: values.fixture,
    buyer: { siren: values.siren, name: values.name, vatNumber: values.vat },
    number: values.number,
    broken: values.broken || undefined,
  }),
}).catch((/** @type {unknown} */ error) => {
  console.error(`No local platform at ${values.url}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const body = await response.json();
if (response.status !== 201) {
  console.error(`Refused (HTTP ${response.status}): ${body.errorMessage ?? JSON.stringify(body)}`);
  process.exit(1);
}
console.log(`Delivered ${body.name} (${body.flowSyntax}) as flow ${body.flowId}`);
