"""Which stylesheets each built page links, and how.

The site's own stylesheet, site.css, is linked on every page (overrides/main.html) and holds
the printed page's rules too, in ``@media print``: no page links a stylesheet for print alone,
which cost a request of its own.
"""

import re
from pathlib import Path

import pytest

from site_build import built_site

LINK = re.compile(r"<link\b[^>]*\brel=\"stylesheet\"[^>]*>")


@pytest.fixture(scope="module")
def pages():
    build = built_site()
    assert build.returncode == 0, build.stdout + build.stderr
    return {path.relative_to(build.site_dir).as_posix(): path.read_text(encoding="utf-8")
            for path in sorted(Path(build.site_dir).rglob("*.html"))}


def test_every_page_links_the_sites_stylesheet_once_and_no_stylesheet_for_print_alone(pages):
    assert len(pages) > 10
    for name, html in pages.items():
        links = LINK.findall(html)
        assert len([tag for tag in links if "assets/stylesheets/site.css" in tag]) == 1, name
        assert not [tag for tag in links if "media=" in tag], name


def test_the_sites_stylesheet_holds_the_printed_pages_rules(pages):
    site_css = (Path(built_site().site_dir) / "assets" / "stylesheets" / "site.css").read_text(encoding="utf-8")
    printed = site_css[site_css.index("@media print"):]
    assert 'a[href]:not([href^="#"])::after' in printed and ".md-sidebar" in printed
