export interface ExperimentResult {
  name: string;
  steadyState: string;
  passed: boolean;
  figures: Record<string, string | number | boolean>;
  /** Why it failed, when it did. */
  notes?: string[];
}

export interface Experiment {
  name: string;
  /** The hypothesis: what must hold before the fault and again afterwards. */
  steadyState: string;
  run(env: import('./environment').Environment, log: (line: string) => void): Promise<ExperimentResult>;
}

const formatFigures = (figures: ExperimentResult['figures']) =>
  Object.entries(figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');

/** A plain-text table, one row per experiment, with the figures wrapped under the steady state. */
export function printTable(results: ExperimentResult[], seconds: number): string {
  const lines: string[] = [];
  const nameWidth = Math.max(10, ...results.map((r) => r.name.length));
  lines.push(`${'experiment'.padEnd(nameWidth)}  result  steady state / figures`);
  lines.push(`${'-'.repeat(nameWidth)}  ------  ${'-'.repeat(60)}`);
  for (const r of results) {
    lines.push(`${r.name.padEnd(nameWidth)}  ${(r.passed ? 'pass' : 'FAIL').padEnd(6)}  ${r.steadyState}`);
    lines.push(`${' '.repeat(nameWidth + 10)}${formatFigures(r.figures)}`);
    for (const note of r.notes ?? []) lines.push(`${' '.repeat(nameWidth + 10)}! ${note}`);
  }
  const failed = results.filter((r) => !r.passed).length;
  lines.push('');
  lines.push(`${results.length - failed}/${results.length} experiments passed in ${seconds.toFixed(0)} s`);
  return lines.join('\n');
}
