import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { companyOf } from "#app/services/site/company.server.ts";
import { completeCompany, completeCompanyValues, exampleQuote } from "#tests/support/quotes.ts";
import { mentionsFor, missingMentions } from "./document-readiness.server.ts";

const ids = (found: { id: string }[]) => found.map((mention) => mention.id);

describe("the mentions a quote or an invoice cannot leave without", () => {
  it("names every value the template left as PLACEHOLDER, each linked to its field on “L’entreprise”", () => {
    const found = missingMentions(companyOf(site), exampleQuote);
    expect(ids(found)).toEqual([
      "legal.form",
      "legal.capital",
      "legal.siret",
      "legal.rcs",
      "legal.vat",
      "insurance.insurer",
      "insurance.policyNumber",
      "insurance.coverage",
      "mediator.name",
      "mediator.address",
      "mediator.url",
    ]);
    expect(found.find((mention) => mention.id === "legal.siret")).toEqual({
      id: "legal.siret",
      label: "Le numéro SIRET",
      href: "/pro/site/entreprise#champ-legal-siret",
    });
  });

  it("finds nothing missing once the company and the quote are complete", () => {
    expect(missingMentions(completeCompany(), exampleQuote)).toEqual([]);
  });

  it("counts an empty or blank value as missing, and the phone by its displayed number", () => {
    const identity = {
      ...site,
      ...completeCompanyValues,
      name: "",
      phone: { display: " ", e164: "" },
      address: { ...site.address, city: "" },
    };
    expect(missingMentions(companyOf(identity))).toEqual([
      { id: "name", label: "Le nom de l’entreprise", href: "/pro/site/entreprise#champ-name" },
      { id: "address.city", label: "La ville du siège", href: "/pro/site/entreprise#champ-address-city" },
      { id: "phone", label: "Le téléphone de l’entreprise", href: "/pro/site/entreprise#champ-phone" },
    ]);
  });

  it("checks the document's own values it is given, linked to the quote's form, and only those", () => {
    const found = missingMentions(completeCompany(), {
      clientName: "Jeanne Martin",
      clientAddress: "",
      startText: "PLACEHOLDER – date",
      paymentTerms: "  ",
    });
    expect(found).toEqual([
      { id: "clientAddress", label: "L’adresse du client", href: "#quote-clientAddress" },
      { id: "startText", label: "Le début des travaux ou le délai d’exécution", href: "#quote-startText" },
      { id: "paymentTerms", label: "Les conditions de paiement", href: "#quote-paymentTerms" },
    ]);
    expect(missingMentions(completeCompany(), { clientName: "Jeanne Martin" })).toEqual([]);
  });

  it("asks an invoice for the bank account too, read defensively from a company that may not have it yet", () => {
    const withoutBank = missingMentions(completeCompany(), { clientName: "Jeanne Martin" }, "invoice");
    expect(withoutBank).toEqual([
      { id: "bank.iban", label: "L’IBAN du compte de l’entreprise", href: "/pro/site/entreprise#champ-bank-iban" },
      { id: "bank.bic", label: "Le BIC du compte de l’entreprise", href: "/pro/site/entreprise#champ-bank-bic" },
    ]);
    const identity = {
      ...site,
      ...completeCompanyValues,
      bank: { iban: "FR76 3000 6000 0112 3456 7890 189", bic: "PLACEHOLDER – BIC" },
    };
    expect(ids(missingMentions(companyOf(identity), {}, "invoice"))).toEqual(["bank.bic"]);
    expect(ids(missingMentions(companyOf(identity), { clientAddress: "" }, "invoice"))).toEqual([
      "bank.bic",
      "clientAddress",
    ]);
  });

  it("leaves out, for a role that cannot open it, the link to a field on a page of the patron's alone", () => {
    const found = [
      { id: "legal.siret", label: "Le numéro SIRET", href: "/pro/site/entreprise#champ-legal-siret" },
      { id: "bank.iban", label: "L’IBAN", href: "/pro/factures/reglages#billing-iban" },
      { id: "startText", label: "Le début des travaux", href: "#quote-startText" },
    ];
    expect(mentionsFor("patron", found)).toEqual(found);
    expect(mentionsFor("bureau", found).map((mention) => mention.href)).toEqual([
      "/pro/site/entreprise#champ-legal-siret",
      null,
      "#quote-startText",
    ]);
  });
});
