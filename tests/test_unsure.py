""""unsure" answers (calculator/unsure.py): the combined result against every combination worked out
by hand-free enumeration with plain true/false answers."""

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from calculator import JURISDICTIONS, evaluate, summary
from calculator.unsure import deciding, merged_ids

BOOLS = {place: [f.name for f in JURISDICTIONS[place].FIELDS if f.kind == "bool"] for place in JURISDICTIONS}
RANK = ("required", "may_be_required", "unclear", "not_required")


def branches(answers):
    """Every result with each "unsure" answer replaced by true or false."""
    names = [name for name in BOOLS[answers["jurisdiction"]] if answers.get(name) == "unsure"]
    results = []
    for choice in itertools.product([False, True], repeat=len(names)):
        results.append(evaluate(dict(answers, **dict(zip(names, choice)))))
    return names, results


def by_id(items):
    return {item["id"]: item for item in items}


def check_combined(answers):
    combined = evaluate(answers)
    names, results = branches(answers)
    assert combined["unsure"] == names
    statuses = {r["permit"]["status"] for r in results}
    assert combined["permit"]["status"] == (statuses.pop() if len(statuses) == 1 else "unclear")
    assert combined["permit"]["permits_needed"] == max(r["permit"]["permits_needed"] for r in results)
    for part in ("deadlines", "requirements", "warnings", "checklist"):
        ids = [item["id"] for item in combined[part]]
        assert len(ids) == len(set(ids)), part
        every = set().union(*[set(by_id(r[part])) for r in results])
        if part == "warnings":
            assert set(ids) <= every
        else:
            assert set(ids) == every, part
    for item in combined["deadlines"]:
        dates = [by_id(r["deadlines"])[item["id"]]["date"] for r in results if item["id"] in by_id(r["deadlines"])]
        assert item["date"] == min(dates)
        assert ("depends_on" in item) == (len(set(dates)) > 1 or len(dates) < len(results))
    for item in combined["requirements"]:
        found = [by_id(r["requirements"]).get(item["id"]) for r in results]
        applies = {entry["applies"] for entry in found if entry}
        if applies & {"required", "may_be_required"}:
            assert item["applies"] != "not_required"
        if len(applies) > 1:
            assert item["applies"] in ("may_be_required", "unclear")
        amounts = [entry["quantity"] for entry in found if entry and entry["quantity"] is not None]
        assert item["quantity"] == (max(amounts) if amounts else None)
        for name in item.get("depends_on", []):
            assert name in names
    for item in combined["warnings"]:
        if item["id"].endswith("_weekend"):
            deadline = by_id(combined["deadlines"])[item["id"][:-len("_weekend")]]
            assert summary.long(deadline["date"]) in item["message"]
    # the rules' order is kept
    for part in ("deadlines", "requirements", "checklist"):
        ids = [item["id"] for item in combined[part]]
        for r in results:
            mine = [item["id"] for item in r[part]]
            assert [ident for ident in ids if ident in mine] == mine, part
    return combined


@given(st.fixed_dictionaries({name: st.sampled_from([True, False, "unsure"]) for name in BOOLS["city"]}),
       st.sampled_from(["street_fair", "block_party", "other", "parade"]),
       st.integers(min_value=0, max_value=40), st.sampled_from([None, "2026-06-12", "2026-06-08"]))
@settings(max_examples=60, deadline=None)
def test_city_unsure_answers_combine_every_combination(bools, kind, days_ahead, previous):
    answers = dict(bools, jurisdiction="city", today="2026-05-01", event_type=kind,
                   event_start="2026-06-%02d" % (1 + days_ahead % 30))
    if previous:
        answers["previous_closure_of_same_road"] = previous
    check_combined(answers)


@given(st.sampled_from([True, False, "unsure"]), st.sampled_from([True, False, "unsure"]),
       st.integers(min_value=1, max_value=3000), st.sampled_from(["2026-05-01", "2026-07-01"]))
@settings(max_examples=60, deadline=None)
def test_village_unsure_answers_combine_every_combination(sponsored, after_dark, people, today):
    check_combined({"jurisdiction": "village", "today": today, "event_start": "2026-08-15",
                    "peak_attendance": people, "government_sponsored": sponsored, "after_dark": after_dark})


def test_merged_ids_keeps_each_lists_order():
    assert merged_ids([[{"id": "a"}, {"id": "c"}], [{"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"}]]) == \
        ["a", "b", "c", "d"]
    assert merged_ids([[], [{"id": "x"}]]) == ["x"]


class Q:
    def __init__(self, name):
        self.name = name


def test_deciding_names_only_questions_that_change_the_answer():
    first, second = Q("first"), Q("second")
    # keys by mask: bit 0 is the first question, bit 1 the second
    assert deciding([first, second], ["a", "a", "b", "b"]) == [second]
    assert deciding([first, second], ["a", "b", "a", "b"]) == [first]
    assert deciding([first, second], ["a", "a", "a", "b"]) == [first, second]
    assert deciding([first, second], ["a", "a", "a", "a"]) == []
