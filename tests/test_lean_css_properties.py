"""hooks/lean_css.py drops the custom properties that nothing reads, and only those.

The screenshots in tests/browser/test_lean_css.py show the page looks the same; these
cases pin the rule itself."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "hooks"))

import lean_css  # noqa: E402

ICON = '--md-note-icon:url(\'data:image/svg+xml;charset=utf-8,<svg xmlns="http://www.w3.org/2000/svg"/>\')'


def test_a_property_nothing_reads_is_dropped_and_the_rest_stay_as_they_were():
    css = ":root{--read:red;%s;--unread:1px}.a{color:var(--read);margin:0}" % ICON
    assert lean_css.without_unused_properties(css, "") == ":root{--read:red}.a{color:var(--read);margin:0}"


def test_a_property_read_only_by_a_dropped_one_is_dropped_too():
    css = ":root{--base:blue;--derived:var(--base)}.a{color:red}"
    assert lean_css.without_unused_properties(css, "") == ".a{color:red}"


def test_a_property_read_by_a_kept_one_stays():
    css = ":root{--base:blue;--derived:var(--base)}.a{color:var(--derived)}"
    assert lean_css.without_unused_properties(css, "") == css


def test_a_property_read_by_the_page_or_its_code_stays():
    css = ":root{--by-page:1;--by-code:2;--by-none:3}"
    elsewhere = '<p style="width:var(--by-page)"></p> .x{height:var( --by-code)}'
    assert lean_css.without_unused_properties(css, elsewhere) == ":root{--by-page:1;--by-code:2}"


def test_inside_media_queries_too_and_an_emptied_rule_goes():
    css = "@media print{:root{--gone:1}.a{color:red}}"
    assert lean_css.without_unused_properties(css, "") == "@media print{.a{color:red}}"


def test_semicolons_inside_an_icons_url_do_not_split_it():
    css = ":root{%s}.n:before{mask-image:var(--md-note-icon)}" % ICON
    assert lean_css.without_unused_properties(css, "") == css
