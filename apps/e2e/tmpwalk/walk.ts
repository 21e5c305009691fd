import { chromium } from 'playwright-core';

const base = 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
const shots: string[] = [];
for (const [name, viewport] of [['desk', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
  const context = await browser.newContext({ viewport, locale: 'en-US', baseURL: base });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const shot = async (what: string) => {
    const path = `/tmp/walk-${name}-${what}.png`;
    await page.screenshot({ path });
    shots.push(path);
  };
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await shot('front');
  const banner = page.getByTestId('cookie-banner');
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Accept all' }).click();
  await page.getByLabel('E-mail or username').fill('companyadmin@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-password-1');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
  await page.waitForTimeout(2500);
  await shot('dashboard');
  await page.goto('/chat/assistant');
  await page.waitForTimeout(2000);
  const box = page.getByRole('textbox').last();
  await box.fill('Which sub-projects have open critical issues?');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(2500);
  await shot('assistant');
  await page.goto('/admin/analytics');
  await page.waitForTimeout(4000);
  await shot('analytics');
  const token = await page.evaluate(async () => {
    const r = await fetch('/api/customauth', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: 'companyadmin@example.com', password: 'demo-password-1' }) });
    return (await r.json()).jwt as string;
  });
  const list = async (path: string) => page.evaluate(async ([p, t]) => (await fetch(`/api${p}`, { headers: { authorization: `Bearer ${t}` } })).json(), [path, token] as const);
  const plans = (await list('/floorplans?_limit=-1')) as { id: number; title: string }[] | { data: { id: number; title: string }[] };
  const planList = Array.isArray(plans) ? plans : plans.data;
  const plan = planList?.find((p) => p.title.startsWith('Block A'));
  if (plan) {
    await page.goto(`/floorplans/${plan.id}`);
    await page.waitForTimeout(5000);
    await shot('floorplan');
  } else console.log('no plan', JSON.stringify(plans).slice(0, 200));
  const clouds = (await list('/getpartclouds?_limit=-1')) as { id: number; title: string }[];
  const street = clouds.find((c) => c.title === 'Storgata – street scan, classified');
  if (street) {
    await page.goto(`/clouds/${street.id}`);
    await page.waitForTimeout(15000);
    await shot('cloud');
  }
  await context.close();
}
await browser.close();
console.log(shots.join('\n'));
