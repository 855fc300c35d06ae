// The hall's page as a keyboard and screen-reader user meets it, in Debian's chromium: an axe-core
// audit (WCAG 2.0 to 2.2, A and AA) of the round's page and a board's page, names shown as text,
// Tab order, a move and an alert arriving live without a reload, Enter on a board's link.
// Usage: node hall-page.mjs URL HOSTILE_NAME EXPECTED_SAN EXPECTED_ALERT
// Prints "ready" when the page is loaded (the test then sends the move), then one line per
// failure; exits 0 when there is none.
import { chromium } from "playwright-core";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const axePath = require.resolve("axe-core/axe.min.js");
const [url, hostile, san, alert] = process.argv.slice(2);
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
