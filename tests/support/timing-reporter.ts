import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Prints, when the browser tests end, how long each spec file took (its tests' durations added up,
 * so with two workers the total exceeds the wall time) and the ten slowest tests: where to look
 * first when the suite grows slow. It reports; it asserts nothing about time.
 */
export default class TimingReporter implements Reporter {
  private readonly tests: { file: string; title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*tests[\\/]e2e[\\/]/, "");
    this.tests.push({ file, title: test.titlePath().slice(3).join(" › ") || test.title, ms: result.duration });
  }

  onEnd(result: FullResult): void {
    if (this.tests.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    const perFile = new Map<string, { ms: number; count: number }>();
    for (const { file, ms } of this.tests) {
      const entry = perFile.get(file) ?? { ms: 0, count: 0 };
      perFile.set(file, { ms: entry.ms + ms, count: entry.count + 1 });
    }
    const lines = ["", `Browser tests by spec file (${result.status}, wall time ${seconds(result.duration).trim()}):`];
    for (const [file, { ms, count }] of [...perFile].sort((a, b) => b[1].ms - a[1].ms)) {
      lines.push(`${seconds(ms)}  ${String(count).padStart(3)} tests  ${file}`);
    }
    lines.push("", "Ten slowest tests:");
    for (const { file, title, ms } of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      lines.push(`${seconds(ms)}  ${file} › ${title}`);
    }
    console.log(lines.join("\n"));
  }

  printsToStdio(): boolean {
    return false;
  }
}
