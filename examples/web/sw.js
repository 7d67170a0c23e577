// The page's service worker: keeps a copy of the page's files, so that the
// companion works offline once loaded, even across reloads. Network first
// (a rebuilt page is picked up at once), the copy when the network fails,
// or when it has not answered within NETWORK_WAIT_MS (a slow or hanging
// network hung the page's reload for as long as it hung); an answer that
// comes later still refreshes the copy for the next time.
//
// The copies: an install never writes the copy a running worker serves. Each install writes a cache of
// its own, COPY + N (N one more than any copy's there), only once every file has come, and deletes it
// when a file does not come or is not written (one cache.put refused, the storage full); once every file
// is written it names its copy in the index (the cache INDEX, entry 'installed'). Activation alone
// changes the copy served: it names its install's copy the live one (entry 'live', the one the fetch
// handler reads and refreshes) and deletes the older copies and earlier versions' caches (a later
// install's copy, numbered higher, is left to it). So a worker being replaced serves its own copy, whole,
// until the new one is active, and an install that fails leaves every copy as it was.
//
// The caches are the origin's, shared by every page of it: the copies and the index are named after this
// worker's scope (the page served at two paths of one origin, say two sites on one host, has a worker, an
// index and copies for each, which never delete or serve the other's), and activation deletes only this
// scope's older copies and the caches of earlier versions (EARLIER: their names had no scope), never
// another page's or another application's cache.
const SCOPE_NAME = `hunters-companion ${self.registration.scope} `;
const COPY = `${SCOPE_NAME}copy-`;
const INDEX = `${SCOPE_NAME}index`;
const EARLIER = 'hunters-companion-';
const FILES = ['./', 'index.html', 'style.css', 'app.js', 'pictures.js', 'words.js', 'finder.js', 'usedup.js', 'retile.js', 'final.js', 'keep.js', 'tilesets.js', 'worker.js', 'hunters.js',
    'hunters-core.mjs', 'hunters-core.wasm'];
const NETWORK_WAIT_MS = 4000;
// The longest the install waits for the next byte of its files (an answer's headers, or a piece of a
// body, of any of them): fetches that stall (a hanging connection) are aborted, the install fails, and the
// browser tries again at the page's next load (with no limit the install never ended, and the page was
// never kept). A slow but steady download is never cut: the files, about 450 KB in all, are fetched
// together, in the background of a page already in use, and on one bar of signal take minutes.
const INSTALL_FETCH_MS = 30000;

// The headers that describe a response's bytes as they came over the network, not its body as fetch gives
// it: fetch undoes the Content-Encoding (gzip, br: what GitHub Pages and most static hosts send), so the
// body kept is decoded, and its encoding, its compressed length and the digests of the encoded bytes are
// no longer true of it.
const WIRE_HEADERS = ['Content-Encoding', 'Content-Length', 'Transfer-Encoding', 'Content-Digest', 'Repr-Digest', 'Digest'];

// A network's answer as a copy keeps it: `body` (its decoded body) with its status and its headers less
// WIRE_HEADERS. Kept with the network's headers as they were, a file served compressed was stored saying
// `Content-Encoding: gzip` and the compressed Content-Length of a body already decoded, and the worker
// answered the page offline with those headers.
function toKeep(response, body) {
    const headers = new Headers(response.headers);
    for (const name of WIRE_HEADERS) headers.delete(name);
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

// Every file for the copy, as [file, response] whose bodies have come whole, or a refusal: an error
// status (as cache.addAll refuses), or no byte of any of them for INSTALL_FETCH_MS. The limit is on the
// install's progress, not on each file's: the browser fetches a few files from a server at a time (six
// over HTTP/1.1), the others waiting their turn with nothing come yet, so a limit of each file's own
// cut those waiting behind files that came slowly but steadily. A refusal aborts the other fetches.
async function fetchForCopy(files) {
    const controller = new AbortController();
    let timer = 0;
    const progress = () => {
        clearTimeout(timer);
        timer = setTimeout(() => controller.abort(new Error(`nothing came for ${INSTALL_FETCH_MS / 1000} s`)),
            INSTALL_FETCH_MS);
    };
    const one = async (file) => {
        const response = await fetch(file, { signal: controller.signal });
        if (!response.ok) throw new TypeError(`${file}: status ${response.status}`);
        progress();
        const pieces = [];
        if (response.body) {
            const reader = response.body.getReader();
            for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
                pieces.push(piece.value);
                progress();
            }
        }
        return [file, toKeep(response, new Blob(pieces))];
    };
    try {
        progress();
        return await Promise.all(files.map(one));
    } catch (error) {
        controller.abort(error);
        throw error;
    } finally {
        clearTimeout(timer);
    }
}

// The index's entries: the names of the copy installed last, and of the live one (null when none)
const indexKey = (entry) => `copies/${entry}`;
const readEntry = (entry) => caches.open(INDEX).then((index) => index.match(indexKey(entry))).then((found) => (found ? found.text() : null));
const writeEntry = (entry, copy) => caches.open(INDEX).then((index) => index.put(indexKey(entry), new Response(copy)));
// a copy's number (of this scope's copies), NaN for another cache
const numberOf = (cache) => (cache.startsWith(COPY) ? Number(cache.slice(COPY.length)) : NaN);

self.addEventListener('install', (event) => event.waitUntil((async () => {
    let copy = null;
    try {
        const answers = await fetchForCopy(FILES);
        const numbers = (await caches.keys()).map(numberOf).filter(Number.isInteger);
        copy = COPY + (Math.max(0, ...numbers) + 1);
        const cache = await caches.open(copy);
        // every write settled before any refusal is said (the copy is then deleted whole)
        const refused = (await Promise.allSettled(answers.map(([file, response]) => cache.put(file, response))))
            .find((put) => put.status === 'rejected');
        if (refused) throw refused.reason;
        await writeEntry('installed', copy);
    } catch (error) {
        if (copy) await caches.delete(copy);
        throw error;
    }
    await self.skipWaiting();
})()));
self.addEventListener('activate', (event) => event.waitUntil((async () => {
    const copy = await readEntry('installed');
    if (copy) {
        await writeEntry('live', copy);
        const older = (await caches.keys()).filter((cache) => numberOf(cache) < numberOf(copy) || cache.startsWith(EARLIER));
        await Promise.all(older.map((cache) => caches.delete(cache)));
    }
    await self.clients.claim();
})()));
self.addEventListener('fetch', (event) => {
    const request = event.request;
    if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
    const copy = () => readEntry('live').then((live) => (live ? caches.match(request, { cacheName: live, ignoreSearch: true }) : undefined));
    const network = fetch(request);
    // the network's copy kept in the live copy (the worker kept alive until it is written, also after an
    // answer that came late; never a copy deleted meanwhile brought back empty)
    event.waitUntil(network.then(async (response) => {
        if (!response.ok) return;
        const kept = response.clone();
        const live = await readEntry('live');
        if (live && await caches.has(live)) await (await caches.open(live)).put(request, toKeep(kept, kept.body));
    }).catch(() => {}));
    event.respondWith(new Promise((resolve) => {
        let answered = false;
        const answer = (response) => {
            if (answered) return;
            answered = true;
            clearTimeout(timer);
            resolve(response);
        };
        // no answer in time: the copy, when there is one (else the network is waited for)
        const timer = setTimeout(() => copy().then((cached) => { if (cached) answer(cached); }, () => {}), NETWORK_WAIT_MS);
        network.then(answer, () => copy().then((cached) => answer(cached || Response.error()), () => answer(Response.error())));
    }));
});
