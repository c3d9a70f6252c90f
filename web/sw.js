// sw.js: the service worker for offline play. It precaches everything the
// game needs in a cache named after the build (version.js, written by
// `make wasm`), serves from that cache first, and deletes the caches of
// other builds when it activates, so a new version replaces the old cleanly.
'use strict';

try {
  importScripts('version.js'); // self.DRAUGHTS_VERSION = '<hash of the build>'
} catch (e) {
  // Served without `make wasm`: still works, under a fixed name.
}
const VERSION = self.DRAUGHTS_VERSION || 'dev';
const PREFIX = 'draughts-';
const CACHE = PREFIX + VERSION;

// Paths are relative to this file, so the game can live in a sub-folder.
const ASSETS = [
  './',
  'index.html',
  'embed.html',
  'wasm_exec.js',
  'draughts.wasm',
  'worker.js',
  'engine.wasm',
  'fonts/goregular.ttf',
  'fonts/gobold.ttf',
  'version.json',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
  'icons/apple-touch-icon.png',
];

// A stored response must not be a redirect (some servers answer index.html
// with a redirect to ./): a navigation served from a redirected response fails.
async function clean(res) {
  if (!res.redirected) return res;
  return new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers: res.headers });
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(ASSETS.map(async (a) => {
      // cache: 'no-cache' revalidates with the server: never a stale file, and
      // no second download of what the page has just fetched (a 304 instead).
      const res = await fetch(new Request(a, { cache: 'no-cache' }));
      if (!res.ok) throw new Error('sw: ' + a + ': HTTP ' + res.status);
      await cache.put(a, await clean(res));
    }));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The page takes URL parameters (index.html?fen=...): match without them.
    let hit = await cache.match(req, { ignoreSearch: true });
    if (!hit && req.mode === 'navigate' && new URL(req.url).pathname.endsWith('/')) hit = await cache.match('./');
    if (hit) return hit;
    try {
      const res = await fetch(req);
      // The Chinese font is fetched only by players who see Chinese: kept
      // once fetched, so Chinese works offline too, never downloaded for others.
      if (res.ok && new URL(req.url).pathname.endsWith('/zh.otf')) {
        const kept = await clean(res);
        await cache.put(req, kept.clone());
        return kept;
      }
      return res;
    } catch (err) {
      if (req.mode === 'navigate') {
        const page = await cache.match('index.html');
        if (page) return page;
      }
      throw err;
    }
  })());
});
