import type { ProCliIo } from "./cli.server.ts";

/** Standard input up to its end, first line only: `printf '%s\n' "$PASSWORD" | npm run pro -- add-user …`. */
async function readFirstLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

/** Reads a line typed at the terminal without showing it; Ctrl-C stops the command. */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  return new Promise((resolve) => {
    let value = "";
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    const finish = (result: string | null) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener("data", onData);
      process.stderr.write("\n");
      if (result === null) process.exit(130);
      resolve(result);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") return finish(value);
        if (character === "\u0003") return finish(null);
        if (character === "\u007f" || character === "\b") value = [...value].slice(0, -1).join("");
        else if (character >= " ") value += character;
      }
    };
    input.on("data", onData);
  });
}

/** The command's input and output in a real process: a terminal is asked twice without echo, a pipe read once. */
export function terminalIo(): ProCliIo {
  const interactive = process.stdin.isTTY === true;
  let piped: Promise<string> | undefined;
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    interactive,
    readPassword: (prompt) => {
      if (interactive) return readHidden(prompt);
      piped ??= readFirstLine();
      return piped;
    },
  };
}
