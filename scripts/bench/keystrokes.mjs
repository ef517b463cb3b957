// Shared by the search benches (reference.mjs, library.mjs): the keystroke loop, in Node (every
// prefix of every query, as the GM types it) and in Chromium (Event Timing: keystrokes whose next
// paint came more than 16 ms later). Not a bench itself: scripts/bench.mjs lists the benches.

/** The median of some numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Times `search(prefix)` for every prefix of every query, `rounds` times over. */
export function prefixTimings(queries, search, rounds = 3) {
  const times = [];
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      for (let i = 1; i <= q.length; i++) {
        const s = performance.now();
        search(q.slice(0, i));
        times.push(performance.now() - s);
      }
    }
  }
  return { median: median(times), max: Math.max(...times), count: times.length };
}

/**
 * Types every query key by key into `box` (emptied first) and counts the keystrokes slower than
 * 16 ms (one keystroke is several events — keydown, input, keyup… — sharing an interactionId;
 * Event Timing rounds durations to 8 ms).
 */
export async function slowKeystrokes(page, box, queries) {
  await page.evaluate(() => {
    window.__slowKeys = {};
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId || e.duration <= 16) continue;
        window.__slowKeys[e.interactionId] = Math.max(window.__slowKeys[e.interactionId] ?? 0, e.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  let keys = 0;
  for (const q of queries) {
    await box.fill('');
    await box.pressSequentially(q, { delay: 40 });
    keys += q.length;
  }
  await page.waitForTimeout(300);
  const slow = await page.evaluate(() => Object.values(window.__slowKeys));
  return { slow: slow.length, keys, worst: slow.length ? Math.max(...slow) : 0 };
}
