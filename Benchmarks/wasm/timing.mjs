// What the Node benchmarks share: numeric options and timed medians.

/** Removes `name VALUE` from `args` and returns VALUE as a number, else `fallback`. */
export function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 && at + 1 < args.length ? Number(args.splice(at, 2)[1]) : fallback;
}

/** The middle of `samples`. */
export const median = (samples) => samples.slice().sort((a, b) => a - b)[Math.floor(samples.length / 2)];

/** Runs `work` once untimed, then `rounds` times; the median in milliseconds. */
export function timed(rounds, work) {
  work();
  const samples = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return median(samples);
}
