import puppeteer from 'puppeteer-core';
import { serve } from './serve.mjs';
const [webDir, out] = process.argv.slice(2);
const server = await serve(webDir);
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('console', (m) => console.log('console', m.text()));
    const phone = process.argv[4] === 'phone';
    await page.setViewport(phone ? { width: 390, height: 844, deviceScaleFactor: 2 } : { width: 1280, height: 800 });
    await page.goto(server.url);
    await page.waitForSelector('body[data-ready]');
    await page.screenshot({ path: `${out}/draw.png` });
    let deployShot = false;
    for (let i = 0; i < 40; i++) {
        const d = await page.$$('[data-draw]');
        if (d.length) { await d[(i * 7) % d.length].click(); continue; }
        const l = await page.$$('#board .legal');
        if (l.length) {
            await l[i % l.length].click();
            if (i === 7) await page.screenshot({ path: `${out}/place.png` });
            await page.click('#place'); continue;
        }
        if (await page.$('[data-deploy]') && i > 14 && !deployShot) {
            await page.screenshot({ path: `${out}/deploy.png` });
            deployShot = true;
        }
        await page.click('#pass');
    }
} finally { await browser.close(); await server.close(); }
