"""Every scenario input gives the same outcome under MicroPython as under CPython, in every language.

All inputs go through MicroPython in one batch per language (one interpreter start each), each
once as it is and once in each other language (``"language": "es"``), on the archives of the
calculator page in that language alone (an input without a language on the English page's; one in
a language the site does not speak, which no page sends, on every page's archives): so the Spanish
page's archives, which hold no English word, answer every scenario asked in Spanish.  Outcomes are
compared as data: {"result": ...} or {"errors": [...]}, the CPython one after a JSON
round trip.  A {"crash": ...} from MicroPython is a failure.  And under MicroPython, as on CPython
(tests/test_words.py), a scenario gives the same ids, statuses, dates, quantities and citations in
Spanish as in English.

The runner (tests/micropython/evaluate.mjs) hands MicroPython the JSON text exactly as
pytest wrote it, so 300.0 stays a float and big integers stay exact.
"""

import json

import pytest

from calculator.words import DEFAULT, LANGUAGES
from micropython_runner import default_archives, run_in_micropython, site_languages
from scenario_loader import first_difference, load_cases, outcome_of
from test_words import skeleton

CASES = load_cases()
OTHER = [language for language in LANGUAGES if language != DEFAULT]
# (name, input): every case, then every case that leaves the language to the default, in each other
# language (tests/scenarios/spanish.yaml's cases name theirs).
RUNS = [(case.name, case.input) for case in CASES] + [
    ("%s (%s)" % (case.name, language), dict(case.input, language=language))
    for language in OTHER for case in CASES if type(case.input) is dict and "language" not in case.input]


def page_language(answers):
    """The language of the page whose archives answer ``answers`` (None: every page's)."""
    language = answers.get("language", DEFAULT) if type(answers) is dict else DEFAULT
    return language if language in site_languages() else None


@pytest.fixture(scope="module")
def micropython_outcomes():
    outcomes = [None] * len(RUNS)
    for language in site_languages() + [None]:
        indices = [index for index, (_, answers) in enumerate(RUNS) if page_language(answers) == language]
        found = run_in_micropython([RUNS[index][1] for index in indices], archives=default_archives(language))
        for index, outcome in zip(indices, found):
            outcomes[index] = outcome
    return outcomes


def test_every_scenario_matches_under_micropython(micropython_outcomes):
    assert len(micropython_outcomes) == len(RUNS)
    problems = []
    for (name, answers), theirs in zip(RUNS, micropython_outcomes):
        ours = json.loads(json.dumps(outcome_of(answers)))
        if "crash" in theirs:
            problems.append("%s: MicroPython crashed: %s" % (name, theirs["crash"]))
        elif ours != theirs:
            problems.append("%s: %s" % (name, first_difference(ours, theirs)))
    assert not problems, "%d of %d scenarios differ:\n%s" % (len(problems), len(RUNS), "\n".join(problems))


def test_every_scenario_gives_the_same_answer_in_every_language_under_micropython(micropython_outcomes):
    outcomes = dict((name, outcome) for (name, _), outcome in zip(RUNS, micropython_outcomes))
    compared = 0
    for case in CASES:
        for language in OTHER:
            other = outcomes.get("%s (%s)" % (case.name, language))
            if other is not None:
                compared += 1
                assert skeleton(other) == skeleton(outcomes[case.name]), (case.name, language)
    assert compared > 300
