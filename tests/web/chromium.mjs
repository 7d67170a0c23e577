// Chromium for the browser tests (browser-test.mjs, table-test.mjs,
// robust-test.mjs), started the same way for all three: Debian's binary (or
// $CHROMIUM), headless, on the profile folder the test owns.
import puppeteer from 'puppeteer-core';

// A start on a loaded machine (the test command with a 2-thread match beside it) took more than
// puppeteer's default 30 s: a start that never comes still fails, after 5 minutes.
const START_LIMIT_MS = 300000;

export function launchChromium(profile, extraArgs = []) {
    return puppeteer.launch({
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        headless: true,
        timeout: START_LIMIT_MS,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
            '--disable-component-update', '--disable-sync', ...extraArgs, `--user-data-dir=${profile}`],
    });
}
