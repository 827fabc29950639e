/** Throws on any byte sequence that is not UTF-8, instead of turning it into U+FFFD. */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** A percent sign without two hex digits after it: a browser encodes "%" itself as "%25". */
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/**
 * Reads a form body the way a browser writes it, or returns null. The platform's own parser is
 * lenient (a broken escape stays as typed, invalid UTF-8 becomes U+FFFD), which would store a garbled
 * lead as if it were what the visitor typed; a body that no browser would send is refused instead.
 */
export async function readFormBody(request: Request, mediaType: string): Promise<URLSearchParams | FormData | null> {
  try {
    if (mediaType === "application/x-www-form-urlencoded") {
      const body = strictUtf8.decode(await request.arrayBuffer());
      if (BROKEN_ESCAPE.test(body)) return null;
      // decodeURIComponent throws on escapes that spell invalid UTF-8 (%C3%28, %FF…).
      for (const part of body.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, " "));
      return new URLSearchParams(body);
    }
    const form = await request.formData();
    for (const value of form.values()) {
      if (typeof value === "string" && value.includes("\uFFFD")) return null;
    }
    return form;
  } catch {
    return null;
  }
}
