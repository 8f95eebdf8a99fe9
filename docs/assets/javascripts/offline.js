// Register the site's service worker (sw.js, see hooks/offline/sw.js) and hand it the
// addresses of everything this page loaded before the worker took over, so that the
// page and its files load again without a connection.  On the offline page, list the
// pages kept on this device.  Linked from every page by overrides/main.html.
(function () {
  if (!("serviceWorker" in navigator) || !("caches" in window)) return;
  var script = document.currentScript;
  var root = document.documentElement;

  function keep(registration, only) {
    var urls = (only || [location.href].concat(performance.getEntriesByType("resource").map(function (entry) {
      return entry.name;
    }))).filter(function (url) { return url.indexOf(registration.scope) === 0; });
    var channel = new MessageChannel();
    channel.port1.onmessage = function () { root.setAttribute("data-offline", "kept"); };
    registration.active.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: urls } }, [channel.port2]);
  }

  function listKept(registration, list) {
    caches.open(registration.scope + " pages").then(function (cache) {
      return cache.keys().then(function (requests) {
        return Promise.all(requests.map(function (request) {
          return cache.match(request).then(function (response) { return response.text(); }).then(function (html) {
            var title = new DOMParser().parseFromString(html, "text/html").title;
            return { url: request.url, title: title || request.url };
          });
        }));
      });
    }).then(function (pages) {
      pages.filter(function (page) { return page.url !== location.href.split(/[?#]/)[0]; })
        .sort(function (a, b) { return a.title < b.title ? -1 : 1; })
        .forEach(function (page) {
          var item = document.createElement("li");
          var link = document.createElement("a");
          link.href = page.url;
          link.textContent = page.title;
          item.appendChild(link);
          list.appendChild(item);
        });
      list.hidden = list.children.length === 0;
    });
  }

  window.addEventListener("load", function () {
    // Offline, registering fails (the worker's file cannot be checked); the kept worker runs on.
    navigator.serviceWorker.register(script.getAttribute("data-service-worker")).catch(function () {});
    navigator.serviceWorker.ready.then(function (registration) {
      keep(registration);
      var list = document.getElementById("offline-pages");
      if (list) listKept(registration, list);
      // A place's rules the calculator loads later (docs/calculator/unpack.js): keep them as they come.
      document.addEventListener("calculator:archive", function (event) { keep(registration, [event.detail]); });
      // The calculator fetches its runtime after `load`: keep that too once it is running.
      if (root.getAttribute("data-calculator") !== "ready" && root.classList.contains("calculator-js")) {
        new MutationObserver(function (changes, observer) {
          if (root.getAttribute("data-calculator") !== "ready") return;
          observer.disconnect();
          keep(registration);
        }).observe(root, { attributes: true, attributeFilter: ["data-calculator"] });
      }
    });
  });
})();
