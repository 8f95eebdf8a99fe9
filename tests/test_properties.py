"""Properties of evaluate() over generated inputs (hypothesis), and a seeded sample run under MicroPython.

(a) No input crashes evaluate: it returns a result or raises InvalidInput with
    well-formed errors, for hostile dicts and for structured valid inputs (which must
    be accepted).
(b) More people never means fewer facilities: raising peak_attendance, female_attendance,
    male_attendance or projected_parking_users never lowers an integer quantity.
(c) Moving the event later never moves a deadline earlier.
"""

import json
import random
from datetime import date, timedelta

# Requirements that are a yes/no duty or an official's call, never a count.
UNCOUNTED = ("police_services", "indemnity_agreement", "permit_on_premises", "fire_protection", "sound_control")

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from calculator import InvalidInput, evaluate
from micropython_runner import run_in_micropython
from scenario_loader import first_difference, outcome_of, is_plain_json

SETTINGS = settings(deadline=None, max_examples=300, suppress_health_check=[HealthCheck.too_slow],
                    derandomize=True, database=None)

FIRST_DAY, LAST_DAY = date(2000, 1, 1), date(2099, 12, 31)
MAX_COUNT = 10000000
EVENT_TYPES = ("street_fair", "race", "run", "arts_and_crafts_show", "carnival", "circus", "rally",
               "public_entertainment", "parade", "block_party", "other")
COMMON_KEYS = ("jurisdiction", "today", "event_start", "event_end", "peak_attendance", "locations")
VILLAGE_KEYS = ("venue_type", "seating_capacity", "government_sponsored", "after_dark", "female_attendance",
                "male_attendance", "hours_per_day", "parking_distance_ft")
CITY_KEYS = ("event_type", "city_services", "on_city_property", "on_city_right_of_way", "road_closure",
             "residential_zone", "sells_used_goods", "nonprofit", "prior_events_at_address_this_year",
             "previous_closure_of_same_road", "projected_parking_users", "revocation_notice_received")
ALL_KEYS = COMMON_KEYS + VILLAGE_KEYS + CITY_KEYS
HOSTILE_TEXT = ["", " ", "village", "city", "Village", "2026-08-15", "2026-02-30", "2025-02-29", "2026-8-15",
                "15/08/2026", "1999-12-31", "2100-01-01", "0000-00-00", "\u0662\u0660\u0662\u0666-08-15",
                "\uff12\uff10\uff12\uff16-08-15", "<script>alert(1)</script>", "\x00", "NaN", "1e309", "300",
                "true", "null", "{}", "\u202e2026-08-15", "\ud800", "a" * 500, "permanent_venue", "block_party"]

# ---------------------------------------------------------------- strategies

iso_dates = st.dates(min_value=FIRST_DAY, max_value=LAST_DAY).map(date.isoformat)
scalars = st.one_of(
    st.none(), st.booleans(),
    st.integers(min_value=-3, max_value=400), st.integers(), st.integers(min_value=-2 ** 70, max_value=2 ** 70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(HOSTILE_TEXT), st.text(max_size=12), iso_dates,
)
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                      st.dictionaries(st.text(max_size=5), inner, max_size=3)),
                      max_leaves=6)
keys = st.one_of(st.sampled_from(ALL_KEYS), st.sampled_from(ALL_KEYS), st.text(max_size=45),
                 st.sampled_from(HOSTILE_TEXT))


@st.composite
def hostile_inputs(draw):
    answers = draw(st.dictionaries(keys, values, max_size=10))
    if draw(st.integers(0, 4)):
        answers["jurisdiction"] = draw(st.sampled_from(["village", "city"]))
    if draw(st.integers(0, 2)):
        answers["event_start"] = draw(st.one_of(iso_dates, values))
    if draw(st.integers(0, 2)):
        answers["today"] = draw(st.one_of(iso_dates, values))
    if answers.get("jurisdiction") == "village" and draw(st.booleans()):
        answers["peak_attendance"] = draw(st.one_of(st.integers(1, 3000), values))
    return answers


@st.composite
def event_dates(draw):
    start = draw(st.dates(min_value=FIRST_DAY, max_value=LAST_DAY))
    days = draw(st.integers(0, 20) | st.integers(0, 365))
    end = min(start + timedelta(days=days), LAST_DAY)
    today = draw(st.dates(min_value=FIRST_DAY, max_value=LAST_DAY) | st.just(start - timedelta(days=60))
                 | st.just(start - timedelta(days=14)))
    return max(today, FIRST_DAY).isoformat(), start.isoformat(), end.isoformat()


def maybe(draw, strategy):
    """Half the time the answer is left out (None means: do not send the key)."""
    return draw(st.none() | strategy)


@st.composite
def village_inputs(draw, max_people=MAX_COUNT):
    today, start, end = draw(event_dates())
    people = draw(st.integers(1, 3000) | st.integers(1, max_people))
    answers = {"jurisdiction": "village", "today": today, "event_start": start, "peak_attendance": people}
    optional = {
        "event_end": maybe(draw, st.just(end)),
        "locations": maybe(draw, st.integers(1, 5)),
        "venue_type": maybe(draw, st.sampled_from(["permanent_venue", "private_premises", "localized_area"])),
        "seating_capacity": maybe(draw, st.integers(0, 3000) | st.integers(0, MAX_COUNT)),
        "government_sponsored": maybe(draw, st.booleans()),
        "after_dark": maybe(draw, st.booleans()),
        "hours_per_day": maybe(draw, st.integers(1, 24) | st.floats(min_value=0.01, max_value=24)),
        "parking_distance_ft": maybe(draw, st.integers(0, 5000) | st.floats(min_value=0, max_value=1e6)),
    }
    female = maybe(draw, st.integers(0, people))
    if female is not None:
        optional["female_attendance"] = female
    optional["male_attendance"] = maybe(draw, st.integers(0, people - (female or 0)))
    for key, value in optional.items():
        if value is not None:
            answers[key] = value
    return answers


@st.composite
def city_inputs(draw):
    today, start, end = draw(event_dates())
    answers = {"jurisdiction": "city", "today": today, "event_start": start}
    optional = {
        "event_end": maybe(draw, st.just(end)),
        "peak_attendance": maybe(draw, st.integers(1, MAX_COUNT)),
        "locations": maybe(draw, st.integers(1, 5)),
        "event_type": maybe(draw, st.sampled_from(EVENT_TYPES)),
        "prior_events_at_address_this_year": maybe(draw, st.integers(0, 10)),
        "previous_closure_of_same_road": maybe(draw, iso_dates),
        "projected_parking_users": maybe(draw, st.integers(0, 3000) | st.integers(0, MAX_COUNT)),
        "revocation_notice_received": maybe(draw, iso_dates),
    }
    for key in ("city_services", "on_city_property", "on_city_right_of_way", "road_closure", "residential_zone",
                "sells_used_goods", "nonprofit"):
        optional[key] = maybe(draw, st.booleans())
    for key, value in optional.items():
        if value is not None:
            answers[key] = value
    return answers


valid_inputs = village_inputs() | city_inputs()

# ---------------------------------------------------------------- shape of what evaluate returns

STATUSES = {"required", "not_required", "prohibited", "unclear"}
KINDS = {"rule", "exemption", "ambiguity", "missing_text", "discretion", "assumption"}
APPLIES = {"required", "may_be_required", "not_required", "unclear"}
CHECKLIST = {"required", "if_applicable", "missing"}


def check_errors(errors):
    assert isinstance(errors, list) and errors
    for error in errors:
        assert {"field", "message"} <= set(error) <= {"field", "message", "allowed", "questions"}
        for key in ("allowed", "questions"):
            assert all(isinstance(item, str) for item in error.get(key, []))
        assert isinstance(error["field"], str)
        assert isinstance(error["message"], str) and error["message"]


def check_result(result, answers):
    json.dumps(result, allow_nan=False)
    assert result["jurisdiction"] == answers["jurisdiction"]
    permit = result["permit"]
    assert permit["status"] in STATUSES
    assert type(permit["permits_needed"]) is int and permit["permits_needed"] >= 0
    assert (permit["permits_needed"] == 0) == (permit["status"] in ("not_required", "prohibited"))
    assert permit["reasons"] and all(r["kind"] in KINDS and r["text"] and r["quote"] for r in permit["reasons"])
    for item in result["deadlines"]:
        date.fromisoformat(item["date"])
        assert type(item["passed"]) is bool
    for item in result["requirements"]:
        assert item["applies"] in APPLIES
        assert item["quantity"] is None or (type(item["quantity"]) is int and item["quantity"] >= 0)
        assert (item["quantity"] is None) <= (bool(item.get("needs")) or item["id"] in UNCOUNTED)
    assert all(item["status"] in CHECKLIST for item in result["checklist"])
    for key in ("deadlines", "requirements", "warnings", "checklist"):
        ids = [item["id"] for item in result[key]]
        assert len(ids) == len(set(ids)), (key, ids)
        assert all(item["cite"]["href"].startswith(answers["jurisdiction"] + "/ordinance/#") for item in result[key])


# ---------------------------------------------------------------- (a) nothing crashes

@SETTINGS
@given(hostile_inputs())
def test_hostile_input_gives_a_result_or_invalid_input(answers):
    try:
        result = evaluate(answers)
    except InvalidInput as problem:
        check_errors(problem.errors)
    else:
        check_result(result, answers)


@SETTINGS
@given(st.one_of(values, st.lists(values), st.text()))
def test_anything_but_a_dict_is_invalid_input(answers):
    assume(not isinstance(answers, dict))
    with pytest.raises(InvalidInput) as caught:
        evaluate(answers)
    assert [e["field"] for e in caught.value.errors] == ["input"]


@SETTINGS
@given(valid_inputs)
def test_valid_input_is_accepted(answers):
    check_result(evaluate(answers), answers)


@SETTINGS
@given(valid_inputs, st.sampled_from(ALL_KEYS), values)
def test_one_bad_answer_gives_a_result_or_invalid_input(answers, key, value):
    answers = dict(answers)
    answers[key] = value
    try:
        result = evaluate(answers)
    except InvalidInput as problem:
        check_errors(problem.errors)
    else:
        check_result(result, answers)


# ---------------------------------------------------------------- (b) more people, never fewer facilities

def quantities(answers):
    return {item["id"]: item["quantity"] for item in evaluate(answers)["requirements"]
            if type(item["quantity"]) is int}


def never_fewer(smaller, bigger):
    less, more = quantities(smaller), quantities(bigger)
    for ident, count in less.items():
        if ident in more:
            assert more[ident] >= count, (ident, count, more[ident], smaller, bigger)


@SETTINGS
@given(village_inputs(max_people=MAX_COUNT // 2), st.integers(0, 5000) | st.integers(0, MAX_COUNT // 2),
       st.integers(0, 3000), st.integers(0, 3000))
def test_village_more_people_never_means_fewer_facilities(answers, more_people, more_women, more_men):
    bigger = dict(answers)
    for key, extra in (("female_attendance", more_women), ("male_attendance", more_men)):
        if key in answers:
            bigger[key] = answers[key] + extra
    needed = bigger.get("female_attendance", 0) + bigger.get("male_attendance", 0)
    bigger["peak_attendance"] = max(answers["peak_attendance"] + more_people, needed)
    assume(bigger["peak_attendance"] <= MAX_COUNT)
    never_fewer(answers, bigger)


@SETTINGS
@given(city_inputs(), st.integers(0, 5000), st.integers(0, 5000))
def test_city_more_people_never_means_fewer_facilities(answers, more_people, more_parking):
    bigger = dict(answers)
    if "peak_attendance" in answers:
        bigger["peak_attendance"] = min(answers["peak_attendance"] + more_people, MAX_COUNT)
    bigger["projected_parking_users"] = min(answers.get("projected_parking_users", 0) + more_parking, MAX_COUNT)
    if "projected_parking_users" not in answers:
        smaller = dict(answers, projected_parking_users=0)
    else:
        smaller = answers
    never_fewer(smaller, bigger)


def test_village_quantities_never_drop_from_one_person_to_the_next():
    base = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15"}
    for people in range(1, 3200):
        never_fewer(dict(base, peak_attendance=people, female_attendance=people // 2,
                         male_attendance=people // 2),
                    dict(base, peak_attendance=people + 1, female_attendance=(people + 1) // 2,
                         male_attendance=(people + 1) // 2))


# ---------------------------------------------------------------- (c) a later event, never an earlier deadline

def shifted(answers, days):
    moved = dict(answers)
    for key in ("event_start", "event_end"):
        if key in answers:
            moved[key] = (date.fromisoformat(answers[key]) + timedelta(days=days)).isoformat()
    return moved


@SETTINGS
@given(valid_inputs, st.integers(0, 40) | st.integers(0, 3000))
def test_moving_the_event_later_never_moves_a_deadline_earlier(answers, days):
    last = date.fromisoformat(answers.get("event_end", answers["event_start"]))
    assume(last + timedelta(days=days) <= LAST_DAY)
    early = {d["id"]: d["date"] for d in evaluate(answers)["deadlines"]}
    late = {d["id"]: d["date"] for d in evaluate(shifted(answers, days))["deadlines"]}
    for ident in set(early) & set(late):
        assert late[ident] >= early[ident], (ident, early[ident], late[ident])
    if days == 0:
        assert early == late


# ---------------------------------------------------------------- a seeded sample under MicroPython

def sample_inputs(count=240, seed=20260815):
    """A fixed list of inputs, valid and hostile, that JavaScript carries unchanged."""
    rng = random.Random(seed)

    def day():
        return (FIRST_DAY + timedelta(days=rng.randrange((LAST_DAY - FIRST_DAY).days + 1))).isoformat()

    def junk():
        return rng.choice([None, True, False, 0, -1, 1.5, 24.000001, 10 ** 8, "300", "2026-02-30", "",
                           "<b>x</b>", [], {}, [1, "2"], {"a": None}, rng.choice(HOSTILE_TEXT)])

    inputs = []
    while len(inputs) < count:
        jurisdiction = rng.choice(["village", "city"])
        start = day()
        answers = {"jurisdiction": jurisdiction, "today": rng.choice([day(), start]), "event_start": start}
        if rng.random() < 0.6:
            end = date.fromisoformat(start) + timedelta(days=rng.choice([0, 1, 2, 8, 9, 10, 40, 365]))
            answers["event_end"] = min(end, LAST_DAY).isoformat()
        if jurisdiction == "village":
            people = rng.choice([1, 4, 5, 250, 251, 750, 751, 1000, 1001, 1500, 1501, rng.randrange(1, 20000)])
            answers["peak_attendance"] = people
            if rng.random() < 0.5:
                answers["venue_type"] = rng.choice(["permanent_venue", "private_premises", "localized_area"])
                answers["seating_capacity"] = rng.choice([0, 200, 500, 1000, rng.randrange(0, 20000)])
            if rng.random() < 0.5:
                answers["female_attendance"] = rng.randrange(0, people + 1)
                answers["male_attendance"] = rng.randrange(0, people - answers["female_attendance"] + 1)
            for key in ("government_sponsored", "after_dark"):
                if rng.random() < 0.3:
                    answers[key] = rng.random() < 0.5
            if rng.random() < 0.4:
                answers["hours_per_day"] = rng.choice([1, 2, 2.01, 1.75, 24, round(rng.uniform(0.1, 24), 3)])
            if rng.random() < 0.4:
                answers["parking_distance_ft"] = rng.choice([0, 1000, 1001, 1000.5, rng.randrange(0, 5000)])
            if rng.random() < 0.3:
                answers["locations"] = rng.randrange(1, 4)
        else:
            if rng.random() < 0.8:
                answers["event_type"] = rng.choice(EVENT_TYPES)
            for key in ("city_services", "on_city_property", "on_city_right_of_way", "road_closure",
                        "residential_zone", "sells_used_goods", "nonprofit"):
                if rng.random() < 0.4:
                    answers[key] = rng.random() < 0.5
            if rng.random() < 0.3:
                answers["prior_events_at_address_this_year"] = rng.randrange(0, 8)
            if rng.random() < 0.3:
                near = date.fromisoformat(start) + timedelta(days=rng.randrange(-15, 16))
                answers["previous_closure_of_same_road"] = min(max(near, FIRST_DAY), LAST_DAY).isoformat()
            if rng.random() < 0.4:
                answers["projected_parking_users"] = rng.randrange(0, 5000)
            if rng.random() < 0.3:
                answers["revocation_notice_received"] = day()
        if rng.random() < 0.25:  # spoil one answer, or add an unknown one
            answers[rng.choice(ALL_KEYS + ("bogus",))] = junk()
        if is_plain_json(answers):
            inputs.append(answers)
    return inputs


def test_seeded_sample_matches_under_micropython():
    inputs = sample_inputs()
    theirs = run_in_micropython(inputs)
    problems = []
    for answers, mine, other in zip(inputs, [outcome_of(a) for a in inputs], theirs):
        if "crash" in other:
            problems.append("%r: MicroPython crashed: %s" % (answers, other["crash"]))
        elif mine != other:
            problems.append("%r: %s" % (answers, first_difference(mine, other)))
    kinds = set(next(iter(outcome)) for outcome in theirs)
    assert kinds == {"result", "errors"}
    assert not problems, "%d of %d differ:\n%s" % (len(problems), len(inputs), "\n".join(problems[:10]))
