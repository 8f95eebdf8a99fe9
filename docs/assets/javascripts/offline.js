// Register the site's service worker (sw.js, see hooks/offline/sw.js) and hand it the
// addresses of everything this page loaded before the worker took over, so that the
// page and its files load again without a connection.  On the offline page, list the
// pages kept on this device.  Linked from every page by overrides/main.html.
//
// A page the worker served from its kept copy has <html data-saved-copy> and shows its
// "Saved copy from ..." notice (overrides/main.html).  Here: when the copy is older than
// the site's setting (the notice's data-old-after-days), the stronger words show instead
// and <html data-old-copy> holds the day it was published, which the calculator's summary
// and calendar file say (docs/calculator/main.py); on the calculator the answer panel
// repeats the notice (#calc-saved-copy).
(function () {
  var root = document.documentElement;
  var DAY = 86400000;

  // Whole days from a "YYYY-MM-DD" day to the visitor's today, in the visitor's time zone.
  function daysSince(iso) {
    var parts = iso.split("-");
    var now = new Date();
    var today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    return Math.round((today - new Date(+parts[0], parts[1] - 1, +parts[2])) / DAY);
  }

  function sayItIsSaved() {
    var notice = document.querySelector("[data-saved-copy-notice]");
    if (!root.hasAttribute("data-saved-copy") || !notice) return;
    notice.hidden = false;
    var release = notice.getAttribute("data-release");
    if (daysSince(release) > +notice.getAttribute("data-old-after-days")) {
      notice.querySelector(".saved-copy__recent").hidden = true;
      notice.querySelector(".saved-copy__old").hidden = false;
      root.setAttribute("data-old-copy", release);
    }
    var panel = document.getElementById("calc-saved-copy");
    if (panel) {
      var words = notice.querySelector(".admonition").cloneNode(true);
      [].forEach.call(words.querySelectorAll("[hidden]"), function (hidden) { hidden.remove(); });
      panel.replaceChildren(words);
      panel.hidden = false;
    }
  }
  sayItIsSaved();

  if (!("serviceWorker" in navigator) || !("caches" in window)) return;
  // Not document.currentScript: PyScript redefines it while the calculator's Python runs, and
  // this deferred script may run then (it did: register(null), "A bad HTTP response code (404)").
  var script = document.querySelector("script[data-service-worker]");

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

  // A page the worker served saw every file go through it, and kept them: nothing to send it.
  var controlled = !!navigator.serviceWorker.controller;

  window.addEventListener("load", function () {
    // Offline, registering fails (the worker's file cannot be checked); the kept worker runs on.
    navigator.serviceWorker.register(script.getAttribute("data-service-worker")).catch(function () {});
    navigator.serviceWorker.ready.then(function (registration) {
      var list = document.getElementById("offline-pages");
      if (list) listKept(registration, list);
      if (controlled) {
        root.setAttribute("data-offline", "kept");
        return;
      }
      keep(registration);
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
