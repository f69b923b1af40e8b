/**
 * The Redis a test file runs its Redis tests on: TEST_REDIS_URL, or undefined after printing that
 * `fileLabel` skips `what` without it (pass the answer's absence to `describe.skipIf`).
 */
export function redisForTests(fileLabel: string, what: string): string | undefined {
  const url = process.env.TEST_REDIS_URL;
  if (!url) console.warn(`${fileLabel}: TEST_REDIS_URL is not set; skipping ${what}.`);
  return url;
}
