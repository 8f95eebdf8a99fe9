"""The guides in Spanish (issue #27), in a real browser at 390 and 1280 px: the language selector lands
on the same section of the page in the other language, the search finds Spanish words in the Spanish
pages, and axe-core finds nothing on a Spanish guide page."""

import pytest

from browser_helpers import check_clean, wait_for
from site_build import published_places
from test_accessibility import violations

PHONE, DESKTOP = {"width": 390, "height": 844}, {"width": 1280, "height": 900}
VIEWPORTS = pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["390px", "1280px"])
PAGE, SECTION = "/when-to-apply/", "how-to-count-the-days"


def open_guide(open_page, server, viewport, path):
    page, recorded = open_page(viewport=viewport)
    page.goto(server.url + path)
    wait_for(page, "document.documentElement.classList.contains('js')")
    return page, recorded


def switch_to(page, language):
    """Open the header's language selector and follow the link to ``language``, as a visitor does."""
    page.click(".md-header__option .md-select > button")
    with page.expect_navigation():
        page.click('.md-select__link[hreflang="%s"]' % language)
    wait_for(page, "document.documentElement.classList.contains('js')")


@VIEWPORTS
def test_the_language_switch_lands_on_the_same_section(open_page, server, viewport):
    place = published_places()[0]
    page, recorded = open_guide(open_page, server, viewport, place + PAGE + "#" + SECTION)
    switch_to(page, "es")
    assert page.url == server.url + "es/" + place + PAGE + "#" + SECTION
    assert page.get_attribute("html", "lang") == "es"
    assert page.locator("#" + SECTION).count() == 1
    switch_to(page, "en")
    assert page.url == server.url + place + PAGE + "#" + SECTION
    assert page.get_attribute("html", "lang") == "en"
    check_clean(recorded, server)


@pytest.mark.parametrize("word", ["fianza", "permiso"])
def test_the_search_finds_spanish_words_on_spanish_pages(open_page, server, word):
    page, recorded = open_guide(open_page, server, DESKTOP, "es/" + published_places()[0] + "/costs/")
    page.click("input.md-search__input")
    page.keyboard.type(word)
    page.wait_for_selector(".md-search-result__item", timeout=20000)
    links = page.eval_on_selector_all(".md-search-result__item a", "(links) => links.map((a) => a.href)")
    assert [link for link in links if "/es/" in link], links
    check_clean(recorded, server)


@VIEWPORTS
def test_a_spanish_guide_page_has_no_axe_violation(open_page, server, viewport):
    page, recorded = open_guide(open_page, server, viewport, "es/" + published_places()[-1] + "/on-site-requirements/")
    assert violations(page, best_practice=True) == []
    check_clean(recorded, server)
