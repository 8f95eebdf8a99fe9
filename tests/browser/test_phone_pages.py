"""Guide pages on a phone and by keyboard: tables, target sizes, "Copy link" buttons.

Every table sits in a scroll region (hooks/table_regions.py) the keyboard can focus,
with a name.  At 390 px wide a table of four columns or more shows as labelled rows,
and no table is wider than its column; on a narrower screen a table that does not fit
scrolls in its region.  Links and buttons outside running text are at least
24 by 24 px (WCAG 2.2 AA 2.5.8).  The full-text pages' "Copy link" buttons copy the
clause's address, say so in a polite live region and are absent without JavaScript.
"""

import re

import pytest
from playwright.sync_api import expect

from browser_helpers import check_clean, wait_for
from site_build import needs_places, published_places
from calculator import LANGUAGES

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}

TABLES_JS = """() => [...document.querySelectorAll('article table')].map((table) => {
  const region = table.closest('.table-scroll');
  if (!region) return {wrapped: false};
  const box = region.getBoundingClientRect(), column = table.closest('article').getBoundingClientRect();
  const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
  return {wrapped: true, scrolls: region.scrollWidth > region.clientWidth + 1,
          tabindex: region.getAttribute('tabindex'), role: region.getAttribute('role'),
          label: region.getAttribute('aria-label') || '', right: box.right,
          page: document.documentElement.clientWidth, stacked: region.classList.contains('table-stack'),
          width: Math.round(table.getBoundingClientRect().width), column: Math.round(column.width),
          display: getComputedStyle(table).display, columns: headings.length,
          labels: [...table.querySelectorAll('tbody tr')].every((tr) =>
            [...tr.cells].every((td, i) => td.dataset.label === headings[i]))};
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


def test_no_table_is_wider_than_its_column_on_a_phone(open_page, server, site):
    """At 390 px wide tables show as labelled rows: nothing reaches past the column or hides sideways."""
    page, recorded = open_page(viewport=PHONE)
    widest, stacked = 0, 0
    for path in guide_pages(site):
        page.goto(server.url + path)
        for table in page.evaluate(TABLES_JS):
            assert table["wrapped"], path
            assert table["right"] <= table["page"] + 0.5, path
            assert not table["scrolls"] and table["width"] <= table["column"], (path, table["label"], table["width"])
            assert table["label"].startswith("Table: ") and len(table["label"]) > len("Table: "), path
            assert table["stacked"] == (table["columns"] >= 4), (path, table["label"])
            if table["stacked"]:
                stacked += 1
                assert table["display"] == "block" and table["labels"], (path, table["label"])
            widest = max(widest, table["width"])
    print("widest table at 390 px: %d px" % widest)
    assert stacked >= 5
    check_clean(recorded, server)


@needs_places("village")
def test_desktop_tables_stay_tables(open_page, server):
    page, recorded = open_page(viewport=DESKTOP)
    for path in ("village/when-to-apply/", "village/on-site-requirements/"):
        page.goto(server.url + path)
        tables = page.evaluate(TABLES_JS)
        assert any(table["stacked"] for table in tables)
        assert {table["display"] for table in tables} == {"table"}, path
        assert all(table["labels"] for table in tables if table["stacked"])
    check_clean(recorded, server)


@needs_places("village")
def test_a_table_too_wide_for_a_narrow_screen_scrolls_by_keyboard(open_page, server):
    """At 320 px (WCAG's reflow width) a three-column table is wider than the column: its region scrolls."""
    page, recorded = open_page(viewport={"width": 320, "height": 700})
    page.goto(server.url + "village/on-site-requirements/")
    region = page.locator(".table-scroll:not(.table-stack)").first
    assert region.evaluate("e => e.scrollWidth > e.clientWidth")
    assert (region.get_attribute("tabindex"), region.get_attribute("role")) == ("0", "region")
    region.focus()
    assert page.evaluate("document.activeElement.classList.contains('table-scroll')")
    for _ in range(40):
        page.keyboard.press("ArrowRight")
    wait_for(page, "document.activeElement.scrollLeft + document.activeElement.clientWidth"
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
    status = page.locator("#copy-link-status")
    status.wait_for(state="attached")
    # Not wait_for_function: its polling evaluates the text with eval, which a guide page's CSP refuses.
    expect(status).to_have_text(re.compile(r"copied\.$"))
    assert status.get_attribute("aria-live") == "polite"
    assert page.evaluate("navigator.clipboard.readText()") == server.url + "village/ordinance/" + anchor
    assert buttons.nth(2).text_content().startswith("Copied")
    check_clean(recorded, server)


HEADING_BUTTONS_JS = """() => [...document.querySelectorAll('article :is(h1, h2, h3, h4, h5, h6)[id]')].map((h) => {
  const button = h.nextElementSibling, box = button && button.getBoundingClientRect();
  return {heading: h.id, button: !!button && button.matches('button.heading-copy'),
          shown: !!button && button.checkVisibility({visibilityProperty: true}),
          words: button ? getComputedStyle(button, '::before').content : '', width: box ? box.width : 0,
          height: box ? box.height : 0, name: button ? button.getAttribute('aria-label') : ''}; })"""


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["390px", "1280px"])
def test_every_guide_heading_shows_a_copy_link_button(open_page, server, site, viewport):
    page, recorded = open_page(viewport=viewport)
    for path in guide_pages(site) + [""]:
        page.goto(server.url + path)
        wait_for(page, "document.documentElement.classList.contains('js')")
        headings = page.evaluate(HEADING_BUTTONS_JS)
        assert headings, path
        for heading in headings:
            assert heading["button"] and heading["shown"], (path, heading)
            assert heading["words"].startswith('"Copy link"'), (path, heading)
            assert heading["width"] >= 24 and heading["height"] >= 24, (path, heading)
            assert heading["name"].startswith("Copy link to "), (path, heading)
    check_clean(recorded, server)


# Each heading's words on the screen that run under its "Copy link" button: [heading, overlap in px].
UNDER_BUTTON_JS = """() => [...document.querySelectorAll('.heading-copy')].flatMap((button) => {
  const heading = button.previousElementSibling, box = button.getBoundingClientRect(), range = document.createRange();
  range.selectNodeContents(heading);
  return [...range.getClientRects()].filter((r) => r.width && r.right > box.left + 0.5 && r.left < box.right
    && r.bottom > box.top && r.top < box.bottom).map((r) => [heading.id, Math.round(r.right - box.left)]); })"""


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["390px", "1280px"])
def test_no_heading_runs_under_its_copy_link_button_in_any_language(open_page, server, site, viewport):
    """The room beside a heading fits its button's words in the page's language ("Copiar enlace" too)."""
    page, recorded = open_page(viewport=viewport)
    pages = guide_pages(site)
    for language in LANGUAGES[1:]:
        pages += [language + "/" + path for path in pages if (site / language / path / "index.html").is_file()]
    for path in pages + [""]:
        page.goto(server.url + path)
        wait_for(page, "document.documentElement.classList.contains('js')")
        assert page.evaluate(UNDER_BUTTON_JS) == [], path
    check_clean(recorded, server)


def test_a_heading_copy_button_copies_its_link_and_announces(open_page, server):
    page, recorded = open_page(viewport=PHONE, permissions=["clipboard-read", "clipboard-write"])
    page.goto(server.url + "village/on-site-requirements/")
    button = page.locator('button.heading-copy[data-anchor="fence-and-gates"]')
    assert button.get_attribute("aria-label") == "Copy link to Fence and gates"
    button.focus()
    page.keyboard.press("Enter")
    wait_for(page, "document.getElementById('copy-link-status').textContent"
                           " === 'Link to Fence and gates copied.'")
    assert page.evaluate("navigator.clipboard.readText()") == server.url + "village/on-site-requirements/#fence-and-gates"
    assert button.get_attribute("data-label") == "Copied"
    wait_for(page, "document.querySelector('[data-anchor=\"fence-and-gates\"]').dataset.label === 'Copy link'")
    # The page's own heading copies the page's address.
    page.locator("h1 + button.heading-copy").click()
    wait_for(page, "document.getElementById('copy-link-status').textContent.endsWith('copied.')")
    assert page.evaluate("navigator.clipboard.readText()") == server.url + "village/on-site-requirements/"
    check_clean(recorded, server)


def test_where_the_browser_will_not_copy_the_link_is_shown_selected(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    # No clipboard (as outside a secure context) and copying refused.
    page.add_init_script("Object.defineProperty(navigator, 'clipboard', {value: undefined});"
                         "document.execCommand = () => false;")
    costs = published_places()[0] + "/costs/"
    page.goto(server.url + costs)
    button = page.locator("button.heading-copy").nth(1)
    anchor = button.get_attribute("data-anchor")
    button.click()
    shown = page.locator("input.copy-link-shown")
    shown.wait_for()
    assert shown.input_value() == server.url + costs + "#" + anchor
    assert page.evaluate("""() => { const e = document.activeElement;
        return e.matches('input.copy-link-shown') && e.selectionStart === 0 && e.selectionEnd === e.value.length; }""")
    assert shown.get_attribute("aria-label").startswith("Link to ")
    wait_for(page, "document.getElementById('copy-link-status').textContent.startsWith('Could not copy.')")
    check_clean(recorded, server)


def test_without_javascript_the_label_links_remain(open_page, server):
    page, recorded = open_page(viewport=PHONE, java_script_enabled=False)
    page.goto(server.url + published_places()[0] + "/ordinance/")
    assert page.locator("a.clause-link").count() > 10
    assert page.locator("button.clause-copy:visible").count() == 0
    assert recorded.errors == []
