"""The site in each of its languages (issue #27): mkdocs-static-i18n builds each language of
SITE["languages"] (hooks/languages.py), the Spanish pages from ``<page>.es.md`` beside each English page.

Every English guide page has its Spanish page, the two linked by the language selector's ``hreflang``
links; the Spanish page shows the same numbers, dates, clause links and section anchors (they come from
the same markers); no English sentence is left on it outside the ordinance's own words (``lang="en"``);
and the Spanish guides read plainly (Fernández-Huerta, textstat's Spanish formula).
"""

import posixpath
import re
import statistics
from html.parser import HTMLParser

import pytest
import textstat

from site_build import published_places
from test_guides import article_text, built_path, guide_sources

OTHER = "es"
MIN_READING_EASE = 70   # Fernández-Huerta, the median of the Spanish guide pages
# Words that are English and not Spanish: a block with three of them is an English sentence.
ENGLISH = set("""the and of to you your is are for with this that if or be by not on what when do does
it they their there was were has have will would can from which who an at as""".split())


def english_pages():
    """(src_uri, built path) of every English page that has a Spanish one: the guides, the full texts and the
    calculator."""
    places = published_places()
    pages = [uri for uri, place in guide_sources() if place in places or (place is None and len(places) > 1)]
    pages += [place + "/ordinance.md" for place in places] + ["calculator/index.md"]
    return [(uri, built_path(uri)) for uri in pages]


PAGES = english_pages()


def spanish(path):
    return OTHER + "/" + path


def read(site, path):
    return (site / path).read_text(encoding="utf-8")


class Page(HTMLParser):
    """What a test reads of a built page: the selector's links, the article's text outside ``lang="en"``,
    its numbers, clause links and anchors."""

    def __init__(self, html):
        super().__init__(convert_charrefs=True)
        self.alternates, self.ids, self.clause_links, self.blocks, self.every_word = {}, set(), set(), [[]], []
        self._article = self._english = 0
        self._alternate = None
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "md-select__link" in (attrs.get("class") or ""):
            self.alternates[attrs.get("hreflang")] = attrs.get("href")
        if tag == "article":
            self._article += 1
        if not self._article or tag in ("br", "img", "input", "hr", "meta", "link"):
            return
        if self._english or attrs.get("lang") == "en":
            self._english += 1
        if attrs.get("id") and tag in ("h2", "h3", "h4"):
            self.ids.add(attrs["id"])
        href = attrs.get("href") or ""
        if tag == "a" and "ordinance/#" in href:
            self.clause_links.add(href.split("ordinance/")[-1])
        if tag in ("p", "li", "h1", "h2", "h3", "h4", "td", "th", "dt", "dd", "summary", "div"):
            self.blocks.append([])

    def handle_endtag(self, tag):
        if tag == "article":
            self._article -= 1
        elif self._article and self._english and tag not in ("br", "img", "input", "hr"):
            self._english -= 1

    def handle_data(self, data):
        if self._article:
            self.every_word.append(data)
        if self._article and not self._english:
            self.blocks[-1].append(data)

    def text(self):
        return [" ".join("".join(block).split()) for block in self.blocks if "".join(block).strip()]

    def numbers(self):
        """The numbers of the article, the ordinance's own words included."""
        return set(int(re.sub(r"[.,]", "", number))
                   for number in re.findall(r"\d{1,3}(?:[.,]\d{3})+(?![.,]?\d)|\d+", " ".join(self.every_word)))


def english_sentences(blocks):
    """The blocks that read as English: three or more of ENGLISH's words."""
    return [block for block in blocks if len(ENGLISH & set(re.findall(r"[a-z]+", block.lower()))) >= 3]


@pytest.fixture(scope="module")
def pairs(site):
    return dict((uri, (Page(read(site, path)), Page(read(site, spanish(path))))) for uri, path in PAGES)


def resolved(path, href):
    """The built file a link on the page at ``path`` opens: ``../../es/village/costs/`` from
    ``village/costs/index.html`` -> ``es/village/costs/index.html``."""
    target = posixpath.normpath(posixpath.join(posixpath.dirname(path), href))
    return target + ".html" if target.endswith("index") else posixpath.join(target, "index.html").lstrip("./")


@pytest.mark.parametrize("src_uri", [uri for uri, _ in PAGES])
def test_each_english_page_has_its_spanish_page_and_each_links_the_other(pairs, src_uri):
    english, translated = pairs[src_uri]
    path = dict(PAGES)[src_uri]
    assert resolved(path, english.alternates[OTHER]) == spanish(path)
    assert resolved(spanish(path), translated.alternates["en"]) == path


@pytest.mark.parametrize("src_uri", [uri for uri, _ in PAGES if uri != "calculator/index.md"])
def test_the_spanish_page_shows_the_same_numbers_clause_links_and_sections(pairs, src_uri):
    english, translated = pairs[src_uri]
    assert translated.clause_links == english.clause_links
    assert translated.ids == english.ids
    assert translated.numbers() == english.numbers()


@pytest.mark.parametrize("src_uri", [uri for uri, _ in PAGES])
def test_no_english_sentence_on_a_spanish_page(pairs, src_uri):
    assert english_sentences(pairs[src_uri][1].text()) == []


def test_an_english_sentence_planted_on_a_spanish_page_is_found():
    html = ('<article><p>Su evento necesita un permiso.</p><p>File your application with the office.</p>'
            '<blockquote lang="en"><p>The applicant shall file the application with the clerk.</p></blockquote>'
            '</article>')
    assert english_sentences(Page(html).text()) == ["File your application with the office."]


def test_the_spanish_guides_read_plainly(site):
    textstat.set_lang(OTHER)
    try:
        ease = dict((uri, textstat.fernandez_huerta(article_text(read(site, spanish(path)))))
                    for uri, path in PAGES if uri != "calculator/index.md" and not uri.endswith("/ordinance.md"))
    finally:
        textstat.set_lang("en_US")
    for uri in sorted(ease):
        print("%-40s Fernández-Huerta %5.1f" % (uri, ease[uri]))
    assert statistics.median(ease.values()) >= MIN_READING_EASE


def test_each_language_has_its_404_page(site):
    assert '<html lang="en"' in read(site, "404.html")
    assert '<html lang="%s"' % OTHER in read(site, OTHER + "/404.html")


def test_the_search_index_speaks_both_languages(site):
    import json

    index = json.loads(read(site, "search/search_index.json"))
    assert index["config"]["lang"] == ["en", OTHER]
    locations = [doc["location"] for doc in index["docs"]]
    # each place's Spanish pages (with one place, its overview is the home page: es/<place>/costs/ and the rest)
    assert [place for place in published_places()
            if not [location for location in locations if location.startswith(OTHER + "/" + place + "/")]] == []


def test_the_nav_is_worded_in_the_page_language(site):
    from calculator.words import of

    for language, path in (("en", "calculator/index.html"), (OTHER, OTHER + "/calculator/index.html")):
        html = read(site, path)
        for key in ("nav.index", "nav.calculator", "nav.place.costs"):
            assert str(of(language)(key)) in html, (language, key)
