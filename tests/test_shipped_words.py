"""The page's catalogs ship without the words only the build reads (hooks/calculator_runtime.py).

The templates' words (``template.*``, rendered at build time), the command line's (``cli.*``), what
the guides say of a place (``about.*``), "Before you start" (``page.start_*``) and the questions'
hints (``*.hint``: the form is rendered at build time), and the term list's terms without a plain
meaning are left out of the shipped ``words_<language>.py``.  These tests check that the page never
asks for one: no module the page runs names such a key, or reads a hint or a term another way; and
the MicroPython tests run the page and every scenario on the built archives, stripped catalogs and
all (tests/test_page.py, tests/test_parity_micropython.py).
"""

import ast
from pathlib import Path

from calculator import glossary
from calculator.words import LANGUAGES, catalog
from micropython_runner import runtime_hook
from test_shipped_archive import expected_modules, published_places

ROOT = Path(__file__).resolve().parent.parent
HOOK = runtime_hook()
# The one reader of the questions' and the options' hints (Field.text, .hint, .choices_words), for the
# build: a hint the catalog has not is "" (``text``) or none (``choices_words``), never a KeyError.
FIELDS = "calculator/inputs.py"


def shipped_sources():
    """(archive path, source path) of every module the page runs but its catalogs."""
    found = []
    for rel in expected_modules(published_places()):
        source = ROOT / (rel[:-4] + ".py") if "/" in rel else ROOT / "docs" / "calculator" / (rel[:-4] + ".py")
        if not source.name.startswith("words_"):
            found.append((rel, source))
    return found


def strings_and_reads(path):
    """The string constants of a module, the attributes it reads and the first arguments of its ``.text()`` calls."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    constants = [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and type(node.value) is str]
    attributes = [node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)]
    texts = [node.args[0].value for node in ast.walk(tree) if isinstance(node, ast.Call)
             and isinstance(node.func, ast.Attribute) and node.func.attr == "text" and node.args
             and isinstance(node.args[0], ast.Constant)]
    return constants, attributes, texts


def test_the_shipped_catalogs_hold_every_entry_but_the_builds():
    sources = HOOK.shipped_catalogs(published_places())
    for place in [None] + published_places():
        for language in LANGUAGES:
            words = catalog(language, place)
            rel = "calculator/%swords_%s.py" % ("jurisdictions/%s/" % place if place else "", language)
            shipped = {}
            exec(compile(sources[rel], rel, "exec"), shipped)
            left_out = set(words) - set(shipped["WORDS"])
            assert shipped["WORDS"] == dict((key, words[key]) for key in words if key not in left_out)
            assert left_out == set(key for key in words if HOOK.build_only(key, words))


def test_what_counts_as_the_builds_alone():
    words = {"term.bond": "bond", "term.bond.meaning": "money", "term.clerk": "clerk", "page.fault": "Sorry",
             "page.start_title": "Before you start", "template.x": "X", "about.village": "A", "cli.usage": "U",
             "venue_type.hint": "H", "venue_type.permanent_venue.hint": "H", "summary.headline.required": "Yes"}
    assert sorted(key for key in words if HOOK.build_only(key, words)) == [
        "about.village", "cli.usage", "page.start_title", "template.x", "term.clerk", "venue_type.hint",
        "venue_type.permanent_venue.hint"]


def test_the_page_never_asks_for_a_word_left_out():
    for rel, path in shipped_sources():
        constants, attributes, texts = strings_and_reads(path)
        assert [text for text in constants if text.startswith(HOOK.BUILD_WORDS)] == [], rel
        if rel != FIELDS[:-3] + ".mpy":   # a question's hint: the build's
            assert [text for text in constants if text.endswith(HOOK.HINT)] == [], rel
            assert "hint" not in attributes and "hint" not in texts, rel
        if rel != "calculator/glossary.mpy":
            assert [text for text in constants if text.startswith(HOOK.TERM)] == [], rel


def test_the_glossary_reads_only_terms_with_a_plain_meaning():
    """calculator/glossary.py reads ``term.<key>`` and ``term.<key>.meaning`` of its entries only."""
    for language in LANGUAGES:
        words = catalog(language)
        for key, _ in glossary.GLOSSARY:
            assert "term.%s.meaning" % key in words
            assert not HOOK.build_only("term." + key, words)
