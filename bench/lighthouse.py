"""Lighthouse on the built site: mobile preset (Lighthouse's default), median of runs.

Lighthouse 12.2.3 (13 needs Node 22) is not one of the project's npm packages: the first
run installs it with npm into a cache folder (``$XDG_CACHE_HOME/permits-bench/``, else
``~/.cache/permits-bench/``) and later runs reuse it.  It drives Debian's Chromium
(``CHROME_PATH``), headless, against the pages served by tests/static_server.py (gzip).
"""

import json
import os
import shutil
import statistics
import subprocess
from pathlib import Path

VERSION = "12.2.3"
CHROMIUM = "/usr/bin/chromium"
FLAGS = "--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking"


def install_dir():
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "permits-bench" / ("lighthouse-" + VERSION)


def ensure(log):
    """Path of Lighthouse's CLI, installing it into the cache folder first if needed."""
    folder = install_dir()
    cli = folder / "node_modules" / "lighthouse" / "cli" / "index.js"
    if not cli.exists():
        log("bench: installing lighthouse@%s into %s (once) ..." % (VERSION, folder))
        folder.mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "install", "--prefix", str(folder), "--no-audit", "--no-fund",
                        "lighthouse@" + VERSION], check=True, capture_output=True, text=True, timeout=900)
    return cli


def run_once(cli, url):
    """One Lighthouse run: {performance, accessibility, cls, tbt, lcp, fcp}."""
    env = dict(os.environ, CHROME_PATH=CHROMIUM)
    done = subprocess.run([shutil.which("node") or "node", str(cli), url, "--output=json", "--output-path=stdout",
                           "--quiet", "--only-categories=performance,accessibility", "--chrome-flags=" + FLAGS],
                          capture_output=True, text=True, env=env, timeout=300)
    if done.returncode != 0:
        raise RuntimeError("lighthouse %s failed:\n%s" % (url, done.stderr[-2000:]))
    report = json.loads(done.stdout)
    audits = report["audits"]
    return {"performance": round(100 * (report["categories"]["performance"]["score"] or 0)),
            "accessibility": round(100 * (report["categories"]["accessibility"]["score"] or 0)),
            "cls": audits["cumulative-layout-shift"]["numericValue"],
            "tbt": audits["total-blocking-time"]["numericValue"],
            "lcp": audits["largest-contentful-paint"]["numericValue"],
            "fcp": audits["first-contentful-paint"]["numericValue"]}


def measure(pages, runs, log, quietly):
    """{name: {figure: median, "load": the highest load a run was taken at}} for pages = [(name, url)];
    runs interleaved across pages, each taken by ``quietly(measure, what)`` -> (result, load) (run.py:
    taken again while the machine is busy)."""
    cli = ensure(log)
    samples = {name: [] for name, _ in pages}
    loads = {name: [] for name, _ in pages}
    for i in range(runs):
        for name, url in pages:
            log("bench: lighthouse %d/%d, %s ..." % (i + 1, runs, name))
            found, load = quietly(lambda: run_once(cli, url), "lighthouse %s" % name)
            samples[name].append(found)
            loads[name].append(load)
    out = {}
    for name, found in samples.items():
        out[name] = {key: statistics.median(s[key] for s in found) for key in found[0]}
        out[name]["load"] = max(loads[name])
    return out
