"""Rules given as parts (calculator/results.py ``Parts``): an answer "not sure" is worked out for each
part on its own, over the questions that part reads (calculator/unsure.py ``part_branches``), and the
answer is the one of working out the whole rules (tests/test_unsure_combinations.py checks it against
every combination, on CPython and MicroPython)."""

import json

import pytest

from calculator import JURISDICTIONS, unsure
from calculator.inputs import UNSURE, check_event_dates, read, unsure_questions
from calculator.results import Parts, whole

BOOLS = [field.name for field in JURISDICTIONS["city"].FIELDS if field.kind == "bool"]


class Question:
    def __init__(self, name):
        self.name = name


def test_called_parts_give_their_results_joined_in_order():
    def first(values, today, holidays):
        return {"permit": {"status": "required"}, "warnings": [{"id": "a"}]}

    def second(values, today, holidays):
        return {"deadlines": [{"id": "d"}], "warnings": [{"id": "b"}, {"id": "c"}]}

    assert Parts(first, second)({}, None, []) == {
        "permit": {"status": "required"}, "deadlines": [{"id": "d"}], "requirements": [],
        "warnings": [{"id": "a"}, {"id": "b"}, {"id": "c"}], "checklist": []}


def test_joining_leaves_the_parts_lists_as_they_were():
    one, two = {"warnings": [{"id": "a"}]}, {"warnings": [{"id": "b"}]}
    joined = whole([one, two])
    assert joined["warnings"] == [{"id": "a"}, {"id": "b"}]
    assert one == {"warnings": [{"id": "a"}]} and two == {"warnings": [{"id": "b"}]}
    assert joined["warnings"][0] is one["warnings"][0]


def test_each_part_runs_over_the_questions_it_reads_only():
    """Part one reads a; part two reads b, then c only when b is yes: 2 + 3 runs for 8 combinations,
    where the whole rules would take 6.  Each key of the result is combined from the parts that give
    it: the warnings from both, with the deadlines they are about."""
    runs = {"one": [], "two": []}

    def one(answers, today, holidays):
        runs["one"].append(answers["a"])
        return {"permit": {"a": answers["a"]}, "warnings": [{"id": "a", "message": answers["a"]}]}

    def two(answers, today, holidays):
        seen = [answers["b"]]
        if seen[0]:
            seen.append(answers["c"])
        runs["two"].append(tuple(seen))
        return {"deadlines": [{"id": "seen", "date": tuple(seen)}], "warnings": []}

    values = {"a": UNSURE, "b": UNSURE, "c": UNSURE}
    views = unsure.part_views((one, two), values, [Question("a"), Question("b"), Question("c")], None, [])
    assert sorted(runs["one"]) == [False, True]
    assert sorted(runs["two"]) == [(False,), (True, False), (True, True)]

    def given(key, mask):
        view = views[key]
        return view.results[view.result_of[mask]]

    for mask in range(8):  # bit 0: a, bit 1: b, bit 2: c
        a, b, c = bool(mask & 1), bool(mask & 2), bool(mask & 4)
        seen = [{"id": "seen", "date": (b, c) if b else (b,)}]
        assert given("permit", mask)["permit"] == {"a": a}
        assert given("deadlines", mask)["deadlines"] == seen
        assert given("warnings", mask) == {"permit": {"a": a}, "deadlines": seen, "requirements": [],
                                           "warnings": [{"id": "a", "message": a}], "checklist": []}
        assert given("requirements", mask)["requirements"] == [] and given("checklist", mask)["checklist"] == []
    assert [len(views[key].results) for key in ("permit", "deadlines", "warnings", "requirements")] == [2, 3, 6, 1]
    assert views["requirements"] is views["checklist"]  # neither given by a part: one view, one empty result


def city_values(kind):
    answers = dict({name: UNSURE for name in BOOLS}, today="2026-05-01", event_start="2026-06-20", event_type=kind)
    values, errors = read(answers, JURISDICTIONS["city"].FIELDS)
    check_event_dates(values, errors)
    assert not errors
    values["language"] = "en"
    return values


@pytest.mark.parametrize("kind, most", [("street_fair", 19), ("other", 19), ("block_party", 43)])
def test_the_city_rules_are_worked_out_part_by_part(kind, most):
    """All seven City yes/no questions "not sure" (128 combinations): each part runs once per branch it
    takes (a street fair: the permit 6 runs, the deadlines 2, the requirements 8, the checklist 3), and
    the answer is the whole rules' to the byte."""
    rules = JURISDICTIONS["city"]
    assert type(rules.evaluate) is Parts
    runs = []

    def counted(part):
        def run(answers, today, holidays):
            runs.append(part)
            return part(answers, today, holidays)
        return run

    values = city_values(kind)
    questions = unsure_questions(rules.FIELDS, values)
    assert len(questions) == 7
    by_parts = unsure.evaluate(Parts(*[counted(part) for part in rules.evaluate.parts]), values, questions,
                               values["today"], [])
    assert len(runs) == most

    def whole_rules(answers, today, holidays):
        return rules.evaluate(answers, today, holidays)

    at_once = unsure.evaluate(whole_rules, values, questions, values["today"], [])
    assert json.dumps(by_parts, sort_keys=True) == json.dumps(at_once, sort_keys=True)
