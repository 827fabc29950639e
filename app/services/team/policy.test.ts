import { describe, expect, it } from "vitest";
import { ownerAddress, ownerRoutePatterns } from "#tests/support/owner-routes.ts";
import {
  homeFor,
  landingFor,
  mayOpenJob,
  mayOpenPath,
  maySeeAmounts,
  type Right,
  rightForPath,
  roleHolds,
  sendsHome,
  TEAM_ROLES,
} from "./policy.ts";

/**
 * The right each address of the owner's space needs, decided here one by one: a route added to app/routes.ts
 * under /pro fails the first test until it gets its line, so nobody opens a screen to a role by accident. The
 * addresses of the jobs' screens are listed from the contract (decision 054) before their routes exist.
 */
const DECIDED: Record<string, Right> = {
  // Every person's: logging in and out, his own account, the manual, his day, the jobs he is on.
  "/pro/connexion": "own",
  "/pro/connexion/cle-d-acces": "own",
  "/pro/installation": "own",
  "/pro/invitation": "own",
  "/pro/deconnexion": "own",
  "/pro/sw.js": "own",
  "/pro/compte": "own",
  "/pro/compte/cles-d-acces": "own",
  "/pro/compte/confirmer": "own",
  "/pro/compte/notifications": "own",
  "/pro/compte/agenda": "own",
  "/pro/aide/:screen?": "own",
  "/pro/journee": "own",
  "/pro/chantiers/:id": "own",
  "/pro/chantiers/:id/photos/:photoId": "own",
  "/pro/chantiers/:id/reception": "own",
  "/pro/chantiers/:id/reception.pdf": "own",
  // The office's work.
  "/pro": "office",
  "/pro/demandes/:id": "office",
  "/pro/demandes/:id/photos/:photoId": "office",
  "/pro/export.csv": "office",
  "/pro/tableau-de-bord": "office",
  "/pro/devis": "office",
  "/pro/devis/nouveau": "office",
  "/pro/devis/:id": "office",
  "/pro/devis/:id/situation": "office",
  "/pro/devis/:id/pdf": "office",
  "/pro/factures": "office",
  "/pro/factures/nouvelle": "office",
  "/pro/factures/:id": "office",
  "/pro/factures/:id/pdf": "office",
  "/pro/factures/:id/corriger": "office",
  "/pro/factures/:id/factur-x.xml": "office",
  "/pro/annuaire": "office",
  "/pro/planning": "office",
  "/pro/chantiers": "office",
  "/pro/site": "office",
  "/pro/site/apercu": "office",
  "/pro/site/entreprise": "office",
  "/pro/site/realisations": "office",
  "/pro/site/realisations/photo": "office",
  "/pro/site/articles": "office",
  "/pro/site/articles/photo": "office",
  "/pro/site/tarifs": "office",
  "/pro/site/avis": "office",
  "/pro/site/avis-clients": "office",
  "/pro/site/annonce": "office",
  // The patron's alone: the books (bank details, invoicing settings, e-invoicing credentials, the accountant's
  // export, e-reporting) and the team. An address nobody decided falls here too, like the catch-all's.
  "/pro/factures/export.zip": "books",
  "/pro/factures/reglages": "books",
  "/pro/factures/facturation-electronique": "books",
  "/pro/factures/e-reporting": "books",
  "/pro/factures/e-reporting/:file": "books",
  "/pro/achats": "office",
  "/pro/achats/nouveau": "office",
  "/pro/achats/:id": "office",
  "/pro/achats/:id/:file": "office",
  "/pro/equipe": "team",
  "/pro/*": "books",
};

const sample = (_pattern: string, param: string) => (param === "file" ? "2026-11.xml" : 7);

describe("the role policy", () => {
  it("has decided the right of every /pro address of the route table", () => {
    const undecided = ownerRoutePatterns()
      .map(({ pattern }) => pattern)
      .filter((pattern) => !(pattern in DECIDED));
    expect(undecided).toEqual([]);
    for (const [pattern, right] of Object.entries(DECIDED)) {
      const address = ownerAddress(pattern, sample);
      expect(rightForPath(address), address).toBe(right);
      expect(rightForPath(`${address}.data`), `${address}.data`).toBe(right);
    }
  });

  it("keeps the books and the team to the patron: the list of those addresses, as decided", () => {
    expect(
      Object.entries(DECIDED)
        .filter(([, right]) => right === "books" || right === "team")
        .map(([pattern]) => pattern),
    ).toEqual([
      "/pro/factures/export.zip",
      "/pro/factures/reglages",
      "/pro/factures/facturation-electronique",
      "/pro/factures/e-reporting",
      "/pro/factures/e-reporting/:file",
      "/pro/equipe",
      "/pro/*",
    ]);
    for (const path of ["/pro/compte/sauvegardes", "/pro/factures/reglages", "/pro/equipe"]) {
      expect(
        TEAM_ROLES.filter((role) => mayOpenPath(role, path)),
        path,
      ).toEqual(["patron"]);
    }
  });

  it("gives each role its rights: the patron all, the office no books nor team, the compagnon his own", () => {
    expect(
      TEAM_ROLES.map((role) => [
        role,
        (["own", "office", "books", "team"] as const).filter((right) => roleHolds(role, right)),
      ]),
    ).toEqual([
      ["patron", ["own", "office", "books", "team"]],
      ["bureau", ["own", "office"]],
      ["compagnon", ["own"]],
    ]);
    expect(mayOpenPath("bureau", "/pro/devis/7")).toBe(true);
    expect(mayOpenPath("bureau", "/pro/factures/reglages")).toBe(false);
    expect(mayOpenPath("compagnon", "/pro/devis/7")).toBe(false);
    expect(mayOpenPath("compagnon", "/pro/chantiers")).toBe(false);
    expect(mayOpenPath("compagnon", "/pro/chantiers/7")).toBe(true);
    expect(mayOpenPath("compagnon", "/PRO/Devis/7")).toBe(false);
    expect(mayOpenPath("compagnon", "/pro/aide/devis")).toBe(true);
  });

  it("opens a job to the office and to the compagnons on it; shows amounts to the office only", () => {
    expect(mayOpenJob("bureau", 3, [])).toBe(true);
    expect(mayOpenJob("compagnon", 3, [3, 4])).toBe(true);
    expect(mayOpenJob("compagnon", 3, [4])).toBe(false);
    expect(TEAM_ROLES.filter(maySeeAmounts)).toEqual(["patron", "bureau"]);
  });

  it("lands each role on its home, and a login on the page asked for only when the role may open it", () => {
    expect(TEAM_ROLES.map(homeFor)).toEqual(["/pro", "/pro", "/pro/journee"]);
    expect(sendsHome("compagnon", "/pro")).toBe(true);
    expect(sendsHome("compagnon", "/pro.data")).toBe(true);
    expect(sendsHome("compagnon", "/pro/devis")).toBe(false);
    expect(sendsHome("bureau", "/pro")).toBe(false);
    expect(landingFor("compagnon", "/pro")).toBe("/pro/journee");
    expect(landingFor("compagnon", "/pro/devis/7?onglet=1")).toBe("/pro/journee");
    expect(landingFor("compagnon", "/pro/compte")).toBe("/pro/compte");
    expect(landingFor("bureau", "/pro/factures/reglages")).toBe("/pro");
    expect(landingFor("patron", "/pro/factures/reglages")).toBe("/pro/factures/reglages");
  });
});
