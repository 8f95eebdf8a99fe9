"""Page measurements in headless Chromium (Playwright for Python, Debian's chromium).

Every measurement launches Chromium with a fresh on-disk profile (a persistent context in
a new temporary folder), so the first load is cold (empty HTTP cache, no compiled-code
cache) and a reload in the same profile is warm.

What is read, and where from:

- ``first-result``: the performance mark the calculator page sets when it has shown
  its first result; its ``startTime`` is milliseconds after navigation start.
- interpreter ready: a performance mark the page sets for it if there is one
  (``READY_MARKS``), otherwise the time PyScript's ``mpy:ready`` / ``py:ready`` event
  fired, caught by an init script listening on ``window`` in the capture phase.
- long tasks: a ``PerformanceObserver`` for ``longtask`` entries, installed by an init
  script before any of the page's scripts run (tasks under 50 ms are not reported).
- bytes on the wire and requests: the DevTools protocol's ``Network.loadingFinished``
  ``encodedDataLength`` (headers + body as sent, gzip where the server compressed),
  summed over every request of the page.
- resource and navigation timing: ``performance.getEntriesByType(...)``, kept for the
  breakdown printed when a budget is missed.
"""

import json
import shutil
import statistics
import tempfile
import time
from urllib.parse import urlsplit

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency (Lighthouse's "slow 4G"-like link).
THROTTLED = {"offline": False, "latency": 150, "downloadThroughput": 200000,
             "uploadThroughput": 750 * 1000 // 8}
READY_MARKS = ("interpreter-ready", "mpy:ready", "py:ready", "python-ready", "calculator-ready")

INIT_SCRIPT = r"""
(() => {
  if (window.__bench) return;
  const B = window.__bench = {longtasks: [], events: {}, longtaskSupported: true};
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.longtasks.push({start: e.startTime, duration: e.duration});
    }).observe({type: 'longtask', buffered: true});
  } catch (e) { B.longtaskSupported = false; }
  for (const name of ['mpy:ready', 'py:ready', 'mpy:done', 'py:done']) {
    addEventListener(name, () => { if (!(name in B.events)) B.events[name] = performance.now(); }, true);
  }
})();
"""

COLLECT = r"""
async ([mark, settle]) => {
  // Let the observer deliver the task that set the mark before reading.
  await new Promise((r) => setTimeout(r, settle));
  const first = performance.getEntriesByName(mark)[0];
  const nav = performance.getEntriesByType('navigation')[0];
  const pick = (e) => ({name: e.name, start: e.startTime, duration: e.duration});
  return {
    firstResult: first ? first.startTime : null,
    nav: nav ? nav.toJSON() : null,
    resources: performance.getEntriesByType('resource').map((r) => ({
      url: r.name, start: r.startTime, end: r.responseEnd, transfer: r.transferSize,
      encoded: r.encodedBodySize, decoded: r.decodedBodySize, initiator: r.initiatorType})),
    marks: performance.getEntriesByType('mark').map(pick),
    measures: performance.getEntriesByType('measure').map(pick),
    bench: window.__bench || null,
  };
}
"""

# Changing one answer, timed inside the page: the value is set and the given events are
# dispatched ("input" then "change" is what typing and then leaving the field does).
# Method 1: a performance.measure the page records per update (any new measure entry
# after the change).  Method 2 (fallback): from the first event's timestamp to the last
# DOM change of the burst that follows (MutationObserver on the whole document; the
# burst ends after `quiet` ms without a change).
UPDATE = r"""
async ([selector, value, quiet, events]) => {
  const el = document.querySelector(selector);
  if (!el) return {error: 'no element ' + selector};
  const before = new Set(performance.getEntriesByType('measure').map((m) => m.name + '@' + m.startTime));
  let inputAt = null, first = null, last = null, mutations = 0;
  const onInput = (e) => { if (inputAt === null) inputAt = e.timeStamp; };
  addEventListener(events[0], onInput, true);
  const mo = new MutationObserver((records) => {
    const t = performance.now();
    if (first === null) first = t;
    last = t; mutations += records.length;
  });
  mo.observe(document.documentElement, {subtree: true, childList: true, characterData: true, attributes: true});
  el.focus();
  el.value = value;
  for (const type of events) {
    el.dispatchEvent(type === 'input' ? new InputEvent('input', {bubbles: true, inputType: 'insertText', data: value})
                                      : new Event(type, {bubbles: true}));
  }
  // Done when the DOM has changed and then stayed quiet for `quiet` ms, or after 3 s.
  const began = performance.now();
  await new Promise((resolve) => {
    let seen = 0;
    const tick = () => {
      if ((mutations > 0 && mutations === seen) || performance.now() - began > 3000) return resolve();
      seen = mutations; setTimeout(tick, quiet);
    };
    setTimeout(tick, quiet);
  });
  mo.disconnect();
  removeEventListener(events[0], onInput, true);
  const fresh = performance.getEntriesByType('measure')
    .filter((m) => !before.has(m.name + '@' + m.startTime))
    .map((m) => ({name: m.name, start: m.startTime, duration: m.duration}));
  return {inputAt, first, last, mutations, measures: fresh};
}
"""


class NetLog:
    """Requests and bytes of one page, from the DevTools protocol.

    A request answered from the browser's cache (HTTP cache, preload cache) counts as a
    request but not as bytes on the wire; a 304 counts with its headers.
    """

    def __init__(self, cdp):
        self.reset()
        cdp.on("Network.requestWillBeSent", self._sent)
        cdp.on("Network.responseReceived", self._response)
        cdp.on("Network.loadingFinished", self._finished)
        cdp.on("Network.loadingFailed", self._failed)
        cdp.on("Network.requestServedFromCache", self._cache)
        cdp.send("Network.enable")

    def _sent(self, event):
        url = event["request"]["url"]
        if url.startswith(("http://", "https://")):
            self.urls[event["requestId"]] = url

    def _response(self, event):
        response = event.get("response") or {}
        if response.get("fromDiskCache") or response.get("fromPrefetchCache") or response.get("fromServiceWorker"):
            self.cached.add(event["requestId"])
        self.status[event["requestId"]] = response.get("status")

    def _finished(self, event):
        if event["requestId"] in self.urls:
            self.bytes[event["requestId"]] = event["encodedDataLength"]

    def _failed(self, event):
        if event["requestId"] in self.urls:
            self.failed[event["requestId"]] = event.get("errorText", "failed")

    def _cache(self, event):
        self.cached.add(event["requestId"])

    def reset(self):
        self.urls, self.bytes, self.cached, self.failed, self.status = {}, {}, set(), {}, {}

    def summary(self):
        files = []
        for rid, url in self.urls.items():
            cached = rid in self.cached
            files.append({"url": url, "bytes": 0 if cached else self.bytes.get(rid, 0), "cache": cached,
                          "status": self.status.get(rid), "failed": self.failed.get(rid)})
        network = [f for f in files if not f["cache"] and f["bytes"] > 0]
        return {"requests": len(files), "network_requests": len(network),
                "bytes": sum(f["bytes"] for f in files), "from_cache": sum(1 for f in files if f["cache"]),
                "files": files}


class Browser:
    """One Chromium with a fresh profile folder; closed (and the folder removed) on exit."""

    def __init__(self, playwright, throttled=False):
        self.playwright = playwright
        self.throttled = throttled

    def __enter__(self):
        self.profile = tempfile.mkdtemp(prefix="bench-profile-")
        self.context = self.playwright.chromium.launch_persistent_context(
            self.profile, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
            viewport={"width": 1280, "height": 900})
        self.context.add_init_script(INIT_SCRIPT)
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()
        self.errors = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.cdp = self.context.new_cdp_session(self.page)
        self.net = NetLog(self.cdp)
        if self.throttled:
            self.cdp.send("Network.emulateNetworkConditions", THROTTLED)
        return self

    def __exit__(self, *exc):
        try:
            self.context.close()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)

    def load_until_mark(self, url, mark="first-result", timeout=120000, reload=False):
        """Navigate (or reload) and wait for ``mark``; return what COLLECT reads + network."""
        self.net.reset()
        if reload:
            self.page.reload(wait_until="commit", timeout=timeout)
        else:
            self.page.goto(url, wait_until="commit", timeout=timeout)
        self.wait_for_mark(url, mark, timeout)
        data = self.page.evaluate(COLLECT, [mark, 300])
        self.page.wait_for_load_state("load", timeout=timeout)
        data["net"] = self.net.summary()
        data["ready"], data["ready_source"] = interpreter_ready(data)
        data["longest_task"] = longest_task_before(data, data["firstResult"])
        return data

    def wait_for_mark(self, url, mark, timeout):
        """Poll for the mark with a bare DevTools ``Runtime.evaluate`` of one expression.

        Not ``page.wait_for_function``: that injects Playwright's own script (hundreds of
        KB of JavaScript to compile) into the page while it loads, which would be timed
        as the page's work.
        """
        expression = "performance.getEntriesByName(%s).length" % json.dumps(mark)
        deadline = time.monotonic() + timeout / 1000
        while True:
            try:
                answer = self.cdp.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
                if (answer.get("result") or {}).get("value"):
                    return
            except Exception:  # noqa: BLE001 - no execution context yet during the navigation
                pass
            if time.monotonic() > deadline:
                raise PageError("%s: no %r mark within %d s; page errors: %s"
                                % (url, mark, timeout // 1000, self.errors[-5:]))
            self.page.wait_for_timeout(20)

    def load_page(self, url, timeout=60000):
        """A plain page (a guide): navigate, wait for the load event."""
        self.net.reset()
        self.page.goto(url, wait_until="load", timeout=timeout)
        data = self.page.evaluate(COLLECT, ["load", 100])
        data["net"] = self.net.summary()
        return data

    def update(self, selector, value, events=("input", "change"), quiet=80):
        return self.page.evaluate(UPDATE, [selector, value, quiet, list(events)])


class PageError(RuntimeError):
    pass


def interpreter_ready(data):
    for name in READY_MARKS:
        for mark in data["marks"]:
            if mark["name"] == name:
                return mark["start"], "performance mark %r" % name
    events = (data.get("bench") or {}).get("events") or {}
    for name in ("mpy:ready", "py:ready"):
        if name in events:
            return events[name], "%s event" % name
    return None, "none"


def longest_task_before(data, until):
    tasks = (data.get("bench") or {}).get("longtasks") or []
    before = [t["duration"] for t in tasks if until is None or t["start"] < until]
    return max(before) if before else 0.0


def update_time(sample, dom_only=False):
    """(milliseconds, method) for one UPDATE result: the page's own measure if it records
    one (unless ``dom_only``), else from the event to the last DOM change."""
    if sample.get("error"):
        return None, sample["error"]
    if sample["measures"] and not dom_only:
        m = sample["measures"][-1]
        return m["duration"], "performance.measure %r recorded by the page" % m["name"]
    if sample["inputAt"] is not None and sample["last"] is not None:
        return sample["last"] - sample["inputAt"], "event to last DOM change (MutationObserver)"
    return None, "no DOM change after the input"


def short_url(url, base):
    path = urlsplit(url).path
    base_path = urlsplit(base).path
    return path[len(base_path):] if path.startswith(base_path) else path


def median_run(runs, key):
    """The run whose ``key`` is the (lower) median."""
    ordered = sorted((r for r in runs if r.get(key) is not None), key=lambda r: r[key])
    return ordered[(len(ordered) - 1) // 2] if ordered else None


def stats(values):
    values = [v for v in values if v is not None]
    if not values:
        return None
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "n": len(values)}


def chromium_version():
    import subprocess
    try:
        out = subprocess.run([CHROMIUM, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    for line in out.splitlines():
        if "Chromium" in line or "Chrome" in line:
            return line.strip()
    return out.strip() or "unknown"


