/**
 * CPU per call of `fn` over `inputs`, in ms: this process's user + system time (process.cpuUsage), so other
 * processes on a shared machine do not count. `rounds` passes over every input are timed, after `warmUp`
 * passes that are not (V8 compiles regular expressions to machine code on their first runs). With `runs`
 * above 1, the cheapest run's figure: a garbage collection or a timer tick in one run is not the calls' cost.
 */
export function cpuMsPerCall<T>(
  inputs: readonly T[],
  fn: (input: T) => unknown,
  options: { rounds: number; warmUp?: number; runs?: number },
): number {
  const { rounds, warmUp = 0, runs = 1 } = options;
  if (inputs.length === 0 || rounds < 1 || runs < 1) throw new Error('nothing to time');
  for (let round = 0; round < warmUp; round++) for (const input of inputs) fn(input);
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const start = process.cpuUsage();
    for (let round = 0; round < rounds; round++) for (const input of inputs) fn(input);
    const cpu = process.cpuUsage(start);
    best = Math.min(best, (cpu.user + cpu.system) / 1000 / (rounds * inputs.length));
  }
  return best;
}
