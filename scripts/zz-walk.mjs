import { chromium } from '@playwright/test';
import { platinumCookie, startBuiltServer } from './lib/built-server.mjs';
const server = await startBuiltServer({ name: 'walk' });
const cookie = await platinumCookie(server.baseUrl);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [size, vp] of Object.entries({ desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } })) {
  const ctx = await browser.newContext({ viewport: vp, baseURL: server.baseUrl });
  const [name, value] = cookie.split(';')[0].split('=');
  await ctx.addCookies([{ name, value, url: server.baseUrl }]);
  const page = await ctx.newPage();
  for (const [tag, url] of [['opt','/4/draftkings/optimizer/position-optimizer-nfl'], ['props','/1/draftkings/betting/props/projection-nba'], ['finder','/1/draftkings/betting/prop-finder'], ['book', '/4/draftkings/betting/sport-book'], ['saved','/4/draftkings/optimizer/saved-lineup-nfl']]) {
    await page.goto(url);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/walk/${size}-${tag}.png`, fullPage: false });
    if (tag === 'opt') {
      const b = page.getByRole('button', { name: /^build/i }).first();
      if (await b.count()) { await b.click(); await page.waitForTimeout(4000); await page.screenshot({ path: `/tmp/walk/${size}-opt-built.png`, fullPage: true }); }
    }
  }
  for (const url of ['/sign-up', '/pricing', '/nfl-optimizer']) {
    const p2 = await (await browser.newContext({ viewport: vp, baseURL: server.baseUrl })).newPage();
    await p2.goto(url); await p2.waitForTimeout(2000);
    await p2.screenshot({ path: `/tmp/walk/${size}-${url.replace(/\W/g,'')}.png`, fullPage: true });
  }
}
await browser.close();
await server.stop();
