/** Server-side log lines (stdout, one per event). Never pass a visitor's personal data here. */
export function logLine(line: string): void {
  process.stdout.write(`${line}\n`);
}

export function logError(line: string): void {
  process.stderr.write(`${line}\n`);
}
