import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import {
  createServer as createHttpServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** One message the push service received. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LocalPushService {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** The PEM file of its self-signed certificate: what a server process must trust (NODE_EXTRA_CA_CERTS). */
  caFile: string;
  received: ReceivedPush[];
  /** The statuses (and headers) the next pushes to `path` are answered with, in order; 201 once they are used up. */
  answer(path: string, ...answers: { status: number; headers?: Record<string, string> }[]): void;
  /** Resolves once `count` pushes reached `path`. */
  waitFor(path: string, count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  stop(): Promise<void>;
}

/**
 * A push service on 127.0.0.1 as RFC 8030 describes one (a POST per message, 201 when accepted), over https with
 * a certificate made for the test by openssl, recording every request as it came: headers (the VAPID
 * Authorization, Content-Encoding, TTL, Urgency) and the encrypted body. `secure: false` serves plain http, for a
 * test process that cannot be told to trust the certificate (Vitest's, started before the certificate exists).
 */
export async function startPushService({ port = 0, secure = true } = {}): Promise<LocalPushService> {
  const dir = mkdtempSync(path.join(tmpdir(), "push-service-"));
  const keyFile = path.join(dir, "key.pem");
  const caFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      caFile,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const received: ReceivedPush[] = [];
  const answers = new Map<string, { status: number; headers?: Record<string, string> }[]>();
  const waiters: (() => void)[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const pushPath = req.url ?? "/";
      received.push({ path: pushPath, headers: req.headers, body: Buffer.concat(chunks) });
      const answer = answers.get(pushPath)?.shift() ?? { status: 201 };
      res.writeHead(answer.status, answer.headers ?? {});
      res.end();
      for (const wake of waiters.splice(0)) wake();
    });
  };
  const server: Server = secure
    ? createHttpsServer({ key: readFileSync(keyFile), cert: readFileSync(caFile) }, handle)
    : createHttpServer(handle);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `${secure ? "https" : "http"}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    caFile,
    received,
    answer(pushPath, ...list) {
      answers.set(pushPath, [...(answers.get(pushPath) ?? []), ...list]);
    },
    async waitFor(pushPath, count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter((push) => push.path === pushPath);
        if (matching.length >= count) return matching;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${matching.length} of ${count} pushes reached ${pushPath}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A browser's side of a push subscription, made by the test: its own P-256 key pair and 16-byte auth secret. */
export interface TestSubscriber {
  endpoint: string;
  /** Base64url, as PushSubscription.toJSON() gives them. */
  p256dh: string;
  auth: string;
  /** Decrypts an aes128gcm message sent to this subscription (RFC 8291 §3.4, RFC 8188 §2) into its text. */
  decrypt(body: Buffer): string;
}

export function newSubscriber(endpoint: string): TestSubscriber {
  const ecdh = createECDH("prime256v1");
  const userAgentPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    p256dh: userAgentPublic.toString("base64url"),
    auth: authSecret.toString("base64url"),
    decrypt(body) {
      // RFC 8188 §2.1 header: salt (16) | record size (4) | key id length (1) | key id (the server's public key).
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const keyIdLength = body[20] as number;
      const serverPublic = body.subarray(21, 21 + keyIdLength);
      const ciphertext = body.subarray(21 + keyIdLength);
      if (ciphertext.length > recordSize) throw new Error("more than one record");
      const sharedSecret = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), userAgentPublic, serverPublic]);
      const ikm = Buffer.from(hkdfSync("sha256", sharedSecret, authSecret, keyInfo, 32));
      const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then zero padding (RFC 8188 §2).
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error("no last-record delimiter");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

/**
 * Checks a VAPID Authorization header (RFC 8292 §3: `vapid t=<JWT>, k=<public key>`): the key is the one given,
 * the JWT's ES256 signature verifies with it, its audience is the push service's origin and it has not expired.
 * Answers the JWT's claims.
 */
export function verifyVapid(
  authorization: string | undefined,
  publicKey: string,
  audience: string,
): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error("signed with another key than the stored one");
  const raw = Buffer.from(key, "base64url");
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: raw.subarray(1, 33).toString("base64url"),
    y: raw.subarray(33, 65).toString("base64url"),
  };
  const [header, payload, signature] = token.split(".") as [string, string, string];
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("the VAPID signature does not verify");
  if (JSON.parse(Buffer.from(header, "base64url").toString()).alg !== "ES256") throw new Error("not ES256");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== audience) throw new Error(`audience ${claims.aud}, not ${audience}`);
  if (claims.exp * 1000 <= Date.now()) throw new Error("expired");
  return claims;
}
