"""Every guide-page marker in the page's language: a Spanish page (``*.es.md``, built in the Spanish pass,
where the theme's language is "es") uses the same markers as its English page and reads in Spanish.

For each kind of marker (hooks/markers.py), rendered for a page in Spanish and in English:

- the words are the Spanish catalog's (``guide.*``, ``clause.<anchor>``, ``term.<id>``, the place's
  ``place`` and ``about.*``, the readings' and the results' Spanish words);
- the numbers, dates, anchors and links are the English rendering's: the same digits in the same order,
  the same clause links;
- the ordinance's words stay English, marked ``lang="en"`` and labelled as the official English text;
- an English page renders as it did (``language`` "en" is what a page without one gets);
- every guide page of every place renders in Spanish, so no example or marker is left English-only,
  and an English-only text of examples.yaml on a Spanish page fails, naming it.

The page's language is decided once, ``page_language`` of hooks/words.py.
"""

import re

import pytest

from calculator import place_name, readings as calculator_readings, summary, words
from calculator.jurisdictions import JURISDICTIONS
from site_build import needs_places, published_places
from test_guides import DOCS, load_hook, markers

ES = "es"
LINK = re.compile(r"\[([^\]]*)\]\(([^)]*)\)")

pytestmark = needs_places("village", "city")


def render(markdown, src_uri, language):
    return markers.render(markdown, markers.page_of(src_uri, language=language))


def resolve(text, src_uri, language):
    return markers.resolve_all(text, markers.page_of(src_uri, language=language))


def links(text):
    """The targets of the Markdown links, in order."""
    return [target for _, target in LINK.findall(text)]


def digits(text):
    """The numbers a text shows, in order, link labels and markup aside."""
    text = LINK.sub(lambda match: " ", text)
    text = re.sub(r"<[^>]+>", " ", text)
    return re.findall(r"\d+", text)


def say(place=None):
    return words.of(ES, place)


def guide_pages():
    """The English guide pages (a page's Spanish one, ``costs.es.md``, is its own file beside it)."""
    return [(path.relative_to(DOCS).as_posix(), place) for place in published_places()
            for path in sorted((DOCS / place).glob("*.md")) if path.name.count(".") == 1]


# ---------------------------------------------------------------- the page's language, decided once

class FakePage:
    def __init__(self, src_uri, meta=None):
        self.file = type("File", (), {"src_uri": src_uri})()
        self.url = markers.page_of(src_uri).url
        self.meta = dict(meta or {})


class FakeConfig:
    site_description = "Help."

    def __init__(self, language=None):
        from calculator.settings import SETTINGS

        self.extra = {"places": published_places(),
                      "place_names": dict((ident, SETTINGS[ident]["name"]) for ident in published_places())}
        self.theme = {"language": language} if language else {}


def test_a_pages_language_is_the_themes_then_english():
    """mkdocs-static-i18n sets the theme's language for each language it builds (hooks/languages.py)."""
    hook = load_hook("words")
    assert hook.page_language(FakePage("village/costs.md"), FakeConfig()) == "en"
    assert hook.page_language(FakePage("village/costs.es.md"), FakeConfig("es")) == "es"
    assert hook.page_language(FakePage("village/costs.md"), None) == "en"


# ---------------------------------------------------------------- every page, every marker

@pytest.mark.parametrize("src_uri, place", guide_pages())
def test_every_guide_page_renders_in_spanish_with_the_english_pages_numbers_and_links(src_uri, place):
    markdown = (DOCS / src_uri).read_text(encoding="utf-8")
    english, spanish = render(markdown, src_uri, "en"), render(markdown, src_uri, ES)
    assert "{{" not in spanish
    assert sorted(set(links(spanish))) == sorted(set(links(english)))
    assert sorted(re.findall(r'id="([^"]+)"', spanish)) == sorted(re.findall(r'id="([^"]+)"', english))
    # the same heading ids: "How to apply" gets its English id written out ({#how-to-apply})
    ids = sorted(re.findall(r"\{#([a-z0-9-]+)\}", spanish))
    assert [ident for ident in ids if ident != "how-to-apply"] == sorted(re.findall(r"\{#([a-z0-9-]+)\}", english))


def test_an_english_page_renders_as_a_page_with_no_language():
    for src_uri, _ in guide_pages():
        markdown = (DOCS / src_uri).read_text(encoding="utf-8")
        assert render(markdown, src_uri, "en") == markers.render(markdown, markers.page_of(src_uri))


# ---------------------------------------------------------------- law values

def test_a_law_value_is_the_same_number():
    for marker in ("{{ village.BOND }}", "{{ village.FILING }}", "{{ city.PARKING_SURPLUS }}"):
        english = resolve(marker, "village/costs.md", "en")
        assert resolve(marker, "village/costs.md", ES) == english and re.search(r"\d", english)


@pytest.mark.parametrize("marker, english, spanish", [
    ("{{ village.AMBULANCES|ambulances }}", "1 ambulance", "1 ambulancia"),
    ("{{ village.DRINKING_WATER|gallons }}", "1 gallon", "1 galón"),
    ("{{ village.ASSEMBLY_HOURS|hours }}", "2 hours", "2 horas"),
])
def test_a_law_value_counted_is_one_or_many_in_the_pages_language(marker, english, spanish):
    assert resolve(marker, "village/on-site-requirements.md", "en") == english
    assert resolve(marker, "village/on-site-requirements.md", ES) == spanish


@pytest.mark.parametrize("marker, error", [
    ("{{ village.AMBULANCES|ambulance }}", "no count.ambulance in the catalogs"),
    ("{{ village.SPECIAL_EVENT|events }}", "has no whole number to count"),
])
def test_a_law_value_counted_in_words_the_catalogs_lack_is_refused(marker, error):
    with pytest.raises(ValueError, match=error):
        resolve(marker, "village/on-site-requirements.md", "en")


def test_a_citation_links_the_same_clause_with_the_spanish_label():
    article = JURISDICTIONS["village"].ARTICLE
    anchor = JURISDICTIONS["village"].law.BOND.anchor
    english = resolve("{{ village.BOND.cite }}", "village/costs.md", "en")
    spanish = resolve("{{ village.BOND.cite }}", "village/costs.md", ES)
    assert links(spanish) == links(english) == ["ordinance.md#" + anchor]
    label = say("village")("clause." + anchor)
    assert LINK.match(spanish).group(1).replace("\\", "") == label != article.labels[anchor]
    assert resolve("{{ village#%s }}" % anchor, "index.md", ES) == "[%s](village/ordinance.md#%s)" % (
        LINK.match(spanish).group(1), anchor)


def test_a_quote_stays_english_marked_and_labelled_as_the_official_english_text():
    english = resolve("{{ village.BOND.quote }}", "village/costs.md", "en")
    spanish = resolve("{{ village.BOND.quote }}", "village/costs.md", ES)
    assert english.startswith('<span class="ordinance-quote">\u201c') and "lang=" not in english
    assert spanish == say()("guide.quote", quote=english.replace('class="ordinance-quote"',
                                                                 'class="ordinance-quote" lang="en"'))
    assert "(texto oficial en inglés)" in spanish


def test_the_calculators_words_in_spanish():
    assert resolve("{{ says: CHECKLIST.if_applicable }}", "village/application.md", ES) == \
        summary.table("checklist", ["if_applicable"], ES)["if_applicable"]
    assert resolve("{{ says: CHECKLIST.if_applicable }}", "village/application.md", "en") == \
        summary.CHECKLIST["if_applicable"]


# ---------------------------------------------------------------- place words

def test_a_places_words_in_spanish():
    src_uri = "village/index.md"
    assert resolve("{{ place.name }}", src_uri, ES) == place_name("village", ES) == "la Villa"
    assert resolve("{{ place.Name }}", src_uri, ES) == "La Villa"
    assert resolve("{{ place.description }}", src_uri, ES) == say("village")("about.description")
    assert resolve("{{ place.named }}", src_uri, ES) == say("village")("about.named", name="la Villa")
    assert resolve("{{ place }}", src_uri, ES) == "village"


@needs_places("village", "city", only=True)
def test_the_published_places_named_in_spanish():
    assert resolve("{{ published places }}", "index.md", ES) == "la Villa o la Ciudad"
    assert resolve("{{ published places }}", "index.md", "en") == "the Village or the City"


def test_a_place_pages_title_and_description_in_spanish():
    hook = load_hook("place_titles")
    page = FakePage("village/costs.md")
    markdown = hook.titled("# Qué cuesta\n\nTexto.\n", page, FakeConfig(ES), ES)
    assert markdown.startswith("# La Villa: Qué cuesta\n")
    assert page.meta["title"] == "La Villa: Qué cuesta"
    assert page.meta["description"] == say()("guide.title.description", Name="La Villa", title="Qué cuesta.",
                                             name="la Villa")
    page = FakePage("village/costs.md")
    assert hook.titled("# What does it cost?\n", page, FakeConfig(), None) == "# The Village: What does it cost?\n"
    assert page.meta["description"] == ("The Village: What does it cost? Plain-language help with the special event "
                                        "permit rules of the Village.")


# ---------------------------------------------------------------- readings, examples, glossary

def test_readings_in_spanish():
    law = JURISDICTIONS["village"].law
    entry = law.AMBIGUITIES[0]
    argument = "village.%s" % entry["id"]
    english = resolve("{{ readings: %s }}" % argument, "village/index.md", "en")
    spanish = resolve("{{ readings: %s }}" % argument, "village/index.md", ES)
    worded = calculator_readings.worded(entry, ES)
    assert "**%s**" % markers.readings.escape(worded["question"]) in spanish
    assert say()("guide.readings.safe") in spanish and say()("guide.readings.safe") not in english
    assert spanish.count("\n- ") == english.count("\n- ")
    assert digits(spanish) == digits(english)


def examples():
    from calculator.build import examples as data

    for place in published_places():
        loaded = data.load(place)
        for name, example in (loaded.examples.items() if loaded else ()):
            yield place, name, example["pages"][0]


@pytest.mark.parametrize("place, name, src_uri", list(examples()))
def test_an_example_in_spanish_shows_the_english_numbers_dates_and_clauses(place, name, src_uri):
    marker = "{{ example: %s.%s }}" % (place, name)
    english = resolve(marker, src_uri, "en")
    spanish = resolve(marker, src_uri, ES)
    assert spanish != english
    assert digits(spanish) == digits(english)
    assert links(spanish) == links(english)
    assert spanish.count("\n|") == english.count("\n|")


def test_an_examples_dates_and_calculator_words_are_spanish():
    import datetime

    spanish = resolve("{{ example: village.filing_table }}", "village/when-to-apply.md", ES)
    assert words.of(ES).date(datetime.date(2026, 8, 15)) in spanish
    assert "Solicite a más tardar" in spanish and "Una feria de un día" in spanish
    assert "August" not in spanish and "Saturday" not in spanish
    closing = resolve("{{ example: village.closing_example }}", "village/during-the-event.md", ES)
    assert "p. m." in closing and "PM" not in closing


def test_an_english_only_text_on_a_spanish_page_fails_naming_it():
    hook = markers.guide_examples
    with pytest.raises(ValueError, match="in English only"):
        hook.in_language("A one-day fair", ES, "example x")
    with pytest.raises(ValueError, match="in English only"):
        hook.in_language("{{ warnings.x?No notice }}", ES, "example x")
    with pytest.raises(ValueError, match="no es words"):
        hook.in_language({"en": "Event"}, ES, "example x")
    assert hook.in_language("{{ =peak_attendance|count }}", ES, "x") == "{{ =peak_attendance|count }}"
    assert hook.in_language("A one-day fair", "en", "x") == "A one-day fair"
    assert hook.in_language({"en": "Event", "es": "Evento"}, ES, "x") == "Evento"


def test_the_glossary_in_spanish():
    from calculator import glossary

    english = render("{{ glossary: village }}\n", "village/glossary.md", "en")
    spanish = render("{{ glossary: village }}\n", "village/glossary.md", ES)
    assert re.findall(r"\{#([a-z-]+)\}", spanish) == re.findall(r"\{#([a-z-]+)\}", english)
    for key in re.findall(r"\{#([a-z-]+)\}", spanish):
        entry = glossary.entry(key, ES)
        assert "## %s {#%s}" % (entry["term"], key) in spanish and entry["definition"] in spanish
    assert say()("guide.glossary.used_in") in spanish
    assert links(spanish) == links(english)


# ---------------------------------------------------------------- contact, how to apply, the full text

def test_the_contact_box_and_how_to_apply_in_spanish():
    spanish = render("# X\n", "village/costs.md", ES)   # the box a page gets at its end
    assert say()("guide.contact.title", name="la Villa") in spanish
    assert "<dt>Teléfono</dt>" in spanish and "Who to contact" not in spanish
    apply = render("# X\n", "village/application.md", ES)
    assert "## %s {#how-to-apply}" % say()("guide.apply.heading") in apply
    assert "## How to apply\n" in render("# X\n", "village/application.md", "en")


def test_the_full_text_in_spanish_keeps_the_ordinance_english_and_every_anchor():
    english = render("{{ ordinance-text: village }}\n", "village/ordinance.md", "en")
    spanish = render("{{ ordinance-text: village }}\n", "village/ordinance.md", ES)
    assert re.findall(r'id="([^"]+)"', spanish) == re.findall(r'id="([^"]+)"', english)
    assert re.findall(r'data-anchor="([^"]+)"', spanish) == re.findall(r'data-anchor="([^"]+)"', english)
    assert re.findall(r'href="([^"]+)"', spanish) == re.findall(r'href="([^"]+)"', english)
    english_text = re.findall(r'<div class="clause-text">(.*?)</div>', english, re.S)
    spanish_text = re.findall(r'<div class="clause-text" lang="en">(.*?)</div>', spanish, re.S)
    assert spanish_text == english_text and english_text
    assert say()("guide.ordinance.about.title") in spanish and say()("guide.copy.button") in spanish
    assert say("village")("about.headings") in spanish
    anchor = JURISDICTIONS["village"].law.BOND.anchor
    assert say("village")("clause." + anchor) in spanish.replace("&#x27;", "'").replace("&quot;", '"')


def in_both_languages(hook, html):
    """(Spanish, English) of a hook's ``on_page_content`` for ``html`` on a Village page."""
    return tuple(hook.on_page_content(html, page=FakePage("village/costs.md"), config=FakeConfig(language))
                 for language in (ES, None))


def test_the_copy_link_buttons_in_spanish():
    hook = load_hook("copy_links")
    sample = '<h2 id="a-b">A &amp; B</h2><button class="clause-copy"></button>'
    spanish, english = in_both_languages(hook, sample)
    assert 'data-label="Copiar enlace"' in spanish and 'aria-label="Copiar enlace a A &amp; B"' in spanish
    assert 'data-label="Copy link"' in english and 'aria-label="Copy link to A &amp; B"' in english
    assert re.findall(r'data-anchor="([^"]*)"', spanish) == re.findall(r'data-anchor="([^"]*)"', english)


def test_the_full_texts_headings_in_spanish_keep_their_ids():
    from calculator.build import clauses

    spanish = render("{{ ordinance-text: city }}\n", "city/ordinance.md", ES)
    english = render("{{ ordinance-text: city }}\n", "city/ordinance.md", "en")
    for heading, _ in clauses.load_outline("city"):
        ident = clauses.heading_id(heading)
        assert "## %s {#%s}" % (say("city")("part." + ident[len("part-"):]), ident) in spanish
        assert "## %s {#%s}" % (heading, ident) in english


def test_a_tables_name_for_a_screen_reader_in_spanish():
    hook = load_hook("table_regions")
    table = "<table><thead><tr><th>Evento</th><th>Nota</th></tr></thead><tbody></tbody></table>"
    spanish, english = in_both_languages(hook, table)
    assert 'aria-label="Tabla: Evento, Nota"' in spanish and 'aria-label="Table: Evento, Nota"' in english


def test_a_spanish_page_links_the_first_use_of_each_glossary_term_in_spanish():
    hook = load_hook("glossary")
    patterns = hook.term_patterns(["bond", "right-of-way"], ES)
    content = ('<p>Pague la fianza. Otra fianza. El derecho de vía. <span class="ordinance-quote" lang="en">'
               '\u201ca bond\u201d</span></p>')
    linked = hook.link_first_uses(content, patterns, lambda key: "../glossary/#" + key, True)
    assert linked.count('class="glossary-link"') == 2
    assert '<a class="glossary-link" href="../glossary/#bond">fianza</a>. Otra fianza.' in linked
    assert '<a class="glossary-link" href="../glossary/#right-of-way">derecho de vía</a>' in linked
    assert "\u201ca bond\u201d" in linked
    assert hook.term_patterns(["bond"], "fr") == {}
