// The companion page where a real table hits it hardest, in headless Debian Chromium:
//   node tests/web/robust-test.mjs WEBDIR
// Each check is the regression test of a defect found by driving the page:
// - the keyboard reaches every file input (load a game, load a tile set)
//   and opens its file chooser; a hidden button stays hidden;
// - a record refused while the set-up dialog is open is said in the dialog,
//   not behind it (the panel under the modal dialog, out of sight).
// Nothing here waits a fixed time: every wait is for a condition.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { serve } from './serve.mjs';

const [webDir] = process.argv.slice(2);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hunters-robust-'));
const profile = path.join(work, 'profile');
const server = await serve(webDir);
const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`],
});
let passed = 0;
const ok = (name) => { passed++; console.log(`ok ${passed} - ${name}`); };
const errors = [];

async function newPage(width = 1280, height = 800) {
    const page = await browser.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    await page.setViewport({ width, height });
    await page.goto(server.url, { waitUntil: 'load' });
    await page.waitForSelector('body[data-ready]', { timeout: 20000 });
    return page;
}

// Tab (forward) until the element `selector` has the focus (it may have it
// already): true, or false after `limit` presses.
async function tabTo(page, selector, limit = 200) {
    for (let k = 0; k <= limit; k++) {
        if (await page.evaluate((s) => document.activeElement === document.querySelector(s), selector)) return true;
        await page.keyboard.press('Tab');
    }
    return false;
}

// Whether Enter on the focused element opens a file chooser: the page's
// choosers are intercepted from its start (interception enabled at each
// press raced the press), and the next one opened is awaited.
async function chooserByEnter(page) {
    if (!page.choosers) {
        const cdp = await page.createCDPSession();
        page.choosers = { cdp, opened: 0 };
        cdp.on('Page.fileChooserOpened', () => { page.choosers.opened++; });
        await cdp.send('Page.enable');
        await cdp.send('Page.setInterceptFileChooserDialog', { enabled: true });
    }
    const before = page.choosers.opened;
    await page.keyboard.press('Enter');
    for (let k = 0; k < 100 && page.choosers.opened === before; k++) await new Promise((r) => setTimeout(r, 50));
    return page.choosers.opened > before;
}

try {
    // ---- the keyboard reaches the file inputs, which were display: none
    {
        const page = await newPage();
        assert.equal(await page.$eval('#setup', (d) => d.open), true);
        assert.equal(await page.$eval('#setup-cancel', (b) => b.getBoundingClientRect().width), 0,
            'no Cancel button on the first set-up dialog (there is no game to go back to)');
        assert.ok(await tabTo(page, '#setup-load'), 'Tab reaches "Load a game" in the set-up dialog');
        assert.ok(await chooserByEnter(page), 'Enter on "Load a game" opens the file chooser');
        await page.click('#open-tilesets');
        await page.waitForSelector('#tilesets[open]');
        assert.ok(await tabTo(page, '#tileset-file'), 'Tab reaches "Load tile set"');
        assert.ok(await chooserByEnter(page), 'Enter on "Load tile set" opens the file chooser');
        await page.click('#tilesets-close');
        await page.click('input[name=mode][value=table]');
        await page.click('#start');
        await page.waitForSelector('#setup:not([open])');
        await page.evaluate(() => document.activeElement && document.activeElement.blur());
        assert.ok(await tabTo(page, '#load-file'), 'Tab reaches the header\'s Load');
        assert.ok(await chooserByEnter(page), 'Enter on Load opens the file chooser');
        const size = await page.$eval('#load-file', (input) => {
            const r = input.getBoundingClientRect();
            return [Math.round(r.width), Math.round(r.height)];
        });
        assert.ok(size[0] >= 44 && size[1] >= 44, `the file input covers its 44 px label (${size})`);
        ok('the keyboard reaches "Load a game", "Load tile set" and Load, and Enter opens their file choosers; '
            + 'a hidden button stays hidden');
        await page.close();
    }

    // ---- a record refused while the set-up dialog is open: said in the dialog, not behind it
    {
        const page = await newPage(390, 844);
        const bad = path.join(work, 'not-a-record.txt');
        fs.writeFileSync(bad, 'a shopping list\n');
        await (await page.$('#setup-load')).uploadFile(bad);
        await page.waitForSelector('#setup-message:not([hidden])', { timeout: 10000 });
        const shown = await page.$eval('#setup-message', (p) => {
            const r = p.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + 5, r.top + 5);
            return { text: p.textContent, inDialog: Boolean(p.closest('dialog[open]')), onTop: hit === p || p.contains(hit) };
        });
        assert.match(shown.text, /^Cannot load not-a-record\.txt: .*not a game record/);
        assert.ok(shown.inDialog && shown.onTop, JSON.stringify(shown));
        assert.equal(await page.$eval('#setup', (d) => d.open), true, 'the set-up dialog stays open');
        // the next time the dialog opens, the old refusal is gone
        await page.click('input[name=mode][value=table]');
        await page.click('#start');
        await page.waitForSelector('#setup:not([open])');
        await page.click('#new-game');
        assert.equal(await page.$eval('#setup-message', (p) => p.hidden), true);
        ok('a record refused from the set-up dialog is said in the dialog, on top');
        await page.close();
    }

    assert.deepEqual(errors, [], 'no errors in the page');
} finally {
    await browser.close();
    await server.close();
    fs.rmSync(work, { recursive: true, force: true });
}
console.log(`robust: ${passed} passed, 0 failed`);
