/** Latencies and answers per step: what the report's table is made of. */
export function stepLog() {
  const steps = new Map();
  // What came since the last look: the run's curve (`windowSince`).
  let window = { latencies: [], refused: 0, errors: 0 };
  return {
    record(step, status, body, ms) {
      let entry = steps.get(step);
      if (!entry) steps.set(step, (entry = { latencies: [], ok: 0, refused: new Map(), errors: 0 }));
      entry.latencies.push(ms);
      window.latencies.push(ms);
      if (status >= 500) window.errors += 1;
      else if (status >= 400) window.refused += 1;
      if (status < 400) entry.ok += 1;
      else if (status < 500) {
        let code = String(status);
        try {
          code = JSON.parse(body).error?.code ?? code;
        } catch {
          // a page, not the API's JSON
        }
        entry.refused.set(code, (entry.refused.get(code) ?? 0) + 1);
      } else entry.errors += 1;
    },
    steps,
    /** The answers since the last call: how many, refused and failed, and their p50 and p99. */
    windowSince() {
      const { latencies, refused, errors } = window;
      window = { latencies: [], refused: 0, errors: 0 };
      return {
        answers: latencies.length,
        refused,
        errors,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
      };
    },
  };
}

/** The `p`th percentile of `values`, rounded to the millisecond. */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}
