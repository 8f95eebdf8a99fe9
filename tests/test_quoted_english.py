"""The ordinance's English words a Spanish answer quotes are marked ``lang="en"`` (WCAG 3.1.2, issue #22).

A catalog in another language than English quotes the ordinance's own English words in \u201ccurly
quotes\u201d (tests/test_words.py); ``calculator.page.answer.segments`` cuts a text into those runs and the
rest, and every node ``answer.build`` makes in such a language holds each run in a ``text-en`` node
(``<span lang="en">``), never as markup.  English nodes are left as they are.  ``segments`` gives the
same under MicroPython.
"""

import json

import pytest

from calculator import evaluate
from calculator.page import answer, what_if
from micropython_runner import run_node
from site_build import ROOT, needs_places

CALL = ROOT / "tests" / "micropython" / "call.mjs"
OPEN, CLOSE = "\u201c", "\u201d"
VILLAGE = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 3000,
           "after_dark": True, "male_attendance": 1500, "female_attendance": 1400, "parking_distance_ft": 2000}
CITY = {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15", "event_type": "parade",
        "road_closure": "unsure", "residential_zone": "unsure", "city_services": "unsure"}
TEXTS = [
    ("No menos de $1,000, \u201cor as otherwise directed\u201d (texto oficial).",
     [("No menos de $1,000, ", None), ("\u201cor as otherwise directed\u201d", "en"), (" (texto oficial).", None)]),
    ("\u201cshall\u201d al inicio", [("\u201cshall\u201d", "en"), (" al inicio", None)]),
    ("al final \u201cshall\u201d", [("al final ", None), ("\u201cshall\u201d", "en")]),
    ("\u201cshall\u201d", [("\u201cshall\u201d", "en")]),
    ("\u201ca\u201d\u201cb\u201d", [("\u201ca\u201d", "en"), ("\u201cb\u201d", "en")]),
    ("dice \u201cshall\u201d y \u201cany\u201d.", [("dice ", None), ("\u201cshall\u201d", "en"), (" y ", None),
                                              ("\u201cany\u201d", "en"), (".", None)]),
    ("\u201c\u201d", [("\u201c\u201d", "en")]),
    ("sin comillas", [("sin comillas", None)]),
    ("", [("", None)]),
    ("abierta \u201csin cerrar", [("abierta \u201csin cerrar", None)]),
    ("cerrada\u201d sin abrir", [("cerrada\u201d sin abrir", None)]),
    ("\u201cuna\u201d y \u201cotra sin cerrar", [("\u201cuna\u201d", "en"), (" y \u201cotra sin cerrar", None)]),
    ("\u201cdos \u201cabiertas\u201d", [("\u201cdos \u201cabiertas\u201d", "en")]),
    ("\u00abcomillas espa\u00f1olas\u00bb", [("\u00abcomillas espa\u00f1olas\u00bb", None)]),
]


@pytest.mark.parametrize("text, expected", TEXTS)
def test_segments_cut_the_quoted_english_words_out(text, expected):
    found = answer.segments(text)
    assert found == expected
    assert "".join(words for words, lang in found) == text


def texts(node, lang=None, found=None):
    """(text, the closest lang) of every text in a node, as ``dom.make`` writes them."""
    found = [] if found is None else found
    if type(node) is str:
        found.append((node, lang))
        return found
    lang = "en" if node.get("template") == "text-en" else (node.get("attrs") or {}).get("lang") or lang
    if node.get("text"):
        found.append((node["text"], lang))
    for value in (node.get("slots") or {}).values():
        if value:
            texts(value, lang, found)
    for child in node.get("children") or []:
        texts(child, lang, found)
    return found


def built(result, language):
    return [answer.section_node(entry) for entry in
            answer.sections(result, [], None, given=[], language=language)
            + [what_if.section(what_if.find({}, result), result["jurisdiction"], language)]]


@needs_places("village", "city")
@pytest.mark.parametrize("answers", [VILLAGE, CITY])
def test_a_spanish_answer_marks_every_quote_english(answers):
    nodes = built(evaluate(dict(answers, language="es")), "es")
    found = [pair for node in nodes for pair in texts(node)]
    quoted = [(text, lang) for text, lang in found if OPEN in text]
    assert quoted, "no quote in the answer: the test shows nothing"
    for text, lang in quoted:
        if lang != "en":   # words outside an English element hold no whole quote
            assert [run for run in answer.segments(text) if run[1]] == [], text
    marked = [text for text, lang in found if lang == "en" and text.startswith(OPEN)]
    assert marked


@needs_places("village", "city")
@pytest.mark.parametrize("answers", [VILLAGE, CITY])
def test_an_english_answer_is_not_cut(answers):
    nodes = built(evaluate(answers), "en")
    assert "text-en" not in json.dumps(nodes)
    assert [text for node in nodes for text, lang in texts(node) if OPEN in text]   # its quotes stay as they were


def test_segments_are_the_same_on_micropython():
    """On the archives the page loads (tests/micropython_runner.py, tests/micropython/call.mjs)."""
    calls = [{"function": "calculator.page.answer.segments", "args": [text]} for text, expected in TEXTS]
    expected = [{"result": json.loads(json.dumps(answer.segments(text)))} for text, found in TEXTS]
    assert run_node(CALL, json.dumps(calls, ensure_ascii=False)) == expected
