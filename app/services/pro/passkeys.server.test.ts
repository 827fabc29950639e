import { describe, expect, it } from "vitest";
import { relyingParty } from "./passkeys.server.ts";

const request = (url: string) => new Request(url, { method: "POST" });

describe("the passkeys' relying party", () => {
  it("is the site's public address in production, whatever Host the request named", () => {
    const site = "https://www.toitures-gohelle.fr";
    for (const asked of [
      "https://www.toitures-gohelle.fr/pro/connexion/cle-d-acces",
      "https://evil.example/pro/connexion/cle-d-acces",
      "http://localhost:3000/pro/connexion/cle-d-acces",
      "http://10.0.0.5:3000/pro/connexion/cle-d-acces",
    ]) {
      expect(relyingParty(request(asked), site), asked).toEqual({
        rpID: "www.toitures-gohelle.fr",
        origin: "https://www.toitures-gohelle.fr",
      });
    }
  });

  it("follows the request on this machine only, when the site itself is a loopback address (development, tests)", () => {
    expect(relyingParty(request("http://localhost:4173/pro/compte/cles-d-acces"), "http://localhost:3000")).toEqual({
      rpID: "localhost",
      origin: "http://localhost:4173",
    });
    expect(relyingParty(request("http://evil.example/pro/compte"), "http://localhost:3000")).toEqual({
      rpID: "localhost",
      origin: "http://localhost:3000",
    });
  });
});
