import { isbot } from "isbot";

/**
 * Whether a request for a client's link is a person opening it in a browser, which makes the quote "Vu" for the
 * owner. Mail and messaging services fetch the links of the messages they carry (previews, safety scans) before
 * anyone reads them; counted, they would show "Vu" to the owner within seconds of sending. A browser opening a
 * page sends `Sec-Fetch-Mode: navigate` and `Sec-Fetch-Dest: document` (Fetch Metadata), which such fetchers do
 * not, and the crawlers that do run a browser name themselves in their User-Agent.
 */
export function isPersonOpening(request: Request): boolean {
  const headers = request.headers;
  return (
    request.method === "GET" &&
    headers.get("sec-fetch-mode") === "navigate" &&
    headers.get("sec-fetch-dest") === "document" &&
    !isbot(headers.get("user-agent") ?? "")
  );
}
