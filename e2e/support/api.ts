import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** Calls the API as the request context's user and answers `data` (the call must succeed). */
export async function apiData<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  url: string,
  data?: object,
): Promise<T> {
  const res = method === 'get' ? await request.get(url) : await request.post(url, { data: data ?? {} });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
