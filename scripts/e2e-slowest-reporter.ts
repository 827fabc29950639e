import path from "node:path";
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export interface TestTime {
  file: string;
  title: string;
  durationMs: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * What the end-to-end stage spent its time on: the workers' busy time against what they could have given (wall time
 * × workers), the slowest tests and the spec files that took the most worker time, so that the next slow spec shows
 * in every run's output rather than in a measurement made by hand.
 */
export function slowestSummary(times: TestTime[], wallMs: number, workers: number, count = 15): string {
  const busyMs = times.reduce((sum, time) => sum + time.durationMs, 0);
  const perFile = new Map<string, { durationMs: number; tests: number }>();
  for (const time of times) {
    const file = perFile.get(time.file) ?? { durationMs: 0, tests: 0 };
    file.durationMs += time.durationMs;
    file.tests += 1;
    perFile.set(time.file, file);
  }
  const lines = [
    `== where the end-to-end time went: ${times.length} tests, ${seconds(busyMs)} of tests in ${seconds(wallMs)} ` +
      `with ${workers} workers (busy ${Math.round((100 * busyMs) / Math.max(1, wallMs * workers))} % of the time)`,
    `the ${Math.min(count, perFile.size)} spec files that took the most:`,
    ...[...perFile]
      .sort(([, a], [, b]) => b.durationMs - a.durationMs)
      .slice(0, count)
      .map(
        ([file, { durationMs, tests }]) =>
          `${seconds(durationMs).padStart(9)}  ${file} (${tests} test${tests === 1 ? "" : "s"})`,
      ),
    `the ${Math.min(count, times.length)} slowest tests:`,
    ...[...times]
      .sort((a, b) => b.durationMs - a.durationMs)
      .slice(0, count)
      .map((time) => `${seconds(time.durationMs).padStart(9)}  ${time.file} › ${time.title}`),
  ];
  return `${lines.join("\n")}\n`;
}

/** Prints slowestSummary after Playwright's own report, skipped tests left out. */
export default class SlowestReporter implements Reporter {
  /** By test id: a retried test counts its last attempt only. */
  private times = new Map<string, TestTime>();
  private workers = 1;
  private root = process.cwd();

  onBegin(config: FullConfig) {
    this.workers = config.workers;
    // rootDir is the test folder: paths are given from the project's root, where the configuration file is.
    this.root = config.configFile ? path.dirname(config.configFile) : process.cwd();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "skipped") return;
    // titlePath: the root suite's, the project's and the file's titles, then the describe blocks' and the test's.
    const title = test.titlePath().slice(3).join(" › ");
    this.times.set(test.id, { file: path.relative(this.root, test.location.file), title, durationMs: result.duration });
  }

  onEnd(result: FullResult) {
    // Nothing ran (`--list`, or every test skipped): nothing to say.
    if (this.times.size === 0) return;
    process.stdout.write(slowestSummary([...this.times.values()], result.duration, this.workers));
  }

  printsToStdio() {
    return true;
  }
}
