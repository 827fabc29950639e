import { createServer, type Socket } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** An SMTP reply a scripted server gives instead of accepting: 4xx means "later", 5xx means "never". */
export interface SmtpReply {
  code: number;
  message: string;
}

export interface ScriptedSmtp {
  /** One entry per RCPT TO received: when, and what was answered (250 when accepted). */
  attempts: { at: number; stage: "rcpt" | "data"; code: number }[];
  messages: ParsedMail[];
  /** When each of `messages` was accepted (same order): the moment the 250 reply left. */
  acceptedAt: number[];
  close: () => Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 whose answers follow a script: `rcpt(n)` and `data(n)` get the number
 * of the delivery attempt (1, 2…) and return a refusal, or nothing to accept. `dataDelayMs` slows each
 * accepted message down, so deliveries are still under way when a test needs them to be.
 */
export async function startScriptedSmtp(
  port: number,
  script: {
    rcpt?: (attempt: number) => SmtpReply | undefined;
    data?: (attempt: number) => SmtpReply | undefined;
    dataDelayMs?: number;
  } = {},
): Promise<ScriptedSmtp> {
  const sink: ScriptedSmtp = { attempts: [], messages: [], acceptedAt: [], close: async () => {} };
  let rcptCount = 0;
  const refusal = (reply: SmtpReply) => Object.assign(new Error(reply.message), { responseCode: reply.code });
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      rcptCount += 1;
      const reply = script.rcpt?.(rcptCount);
      sink.attempts.push({ at: Date.now(), stage: "rcpt", code: reply?.code ?? 250 });
      callback(reply ? refusal(reply) : undefined);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const reply = script.data?.(rcptCount);
          if (reply) {
            sink.attempts.push({ at: Date.now(), stage: "data", code: reply.code });
            return callback(refusal(reply));
          }
          if (script.dataDelayMs) await new Promise((resolve) => setTimeout(resolve, script.dataDelayMs));
          sink.messages.push(mail);
          sink.acceptedAt.push(Date.now());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  // A sender killed in the middle of a message resets its connection: expected in the crash tests, not a failure.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
  });
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}

/** A server that accepts TCP connections and never says a word: an SMTP server hanging before its greeting. */
export async function startSilentServer(
  port: number,
): Promise<{ connections: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
