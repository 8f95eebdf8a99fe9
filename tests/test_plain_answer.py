"""The answer and the summary in plain words (issue #23): English at grade 8 or lower, Spanish at
Fernández-Huerta 70 or more.

Measured with textstat 0.7.8, as the guides are (tests/test_guides.py), in two ways:

- each catalog entry the answer, its panel, the summary and the link's notices say (the shared
  catalogs' ``summary.*``, ``next_step.*``, ``page.*``, ``unsure.*``, ``closed.*``, ``readings.*`` and
  ``query.*``; each place's ``reason.*``, ``requirement.*``, ``deadline.*``, ``warning.*``,
  ``checklist.*``, ``headline.*``, ``next_step.*``, ``verdict.*``, ``reading.*`` and ``provide.*``), with
  its placeholders and the ordinance's own words \u201cin quotes\u201d taken out: in English, each entry
  of 8 words or more; in Spanish, each of 12 words or more (below that a formula of sentence and word
  length says little: one long word swings it, and the term list fixes some long words, such as
  "permiso para evento especial");
- each scenario's whole answer as the page shows it, and its copied summary, links and the
  clauses' names aside.

The names of offices and places (each place's ``terms.yaml``, calculator/build/terms.py: "Director of
Development Services") are read as one short word: they are the law's names, not ours to shorten.
"""

import re

import pytest
import textstat

from calculator import copied_summary, evaluate, summary
from calculator.build import terms
from calculator.jurisdictions import ORDER
from calculator.page import answer
from calculator.words import DEFAULT, LANGUAGES, catalog
from scenario_loader import load_cases, outcome_of
from test_words import node_texts

SHARED = ("summary.", "next_step.", "page.", "unsure.", "closed.", "readings.", "query.")
PLACES = ("reason.", "requirement.", "deadline.", "warning.", "checklist.", "headline.", "next_step.", "verdict.",
          "reading.", "provide.")
GRADE = 8           # Flesch-Kincaid, English: at most
EASE = 70           # Fernández-Huerta, Spanish: at least
SHORTEST = {"en": 8, "es": 12}   # words of an entry that is measured on its own
QUOTED = re.compile("\u201c[^\u201d]*\u201d(?: \\(texto oficial en inglés(?:: [^)]*)?\\))?")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
LINK = re.compile(r"https?://\S+")
# What the page shows that is no sentence of ours: the clause's name and its quoted words, "Words: ..."
NOT_OURS = ("attrs", "template", "quote-words", "cite", "quote-title", "words-title", "words-list")


def names(language):
    """The offices' and places' names as a text writes them, longest first (in another language also the
    official English name it gives once, in brackets)."""
    forms = [form for _, place, english, spanish in terms.every() if place
             for form in ([english] if language == DEFAULT else [spanish, r"\(" + english + r"\)"])]
    return re.compile("|".join("(?:%s)" % form for form in sorted(forms, key=len, reverse=True)))


def plain_text(text, language):
    """``text`` as measured: quotes, placeholders and links out, each name one word."""
    text = names(language).sub("Name", LINK.sub(" ", PLACEHOLDER.sub(" ", QUOTED.sub(" ", text))))
    return " ".join(text.split())


def score(text, language):
    if language == DEFAULT:
        return textstat.flesch_kincaid_grade(text)
    textstat.set_lang(language)
    try:
        return textstat.fernandez_huerta(text)
    finally:
        textstat.set_lang("en_US")


def plain(value, language):
    return value <= GRADE if language == DEFAULT else value >= EASE


def entries(language):
    """(catalog, key, text) of every entry the answer and the summary say, measured on its own."""
    for place in [None] + list(ORDER):
        for key, entry in catalog(language, place).items():
            if key.startswith(SHARED if place is None else PLACES):
                for text in entry if type(entry) is tuple else (entry,):
                    text = plain_text(text, language)
                    if len(text.split()) >= SHORTEST[language]:
                        yield place or "shared", key, text


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sentence_of_the_answer_and_the_summary_is_plain(language):
    measured = [(where, key, round(score(text, language), 1), text) for where, key, text in entries(language)]
    assert len(measured) > 150
    assert [item for item in measured if not plain(item[2], language)] == []


def as_prose(texts, language):
    """Texts one after another as sentences (a heading or a list item ends as one)."""
    found = [plain_text(text, language) for text in texts]
    return " ".join(text if text[-1:] in ".?!:" else text + "." for text in found if text)


CASES = [case for case in load_cases() if type(case.input) is dict and "language" not in case.input]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_answer_and_summary_reads_plainly_as_a_whole(language):
    hard = []
    for case in CASES:
        answers = dict(case.input, language=language)
        if "result" not in outcome_of(answers):
            continue
        result = evaluate(answers)
        shown = answer.Shown().changes(answer.sections(result, [], answers.get("event_start"), language=language))
        text = copied_summary.text(result, "https://example.gov/", "https://example.gov/c", "", answers, None, language)
        for what, texts in (("answer", node_texts(shown, NOT_OURS)),
                            ("summary", [line for line in text.splitlines()
                                         if not line.strip().startswith(("Source: ", "Fuente: "))])):
            value = score(as_prose(texts, language), language)
            if not plain(value, language):
                hard.append((case.name, what, round(value, 1)))
    assert hard == []


def test_the_measure_sees_hard_words():
    """The check is not blind: the ordinance's own sentence fails it, a plain one passes."""
    legal = ("It shall be unlawful for any person to conduct a special event without a valid special event permit "
             "issued by the municipality unless exempted per the applicable section of this article.")
    assert not plain(score(plain_text(legal, "en"), "en"), "en")
    assert plain(score(plain_text("You need a permit. Apply at least sixty days before the event.", "en"), "en"),
                 "en")
    assert plain_text("Ask the Director of Development Services \u201cnow\u201d by {day}.", "en") == "Ask the Name by ."
