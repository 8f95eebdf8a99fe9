"""The glossary (calculator/glossary.py), its pages and the links to it (hooks/glossary.py).

Each entry is plain, short and states no law; no word belongs to two entries; the words
the issue asked for are there; a place's page lists the entries its ordinance uses, with
the clauses that use each; the guides link the first use of each word in running text
only.  The module runs the same on CPython and on MicroPython (the archive the page loads).
The words are the catalogs' (``term.<key>``, ``term.<key>.meaning``; tests/test_words.py
checks them in every language).
"""

import re
from pathlib import Path

import pytest
import textstat

from calculator import glossary
from calculator.build import clauses
from number_mentions import law_value_numbers
from site_build import needs_places
from test_guides import load_hook, numeric_provisions
from test_query_ics_summary import call_in_micropython

ROOT = Path(__file__).resolve().parent.parent
ASKED_FOR = {"footcandle", "right-of-way", "residential-zone", "mutcd", "legal-description", "indemnify", "surety",
             "bond", "nonprofit"}


hook = load_hook("glossary")


def test_the_words_asked_for_are_there_once_each():
    keys = [item[0] for item in glossary.GLOSSARY]
    assert set(keys) >= ASKED_FOR and len(keys) == len(set(keys))
    forms = [form for item in glossary.GLOSSARY for form in item[1]]
    assert len(forms) == len(set(forms)), "a word belongs to one entry only"
    assert keys == sorted(keys)


@pytest.mark.parametrize("key", [item[0] for item in glossary.GLOSSARY])
def test_an_entry_is_plain_and_states_no_law(key):
    term, forms, definition = (glossary.entry(key)[name] for name in ("term", "forms", "definition"))
    assert re.fullmatch(r"[a-z]+(-[a-z]+)*", key)
    assert all(form == form.lower() for form in forms) and term.lower() in forms
    assert not re.search(r"\d", definition), "no numbers: a definition is not a rule"
    assert not re.search(r"\b(shall|must|required|requires|ordinance|the Village|the City)\b", definition), (
        "general English, not what a place's rules say")
    assert law_value_numbers(definition, [item for _, _, item in numeric_provisions()]) == []
    assert len(definition) <= 300
    assert textstat.flesch_kincaid_grade(definition) <= 8


def test_the_residential_zone_entry_says_how_to_find_out():
    assert "ask the office" in glossary.entry("residential-zone")["definition"]


@pytest.mark.parametrize("text, keys", [
    ("A surety bond or cash deposit", ["bond", "surety"]),
    ("Bonds and BONDS", ["bond"]),
    ("a vagabond, bondage, bonded", []),
    ("in residential-zoned areas", ["residential-zone"]),
    ("each residential property owner", []),
    ("City rights-of-way", ["right-of-way"]),
    ("the right of way", ["right-of-way"]),
    ("Manual on Uniform Traffic-Control Devices (MUTCD);", ["mutcd"]),
    ("nonprofits and tax-exempted entities", ["nonprofit"]),
    ("The address and legal\ndescription", []),          # callers join lines first
    ("The address and legal description", ["legal-description"]),
    ("", []),
])
def test_words_are_found_whole(text, keys):
    assert glossary.found_in(text) == keys


def test_entry():
    assert glossary.entry("surety")["term"] == "Surety"
    assert glossary.entry("no-such-word") is None


@pytest.mark.parametrize("place, expected", [
    ("village", ["bond", "footcandle", "indemnify", "legal-description", "right-of-way", "surety"]),
    ("city", ["bond", "indemnify", "mutcd", "nonprofit", "residential-zone", "right-of-way", "surety"]),
])
def test_a_place_lists_the_words_its_ordinance_uses_with_their_clauses(place, expected):
    terms = hook.place_terms(place)
    assert [key for key, _ in terms] == expected
    texts = dict((anchor, " ".join(" ".join(lines).split()).lower())
                 for _, parts in clauses.clause_texts(place) for anchor, _, lines in parts if lines)
    for key, anchors in terms:
        assert anchors and anchors == [anchor for anchor in texts if key in glossary.found_in(texts[anchor])]


def test_the_glossary_page_renders_entries_with_clause_markers():
    text = hook.render("city")
    assert "## MUTCD {#mutcd}" in text
    assert "{{ city#application-11 }}" in text
    assert text.index("{#bond}") < text.index("{#surety}")


def link(key):
    return "../glossary/#" + key


@pytest.mark.parametrize("html, expected", [
    ("<p>A bond and a bond.</p>", '<p>A <a class="glossary-link" href="../glossary/#bond">bond</a> and a bond.</p>'),
    ("<p>A surety bond.</p>", '<p>A <a class="glossary-link" href="../glossary/#surety">surety</a> '
                              '<a class="glossary-link" href="../glossary/#bond">bond</a>.</p>'),
    ('<h2 id="bond">Bond</h2><p>The bond.</p>',
     '<h2 id="bond">Bond</h2><p>The <a class="glossary-link" href="../glossary/#bond">bond</a>.</p>'),
    ('<p><a href="costs/">the bond</a> <code>bond</code></p>', '<p><a href="costs/">the bond</a> <code>bond</code></p>'),
    ('<p><span class="ordinance-quote">\u201cA bond, filed\u201d</span></p>',
     '<p><span class="ordinance-quote">\u201cA bond, filed\u201d</span></p>'),
    ('<table><tr><td>bond</td></tr></table><p>Bonds.</p>',
     '<table><tr><td>bond</td></tr></table><p><a class="glossary-link" href="../glossary/#bond">Bonds</a>.</p>'),
    ('<div class="contact-box"><p>bond</p></div><div class="note"><p>bond<br>x</p></div>',
     '<div class="contact-box"><p>bond</p></div><div class="note"><p>'
     '<a class="glossary-link" href="../glossary/#bond">bond</a><br>x</p></div>'),
    ('<details><summary>The bond</summary><p>A bond.</p></details>',
     '<details><summary>The bond</summary><p>A <a class="glossary-link" href="../glossary/#bond">bond</a>.</p>'
     '</details>'),
    ("<p>No such words.</p>", "<p>No such words.</p>"),
])
def test_the_first_use_in_running_text_is_linked(html, expected):
    forms = {"bond": ["bond", "bonds"], "surety": ["surety"]}
    assert hook.link_first_uses(html, forms, link) == expected


@needs_places("village", "city")   # the City's costs guide, the Village's glossary
def test_the_guides_link_their_first_uses(site):
    costs = (site / "city" / "costs" / "index.html").read_text(encoding="utf-8")
    article = costs[costs.index("<article"):costs.index("</article>")]
    for key in ("bond", "surety", "indemnify", "nonprofit", "right-of-way"):
        assert article.count('href="../glossary/#%s"' % key) == 1, key
    ordinance = (site / "city" / "ordinance" / "index.html").read_text(encoding="utf-8")
    assert "glossary-link" not in ordinance
    page = (site / "village" / "glossary" / "index.html").read_text(encoding="utf-8")
    assert 'id="footcandle"' in page and 'href="../ordinance/#conditions-6"' in page
    assert "glossary-link" not in page


def test_the_glossary_runs_the_same_on_micropython():
    calls = [{"function": "calculator.glossary.entry", "args": [key]} for key in sorted(ASKED_FOR) + ["none"]]
    texts = ["A surety bond or cash deposit", "in residential-zoned areas", "a vagabond", "City rights-of-way",
             "Manual on Uniform Traffic-Control Devices (MUTCD)", "NONPROFITS"]
    calls += [{"function": "calculator.glossary.found_in", "args": [text]} for text in texts]
    expected = [glossary.entry(key) for key in sorted(ASKED_FOR) + ["none"]] + [glossary.found_in(t) for t in texts]
    assert call_in_micropython(calls) == [{"result": want} for want in expected]
