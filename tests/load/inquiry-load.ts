/**
 * Inquiry load as visitors make it: `writers` clients each posting valid
 * inquiries back to back while `readers` clients browse, for `durationMs` or
 * until `signal` aborts. Every inquiry carries a unique token in its e-mail
 * address, so the test can check afterwards that each one answered 201 was stored.
 */
export type AcceptedInquiry = { token: string; email: string; id: number | null; answeredAt: number };

export type LoadReport = {
  durationMs: number;
  posts: number;
  accepted: AcceptedInquiry[];
  /** status code (or 'network') → count, for inquiry posts and for page reads */
  postStatuses: Record<string, number>;
  readStatuses: Record<string, number>;
  reads: number;
  /** a few unexpected answers, to show in a failure message */
  samples: string[];
  postLatencyMs: { p50: number; p99: number; max: number };
};

export type LoadOptions = {
  writers: number;
  readers?: number;
  durationMs: number;
  /** Unique per run: the token prefix of every e-mail address. */
  tag: string;
  /** Pages and API reads the readers cycle through (each should answer 200). */
  readPaths?: string[];
  signal?: AbortSignal;
  /** Called after each 201 with the number accepted so far (to act once the load is in full swing). */
  onAccepted?: (total: number) => void;
};

export const loadEmail = (token: string) => `${token}@load-test.example.com`;

export async function runInquiryLoad(baseUrl: string, options: LoadOptions): Promise<LoadReport> {
  const { writers, readers = 0, durationMs, tag, readPaths = ['/'], signal, onAccepted } = options;
  const started = Date.now();
  const end = started + durationMs;
  const running = () => Date.now() < end && !signal?.aborted;
  const report: LoadReport = {
    durationMs: 0,
    posts: 0,
    accepted: [],
    postStatuses: {},
    readStatuses: {},
    reads: 0,
    samples: [],
    postLatencyMs: { p50: 0, p99: 0, max: 0 },
  };
  const latencies: number[] = [];
  const count = (map: Record<string, number>, key: string | number) => (map[key] = (map[key] ?? 0) + 1);
  const sample = (text: string) => report.samples.length < 10 && report.samples.push(text);

  async function writer(w: number) {
    for (let n = 0; running(); n++) {
      const token = `${tag}-${w}-${n}`;
      const body = {
        name: `Load Tester ${w}`,
        email: loadEmail(token),
        phone: '905-555-0100',
        subject: `Load ${token}`,
        message: `Inquiry ${token}: is this vehicle still available for a viewing this week?`,
      };
      const sent = performance.now();
      report.posts += 1;
      try {
        const res = await fetch(`${baseUrl}/api/inquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal,
        });
        count(report.postStatuses, res.status);
        if (res.status === 201) {
          // Recorded as accepted from the status line: even if the body were lost, a 201 promised it was stored.
          const accepted: AcceptedInquiry = { token, email: body.email, id: null, answeredAt: Date.now() };
          report.accepted.push(accepted);
          latencies.push(performance.now() - sent);
          onAccepted?.(report.accepted.length);
          accepted.id = ((await res.json().catch(() => ({}))) as { id?: number }).id ?? null;
        } else {
          sample(`POST ${res.status} ${(await res.text()).slice(0, 200)}`);
        }
      } catch (error) {
        count(report.postStatuses, 'network');
        if (!signal?.aborted) sample(`POST network error: ${(error as Error).cause ?? (error as Error).message}`);
      }
    }
  }

  async function reader(r: number) {
    for (let n = 0; running(); n++) {
      const path = readPaths[(r + n) % readPaths.length];
      report.reads += 1;
      try {
        const res = await fetch(baseUrl + path, { headers: { 'accept-encoding': 'br, gzip' }, signal });
        await res.arrayBuffer();
        count(report.readStatuses, res.status);
        if (res.status !== 200) sample(`GET ${path} ${res.status}`);
      } catch (error) {
        count(report.readStatuses, 'network');
        if (!signal?.aborted) sample(`GET ${path} network error: ${(error as Error).cause ?? (error as Error).message}`);
      }
    }
  }

  await Promise.all([...Array.from({ length: writers }, (_, w) => writer(w)), ...Array.from({ length: readers }, (_, r) => reader(r))]);
  report.durationMs = Date.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  report.postLatencyMs = { p50: at(0.5), p99: at(0.99), max: Math.round(latencies.at(-1) ?? 0) };
  return report;
}

/** A promise resolved once `count` inquiries were accepted, and the callback that feeds it. */
export function acceptedCount(count: number, timeoutMs: number): { reached: Promise<void>; onAccepted: (total: number) => void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const reached = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const timer = setTimeout(() => reject(new Error(`fewer than ${count} inquiries accepted within ${timeoutMs} ms`)), timeoutMs);
  return {
    reached,
    onAccepted: (total) => {
      if (total >= count) {
        clearTimeout(timer);
        resolve();
      }
    },
  };
}

/**
 * Checks, before the load starts, that every read path answers 200, and
 * returns them all. A path that does not answer fails the run with its name
 * and status: dropping it quietly would let the load test pass while reading
 * less than it claims to.
 */
export async function checkReadPaths(baseUrl: string, paths: string[]): Promise<string[]> {
  const failing: string[] = [];
  for (const path of paths) {
    const answer = await fetch(baseUrl + path).then(
      (r) => (r.status === 200 ? null : `answered ${r.status}`),
      (error: Error) => `did not answer (${error.message})`,
    );
    if (answer) failing.push(`${path} ${answer}`);
  }
  if (failing.length) throw new Error(`Read paths of the load test must answer 200 before it starts: ${failing.join('; ')}`);
  return paths;
}

/** One line for the test log: what the load achieved. */
export function describeLoad(report: LoadReport): string {
  const seconds = report.durationMs / 1000;
  return (
    `${report.posts} inquiry posts (${report.accepted.length} answered 201, ${(report.accepted.length / seconds).toFixed(0)}/s, ` +
    `p50 ${report.postLatencyMs.p50} ms, p99 ${report.postLatencyMs.p99} ms, max ${report.postLatencyMs.max} ms) and ` +
    `${report.reads} reads in ${seconds.toFixed(1)} s; posts ${JSON.stringify(report.postStatuses)}, reads ${JSON.stringify(report.readStatuses)}`
  );
}

/** Tokens that answered 201 but are missing from the stored e-mail addresses. */
export function missingInquiries(accepted: AcceptedInquiry[], storedEmails: Iterable<string>): string[] {
  const stored = new Set(storedEmails);
  return accepted.filter((a) => !stored.has(a.email)).map((a) => a.token);
}
