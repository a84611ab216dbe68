import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';

// Helpers of the journeys that need a school of their own (one they may block, or whose stock they
// change) beside the demo school the other journeys share: registration through the API with the
// mailed activation link, and the service operator's commands against the running demo server.

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const PORT = process.env.E2E_PORT ?? '8181';

/** A random NIP with a valid check digit. */
export function validNip(): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const digits = Array.from({ length: 9 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10)));
    const check = digits.reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0) % 11;
    if (check < 10) return `${digits.join('')}${check}`;
  }
}

/** What a new school is registered with; the login is `{prefix}-{random}@example.com`. */
export interface NewSchool {
  prefix: string;
  password: string;
  name: string;
}

/** Registers a school through the API and activates it through the mailed link; answers its login. */
export async function registerSchool(request: APIRequestContext, school: NewSchool): Promise<string> {
  const email = `${school.prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await request.post('/api/eprawko-rest/school/create', {
    data: {
      email,
      password: school.password,
      repeatPassword: school.password,
      name: school.name,
      nip: validNip(),
      phoneNumber: String(500_000_000 + Math.floor(Math.random() * 399_999_999)),
      address: { street: 'ul. Polna 3', city: 'Lublin', postCode: '20-001' },
      billingAddress: { street: 'ul. Polna 3', city: 'Lublin', postCode: '20-001' },
      accepted: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const messages = (await res.json()) as { links: string[] }[];
      link = messages[0]?.links.find((l) => l.includes('/action/ACTIVATE_ACCOUNT/'));
      return link;
    })
    .toBeTruthy();
  const token = new URL(link ?? '').pathname.split('/').filter(Boolean).pop() ?? '';
  const activated = await request.post(`/api/eprawko-rest/activate/${token}`, { data: {} });
  expect(activated.status(), await activated.text()).toBe(200);
  return email;
}

/** `npm run operator -- ...` against the running demo server (it holds the database, so the CLI calls it). */
export async function operator(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'apps/server/src/cli/operator.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT, DATA_DIR: process.env.E2E_DATA_DIR ?? '', LOG_LEVEL: 'warn' },
  });
  return stdout;
}
