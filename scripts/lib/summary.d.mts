export interface SuiteSummary {
  passed: number;
  failed: number;
  skipped: number;
  flaky: string[];
  failures: string[];
  problems: string[];
}
export interface RunnerOutput {
  exitCode: number | null;
  report: unknown;
}
export function summariseVitest(run: RunnerOutput): SuiteSummary;
export function summarisePlaywright(run: RunnerOutput): SuiteSummary;
export function closingLine(suite: string, summary: SuiteSummary): string;
export function details(suite: string, summary: SuiteSummary): string[];
export function fileTimes(runner: 'vitest' | 'playwright', report: unknown): { file: string; ms: number }[];
