"""The Village article's rules, in the article's order: exemptions (§ 6-17), permits,
conditions the Village Board may require, and the application.

The numbers come from ``law.py``, and the readings of unclear sentences from its
``AMBIGUITIES``; this module only decides which sentences apply to an event and does
the arithmetic in whole numbers.
"""

from datetime import timedelta

from ...dates import days_after, days_before
from ...inputs import MAX_COUNT, Field, event_fields, place_fields
from ...readings import capital, name, told, unused, worded
from ...results import act_on, ceil_div, checklist_item, closed_day_warning, reason, requirement, warning
from ...what_if import OTHER_ANSWERS, Limits, Steps, last_holding
from ...words import DEFAULT, of
from . import law

PLACE = "village"
READINGS = law.READINGS
# The Village gives no headline of its own (permit.headline): summary.HEADLINES has them all.
HEADLINES = ()

# The questions, in the order the form asks them (the shared ones: inputs.event_fields); their words
# are in words_<language>.py.
FIELDS = event_fields(attendance="required") + place_fields(PLACE, [
    Field("venue_type", "choice", options=("permanent_venue", "private_premises", "localized_area")),
    Field("seating_capacity", "int", minimum=0, show_when="venue_type=permanent_venue", example=1200),
    Field("government_sponsored", "bool", default=False),
    Field("hours_per_day", "number", above=0, width="short", example=(6, 2.5)),
    Field("after_dark", "bool", default=False),
    Field("female_attendance", "int", minimum=0, example=400),
    Field("male_attendance", "int", minimum=0, example=400),
    Field("parking_distance_ft", "number", minimum=0, example=800),
])
HOURS_A_DAY = 24


def words(values):
    """The Village's words in the language of the answers (calculator/words.py)."""
    return of(values.get("language", DEFAULT), PLACE)


def check(values, errors):
    """Checks that need more than one answer."""
    say = words(values)
    people = values["peak_attendance"]
    female, male = values["female_attendance"], values["male_attendance"]
    if people is not None and (female or 0) + (male or 0) > people:
        errors.append({"field": "male_attendance" if male is not None else "female_attendance",
                       "message": say("error.attendance_sum", people=people)})
    if values["hours_per_day"] is not None and values["hours_per_day"] > HOURS_A_DAY:
        errors.append({"field": "hours_per_day", "message": say("error.maximum", maximum=HOURS_A_DAY,
                                                                label=say("hours_per_day.label"))})


# ---------------------------------------------------------------- § 6-17 exemptions

def exemption(say, values):
    """Return (status, reasons) from § 6-17, before the permit rule is applied.

    status is "exempt", "not_exempt" or "unclear" (the readings of the text disagree, or the
    answer turns on where the event is held and that was not said).
    """
    people = values["peak_attendance"]
    if values["government_sponsored"]:
        return "exempt", [reason(say("reason.government"), "exemption", law.EXEMPT_GOVERNMENT)]
    venue = values["venue_type"]
    if venue == "permanent_venue":
        return permanent_venue_exemption(say, people, values["seating_capacity"])
    if venue == "private_premises":
        return private_premises_exemption(say, people)
    if venue is None:
        return place_not_given(say, people)
    limit = law.EXEMPT_LOCALIZED_AREA.value
    if people <= limit:
        return "exempt", [reason(say("reason.open_area_exempt", limit=limit, people=people), "exemption",
                                 law.EXEMPT_LOCALIZED_AREA)]
    return "not_exempt", [reason(say("reason.open_area_over", limit=limit, people=people), "rule",
                                 law.EXEMPT_LOCALIZED_AREA)]


def private_premises_exemption(say, people):
    """§ 6-17 B on private grounds or in a building that is not a permanent venue: read both ways."""
    limit = law.EXEMPT_LOCALIZED_AREA.value
    if people > limit:
        return "not_exempt", [reason(say("reason.private_over", limit=limit, people=people), "rule",
                                     law.EXEMPT_LOCALIZED_AREA)]
    return "unclear", [reason(say("reason.private_within", limit=limit, people=people,
                                  quote=law.EXEMPT_LOCALIZED_AREA_REACH.quote.rstrip(","),
                                  readings=told(READINGS["localized_area_reach"], say.language)),
                              "ambiguity", law.EXEMPT_LOCALIZED_AREA_REACH)]


def place_not_given(say, people):
    """No answer to where the event is held: the safe answer, and a reason that says so."""
    limit = law.EXEMPT_LOCALIZED_AREA.value
    if people <= limit:
        return "unclear", [reason(say("reason.no_place_within", limit=limit, people=people), "assumption",
                                  law.EXEMPT_LOCALIZED_AREA)]
    return "not_exempt", [reason(say("reason.no_place_over", limit=limit, people=people), "assumption",
                                 law.EXEMPT_LOCALIZED_AREA)]


def permanent_venue_exemption(say, people, capacity):
    """§ 6-17 A, read both ways (``EXEMPT_VENUE_PERSONS`` "or" ``EXEMPT_VENUE_PERCENT``), and § 6-17 B's reach."""
    if capacity is None:
        return "unclear", [reason(say("reason.no_capacity"), "assumption", law.EXEMPT_VENUE_PERSONS)]
    over = people - capacity
    persons, percent = law.EXEMPT_VENUE_PERSONS.value, law.EXEMPT_VENUE_PERCENT.value
    within_persons, within_percent = venue_readings(people, capacity)
    if over <= 0:
        return "exempt", [reason(say("reason.venue_fits", people=people, capacity=capacity), "exemption",
                                 law.EXEMPT_VENUE_PERSONS)]
    if within_persons and within_percent:
        return "exempt", [reason(say("reason.venue_within", people=people, capacity=capacity, persons=persons,
                                     percent=percent), "exemption", law.EXEMPT_VENUE_PERSONS)]
    if not (within_persons or within_percent):
        return "not_exempt", [reason(say("reason.venue_over", people=people, capacity=capacity, persons=persons,
                                         percent=percent), "rule", law.EXEMPT_VENUE_PERSONS)]
    allowance = READINGS["venue_allowance"]
    reasons = [reason(say("reason.venue_between", people=people, capacity=capacity, over=over,
                          readings=told(allowance, say.language), larger=capital(name(allowance, 0, say.language)),
                          smaller=name(allowance, 1, say.language)), "ambiguity", law.EXEMPT_VENUE_PERSONS)]
    limit = law.EXEMPT_LOCALIZED_AREA.value
    if people <= limit:
        reach = READINGS["localized_area_reach"]
        reasons.append(reason(say("reason.venue_open_area", limit=limit, readings=told(reach, say.language),
                                  every_place=capital(name(reach, 0, say.language))),
                              "ambiguity", law.EXEMPT_LOCALIZED_AREA))
    return "unclear", reasons


def venue_readings(people, capacity):
    """§ 6-17 A's test, read each way: (within ``EXEMPT_VENUE_PERSONS`` persons over the seating capacity,
    within ``EXEMPT_VENUE_PERCENT`` percent over it)."""
    over = people - capacity
    return over <= law.EXEMPT_VENUE_PERSONS.value, 100 * over <= law.EXEMPT_VENUE_PERCENT.value * capacity


# ---------------------------------------------------------------- Permits A and the definitions

def permit(say, values, event_days):
    status, reasons = exemption(say, values)
    if status == "exempt":
        return {"status": "not_required", "permits_needed": 0, "reasons": reasons}
    hours = values["hours_per_day"]
    if hours is not None and hours <= law.ASSEMBLY_HOURS.value:
        status = "unclear"
        reasons.append(reason(say("reason.short_hours", hours=_hours(hours),
                                  readings=told(READINGS["two_hours"], say.language)),
                              "ambiguity", law.ASSEMBLY_HOURS))
    if status == "not_exempt":
        reasons.insert(0, reason(say("reason.permit_required"), "rule", law.PERMIT_REQUIRED))
    reasons.append(reason(say("reason.special_event"), "assumption", law.SPECIAL_EVENT))
    count = event_days * values["locations"]
    reasons.append(reason(say("reason.per_day_and_place", days=say.count("count.days", event_days),
                              places=say.count("count.places", values["locations"]),
                              permits=say.count("count.permits", count)), "rule", law.PERMIT_PER_DAY_AND_LOCATION))
    return {"status": "required" if status == "not_exempt" else "unclear", "permits_needed": count,
            "reasons": reasons}


def _hours(hours):
    return str(int(hours)) if hours == int(hours) else str(hours)


# ---------------------------------------------------------------- Permits C: conditions the Board may require

def conditions(say, values, event_days, applies):
    """Every condition C(1)-(11) that has a number.  ``applies`` is "may_be_required" or "not_required"."""
    people = values["peak_attendance"]
    items = []

    def add(ident, quantity, unit, formula, provision, needs=None, applies_here=None):
        items.append(requirement(ident, quantity, unit, applies_here or applies, say("requirement.%s.label" % ident),
                                 formula, provision, needs))

    def formula(ident, **values):
        return say("requirement.%s.formula" % ident, **values)

    add("fence_gates", law.FENCE_GATES.value, "gates", formula("fence_gates", gates=law.FENCE_GATES.value),
        law.FENCE_GATES)
    rate = law.DRINKING_WATER.value
    add("drinking_water_gallons_per_day", people * rate, "gallons a day",
        formula("drinking_water_gallons_per_day", gallons=say.count("count.gallons", rate), rate=rate,
                people=say.count("count.people", people),
                total=say.count("count.gallons", people * rate)), law.DRINKING_WATER)
    add_toilets(say, add, values)
    pickups = event_days * law.WASTE_COLLECTION.value
    add("solid_waste_collections", pickups, "trash pickups",
        formula("solid_waste_collections", pickups=say.count("count.pickups", pickups)), law.WASTE_COLLECTION)
    physicians = ceil_div(people, law.PHYSICIANS.value)
    add("physicians", physicians, "physicians", _ratio(say, "physicians", people, law.PHYSICIANS.value, physicians),
        law.PHYSICIANS)
    nurses = ceil_div(people, law.NURSES.value)
    add("nurses", nurses, "nurses", _ratio(say, "nurses", people, law.NURSES.value, nurses), law.NURSES)
    add("treatment_rooms", physicians, "treatment rooms",
        formula("treatment_rooms", rooms=say.count("count.rooms", physicians)), law.TREATMENT_ROOMS)
    add("ambulances", law.AMBULANCES.value, "ambulances",
        formula("ambulances", ambulances=say.count("count.ambulances", law.AMBULANCES.value)), law.AMBULANCES)
    add("illumination_footcandles", law.ILLUMINATION.value, "footcandles",
        formula("illumination_footcandles", footcandles=law.ILLUMINATION.value), law.ILLUMINATION,
        applies_here=None if values["after_dark"] else "not_required")
    spaces = ceil_div(people, law.PARKING.value)
    add("parking_spaces", spaces, "parking spaces", _ratio(say, "parking_spaces", people, law.PARKING.value, spaces),
        law.PARKING)
    add_shuttle(say, add, values["parking_distance_ft"])
    add("dust_and_mud_cleared_within_hours", law.MUD_CLEANUP.value, "hours",
        formula("dust_and_mud_cleared_within_hours", hours=say.count("count.hours", law.MUD_CLEANUP.value),
                readings=told(READINGS["dust_and_mud"], say.language)), law.MUD_CLEANUP,
        applies_here=None if applies == "not_required" else "unclear")
    guards = ceil_div(people, law.SECURITY_GUARDS.value)
    add("security_guards", guards, "security guards",
        _ratio(say, "security_guards", people, law.SECURITY_GUARDS.value, guards), law.SECURITY_GUARDS)
    add("fire_protection", None, "", formula("fire_protection"), law.FIRE_PROTECTION)
    add("sound_control", None, "", formula("sound_control"), law.SOUND)
    add("bond_usd", law.BOND.value, "US dollars",
        formula("bond_usd", amount=law.BOND.value, readings=told(READINGS["bond_amount"], say.language)), law.BOND)
    return items


TOILET_GROUPS = (
    # (requirement id, answer, provision)
    ("toilets_female", "female_attendance", law.TOILETS_FEMALE),
    ("toilets_male", "male_attendance", law.TOILETS_MALE),
)


def add_toilets(say, add, values):
    """C(3): separate toilets, rounded up, and a lavatory with each toilet."""
    total, missing = 0, []
    for ident, answer, provision in TOILET_GROUPS:
        count = values[answer]
        if count is None:
            missing.append(answer)
            add(ident, None, "toilets", say("requirement.%s.unknown" % ident, per=provision.value), provision,
                [answer])
        else:
            toilets = ceil_div(count, provision.value)
            total += toilets
            add(ident, toilets, "toilets", _ratio(say, ident, count, provision.value, toilets), provision)
    if missing:
        add("lavatories", None, "sinks", say("requirement.lavatories.unknown"), law.LAVATORIES, missing)
    else:
        add("lavatories", total, "sinks", say("requirement.lavatories.formula", sinks=say.count("count.sinks", total)),
            law.LAVATORIES)


def add_shuttle(say, add, distance):
    """C(7): parking farther away than ``SHUTTLE_DISTANCE`` needs a shuttle."""
    ident, limit = "parking_shuttle_interval_minutes", law.SHUTTLE_DISTANCE.value
    formula = say("requirement.%s.formula" % ident, limit=limit, quote=law.SHUTTLE_INTERVAL.quote,
                  minutes=law.SHUTTLE_AFTER_CLOSE.value, readings=told(READINGS["shuttle_interval"], say.language))
    if distance is None:   # whether it applies waits for the distance
        add(ident, law.SHUTTLE_INTERVAL.value, "minutes", formula + " " + say("requirement.%s.unknown" % ident),
            law.SHUTTLE_DISTANCE, ["parking_distance_ft"])
    elif distance > limit:
        add(ident, law.SHUTTLE_INTERVAL.value, "minutes", formula, law.SHUTTLE_DISTANCE)
    else:
        add(ident, law.SHUTTLE_INTERVAL.value, "minutes",
            formula + " " + say("requirement.%s.within" % ident, limit=limit), law.SHUTTLE_DISTANCE,
            applies_here="not_required")


# "You may need to provide", in groups (summary.provide_groups): (group, the requirements in it); the group's
# title is ``provide.<group>`` of words_<language>.py.
PROVIDE = (
    ("people", ("physicians", "nurses", "security_guards")),
    ("water_and_toilets", ("drinking_water_gallons_per_day", "toilets_female", "toilets_male", "lavatories",
                           "solid_waste_collections")),
    ("safety", ("fence_gates", "treatment_rooms", "ambulances", "illumination_footcandles", "fire_protection",
                "sound_control")),
    ("parking", ("parking_spaces", "parking_shuttle_interval_minutes", "dust_and_mud_cleared_within_hours")),
    ("money", ("bond_usd",)),
)


def _ratio(say, ident, count, per, total):
    """At least one for every ``per``, rounded up, and the sum: requirement ``ident``'s formula."""
    return say("requirement.%s.formula" % ident, per=per, count=count, total=total)


# ---------------------------------------------------------------- Applications A and C

def filing_deadline(first_day):
    """A: ``FILING`` days ("not less than ... prior to the date of the special event"), counted from its first day."""
    return days_before(first_day, law.FILING.value)


def filing_deadline_full_days(first_day):
    """A, read with ``FILING`` full days between the filing day and the first day: one day earlier."""
    return filing_deadline(first_day) - timedelta(days=1)


def decision_due(received):
    """C: processed within ``PROCESSING`` days of a complete application (calendar days assumed)."""
    return days_after(received, law.PROCESSING.value)


def appeal_hearing_due(appeal_filed):
    """C: "The Village shall hear the appeal within" ``APPEAL_HEARING`` days (calendar days assumed)."""
    return days_after(appeal_filed, law.APPEAL_HEARING.value)


def checklist(say):
    items = [checklist_item(ident, say("checklist." + ident), status, law.ARTICLE.provision(ident, quote))
             for ident, status, quote in law.APPLICATION_ITEMS]
    items.append(checklist_item("bond", say("checklist.bond", amount=law.BOND.value), "if_applicable",
                                law.BOND_FILED))
    return items


def apply_by(say, first_day, today, holidays):
    """Applications A as the deadline to apply: the rules' day, the day to plan on, and their notes."""
    item = act_on(say, "apply_by", filing_deadline(first_day), say("deadline.apply_by", days=law.FILING.value),
                  law.FILING, today, holidays, READINGS["filing_count"], filing_deadline_full_days(first_day))
    days = READINGS["filing_days"]
    item["caution"] = " ".join([item["caution"], say("deadline.apply_by.caution", readings=told(days, say.language),
                                                     unused=unused(days, say.language))])
    return item


def after_you_apply(say):
    """Applications C: how long the Village takes, as information (no date: the text starts them from days we
    are not told)."""
    return [
        warning("processing_period", say("warning.processing_period", quote=law.PROCESSING.quote,
                                         days=say.count("count.days", law.PROCESSING.value),
                                         question=readings_question("hearing_days", say)), law.PROCESSING),
        warning("appeal_hearing_period", say("warning.appeal_hearing_period", quote=law.APPEAL_HEARING.quote,
                                             days=say.count("count.days", law.APPEAL_HEARING.value)),
                law.APPEAL_HEARING),
    ]


def readings_question(ident, say):
    return worded(READINGS[ident], say.language)["question"]


def evaluate(values, today, holidays):
    say = words(values)
    first_day, last_day = values["event_start"], values["event_end"]
    event_days = (last_day - first_day).days + 1
    result = {"permit": permit(say, values, event_days), "deadlines": [], "warnings": [], "checklist": []}
    needed = result["permit"]["status"] != "not_required"
    result["requirements"] = conditions(say, values, event_days, "may_be_required" if needed else "not_required")
    if not needed:
        return result
    deadline = apply_by(say, first_day, today, holidays)
    result["deadlines"].append(deadline)
    result["checklist"] = checklist(say)
    result["permit"]["reasons"].append(reason(say("reason.board_decides"), "discretion", law.BOARD_MAY_REQUIRE))
    warnings = result["warnings"]
    last = filing_deadline(first_day)
    if today > last:
        warnings.append(warning("late_application", say("warning.late_application", day=say.date(last)), law.FILING))
    closed = closed_day_warning(say, deadline, "last_day.apply_by", holidays, law.FILING,
                                filing_deadline_full_days(first_day))
    if closed and not deadline["passed"]:
        warnings.append(closed)
    warnings.append(warning("no_promotion_before_permit", say("warning.no_promotion_before_permit"),
                            law.PERMIT_REQUIRED))
    warnings.extend(after_you_apply(say))
    return result


# ---------------------------------------------------------------- What would change the answer (calculator/what_if.py)

def attendance_limits(values):
    """§ 6-17 A and B: the most people at one time each exemption allows (for a permanent venue, each reading
    of ``venue_readings``, found with that test)."""
    if values["venue_type"] != "permanent_venue":
        return [(law.EXEMPT_LOCALIZED_AREA.value, law.EXEMPT_LOCALIZED_AREA)]
    capacity = values["seating_capacity"]
    if capacity is None:
        return []
    return [(last_holding(lambda people: venue_readings(people, capacity)[reading], capacity, MAX_COUNT),
             provision) for reading, provision in ((0, law.EXEMPT_VENUE_PERSONS), (1, law.EXEMPT_VENUE_PERCENT))]


def seating_limits(values):
    """§ 6-17 A: the most permanent seats with which each reading of ``venue_readings`` still counts the
    crowd as over the allowance."""
    people = values["peak_attendance"]
    if values["venue_type"] != "permanent_venue":
        return []
    return [(last_holding(lambda seats: not venue_readings(people, seats)[reading], 0, people), provision)
            for reading, provision in ((0, law.EXEMPT_VENUE_PERSONS), (1, law.EXEMPT_VENUE_PERCENT))]


def hours_limits(values):
    """The definitions: an assembly lasts "more than" ``ASSEMBLY_HOURS`` hours."""
    return [(law.ASSEMBLY_HOURS.value, law.ASSEMBLY_HOURS)]


# The answers that can change the status, the number of permits or the day to apply by, and how.
WHAT_IF = (
    ("peak_attendance", Limits(attendance_limits)),
    ("venue_type", OTHER_ANSWERS),
    ("seating_capacity", Limits(seating_limits)),
    ("government_sponsored", OTHER_ANSWERS),
    ("hours_per_day", Limits(hours_limits)),
    ("locations", Steps(law.PERMIT_PER_DAY_AND_LOCATION)),
    ("event_end", Steps(law.PERMIT_PER_DAY_AND_LOCATION)),
)
