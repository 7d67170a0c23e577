// The page's service worker: keeps a copy of the page's files, so that the
// companion works offline once loaded, even across reloads. Network first
// (a rebuilt page is picked up at once), the copy when the network fails,
// or when it has not answered within NETWORK_WAIT_MS (a slow or hanging
// network hung the page's reload for as long as it hung); an answer that
// comes later still refreshes the copy for the next time.
const CACHE = 'hunters-companion-5';
const FILES = ['./', 'index.html', 'style.css', 'app.js', 'pictures.js', 'words.js', 'finder.js', 'usedup.js', 'retile.js', 'final.js', 'keep.js', 'tilesets.js', 'worker.js', 'hunters.js',
    'hunters-core.mjs', 'hunters-core.wasm'];
const NETWORK_WAIT_MS = 4000;
// The longest the install waits for one file, its whole body included: a fetch that hangs (a stalled
// connection) is aborted, the install fails, and the browser tries again at the page's next load (with
// no limit the install never ended, and the page was never kept). Generous: the files are fetched
// together, about 450 KB in all, in the background of a page already in use.
const INSTALL_FETCH_MS = 30000;

// One file for the copy, whole within INSTALL_FETCH_MS (a body still arriving is aborted too), or a refusal
// (an error status, as cache.addAll refuses).
function fetchForCopy(file) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`${file}: no whole answer within ${INSTALL_FETCH_MS / 1000} s`)),
        INSTALL_FETCH_MS);
    return fetch(file, { signal: controller.signal })
        .then((response) => {
            if (!response.ok) throw new TypeError(`${file}: status ${response.status}`);
            // the body read to its end while the limit runs (the response keeps its copy for cache.put)
            return response.clone().arrayBuffer().then(() => response);
        })
        .finally(() => clearTimeout(timer));
}

// All the files or none, as with cache.addAll: the copy is written only once every file has come whole, so
// an install that fails leaves the copy already there (if any) as it was
self.addEventListener('install', (event) => {
    event.waitUntil(Promise.all(FILES.map((file) => fetchForCopy(file).then((response) => [file, response])))
        .then((answers) => caches.open(CACHE).then((cache) => Promise.all(answers.map(([file, response]) => cache.put(file, response)))))
        .then(() => self.skipWaiting()));
});
// an older version's copy is deleted: caches.match() would look in it first
self.addEventListener('activate', (event) => event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
    .then(() => self.clients.claim())));
self.addEventListener('fetch', (event) => {
    const request = event.request;
    if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
    const copy = () => caches.open(CACHE).then((cache) => cache.match(request, { ignoreSearch: true }));
    const network = fetch(request);
    // the network's copy kept (the worker kept alive until it is written, also after an answer that came late)
    event.waitUntil(network.then((response) => {
        if (!response.ok) return undefined;
        const kept = response.clone();
        return caches.open(CACHE).then((cache) => cache.put(request, kept));
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
