"""The built site under its own Content-Security-Policy, served with the headers the build wrote.

tests/static_server.py sends what ``site/_deploy/headers.json`` describes (as a host set
up with the generated ``_headers`` or nginx snippet would), under ``/permits/``.  An init
script records every ``securitypolicyviolation`` event before any of the page's scripts
runs; each page must report none, log no error, and do its job: the calculator answers,
the search finds a page, the 404 page runs its scripts.  A policy without the hashes is
checked too, to prove that the listener hears what the browser blocks.
"""

import json

import pytest

from browser_helpers import READY, check_clean, wait_for
from site_build import published_places
from static_server import StaticServer

PREFIX = "/permits/"
LISTEN = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push([event.effectiveDirective, event.blockedURI, event.sample, event.disposition]);
}, true);
"""
CALCULATOR = "calculator/?today=2026-05-01&event_start=2026-08-15&" + (
    "jurisdiction=city&event_type=parade" if "city" in published_places() else "jurisdiction=village&peak_attendance=600")


def headers_file(site):
    return site / "_deploy" / "headers.json"


@pytest.fixture(scope="module")
def with_headers(site):
    with StaticServer(site, prefix=PREFIX, headers=headers_file(site)) as running:
        yield running


def open_listening(open_page):
    page, recorded = open_page()
    page.add_init_script(LISTEN)
    return page, recorded


def violations(page):
    return page.evaluate("window.__violations")


def test_calculator_answers_under_the_policy(open_page, with_headers):
    page, recorded = open_listening(open_page)
    response = page.goto(with_headers.url + CALCULATOR)
    assert "'wasm-unsafe-eval'" in response.headers["content-security-policy"]
    page.wait_for_selector(READY, state="attached", timeout=30000)
    assert page.get_attribute("#calc-headline", "data-status") == "required"
    assert page.is_visible("#calc-headline")
    assert violations(page) == []
    check_clean(recorded, with_headers)


@pytest.mark.parametrize("path", [""] + ["%s/on-site-requirements/" % place for place in published_places()])
def test_pages_run_their_scripts_under_the_policy(open_page, with_headers, path):
    page, recorded = open_listening(open_page)
    page.goto(with_headers.url + path)
    # Material's bundle ran (it swaps no-js for js) and its inline head script did too.
    wait_for(page, "document.documentElement.classList.contains('js')")
    assert page.evaluate("typeof __md_get") == "function"
    page.wait_for_load_state("networkidle")
    assert violations(page) == []
    check_clean(recorded, with_headers)


def test_search_works_under_the_policy(open_page, with_headers):
    """The search runs in a worker (worker-src falls back to script-src 'self')."""
    page, recorded = open_listening(open_page)
    page.goto(with_headers.url + published_places()[0] + "/costs/")
    wait_for(page, "document.documentElement.classList.contains('js')")
    page.click("input.md-search__input")
    page.keyboard.type("permit")
    page.wait_for_selector(".md-search-result__item", timeout=20000)
    assert violations(page) == []
    check_clean(recorded, with_headers)


def test_404_page_under_the_sub_path_runs_its_scripts(open_page, with_headers):
    page, recorded = open_listening(open_page)
    response = page.goto(with_headers.url + "no/such/page/")
    assert response.status == 404
    assert "content-security-policy" in response.headers
    page.wait_for_load_state("networkidle")
    assert page.evaluate("typeof __md_get") == "function"  # the inline head script was allowed
    assert violations(page) == []


def test_meta_policy_alone_is_enough(open_page, server):
    """A host that sends no headers (GitHub Pages): the <meta> in each page is the policy."""
    page, recorded = open_listening(open_page)
    response = page.goto(server.url + CALCULATOR)
    assert "content-security-policy" not in response.headers
    page.wait_for_selector(READY, state="attached", timeout=30000)
    assert page.get_attribute("#calc-headline", "data-status") == "required"
    assert violations(page) == []
    check_clean(recorded, server)


def test_a_policy_without_the_hashes_is_reported(open_page, site, tmp_path):
    """The listener hears a blocked inline script: the zero above is a real zero."""
    data = json.loads(headers_file(site).read_text(encoding="utf-8"))
    csp = data["every_response"]["Content-Security-Policy"]
    data["every_response"]["Content-Security-Policy"] = " ".join(
        word for word in csp.split(" ") if not word.startswith("'sha256-"))
    stripped = tmp_path / "headers.json"
    stripped.write_text(json.dumps(data), encoding="utf-8")
    with StaticServer(site, prefix=PREFIX, headers=stripped) as running:
        page, recorded = open_listening(open_page)
        page.goto(running.url)
        page.wait_for_load_state("networkidle")
        blocked = violations(page)
        assert blocked and {directive for directive, *_ in blocked} == {"script-src-elem"}
        assert any("Content Security Policy" in text for text in recorded.console_errors())


# A script of the site's own origin (allowed by script-src 'self') that tries eval() under the page's policy.
PROBE = "window.__eval = (() => { try { return eval('1 + 1'); } catch (error) { return error.name; } })();"


def tries_eval(page, running):
    page.add_script_tag(url=running.url + "eval-probe.js")
    return page.evaluate("window.__eval")


@pytest.mark.parametrize("sent", ["headers", "meta"])
def test_eval_runs_only_on_the_calculator(open_page, with_headers, server, sent):
    """'unsafe-eval' is in the calculator's policy only: a guide page cannot eval(), under the
    headers and under its <meta> alone; the calculator can (PyScript's core needs Function())."""
    running = with_headers if sent == "headers" else server
    page, recorded = open_listening(lambda: open_page(service_workers="block"))
    page.route("**/eval-probe.js", lambda route: route.fulfill(body=PROBE, content_type="text/javascript"))
    for path in ("", "village/on-site-requirements/", "offline/"):
        page.goto(running.url + path)
        assert tries_eval(page, running) == "EvalError", path
    assert {directive for directive, *_ in violations(page)} == {"script-src"}
    page.goto(running.url + CALCULATOR)
    page.wait_for_selector(READY, state="attached", timeout=30000)
    assert tries_eval(page, running) == 2
    assert violations(page) == []
