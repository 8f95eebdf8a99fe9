"""What would change the answer (calculator/what_if.py), over every scenario input.

- Honest: each item's one change, run through the command line, gives exactly the status, the
  number of permits and the days to act by the item claims (on CPython; under MicroPython too, each
  changed input evaluated in the built archives).
- Nearest: for a number or a date, one step back toward the answer gives something else.
- Nothing for nothing: no item claims what the answer already gives, and the answers the places do
  not declare (``rules.WHAT_IF``), or declare alike, change nothing when tried.
- Complete: for the boundary scenarios (tests/scenarios/what_if.yaml), trying every value of each
  declared number or date finds exactly the items, and an item's "or fewer" ("or more") holds for
  every value beyond it.
- The same in every language (the words aside), Spanish without English sentences, and the same
  under MicroPython as on CPython.
"""

import json
from datetime import date, timedelta

import pytest

import calculator.__main__ as cli
from calculator import InvalidInput, evaluate, what_if
from calculator.inputs import problem
from calculator.jurisdictions import JURISDICTIONS
from calculator.what_if import Limits
from calculator.words import DEFAULT, LANGUAGES
from micropython_runner import REPO_ROOT, run_in_micropython, run_node
from scenario_loader import load_cases
from test_words import english_words, skeleton

OTHER = [language for language in LANGUAGES if language != DEFAULT]


def valid(answers):
    try:
        evaluate(answers)
        return True
    except InvalidInput:
        return False


CASES = [case for case in load_cases() if type(case.input) is dict and valid(case.input)]
BOUNDARY_CASES = [case for case in CASES if case.source == "what_if.yaml"]


@pytest.fixture(scope="module")
def answered():
    """[(case, result with what_would_change)] for every valid scenario input."""
    return [(case, json.loads(json.dumps(evaluate(case.input, what_if=True)))) for case in CASES]


def changed_answers(case, result, item):
    answers = dict(case.input, today=result["today"])
    answers[item["field"]] = item["value"]
    return answers


def days_of(result):
    """{id: (date, act_by)} of the deadlines the organizer acts on."""
    return dict((item["id"], (item["date"], item["act_by"])) for item in result["deadlines"] if "act_by" in item)


def claimed(result, item):
    """What the item says the changed answers give: (status, permits, {id: (date, act_by)})."""
    days = days_of(result)
    for ident, day in item["deadlines"].items():
        if day["date"] is None:
            days.pop(ident, None)
        else:
            days[ident] = (day["date"], day["act_by"])
    return item["permit_status"], item["permits_needed"], days


def given(result):
    return result["permit"]["status"], result["permit"]["permits_needed"], days_of(result)


def test_there_are_items_of_every_kind(answered):
    items = [item for _, result in answered for item in result["what_would_change"]]
    assert len(CASES) > 300 and len(items) > 1000
    assert set(item["permit_status"] for item in items) == {"not_required", "required", "unclear", "prohibited"}
    assert set(item["field"] for item in items) == set(
        name for place in ("village", "city") for name, _ in JURISDICTIONS[place].WHAT_IF)


def test_every_item_claims_exactly_what_the_changed_answers_give_on_the_command_line(answered, tmp_path,
                                                                                     capsys):
    path, problems, checked = tmp_path / "answers.json", [], 0
    for case, result in answered:
        for item in result["what_would_change"]:
            path.write_text(json.dumps(changed_answers(case, result, item)), encoding="utf-8")
            assert cli.main(["evaluate", str(path)]) == cli.VALID
            printed = json.loads(capsys.readouterr().out)
            checked += 1
            if given(printed) != claimed(result, item):
                problems.append("%s: %s=%r gives %r, the item says %r" % (
                    case.name, item["field"], item["value"], given(printed), claimed(result, item)))
    assert problems == [] and checked > 1000


def step_back(item, answer):
    """The value one step from the item's toward the answer (a day for a date)."""
    value = item["value"]
    if type(value) is str:
        day, toward = date.fromisoformat(value), date.fromisoformat(answer)
        return (day + timedelta(days=1 if toward > day else -1)).isoformat()
    return value + 1 if answer > value else value - 1


def answer_of(case, result, field):
    """The answer the rules read for ``field`` (a date left out: the first day, for the last day)."""
    value = case.input.get(field)
    if value is None and field == "event_end":
        value = case.input["event_start"]
    if value is None:
        value = field_of(result, field).default
    return value


def field_of(result, name):
    return [one for one in JURISDICTIONS[result["jurisdiction"]].FIELDS if one.name == name][0]


def test_a_number_or_date_item_is_the_nearest_value_that_gives_it(answered):
    problems, checked = [], 0
    for case, result in answered:
        for item in result["what_would_change"]:
            if field_of(result, item["field"]).kind not in ("int", "number", "date"):
                continue
            back = dict(changed_answers(case, result, item))
            back[item["field"]] = step_back(item, answer_of(case, result, item["field"]))
            checked += 1
            try:
                between = given(evaluate(back))
            except InvalidInput:
                continue
            if between == claimed(result, item):
                problems.append("%s: %s=%r gives it too" % (case.name, item["field"], back[item["field"]]))
    assert problems == [] and checked > 500


def test_no_item_claims_what_the_answer_already_gives(answered):
    assert [(case.name, item["field"], item["value"]) for case, result in answered
            for item in result["what_would_change"] if claimed(result, item) == given(result)] == []
    assert [(case.name, item["field"]) for case, result in answered for item in result["what_would_change"]
            if item["value"] == case.input.get(item["field"])] == []


def others(field, value):
    """Values to try for an answer the places declare no what-if for, or declare alike."""
    if field.kind == "bool":
        return [one for one in (True, False) if one != value]
    if field.kind == "choice":
        return [one for one in field.choices if one != value]
    if field.kind == "date":
        return []
    return [one for one in (0, 1, 2, 3, 24, 249, 250, 251, 1000, 5000, 100000) if not problem(field, one)]


def test_what_a_place_does_not_declare_changes_nothing():
    """Each yes/no, choice or number answer no place's WHAT_IF names or the form does not ask (its
    ``show_when``), and each option a choice's ``tried`` leaves out (it gives what the first tried option
    before it gives).  Dates aside: a day counted from a date moves with it (the first day, a notice
    received), which the answer already says, so they are not offered.  A place that declares no
    WHAT_IF (it is optional) offers no change, and claims none of this."""
    problems = []
    for case in CASES:
        rules = JURISDICTIONS[case.input["jurisdiction"]]
        if not hasattr(rules, "WHAT_IF"):
            continue
        declared = dict(rules.WHAT_IF)
        base = given(evaluate(case.input))
        values = what_if.read_values(rules, case.input)
        for field in rules.FIELDS:
            how = declared.get(field.name)
            tried = getattr(how, "tried", None)
            if not what_if.shown(rules.FIELDS, values, field):
                how = tried = None
            if field.name == "today" or (how is not None and tried is None):
                continue
            for value in others(field, case.input.get(field.name, field.default)):
                answers = dict(case.input, **{field.name: value})
                like = base
                if tried is not None:
                    if value in tried:
                        continue
                    before = [one for one in field.choices[:field.choices.index(value)] if one in tried]
                    like = given(evaluate(dict(case.input, **{field.name: before[-1]})))
                try:
                    if given(evaluate(answers)) != like:
                        problems.append("%s: %s=%r" % (case.name, field.name, value))
                except InvalidInput:
                    pass
    assert problems == []


# ---------------------------------------------------------------- every value tried, for the boundary scenarios

def scan_values(field, value, items):
    """Every value from well below to well above the answer and the items (40 days either way for a date)."""
    if field.kind == "date":
        days = [date.fromisoformat(value)] + [date.fromisoformat(item["value"]) for item in items]
        first, last = min(days) - timedelta(days=40), max(days) + timedelta(days=40)
        return [(first + timedelta(days=step)).isoformat() for step in range((last - first).days + 1)]
    numbers = [value] + [item["value"] for item in items]
    return [one for one in range(0, 2 * int(max(numbers)) + 40) if not problem(field, one)]


def blind(case, result, field, value, values):
    """What trying every value finds: for each outcome but the answer's, the nearest value giving it."""
    base, found = given(result), {}
    for one in values:
        try:
            outcome = given(evaluate(dict(case.input, today=result["today"], **{field.name: one})))
        except InvalidInput:
            continue
        if outcome == base:
            continue
        key = json.dumps(outcome, sort_keys=True)
        distance = abs((date.fromisoformat(one) - date.fromisoformat(value)).days) if field.kind == "date" \
            else abs(one - value)
        if key not in found or distance < found[key][0]:
            found[key] = (distance, one, outcome)
    return found


@pytest.mark.parametrize("case", BOUNDARY_CASES, ids=[case.name for case in BOUNDARY_CASES])
def test_trying_every_value_finds_the_items_and_no_other(case):
    """Each declared limit's number or date (a step's are each their own case: the nearest test's)."""
    result = evaluate(case.input, what_if=True)
    rules = JURISDICTIONS[result["jurisdiction"]]
    for name, how in rules.WHAT_IF:
        field = field_of(result, name)
        if type(how) is not Limits or case.input.get(name) is None and name != "event_end":
            continue
        value = answer_of(case, result, name)
        items = [item for item in result["what_would_change"] if item["field"] == name]
        values = scan_values(field, value, items)
        found = blind(case, result, field, value, values)
        assert sorted((one, json.dumps(outcome, sort_keys=True)) for _, one, outcome in found.values()) == sorted(
            (item["value"], json.dumps(claimed(result, item), sort_keys=True)) for item in items), name
        for item in items:  # "or fewer", "or more": every value beyond gives the same
            below, above = "or fewer" in item["text"] or "or before" in item["text"], \
                "or more" in item["text"] or "or after" in item["text"]
            for one in values:
                beyond = (below and one < item["value"]) or (above and one > item["value"])
                answers = dict(case.input, today=result["today"], **{name: one})
                if beyond and valid(answers):
                    assert given(evaluate(answers)) == claimed(result, item), (name, one)


# ---------------------------------------------------------------- languages

def test_every_language_gives_the_same_items_in_its_own_words(answered):
    problems = []
    for case, result in answered:
        if "language" in case.input:
            continue
        for language in OTHER:
            theirs = evaluate(dict(case.input, language=language), what_if=True)["what_would_change"]
            if skeleton(json.loads(json.dumps(theirs))) != skeleton(result["what_would_change"]):
                problems.append((case.name, language))
            problems += [(case.name, item["text"]) for item in theirs if len(english_words(item["text"])) >= 2]
            assert [item["cite"]["anchor"] for item in theirs] == [
                item["cite"]["anchor"] for item in result["what_would_change"]]
    assert problems == []


# ---------------------------------------------------------------- MicroPython

def test_micropython_gives_the_same_items(answered):
    """The same what_would_change under MicroPython, in the built archives, for every scenario input."""
    calls = [{"function": "calculator.evaluate", "args": [case.input], "kwargs": {"what_if": True}}
             for case, _ in answered]
    theirs = run_node(REPO_ROOT / "tests" / "micropython" / "call.mjs", json.dumps(calls), timeout=1200)
    problems = [case.name for (case, result), outcome in zip(answered, theirs)
                if outcome.get("result", {}).get("what_would_change") != result["what_would_change"]]
    assert len(theirs) == len(calls) and problems == []


def test_every_item_is_honest_under_micropython(answered):
    """Each item's changed answers, evaluated under MicroPython, give what the item claims."""
    runs = [(case, result, item) for case, result in answered for item in result["what_would_change"]]
    outcomes = run_in_micropython([changed_answers(case, result, item) for case, result, item in runs],
                                  timeout=1200)
    assert [(case.name, item["field"], item["value"]) for (case, result, item), outcome in zip(runs, outcomes)
            if given(outcome["result"]) != claimed(result, item)] == []
