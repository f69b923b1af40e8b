import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './constants';

/** The real operator files beside the repository (never copied into it: SOURCES.md). */
export const OPERATOR_FILES = path.resolve(import.meta.dirname, '../../../shared/fixtures/operator-csv');

export const readOperatorFile = (file: string) => readFileSync(path.join(OPERATOR_FILES, file), 'utf8');

/**
 * Imports a real salary file as the admin does (the admin import API) and answers the new slate's
 * id. FanDuel files carry no game times, so their slates are dated now and listed.
 */
export async function importSalaryFile(
  file: string,
  body: { sport: string; operator: string; gameType: string; name: string },
): Promise<string> {
  const admin = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const login = await admin.post('/api/user/login', { data: E2E_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    const res = await admin.post('/api/admin/importSalaries', {
      data: { ...body, csv: readOperatorFile(file) },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: { slate: { id: string } } }).data.slate.id;
  } finally {
    await admin.dispose();
  }
}
