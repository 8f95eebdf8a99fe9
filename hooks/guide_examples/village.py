"""Tables and worked examples for the Village guide pages (docs/village/*.md).

A page shows one with ``{{ example: village.<function> }}``.  Every legal number comes
from ``calculator.evaluate``, the Village ``rules`` functions or ``law`` values.  The
numbers typed here are only the made-up events (crowd sizes, seats, dates, times),
and the ones near a limit are worked out from the limit.  Where a table shows both
readings of a rule, the code checks that they agree with what the calculator says.
"""

import calendar
from datetime import date, datetime, timedelta

from calculator import evaluate
from calculator.dates import business_days_after, long_date
from calculator.jurisdictions.village import law, rules
from calculator.settings import SETTINGS
from calculator.summary import headline

from . import bullets, by_id, cite, money, number, table

# "today" for every worked example: before each deadline it shows.
TODAY = "2026-01-05"
HOLIDAYS = SETTINGS["village"]["holidays"]



def _evaluate(**answers):
    base = {"jurisdiction": "village", "today": TODAY, "event_start": "2026-08-15",
            "event_end": "2026-08-15", "peak_attendance": 1000, "locations": 1}
    base.update(answers)
    return evaluate(base)


# Units of one, for "1 ambulance" rather than "1 ambulances".
SINGULAR = {"trash pickups": "trash pickup", "ambulances": "ambulance", "physicians": "physician",
            "nurses": "nurse", "treatment rooms": "treatment room", "security guards": "security guard",
            "parking spaces": "parking space", "toilets": "toilet", "sinks": "sink", "gates": "gate",
            "gallons a day": "gallon a day"}


def _needed(item):
    """How many of a requirement, in words for a table: "3 physicians", "$5,000"."""
    quantity, unit = item["quantity"], item["unit"]
    if quantity is None:
        return "No number in the text"
    if unit == "US dollars":
        return money(quantity)
    if unit == "minutes":
        return shuttle_readings(quantity)
    return "%s %s" % (number(quantity), SINGULAR.get(unit, unit) if quantity == 1 else unit)


def shuttle_readings(minutes):
    """Condition (7)'s "fifteen-minute round-trip intervals", in both of its readings."""
    return "Leaves at least every %s minutes, or each round trip takes at most %s minutes (two readings)" % (
        number(minutes), number(minutes))


# ---------------------------------------------------------------- Do I need a permit?

def venue_readings():
    """§ 6-17 A at two permanent venues: the larger and the smaller reading, and the result."""
    persons, percent = law.EXEMPT_VENUE_PERSONS.value, law.EXEMPT_VENUE_PERCENT.value
    rows = []
    for seats in (1000, 200):
        half = seats * percent // 100
        for over in sorted({half, persons, max(half, persons) + 1}):
            people = seats + over
            within_persons, within_percent = over <= persons, 100 * over <= percent * seats
            larger = within_persons or within_percent
            smaller = within_persons and within_percent
            result = _evaluate(venue_type="permanent_venue", seating_capacity=seats, peak_attendance=people)
            status = result["permit"]["status"]
            expected = "not_required" if smaller else "unclear" if larger else "required"
            if status != expected:
                raise AssertionError("venue_readings: the calculator says %s for %d at %d seats" % (
                    status, people, seats))
            rows.append((number(seats), number(people), number(over),
                         "No permit" if larger else "Permit", "No permit" if smaller else "Permit",
                         headline(result)))
    return table(("Seats", "People at one time", "Over the seats by", "Larger reading",
                  "Smaller reading", "What the calculator says"), rows)


def area_table():
    """§ 6-17 B: crowds at or just over the limit in a street, park or other open area."""
    limit = law.EXEMPT_LOCALIZED_AREA.value
    rows = []
    for people in (limit, limit + 1, 1000):
        rows.append((number(people), headline(_evaluate(venue_type="localized_area", peak_attendance=people))))
    return table(("Most people at one time", "What the calculator says"), rows)


def permits_example():
    """Permits A: a permit for each day and each place."""
    start, end, places = date(2026, 7, 10), date(2026, 7, 12), 2
    result = _evaluate(event_start=start.isoformat(), event_end=end.isoformat(), locations=places,
                       peak_attendance=600)
    days = (end - start).days + 1
    count = result["permit"]["permits_needed"]
    if count != days * places:
        raise AssertionError("permits_example: %d permits" % count)
    return ("A festival runs from %s to %s. That is %s days. It uses the same %s places each day. "
            "So it needs %s \u00d7 %s = **%s permits** (%s).\n" % (
                long_date(start), long_date(end), number(days), number(places), number(days),
                number(places), number(count), cite(law.PERMIT_PER_DAY_AND_LOCATION)))


# ---------------------------------------------------------------- When do I apply?

def filing_table():
    """Applications A: the last day to apply for a few events, and the clear-days reading."""
    events = (
        ("A one-day fair", date(2026, 8, 15), date(2026, 8, 15)),
        ("A festival from Friday to Sunday", date(2026, 7, 10), date(2026, 7, 12)),
        ("A one-day race", date(2026, 8, 19), date(2026, 8, 19)),
        ("A one-day fair in a leap year", date(2028, 4, 29), date(2028, 4, 29)),
        ("The same date a year earlier", date(2027, 4, 29), date(2027, 4, 29)),
    )
    rows = []
    for what, first, last in events:
        result = _evaluate(event_start=first.isoformat(), event_end=last.isoformat())
        apply_by = rules.filing_deadline(first)
        if by_id(result["deadlines"], "apply_by")["date"] != apply_by.isoformat():
            raise AssertionError("filing_table: the calculator disagrees for %s" % first)
        notes = []
        if first != last:
            notes.append("Count from the first day.")
        if calendar.isleap(apply_by.year) and apply_by.month == 2 and apply_by.day == 29:
            notes.append("February has 29 days that year.")
        act_by = date.fromisoformat(by_id(result["deadlines"], "apply_by")["act_by"])  # the calculator's day
        if act_by != apply_by - timedelta(days=1):
            notes.append("The office may be closed that day. Plan to apply by %s." % long_date(act_by))
        event = long_date(first) if first == last else "%s to %s" % (long_date(first), long_date(last))
        rows.append((what, event, long_date(apply_by), long_date(apply_by - timedelta(days=1)),
                     " ".join(notes)))
    return table(("Event", "Event date", "Last day to apply", "With full days in between", "Note"), rows)


def _business_note():
    if HOLIDAYS:
        return "Business days here skip Saturdays, Sundays and the Village's holidays."
    return "Business days here skip Saturdays and Sundays. We do not have the Village's list of holidays."


def timeline_table():
    """Applications C: decision and appeal hearing dates, counting calendar days or business days."""
    received, appealed = date(2026, 3, 2), date(2026, 4, 6)
    rows = (
        ("A decision on a complete application", long_date(received), number(law.PROCESSING.value),
         long_date(rules.decision_due(received)),
         long_date(business_days_after(received, law.PROCESSING.value, HOLIDAYS)), cite(law.PROCESSING)),
        ("A hearing on a written appeal", long_date(appealed), number(law.APPEAL_HEARING.value),
         long_date(rules.appeal_hearing_due(appealed)),
         long_date(business_days_after(appealed, law.APPEAL_HEARING.value, HOLIDAYS)), cite(law.APPEAL_HEARING)),
    )
    return table(("What", "Starts on", "Days", "Counting every day", "Counting business days", "Rule"),
                 rows) + "\n" + _business_note() + "\n"


# ---------------------------------------------------------------- What goes in the application?

def checklist_table():
    """Applications B(1)-(17), from rules.checklist(), and the bond."""
    needed = {"required": "Yes", "if_applicable": "If it applies to your event",
              "missing": "The text for this is missing"}
    rows = [(cite(item["cite"]), item["label"], needed[item["status"]]) for item in rules.checklist()]
    return table(("Part of the rules", "What to include", "Needed?"), rows)


# ---------------------------------------------------------------- What might be required on site?

def conditions_table():
    """Permits C, conditions (1)-(11): the least the Village Board can ask for, from law values."""
    rows = (
        ("A fence around the site", "At least %s gates, one at or near each of %s opposite points of the "
         "compass" % (number(law.FENCE_GATES.value), number(law.FENCE_GATES.value)), law.FENCE_GATES),
        ("Drinking water", "At least %s gallon for each person each day" % number(law.DRINKING_WATER.value),
         law.DRINKING_WATER),
        ("Toilets for women and girls", "At least 1 for every %s" % number(law.TOILETS_FEMALE.value),
         law.TOILETS_FEMALE),
        ("Toilets for men and boys", "At least 1 for every %s" % number(law.TOILETS_MALE.value),
         law.TOILETS_MALE),
        ("Sinks with running water, soap and paper towels", "One with each toilet", law.LAVATORIES),
        ("Trash pickup", "At least %s pickup each day of the event" % number(law.WASTE_COLLECTION.value),
         law.WASTE_COLLECTION),
        ("Physicians licensed in the state", "At least 1 for every %s people" % number(law.PHYSICIANS.value),
         law.PHYSICIANS),
        ("Nurses licensed in the state", "At least 1 for every %s people" % number(law.NURSES.value),
         law.NURSES),
        ("Treatment rooms in an enclosed covered structure", "A separately enclosed room for each physician", law.TREATMENT_ROOMS),
        ("Ambulance", "At least %s, ready at all times" % number(law.AMBULANCES.value), law.AMBULANCES),
        ("Lighting, if the event goes on after dark", "At least %s footcandles over the whole area"
         % number(law.ILLUMINATION.value), law.ILLUMINATION),
        ("Parking", "At least 1 space for every %s people" % number(law.PARKING.value), law.PARKING),
        ("Shuttle, if parking is more than %s feet away" % number(law.SHUTTLE_DISTANCE.value),
         "%s, until %s minutes after closing" % (
             shuttle_readings(law.SHUTTLE_INTERVAL.value), number(law.SHUTTLE_AFTER_CLOSE.value)),
         law.SHUTTLE_DISTANCE),
        ("Security guards", "At least 1 for every %s people" % number(law.SECURITY_GUARDS.value),
         law.SECURITY_GUARDS),
        ("Fire protection", "Enough to meet state and local standards", law.FIRE_PROTECTION),
        ("Sound control", "Steps so the sound does not carry too far", law.SOUND),
        ("Bond", "At least %s, or as the Village Board directs" % money(law.BOND.value), law.BOND),
    )
    return table(("Condition", "The least the Board can ask for", "Rule"),
                 [(what, least, cite(provision)) for what, least, provision in rows])


CROWD_ROWS = (
    ("physicians", "Physicians"),
    ("treatment_rooms", "Treatment rooms"),
    ("nurses", "Nurses"),
    ("security_guards", "Security guards"),
    ("parking_spaces", "Parking spaces"),
    ("drinking_water_gallons_per_day", "Drinking water (gallons a day)"),
)


def crowd_table():
    """The ratio conditions for a few crowd sizes: each count is rounded up."""
    crowds = (law.EXEMPT_LOCALIZED_AREA.value + 1, law.PHYSICIANS.value, law.PHYSICIANS.value + 1, 3000, 10000)
    results = [_evaluate(peak_attendance=people)["requirements"] for people in crowds]
    rows = []
    for ident, name in CROWD_ROWS:
        items = [by_id(requirements, ident) for requirements in results]
        rows.append([name] + [number(item["quantity"]) for item in items] + [cite(items[0]["cite"])])
    return table(["Most people at one time"] + [number(people) for people in crowds] + ["Rule"], rows)


def festival_example():
    """One festival, every condition with a number, as the calculator works it out."""
    women, men, feet = 1600, 1400, 1200
    result = _evaluate(peak_attendance=women + men, female_attendance=women, male_attendance=men,
                       after_dark=True, parking_distance_ft=feet)
    intro = ("Say your festival has %s people at its busiest time: %s women and girls and %s men and boys. "
             "It goes on after dark. The parking lot is %s feet away. If the Village Board asks for every "
             "condition, this is the least it can ask for:\n\n" % (
                 number(women + men), number(women), number(men), number(feet)))
    rows = []
    for item in result["requirements"]:
        if item["applies"] == "not_required":
            continue
        formula = item["formula"]
        if item["unit"] == "minutes":  # the rule package's formula picks one reading of "intervals"
            formula = "Parking is more than %s feet away, so a shuttle runs until %s minutes after closing." % (
                number(law.SHUTTLE_DISTANCE.value), number(law.SHUTTLE_AFTER_CLOSE.value))
        rows.append((item["label"], _needed(item), formula, cite(item["cite"])))
    return intro + table(("What", "How many", "How we counted", "Rule"), rows)


def toilet_table():
    """Condition (3): toilets for women and girls and for men and boys, and sinks."""
    per_woman, per_man = law.TOILETS_FEMALE.value, law.TOILETS_MALE.value
    rows = []
    for women, men in ((per_woman, per_man), (per_woman + 1, per_man + 1), (1600, 1400)):
        requirements = _evaluate(peak_attendance=women + men, female_attendance=women,
                                 male_attendance=men)["requirements"]
        rows.append((number(women), number(men), number(by_id(requirements, "toilets_female")["quantity"]),
                     number(by_id(requirements, "toilets_male")["quantity"]),
                     number(by_id(requirements, "lavatories")["quantity"])))
    return table(("Women and girls", "Men and boys", "Toilets for women and girls", "Toilets for men and boys",
                  "Sinks"), rows)


def shuttle_table():
    """Condition (7): when far parking needs a shuttle."""
    limit = law.SHUTTLE_DISTANCE.value
    rows = []
    for feet in (limit // 2, limit, limit + 1):
        item = by_id(_evaluate(parking_distance_ft=feet)["requirements"], "parking_shuttle_interval_minutes")
        rows.append((number(feet), "No" if item["applies"] == "not_required" else "Yes, if the Board asks"))
    return table(("Parking is this many feet away", "Shuttle needed?"), rows)


# ---------------------------------------------------------------- What does it cost?

def bond_table():
    """Condition (11): the bond under the two readings of "or as otherwise directed"."""
    least = law.BOND.value
    lower, higher = least * 2 // 5, least * 3 // 2
    rows = (
        ("Asks for a bond but names no amount", "At least %s" % money(least), "At least %s" % money(least)),
        ("Asks for %s" % money(lower), money(lower), money(least)),
        ("Asks for %s" % money(higher), money(higher), money(higher)),
        ("Does not ask for a bond", "No bond", "No bond"),
    )
    return table(("The Village Board", "If the Board can set any amount",
                  "If %s is the least" % money(least)), rows)


# ---------------------------------------------------------------- Rules during the event

def closing_example():
    """Condition (7): the shuttle and the mud clean-up after closing time."""
    close = datetime(2026, 8, 15, 23, 0)
    shuttle = close + timedelta(minutes=law.SHUTTLE_AFTER_CLOSE.value)
    mud = close + timedelta(hours=law.MUD_CLEANUP.value)
    next_day = " the next day" if mud.date() != close.date() else ""
    return bullets((
        "The event closes at %s." % _clock(close),
        "A shuttle to far parking runs until %s (%s)." % (_clock(shuttle), cite(law.SHUTTLE_AFTER_CLOSE)),
        "Mud or dirt on the street must be gone by %s%s (%s)." % (_clock(mud), next_day, cite(law.MUD_CLEANUP)),
    ))


def _clock(moment):
    hour = moment.hour % 12 or 12
    return "%d:%02d %s" % (hour, moment.minute, "PM" if moment.hour >= 12 else "AM")
