// Chromium for the browser tests (browser-test.mjs, table-test.mjs,
// robust-test.mjs), started the same way for all three: Debian's binary (or
// $CHROMIUM), headless, on the profile folder the test owns; and the waits of
// the three, bounded the same way (WAIT_MS).
import puppeteer, { Connection, TimeoutError } from 'puppeteer-core';

// Chromium's reply to a command sent to a session that is gone (a tab just closed: each closed leaves one or
// two) names no session, and puppeteer 22 numbers each session's commands from 1, as it does the browser's own:
// that reply was taken as the reply to the browser's command of the same number, and a tab being opened then
// failed, "Protocol error (Target.createTarget): Session with given id not found." (robust-test.mjs's 'a copies
// field given what is no count', on whole runs; alone it passed). No command to the browser itself is answered so
// (it names no session): such a reply is dropped; the session's command was failed when its session closed.
// (Puppeteer since numbers all commands with one counter: puppeteer/puppeteer#13910.)
const SESSION_GONE = 'Session with given id not found.';
const onMessage = Connection.prototype.onMessage;
Connection.prototype.onMessage = function onMessageOfItsOwn(message) {
    if (message.includes(SESSION_GONE)) {
        const object = JSON.parse(message);
        if (object.id !== undefined && !object.sessionId && object.error && object.error.message === SESSION_GONE) return Promise.resolve();
    }
    return onMessage.call(this, message);
};

// A start on a loaded machine (the test command with a 2-thread match beside it) took more than
// puppeteer's default 30 s: a start that never comes still fails, after 5 minutes.
const START_LIMIT_MS = 300000;

// The longest any wait of the tests waits for a condition it expects to hold: a selector, a page's
// function, a load or reload, a worker's target, a download (puppeteer's default 30 s, or the 10-20 s
// the tests gave, is what a loaded machine's start of chromium outgrew). A wait returns as soon as its
// condition holds, so a run that passes takes no longer; one that never holds fails after 2 minutes,
// naming what it waited for. (No test waits for something not to happen: those hold the page's timers
// or check at once after an awaited event, so no wait is meant to run out.)
export const WAIT_MS = 120000;

export function launchChromium(profile, extraArgs = []) {
    return puppeteer.launch({
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        headless: true,
        timeout: START_LIMIT_MS,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
            '--disable-component-update', '--disable-sync', ...extraArgs, `--user-data-dir=${profile}`],
    });
}

// A new tab whose waits (waitForSelector, waitForFunction, goto, reload, ...) run out after WAIT_MS,
// not puppeteer's 30 s. Every tab of the tests is opened by it.
export async function newTab(browser) {
    const page = await browser.newPage();
    page.setDefaultTimeout(WAIT_MS);
    return page;
}

// `promise` (a puppeteer wait), its timeout said as 'waited N s in vain for WHAT' (puppeteer's message
// for a function or a target names neither; that for a selector names it, and is kept as it is)
async function awaited(what, promise) {
    try {
        return await promise;
    } catch (error) {
        if (error instanceof TimeoutError) error.message = `waited ${WAIT_MS / 1000} s in vain for ${what} (${error.message})`;
        throw error;
    }
}

// page.waitForFunction(condition, options, ...args), run out after WAIT_MS (unless options says
// otherwise), its timeout naming the condition and its arguments
export function waitForFunction(page, condition, options = {}, ...args) {
    const what = `${condition}${args.length ? ` with ${args.map((a) => JSON.stringify(a)).join(', ')}` : ''}`;
    return awaited(what, page.waitForFunction(condition, { timeout: WAIT_MS, ...options }, ...args));
}

// browser.waitForTarget(predicate), run out after WAIT_MS
export function waitForTarget(browser, predicate) {
    return awaited(`a target: ${predicate}`, browser.waitForTarget(predicate, { timeout: WAIT_MS }));
}

// Waits for a condition of the test's own side (a dialog seen, a file downloaded), polled every 50 ms:
// its first true value, or a failure after WAIT_MS naming `what` (the condition's source by default).
export async function until(condition, what = `${condition}`) {
    const end = Date.now() + WAIT_MS;
    for (;;) {
        const value = await condition();
        if (value) return value;
        if (Date.now() >= end) throw new Error(`waited ${WAIT_MS / 1000} s in vain for ${what}`);
        await new Promise((resolve) => { setTimeout(resolve, 50); });
    }
}
