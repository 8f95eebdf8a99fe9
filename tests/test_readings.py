"""Readings as data (calculator/readings.py, each place's law.AMBIGUITIES) and the day to act by.

- Each place's readings are plain data: ids, a question, ordered readings with a name and words,
  the reading the site plans on ("safe"), the one the calculator counts by ("counted") and one it
  does not plan on ("unused"), with the reason why in plain words.
- No other catalog entry holds a second copy of a reading's words.
- Every deadline the organizer acts on, in every scenario, has an act_by no later than its date,
  on a day the office is likely open, with the readings named from the law data; the day to act on
  is on or before the day of every reading shown with it (issue #23), and a reading shown that
  would give an earlier day and is not planned on says why.
"""

import re
from datetime import date

import pytest

from calculator import readings
from calculator.words import DEFAULT, LANGUAGES, catalog, of
from calculator.holidays import federal_holiday
from calculator.jurisdictions import JURISDICTIONS, ORDER
from calculator.settings import SETTINGS
from scenario_loader import load_cases, outcome_of

ACTED_ON = ("apply_by", "notify_neighbors_by", "appeal_by")


def law(place):
    return JURISDICTIONS.module(place, "law")


def ambiguities(place):
    """The place's unclear sentences (``AMBIGUITIES``; a text with none may leave it out)."""
    return getattr(law(place), "AMBIGUITIES", ())


@pytest.mark.parametrize("place", ORDER)
@pytest.mark.parametrize("language", LANGUAGES)
def test_readings_are_plain_ordered_data(place, language):
    entries = ambiguities(place)
    assert type(entries) is tuple
    for entry in entries:
        # ids only: nothing of a catalog is read when a place's law is imported (each page ships its own words)
        assert sorted(entry) == ["anchor", "counted", "id", "place", "readings", "safe", "unused", "values"]
        assert [sorted(reading) for reading in entry["readings"]] == [["id"], ["id"]]
        assert entry["place"] == place
        entry = readings.worded(entry, language)
        assert sorted(entry) == ["anchor", "counted", "id", "place", "question", "readings", "safe", "told",
                                 "unused", "values"]
        assert type(entry["readings"]) is tuple and len(entry["readings"]) == 2
        ids = [reading["id"] for reading in entry["readings"]]
        assert len(ids) == len(set(ids)), entry["id"]
        for reading in entry["readings"]:
            assert sorted(reading) == sorted(["id", "name", "words"] + (["unused"] if reading["id"] == entry["unused"]
                                                                        else []))
            assert all(type(reading[key]) is str and reading[key] for key in reading)
            assert reading["name"][:1].islower() and reading["name"][:1].isascii(), reading["name"]  # after a date
            assert reading["words"][-1] in ".?", reading["words"]
        assert entry["question"].endswith("?")
        for chosen in (entry["safe"], entry["counted"], entry["unused"]):
            assert chosen is None or chosen in ids
        assert entry["unused"] is None or entry["unused"] not in (entry["safe"], entry["counted"])
    assert getattr(law(place), "READINGS", {}) == {entry["id"]: entry for entry in entries}


def test_an_ambiguity_refuses_a_reading_it_does_not_have():
    two = ("count_back", "full_days")
    with pytest.raises(KeyError):
        readings.ambiguity("city", "filing_count", "filing", two, safe="other")
    with pytest.raises(KeyError):
        readings.index([readings.ambiguity("city", "filing_count", "filing", two)] * 2)
    with pytest.raises(ValueError, match="two readings, not 3"):
        readings.ambiguity("city", "filing_count", "filing", two + ("other",))
    with pytest.raises(ValueError, match="neither safe nor counted"):
        readings.ambiguity("city", "filing_count", "filing", two, counted="count_back", unused="count_back")
    item = readings.ambiguity("city", "filing_count", "filing", two, safe="full_days", counted="count_back")
    assert readings.named(item, "full_days") == {
        "ambiguity": "filing_count", "id": "full_days", "name": "with whole days in between",
        "words": "Leave that many whole days between the filing day and the event day, which is one day earlier."}
    assert readings.told(item) == ("How are the days before the event counted? One reading: Count back from the "
                                   "first day of the event; filing on the last day counted is on time. The other: "
                                   "Leave that many whole days between the filing day and the event day, which is "
                                   "one day earlier.")
    assert readings.named(item, "full_days", "es")["id"] == "full_days"
    assert readings.named(item, "full_days", "es")["name"] != "with whole days in between"
    assert readings.earlier(item) == "the rules may mean whole days in between" and readings.unused(item) == ""


# The ordinance's own words, quoted (and in Spanish labelled as the official text): two entries may quote
# the same sentence of the ordinance without copying a reading.
QUOTED = re.compile("\u201c[^\u201d]*\u201d(?: \\(texto oficial en inglés)?")


def _fragments(text):
    """The parts of a reading's words long enough to be a copy, and with no number in them."""
    return [part.strip() for part in re.split(r"[.:;?]", QUOTED.sub(".", text)) if len(part.strip()) >= 25
            and not re.search(r"[\d{]", part)]


@pytest.mark.parametrize("place", ORDER)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogs_hold_no_second_copy_of_a_reading(place, language):
    """A reason or note tells a reading through ``readings.told``, never with words of its own."""
    own = catalog(language, place)
    others = [(key, own[key]) for key in own if not key.startswith("reading.") and type(own[key]) is str]
    copies = []
    for entry in ambiguities(place):
        entry = readings.worded(entry, language)
        texts = [entry["question"]] + [reading["words"] for reading in entry["readings"]]
        for text in texts:
            for fragment in _fragments(text):
                copies += [(entry["id"], key) for key, words in others if fragment in words]
    assert not copies


def _closed(day, holidays):
    return day.weekday() >= 5 or day.isoformat() in holidays or (not holidays and federal_holiday(day))


def organizer_deadlines():
    for case in load_cases():
        outcome = outcome_of(case.input)
        if "result" in outcome:
            for item in outcome["result"]["deadlines"]:
                yield case, outcome["result"]["jurisdiction"], item


def test_every_deadline_the_organizer_acts_on_has_a_day_to_act_by():
    checked = set()
    for case, place, item in organizer_deadlines():
        if item["id"] not in ACTED_ON:
            assert "act_by" not in item, (case.name, item["id"])
            continue
        checked.add(item["id"])
        act, day = date.fromisoformat(item["act_by"]), date.fromisoformat(item["date"])
        assert act <= day, case.name
        assert not _closed(act, SETTINGS[place]["holidays"]), case.name
        for key, which in (("date_reading", "counted"), ("act_by_reading", "safe")):
            named = item[key]
            if named is None:
                continue
            entry = law(place).READINGS[named["ambiguity"]]
            assert named["id"] == entry[which], case.name
            assert named == readings.named(entry, named["id"], case.input.get("language", DEFAULT)), case.name
        if item["act_by_reading"] is None and item["date_reading"] is None:
            # no reading counts this deadline two ways: only closed days move the day to act by
            assert all(_closed(date.fromordinal(n), SETTINGS[place]["holidays"])
                       for n in range(act.toordinal() + 1, day.toordinal() + 1)), case.name
    assert checked == set(ACTED_ON)


def test_every_closed_day_warning_names_the_day_to_act_by_and_the_rules_day():
    from calculator import summary
    seen = 0
    for case in load_cases():
        outcome = outcome_of(case.input)
        if "result" not in outcome:
            continue
        result = outcome["result"]
        deadlines = {item["id"]: item for item in result["deadlines"]}
        for warning in result["warnings"]:
            if warning["id"].endswith("_weekend"):
                item = deadlines[warning["id"][:-len("_weekend")]]
                if result["language"] == DEFAULT:
                    assert "plan to act by %s." % summary.long(item["act_by"]) in warning["message"], case.name
                say = of(result["language"])  # in another language: both days, its way
                for day in (item["act_by"], item["date"]):
                    assert say.date(date.fromisoformat(day)) in warning["message"], case.name
                seen += 1
    assert seen > 20


# What each reading of a count means for the day (issue #23, "the safe day is safe"): the days it gives,
# counted from the rules' own day (the ``counted`` reading).  A reading that counts in other units (business
# days) is not planned on, and says why.
DAYS_FROM_THE_RULES_DAY = {"count_back": 0, "full_days": -1, "calendar_days": 0}


def test_every_day_to_act_on_is_on_or_before_the_day_of_every_reading_shown():
    """The readings shown with a deadline are those its ``caution`` tells (in "Why").  The day to act on is
    on or before the day each of them gives, unless the reading is not planned on (``unused``): then its
    reason is shown with it."""
    checked = 0
    for case, place, item in organizer_deadlines():
        if item["id"] not in ACTED_ON or not item.get("caution"):
            continue
        language = case.input.get("language", DEFAULT)
        day, act = date.fromisoformat(item["date"]), date.fromisoformat(item["act_by"])
        shown = [readings.worded(entry, language) for entry in law(place).AMBIGUITIES
                 if readings.told(entry, language) in item["caution"]]
        assert shown, case.name
        for entry in shown:
            for reading in entry["readings"]:
                if reading["id"] == entry["unused"]:
                    assert reading["unused"] in item["caution"], (case.name, reading["id"])
                    continue
                assert reading["id"] in DAYS_FROM_THE_RULES_DAY, "what day does %s give?" % reading["id"]
                assert act.toordinal() <= day.toordinal() + DAYS_FROM_THE_RULES_DAY[reading["id"]], \
                    (case.name, reading["id"])
                checked += 1
    assert checked > 100


def test_a_day_to_act_on_earlier_than_the_rules_day_says_why_in_one_line():
    seen = 0
    for case, place, item in organizer_deadlines():
        if item["id"] not in ACTED_ON:
            continue
        assert ("earlier" in item) == (item["act_by"] != item["date"]), case.name
        if "earlier" in item and case.input.get("language", DEFAULT) == DEFAULT:
            assert item["earlier"].startswith("The rules' last day is %s. We show an earlier day because "
                                              % of(DEFAULT).date(date.fromisoformat(item["date"]))), case.name
            assert "\n" not in item["earlier"] and of(DEFAULT).date(date.fromisoformat(item["act_by"])) not in \
                item["earlier"], case.name   # the day to act on is said beside it, not again
            seen += 1
    assert seen > 50
