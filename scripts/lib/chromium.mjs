// How every browser run of the repository (the Playwright tests, the first-visit benchmark, the
// screenshots) launches Chromium: Debian's build, not Playwright's download.

/** Debian's Chromium (or CHROMIUM_PATH), without sandbox, GPU and the browser's own background traffic. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
