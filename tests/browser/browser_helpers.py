"""Helpers for the browser tests: opening the calculator, reading its answer, checking a page."""

import json
import subprocess
import sys
import time

from site_build import ROOT

READY = 'html[data-calculator="ready"]'


def cli(answers):
    """``python -m calculator evaluate -``: the command line's answer for the same input."""
    proc = subprocess.run([sys.executable, "-m", "calculator", "evaluate", "-"], input=json.dumps(answers),
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return json.loads(proc.stdout)


def wait_for(page, expression, arg=None, timeout=10000):
    """Wait until ``expression`` (a JavaScript function or expression) is true on the page.

    Unlike Playwright's ``wait_for_function``, whose polling evaluates the text with ``eval``,
    this works under a guide page's policy, which allows no ``'unsafe-eval'``.
    """
    deadline = time.monotonic() + timeout / 1000
    while True:
        value = page.evaluate(expression, arg) if arg is not None else page.evaluate(expression)
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError("still false after %d ms: %s" % (timeout, expression))
        page.wait_for_timeout(50)


def check_clean(recorded, server):
    # A helper module: pytest does not rewrite these asserts, so each says what it found.
    assert recorded.foreign_requests(server.origin) == [], recorded.foreign_requests(server.origin)
    assert recorded.console_errors() == [], recorded.console_errors()
    assert recorded.errors == [], recorded.errors
    assert recorded.dialogs == [], recorded.dialogs


def open_calculator(page, server, query=""):
    page.goto(server.url + "calculator/" + query)
    page.wait_for_selector(READY, state="attached", timeout=20000)
    return page


RESULT_JS = """() => {
  const head = document.querySelector('#calc-headline');
  const pairs = (selector) => [...document.querySelectorAll(selector)].map(
    (e) => [e.dataset.id, e.hasAttribute('data-value') ? e.dataset.value : null]);
  return {
    status: head ? head.dataset.status : null,
    headline: head ? head.textContent : null,
    reasons: [...document.querySelectorAll('.calc-reason')].map((e) => e.dataset.kind),
    deadlines: pairs('.calc-deadline'),
    requirements: pairs('.calc-requirement'),
    warnings: [...document.querySelectorAll('.calc-warning')].map((e) => e.dataset.id),
    checklist: [...document.querySelectorAll('.calc-check')].map((e) => [e.dataset.id, e.dataset.status]),
  };
}"""


def page_result(page):
    return page.evaluate(RESULT_JS)


def expected_result(result):
    """What RESULT_JS should read for a contract result.

    The page lists the requirements that apply (or may) first, then, collapsed, those
    that do not; the organizer's deadlines, then the office's; in "Why" the reasons, then each
    day's readings and closed days, which are no warnings there (calculator.summary)."""
    from calculator import summary

    requirements = ([r for r in result["requirements"] if r["applies"] != "not_required"]
                    + [r for r in result["requirements"] if r["applies"] == "not_required"])
    return {
        "status": result["permit"]["status"],
        "reasons": [reason["kind"] for reason in summary.why(result)],
        "deadlines": [[d["id"], d["date"]] for d in summary.acted_on(result) + summary.duties(result)],
        "requirements": [[r["id"], None if r["quantity"] is None else str(r["quantity"])]
                         for r in requirements],
        "warnings": [w["id"] for w in summary.warnings(result)],
        "checklist": [[c["id"], c["status"]] for c in result["checklist"]],
    }

