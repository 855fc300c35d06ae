// The hall's page as a keyboard and screen-reader user meets it, in Debian's chromium: an axe-core
// audit (WCAG 2.0 to 2.2, A and AA) of the round's page and a board's page, names shown as text,
// Tab order, a move and an alert arriving live without a reload, the running clock ticking in a
// timer that is not read out, a board added since the page was loaded getting its row, Enter on
// a board's link.
// Usage: node hall-page.mjs URL HOSTILE_NAME EXPECTED_SAN EXPECTED_ALERT ADDED_BOARD
// Prints "ready" when the page is loaded (the test then sends the move and adds the board), then
// one line per failure; exits 0 when there is none.
import { chromium } from "playwright-core";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const axePath = require.resolve("axe-core/axe.min.js");
const [url, hostile, san, alert, added] = process.argv.slice(2);
const failures = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync"],
});
try {
  // The audit's script is added by the test, past the hall's Content-Security-Policy.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  page.on("pageerror", (e) => failures.push("script error: " + e.message));
  page.on("dialog", (d) => { failures.push("a dialog opened: " + d.message()); d.dismiss(); });

  async function audit(name) {
    await page.addScriptTag({ path: axePath });
    const result = await page.evaluate(() => axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    }));
    for (const v of result.violations) {
      failures.push(`${name}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    }
  }

  await page.goto(url);
  await audit("the round's page");
  const white = await page.textContent("#board-1 [data-field=white]");
  if (white !== hostile) {
    failures.push(`the name ${hostile} is shown as ${white}`);
  }
  const focused = [];
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Tab");
    focused.push(await page.evaluate(() => document.activeElement ? document.activeElement.textContent.trim() : ""));
  }
  if (focused[1] !== "Board 1" || !focused[0].includes("PGN")) {
    failures.push("Tab goes to " + JSON.stringify(focused) + ", not the feed and then Board 1");
  }
  // Black's clock runs (1. e4 played): it ticks in its timer, which is no live region that speaks.
  const timer = "#board-1 [data-field=blackClock] [role=timer]";
  const before = await page.textContent(timer);
  await page.waitForTimeout(2200);
  const after = await page.textContent(timer);
  if (!/^\d+:\d\d:\d\d$/.test(after) || after === before) {
    failures.push(`Black's running clock shows ${before} and 2 s later ${after}`);
  }
  if (await page.textContent("#board-1 [data-field=whiteClock] [role=timer]") !== await page.textContent("#board-1 [data-field=whiteClock]")) {
    failures.push("White's clock is not in its timer");
  }
  if (await page.$eval(timer, (t) => t.closest("[aria-live=assertive],[aria-live=polite]") !== null)) {
    failures.push("the clock's timer is inside a live region: it would be read out each second");
  }
  const loads = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  console.log("ready");
  try {
    await page.waitForFunction((s) => document.querySelector("#board-1 [data-field=lastSan]").textContent === s, san,
      { timeout: 15000 });
  } catch (e) {
    failures.push(`the move ${san} did not show without a reload`);
  }
  try {
    await page.waitForFunction((a) => document.getElementById("live").textContent === a, alert, { timeout: 15000 });
  } catch (e) {
    failures.push(`the alert "${alert}" was not put in the live region`);
  }
  try {
    await page.waitForSelector(`#board-${added} th a[href="/board/${added}"]`, { timeout: 15000 });
    const rows = await page.$$eval("#boards tbody tr", (trs) => trs.map((tr) => tr.id));
    if (rows.join(",") !== ["board-1", "board-2", `board-${added}`].join(",")) {
      failures.push("the rows are " + rows.join(", ") + " after board " + added + " was added");
    }
    const news = await page.textContent("#news");
    if (news !== `Board ${added}: the board is added to the hall`) {
      failures.push(`the board added was told as "${news}"`);
    }
  } catch (e) {
    failures.push(`board ${added}, added after the page was loaded, did not get its row without a reload`);
  }
  const listed = await page.$$eval("#alerts li", (items) => items.map((li) => li.textContent));
  if (listed.filter((t) => t === alert).length !== 1) {
    failures.push("the alert is listed " + listed.filter((t) => t === alert).length + " times: " + JSON.stringify(listed));
  }
  if (await page.evaluate(() => performance.getEntriesByType("navigation").length) !== loads) {
    failures.push("the page was reloaded");
  }
  await page.focus("#board-1 a");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/board/1");
  const heading = await page.textContent("h1");
  if (heading !== "Board 1") {
    failures.push("Enter on the board's link opened a page headed " + heading);
  }
  await audit("board 1's page");
} finally {
  await browser.close();
}
for (const f of failures) {
  console.log(f);
}
process.exit(failures.length === 0 ? 0 : 1);
