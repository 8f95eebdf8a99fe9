"""The catalogs (calculator/words.py): every word the rule package says, in every language.

- Every language has the same keys, with the same placeholders, in each catalog (the shared one
  and each place's); a language other than English also has ``place``, ``clause.<anchor>``
  for every clause of the place's outline and ``part.<id>`` for every heading of it (the English ones
  are the settings' and the outline's).
  No key is in both the shared catalog and a place's.
- Every key is used and every key used is there: the calculator words everything it can (every
  scenario, every question, option, group, reading, clause, holiday, closed day, error and command
  line message; the page around each answer: its sections, summary, calendar file, link notices, next
  step, form messages and "Before you start"; every guide page of every place, its markers worded by the
  hooks, with the contact box in each shape) in every language, and the keys it looked up, with
  those the templates say (``{{ words("KEY") }}``, hooks/words.py), are exactly the catalogs' keys.
- No word a person reads is written outside the catalogs in the page's modules and templates
  (tests/word_scan.py), and the scan finds one planted there.
- Every scenario gives the same ids, statuses, dates, quantities and citations in Spanish as in
  English (the words aside), and every "not sure" combination of the City's and the Village's
  yes/no questions too.
- The Spanish words use the Spanish term (``term.<id>``) of calculator/build/terms.py's list for each
  term the English words of the same key use; hold no English sentence outside \u201cquoted\u201d ordinance words and names; quote only what
  the English quotes; read at Fernández-Huerta 70 or more (textstat 0.7.8), the catalog as a whole;
  and, like the English, type no legal number.
"""

import itertools
import json
import re
import shutil
import string
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
import textstat
from jinja2 import Environment

import word_scan
from calculator import copied_summary, evaluate, glossary, holidays, ics, inputs, next_step, query, readings, summary, unsure, words
from calculator import __main__ as cli
from calculator import page
from calculator.build import clauses, terms, what_if_table
from calculator.jurisdictions import JURISDICTIONS, ORDER
from calculator.kept import Kept
from calculator.page import answer
from calculator.settings import SETTINGS
from calculator.words import DEFAULT, LANGUAGES, catalog
from number_mentions import law_value_numbers, place_shapes, typed_digits
from scenario_loader import load_cases, outcome_of

ROOT = Path(__file__).resolve().parent.parent

OTHER = [language for language in LANGUAGES if language != DEFAULT]
PLACES = [None] + list(ORDER)
CATALOGS = [(language, place) for language in LANGUAGES for place in PLACES]


def name_of(place):
    return place or "shared"


def anchors(place):
    return list(JURISDICTIONS[place].ARTICLE.labels)


def parts(place):
    """The ``part.<id>`` keys of the place's outline headings (hooks/ordinance_text.py)."""
    return ["part." + clauses.heading_id(heading)[len("part-"):] for heading, _ in clauses.load_outline(place)]


def expected_keys(language, place):
    """The keys a catalog must have: English's, and in another language the ones English has elsewhere."""
    keys = set(catalog(DEFAULT, place))
    if language != DEFAULT and place is not None:
        keys |= {"place"} | {"clause." + anchor for anchor in anchors(place)} | set(parts(place))
    return keys


def placeholders(entry):
    """[(name, format spec)] of an entry's placeholders, each of its parts in turn."""
    parts = entry if type(entry) is tuple else (entry,)
    return [sorted(set((name, spec) for _, name, spec, _ in string.Formatter().parse(part) if name is not None))
            for part in parts]


@pytest.mark.parametrize("language, place", CATALOGS, ids=["%s-%s" % (l, name_of(p)) for l, p in CATALOGS])
def test_every_language_has_the_same_keys(language, place):
    own = set(catalog(language, place))
    assert sorted(expected_keys(language, place) - own) == [], "missing"
    assert sorted(own - expected_keys(language, place)) == [], "not in English"


@pytest.mark.parametrize("language", OTHER)
@pytest.mark.parametrize("place", PLACES, ids=name_of)
def test_every_entry_has_the_same_placeholders_and_shape_as_in_english(language, place):
    english, other = catalog(DEFAULT, place), catalog(language, place)
    problems = []
    for key in english:
        if type(english[key]) is not type(other[key]) or placeholders(english[key]) != placeholders(other[key]):
            problems.append(key)
        elif type(english[key]) is tuple and len(english[key]) != len(other[key]):
            problems.append(key)
    assert problems == []
    assert [key for key in other if key not in english and placeholders(other[key]) != [[]]] == []


def test_no_key_is_both_shared_and_a_places():
    shared = set(catalog(DEFAULT))
    for place in ORDER:
        assert sorted(shared & set(catalog(DEFAULT, place))) == [], place


def test_a_missing_key_is_an_error_never_an_english_word():
    with pytest.raises(KeyError, match="no words 'no.such.key' in the es catalogs of village"):
        words.of("es", "village")("no.such.key")


# ---------------------------------------------------------------- every key is used, every key used is there

class Recorder:
    """Notes every key the catalogs are asked for, by language."""

    def __init__(self, monkeypatch):
        self.keys = dict((language, set()) for language in LANGUAGES)
        entry, has = words.Words.entry, words.Words.has
        recorder = self

        def noted_entry(self, key):
            recorder.keys[self.language].add(key)
            return entry(self, key)

        def noted_has(self, key):
            found = has(self, key)
            if found:
                recorder.keys[self.language].add(key)
            return found

        monkeypatch.setattr(words.Words, "entry", noted_entry)
        monkeypatch.setattr(words.Words, "has", noted_has)
        monkeypatch.setattr(readings, "_worded", {})
        monkeypatch.setattr(summary, "_amounts", Kept())   # the amounts in words short_amount kept
        monkeypatch.setattr(words, "_words", {})   # and the dates in words each Words kept (Words.date)
        for place in ORDER:  # the citations made so far (a scenario in Spanish may have run first)
            monkeypatch.setattr(JURISDICTIONS[place].ARTICLE, "cites", {}, raising=False)


def word_everything(monkeypatch, capsys, tmp_path):
    """Ask the rule package for every word it can say, in every language (what would change each answer
    too)."""
    cases = [case.input for case in load_cases()]
    for language in LANGUAGES:
        for answers in cases:
            outcome_of(dict(answers, language=language) if type(answers) is dict else answers, what_if=True)
        for place in ORDER:
            package = JURISDICTIONS[place]
            say = words.of(language, place)
            for field in package.FIELDS + [inputs.PLACE]:
                for part in ("label", "question", "hint"):
                    field.text(part, language)
                field.choices_words(language)
            for ident in getattr(package, "GROUPS", ()):
                say("group." + ident)
            for entry in getattr(package.law, "AMBIGUITIES", ()):
                readings.words_of(entry, language)
            for anchor in anchors(place):
                package.ARTICLE.cite(anchor, language)
            if language != DEFAULT:
                say("place")
            for name in ("description", "named", "where", "headings"):   # what the site's pages say of it
                say("about." + name)
            clauses.missing_text(place, language)
        for value in inputs.ANSWERS:
            words.of(language)("answer." + value)
        terms.named(language)   # the term list, and the plain meaning of each term the site explains
        # The guides' tables of what would change the answer: their headings, and each kind of day cell
        # (a day that moves, one that goes, a day of a place's own that goes, none).
        what_if_table.headings(language)
        for ident in summary.ACTS + ("a_place_s_own",):
            what_if_table.day({"deadlines": {ident: {"date": None, "act_by": None}}}, language)
        what_if_table.day({"deadlines": {"apply_by": {"date": "2027-05-20", "act_by": "2027-05-19"}}}, language)
        what_if_table.day({"deadlines": {}}, language)
        for key, _ in glossary.GLOSSARY:
            glossary.entry(key, language)
        # A yes/no question without "not sure" (no place of ours asks one; tests/fixtures' does).
        try:
            inputs.read("not a set of answers", [], words.of(language))
        except inputs.InvalidInput:
            pass
        strict = inputs.Field("today", "bool", unsure=False)
        inputs.message(words.of(language), strict, inputs.problem(strict, "unsure"))
        # Combinations that differ in the number of permits only (no rule of ours gives that yet).
        one, two = [{"permit": {"status": "required", "permits_needed": count, "reasons": [
            {"text": "", "kind": "rule", "cite": {}, "quote": ""}]}, "deadlines": [], "requirements": [],
            "warnings": [], "checklist": []} for count in (1, 2)]
        unsure.combine_distinct([one, two], unsure.Combinations([strict], [0, 1]), language)
        # A warning that either of two answers brings: no one set of answers says when (no rule of ours yet).
        warned = dict(one, warnings=[{"id": "w", "message": "", "cite": {}}])
        unsure.combine_distinct([one, warned], unsure.Combinations([strict, strict], [0, 1, 1, 1]), language)
        for year in (2021, 2022, 2027):  # Christmas and New Year's Day observed on a Friday and a Monday
            holidays.holidays_of(year, language)
        # The answers' language and the command line's rewording of an error (calculator/__main__.py).
        for answers in ({"language": "fr"}, {"language": language}):
            try:
                evaluate(answers)
            except inputs.InvalidInput as problem:
                for error in problem.errors:
                    cli.command_line_error(error, dict(answers, jurisdiction="village"))
        for error in ({"field": "zzz", "message": "", "questions": ["a"]},
                      {"field": "peak_atendance", "message": "", "questions": ["peak_attendance"]}):
            cli.command_line_error(error, {"jurisdiction": "village", "language": language})
        path = tmp_path / "answers.json"
        path.write_text(json.dumps({"jurisdiction": "village", "language": "en" if language != "en" else "es"}))
        cli.main(["evaluate", "--language", language, str(path)])
        capsys.readouterr()
        # A holiday of the office's own (settings.py lists none) on a day the office would act on.
        monkeypatch.setitem(SETTINGS["village"], "holidays", ["2027-05-10"])
        evaluate({"jurisdiction": "village", "today": "2027-01-01", "event_start": "2027-07-10",
                  "peak_attendance": 600, "language": language})
        monkeypatch.setitem(SETTINGS["village"], "holidays", [])


SITE = "https://example.gov/permits/"
PAGE = SITE + "calculator/?jurisdiction=village#calc-result"


def page_form(language):
    """What the page's glue reads from a form asking every question of every place (page/form.py)."""
    kinds = {"date": "date", "int": "text", "number": "text", "bool": "radio", "choice": "radio"}
    names = ["jurisdiction"] + [field.name for place in ORDER for field in JURISDICTIONS[place].FIELDS]
    inputs_ = [[name, "radio" if name == "jurisdiction" else kinds[field.kind]]
               for name in names for field in [word_field(name)]]
    return page.Questions(inputs_, [], [name + suffix for name in names for suffix in ("-error", "-hint")], language)


def word_field(name):
    for place in ORDER:
        for field in JURISDICTIONS[place].FIELDS:
            if field.name == name:
                return field
    return inputs.PLACE


def word_the_page(language, monkeypatch):
    """The words of the page around every answer, in ``language``: each scenario's sections, summary
    and calendar file (a saved copy's too), each link notice, each step of the form, "Before you start"."""
    say = words.of(language)
    for case in load_cases():
        if type(case.input) is not dict or "result" not in outcome_of(case.input):
            continue
        answers = dict(case.input, language=language)
        result = evaluate(answers)
        start = answers.get("event_start")
        given = summary.answers_given(answers, None, language)
        copied_summary.text(result, SITE, PAGE, "2026-01-15", answers, None, language)
        ics.calendar(result, "20260501T120000Z", start or "", SITE, PAGE, "2026-01-15", language)
        answer.Shown().changes(answer.sections(result, ["x", "y"], start, given=given, language=language))
        answer.Shown().changes(answer.sections(result, [], None, language=language))
        answer.announcement(result, language)
        answer.jump(result, language)
        for requirement in result["requirements"]:
            if requirement["quantity"] is not None and requirement["unit"] != "US dollars":
                say.entry(summary.unit_key(requirement["unit"]))
    village = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15",
               "peak_attendance": 600, "language": language}
    many = evaluate(village)
    many["permit"]["permits_needed"], many["deadlines"][0]["date_reading"] = 3, None
    summary.headline(many, language)
    for today in ("2026-06-14", "2026-06-15", "2026-06-16", "2026-06-17"):   # a day left, today, passed
        summary.when(many["deadlines"][0], today, language=language)
    monkeypatch.setitem(SETTINGS["village"], "office", "")   # no office in the settings: "the office"
    next_step.office({"jurisdiction": "village"}, language)
    monkeypatch.setitem(SETTINGS["village"], "apply_url", "https://example.gov/apply")
    monkeypatch.setitem(SETTINGS["village"], "apply_form", "village/form.pdf")
    monkeypatch.setitem(SETTINGS["village"], "text_last_checked", "2026-06-01")
    next_step.how_to_apply("village", language)
    next_step.text_last_checked("village", language)
    monkeypatch.undo()
    # The next step when the day to act on is past and the rules' last day is not, and for an unclear answer.
    late = evaluate(dict(village, today="2026-06-15", event_start="2026-08-15"))
    late["deadlines"][0].update(act_by="2026-06-12", passed=False, date_reading=None)
    next_step.next_step(late, language)
    unclear = dict(many, permit=dict(many["permit"], status="unclear"))
    next_step.next_step(unclear, language)
    next_step.next_step(dict(unclear, deadlines=[]), language)
    next_step.next_step(dict(many, deadlines=[]), language)
    next_step.next_step(dict(many, permit=dict(many["permit"], status="prohibited", next_step="")), language)
    copied_summary.event_days({"event_start": "2026-08-14", "event_end": "2026-08-16", "locations": 3}, language)
    # The links' notices (calculator/query.py).
    for link in ("", "today=2026-05-01", "jurisdiction=town", "&".join(["q%d=1" % n for n in range(70)]),
                 "jurisdiction=village&jurisdiction=city&zz=1&yy=2&event_end=2026-02-30&after_dark=maybe"
                 "&government_sponsored=maybe&venue_type=moon&peak_attendance=6,00&event_start=Aug"
                 "&male_attendance=x&female_attendance=1.5&hours_per_day=x&today=1999-01-01&locations=" + "9" * 50,
                 "jurisdiction=village&today=2026-05-01&" + "&".join(["zz%d=1" % n for n in range(900)]),
                 "jurisdiction=village&zz=1&after_dark=true&after_dark=false&today=2026-06-01",
                 "jurisdiction=village&today=2026-04-01&" + "&".join(["peak_attendance=%d" % n for n in range(900)])):
        query.read("?" + link, "2026-05-01", ORDER, language)
    monkeypatch.setattr(word_field("nonprofit"), "unsure", False)   # a yes/no question without "not sure"
    query.read({"jurisdiction": "city", "nonprofit": "x", "language": "fr"}, None, ORDER, language)
    monkeypatch.undo()
    # The form, step by step (calculator/page/): errors, what is still needed, loading, every button.
    calc = page.Calculator(page_form(language), "2026-04-01", "Permit calculator", language)
    calc.update({}, True)
    calc.update({"jurisdiction": "village"}, True)
    calc.update({"jurisdiction": "city", "event_start": "2026-08-15"}, False, False)
    calc.rules_arrived("city", False)
    calc.update({"jurisdiction": "city", "event_start": "2026-08-15"}, False, False)
    for button in ("calc-copy-link", "calc-share"):
        calc.action(button, PAGE, SITE, "2026-04-01T12:00:00.000Z")
    raw = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": "1,5",
           "event_end": page.UNREADABLE}
    for name in ("peak_attendance", "event_end"):
        calc.event("focusout", name)
    calc.update(raw, False)
    calc.update(dict(raw, peak_attendance="600", event_end=""), False)
    calc.rest()
    calc.ready()
    for button in ("calc-copy-link", "calc-share", "calc-copy-summary", "calc-calendar"):
        calc.action(button, PAGE, SITE, "2026-04-01T12:00:00.000Z")
    with monkeypatch.context() as patch:   # the summary and the calendar file not here yet, then not loaded
        patch.setattr(page, "later_written", lambda: False)
        calc.action("calc-copy-summary", PAGE, SITE, "2026-04-01T12:00:00.000Z")
        calc.rules_arrived(page.LATER_ARCHIVE, False)
        calc.action("calc-calendar", PAGE, SITE, "2026-04-01T12:00:00.000Z")
    calc.update({"jurisdiction": "village", "event_start": "2026-08-15"}, False)
    monkeypatch.setattr(page, "evaluate", lambda answers: 1 / 0)
    calc.update(dict(raw, peak_attendance="601", event_end=""), False)
    monkeypatch.undo()
    hook = calculator_form()
    for places in (["village", "city"], ["village"]):
        hook._start(hook.asked_questions([(place, JURISDICTIONS[place]) for place in places]), places,
                    places[0] if len(places) == 1 else "", language)


def calculator_form():
    """hooks/calculator_form.py ("Before you start")."""
    sys.path.insert(0, str(ROOT / "hooks"))
    import calculator_form as hook
    return hook


def word_the_guides(language, monkeypatch):
    """The words the guides' markers say in ``language`` (hooks/markers.py and its renderers): every guide page
    of every place, each place's title and description, the contact box and how to apply in each shape,
    the copy-link buttons, and what no page of ours shows yet (a gap's note, an empty glossary, a clock past
    midnight)."""
    from test_guides import DOCS, load_hook

    markers, copy_links = load_hook("markers"), load_hook("copy_links")
    page = None
    for place in ORDER:
        for path in sorted((DOCS / place).glob("*.md")):
            src_uri = path.relative_to(DOCS).as_posix()
            page = markers.page_of(src_uri, list(ORDER), language=language)
            markers.render(path.read_text(encoding="utf-8"), page)
            fake = SimpleNamespace(file=SimpleNamespace(src_uri=src_uri), meta={})
            markers.place_titles.titled("# Title\n", fake, SimpleNamespace(extra={"places": list(ORDER)}), language)
        markers.resolve("published places", page)
        for apply_url, apply_form in (("", ""), ("https://example.gov/apply", "%s/form.pdf" % place)):
            monkeypatch.setitem(SETTINGS[place], "apply_url", apply_url)
            monkeypatch.setitem(SETTINGS[place], "apply_form", apply_form)
            monkeypatch.setitem(SETTINGS[place], "code_url", apply_url or SETTINGS[place]["code_url"])
            markers.contact.render_how_to_apply(place, page.url, language)
            markers.contact.render(place, language)
        markers.ordinance_text._note({"kind": "gap", "title": None, "text": "", "readings": []},
                                     words.of(language, place))
        monkeypatch.setattr(markers.glossary, "place_terms", lambda place: [])
        markers.glossary.render(place, language)
        monkeypatch.undo()
    markers.guide_examples.shown(24 * 60 + 30, "clock", markers.guide_examples.Context(None, language=language), "")
    table_regions = load_hook("table_regions")
    for table in ("<table><thead><tr><th>A</th><th>B</th></tr></thead></table>", "<table></table>"):
        table_regions.wrap(table, words.of(language))
    config = SimpleNamespace(extra={"places": list(ORDER)}, theme={"language": language})
    copy_links.on_page_content('<h2 id="a">A</h2>', page=SimpleNamespace(
        file=SimpleNamespace(src_uri="village/costs.md"), url="village/costs/", meta={}), config=config)


def template_keys():
    """{key: [template]} of every ``words("KEY", ...)`` in the templates (hooks/words.py)."""
    keys = {}
    for pattern in word_scan.TEMPLATES:
        for path in sorted(ROOT.glob(pattern)):
            tokens = [token for token in Environment().lex(path.read_text(encoding="utf-8"))
                      if token[1] != "whitespace"]
            for index in range(len(tokens) - 2):
                if tokens[index][1:] == ("name", "words") and tokens[index + 1][1:] == ("operator", "("):
                    assert tokens[index + 2][1] == "string", "%s:%d: words() takes a key, as a string" % (
                        path.name, tokens[index][0])
                    keys.setdefault(tokens[index + 2][2][1:-1], []).append(path.name)
    return keys


def nav_keys():
    """hooks/languages.py's keys: the nav's (each page of mkdocs.yml's nav by ``nav.<its path>``) and the site's
    description."""
    import yaml

    sys.path.insert(0, str(ROOT / "hooks"))
    import languages

    places = [place for place in PLACES if place]
    paths = []

    def walk(entries):
        for entry in entries:
            if isinstance(entry, dict):
                walk(list(entry.values()))
            elif isinstance(entry, list):
                walk(entry)
            else:
                paths.append(entry.replace("{place}", places[0]))

    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    walk(config["nav"])
    return set(["nav.index", languages.SITE_DESCRIPTION]
               + [languages.nav_key(path, places) for path in paths if path != "index.md"])


# Keys a language other than English has and does not say yet: "Words: ..." beside a requirement,
# whose plain meanings calculator/glossary.py gives in English only (the one term list is to give them
# in each language).
WAITING = {"page.words"}


def test_every_key_is_used_and_every_key_used_is_there(monkeypatch, capsys, tmp_path):
    recorder = Recorder(monkeypatch)
    word_everything(monkeypatch, capsys, tmp_path)
    for language in LANGUAGES:
        with monkeypatch.context() as patch:
            word_the_page(language, patch)
        with monkeypatch.context() as patch:
            word_the_guides(language, patch)
        recorder.keys[language] |= set(template_keys()) | nav_keys()
    for language in LANGUAGES:
        every = set()
        for place in PLACES:
            every |= set(catalog(language, place))
        unused = sorted(every - recorder.keys[language] - (WAITING if language != DEFAULT else set()))
        assert unused == [], "%s: no code says these (or no scenario reaches them: add one): %s" % (
            language, " ".join(unused))
        assert sorted(recorder.keys[language] - every) == []


def test_every_key_a_template_says_is_a_shared_key_in_every_language():
    keys = template_keys()
    assert "template.problem" in keys and "list.comma" in keys
    for language in LANGUAGES:
        assert sorted(key for key in keys if key not in catalog(language)) == [], language


# ---------------------------------------------------------------- no word outside the catalogs

def test_no_word_a_person_reads_is_written_outside_the_catalogs():
    """The page's modules and templates (tests/word_scan.py) hold ids, keys, classes and formats only."""
    found = word_scan.scan()
    assert found == [], "\n".join("%s:%d: %r" % item for item in found)


@pytest.mark.parametrize("name, planted, words", [
    ("calculator/summary.py", 'def planted():\n    return "Apply by the day"\n', "Apply by the day"),
    ("calculator/page/answer.py", 'PLANTED = {"text": "Why"}\n', "Why"),
    ("calculator/next_step.py", 'def planted(count):\n    return "%d permits" % count\n', "%d permits"),
    ("calculator/query.py", 'PLANTED = "the link is cut short"\n', "the link is cut short"),
    ("hooks/calculator_form.py", 'PLANTED = ["calc-start", "Before you start"]\n', "Before you start"),
    ("overrides/partials/calculator-form.html", "<p>There is a problem</p>\n", "There is a problem"),
    ("overrides/main.html", '<a href="#top" aria-label="Back to the top"></a>\n', "aria-label='Back to the top'"),
    ("overrides/partials/calculator-fallback.html", '{{ "Print" if config else "" }}\n', "Print"),
    ("overrides/partials/calculator-templates.html", '<template id="calc-template-x"><p>Words</p></template>\n',
     "Words"),
], ids=["python sentence", "python word", "python plural", "python lower case", "hook", "template text",
        "template name", "template literal", "markup template"])
def test_the_scan_finds_a_word_planted_in_a_copy(tmp_path, name, planted, words):
    for path in word_scan.PYTHON + [str(path.relative_to(ROOT)) for pattern in word_scan.TEMPLATES
                                    for path in ROOT.glob(pattern)]:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / path, tmp_path / path)
    with open(tmp_path / name, "a", encoding="utf-8") as handle:
        handle.write(planted)
    assert [(where, text) for where, _, text in word_scan.scan(tmp_path)] == [(name, words)]


@pytest.mark.parametrize("text", ["calc-result", "#calc-action-status", "page.fault", "calc-tag calc-tag--",
                                  '[data-field="%s"]', "data:text/calendar;charset=utf-8,", "DTSTART;VALUE=DATE:",
                                  "-P6DT15H", "%s (%s).", "- %s: %s", "today", "", "\u201c%s\u201d"])
def test_an_id_key_class_selector_or_format_is_no_word(text):
    assert not word_scan.reads_as_words(text)


@pytest.mark.parametrize("text", ["Why", "Print", "show my answer", "Apply by %s", "{count} permits", "DETAILS",
                                  "Error: ", "passed yesterday"])
def test_a_word_is_a_word(text):
    assert word_scan.reads_as_words(text)


# ---------------------------------------------------------------- the same answer in every language

TEXT = ("text", "label", "formula", "message", "note", "caution", "name", "words", "headline", "next_step",
        "verdict", "earlier")


def skeleton(value, key=None):
    """The outcome with every word taken out: ids, statuses, dates, quantities and citations stay."""
    if type(value) is dict:
        return dict((name, skeleton(value[name], name)) for name in value if name != "language")
    if type(value) is list:
        return [skeleton(item) for item in value]
    if key in TEXT and type(value) is str:
        return "<words>"
    return value


# Every case that leaves the language to the default (tests/scenarios/spanish.yaml's name theirs).
CASES = [case for case in load_cases() if type(case.input) is dict and "language" not in case.input]


def test_every_scenario_gives_the_same_answer_in_every_language():
    problems = []
    for case in CASES:
        english = skeleton(outcome_of(case.input))
        for language in OTHER:
            outcome = outcome_of(dict(case.input, language=language))
            if skeleton(outcome) != english:
                problems.append(case.name)
            if "result" in outcome:
                assert outcome["result"]["language"] == language
    assert problems == []
    assert len(CASES) > 300


@pytest.mark.parametrize("answers", [
    {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-06-20", "event_type": "street_fair"},
    {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-06-20", "event_type": "block_party",
     "previous_closure_of_same_road": "2026-06-08", "revocation_notice_received": "2026-06-19"},
    {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 200,
     "venue_type": "private_premises", "hours_per_day": 2},
], ids=["city street fair", "city block party", "village private premises"])
def test_every_not_sure_combination_gives_the_same_answer_in_every_language(answers):
    """Each yes/no question answered every way, and all of them "not sure" at once."""
    fields = [field for field in JURISDICTIONS[answers["jurisdiction"]].FIELDS if field.kind == "bool"]
    combinations = list(itertools.product([True, False], repeat=len(fields))) + [("unsure",) * len(fields)]
    for choice in combinations:
        given = dict(answers, **dict((field.name, value) for field, value in zip(fields, choice)))
        english = skeleton(outcome_of(given))
        for language in OTHER:
            assert skeleton(outcome_of(dict(given, language=language))) == english, choice


# ---------------------------------------------------------------- the Spanish words

QUOTED = re.compile("\u201c[^\u201d]*\u201d")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def texts(entry):
    return list(entry) if type(entry) is tuple else [entry]


def unquoted(text):
    return QUOTED.sub(" ", text)


def entries(language):
    """(catalog name, key, English entry, entry in ``language``) of every key in both."""
    for place in PLACES:
        english, other = catalog(DEFAULT, place), catalog(language, place)
        for key in english:
            yield name_of(place), key, english[key], other[key]


def term_forms(pattern, term):
    return re.compile(r"\b(?:%s)\b" % (pattern or re.escape(term) + "(?:e?s)?"), re.IGNORECASE)


TERM_FORMS = [(english, spanish, term_forms(en, english), term_forms(es, spanish))
              for (_, _, en, es), (_, english), (_, spanish) in zip(terms.every(), terms.named(DEFAULT),
                                                                     terms.named("es"))]


def test_the_term_list_names_each_term_once():
    idents = [ident for ident, _, _, _ in terms.every()]
    assert len(set(idents)) == len(idents) and all(re.fullmatch(r"[a-z]+(-[a-z]+)*", ident) for ident in idents)
    for language in LANGUAGES:
        named = [term for _, term in terms.named(language)]
        assert all(named) and len(set(named)) == len(named), language
        for place in PLACES:   # a place's own terms in its catalogs, the shared ones and the meanings in the shared
            keys = [key for key in catalog(language, place) if key.startswith("term.")]
            meanings = ["term.%s.meaning" % key for key, _ in glossary.GLOSSARY] if place is None else []
            assert sorted(keys) == sorted(["term." + ident for ident, own, _, _ in terms.every() if own == place]
                                          + meanings), (language, place)


def test_the_glossary_explains_terms_of_the_term_list_in_every_language():
    idents = [ident for ident, place, _, _ in terms.every() if place is None]
    for key, forms in glossary.GLOSSARY:
        assert key in idents and words.text(DEFAULT, "term." + key).lower() in forms
        for language in LANGUAGES:
            assert glossary.entry(key, language)["definition"] == words.text(language, "term.%s.meaning" % key)


@pytest.mark.parametrize("language", OTHER)
def test_the_spanish_words_use_the_term_lists_terms(language):
    problems = []
    for where, key, english, other in entries(language):
        for one, theirs in zip(texts(english), texts(other)):
            one, theirs = PLACEHOLDER.sub(" ", unquoted(one)), PLACEHOLDER.sub(" ", unquoted(theirs))
            for term, spanish, english_forms, spanish_forms in TERM_FORMS:
                if english_forms.search(one) and not spanish_forms.search(theirs):
                    problems.append("%s %s: %r needs %r" % (where, key, term, spanish))
    assert problems == [], "\n".join(problems)


def test_the_term_check_sees_a_wrong_term():
    forms = dict((english, (en, es)) for english, _, en, es in TERM_FORMS)
    en, es = forms["bond"]
    assert en.search("Bond filed with the Village Clerk-Treasurer") and not es.search("Bono entregado")
    assert es.search("Fianza entregada")
    en, es = forms["surety"]
    assert not en.search("a surety bond") and en.search("from a licensed surety")


# Words of English that are no words of Spanish: two of them outside quotes make an English sentence.
ENGLISH = {"the", "and", "of", "to", "is", "for", "with", "you", "your", "are", "this", "that", "will", "be",
           "have", "has", "from", "by", "on", "at", "it", "its", "an", "which", "who", "what", "when", "where",
           "how", "shall", "must", "may", "can", "or", "if", "any", "all", "not", "does", "do", "we", "our", "they",
           "their", "there", "than", "more", "less", "each", "every", "before", "after", "days", "day"}
NAMES = re.compile(r"Martin Luther King, Jr\.|Juneteenth|MUTCD|--language|EE\. UU\.")


def english_words(text):
    """The words of ``text`` that are English only, outside quotes, placeholders and names."""
    text = NAMES.sub(" ", PLACEHOLDER.sub(" ", unquoted(text)))
    return [word for word in re.findall(r"[^\W\d_]+", text) if word.lower() in ENGLISH]


def test_the_english_check_sees_an_english_sentence():
    assert len(english_words("Ask the Village which reading it uses.")) >= 2
    assert english_words("Pregunte a la Villa qu\u00e9 forma de leerlo usa. \u201cor as otherwise directed by "
                         "the Village Board\u201d") == []


@pytest.mark.parametrize("language", OTHER)
def test_the_spanish_words_hold_no_english_sentence(language):
    found = [(where, key, english_words(text)) for where, key, _, other in entries(language)
             for text in texts(other) if len(english_words(text)) >= 2]
    for place in ORDER:
        found += [(place, key, english_words(text)) for key, text in catalog(language, place).items()
                  if key.startswith(("clause.", "part.")) and len(english_words(text)) >= 2]
    assert found == []


@pytest.mark.parametrize("language", OTHER)
def test_a_spanish_answer_holds_no_english_sentence_outside_the_quoted_ordinance(language):
    """Every text of every scenario's answer, the ``quote`` of the ordinance aside."""
    problems = []

    def walk(value, where):
        if type(value) is dict:
            for key in value:
                if key not in ("quote", "id", "ambiguity", "unit", "href", "anchor", "status", "applies", "kind",
                               "field", "jurisdiction", "language", "allowed", "questions", "suggestion",
                               "depends_on", "needs", "unsure"):
                    walk(value[key], where + "." + key)
        elif type(value) is list:
            for item in value:
                walk(item, where)
        elif type(value) is str and len(english_words(value)) >= 2:
            problems.append((where, value[:120]))

    for case in CASES:
        walk(outcome_of(dict(case.input, language=language)), case.name)
    assert problems[:10] == []


def node_texts(value, skip=("attrs", "template", "quote-words")):
    """The texts of page nodes (calculator/page/answer.py), the ordinance's quoted words aside."""
    if type(value) is dict:
        return [text for key in value if key not in skip for text in node_texts(value[key], skip)]
    if type(value) is list:
        return [text for item in value for text in node_texts(item, skip)]
    return [value] if type(value) is str else []


@pytest.mark.parametrize("language", OTHER)
def test_a_spanish_page_holds_no_english_sentence_outside_the_quoted_ordinance(language):
    """Every answer's page (its sections, announcement and phone bar), copied summary and calendar
    file in Spanish: no English sentence, but in the ordinance's quoted words and names."""
    problems = []
    for case in CASES:
        answers = dict(case.input, language=language)
        if "result" not in outcome_of(answers):
            continue
        result = evaluate(answers)
        sections = answer.sections(result, ["x"], answers.get("event_start"), language=language,
                                   given=summary.answers_given(answers, None, language))
        texts = node_texts(answer.Shown().changes(sections)) + node_texts(answer.jump(result, language))
        texts.append(answer.announcement(result, language))
        texts += copied_summary.text(result, SITE, PAGE, "2026-01-15", answers, None, language).split("\n")
        calendar = ics.calendar(result, "20260501T120000Z", "", SITE, PAGE, "2026-01-15", language)
        texts += [line.replace("\\n", " ").replace("\\,", ",").replace("\\;", ";")
                  for line in calendar.replace("\r\n ", "").split("\r\n")]
        problems += [(case.name, text[:120]) for text in texts if len(english_words(text)) >= 2]
    assert problems[:10] == []


@pytest.mark.parametrize("language", OTHER)
def test_the_form_in_spanish_holds_no_english_sentence(language):
    """hooks/calculator_form.py's model of the form (questions, hints, options, groups, "Before you start")."""
    model = calculator_form().form(list(ORDER), language)
    texts = [text for text in node_texts(model, ("show_when", "name", "id", "places", "kind"))
             if len(english_words(text)) >= 2]
    assert texts == []
    assert model["start"]["title"] == words.text(language, "page.start_title")
    assert [option[1] for option in model["place"]["options"]] == [summary.place_name(place, language)
                                                                  for place in ORDER]


@pytest.mark.parametrize("language", OTHER)
def test_the_spanish_words_quote_only_what_the_english_quotes(language):
    """\u201cCurly quotes\u201d in Spanish hold the ordinance's own English words, as the English entry
    quotes them (in curly or in straight quotes); the language's own quotes are \u00abthese\u00bb."""
    problems = []
    for where, key, english, other in entries(language):
        for one, theirs in zip(texts(english), texts(other)):
            for quote in QUOTED.findall(theirs):
                if quote not in one and '"%s"' % quote[1:-1] not in one:
                    problems.append((where, key, quote))
    assert problems == []


def spanish_text(language, place):
    """One catalog's words as running text: placeholders and quoted English out, each entry a sentence."""
    parts = []
    for key, entry in sorted(catalog(language, place).items()):
        for text in texts(entry):
            text = " ".join(PLACEHOLDER.sub("", unquoted(text)).split())
            if len(text.split()) >= 4:
                parts.append(text if text[-1] in ".?!:" else text + ".")
    return " ".join(parts)


def fernandez_huerta(text):
    textstat.set_lang("es")
    try:
        return textstat.fernandez_huerta(text)
    finally:
        textstat.set_lang("en_US")


@pytest.mark.parametrize("language", OTHER)
@pytest.mark.parametrize("place", PLACES, ids=name_of)
def test_the_spanish_words_are_plain(language, place):
    """70 is "fairly easy" (bastante fácil); a long entry alone, a list of things to bring among them, 50."""
    assert fernandez_huerta(spanish_text(language, place)) >= 70
    hard = []
    for key, entry in catalog(language, place).items():
        for text in texts(entry):
            text = " ".join(PLACEHOLDER.sub("", unquoted(text)).split())
            if len(text.split()) >= 20 and fernandez_huerta(text) < 50:
                hard.append((key, fernandez_huerta(text)))
    assert hard == []


READ_AS_ENGLISH = re.compile(r"\bsecci\u00f3n\b")  # "sección 6.03.003" is a reference, as "section 6.03.003"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("place", ORDER)
def test_a_places_words_type_no_legal_number(language, place):
    """As a place's docstrings (tests/test_law_data.py): the numbers come through placeholders; a clause
    label cites the text in the shapes it declares."""
    shapes = place_shapes(place)
    problems = [(key, found) for key, entry in catalog(language, place).items() for text in texts(entry)
                for found in [[number for number in typed_digits(READ_AS_ENGLISH.sub("section", PLACEHOLDER.sub(
                    " ", text)), shapes) if number not in ("0", "1")]] if found]
    assert problems == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_shared_words_hold_no_law_value(language):
    provisions = [value for place in ORDER for value in vars(JURISDICTIONS[place].law).values()
                  if type(value).__name__ == "Provision"]
    problems = [(key, found) for key, entry in catalog(language).items() for text in texts(entry)
                for found in [law_value_numbers(PLACEHOLDER.sub(" ", text), provisions)] if found]
    assert problems == []


# ---------------------------------------------------------------- dates, counts and lists in each language

@pytest.mark.parametrize("language, day, expected", [
    ("en", (2027, 5, 10), "Monday, May 10, 2027"),
    ("es", (2027, 5, 10), "lunes, 10 de mayo de 2027"),
    ("es", (2027, 5, 11), "martes, 11 de mayo de 2027"),
    ("es", (2026, 12, 31), "jueves, 31 de diciembre de 2026"),
    ("es", (2027, 1, 1), "viernes, 1 de enero de 2027"),
    ("es", (2027, 1, 3), "domingo, 3 de enero de 2027"),
    ("es", (2027, 9, 1), "miércoles, 1 de septiembre de 2027"),
    ("es", (2027, 8, 14), "sábado, 14 de agosto de 2027"),
])
def test_a_date_in_full_in_each_language(language, day, expected):
    import datetime
    assert words.of(language).date(datetime.date(*day)) == expected


@pytest.mark.parametrize("count, english, spanish, business", [
    (0, "0 days", "0 días", "0 días hábiles"), (1, "1 day", "1 día", "1 día hábil"),
    (2, "2 days", "2 días", "2 días hábiles"), (1200, "1,200 days", "1,200 días", "1,200 días hábiles")])
def test_a_count_in_each_language(count, english, spanish, business):
    assert words.of("en").count("count.days", count) == english
    assert words.of("es").count("count.days", count) == spanish
    assert words.of("es").count("count.business_days", count) == business


def test_a_list_in_each_language():
    assert words.of("en").every(["a", "b", "c"]) == "a, b and c"
    assert words.of("es").every(["a", "b", "c"]) == "a, b y c"
    assert words.of("es").either(["a", "b"]) == "a o b"
    assert words.of("es").either(["a"]) == "a"
