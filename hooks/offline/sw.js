// The site's service worker: pages a visitor opened, and the calculator's runtime once
// it has been opened, load again without a connection.  Written into the site's root by
// hooks/offline.py (which fills in WORKBOX, LANGUAGES, SEARCH_FILES, VERSIONED and DIGESTS); Workbox is served by the site itself.
//
// - pages (HTML): network first; the kept copy when offline or when the network has not
//   answered within NETWORK_SECONDS (one copy per address, whatever its query: the
//   calculator reads its answers from the query in the page).  A kept copy is marked as
//   one (<html data-saved-copy>) and shows its "Saved copy from ..." notice
//   (overrides/main.html); the files such a page loads come from what is kept, so it is
//   one release throughout;
// - files whose names carry a version or a hash: from the cache, for good, up to
//   HASHED_KEPT of them (least recently used out first, so old releases go).  One is
//   kept only if it is what the file should be: its SHA-256 is the build's (DIGESTS), or
//   for a file of another release, its type and first bytes are right.  One that is not
//   (an error page, cut short, compressed twice) is asked for once more, past the
//   browser's cache, which may hold the bad copy for a year.  A page that asks with
//   `cache: "reload"` (a bad copy may have stopped it: overrides/calculator.html,
//   docs/calculator/unpack.js) gets the network's copy, which replaces the kept one if
//   sound, and the kept one only without a network.  A new worker drops kept copies whose
//   digest is not the build's;
// - other files of the site (fixed names: unpack.js, the stylesheets, the search index):
//   network first too, so a new release never runs with the last one's files;
// - a page never opened, offline: the offline page of its language, which lists the pages kept.
// Pages loaded before this worker took over send their files' addresses (CACHE_URLS,
// assets/javascripts/offline.js), so the first visit is kept too.

importScripts("WORKBOX/workbox-sw.js");
workbox.setConfig({ modulePathPrefix: "WORKBOX/", debug: false });

const { Router, Route } = workbox.routing;
const { CacheFirst, NetworkFirst } = workbox.strategies;
const { ExpirationPlugin } = workbox.expiration;

const SCOPE = self.registration.scope;
const SCOPE_PATH = new URL(SCOPE).pathname;
const PAGES = SCOPE + " pages";
const HASHED = SCOPE + " hashed";
const FILES = SCOPE + " files";
// The offline page of each language: the first language's at the root, another's in its folder
// ("es/offline/"); LANGUAGES, the other languages' folders, is filled in by hooks/offline.py.
const LANGUAGES = /* LANGUAGES */[];
const OFFLINE = SCOPE + "offline/";
const OFFLINE_PAGES = [OFFLINE].concat(LANGUAGES.map((language) => SCOPE + language + "/offline/"));
// The files Material's search worker imports for the site's languages (SEARCH_FILES, from hooks/offline.py):
// a worker's imports never reach the page's list of files to keep, so a saved page's search would fail offline.
const SEARCH_FILES = /* SEARCH_FILES */[].map((path) => SCOPE + path);
const offlinePage = (url) => {
  const language = LANGUAGES.find((code) => url.startsWith(SCOPE + code + "/"));
  return language ? SCOPE + language + "/offline/" : OFFLINE;
};
const NETWORK_SECONDS = 3;
// A release has about 17 such files (the runtime, the archives, Material's and Workbox's
// files); 60 keeps the current release and those of about two older ones still in use offline.
const HASHED_KEPT = 60;
// The paths of the files with a version or a hash in their name (VERSIONED in hooks/offline.py),
// and the SHA-256 (hex) of each such file of this release, by its path in the site.
const VERSIONED = /* VERSIONED */[].map((source) => new RegExp(source));
const DIGESTS = /* DIGESTS */{};

const ours = (url) => url.href.startsWith(SCOPE) && url.href !== SCOPE + "sw.js";
const isPage = (url, request) => request.mode === "navigate" || url.pathname.endsWith("/") ||
  url.pathname.endsWith(".html");
const isVersioned = (url) => VERSIONED.some((pattern) => pattern.test(url.pathname));
const withoutQuery = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = "";
    url.hash = "";
    return url.href;
  },
};

// --- A file with a hash or version in its name: only a sound copy is kept.

const hex = (buffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
const startsWith = (bytes, first) => first.every((byte, i) => bytes[i] === byte);

// The file's kind, when the build did not give its digest (a file of another release).
function looksRight(path, type, bytes) {
  if (path.endsWith(".tar.gz")) return startsWith(bytes, [0x1f, 0x8b]);
  if (path.endsWith(".wasm")) return startsWith(bytes, [0x00, 0x61, 0x73, 0x6d]);
  const text = bytes.length > 0 && bytes[0] !== 0x3c;   // not an HTML page ("<")
  if (/\.m?js$/.test(path)) return text && /javascript/.test(type);
  if (path.endsWith(".css")) return text && /text\/css/.test(type);
  return true;
}

async function sound(url, response) {
  if (!response || response.status !== 200 || response.type !== "basic") return false;
  const path = decodeURIComponent(new URL(url).pathname).slice(SCOPE_PATH.length);
  const bytes = await response.clone().arrayBuffer();
  if (DIGESTS[path]) return hex(await crypto.subtle.digest("SHA-256", bytes)) === DIGESTS[path];
  return looksRight(path, response.headers.get("Content-Type") || "", new Uint8Array(bytes));
}

const checked = {
  // From the network and not what the file should be: once more, past the browser's cache.
  fetchDidSucceed: async ({ request, response }) =>
    (await sound(request.url, response)) ? response : fetch(request.url, { cache: "reload" }),
  cacheWillUpdate: async ({ request, response }) => ((await sound(request.url, response)) ? response : null),
};

// --- Pages: a kept copy says so.

const SAVED = "x-saved-copy";
const savedCopies = new Set();   // the pages (clients) shown from a kept copy, whose files come from the cache too
const keptCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const html = (await cachedResponse.text())
      .replace(/<html\b/i, "<html data-saved-copy")
      .replace(/(data-saved-copy-notice)\s+hidden/, "$1");
    const headers = new Headers(cachedResponse.headers);
    headers.delete("Content-Length");
    headers.delete("Content-Encoding");
    headers.set(SAVED, "1");
    return new Response(html, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
const pages = new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: NETWORK_SECONDS, plugins: [withoutQuery, keptCopy] });
const expiry = new ExpirationPlugin({ maxEntries: HASHED_KEPT });
const hashed = new CacheFirst({ cacheName: HASHED, plugins: [checked, expiry] });
const renewed = new NetworkFirst({ cacheName: HASHED, plugins: [checked, expiry] });
const files = new NetworkFirst({ cacheName: FILES, networkTimeoutSeconds: NETWORK_SECONDS });
const keptFiles = new CacheFirst({ cacheName: FILES });

const router = new Router();
router.registerRoute(new Route(({ url, request }) => ours(url) && isPage(url, request), async (options) => {
  const response = await pages.handle(options);
  const client = options.event && options.event.resultingClientId;
  if (client && response && response.headers.has(SAVED)) {
    savedCopies.add(client);
    if (savedCopies.size > 50) savedCopies.delete(savedCopies.values().next().value);
  }
  return response;
}));
router.registerRoute(new Route(({ url }) => ours(url) && isVersioned(url), (options) =>
  (options.request.cache === "reload" ? renewed : hashed).handle(options)));
router.registerRoute(new Route(({ url }) => ours(url), (options) =>
  (savedCopies.has(options.event && options.event.clientId) ? keptFiles : files).handle(options)));
// A page never kept: go to the offline page (its links are relative to its own address).
router.setCatchHandler(async ({ request }) => {
  const offline = offlinePage(request.url);
  const kept = request.mode === "navigate" && request.url.split(/[?#]/)[0] !== offline &&
    await caches.match(offline, { cacheName: PAGES });
  return kept ? Response.redirect(offline, 302) : Response.error();
});
router.addCacheListener();

self.addEventListener("fetch", (event) => {
  const answer = router.handleRequest({ event, request: event.request });
  if (answer) event.respondWith(answer);
});
self.addEventListener("install", (event) => {
  event.waitUntil(Promise.all([caches.open(PAGES).then((cache) => cache.addAll(OFFLINE_PAGES)),
    caches.open(FILES).then((cache) => cache.addAll(SEARCH_FILES))]).then(() => self.skipWaiting()));
});
// Kept copies of this release's files that are not what the build made (kept by an older worker).
async function dropUnsound() {
  const cache = await caches.open(HASHED);
  for (const request of await cache.keys()) {
    const path = decodeURIComponent(new URL(request.url).pathname).slice(SCOPE_PATH.length);
    if (DIGESTS[path] && !(await sound(request.url, await cache.match(request)))) await cache.delete(request);
  }
}
self.addEventListener("activate", (event) => {
  event.waitUntil(dropUnsound().then(() => self.clients.claim()));
});
