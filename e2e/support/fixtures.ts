import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type Page,
  type APIRequestContext,
} from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, GOOD_PASSWORD } from './constants';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type TAccount = { userName: string; email: string; password: string };

/** A user name no other test uses (at most 20 characters). */
export const uniqueName = (prefix = 'e2e') =>
  `${prefix}${crypto.randomBytes(4).toString('hex')}`.slice(0, 20);

let adminRequest: Promise<APIRequestContext> | undefined;
/** An API context signed in as the browser tests' admin: only an admin reads the development mailbox. */
export function adminApi(): Promise<APIRequestContext> {
  adminRequest ??= (async () => {
    const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    const res = await context.post('/api/user/login', { data: E2E_ADMIN });
    expect(res.status(), await res.text()).toBe(200);
    return context;
  })();
  return adminRequest;
}

/** The newest message to an address in the development mailbox (the server's outbox), read as the admin. */
export async function lastMail(email: string, kind?: string) {
  const request = await adminApi();
  let found: { kind: string; subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const list =
        ((await res.json()) as { data?: { kind: string; subject: string; text: string }[] }).data ?? [];
      found = list.find((m) => !kind || m.kind === kind);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Opens the e-mail verification link sent at sign-up, through the API (Free accounts need it). */
export async function verifyViaMailbox(request: APIRequestContext, email: string) {
  const mail = await lastMail(email, 'verify-email');
  const link = /\/verifyemail\/([^/\s]+)\/([\w-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  const res = await request.post('/api/user/verifyEmail', {
    data: { email: decodeURIComponent(link![1]!), otp: link![2] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Registers a Free account through the API and verifies its e-mail (fast set-up for tests about
 * other screens).
 */
export async function registerViaApi(request: APIRequestContext, prefix?: string): Promise<TAccount> {
  const userName = uniqueName(prefix);
  const account = { userName, email: `${userName}@example.com`, password: GOOD_PASSWORD };
  const res = await request.post('/api/user/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  await verifyViaMailbox(request, account.email);
  return account;
}

/** Signs the page's browser context in through the API: the session cookie lands in the context. */
export async function signInViaApi(page: Page, account: Pick<TAccount, 'userName' | 'password'>) {
  const res = await page.request.post('/api/user/login', {
    data: { userName: account.userName, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { data: { role: string; status: string } };
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page) {
  // Colours are measured as drawn: wait until fades and ripples have finished, or a button caught
  // mid-transition reads as too faint (endless ones, such as a loading pulse, are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // evaluate() runs outside the page's CSP, which (rightly) forbids inline scripts.
  await page.evaluate(axeSource);
  type TViolation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } })
      .axe;
    return (await axe.run(document, { resultTypes: ['violations'] })) as { violations: TViolation[] };
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

export const test = base;
export { expect };
