import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/services/env.server.ts";
import { listeningUrl, ownerSiteUrl } from "./service.server.ts";

describe("the address the server's own links start with", () => {
  it("is SITE_URL when it is set", () => {
    expect(ownerSiteUrl(parseEnv({ SITE_URL: "https://www.couvreur.fr", PORT: "3901" }))).toBe(
      "https://www.couvreur.fr",
    );
  });

  it("is the address the server listens on when no SITE_URL was given, the port included", () => {
    expect(ownerSiteUrl(parseEnv({ PORT: "3901" }))).toBe("http://localhost:3901");
    expect(ownerSiteUrl(parseEnv({}))).toBe("http://localhost:3000");
  });

  it("names the host the server is bound to, an IPv6 one in brackets", () => {
    expect(listeningUrl({ HOST: "127.0.0.1", PORT: 4173 })).toBe("http://127.0.0.1:4173");
    expect(listeningUrl({ HOST: "::", PORT: 8080 })).toBe("http://localhost:8080");
    expect(listeningUrl({ HOST: "::1", PORT: 8080 })).toBe("http://[::1]:8080");
  });
});
