"""``mkdocs serve`` (``make serve``) ships the calculator's runtime too, and the page works there."""

import os
import socket
import subprocess
import sys
import time
import urllib.request

from browser_helpers import READY, check_clean
from site_build import ROOT, published_places


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_calculator_works_under_mkdocs_serve(open_page):
    port = free_port()
    base = "http://127.0.0.1:%d/" % port
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    process = subprocess.Popen([sys.executable, "-m", "mkdocs", "serve", "--no-livereload", "-a", "127.0.0.1:%d" % port],
                               cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(base + "calculator/", timeout=5) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            assert process.poll() is None, process.stdout.read()
            assert time.monotonic() < deadline, "mkdocs serve did not start"
            time.sleep(0.3)
        page, recorded = open_page()
        page.goto(base + "calculator/?today=2026-05-01&event_start=2026-08-15&" + (
            "jurisdiction=city&event_type=parade" if "city" in published_places() else
            "jurisdiction=village&peak_attendance=600"))
        page.wait_for_selector(READY, state="attached", timeout=30000)
        assert page.get_attribute("#calc-headline", "data-status") == "required"

        class Local:
            origin = base.rstrip("/")
        check_clean(recorded, Local)
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
