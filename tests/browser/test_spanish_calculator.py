"""The calculator in Spanish (issue #22): docs/calculator/index.es.md (built to es/calculator/), the same template and glue as the English
page, ``<html lang="es">``, its form, answer, days and "what to provide" in the Spanish catalogs' words,
the ordinance quoted in English (marked ``lang="en"``), a link that opens the Spanish page again, a
language switch that keeps the answers, and only the archives of its language (hooks/calculator_runtime.py):
the Spanish page its common archive and the place's, the same code with the Spanish words
(calculator-es-<hash>.tar.gz, calculator-<place>-es-<hash>.tar.gz), as many as the English page, and no
English word catalog in any of them; the English page none of those, and no Spanish byte.

The links' answers are scenarios' inputs (tests/scenarios/spanish.yaml, city.yaml), at 390 and 1280 px.
"""

import re
import tarfile
from datetime import date

import pytest
import yaml

from browser_helpers import READY, check_clean, cli, expected_result, page_result
from calculator import JURISDICTIONS, ics, next_step, query, summary
from calculator.words import catalog, of
from site_build import ROOT, needs_places, published_places
from test_accessibility import violations
from test_query_ics_summary import parse_calendar

SCENARIOS = ROOT / "tests" / "scenarios"
WIDTHS = [390, 1280]
ARCHIVE = re.compile(r"/calculator/calculator-(?:([a-z_]+(?:-[a-z]{2})?)-)?[0-9a-f]+\.tar\.gz$")


def scenario(file, name):
    """The input of the scenario ``name`` of tests/scenarios/<file>, without its language."""
    found = [case for case in yaml.safe_load((SCENARIOS / file).read_text(encoding="utf-8")) if case["name"] == name]
    assert len(found) == 1, name
    return dict((key, value) for key, value in found[0]["input"].items() if key != "language")


VILLAGE = scenario("spanish.yaml", "A Village festival for 600 people asked in Spanish six weeks ahead is late, "
                                   "said in Spanish")
CITY = scenario("city.yaml", "A street fair is a listed special event and needs a permit")
LINKS = {"village": VILLAGE, "city": CITY}
# Known words of the Spanish catalogs that these answers say (tests/scenarios/spanish.yaml says them too).
SPANISH = {"village": ["Necesita un permiso para evento especial", "Secretario-Tesorero de la Villa",
                       "martes, 16 de marzo de 2027"],
           "city": ["Departamento de Servicios de Desarrollo"]}


def archives(server, members=None):
    """Which archives the server sent since the last call: "common", "es", "village", "village-es"..., sorted;
    and the names of the files in them, added to ``members`` when given."""
    found = [ARCHIVE.search(served.path.split("?")[0]) for served in server.take_log()]
    for match in found:
        if match and members is not None:
            with tarfile.open(server.site_dir / "calculator" / match.group(0).rsplit("/", 1)[1], "r:gz") as tar:
                members += [member.name for member in tar.getmembers() if member.isfile()]
    return sorted(match.group(1) or "common" for match in found if match)


def catalogs(members):
    """The word catalogs among an archive's files, by language: {"en": [...], "es": [...]}."""
    found = {}
    for name in members:
        match = re.search(r"/words_([a-z]{2})\.mpy$", name)
        if match:
            found.setdefault(match.group(1), []).append(name)
    return found


def open_spanish(page, server, answers=None):
    page.goto(server.url + "es/calculator/" + ("?" + query.write(answers) if answers else ""))
    page.wait_for_selector(READY, state="attached", timeout=20000)
    return page


def shown_text(page, selector):
    """The text a person reads in ``selector``, without what is marked English (the ordinance's own words)."""
    return page.evaluate("""(selector) => {
        const copy = document.querySelector(selector).cloneNode(true);
        copy.querySelectorAll('[lang="en"]').forEach((node) => node.remove());
        return copy.textContent.replace(/\\s+/g, ' ');
    }""", selector)


def english_and_spanish(result_en, result_es):
    """[(English words, their Spanish words)] this answer shows: the headline, each day and "what to provide"."""
    en, es = of("en"), of("es")
    pairs = [(next_step.sentence(next_step.headline(result_en, "en")),
              next_step.sentence(next_step.headline(result_es, "es")))]
    for deadline in result_en["deadlines"]:
        if deadline.get("date"):
            day = date.fromisoformat(deadline["date"])
            pairs.append((en.date(day), es.date(day)))
    if [item for item in result_en["requirements"] if item["applies"] != "not_required"]:
        pairs.append((en("summary.provide"), es("summary.provide")))
    return pairs


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("place", [pytest.param(place, marks=needs_places(place)) for place in LINKS])
def test_a_link_on_the_spanish_page_answers_in_spanish(open_page, server, place, width):
    answers = LINKS[place]
    page, recorded = open_page(viewport={"width": width, "height": 900}, service_workers="block")
    server.take_log()
    open_spanish(page, server, answers)
    page.wait_for_load_state("networkidle")
    # Only the archives of Spanish: the common one and the place's, each with its Spanish words (and, once the
    # answer shows, the later one: what would change it, no words); no English word catalog in any.
    members = []
    assert archives(server, members) == sorted(["es", "later", place + "-es"])
    assert catalogs(sorted(members)) == {"es": sorted(["calculator/words_es.mpy",
                                                       "calculator/jurisdictions/%s/words_es.mpy" % place])}
    assert page.evaluate("document.documentElement.lang") == "es"
    page.wait_for_selector("#calc-headline")
    got = page_result(page)
    assert got.pop("headline")
    result_es = cli(dict(answers, language="es"))
    assert got == expected_result(result_es)
    # The answer, its days and "what to provide" in Spanish, none of it in English (but the quotes).
    text = shown_text(page, "#calculator")
    for english, spanish in english_and_spanish(cli(answers), result_es):
        assert spanish in text
        assert english not in text
    for words in SPANISH[place]:
        assert words in text
    assert of("es")("template.your_answer") in text and of("en")("template.your_answer") not in text
    assert of("en")("template.show_answer") not in shown_text(page, "body")
    # The ordinance's own words are English, and say so; so is the article's official title.
    quotes = page.locator("#calculator [lang='en']")
    assert quotes.count() > 0
    article = JURISDICTIONS[place].ARTICLE.title
    assert article not in text and page.inner_text(".calc-verdict__context [lang='en']") == article
    # So are the ordinance's words a Spanish sentence quotes (\u201c...\u201d), wherever the page shows them: the
    # answer the glue writes and the form the build writes (WCAG 3.1.2, calculator.page.answer.segments).
    quoted = page.evaluate("""() => {
        const walker = document.createTreeWalker(document.querySelector('#calculator'), NodeFilter.SHOW_TEXT);
        const found = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (/\u201c[^\u201d]*\u201d/.test(node.data)) {
                found.push([node.data, node.parentElement.closest('[lang]').lang]);
            }
        }
        return found;
    }""")
    assert [pair for pair in quoted if pair[1] != "en"] == []
    assert place != "village" or [words for words, lang in quoted if words.startswith("\u201c")]
    # No heading, term or summary of the answer is English words (a catalog's English entry, not Spanish).
    english = set(value for key, value in list(catalog("en").items()) + list(catalog("en", place).items())
                  if type(value) is str) - set(value for value in list(catalog("es").values())
                                              + list(catalog("es", place).values()) if type(value) is str)
    headings = page.evaluate("""() => [...document.querySelectorAll(
        '#calc-result :is(h2, h3, h4, summary, dt, legend, caption, th)')]
        .filter((node) => !node.closest('[lang="en"]')).map((node) => node.textContent.trim())""")
    assert headings and [words for words in headings if words in english or words.split(" (")[0] in english] == []
    # Its citations lead to the place's full text, from the site's root (es/calculator/ is two folders down).
    cited = page.eval_on_selector(".calc-cite a", "(link) => link.href")
    assert cited.startswith(server.url + place + "/ordinance/#"), cited
    # The link written in the address (and so copied or printed) opens the Spanish page, in Spanish.
    page.wait_for_function("location.search.includes('language=es')")
    assert page.evaluate("location.pathname").endswith("/es/calculator/")
    assert "/es/calculator/?" in page.inner_text("#calc-print-link")
    assert violations(page, best_practice=True) == []
    check_clean(recorded, server)


@pytest.mark.parametrize("width", WIDTHS)
@needs_places("village")
def test_the_fresh_spanish_page_passes_axe_and_asks_in_spanish(open_page, server, width):
    page, recorded = open_page(viewport={"width": width, "height": 900})
    open_spanish(page, server)
    form = shown_text(page, "#calc-form")
    assert of("es")("template.show_answer") in form and of("en")("template.show_answer") not in form
    assert violations(page, best_practice=True) == []
    check_clean(recorded, server)


@needs_places("village")
def test_the_english_page_loads_no_spanish_archive(open_page, server):
    """The English page: no Spanish byte; the Spanish page: no English word catalog, and as many archives."""
    page, recorded = open_page(service_workers="block")
    server.take_log()
    page.goto(server.url + "calculator/?" + query.write(VILLAGE))
    page.wait_for_selector(READY, state="attached", timeout=20000)
    page.wait_for_load_state("networkidle")
    english = []
    assert archives(server, english) == ["common", "later", "village"]
    assert catalogs(sorted(english)) == {"en": ["calculator/jurisdictions/village/words_en.mpy",
                                                "calculator/words_en.mpy"]}
    assert page.evaluate("document.documentElement.lang") == "en"
    check_clean(recorded, server)
    # Without a link, each page: its common archive, then every place's, in its language alone.
    every = "%r.every((place) => window.calculatorPlaces.written(place))" % published_places()
    for language, path in (("en", "calculator/"), ("es", "es/calculator/")):
        other, recorded = open_page(service_workers="block")
        server.take_log()
        other.goto(server.url + path)
        other.wait_for_selector(READY, state="attached", timeout=20000)
        other.wait_for_function(every)
        other.wait_for_load_state("networkidle")
        members = []
        found = archives(server, members)
        assert len(found) == 1 + len(published_places()), found
        assert list(catalogs(members)) == [language], (language, found)
        check_clean(recorded, server)


@needs_places("village")
def test_the_language_switch_keeps_the_answers(open_page, server):
    page, recorded = open_page()
    open_spanish(page, server, VILLAGE)
    page.wait_for_function("location.search.includes('language=es')")
    status = page.get_attribute("#calc-headline", "data-status")
    page.click(".calc-languages a[data-keep-answers][hreflang='en']")
    page.wait_for_selector(READY, state="attached", timeout=20000)
    assert page.evaluate("location.pathname").endswith("/calculator/")
    assert not page.evaluate("location.pathname").endswith("/es/calculator/")
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.get_attribute("#calc-headline", "data-status") == status
    english = shown_text(page, "#calculator")
    assert of("en")("summary.provide") in english and of("es")("summary.provide") not in english
    page.wait_for_function("!location.search.includes('language=')")
    page.click(".calc-languages a[data-keep-answers][hreflang='es']")
    page.wait_for_selector(READY, state="attached", timeout=20000)
    assert page.evaluate("location.pathname").endswith("/es/calculator/")
    assert page.get_attribute("#calc-headline", "data-status") == status
    assert of("es")("summary.provide") in shown_text(page, "#calculator")
    check_clean(recorded, server)


@needs_places("city")
def test_the_summary_the_calendar_file_and_print_are_in_spanish(open_page, server):
    """What a person takes away from the Spanish page, in Spanish: the copied summary is the summary the
    rules write in Spanish, the calendar file's events are those of the Spanish calendar, and the page
    printed says the answer in Spanish."""
    page, recorded = open_page(permissions=["clipboard-read", "clipboard-write"], accept_downloads=True)
    open_spanish(page, server, CITY)
    result_en, result_es = cli(CITY), cli(dict(CITY, language="es"))
    es, en = of("es"), of("en")
    page.click("#calc-copy-summary")
    page.wait_for_function("(done) => document.querySelector('#calc-action-status').textContent === done",
                           arg=es("page.summary_copied"))
    text = page.evaluate("navigator.clipboard.readText()")
    assert summary.headline(result_es, "es") in text and summary.headline(result_en) not in text
    assert es("summary.provide").upper() in text.upper() and en("summary.provide").upper() not in text.upper()
    assert "/es/calculator/?" in text
    with page.expect_download() as info:
        page.click("#calc-calendar")
    with open(info.value.path(), encoding="utf-8", newline="") as handle:
        events = parse_calendar(handle.read())["events"]
    expected = parse_calendar(ics.calendar(result_es, "20260101T000000Z", CITY["event_start"], server.url, "", "",
                                           "es"))["events"]
    assert [event["SUMMARY"][1] for event in events] == [event["SUMMARY"][1] for event in expected]
    assert [event["DTSTART"][1] for event in events] == [event["DTSTART"][1] for event in expected]
    page.emulate_media(media="print")
    printed = shown_text(page, "#calc-result")
    assert summary.headline(result_es, "es") in printed and es("summary.provide") in printed
    check_clean(recorded, server)
