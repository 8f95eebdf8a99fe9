"""The benchmark: how fast the calculator page gives its first answer, and what it costs.

    make bench            # .venv/bin/python bench/run.py
    make bench CHECK=1    # ... --check: exit 1 when a budget is missed

Steps (about five minutes on 2 idle cores, over half of it the Pyodide reference on
the throttled link, ~40 s a run; ``--reference-throttled-runs 3`` saves about 80 s):

1. ``mkdocs build --strict`` into a temporary folder, timed (the "make build" row);
   a copy of that site whose calculator page runs on Pyodide instead of MicroPython
   (bench/pyodide_site.py), the reference; and a copy whose calculator page starts
   PyScript and MicroPython and imports nothing (bench/floor_site.py), the floor;
2. ``evaluate()`` throughput over every scenario input (tests/scenarios/*.yaml) on
   CPython (this process) and on MicroPython and Pyodide in Node (bench/mp_throughput.mjs),
   and one answer with every City yes/no question "not sure" timed on its own under
   MicroPython in Node (``mp_throughput.mjs --each``): the slowest update the page makes;
3. both sites served from 127.0.0.1 under ``/permits/`` by tests/static_server.py (gzip:
   the build's precompressed zopfli ``.gz`` siblings when present, else level 6 on the
   fly, as nginx with ``gzip_static on`` does; cache headers, like a static host), measured in headless Chromium, each run with a
   fresh profile (bench/browser.py): the calculator page opened from a link that yields
   a full result, cold then reloaded (warm), then answers changed in the page; the same
   on a throttled link (1.6 Mbit/s down, 750 kbit/s up, 150 ms latency); a guide page.
   Runs of the sites alternate so that none gets the quieter moments;
4. the bytes of the cold calculator page again as brotli (quality 11) would send them
   (bench/compressed.mjs: the build's ``.br`` siblings when present), beside gzip;
5. Lighthouse 12.2.3, mobile preset, median of 3, on the home page, a guide of each place
   and the calculator (bench/lighthouse.py; ``--lighthouse-runs 0`` skips it).

It prints one Markdown table (median, with min and max, of ``--runs`` runs) and writes it
to bench/results.md with the date, the machine and the budgets; when a budget is missed
it prints a breakdown from the browser's performance entries.  Nothing here is part of
``make test``.

Every measurement (the build, the throughput, the "not sure" answer, each run of the
sites side by side, each guide run and each Lighthouse run) starts once the 1-minute load
average is at most ``BUSY_LOAD`` (1.5), waiting up to ``SETTLE_SECONDS`` for it: the
benchmark's own last measurement stays in that average for a minute (its Pyodide runs alone
take it past 2 on two cores), so the load before a measurement, once settled, is what says
whether other work was running.  A measurement that started above the limit is taken again,
up to ``--busy-repeats`` times (2), keeping the one started at the lowest load.  The table gives each figure's loads, and a figure, a budget or a
Lighthouse score still taken above the limit is marked **busy**: re-measure it quietly.

The time budgets are ratios to the floor measured in the same run (the machine's absolute
times move from run to run, the floor's with them); the others are bytes, Lighthouse
scores and the time of one update.  ``--check`` exits 1 when one is missed.
"""

import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(HERE))

import browser  # noqa: E402
import lighthouse  # noqa: E402
from floor_site import make_floor_site  # noqa: E402
from pyodide_site import make_pyodide_site, pyodide_version  # noqa: E402

PREFIX = "/permits/"
CALCULATOR = "calculator/"
# A full answer for a large Village event 106 days ahead of the run's own date.  No
# `today` in the link: one made on an earlier day would (rightly) add a notice about it.
QUERY = "?jurisdiction=village&event_start=%s&peak_attendance=3000" % (
    datetime.date.today() + datetime.timedelta(days=106)).isoformat()
GUIDE = "village/on-site-requirements/"
CITY_GUIDE = "city/when-to-apply/"
UPDATE_FIELD = "#peak_attendance"
UPDATE_VALUES = ("3100", "2900", "3200", "3050", "3300")
TYPING_VALUES = ("3400", "3000")
MIB = 1024 * 1024
KIB = 1024

# One answer with every City yes/no question "not sure" (each of their combinations worked out
# and combined): the slowest update the page makes, timed on its own under MicroPython in Node.
UNSURE_DAYS_AHEAD = 50
UNSURE_RUNS = 15

# The 1-minute load average above which a measurement is not taken as made on a quiet machine: a
# measurement waits up to SETTLE_SECONDS for the load to fall to it (the average is updated every
# SETTLE_STEP seconds); one that still starts above it is taken again, up to --busy-repeats times, keeping
# the one started at the lowest load, and a figure still taken above it is marked busy.
BUSY_LOAD = 1.5
BUSY_REPEATS = 2
SETTLE_SECONDS = 90
SETTLE_STEP = 5
UNTIMED = ("bytes_cold", "brotli_cold")  # budgets the load does not move

# (figure key, limit, text, short text for the table); every figure is a median over the runs,
# and a ratio is of two medians of the same run.  All are "at most".
BUDGETS = [
    ("cold_floor_ratio", 1.05, "calculator first result, cold, <= 1.05 x the bare-PyScript floor's",
     "≤ 1.05 × the floor"),
    ("warm_floor_ratio", 1.05, "calculator first result, warm, <= 1.05 x the floor's warm", "≤ 1.05 × the floor"),
    ("bytes_cold", 320 * KIB, "calculator page, cold, <= 320 KiB on the wire (gzip)", "≤ 320 KiB"),
    ("brotli_cold", 280 * KIB, "calculator page, cold, <= 280 KiB on the wire (brotli)", "≤ 280 KiB"),
    ("update", 5, "result update after an input change <= 5 ms (typical, in the page)", "≤ 5 ms"),
    ("unsure_answer", 30, "one answer with every City yes/no question \"not sure\" <= 30 ms (MicroPython "
     "in Node)", "≤ 30 ms"),
]
# Lighthouse (mobile preset, medians): (page, figure, at least).
# The Spanish site's (issue #27): the same guide and calculator under es/.
SPANISH = "es/"   # the Spanish site's folder (the demo's SITE["languages"] is ["en", "es"])
LIGHTHOUSE_PAGES = [("home", ""), ("village guide", GUIDE), ("city guide", CITY_GUIDE),
                    ("calculator", CALCULATOR + QUERY), ("Spanish city guide", SPANISH + CITY_GUIDE),
                    ("Spanish calculator", SPANISH + CALCULATOR + QUERY)]
LIGHTHOUSE_BUDGETS = [("calculator", "performance", 98), ("home", "performance", 98),
                      ("village guide", "performance", 98), ("city guide", "performance", 98),
                      ("Spanish city guide", "performance", 98), ("Spanish calculator", "performance", 98)] + [
    (page, "accessibility", 100) for page, _ in LIGHTHOUSE_PAGES]


def log(message):
    print(message, file=sys.stderr, flush=True)


class Quietly:
    """Takes measurements, each with the 1-minute load average it started at, once that load has
    fallen to BUSY_LOAD (``settled``); one started above it is taken again, at most ``repeats`` more
    times, and the one started at the lowest load is kept.  ``loads`` holds every load seen."""

    def __init__(self, repeats=BUSY_REPEATS, load=os.getloadavg, sleep=time.sleep):
        self.repeats = repeats
        self.load = load
        self.sleep = sleep
        self.loads = []

    def settled(self):
        """The 1-minute load once it is at most BUSY_LOAD, or after waiting SETTLE_SECONDS for it."""
        load, waited = self.load()[0], 0
        while load > BUSY_LOAD and waited < SETTLE_SECONDS:
            self.sleep(SETTLE_STEP)
            waited += SETTLE_STEP
            load = self.load()[0]
        return load

    def __call__(self, measure, what):
        """(what ``measure()`` gives, the load it started at)."""
        kept = None
        for attempt in range(self.repeats + 1):
            load = self.settled()
            found = measure()
            self.loads.append(load)
            if kept is None or load < kept[1]:
                kept = (found, load)
            if load <= BUSY_LOAD:
                break
            if attempt < self.repeats:
                log("bench: %s started at load %.1f, above %.1f after %d s: again ..." % (
                    what, load, BUSY_LOAD, SETTLE_SECONDS))
        return kept


def busy(loads):
    """Whether a figure taken at ``loads`` (one per run) was taken on a busy machine."""
    loads = [load for load in loads if load is not None]
    return bool(loads) and max(loads) > BUSY_LOAD


def load_cell(loads):
    """The load average a figure was taken at: its runs' median (min-max), "busy" above BUSY_LOAD."""
    loads = [load for load in loads if load is not None]
    if not loads:
        return "n/a"
    text = cell(loads, lambda v: "%.1f" % v)
    return text + " **busy**" if busy(loads) else text


# ----------------------------------------------------------------------------- build


def build_site(target):
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    mkdocs = ROOT / ".venv" / "bin" / "mkdocs"
    command = [str(mkdocs) if mkdocs.exists() else "mkdocs", "build", "--strict", "-q", "-d", str(target)]
    start = time.monotonic()
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    seconds = time.monotonic() - start
    if result.returncode != 0:
        sys.exit("bench: `%s` failed:\n%s%s" % (" ".join(command), result.stdout, result.stderr))
    return seconds


# ----------------------------------------------------------------------------- throughput


def scenario_inputs():
    import yaml

    inputs = []
    for path in sorted((ROOT / "tests" / "scenarios").glob("*.yaml")):
        for case in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            inputs.append(case["input"])
    return inputs


def cpython_throughput(inputs, seconds=1.0):
    from calculator import InvalidInput, evaluate

    def one_pass(passes):
        for _ in range(passes):
            for item in inputs:
                try:
                    evaluate(item)
                except InvalidInput:
                    pass

    one_pass(1)
    start = time.perf_counter()
    one_pass(1)
    single = max(time.perf_counter() - start, 1e-4)
    passes = max(1, int(seconds / single + 0.999))
    start = time.perf_counter()
    one_pass(passes)
    elapsed = time.perf_counter() - start
    return {"per_second": passes * len(inputs) / elapsed, "evaluations": passes * len(inputs),
            "seconds": elapsed, "version": platform.python_version()}


def node_throughput(inputs, interpreter, each=0):
    node = shutil.which("node")
    if node is None:
        sys.exit("bench: `node` is not on PATH (Node 20 is needed)")
    command = [node, str(HERE / "mp_throughput.mjs"), "--interpreter", interpreter]
    if each:
        command += ["--each", str(each)]
    result = subprocess.run(command, input=json.dumps(inputs), capture_output=True, text=True, cwd=ROOT, timeout=300)
    if result.returncode != 0:
        sys.exit("bench: mp_throughput.mjs (%s) failed:\n%s" % (interpreter, result.stderr[-3000:]))
    return json.loads(result.stdout)


def unsure_input(today=None):
    """A City street fair UNSURE_DAYS_AHEAD days ahead with every yes/no question "not sure"."""
    from calculator.jurisdictions import JURISDICTIONS

    today = today or datetime.date.today()
    answers = {"jurisdiction": "city", "today": today.isoformat(), "event_type": "street_fair",
               "event_start": (today + datetime.timedelta(days=UNSURE_DAYS_AHEAD)).isoformat()}
    for field in JURISDICTIONS["city"].FIELDS:
        if field.kind == "bool":
            answers[field.name] = "unsure"
    return answers


def unsure_answer(runs=UNSURE_RUNS):
    """{"ms", "min_ms", "cpu_ms", "runs", "questions", "combinations"} for unsure_input() under MicroPython."""
    from calculator import evaluate

    answers = unsure_input()
    questions = len(evaluate(answers)["unsure"])
    timed = node_throughput([answers], "micropython", each=runs)["each"][0]
    return dict(timed, questions=questions, combinations=1 << questions)


def site_file(site, url, base):
    rel = browser.short_url(url, base)
    path = Path(site) / rel
    return path / "index.html" if rel == "" or rel.endswith("/") else path


def brotli_bytes(site, run, base):
    """The cold page's bytes on the wire if every file sent gzip were sent brotli instead."""
    from static_server import COMPRESSIBLE, TYPES

    files = [f for f in run["net"]["files"] if f["bytes"] > 0]
    paths = []
    for f in files:
        path = site_file(site, f["url"], base)
        if path.is_file() and TYPES.get(path.suffix, "").startswith(COMPRESSIBLE):
            paths.append(str(path))
    result = subprocess.run([shutil.which("node") or "node", str(HERE / "compressed.mjs")],
                            input=json.dumps(sorted(set(paths))), capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        sys.exit("bench: compressed.mjs failed:\n%s" % result.stderr)
    saved = {entry["path"]: entry["gzip"] - entry["brotli"] for entry in json.loads(result.stdout)}
    return sum(f["bytes"] for f in files) - sum(saved.get(p, 0) for p in paths)


# ----------------------------------------------------------------------------- browser runs


def calculator_run(pw, base, throttled=False, updates=True, language=""):
    """The calculator page, cold then warm (``language``: "es/", the same link on the Spanish page)."""
    url = base + language + CALCULATOR + QUERY
    with browser.Browser(pw, throttled=throttled) as b:
        cold = b.load_until_mark(url, timeout=180000)
        warm = b.load_until_mark(url, reload=True, timeout=180000)
        samples, typing = [], []
        if updates:
            for value in UPDATE_VALUES:
                samples.append(b.update(UPDATE_FIELD, value, events=("input", "change")))
            for value in TYPING_VALUES:
                typing.append(b.update(UPDATE_FIELD, value, events=("input",)))
        return {"cold": cold, "warm": warm, "updates": samples, "typing": typing, "errors": list(b.errors)}


def guide_run(pw, base):
    with browser.Browser(pw) as b:
        data = b.load_page(base + GUIDE)
        nav = data["nav"] or {}
        return {"load": nav.get("loadEventStart"), "bytes": data["net"]["bytes"],
                "requests": data["net"]["requests"], "data": data}


def page_measure(run, name):
    found = [m["duration"] for m in run.get("measures", []) if m["name"] == name]
    return found[0] if found else None


def figures(runs, throttled_runs):
    """Per-run numbers for one site."""
    out = {
        "first_cold": [r["cold"]["firstResult"] for r in runs],
        "first_warm": [r["warm"]["firstResult"] for r in runs],
        "ready_cold": [r["cold"]["ready"] for r in runs],
        "ready_warm": [r["warm"]["ready"] for r in runs],
        "longtask": [r["cold"]["longest_task"] for r in runs],
        "bytes_cold": [r["cold"]["net"]["bytes"] for r in runs],
        "requests_cold": [r["cold"]["net"]["network_requests"] for r in runs],
        "bytes_warm": [r["warm"]["net"]["bytes"] for r in runs],
        "requests_warm": [r["warm"]["net"]["network_requests"] for r in runs],
        "cached_warm": [r["warm"]["net"]["from_cache"] for r in runs],
        "throttled_cold": [r["cold"]["firstResult"] for r in throttled_runs],
        "throttled_warm": [r["warm"]["firstResult"] for r in throttled_runs],
    }
    for key, name in (("unpack", "calculator-unpack"), ("archive_wait", "calculator-archive-wait"),
                      ("write", "calculator-write")):
        out[key] = [page_measure(r["cold"], name) for r in runs]
    methods = set()
    for name, key, dom_only in (("update", "updates", False), ("update_dom", "updates", True),
                                ("update_typing", "typing", True)):
        values = []
        for r in runs:
            per_run = []
            for sample in r[key]:
                ms, method = browser.update_time(sample, dom_only=dom_only)
                if name == "update":
                    methods.add(method)
                if ms is not None:
                    per_run.append(ms)
            values.append(statistics.median(per_run) if per_run else None)
        out[name] = values
    out["update_method"] = sorted(methods)
    return out


# ----------------------------------------------------------------------------- report


def fmt_ms(v):
    return "%.0f ms" % v if v < 10000 else "%.1f s" % (v / 1000)


def fmt_ms_fine(v):
    return "%.1f ms" % v if v < 100 else fmt_ms(v)


def fmt_s(v):
    return "%.2f s" % (v / 1000)


def fmt_bytes(v):
    if v >= 10 * MIB:
        return "%.1f MiB" % (v / MIB)
    return "%.0f KiB" % (v / KIB) if v >= 100 * KIB else "%.1f KiB" % (v / KIB)


def fmt_count(v):
    return "%d" % round(v)


def fmt_rate(v):
    return "{:,.0f}/s".format(v)


def cell(values, fmt):
    s = browser.stats(values)
    if s is None:
        return "n/a"
    if s["min"] == s["max"] or s["n"] == 1:
        return fmt(s["median"])
    return "%s (%s–%s)" % (fmt(s["median"]), fmt(s["min"]), fmt(s["max"]))


def median(values):
    s = browser.stats(values)
    return s["median"] if s else None


def ratio(a, b):
    if a is None or b in (None, 0):
        return "n/a"
    r = a / b
    return "%.1f%%" % (100 * r) if r < 0.995 else "%.2f×" % r


def over(a, b):
    if a is None or b in (None, 0):
        return "n/a"
    return "%+.0f%%" % (100 * (a / b - 1))


def build_table(mp, py, fl, extra):
    """Rows: (figure, site cell, floor cell, over the floor, pyodide cell, ratio, load cell, budget key
    or None)."""
    rows = []
    loads = extra["loads"]

    def row(label, key, fmt, budget=None, py_key=None, taken="local"):
        a, b = mp.get(key), py.get(py_key or key) if py is not None else None
        f = fl.get(key) if median(fl.get(key) or []) is not None else None
        rows.append((label, cell(a, fmt), cell(f, fmt) if f is not None else "—",
                     over(median(a), median(f)) if f is not None else "—",
                     cell(b, fmt) if b is not None else "—",
                     ratio(median(a), median(b)) if b is not None else "—",
                     load_cell(loads[taken]) if taken else "—", budget))

    row("First result, cold (fresh profile)", "first_cold", fmt_ms, "cold_floor_ratio")
    row("First result, warm (reload)", "first_warm", fmt_ms, "warm_floor_ratio")
    row("Interpreter ready, cold (%s)" % extra["ready_source"], "ready_cold", fmt_ms)
    row("Interpreter ready, warm", "ready_warm", fmt_ms)
    row("Common archive inflated and read in JavaScript, cold (measure 'calculator-unpack'; the linked "
        "place's is 'calculator-unpack-<place>'; wall time, while MicroPython loads)", "unpack", fmt_ms_fine)
    row("Waiting for the archives once MicroPython is ready, cold ('calculator-archive-wait')", "archive_wait",
        fmt_ms_fine)
    row("Files written into MicroPython's file system, cold ('calculator-write')", "write", fmt_ms_fine)
    row("Longest main-thread task before the first result, cold", "longtask", fmt_ms)
    row("Calculator page on the wire, cold (gzip as served)", "bytes_cold", fmt_bytes, "bytes_cold", taken=None)
    rows.append(("Same page if sent brotli (quality 11) instead of gzip", fmt_bytes(extra["brotli_cold"]), "—", "—",
                 "—", "—", "—", "brotli_cold"))
    if extra.get("spanish_first"):   # the Spanish page (issue #22: within the English page's budgets)
        rows.append(("Spanish calculator (es/), first result, cold", cell(extra["spanish_first"], fmt_ms), "—",
                     over(median(extra["spanish_first"]), median(mp["first_cold"])) + " over the English page",
                     "—", "—", load_cell(loads["local"]), None))
        rows.append(("Spanish calculator (es/) on the wire, cold (gzip as served)",
                     cell(extra["spanish_bytes"], fmt_bytes), "—", over(median(extra["spanish_bytes"]),
                                                                         median(mp["bytes_cold"])) + " over the English page",
                     "—", "—", "—", None))
    row("Requests, cold", "requests_cold", fmt_count, taken=None)
    row("On the wire, warm reload", "bytes_warm", fmt_bytes, taken=None)
    row("Requests on the network, warm reload", "requests_warm", fmt_count, taken=None)
    row("Requests answered from the browser's cache, warm reload", "cached_warm", fmt_count, taken=None)
    row("Result update after an answer changes (%s)" % extra["update_method"], "update", fmt_ms_fine, "update")
    row("Same change, from the event to the last DOM change (MutationObserver)", "update_dom", fmt_ms_fine)
    row("Result update while typing (`input` only: includes the page's wait for typing to stop)",
        "update_typing", fmt_ms_fine)
    row("First result, cold, throttled link", "throttled_cold", fmt_s, taken="throttled")
    row("First result, warm, throttled link", "throttled_warm", fmt_s, taken="throttled")
    rows.append(("Guide page (%s) load event, cold" % GUIDE, cell(extra["guide_load"], fmt_ms),
                 "—", "—", "—", "—", load_cell(loads["guide"]), None))
    rows.append(("Guide page on the wire, cold (requests)", "%s (%s)" % (
        cell(extra["guide_bytes"], fmt_bytes), cell(extra["guide_requests"], fmt_count)), "—", "—", "—", "—", "—",
        None))
    rows.append(("`make build` (mkdocs build --strict)", "%.1f s" % extra["build_seconds"], "—", "—", "—", "—",
                 load_cell(loads["build"]), None))
    un = extra["unsure"]
    rows.append(("One answer with all %d City yes/no questions \"not sure\" (%d combinations), MicroPython in "
                 "Node: median wall time of %d (fastest %s; CPU time %s)" % (
                     un["questions"], un["combinations"], un["runs"], fmt_ms_fine(un["min_ms"]),
                     fmt_ms_fine(un["cpu_ms"])), fmt_ms_fine(un["ms"]), "—", "—", "—", "—", load_cell(loads["unsure"]),
                 "unsure_answer"))
    tp = extra["throughput"]
    rows.append(("evaluate() throughput in Node, %d scenario inputs" % tp["inputs"],
                 fmt_rate(tp["micropython"]["per_second"]), "—", "—", fmt_rate(tp["pyodide"]["per_second"]),
                 ratio(tp["micropython"]["per_second"], tp["pyodide"]["per_second"]), load_cell(loads["throughput"]),
                 None))
    rows.append(("evaluate() throughput on CPython %s" % tp["cpython"]["version"],
                 fmt_rate(tp["cpython"]["per_second"]), "—", "—", "—", "—", load_cell(loads["throughput"]), None))
    return rows


def ratio_of(a, b):
    return a / b if a is not None and b else None


def check_budgets(mp, fl, extra):
    """Each budget with its value and whether it is met; a figure not measured misses it."""
    values = {key: median(mp[key]) for key in ("bytes_cold", "update")}
    values["cold_floor_ratio"] = ratio_of(median(mp["first_cold"]), median(fl["first_cold"]))
    values["warm_floor_ratio"] = ratio_of(median(mp["first_warm"]), median(fl["first_warm"]))
    values["brotli_cold"] = extra["brotli_cold"]
    values["unsure_answer"] = (extra.get("unsure") or {}).get("ms")
    loads = extra.get("loads") or {}
    results = []
    for key, limit, text, short in BUDGETS:
        value = values.get(key)
        ok = value is not None and value <= limit
        taken = [] if key in UNTIMED else loads.get("unsure" if key == "unsure_answer" else "local") or []
        results.append({"key": key, "text": text, "short": short, "value": value, "limit": limit, "ok": ok,
                        "loads": taken})
    for page, figure, limit in LIGHTHOUSE_BUDGETS if extra["lighthouse"] else []:
        value = extra["lighthouse"][page][figure]
        text = "Lighthouse %s, %s >= %s" % (page, figure, limit)
        results.append({"key": "lighthouse", "text": text, "short": text, "value": value, "limit": limit,
                        "ok": value >= limit, "loads": [extra["lighthouse"][page].get("load")]})
    return results


def exit_code(budgets, check):
    """1 when ``check`` and a budget is missed (naming them on standard error), else 0."""
    failed = [b for b in budgets if not b["ok"]]
    if check and failed:
        log("bench: %d budget(s) missed: %s" % (len(failed), ", ".join(b["text"] for b in failed)))
        return 1
    return 0


def lighthouse_table(found):
    lines = ["| Page | Performance | Accessibility | CLS | TBT | LCP | FCP | Load (1-min) when taken |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for page, _ in LIGHTHOUSE_PAGES:
        f = found[page]
        lines.append("| %s | %.0f | %.0f | %.3f | %.0f ms | %.0f ms | %.0f ms | %s |" % (
            page, f["performance"], f["accessibility"], f["cls"], f["tbt"], f["lcp"], f["fcp"],
            load_cell([f.get("load")])))
    if busy([found[page].get("load") for page, _ in LIGHTHOUSE_PAGES]):
        lines += ["", "**Lighthouse ran on a busy machine**: a page marked busy had a run taken above load %.1f "
                      "even after its repeats. Lighthouse's simulated throttling scales with the machine's speed, "
                      "so its scores there are lower than on a quiet machine: re-measure them quietly." % BUSY_LOAD]
    return "\n".join(lines)


def budget_line(b):
    """One budget in the list under the table, with the load its figure was taken at when busy."""
    line = "- %s %s: %s" % ("pass" if b["ok"] else "**FAIL**", b["text"], budget_value_text(b))
    if busy(b.get("loads") or []):
        line += " (**busy**: taken at load %.1f, above %.1f; re-measure on a quiet machine)" % (
            max([load for load in b["loads"] if load is not None]), BUSY_LOAD)
    return line


def budget_value_text(b):
    v = b["value"]
    if v is None:
        return "not measured"
    if b["key"] in ("cold_floor_ratio", "warm_floor_ratio"):
        return "%.2f× the floor" % v
    if b["key"] == "lighthouse":
        return "%g" % round(v, 3)
    if b["key"] in ("bytes_cold", "brotli_cold"):
        return "%.1f KiB" % (v / KIB)
    if b["key"] in ("update", "unsure_answer"):
        return "%.2f ms" % v
    return "%.0f ms" % v


def render_table(rows, budgets):
    by_key = {b["key"]: b for b in budgets}
    lines = ["| Figure | This site (MicroPython) | PyScript floor (nothing imported) | Over the floor "
             "| Same page on Pyodide | MicroPython / Pyodide | Load (1-min) when taken | Budget |",
             "|---|---:|---:|---:|---:|---:|---:|---|"]
    for label, a, f, o, b, r, load, key in rows:
        keys = [key] if key else []
        mark = "; ".join("%s: %s" % (by_key[k]["short"], "pass" if by_key[k]["ok"] else "**FAIL**") for k in keys)
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (label, a, f, o, b, r, load, mark))
    return "\n".join(lines)


def biggest_files(run, base, count=8):
    files = sorted(run["net"]["files"], key=lambda f: -f["bytes"])[:count]
    decoded = {r["url"]: r["decoded"] for r in run["resources"]}
    parts = []
    for f in files:
        raw = decoded.get(f["url"])
        parts.append("`%s` %.1f KiB%s" % (browser.short_url(f["url"], base), f["bytes"] / KIB,
                                          " (%.1f KiB unpacked)" % (raw / KIB) if raw else ""))
    return ", ".join(parts)


def breakdown(title, run, base):
    """Navigation timing, interpreter-ready, marks and per-file resource timing of one load."""
    lines = ["#### %s" % title, ""]
    nav = run.get("nav") or {}
    keys = ("requestStart", "responseStart", "responseEnd", "domInteractive", "domContentLoadedEventEnd",
            "loadEventEnd")
    lines.append("Navigation: " + ", ".join("%s %.0f ms" % (k, nav[k]) for k in keys if k in nav))
    lines.append("Interpreter ready: %s (%s); first-result: %s" % (
        "%.0f ms" % run["ready"] if run.get("ready") is not None else "n/a", run.get("ready_source"),
        "%.0f ms" % run["firstResult"] if run.get("firstResult") is not None else "n/a"))
    page_marks = [m for m in run.get("marks", [])] + [m for m in run.get("measures", [])]
    if page_marks:
        lines.append("Page marks/measures: " + ", ".join(
            "%s @%.0f%s" % (m["name"], m["start"], " (+%.1f ms)" % m["duration"] if m["duration"] else "")
            for m in sorted(page_marks, key=lambda m: m["start"])))
    tasks = (run.get("bench") or {}).get("longtasks") or []
    if tasks:
        lines.append("Long tasks (start +duration): " + ", ".join(
            "%.0f +%.0f ms" % (t["start"], t["duration"]) for t in tasks))
    wire = {}
    for f in run["net"]["files"]:
        wire[f["url"]] = wire.get(f["url"], 0) + f["bytes"]
    lines += ["", "| file | start ms | end ms | on the wire | unpacked | initiator |", "|---|---:|---:|---:|---:|---|"]
    for r in sorted(run.get("resources", []), key=lambda r: r["start"]):
        lines.append("| `%s` | %.0f | %.0f | %.1f KiB | %.1f KiB | %s |" % (
            browser.short_url(r["url"], base), r["start"], r["end"], wire.get(r["url"], r["transfer"]) / KIB,
            r["decoded"] / KIB, r["initiator"]))
    seen = {r["url"] for r in run.get("resources", [])}
    nav_url = [f for f in run["net"]["files"] if f["url"] not in seen]
    for f in nav_url:
        lines.append("| `%s` (document or not in resource timing) | | | %.1f KiB | | |" % (
            browser.short_url(f["url"], base), f["bytes"] / KIB))
    lines.append("| **total** (%d requests) | | | %.1f KiB | | |" % (run["net"]["requests"], run["net"]["bytes"] / KIB))
    return "\n".join(lines)


def machine():
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:
        cpus = os.cpu_count()
    return cpus, model


def versions():
    def pkg(*parts):
        try:
            return json.loads((ROOT / "node_modules" / Path(*parts) / "package.json").read_text())["version"]
        except (OSError, ValueError):
            return "?"
    try:
        from importlib.metadata import version
        pw = version("playwright")
    except Exception:  # noqa: BLE001
        pw = "?"
    return {"pyscript": pkg("@pyscript", "core"), "micropython": pkg("@micropython", "micropython-webassembly-pyscript"),
            "pyodide": pyodide_version(), "playwright": pw}


# ----------------------------------------------------------------------------- main


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when a budget is missed")
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (default 5)")
    parser.add_argument("--reference-throttled-runs", type=int, default=None, metavar="N",
                        help="runs of the Pyodide page on the throttled link (default: --runs)")
    parser.add_argument("--lighthouse-runs", type=int, default=3, metavar="N",
                        help="Lighthouse runs per page, median reported (default 3; 0 skips Lighthouse)")
    parser.add_argument("--busy-repeats", type=int, default=BUSY_REPEATS, metavar="N",
                        help="times a measurement taken above load %.1f is taken again (default %d)" % (
                            BUSY_LOAD, BUSY_REPEATS))
    parser.add_argument("--out", default=str(HERE / "results.md"), help="where to write the table")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if args.busy_repeats < 0:
        parser.error("--busy-repeats must be 0 or more")
    ref_throttled = args.runs if args.reference_throttled_runs is None else args.reference_throttled_runs
    if not 1 <= ref_throttled <= args.runs:
        parser.error("--reference-throttled-runs must be between 1 and --runs")
    if not Path(browser.CHROMIUM).exists():
        sys.exit("bench: %s is missing: run `make chromium` (Debian's chromium package)" % browser.CHROMIUM)

    os.environ.setdefault("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")
    from playwright.sync_api import sync_playwright
    from static_server import StaticServer

    started = time.monotonic()
    quietly = Quietly(args.busy_repeats)
    loads = {}
    work = Path(tempfile.mkdtemp(prefix="bench-"))
    try:
        site, py_site, fl_site = work / "site", work / "site-pyodide", work / "site-floor"
        log("bench: building the site (mkdocs build --strict) ...")
        build_seconds, load = quietly(lambda: build_site(site), "the build")
        loads["build"] = [load]
        log("bench: built in %.1f s; making the Pyodide copy ..." % build_seconds)
        variant_notes = make_pyodide_site(site, py_site)
        floor_note = make_floor_site(site, fl_site)

        log("bench: evaluate() throughput (CPython, MicroPython and Pyodide in Node) ...")
        inputs = scenario_inputs()
        throughput, load = quietly(lambda: {"inputs": len(inputs), "cpython": cpython_throughput(inputs),
                                            "micropython": node_throughput(inputs, "micropython"),
                                            "pyodide": node_throughput(inputs, "pyodide")}, "the throughput")
        loads["throughput"] = [load]
        log("bench: one answer with every City yes/no question \"not sure\", MicroPython in Node ...")
        unsure, load = quietly(unsure_answer, "the \"not sure\" answer")
        loads["unsure"] = [load]

        mp_server = StaticServer(site, prefix=PREFIX).start()
        py_server = StaticServer(py_site, prefix=PREFIX).start()
        fl_server = StaticServer(fl_site, prefix=PREFIX).start()
        mp_runs, py_runs, fl_runs, mp_thr, py_thr, guides, es_runs = [], [], [], [], [], [], []
        loads.update(local=[], throttled=[], guide=[])
        errors = []
        try:
            with sync_playwright() as pw:
                for i in range(args.runs):
                    log("bench: run %d/%d, local: MicroPython, floor, Pyodide, Spanish ..." % (i + 1, args.runs))
                    (mine, floor, pyodide, spanish), load = quietly(lambda: (
                        calculator_run(pw, mp_server.url), calculator_run(pw, fl_server.url, updates=False),
                        calculator_run(pw, py_server.url),
                        calculator_run(pw, mp_server.url, updates=False, language=SPANISH)), "local run %d" % (i + 1))
                    mp_runs.append(mine)
                    es_runs.append(spanish)
                    fl_runs.append(floor)
                    py_runs.append(pyodide)
                    loads["local"].append(load)
                for i in range(args.runs):
                    log("bench: run %d/%d, throttled link: MicroPython, Pyodide ..." % (i + 1, args.runs))
                    (mine, pyodide), load = quietly(lambda: (
                        calculator_run(pw, mp_server.url, throttled=True, updates=False),
                        calculator_run(pw, py_server.url, throttled=True, updates=False) if i < ref_throttled
                        else None), "throttled run %d" % (i + 1))
                    mp_thr.append(mine)
                    if pyodide is not None:
                        py_thr.append(pyodide)
                    loads["throttled"].append(load)
                for i in range(args.runs):
                    guide, load = quietly(lambda: guide_run(pw, mp_server.url), "guide run %d" % (i + 1))
                    guides.append(guide)
                    loads["guide"].append(load)
            found_lighthouse = lighthouse.measure([(name, mp_server.url + path) for name, path in LIGHTHOUSE_PAGES],
                                                  args.lighthouse_runs, log, quietly) if args.lighthouse_runs else None
        except browser.PageError as error:
            sys.exit("bench: %s" % error)
        finally:
            mp_server.close()
            py_server.close()
            fl_server.close()
        for name, runs in (("MicroPython", mp_runs + mp_thr + es_runs), ("Pyodide", py_runs + py_thr)):
            for r in runs:
                for e in r["errors"]:
                    if "%s page: %s" % (name, e) not in errors:
                        errors.append("%s page: %s" % (name, e))

        mp, py, fl = figures(mp_runs, mp_thr), figures(py_runs, py_thr), figures(fl_runs, [])
        sources = sorted({r["cold"]["ready_source"] for r in mp_runs})
        extra = {
            "ready_source": ", ".join(sources),
            "update_method": "; ".join(mp["update_method"]),
            "guide_load": [g["load"] for g in guides], "guide_bytes": [g["bytes"] for g in guides],
            "guide_requests": [g["requests"] for g in guides],
            "build_seconds": build_seconds, "throughput": throughput, "lighthouse": found_lighthouse,
            "unsure": unsure, "loads": loads,
            "spanish_first": [r["cold"]["firstResult"] for r in es_runs],
            "spanish_bytes": [r["cold"]["net"]["bytes"] for r in es_runs],
        }
        base = mp_server.url
        mp_cold = browser.median_run([r["cold"] for r in mp_runs], "firstResult")
        extra["brotli_cold"] = brotli_bytes(site, mp_cold, base)
        budgets = check_budgets(mp, fl, extra)
        rows = build_table(mp, py, fl, extra)
        table = render_table(rows, budgets)
        cpus, model = machine()
        busy_figures = [b for b in budgets if busy(b["loads"])]
        v = versions()
        now = datetime.datetime.now().astimezone()

        out = ["# Benchmark results", "",
               "Written by `make bench` (bench/run.py) on %s. Do not edit by hand." % now.strftime("%Y-%m-%d %H:%M %Z"),
               "",
               "- Machine: %d CPUs (`nproc`)%s, %s; %s" % (cpus, ", " + model if model else "", platform.system(),
                                                             browser.chromium_version() + ", headless"),
               "- 1-minute load average as each measurement started: median %.2f, max %.2f. Each waited up to "
               "%d s for it to fall to %.1f (the benchmark's own last measurement stays in it for a minute); one "
               "started above %.1f was taken again, up to %d times, keeping the one started at the lowest load; "
               "the column \"Load (1-min) when taken\" gives the loads a figure's runs started at, and **busy** "
               "where one was still above %.1f%s" % (
                   statistics.median(quietly.loads), max(quietly.loads), SETTLE_SECONDS, BUSY_LOAD, BUSY_LOAD,
                   args.busy_repeats, BUSY_LOAD,
                   ": **%d budget figure(s) were taken on a busy machine; they are slower and noisier than on an "
                   "idle machine: re-measure them quietly**" % len(busy_figures) if busy_figures else "."),
               "- Versions: PyScript %s, MicroPython %s, Pyodide %s (reference only), Playwright %s, Python %s" % (
                   v["pyscript"], v["micropython"], v["pyodide"], v["playwright"], platform.python_version()),
               "- Pages served from 127.0.0.1 under `%s` by tests/static_server.py (gzip: the build's "
               "precompressed zopfli `.gz` siblings when present, else level 6 on the fly, like nginx's "
               "`gzip_static on`; "
               "`Cache-Control: public, max-age=600`, ETag). Each run: a fresh Chromium profile, the "
               "calculator opened at `%s%s` (cold), then reloaded (warm). %d runs; median (min–max)." % (
                   PREFIX, CALCULATOR, QUERY, args.runs),
               "- Throttled link: DevTools network emulation, 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency%s." % (
                   "" if ref_throttled == args.runs else "; the Pyodide page %d runs there" % ref_throttled),
               "- Result update: \"peak attendance\" changed %d times per run inside the page (value set, then "
               "`input` and `change` dispatched, as typing and then leaving the field do), timed by %s, "
               "and from the event to the last DOM change (MutationObserver). Median per run, then median of "
               "the runs. The \"while typing\" row dispatches `input` only, so it includes any delay the page "
               "waits for typing to stop." % (len(UPDATE_VALUES), extra["update_method"]),
               "- Pyodide column: the same build with the calculator page switched to PyScript's `py` type "
               "on Pyodide from node_modules (bench/pyodide_site.py: %s)." % "; ".join(variant_notes),
               "- PyScript floor column: the same build with the calculator page reduced to PyScript and "
               "MicroPython starting and nothing imported (bench/floor_site.py: %s); cold and warm only. "
               "\"Over the floor\" is what our own code and data add." % floor_note,
               "- Brotli row: the cold page's bytes on the wire with every file the server compressed sent as "
               "brotli quality 11 instead: the build's `.br` siblings when present, else Node's zlib "
               "(bench/compressed.mjs).",
               "- \"Not sure\" row: one `evaluate()` of a City street fair %d days ahead with all %d yes/no "
               "questions answered \"not sure\", timed %d times on its own under MicroPython in Node "
               "(bench/mp_throughput.mjs `--each`, the package's .py files as in the throughput row)." % (
                   UNSURE_DAYS_AHEAD, unsure["questions"], unsure["runs"]),
               "- Budgets: the first result, cold and warm, as a ratio to the floor's median of the same run; "
               "the bytes; the update times; Lighthouse scores.",
               "",
               table, ""]
        if found_lighthouse:
            out += ["Lighthouse %s, mobile preset (simulated throttling), median of %d, pages served with gzip:" % (
                lighthouse.VERSION, args.lighthouse_runs), "", lighthouse_table(found_lighthouse), ""]
        out += [
               "Biggest files, calculator page, cold (on the wire): " + biggest_files(mp_cold, base) + ".", "",
               "## Budgets (medians)", ""]
        for b in budgets:
            out.append(budget_line(b))
        failed = [b for b in budgets if not b["ok"]]
        out += ["", "%d of %d budgets met." % (len(budgets) - len(failed), len(budgets))]
        if errors:
            out += ["", "Console errors seen during the runs:", ""] + ["- `%s`" % e[:300] for e in errors[:10]]

        details = []
        failed_keys = {b["key"] for b in failed}
        if failed_keys & {"cold_floor_ratio", "bytes_cold", "brotli_cold"}:
            details.append(breakdown("Calculator page, cold, local (median run, MicroPython)", mp_cold, base))
        if "cold_floor_ratio" in failed_keys:
            details.append(breakdown("Floor page, cold, local (median run)",
                                     browser.median_run([r["cold"] for r in fl_runs], "firstResult"), fl_server.url))
        if "warm_floor_ratio" in failed_keys:
            details.append(breakdown("Calculator page, warm reload (median run, MicroPython)",
                                     browser.median_run([r["warm"] for r in mp_runs], "firstResult"), base))
            details.append(breakdown("Floor page, warm reload (median run)",
                                     browser.median_run([r["warm"] for r in fl_runs], "firstResult"), fl_server.url))
        if "update" in failed_keys:
            samples = []
            for r in mp_runs:
                samples.append(", ".join("%s / %s" % tuple("%.1f" % ms if ms is not None else m for ms, m in
                                                           (browser.update_time(s), browser.update_time(s, True)))
                                         for s in r["updates"]))
            details.append("#### Result update samples (ms, per run: page measure / event to last DOM change)\n\n"
                           + "\n".join("- " + s for s in samples))
        if details:
            out += ["", "## Breakdown of the missed budgets", ""] + ["\n\n".join(details)]
        out += ["", "Run time: %.0f s." % (time.monotonic() - started), ""]
        text = "\n".join(out)
        Path(args.out).write_text(text, encoding="utf-8")
        print(text)
        log("bench: wrote %s" % args.out)
        if busy_figures:
            log("bench: warning: %d budget figure(s) taken above load %.1f (other work ran): %s" % (
                len(busy_figures), BUSY_LOAD, ", ".join(b["text"] for b in busy_figures)))
        return exit_code(budgets, args.check)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
