/**
 * Start to interactive: from navigation start to the shell's 'paravent:interactive' mark (set when
 * the settings are loaded and the shell is rendered), in a fresh browser context each time, on
 * the production build of the web host. Median of `runs`.
 */
export async function run({ browser, url, runs = 9 }) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
    const t = await page.evaluate(
      () => performance.getEntriesByName('paravent:interactive')[0]?.startTime ?? NaN,
    );
    times.push(t);
    await context.close();
  }
  times.sort((a, b) => a - b);
  return [
    {
      name: 'Démarrage → interactif (médiane)',
      value: times[Math.floor(times.length / 2)],
      unit: 'ms',
      budget: 1000,
      detail: `${runs} essais, max ${Math.round(times[times.length - 1])} ms`,
    },
  ];
}
