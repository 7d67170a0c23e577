// A tiny static file server for the web tests, on 127.0.0.1 at a free port.
// Imported by the browser test (serve(dir) -> { url, close }), or run alone:
//   node tests/web/serve.mjs DIR      (prints the URL; Ctrl-C stops it)
// serve(dir, { intercept(pathname, response) }) lets a test answer a request
// itself, or never (a network that hangs): intercept returns true when it took it.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
    '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
    '.css': 'text/css', '.wasm': 'application/wasm', '.png': 'image/png', '.txt': 'text/plain', '.svg': 'image/svg+xml',
};

export function serve(dir, { intercept = null } = {}) {
    const root = path.resolve(dir);
    const server = http.createServer((request, response) => {
        const url = new URL(request.url, 'http://localhost');
        if (intercept && intercept(url.pathname, response)) return;
        let file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
        if (!file.startsWith(root)) { response.writeHead(403).end(); return; }
        if (url.pathname.endsWith('/')) file = path.join(file, 'index.html');
        fs.readFile(file, (error, data) => {
            if (error) { response.writeHead(404).end('not found'); return; }
            response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
            response.end(data);
        });
    });
    return new Promise((resolve) => {
        server.listen(0, '127.0.0.1', () => resolve({
            url: `http://127.0.0.1:${server.address().port}/`,
            close: () => new Promise((done) => {
                if (!server.listening) { done(); return; }
                server.closeAllConnections();
                server.close(() => done());
            }),
        }));
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
    const { url } = await serve(process.argv[2] || '.');
    console.log(url);
}
