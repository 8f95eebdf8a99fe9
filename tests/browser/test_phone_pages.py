"""Guide pages on a phone and by keyboard: tables, target sizes, "Copy link" buttons.

Every table sits in a scroll region (hooks/table_regions.py): at 390 px wide, a table
wider than the screen scrolls inside a region the keyboard can focus, with a name;
none reaches past the screen.  Links and buttons outside running text are at least
24 by 24 px (WCAG 2.2 AA 2.5.8).  The full-text pages' "Copy link" buttons copy the
clause's address, say so in a polite live region and are absent without JavaScript.
"""

import re

import pytest
from playwright.sync_api import expect

from browser_helpers import check_clean
from site_build import needs_places, published_places

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}

TABLES_JS = """() => [...document.querySelectorAll('article table')].map((table) => {
  const region = table.closest('.table-scroll');
  if (!region) return {wrapped: false};
  const box = region.getBoundingClientRect();
  return {wrapped: true, scrolls: region.scrollWidth > region.clientWidth + 1,
          tabindex: region.getAttribute('tabindex'), role: region.getAttribute('role'),
          label: region.getAttribute('aria-label') || '', right: box.right,
          page: document.documentElement.clientWidth};
})"""

SMALL_TARGETS_JS = """(selector) => [...document.querySelectorAll(selector)].filter((e) => {
  const box = e.getBoundingClientRect(), style = getComputedStyle(e);
  if (!box.width || !box.height || style.visibility === 'hidden' || style.opacity === '0') return false;
  return box.width < 24 || box.height < 24;
}).map((e) => [e.className, e.textContent.trim().slice(0, 40), Math.round(e.getBoundingClientRect().width),
               Math.round(e.getBoundingClientRect().height)])"""


def guide_pages(site):
    return sorted(path.relative_to(site).parent.as_posix() + "/" for path in site.glob("*/*/index.html")
                  if path.parts[-3] in published_places()) + \
        sorted(path.relative_to(site).parent.as_posix() + "/" for path in site.glob("*/index.html")
               if path.parts[-2] in published_places())


def test_tables_scroll_in_labelled_regions_on_a_phone(open_page, server, site):
    page, recorded = open_page(viewport=PHONE)
    scrolling = 0
    for path in guide_pages(site):
        page.goto(server.url + path)
        for table in page.evaluate(TABLES_JS):
            assert table["wrapped"], path
            assert table["right"] <= table["page"] + 0.5, path
            if table["scrolls"]:
                scrolling += 1
                assert (table["tabindex"], table["role"]) == ("0", "region"), path
                assert table["label"].startswith("Table: ") and len(table["label"]) > len("Table: "), path
    assert scrolling >= 5 * len(published_places())
    check_clean(recorded, server)


@needs_places("village")
def test_a_wide_table_scrolls_by_keyboard(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    page.goto(server.url + "village/when-to-apply/")
    region = page.locator(".table-scroll").first
    assert region.evaluate("e => e.scrollWidth > e.clientWidth")
    region.focus()
    assert page.evaluate("document.activeElement.classList.contains('table-scroll')")
    for _ in range(40):
        page.keyboard.press("ArrowRight")
    page.wait_for_function("document.activeElement.scrollLeft + document.activeElement.clientWidth"
                           " >= document.activeElement.scrollWidth - 1")
    outline = region.evaluate("e => getComputedStyle(e).outlineStyle")
    assert outline != "none"
    check_clean(recorded, server)


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["390px", "1280px"])
def test_targets_are_at_least_24_px(open_page, server, viewport):
    page, recorded = open_page(viewport=viewport)
    for path in [""] + ["%s/costs/" % place for place in published_places()] + [
            "%s/ordinance/" % place for place in published_places()]:
        page.goto(server.url + path)
        page.wait_for_load_state("load")
        selector = ("a.md-nav__link, label.md-nav__link, .md-header a, .md-header label, .md-header button, "
                    ".md-footer a, .clause-link, .clause-copy")
        assert page.evaluate(SMALL_TARGETS_JS, selector) == [], path
    check_clean(recorded, server)


def test_search_dialog_has_a_name(open_page, server):
    page, recorded = open_page(viewport=DESKTOP)
    page.goto(server.url)
    assert page.get_attribute(".md-search[role=dialog]", "aria-label") == "Search"
    check_clean(recorded, server)


@needs_places("village")
def test_copy_link_copies_and_announces(open_page, server):
    page, recorded = open_page(viewport=PHONE, permissions=["clipboard-read", "clipboard-write"])
    page.goto(server.url + "village/ordinance/")
    buttons = page.locator("button.clause-copy")
    assert buttons.count() == page.locator("a.clause-link").count() > 10
    assert page.evaluate(SMALL_TARGETS_JS, "button.clause-copy") == []
    first_link = page.locator("a.clause-link").nth(2)
    anchor = first_link.get_attribute("href")
    first_link.focus()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.matches('button.clause-copy')")
    page.keyboard.press("Enter")
    status = page.locator("#clause-copy-status")
    status.wait_for(state="attached")
    # Not wait_for_function: Playwright evaluates its string with eval, which a guide page's CSP refuses.
    expect(status).to_have_text(re.compile(r"copied\.$"))
    assert status.get_attribute("aria-live") == "polite"
    assert page.evaluate("navigator.clipboard.readText()") == server.url + "village/ordinance/" + anchor
    assert buttons.nth(2).text_content().startswith("Copied")
    check_clean(recorded, server)


def test_without_javascript_the_label_links_remain(open_page, server):
    page, recorded = open_page(viewport=PHONE, java_script_enabled=False)
    page.goto(server.url + published_places()[-1] + "/ordinance/")
    assert page.locator("a.clause-link").count() > 10
    assert page.locator("button.clause-copy:visible").count() == 0
    assert recorded.errors == []
