// An open-loop load generator: requests are due at an even rate, whether earlier ones have answered
// or not, over a fixed set of keep-alive connections (one request at a time on each, like
// autocannon). Latency counts from when a request was due, so waiting for a free connection counts
// too (no coordinated omission). autocannon's `overallRate` sends each second's quota in a burst at
// the start of the second, which measures a burst, not a steady rate. Requests are written and
// answers read on raw sockets, so that the generator costs little CPU beside the server.
import net from 'node:net';

export interface PacedOptions {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The body of the i-th request (undefined: none). */
  body?: (i: number) => string | undefined;
  /** Requests per second. */
  rate: number;
  connections: number;
  durationS: number;
}

export interface PacedResult {
  /** Requests answered per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  /** Transport errors and non-2xx answers. */
  errors: number;
  /** Requests unanswered when the run ended (the server fell behind). */
  behind: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Conn {
  socket: net.Socket;
  buffer: Buffer;
  /** When the request on this connection was due; null when the connection is free. */
  due: number | null;
}

export async function pacedLoad(opts: PacedOptions): Promise<PacedResult> {
  const url = new URL(opts.url);
  const head = (body: string | undefined) => {
    const lines = [`${opts.method} ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`, 'connection: keep-alive'];
    for (const [k, v] of Object.entries(opts.headers)) lines.push(`${k}: ${v}`);
    if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
    return `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
  };
  const total = Math.round(opts.rate * opts.durationS);
  const interval = 1000 / opts.rate;
  const latencies: number[] = [];
  let errors = 0;
  let answered = 0;
  let issued = 0;
  let sent = 0;
  const backlog: number[] = [];
  const free: Conn[] = [];
  let onAllDone: () => void = () => undefined;

  const dispatch = (conn: Conn) => {
    const due = backlog.shift();
    if (due === undefined) {
      conn.due = null;
      free.push(conn);
      return;
    }
    conn.due = due;
    conn.socket.write(head(opts.body?.(sent)));
    sent += 1;
  };
  const answer = (conn: Conn, ok: boolean) => {
    if (conn.due !== null) {
      if (ok) latencies.push(performance.now() - conn.due);
      else errors += 1;
    }
    answered += 1;
    if (answered >= total) onAllDone();
    dispatch(conn);
  };
  const conns: Conn[] = await Promise.all(
    Array.from(
      { length: opts.connections },
      () =>
        new Promise<Conn>((resolve, reject) => {
          const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () => resolve(conn));
          socket.setNoDelay(true);
          const conn: Conn = { socket, buffer: Buffer.alloc(0), due: null };
          socket.on('error', reject);
          socket.on('data', (chunk: Buffer) => {
            conn.buffer = conn.buffer.length ? Buffer.concat([conn.buffer, chunk]) : chunk;
            // Answers are read by their Content-Length (Fastify sends one for JSON).
            for (;;) {
              const end = conn.buffer.indexOf('\r\n\r\n');
              if (end < 0) return;
              const header = conn.buffer.subarray(0, end).toString('latin1');
              const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(header)?.[1] ?? 0);
              if (conn.buffer.length < end + 4 + length) return;
              conn.buffer = conn.buffer.subarray(end + 4 + length);
              const status = Number(header.slice(9, 12));
              answer(conn, status >= 200 && status < 300);
            }
          });
        }),
    ),
  );
  free.push(...conns);
  const start = performance.now();
  await new Promise<void>((resolve) => {
    onAllDone = resolve;
    // A tick every millisecond or two issues every request due by then.
    const tick = () => {
      const now = performance.now();
      while (issued < total && start + issued * interval <= now) {
        backlog.push(start + issued * interval);
        issued += 1;
        const conn = free.pop();
        if (conn) dispatch(conn);
      }
      if (issued < total) setTimeout(tick, Math.max(0, Math.min(2, start + issued * interval - performance.now())));
    };
    tick();
    // Give up on stragglers a little after the run should have ended.
    setTimeout(resolve, opts.durationS * 1000 + 5000).unref();
  });
  const elapsed = (performance.now() - start) / 1000;
  for (const c of conns) c.socket.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: Math.round(percentile(latencies, 50)), p99: Math.round(percentile(latencies, 99)), errors, behind: total - answered };
}
