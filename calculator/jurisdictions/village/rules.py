"""The Village article's rules, in the article's order: exemptions (§ 6-17), permits,
conditions the Village Board may require, and the application.

The numbers come from ``law.py``, and the readings of unclear sentences from its
``AMBIGUITIES``; this module only decides which sentences apply to an event and does
the arithmetic in whole numbers.
"""

from datetime import timedelta

from ...dates import days_after, days_before, long_date
from ...inputs import Field, event_fields
from ...readings import capital, told, words
from ...results import (act_on, ceil_div, checklist_item, closed_day_warning, plural, reason, requirement,
                         warning)
from . import law

READINGS = law.READINGS
# The Village gives no headline of its own (permit.headline): summary.HEADLINES has them all.
HEADLINES = ()

# The questions, in the order the form asks them (the shared ones: inputs.event_fields).
FIELDS = event_fields(attendance="required") + [
    Field("venue_type", "choice", "the kind of place", question="Where will it be held?", options=(
        ("permanent_venue", "At a permanent venue with fixed seats", "For example, a stadium, arena or hall."),
        ("private_premises", "On private grounds or in a building without fixed seats",
         "For example, a farm field, a yard or a company's grounds."),
        ("localized_area", "In a street, park or other open area"))),
    Field("seating_capacity", "int", "the venue's permanent seating capacity", minimum=0,
          question="How many permanent seats does the venue have?", hint="Its permanent seating capacity.",
          show_when="venue_type=permanent_venue"),
    Field("government_sponsored", "bool", "whether a government body sponsors the event", default=False,
          question="Does a state or local government body sponsor the event?"),
    Field("hours_per_day", "number", "how many hours in a row the event lasts each day", above=0,
          question="How many hours in a row will the event run each day?", hint="For example, 6 or 2.5.",
          width="short"),
    Field("after_dark", "bool", "whether the event goes on after dark", default=False,
          question="Will the event go on after dark?"),
    Field("female_attendance", "int", "the number of women and girls", minimum=0,
          question="How many women and girls will be there at the busiest time?",
          hint="Your best guess. We use it to count the toilets needed."),
    Field("male_attendance", "int", "the number of men and boys", minimum=0,
          question="How many men and boys will be there at the busiest time?",
          hint="Your best guess. We use it to count the toilets needed."),
    Field("parking_distance_ft", "number", "how far the parking is from the event, in feet", minimum=0,
          question="How far is the parking from the event, in feet?",
          hint="The farthest parking area. For example, 800."),
]


def check(values, errors):
    """Checks that need more than one answer."""
    people = values["peak_attendance"]
    female, male = values["female_attendance"], values["male_attendance"]
    if people is not None and (female or 0) + (male or 0) > people:
        errors.append({"field": "male_attendance" if male is not None else "female_attendance",
                       "message": "Women and girls plus men and boys add up to more than the most people at one "
                       "time ({:,}). Check these numbers.".format(people)})
    if values["hours_per_day"] is not None and values["hours_per_day"] > 24:
        errors.append({"field": "hours_per_day", "message": "Enter how many hours in a row the event lasts "
                       "each day as 24 or less."})


# ---------------------------------------------------------------- § 6-17 exemptions

def exemption(values):
    """Return (status, reasons) from § 6-17, before the permit rule is applied.

    status is "exempt", "not_exempt" or "unclear" (the readings of the text disagree, or the
    answer turns on where the event is held and that was not said).
    """
    people = values["peak_attendance"]
    if values["government_sponsored"]:
        return "exempt", [reason("A state or local government body sponsors the event, so the article does "
                                 "not apply. If a private group shares the sponsoring, ask the Village.",
                                 "exemption", law.EXEMPT_GOVERNMENT)]
    venue = values["venue_type"]
    if venue == "permanent_venue":
        return permanent_venue_exemption(people, values["seating_capacity"])
    if venue == "private_premises":
        return private_premises_exemption(people)
    if venue is None:
        return place_not_given(people)
    limit = law.EXEMPT_LOCALIZED_AREA.value
    if people <= limit:
        return "exempt", [reason("No more than {:,} people will be there at one time ({:,}), so the event is "
                                 "exempt.".format(limit, people), "exemption", law.EXEMPT_LOCALIZED_AREA)]
    return "not_exempt", [reason("More than {:,} people will be there at one time ({:,}), so the exemption for "
                                 "streets, parks and other areas does not apply.".format(limit, people), "rule",
                                 law.EXEMPT_LOCALIZED_AREA)]


def private_premises_exemption(people):
    """§ 6-17 B on private grounds or in a building that is not a permanent venue: read both ways."""
    limit = law.EXEMPT_LOCALIZED_AREA.value
    if people > limit:
        return "not_exempt", [reason("More than {:,} people will be there at one time ({:,}), so the {:,}-person "
                                     "exemption does not apply, however it is read.".format(limit, people, limit),
                                     "rule", law.EXEMPT_LOCALIZED_AREA)]
    reach = READINGS["localized_area_reach"]
    return "unclear", [reason("The event is on private premises that are not a permanent venue with fixed seats, "
                              "and no more than {:,} people will be there at one time ({:,}). The exemption names "
                              "\u201c{}\u201d. {} Ask the Village Clerk-Treasurer which reading it uses.".format(
                                  limit, people, law.EXEMPT_LOCALIZED_AREA_REACH.quote.rstrip(","), told(reach)),
                              "ambiguity", law.EXEMPT_LOCALIZED_AREA_REACH)]


def place_not_given(people):
    """No answer to where the event is held: the safe answer, and a reason that says so."""
    limit = law.EXEMPT_LOCALIZED_AREA.value
    if people <= limit:
        return "unclear", [reason("You did not say where the event will be held, and the answer turns on it. In a "
                                  "street, park or other open area, no more than {:,} people at one time ({:,}) is "
                                  "exempt. On private premises or at a permanent venue with fixed seats, the text "
                                  "can be read two ways. Say where it will be held to get a clearer "
                                  "answer.".format(limit, people), "assumption", law.EXEMPT_LOCALIZED_AREA)]
    return "not_exempt", [reason("You did not say where the event will be held. More than {:,} people at one time "
                                 "({:,}) is over the limit for a street, park, other open area or private "
                                 "premises, so we show what applies there. At a permanent venue with fixed seats "
                                 "the event could be exempt: say where it will be held.".format(limit, people),
                                 "assumption", law.EXEMPT_LOCALIZED_AREA)]


def permanent_venue_exemption(people, capacity):
    """§ 6-17 A, read both ways (``EXEMPT_VENUE_PERSONS`` "or" ``EXEMPT_VENUE_PERCENT``), and § 6-17 B's reach."""
    if capacity is None:
        return "unclear", [reason("Enter the venue's permanent seating capacity. Whether a permanent venue is "
                                  "exempt depends on how far the crowd goes over it.", "assumption",
                                  law.EXEMPT_VENUE_PERSONS)]
    over = people - capacity
    within_persons = over <= law.EXEMPT_VENUE_PERSONS.value
    within_percent = 100 * over <= law.EXEMPT_VENUE_PERCENT.value * capacity
    if over <= 0:
        return "exempt", [reason("The crowd ({:,}) fits within the venue's permanent seating capacity ({:,}), so "
                                 "the venue is exempt.".format(people, capacity), "exemption",
                                 law.EXEMPT_VENUE_PERSONS)]
    if within_persons and within_percent:
        return "exempt", [reason("The crowd ({:,}) is over the seating capacity ({:,}) by no more than {:,} "
                                 "people and no more than {}%, so the venue is exempt under both readings of "
                                 "the rule.".format(people, capacity, law.EXEMPT_VENUE_PERSONS.value,
                                                    law.EXEMPT_VENUE_PERCENT.value),
                                 "exemption", law.EXEMPT_VENUE_PERSONS)]
    if not (within_persons or within_percent):
        return "not_exempt", [reason("The crowd ({:,}) is over the seating capacity ({:,}) by more than {:,} "
                                     "people and by more than {}%, so the venue is not exempt.".format(
                                         people, capacity, law.EXEMPT_VENUE_PERSONS.value,
                                         law.EXEMPT_VENUE_PERCENT.value), "rule", law.EXEMPT_VENUE_PERSONS)]
    allowance = READINGS["venue_allowance"]
    larger, smaller = allowance["readings"][0]["name"], allowance["readings"][1]["name"]
    reasons = [reason("The crowd ({:,}) is over the seating capacity ({:,}) by {:,}. {} {}, the venue is exempt; "
                      "{}, it needs a permit. Ask the Village which reading it uses.".format(
                          people, capacity, over, told(allowance), capital(larger), smaller),
                      "ambiguity", law.EXEMPT_VENUE_PERSONS)]
    limit = law.EXEMPT_LOCALIZED_AREA.value
    if people <= limit:
        reach = READINGS["localized_area_reach"]
        reasons.append(reason("No more than {:,} people will be there at one time. {} {}, this event is "
                              "exempt.".format(limit, told(reach), capital(reach["readings"][0]["name"])),
                              "ambiguity", law.EXEMPT_LOCALIZED_AREA))
    return "unclear", reasons


# ---------------------------------------------------------------- Permits A and the definitions

def permit(values, event_days):
    status, reasons = exemption(values)
    if status == "exempt":
        return {"status": "not_required", "permits_needed": 0, "reasons": reasons}
    hours = values["hours_per_day"]
    if hours is not None and hours <= law.ASSEMBLY_HOURS.value:
        status = "unclear"
        reasons.append(reason("The event lasts {} hours a day. {}".format(_hours(hours),
                                                                         told(READINGS["two_hours"])),
                              "ambiguity", law.ASSEMBLY_HOURS))
    if status == "not_exempt":
        reasons.insert(0, reason("You need a special event permit before you promote, advertise, organize, "
                                 "manage or conduct the event.", "rule", law.PERMIT_REQUIRED))
    reasons.append(reason("We assume your event is a \u201cspecial event\u201d: a temporary event such as a "
                          "festival, fair, race, parade or picnic that is not held on a daily or normal basis at "
                          "this place, where more people are expected than the buildings there can seat, or "
                          "substantially more than the area's normal use and traffic.", "assumption",
                          law.SPECIAL_EVENT))
    count = event_days * values["locations"]
    reasons.append(reason("You need a separate permit for each day and each place: {} \u00d7 {} = {}.".format(
        plural(event_days, "day", "days"), plural(values["locations"], "place", "places"),
        plural(count, "permit", "permits")), "rule", law.PERMIT_PER_DAY_AND_LOCATION))
    return {"status": "required" if status == "not_exempt" else "unclear", "permits_needed": count,
            "reasons": reasons}


def _hours(hours):
    return str(int(hours)) if hours == int(hours) else str(hours)


# ---------------------------------------------------------------- Permits C: conditions the Board may require

def conditions(values, event_days, applies):
    """Every condition C(1)-(11) that has a number.  ``applies`` is "may_be_required" or "not_required"."""
    people = values["peak_attendance"]
    items = []

    def add(ident, quantity, unit, label, formula, provision, needs=None, applies_here=None):
        items.append(requirement(ident, quantity, unit, applies_here or applies, label, formula, provision,
                                 needs))

    add("fence_gates", law.FENCE_GATES.value, "gates", "A fence around the site with gates",
        "At least {} gates, one at or near each of four opposite points of the compass.".format(
            law.FENCE_GATES.value), law.FENCE_GATES)
    add("drinking_water_gallons_per_day", people * law.DRINKING_WATER.value, "gallons a day", "Drinking water",
        "At least {} gallon for each person each day: {:,} people \u00d7 {} = {:,} gallons a day.".format(
            law.DRINKING_WATER.value, people, law.DRINKING_WATER.value, people * law.DRINKING_WATER.value),
        law.DRINKING_WATER)
    add_toilets(add, values)
    add("solid_waste_collections", event_days * law.WASTE_COLLECTION.value, "trash pickups",
        "Trash collection", "At least once each day of the event: {}.".format(
            plural(event_days * law.WASTE_COLLECTION.value, "pickup", "pickups")), law.WASTE_COLLECTION)
    physicians = ceil_div(people, law.PHYSICIANS.value)
    add("physicians", physicians, "physicians", "Physicians licensed in the state",
        _ratio(people, law.PHYSICIANS.value, "physician", physicians), law.PHYSICIANS)
    nurses = ceil_div(people, law.NURSES.value)
    add("nurses", nurses, "nurses", "Nurses licensed in the state",
        _ratio(people, law.NURSES.value, "nurse", nurses), law.NURSES)
    add("treatment_rooms", physicians, "treatment rooms", "Separate treatment rooms in a covered structure",
        "One for each physician: {}.".format(plural(physicians, "room", "rooms")), law.TREATMENT_ROOMS)
    add("ambulances", law.AMBULANCES.value, "ambulances", "Emergency ambulance",
        "At least {} available at all times.".format(plural(law.AMBULANCES.value, "ambulance", "ambulances")),
        law.AMBULANCES)
    add("illumination_footcandles", law.ILLUMINATION.value, "footcandles", "Lighting after dark",
        "At least {} footcandles over the whole area, only if the event goes on after dark.".format(
            law.ILLUMINATION.value), law.ILLUMINATION,
        applies_here=None if values["after_dark"] else "not_required")
    spaces = ceil_div(people, law.PARKING.value)
    add("parking_spaces", spaces, "parking spaces", "Parking spaces",
        _ratio(people, law.PARKING.value, "space", spaces), law.PARKING)
    add_shuttle(add, values["parking_distance_ft"])
    add("dust_and_mud_cleared_within_hours", law.MUD_CLEANUP.value, "hours",
        "Parking kept free of dust and mud; mud on the street cleared",
        "All temporary parking kept free of dust or mud, and dirt or mud tracked onto the public right-of-way "
        "cleared within {} after the event closes each day. {} Cleaning up anyway is the safe choice.".format(
            plural(law.MUD_CLEANUP.value, "hour", "hours"), told(READINGS["dust_and_mud"])), law.MUD_CLEANUP,
        applies_here=None if applies == "not_required" else "unclear")
    guards = ceil_div(people, law.SECURITY_GUARDS.value)
    add("security_guards", guards, "security guards", "Security guards",
        _ratio(people, law.SECURITY_GUARDS.value, "guard", guards), law.SECURITY_GUARDS)
    add("fire_protection", None, "", "Fire protection",
        "Alarms, extinguishing devices, fire lanes and escapes that meet all state and local standards for the "
        "place, and enough emergency staff to run the equipment. The text sets no number.", law.FIRE_PROTECTION)
    add("sound_control", None, "", "Sound control",
        "All reasonably necessary steps so the sound does not carry unreasonably beyond the edges of the "
        "event's location. The text sets no sound level and no hours.", law.SOUND)
    add("bond_usd", law.BOND.value, "US dollars", "Bond filed with the Village Clerk-Treasurer",
        "Not less than ${:,}, \u201cor as otherwise directed by the Village Board\u201d. {}".format(
            law.BOND.value, told(READINGS["bond_amount"])), law.BOND)
    return items


TOILET_GROUPS = (
    # (requirement id, answer, provision, who)
    ("toilets_female", "female_attendance", law.TOILETS_FEMALE, "women and girls"),
    ("toilets_male", "male_attendance", law.TOILETS_MALE, "men and boys"),
)


def add_toilets(add, values):
    """C(3): separate toilets, rounded up, and a lavatory with each toilet."""
    total, missing = 0, []
    for ident, answer, provision, who in TOILET_GROUPS:
        count = values[answer]
        label = "Toilets for " + who
        if count is None:
            missing.append(answer)
            add(ident, None, "toilets", label, "1 for every {} {}. Enter how many {} to see the number.".format(
                provision.value, who, who), provision, [answer])
        else:
            toilets = ceil_div(count, provision.value)
            total += toilets
            add(ident, toilets, "toilets", label, _ratio(count, provision.value, "toilet", toilets, who), provision)
    label = "Sinks with running water, soap and paper towels"
    if missing:
        add("lavatories", None, "sinks", label, "One with each toilet. Enter the number of women and girls and of "
            "men and boys to see the number.", law.LAVATORIES, missing)
    else:
        add("lavatories", total, "sinks", label, "One with each toilet: {}.".format(plural(total, "sink", "sinks")),
            law.LAVATORIES)


def add_shuttle(add, distance):
    """C(7): parking farther away than ``SHUTTLE_DISTANCE`` needs a shuttle."""
    limit = law.SHUTTLE_DISTANCE.value
    label = "Shuttle to far parking"
    formula = ("If the Board requires it and parking is more than {:,} feet away: a shuttle that \u201c{}\u201d, "
               "running until {} minutes after the event closes each day. {}").format(
                   limit, law.SHUTTLE_INTERVAL.quote, law.SHUTTLE_AFTER_CLOSE.value, told(READINGS["shuttle_interval"]))
    if distance is None:
        add("parking_shuttle_interval_minutes", law.SHUTTLE_INTERVAL.value, "minutes", label,
            formula + " Enter the distance to see if this applies.", law.SHUTTLE_DISTANCE)
    elif distance > limit:
        add("parking_shuttle_interval_minutes", law.SHUTTLE_INTERVAL.value, "minutes", label, formula,
            law.SHUTTLE_DISTANCE)
    else:
        add("parking_shuttle_interval_minutes", law.SHUTTLE_INTERVAL.value, "minutes", label,
            formula + " Your parking is within {:,} feet, so no shuttle is needed.".format(limit),
            law.SHUTTLE_DISTANCE, applies_here="not_required")


def _ratio(count, per, thing, result, who="people"):
    return "At least 1 {} for every {:,} {}, rounded up: {:,} \u00f7 {:,} \u2192 {:,}.".format(
        thing, per, who, count, per, result)


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


def checklist():
    items = [checklist_item(ident, label, status, law.ARTICLE.provision(ident, quote))
             for ident, label, status, quote in law.APPLICATION_ITEMS]
    items.append(checklist_item("bond", "A bond, in cash or from a licensed surety, if the Village Board asks for "
                                "one: not less than ${:,}, or as otherwise directed by the Board.".format(
                                    law.BOND.value), "if_applicable", law.BOND_FILED))
    return items


def apply_by(first_day, today, holidays):
    """Applications A as the deadline to apply: the rules' day, the day to plan on, and their notes."""
    counted = READINGS["filing_count"]
    item = act_on("apply_by", filing_deadline(first_day), "Apply to the Village Clerk-Treasurer not less than "
                  "{} days before the first day of the event.".format(law.FILING.value), law.FILING, today,
                  holidays, counted, filing_deadline_full_days(first_day))
    item["caution"] = "{} We count calendar days. Ask the Village Clerk-Treasurer if you are close to the " \
        "deadline.".format(told(READINGS["filing_days"]))
    return item


def after_you_apply():
    """Applications C: how long the Village takes, as information (no date: the text starts them from days we
    are not told)."""
    days = READINGS["hearing_days"]["question"]
    return [
        warning("processing_period", "\u201c{}\u201d The {} start when the Village receives your complete "
                "application. {} The text does not say.".format(law.PROCESSING.quote,
                                                                 plural(law.PROCESSING.value, "day", "days"), days),
                law.PROCESSING),
        warning("appeal_hearing_period", "If the permit is denied, or you object to one of its conditions or "
                "requirements, you may appeal to the Village Board in writing, stating your grounds. \u201c{}\u201d "
                "The text does not say from which day the {} count. If the appeal is denied, you may seek "
                "judicial review by certiorari.".format(law.APPEAL_HEARING.quote,
                                                        plural(law.APPEAL_HEARING.value, "day", "days")),
                law.APPEAL_HEARING),
    ]


def evaluate(values, today, holidays):
    first_day, last_day = values["event_start"], values["event_end"]
    event_days = (last_day - first_day).days + 1
    result = {"permit": permit(values, event_days), "deadlines": [], "warnings": [], "checklist": []}
    needed = result["permit"]["status"] != "not_required"
    result["requirements"] = conditions(values, event_days, "may_be_required" if needed else "not_required")
    if not needed:
        return result
    deadline = apply_by(first_day, today, holidays)
    result["deadlines"].append(deadline)
    result["checklist"] = checklist()
    result["permit"]["reasons"].append(reason(
        "The Village Board decides which of the conditions listed below to require, \u201cif determined "
        "necessary\u201d. Each number is the least that condition's own rate gives; the bond may be another "
        "amount \u201cas otherwise directed by the Village Board\u201d.", "discretion", law.BOARD_MAY_REQUIRE))
    warnings = result["warnings"]
    last = filing_deadline(first_day)
    if today > last:
        warnings.append(warning("late_application", "The last day to apply was {}. The article has no rule for "
                                "late applications. Contact the Village Clerk-Treasurer before you plan "
                                "further.".format(long_date(last)), law.FILING))
    closed = closed_day_warning(deadline, "The last day to apply", holidays, law.FILING,
                                filing_deadline_full_days(first_day))
    if closed and not deadline["passed"]:
        warnings.append(closed)
    warnings.append(warning("no_promotion_before_permit", "Get the permit before you promote, advertise, "
                            "organize, manage or conduct the event: the article bars each of these without "
                            "one.", law.PERMIT_REQUIRED))
    warnings.extend(after_you_apply())
    return result
