// The page's service worker: keeps a copy of the page's files, so that the
// companion works offline once loaded, even across reloads. Network first
// (a rebuilt page is picked up at once), the copy when the network fails.
const CACHE = 'hunters-companion-5';
const FILES = ['./', 'index.html', 'style.css', 'app.js', 'pictures.js', 'words.js', 'finder.js', 'usedup.js', 'retile.js', 'final.js', 'keep.js', 'tilesets.js', 'worker.js', 'hunters.js',
    'hunters-core.mjs', 'hunters-core.wasm'];

self.addEventListener('install', (event) => {
    event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});
// an older version's copy is deleted: caches.match() would look in it first
self.addEventListener('activate', (event) => event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
    .then(() => self.clients.claim())));
self.addEventListener('fetch', (event) => {
    const request = event.request;
    if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
    event.respondWith(fetch(request).then((response) => {
        if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
    }).catch(() => caches.open(CACHE).then((cache) => cache.match(request, { ignoreSearch: true }))
        .then((cached) => cached || Response.error())));
});
