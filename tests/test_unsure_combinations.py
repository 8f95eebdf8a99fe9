"""calculator/unsure.py works out only the combinations the rules can tell apart and combines the
different results only; the answer is exactly the one of working out every combination on its
own and combining them all (tests/unsure_every_combination.py), on CPython and MicroPython.

- ``branches``: one run of the rules for all the combinations that answer the questions it read
  the same way; the rules read their answers only through ``Answers``;
- ``distinct``: equal results count once, in the order of the first combination giving each;
- ``deciding`` over the different results is ``deciding`` over every combination.
"""

import itertools
import json
import random
import shutil
from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import unsure_every_combination as every
from calculator import InvalidInput, JURISDICTIONS, ORDER, evaluate, unsure
from calculator.inputs import UNSURE, check_event_dates, read
from calculator.words import LANGUAGES
from micropython_runner import REPO_ROOT, archive_of, run_node
from scenario_loader import first_difference, load_cases

CALL = REPO_ROOT / "tests" / "micropython" / "call.mjs"
BOOLS = {place: [f.name for f in JURISDICTIONS[place].FIELDS if f.kind == "bool"] for place in ("village", "city")}
EVENT_TYPES = ("street_fair", "race", "run", "arts_and_crafts_show", "carnival", "circus", "rally",
               "public_entertainment", "parade", "block_party", "other")
YES_NO = (True, False, UNSURE)
SETTINGS = settings(max_examples=250, deadline=None, derandomize=True, database=None)


def outcome(evaluate_with, answers):
    try:
        return {"result": evaluate_with(answers)}
    except InvalidInput as problem:
        return {"errors": problem.errors}


def same(answers):
    """The answer with branches and distinct results is the all-combinations answer, to the byte."""
    mine, theirs = outcome(evaluate, answers), outcome(every.evaluate, answers)
    assert mine == theirs, first_difference(theirs, mine)
    assert json.dumps(mine, sort_keys=True) == json.dumps(theirs, sort_keys=True)
    return mine


# ---------------------------------------------------------------- many inputs, both ways

def city_answers(rng, unsure_names, today=date(2026, 5, 1)):
    start = today + timedelta(days=rng.choice([0, 1, 13, 14, 15, 29, 30, 31, 45, 120]))
    answers = {"jurisdiction": "city", "today": today.isoformat(), "event_start": start.isoformat(),
               "event_type": rng.choice(EVENT_TYPES)}
    if rng.random() < 0.3:
        answers["event_end"] = (start + timedelta(days=rng.choice([0, 1, 2, 3, 4]))).isoformat()
    for name in BOOLS["city"]:
        answers[name] = UNSURE if name in unsure_names else rng.random() < 0.5
    if rng.random() < 0.5:  # the other closure of the same road: at, just inside and outside the spacing
        answers["previous_closure_of_same_road"] = (start - timedelta(days=rng.choice([1, 29, 30, 31, 90]))).isoformat()
    if rng.random() < 0.3:
        answers["revocation_notice_received"] = (start - timedelta(days=rng.randrange(0, 10))).isoformat()
    if rng.random() < 0.4:
        answers["prior_events_at_address_this_year"] = rng.randrange(0, 6)
    if rng.random() < 0.4:
        answers["projected_parking_users"] = rng.choice([0, 1, 99, 1000])
    if rng.random() < 0.2:
        answers["locations"] = 2
    return answers


def test_every_set_of_unsure_city_questions_gives_the_all_combinations_answer():
    """Each of the 128 sets of City yes/no questions answered "not sure" (the others yes or no),
    twice over with other answers."""
    rng = random.Random(20261201)
    for size in range(len(BOOLS["city"]) + 1):
        for names in itertools.combinations(BOOLS["city"], size):
            for _ in range(2):
                same(city_answers(rng, names))


@SETTINGS
@given(st.fixed_dictionaries({name: st.sampled_from(YES_NO) for name in BOOLS["city"]}),
       st.sampled_from(EVENT_TYPES), st.integers(0, 60), st.integers(0, 4),
       st.sampled_from([None, 1, 29, 30, 31]), st.sampled_from([None, 0, 3, 9]),
       st.sampled_from(["2026-05-01", "2026-05-30", "2026-12-24"]))
def test_city_answers_with_unsure_ones_give_the_all_combinations_answer(bools, kind, ahead, days, gap, notice,
                                                                          today):
    start = date.fromisoformat(today) + timedelta(days=ahead)
    answers = dict(bools, jurisdiction="city", today=today, event_type=kind, event_start=start.isoformat(),
                   event_end=(start + timedelta(days=days)).isoformat())
    if gap is not None:
        answers["previous_closure_of_same_road"] = (start - timedelta(days=gap)).isoformat()
    if notice is not None:
        answers["revocation_notice_received"] = (start - timedelta(days=notice)).isoformat()
    same(answers)


@SETTINGS
@given(st.sampled_from(YES_NO), st.sampled_from(YES_NO), st.sampled_from([1, 249, 250, 251, 999, 1001, 3000]),
       st.sampled_from([None, "permanent_venue", "localized_area"]), st.sampled_from([None, 0, 250, 5000]),
       st.sampled_from(["2026-05-01", "2026-07-01", "2026-08-14"]), st.sampled_from([None, 1, 2.5, 24]),
       st.sampled_from([None, 999, 1000, 1001]))
def test_village_answers_with_unsure_ones_give_the_all_combinations_answer(sponsored, after_dark, people, venue,
                                                                             seats, today, hours, distance):
    answers = {"jurisdiction": "village", "today": today, "event_start": "2026-08-15", "peak_attendance": people,
               "government_sponsored": sponsored, "after_dark": after_dark}
    for key, value in (("venue_type", venue), ("seating_capacity", seats), ("hours_per_day", hours),
                       ("parking_distance_ft", distance)):
        if value is not None:
            answers[key] = value
    same(answers)


def unsure_scenarios():
    return [case for case in load_cases() if isinstance(case.input, dict) and UNSURE in case.input.values()]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_scenario_with_unsure_answers_gives_the_all_combinations_answer(language):
    cases = unsure_scenarios()
    assert len([case for case in cases if "result" in same(dict(case.input, language=language))]) >= 15


# ---------------------------------------------------------------- the same under MicroPython

def micropython_inputs():
    rng = random.Random(815)
    inputs = [city_answers(rng, BOOLS["city"]) for _ in range(6)]
    inputs += [city_answers(rng, rng.sample(BOOLS["city"], rng.randrange(1, 7))) for _ in range(30)]
    inputs += [{"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15",
                "peak_attendance": people, "government_sponsored": UNSURE, "after_dark": dark}
               for people in (250, 251, 1500) for dark in (UNSURE, True)]
    inputs += [case.input for case in unsure_scenarios() if "result" in outcome(evaluate, case.input)]
    return inputs + [dict(answers, language="es") for answers in inputs[:6]]


def test_micropython_gives_the_all_combinations_answer_too(tmp_path):
    """The package packed as the page gets it, with the all-combinations method beside it."""
    shutil.copytree(REPO_ROOT / "calculator", tmp_path / "calculator", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(REPO_ROOT / "tests" / "unsure_every_combination.py", tmp_path / "calculator" / "every_combination.py")
    archive = archive_of(tmp_path, tmp_path / "calculator.tar.gz", ORDER)
    inputs = micropython_inputs()
    calls = []
    for answers in inputs:
        calls.append({"function": "calculator.evaluate", "args": [answers]})
        calls.append({"function": "calculator.every_combination.evaluate", "args": [answers]})
    outcomes = run_node(CALL, json.dumps(calls), archives=[archive], timeout=600)
    for number, answers in enumerate(inputs):
        mine, theirs = outcomes[2 * number], outcomes[2 * number + 1]
        expected = json.loads(json.dumps(evaluate(answers)))
        assert mine == {"result": expected}, (answers, first_difference({"result": expected}, mine))
        assert theirs == mine, answers


# ---------------------------------------------------------------- branches: one run per branch of the rules

class Question:
    def __init__(self, name):
        self.name = name
        self.label = name


def test_one_run_stands_for_every_combination_that_answers_what_it_read_the_same_way():
    """Rules that read a, then b only when a is yes, and never c: three runs for eight combinations."""
    runs = []

    def rules(answers, today, holidays):
        seen = [answers["a"]]
        if seen[0]:
            seen.append(answers["b"])
        runs.append(tuple(seen))
        return {"seen": tuple(seen), "other": answers["other"]}

    questions = [Question("a"), Question("b"), Question("c")]
    values = {"a": UNSURE, "b": UNSURE, "c": UNSURE, "other": 7}
    found = unsure.branches(rules, values, questions, None, [])
    assert sorted(runs) == [(False,), (True, False), (True, True)]
    assert [result["seen"] for result in found] == [  # bit 0: a, bit 1: b, bit 2: c
        (False,), (True, False), (False,), (True, True), (False,), (True, False), (False,), (True, True)]
    assert all(result["other"] == 7 for result in found)
    for mask in range(8):  # the same object wherever the run did not read the answer that differs
        assert found[mask] is found[mask ^ 4]
        if not mask & 1:
            assert found[mask] is found[mask ^ 2]


def test_a_question_answered_yes_or_no_is_never_explored():
    def rules(answers, today, holidays):
        return {"a": answers["a"], "b": answers["b"]}

    found = unsure.branches(rules, {"a": True, "b": UNSURE}, [Question("b")], None, [])
    assert found == [{"a": True, "b": False}, {"a": True, "b": True}]


def read_paths(answers):
    """Brute force: the different (question, answer) sets the City rules read over all combinations."""
    rules = JURISDICTIONS[answers["jurisdiction"]]
    rest = dict((key, answers[key]) for key in answers if key != "jurisdiction")
    values, errors = read(rest, rules.FIELDS)
    check_event_dates(values, errors)
    names = [name for name in BOOLS[answers["jurisdiction"]] if values[name] == UNSURE]
    paths = set()
    for choice in itertools.product([False, True], repeat=len(names)):
        seen = []

        class Reading(dict):
            def __getitem__(self, key):
                if key in names:
                    seen.append((key, dict.__getitem__(self, key)))
                return dict.__getitem__(self, key)

        rules.evaluate(Reading(values, **dict(zip(names, choice))), values["today"], [])
        paths.add(frozenset(seen))
    return values, names, paths


@pytest.mark.parametrize("kind", ["street_fair", "block_party", "other"])
def test_the_rules_run_once_per_branch_they_take(kind):
    answers = dict({name: UNSURE for name in BOOLS["city"]}, jurisdiction="city", today="2026-05-01",
                   event_start="2026-06-20", event_type=kind)
    values, names, paths = read_paths(answers)
    rules = JURISDICTIONS["city"]
    runs = []

    def counted(answers, today, holidays):
        runs.append(1)
        return rules.evaluate(answers, today, holidays)

    questions = [f for f in rules.FIELDS if f.name in names]
    found = unsure.branches(counted, values, questions, values["today"], [])
    assert len(found) == 2 ** len(names) and len(runs) == len(paths) <= 2 ** len(names)
    assert len(set(id(result) for result in found)) == len(runs)


def test_the_answers_can_only_be_read():
    answers = unsure.Answers({"a": UNSURE, "b": 3}, {})
    assert answers["b"] == 3 and answers.get("b") == 3 and answers.get("zzz", "none") == "none"
    assert "a" in answers and "zzz" not in answers
    assert answers["a"] is False and answers.guessed == ["a"] and answers.chosen == {"a": False}
    assert answers["a"] is False and answers.guessed == ["a"]  # noted once
    with pytest.raises(KeyError):
        answers["zzz"]
    with pytest.raises(TypeError):
        answers["b"] = 4
    with pytest.raises(TypeError):
        dict(answers)
    with pytest.raises(TypeError):
        list(answers)


# ---------------------------------------------------------------- distinct results, deciding questions

def test_equal_results_count_once_in_the_order_they_first_come():
    one, same_as_one, two = {"p": [1], "q": {"x": 1}}, {"p": [1], "q": {"x": 1}}, {"p": [2], "q": {"x": 1}}
    results, result_of = unsure.distinct([two, one, two, same_as_one, one])
    assert results == [two, one] and results[0] is two and results[1] is one
    assert result_of == [0, 1, 0, 1, 1]


def test_true_and_one_are_not_taken_for_each_other_by_the_combination():
    results, result_of = unsure.distinct([{"p": [True]}, {"p": [1]}])
    assert result_of in ([0, 0], [0, 1])  # == says equal; the combined answer is checked to the byte above


@SETTINGS
@given(st.integers(1, 5).flatmap(lambda n: st.lists(st.integers(0, 3), min_size=2 ** n, max_size=2 ** n)))
def test_deciding_over_different_results_is_deciding_over_every_combination(keys):
    questions = [Question("q%d" % bit) for bit in range(len(keys).bit_length() - 1)]
    results, result_of = sorted(set(keys)), None
    result_of = [results.index(key) for key in keys]
    combinations = unsure.Combinations(questions, result_of)
    assert unsure.deciding(combinations, results) == unsure.deciding(questions, keys)
    # by hand: a question decides if flipping its answer changes the key somewhere
    by_hand = [q for bit, q in enumerate(questions)
               if any(keys[mask] != keys[mask ^ (1 << bit)] for mask in range(len(keys)))]
    assert unsure.deciding(questions, keys) == by_hand
