"""Which stylesheets each built page links, and how.

print.css is linked on every page with media="print" (overrides/main.html), so it never
holds up the first paint.
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


def test_print_css_is_for_print_only_on_every_page(pages):
    assert len(pages) > 10
    for name, html in pages.items():
        links = [tag for tag in LINK.findall(html) if "print.css" in tag]
        assert len(links) == 1, name
        assert 'media="print"' in links[0], name
