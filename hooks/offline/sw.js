// The site's service worker: pages a visitor opened, and the calculator's runtime once
// it has been opened, load again without a connection.  Written into the site's root by
// hooks/offline.py (which fills in WORKBOX); Workbox is served by the site itself.
//
// - pages (HTML): network first, the kept copy when offline (one copy per address,
//   whatever its query: the calculator reads its answers from the query in the page);
// - files whose names carry a version or a hash: from the cache, for good;
// - other files of the site: the kept copy at once, refreshed in the background;
// - a page never opened, offline: the offline page, which lists the pages kept.
// Pages loaded before this worker took over send their files' addresses (CACHE_URLS,
// assets/javascripts/offline.js), so the first visit is kept too.

importScripts("WORKBOX/workbox-sw.js");
workbox.setConfig({ modulePathPrefix: "WORKBOX/", debug: false });

const { Router, Route } = workbox.routing;
const { CacheFirst, NetworkFirst, StaleWhileRevalidate } = workbox.strategies;

const SCOPE = self.registration.scope;
const PAGES = SCOPE + " pages";
const HASHED = SCOPE + " hashed";
const FILES = SCOPE + " files";
const OFFLINE = SCOPE + "offline/";
const VERSIONED = [
  /\/calculator\/runtime\/[\w.-]+-\d[\w.-]*\//,        // pyscript-<version>/, micropython-<version>/
  /\/calculator\/calculator-(?:[a-z_]+-)?[0-9a-f]{6,}\.tar\.gz$/,  // the rule package: common part, each place
  /\/assets\/workbox-\d[\w.-]*\//,
  /\.[0-9a-f]{8,}\.min\.(css|js)$/,                    // Material's files and the lean stylesheet
];

const ours = (url) => url.href.startsWith(SCOPE) && url.href !== SCOPE + "sw.js";
const isPage = (url, request) => request.mode === "navigate" || url.pathname.endsWith("/") ||
  url.pathname.endsWith(".html");
const withoutQuery = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = "";
    url.hash = "";
    return url.href;
  },
};

const router = new Router();
router.registerRoute(new Route(({ url, request }) => ours(url) && isPage(url, request),
  new NetworkFirst({ cacheName: PAGES, plugins: [withoutQuery] })));
router.registerRoute(new Route(({ url }) => ours(url) && VERSIONED.some((pattern) => pattern.test(url.pathname)),
  new CacheFirst({ cacheName: HASHED })));
router.registerRoute(new Route(({ url }) => ours(url), new StaleWhileRevalidate({ cacheName: FILES })));
// A page never kept: go to the offline page (its links are relative to its own address).
router.setCatchHandler(async ({ request }) => {
  const kept = request.mode === "navigate" && request.url.split(/[?#]/)[0] !== OFFLINE &&
    await caches.match(OFFLINE, { cacheName: PAGES });
  return kept ? Response.redirect(OFFLINE, 302) : Response.error();
});
router.addCacheListener();

self.addEventListener("fetch", (event) => {
  const answer = router.handleRequest({ event, request: event.request });
  if (answer) event.respondWith(answer);
});
self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(PAGES).then((cache) => cache.add(OFFLINE)).then(() => self.skipWaiting()));
});
self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});
