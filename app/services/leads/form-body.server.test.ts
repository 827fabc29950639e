import { describe, expect, it } from "vitest";
import { readFormBody } from "./form-body.server.ts";

const urlencoded = "application/x-www-form-urlencoded";

function post(body: BodyInit, contentType = urlencoded) {
  return new Request("http://localhost/contact", { method: "POST", headers: { "Content-Type": contentType }, body });
}

function multipart(parts: Record<string, string | Uint8Array>) {
  const boundary = "----borne";
  const chunks: (string | Uint8Array)[] = [];
  for (const [name, value] of Object.entries(parts)) {
    chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`, value, "\r\n");
  }
  chunks.push(`--${boundary}--\r\n`);
  const bytes = Buffer.concat(chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk)));
  return post(bytes, `multipart/form-data; boundary=${boundary}`);
}

describe("readFormBody", () => {
  it("reads what a browser sends: escapes, plus signs, accents, line breaks", async () => {
    const body = new URLSearchParams({ name: "Zoé Dupont", message: "Toit 50 % à refaire\r\nvite" }).toString();
    const form = await readFormBody(post(body), urlencoded);
    expect(form?.get("name")).toBe("Zoé Dupont");
    expect(form?.get("message")).toBe("Toit 50 % à refaire\r\nvite");
  });

  it.each([
    ["a percent sign without two hex digits", "name=50%&city=Lens"],
    ["a truncated escape", "name=Zo%C"],
    ["an escape with non-hex digits", "name=%ZZ"],
    ["escapes that spell invalid UTF-8", "name=%C3%28"],
    ["a lone continuation byte", "name=%80"],
    ["an overlong encoding", "name=%C0%AF"],
    ["an unpaired surrogate", "name=%ED%A0%80"],
  ])("refuses %s", async (_label, body) => {
    expect(await readFormBody(post(body), urlencoded)).toBeNull();
  });

  it("refuses raw bytes that are not UTF-8", async () => {
    const latin1 = Buffer.concat([Buffer.from("name=Zo"), Buffer.from([0xe9])]);
    expect(await readFormBody(post(latin1), urlencoded)).toBeNull();
  });

  it("reads multipart bodies and refuses one whose text is not UTF-8", async () => {
    const good = await readFormBody(multipart({ name: "Zoé" }), "multipart/form-data");
    expect(good?.get("name")).toBe("Zoé");
    const bad = await readFormBody(multipart({ name: Uint8Array.from([0x5a, 0x6f, 0xe9]) }), "multipart/form-data");
    expect(bad).toBeNull();
  });

  it("refuses a multipart body it cannot parse", async () => {
    expect(
      await readFormBody(post("name=x", "multipart/form-data; boundary=absent"), "multipart/form-data"),
    ).toBeNull();
    expect(await readFormBody(post("name=x", "multipart/form-data"), "multipart/form-data")).toBeNull();
  });
});
