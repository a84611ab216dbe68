import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the simulated gateway accepted. */
export interface SimulatedSms {
  id: string;
  number: string;
  message: string;
  from: string;
  idx: string | null;
  test: boolean;
}

/** A running SMS gateway simulator. */
export interface SmsSimulator {
  url: string;
  /** Accepted messages, oldest first. */
  messages: SimulatedSms[];
  /** Makes the next n requests fail with a temporary gateway error (HTTP 500, error 201). */
  failNext(n: number): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(raw: string, contentType: string | undefined): Record<string, string> {
  if (contentType?.includes('application/json')) {
    const parsed: unknown = JSON.parse(raw);
    const out: Record<string, string> = {};
    if (parsed && typeof parsed === 'object') for (const [k, v] of Object.entries(parsed)) out[k] = String(v);
    return out;
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/**
 * A local stand-in for an SMSAPI-style gateway speaking the same protocol (FACTS.md): bearer token,
 * `POST /sms.do` with a form or JSON body, `{count, list}` answers, `{error, message}` refusals, idx
 * uniqueness with check_idx. Tests drive the real client against it over HTTP.
 */
export async function startSmsSimulator(options: { token: string; port?: number }): Promise<SmsSimulator> {
  const messages: SimulatedSms[] = [];
  const seenIdx = new Set<string>();
  let failures = 0;
  let sequence = 0;
  const server: Server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      if (request.method !== 'POST' || !request.url?.startsWith('/sms.do')) return reply(404, { error: 8, message: 'Error in request' });
      if (request.headers.authorization !== `Bearer ${options.token}`) return reply(401, { error: 101, message: 'Authorization failed' });
      if (failures > 0) {
        failures -= 1;
        return reply(500, { error: 201, message: 'System internal error' });
      }
      let body: Record<string, string>;
      try {
        body = parseBody(await readBody(request), request.headers['content-type']);
      } catch {
        return reply(400, { error: 8, message: 'Error in request' });
      }
      const text = body.message ?? '';
      if (!text || text.length > 918) return reply(200, { error: 11, message: 'Message too long or there is no message' });
      const numbers = (body.to ?? '').split(',').map((n) => n.trim()).filter((n) => /^(48)?\d{9}$/.test(n) || /^\d{10,15}$/.test(n));
      if (numbers.length === 0) return reply(200, { error: 13, message: 'Lack of valid phone numbers' });
      if ((body.from ?? '').length > 11) return reply(200, { error: 14, message: 'Wrong sender name' });
      const idx = body.idx ?? null;
      if (idx && body.check_idx === '1' && seenIdx.has(idx)) return reply(200, { error: 53, message: 'Not unique idx parameter' });
      if (idx) seenIdx.add(idx);
      const test = body.test === '1';
      const list = numbers.map((number) => {
        sequence += 1;
        const id = `SIM${sequence.toString().padStart(8, '0')}`;
        if (!test) messages.push({ id, number, message: text, from: body.from ?? '', idx, test });
        return { id, points: 0.16, number, date_sent: Math.floor(Date.now() / 1000), submitted_number: number, status: 'QUEUE', idx, error: null };
      });
      return reply(200, { count: list.length, list });
    })().catch(() => reply(500, { error: 201, message: 'System internal error' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    failNext(n) {
      failures = n;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
