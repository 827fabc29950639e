import { request as httpRequest } from "node:http";

/** A request written as given: any method, any headers, a body with or without Content-Length. */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | string;
  /** Sent without Content-Length (chunked). */
  chunked: boolean;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends one request over plain HTTP (fetch would set or refuse some of these headers itself). */
export function sendRaw(base: string, request: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.chunked) headers["Transfer-Encoding"] = "chunked";
    else headers["Content-Length"] = Buffer.byteLength(request.body);
    const outgoing = httpRequest(`${base}${request.path}`, { method: request.method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    // The server may answer 411/413 and close before the whole body is written: the answer is what counts.
    outgoing.on("error", (error) => setTimeout(() => reject(error), 1000));
    outgoing.end(request.body);
  });
}
