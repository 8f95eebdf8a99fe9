"""Tables and worked examples for the City guide pages (docs/city/*.md).

A page asks for one with ``{{ example: city.NAME }}``; the hook replaces the marker
with the Markdown that ``NAME()`` returns.  Every legal number here comes from the
rule package: the results of ``calculator.evaluate``, the functions of
``calculator/jurisdictions/city/rules.py`` and the values in ``law.py``.  The only
numbers typed here are example inputs (dates, head counts, costs), never law.

Clause links are ``{{ city#ANCHOR }}`` markers, which the hook turns into links to
the full-text page, relative to the page.
"""

from datetime import date, timedelta

from calculator import evaluate
from calculator.dates import business_days_after, is_business_day, long_date
from calculator.jurisdictions.city import law, rules
from calculator.settings import SETTINGS
from calculator.summary import APPLIES, CHECKLIST, headline

from . import cite, money, number, table

# Example inputs: a day well before every example event, so no deadline has passed.
TODAY = "2027-01-04"
SATURDAY = date(2027, 6, 19)      # a Saturday in June
LEAP_EVENT = date(2028, 3, 14)    # a Tuesday two weeks after February 29, 2028

# What the calculator shows comes from calculator/summary.py, never retyped here.


# ---------------------------------------------------------------- helpers

def _holidays():
    return SETTINGS["city"]["holidays"]


def _link(anchor):
    """A clause-link marker for one anchor of the City outline."""
    return "{{ city#%s }}" % anchor


def _run(**answers):
    """The calculator's answer for a one-day City event on SATURDAY, with these answers on top."""
    values = {"jurisdiction": "city", "today": TODAY, "event_start": SATURDAY.isoformat(),
              "event_end": SATURDAY.isoformat(), "event_type": "street_fair"}
    for name in answers:
        values[name] = answers[name]
    return evaluate(values)


def _by_id(items, ident):
    """The entry with ``id`` ``ident`` in a list from an ``evaluate()`` result, or None."""
    for item in items:
        if item["id"] == ident:
            return item
    return None


def _days(count):
    return "%s %s" % (number(count), "day" if count == 1 else "days")


def _readings(ident):
    """One of law.AMBIGUITIES as a question and a list of its readings."""
    for item in law.AMBIGUITIES:
        if item["id"] == ident:
            lines = ["**%s**" % item["question"], ""]
            assert len(item["readings"]) <= 3
            for name, reading in zip(("First", "Second", "Third"), item["readings"]):
                lines.append("- **%s reading.** %s" % (name, reading["words"]))
            return "\n".join(lines) + "\n"
    raise KeyError(ident)


# ---------------------------------------------------------------- Do I need a permit?

def event_kinds():
    """Each kind of event the definition lists, plus the rest, with the calculator's answer."""
    rows = []
    for ident, label in law.LISTED_EVENT_TYPES:
        result = _run(event_type=ident, road_closure=(ident == "block_party"))
        rows.append((label, headline(result)))
    result = _run(event_type="block_party", road_closure=False)
    rows.append(("Block party that does not close a road", headline(result)))
    result = _run(event_type="other")
    rows.append(("Any other event", headline(result)))
    return table(("Your event", "What the calculator says"), rows)


def definition_readings():
    return _readings("definition_cut_off")


def duration_examples():
    """An event as long as the limit, and one day longer."""
    limit = law.MAX_CONSECUTIVE_DAYS.value
    rows = []
    for length in (limit, limit + 1):
        end = SATURDAY + timedelta(days=length - 1)
        result = _run(event_end=end.isoformat())
        status = result["permit"]["status"]
        rows.append(("%s to %s" % (long_date(SATURDAY), long_date(end)), _days(length),
                     "Not allowed" if status == "prohibited" else "Allowed"))
    return table(("Event dates", "Length", "Result"), rows)


def annual_limit_example():
    """Events at one address split over two calendar years: the two readings of "annually"."""
    most = law.EVENTS_PER_ADDRESS.value
    last_year = most // 2
    this_year = most - last_year
    planned = date(2027, 8, 14)
    earlier = [date(2026, 12 - i, 5) for i in range(last_year)]
    earlier += [date(2027, 1 + i, 10) for i in range(this_year)]
    earlier.sort()
    year_ago = date(planned.year - 1, planned.month, planned.day)
    rolling = len([day for day in earlier if day > year_ago]) + 1
    calendar = len([day for day in earlier if day.year == planned.year]) + 1
    result = _run(event_start=planned.isoformat(), event_end=planned.isoformat(),
                 prior_events_at_address_this_year=calendar - 1)
    # The calculator counts the calendar year; the rolling count must be over its limit.
    rolling_result = _run(event_start=planned.isoformat(), event_end=planned.isoformat(),
                         prior_events_at_address_this_year=rolling - 1)
    assert (result["permit"]["status"] == "prohibited") == (calendar > most)
    assert (rolling_result["permit"]["status"] == "prohibited") == (rolling > most)
    lines = [
        "Say one address had %s late last year and %s so far this year. "
        "You plan one more there on %s." % (
            "%d events" % last_year if last_year != 1 else "one event",
            "%d events" % this_year if this_year != 1 else "one event", long_date(planned)),
        "",
        table(("Reading", "Events counted, with yours", "Limit", "Result"), [
            ("Calendar year", str(calendar), str(most), "Allowed" if calendar <= most else "Not allowed"),
            ("The year before your event", str(rolling), str(most),
             "Allowed" if rolling <= most else "Not allowed"),
        ]),
        "The calculator counts the calendar year, so for this example it says: \u201c%s.\u201d "
        "It names the other reading, but it cannot count it for you. Ask the Development Services Department." % (
            headline(result)),
        "",
    ]
    return "\n".join(lines)


def annual_limit_readings():
    return _readings("annual_limit")


def road_closure_examples():
    """Closures of the same residential road one day under, at and over the spacing."""
    spacing = law.ROAD_CLOSURE_SPACING.value
    other = date(2027, 5, 1)
    rows = []
    for gap in (spacing - 1, spacing, spacing + 1):
        day = other + timedelta(days=gap)
        result = _run(event_start=day.isoformat(), event_end=day.isoformat(), event_type="block_party",
                     road_closure=True, residential_zone=True, previous_closure_of_same_road=other.isoformat())
        status = result["permit"]["status"]
        if status == "prohibited":
            words = "Not allowed, unless the Director makes an exception"
        elif status == "unclear":
            words = "Not clear: allowed under the first reading, not under the second"
        else:
            words = "Allowed"
        rows.append((long_date(other), long_date(day), _days(gap), words))
    return table(("Other closure of the road", "Your event", "Days apart", "Result"), rows)


def road_closure_readings():
    return _readings("road_closure_gap")


# ---------------------------------------------------------------- When do I apply?

def filing_examples():
    """Last day to apply for two example events, with and without City services."""
    rows = []
    for first_day in (SATURDAY, LEAP_EVENT):
        for services in (False, True):
            result = _run(event_start=first_day.isoformat(), event_end=first_day.isoformat(),
                         city_services=services)
            apply_by = date.fromisoformat(_by_id(result["deadlines"], "apply_by")["date"])
            check, period = rules.filing_deadline(first_day, services)
            assert check == apply_by
            closed = _by_id(result["warnings"], "apply_by_weekend")
            note = closed["message"] if closed else "The office should be open that day."
            rows.append((long_date(first_day), "Yes" if services else "No",
                         "%s before: %s" % (_days(period.value), long_date(apply_by)),
                         long_date(apply_by - timedelta(days=1)), note))
    return table(("Event day", "City services?", "Last day to apply", "Full-days reading", "Note"), rows)


def filing_count_readings():
    return _readings("filing_count")


def neighbor_notice_examples():
    """Last day to mail the notice to nearby owners, and the block-party exemption."""
    cases = (
        ("Street fair", {"event_type": "street_fair"}),
        ("Block party that closes a road, no City services",
         {"event_type": "block_party", "road_closure": True}),
        ("Block party that closes a road, with City services",
         {"event_type": "block_party", "road_closure": True, "city_services": True}),
    )
    rows = []
    for label, answers in cases:
        result = _run(**answers)
        notice = _by_id(result["deadlines"], "notify_neighbors_by")
        if notice is None:
            when = "No notice needed: this block party is exempt."
        else:
            when = "By %s" % long_date(date.fromisoformat(notice["date"]))
        rows.append((label, long_date(SATURDAY), when))
    return table(("Your event", "Event day", "Mail the notice"), rows)


# ---------------------------------------------------------------- The application

def checklist():
    """The application list, items (1) to (21), from the rule package."""
    items = _run()["checklist"]
    rows = []
    for item in items:
        if not item["cite"]["anchor"].startswith("application-"):
            continue
        label = item["label"]
        if item["status"] == "missing":
            label = "**Missing.** " + label
        rows.append((cite(item["cite"]), label, CHECKLIST[item["status"]]))
    return table(("Item", "What to give", "When"), rows)


def other_papers():
    """What other parts of the article add to the application, from the rule package."""
    base = _run()["checklist"]
    on_property = _run(on_city_property=True)["checklist"]
    on_street = _run(on_city_right_of_way=True)["checklist"]
    seen = set(item["id"] for item in base)
    rows = []
    for item in base:
        if not item["cite"]["anchor"].startswith("application-"):
            rows.append((cite(item["cite"]), item["label"], CHECKLIST[item["status"]]))
    for item in on_property:
        if item["id"] in seen:
            continue
        street = _by_id(on_street, item["id"])
        if street is None:
            when = "If any part is on City property"
        elif street["status"] == "required":
            when = "If any part is on City property or a City street"
        else:
            when = "If any part is on City property. Maybe for a City street too."
        rows.append((cite(item["cite"]), item["label"], when))
    return table(("Part of the text", "What to give", "When"), rows)


# ---------------------------------------------------------------- On site

def parking_examples():
    """Parking for a few counts of projected users, in whole numbers."""
    percent = law.PARKING_SURPLUS.value
    rows = []
    for users in (95, 100, 250, 1001):
        spaces = rules.parking(users)["quantity"]
        rows.append((number(users), number(spaces - users), number(spaces)))
    return table(("Projected users", "Surplus (%d%%, rounded up)" % percent, "Users to plan parking for"),
                 rows)


def parking_worked_example():
    """One head count worked through in whole numbers, as rules.parking does it."""
    percent = law.PARKING_SURPLUS.value
    users = 95
    spaces = rules.parking(users)["quantity"]
    scaled = users * (100 + percent)
    whole, left = scaled // 100, scaled % 100
    steps = [
        "Say you project %s parking users." % number(users),
        "",
        "1. Multiply by %s (that is %s plus the %s percent): %s \u00d7 %s = %s." % (
            number(100 + percent), number(100), number(percent), number(users), number(100 + percent),
            number(scaled)),
        "2. Divide by %s: that gives %s, with %s left over." % (number(100), number(whole), number(left)),
        "3. If anything is left over, round up to the next whole number.",
        "",
        "So you plan parking for **%s users**." % number(spaces),
    ]
    assert spaces == whole + (1 if left else 0)
    return "\n".join(steps) + "\n"


# ---------------------------------------------------------------- Costs

def where_table():
    """Insurance, bond and indemnity for events in different places, from the calculator."""
    cases = (
        ("In a City park (City property)", {"on_city_property": True}),
        ("On a City street only", {"on_city_right_of_way": True}),
        ("On private land only", {}),
        ("Block party that closes a City street, no City services",
         {"event_type": "block_party", "road_closure": True, "on_city_right_of_way": True}),
        ("Same block party, with City services",
         {"event_type": "block_party", "road_closure": True, "on_city_right_of_way": True,
          "city_services": True}),
    )
    rows = []
    for label, answers in cases:
        items = _run(**answers)["requirements"]
        rows.append((label,
                     APPLIES[_by_id(items, "insurance_per_person_usd")["applies"]],
                     APPLIES[_by_id(items, "bond_usd")["applies"]],
                     APPLIES[_by_id(items, "indemnity_agreement")["applies"]]))
    return table(("Where is the event?", "Insurance", "Bond or deposit", "Indemnity agreement"), rows)


def street_readings():
    return _readings("street_is_city_property")


def bond_examples():
    """What happens to the bond when the City's actual costs are lower, equal or higher."""
    bond = law.BOND.value
    rows = []
    for cost in (bond * 3 // 4, bond, bond * 13 // 10):
        if cost < bond:
            result = "The City refunds %s to you." % money(bond - cost)
        elif cost == bond:
            result = "Nothing back, nothing more to pay."
        else:
            result = "You pay the City %s more." % money(cost - bond)
        rows.append((money(bond), money(cost), result))
    return table(("Bond or deposit", "City's actual cost of policing and cleaning", "Result"), rows)


def _first_counted_day(start):
    """The first business day counted after ``start``: a City holiday there moves every date."""
    day = start + timedelta(days=1)
    while not is_business_day(day, _holidays()):
        day += timedelta(days=1)
    return day


def _holidays_listed():
    """Which City holidays the dates on the page already skip, from the settings."""
    if _holidays():
        return "These dates skip weekends and the City holidays listed for this site."
    return "These dates skip only weekends: no City holidays are listed for this site yet."


def extra_cost_dates():
    """The two deadlines for costs above the bond, from one example notice date, and with a holiday."""
    notified = date(2027, 9, 2)
    closed = _first_counted_day(notified)
    rows = []
    for provision in (law.BOND_EXCESS_COST, law.ADDITIONAL_COSTS):
        due = business_days_after(notified, provision.value, _holidays())
        moved = business_days_after(notified, provision.value, _holidays() + [closed.isoformat()])
        rows.append((cite(provision), "%s business days" % number(provision.value), long_date(due),
                     long_date(moved)))
    return ("Say the City tells you the extra amount on %s. %s A City holiday moves the date one business "
            "day later. The last column shows that for a holiday on %s.\n\n" % (
                long_date(notified), _holidays_listed(), long_date(closed))
            + table(("Rule", "Time to pay", "Pay by", "Pay by, if %s is a City holiday" % long_date(closed)),
                    rows))


def extra_cost_readings():
    return _readings("extra_cost_deadline")


def bond_return_example():
    """The bond's return date, counted from the day the permit expires."""
    expires = date(2027, 8, 29)
    due = business_days_after(expires, law.BOND_RETURN.value, _holidays())
    closed = _first_counted_day(expires)
    moved = business_days_after(expires, law.BOND_RETURN.value, _holidays() + [closed.isoformat()])
    return ("Say your permit expires on %s. If the City certifies that you met every condition, it should "
            "return the bond or deposit by %s. %s If %s were a City holiday, the date would move to %s.\n"
            % (long_date(expires), long_date(due), _holidays_listed(), long_date(closed), long_date(moved)))


# ---------------------------------------------------------------- After you apply

REFUSAL_WORDS = {
    "refusal-1": "The event needs so many police, fire or emergency staff that something happens. "
                 "The text is cut off here, so we do not know what.",
    "refusal-2": "The event is likely to hurt people or damage property.",
    "refusal-3": "Your application is not complete.",
    "refusal-4": "What your application says breaks this article, the City code, or state or federal law.",
    "refusal-5": "Some vendors have not shown that their business is fully insured.",
    "refusal-6": "The event clashes in date, time or place with an event that already has a permit, or one "
                 "\u201cbeing held by the City\u201d. That could mean an event the City runs, or a permit the City "
                 "is holding.",
    "refusal-7": "The event would get in the way of a school while it is in session.",
    "refusal-8": "The event does not follow the Americans with Disabilities Act.",
    "refusal-9": "You were convicted before of breaking this article. The text sets no time limit.",
    "refusal-10": "You had a special event permit revoked within the past {} months.",
    "refusal-11": "You did not pay extra costs the City charged for an earlier event.",
    "refusal-12": "The Director of Development Services decides the event is not in the best interest of the "
                  "public's health, safety and welfare.",
}

REVOCATION_WORDS = {
    "revocation-1": "You or the event broke this article, a City ordinance or another law.",
    "revocation-2": "You made, or let someone make, a false or misleading statement on the application, or left "
                    "out an important fact.",
    "revocation-3": "You cannot or will not pay extra fees the City asks for to cover City services for the "
                    "event.",
    "revocation-4": "You did not give extra information the City asked for.",
    "revocation-5": "The event badly blocks the safe flow of traffic nearby, beyond what the permit allows.",
    "revocation-6": "The event is not in the best interest of the public's health, safety and welfare.",
}


def _grounds(words):
    lines = []
    for heading, clauses in law.ARTICLE.outline:
        for clause in clauses:
            anchor = clause[0]
            if anchor in words:
                text = words[anchor]
                if anchor == law.REVOKED_WITHIN.anchor:
                    text = text.format(law.REVOKED_WITHIN.value)
                lines.append("- %s. %s" % (_link(anchor), text))
    return "\n".join(lines) + "\n"


def refusal_grounds():
    return _grounds(REFUSAL_WORDS)


def revocation_grounds():
    return _grounds(REVOCATION_WORDS)


def denial_notice_example():
    result = _run()
    due = date.fromisoformat(_by_id(result["deadlines"], "denial_notice_by")["date"])
    return ("Say your event is on %s. If the City denies your application, it should tell you by %s, "
            "or as soon as reasonably possible.\n" % (long_date(SATURDAY), long_date(due)))


def holidays_note():
    """Which days the calculator and these pages skip as City holidays."""
    listed = sorted(_holidays())
    if not listed:
        return ("The people who run this site have not listed any City holidays yet. So for now, the dates "
                "on these pages skip only Saturdays and Sundays. Ask the City which days its offices are "
                "closed.\n")
    return ("The dates on these pages skip Saturdays, Sundays and these City holidays: %s.\n"
            % "; ".join(long_date(date.fromisoformat(day)) for day in listed))


def appeal_examples():
    """The appeal deadline and hearing date, from the rule functions, with and without a closed day."""
    received = date(2027, 6, 4)
    event = SATURDAY
    rows = []
    closed = None
    day = received + timedelta(days=1)
    while closed is None:
        if is_business_day(day, _holidays()):
            closed = day
        day += timedelta(days=1)
    for label, days_off in (("The City's holiday list for this site", _holidays()),
                            ("Say the City is also closed on %s" % long_date(closed),
                             _holidays() + [closed.isoformat()])):
        appeal_by = rules.appeal_deadline(received, days_off)
        hearing_by = rules.appeal_hearing_due(appeal_by, days_off)
        rows.append((label, long_date(received), long_date(appeal_by), long_date(hearing_by)))
    note = ""
    hearing_by = rules.appeal_hearing_due(rules.appeal_deadline(received, _holidays()), _holidays())
    if hearing_by > event:
        note = ("\nIf the event is on %s, the hearing could come after the event day. Appeal as soon as you "
                "can.\n" % long_date(event))
    return table(("Holidays", "You get the notice", "Appeal by", "Hearing by, if you appeal that day"),
                 rows) + note


# ---------------------------------------------------------------- Penalties

def offense_days_example():
    first, last = date(2027, 8, 6), date(2027, 8, 8)
    count = (last - first).days + 1
    return ("Say an event runs from %s to %s without a permit. That is %d days, so it can be %d separate "
            "offenses.\n" % (long_date(first), long_date(last), count, count))
