"""The published site's 404 page, served under the public address's sub-path (/permits/).

``make publish`` with filled settings (tests/publish_build.py) sets site_url from
SITE["url"] = https://example.gov/permits/, so the 404 page links from /permits/: its
styles load and every link on it leads to a page of the site.
"""

import urllib.error
import urllib.request
from urllib.parse import urlsplit

import pytest

from publish_build import published
from static_server import StaticServer

PRIMARY = "rgb(27, 79, 138)"  # --md-primary-fg-color in docs/assets/stylesheets/site.css


@pytest.fixture(scope="module")
def published_server():
    folder, result = published()
    assert result.returncode == 0, result.stdout + result.stderr
    with StaticServer(folder / "site", prefix="/permits/") as running:
        yield running


def status(url):
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def test_404_page_under_the_sub_path_loads_its_styles_and_links(browser, published_server):
    context = browser.new_context()
    try:
        page = context.new_page()
        failed = []
        page.on("requestfailed", lambda request: failed.append(request.url))
        response = page.goto(published_server.url + "no/such/page/")
        assert response.status == 404
        page.wait_for_load_state("load")
        assert page.evaluate("getComputedStyle(document.querySelector('.md-header')).backgroundColor") == PRIMARY
        sheets = page.evaluate("[...document.styleSheets].filter(s => s.href).map(s => new URL(s.href).pathname)")
        assert "/permits/assets/stylesheets/site.css" in sheets, sheets   # Material's and the site's, from the sub-path
        assert [sheet for sheet in sheets if sheet.startswith("/permits/assets/stylesheets/main.")], sheets
        links = page.evaluate("[...document.querySelectorAll('a[href], link[href], script[src]')]"
                              ".map(e => e.href || e.src)")
        local = [link for link in links if urlsplit(link).netloc == urlsplit(published_server.url).netloc]
        assert len(local) > 15
        for link in sorted(set(local)):
            assert urlsplit(link).path.startswith("/permits/"), link
            assert status(link.split("#")[0]) == 200, link
        assert failed == []
    finally:
        context.close()
