import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
const [,, file, width, top, height, out] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const data = readFileSync(file).toString("base64");
await page.setContent(`<html><body style="margin:0;overflow:hidden"><img id=i style="display:block;margin-top:-${top}px" src="data:image/png;base64,${data}"></body></html>`);
await page.screenshot({ path: out });
await browser.close();
