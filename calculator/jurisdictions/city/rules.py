"""The City article's rules, in the article's order: the definition, the general rules
(a)-(f), the permit requirement, filing periods, the application, revocation appeals,
notice to neighbors, parking, insurance, indemnity and the bond.

The numbers come from ``law.py``, and the readings of unclear sentences from its
``AMBIGUITIES``; this module only decides which sentences apply to an event and does
the arithmetic in whole numbers.
"""

from datetime import timedelta

from ...dates import business_days_after, days_after, days_before
from ...inputs import Field, event_fields, place_fields
from ...readings import capital, name, told
from ...results import (Parts, act_on, ceil_div, checklist_item, closed_day_warning, deadline, reason, requirement,
                        warning)
from ...what_if import OTHER_ANSWERS, Limits, OtherAnswers
from ...words import DEFAULT, of
from . import law

PLACE = "city"
READINGS = law.READINGS
EVENT_TYPES = law.LISTED_KINDS + ("other",)

# The questions, in the order the form asks them (the shared ones: inputs.event_fields); their words
# are in words_<language>.py.
FIELDS = event_fields(attendance="not asked") + place_fields(PLACE, [
    Field("event_type", "choice", options=EVENT_TYPES),
    Field("city_services", "bool", default=False),
    Field("on_city_property", "bool", default=False),
    Field("on_city_right_of_way", "bool", default=False),
    Field("road_closure", "bool", default=False),
    Field("residential_zone", "bool", default=False, show_when="road_closure=true|unsure"),
    Field("previous_closure_of_same_road", "date", show_when="residential_zone=true|unsure"),
    Field("sells_used_goods", "bool", default=False),
    Field("nonprofit", "bool", default=False),
    Field("prior_events_at_address_this_year", "int", default=0, minimum=0, example=2),
    Field("projected_parking_users", "int", minimum=0, example=150),
    Field("revocation_notice_received", "date", group="revocation-details"),
])
# Questions for rare cases, behind a link that opens them: their ids (the link's words: ``group.<id>`` in
# the catalogs).  Nothing here reads a catalog when imported: a page ships its own language's words only.
GROUPS = ("revocation-details",)

# The headlines of the City's own (the answer's permit.headline; summary.HEADLINES has the rest), as the
# keys of its catalogs: for a kind of event the definition lists (the text that could exempt it is
# missing), and when only the road-closure rule stands in the way (with its next step).
HEADLINES = ("headline.listed", "headline.exception")


def words(values):
    """The City's words in the language of the answers (calculator/words.py)."""
    return of(values.get("language", DEFAULT), PLACE)


def check(values, errors):
    """The City's questions need no check across answers beyond the shared date checks."""


def block_party_exemption(values):
    """"Block parties requiring road closures that do not require City services are exempt" from the
    neighbor notice, the insurance and the bond."""
    return values["event_type"] == "block_party" and values["road_closure"] and not values["city_services"]


# ---------------------------------------------------------------- Definition and general rules (b), (d)-(f)

def limits(say, values, event_days):
    """General rules (b), (d), (e) and (f): return (what stops the event, unclear, reasons, warnings).

    What stops the event is a list of "used_goods", "duration", "annual_limit" and "road_closure".
    """
    stops, unclear, reasons, warnings = [], False, [], []
    if values["sells_used_goods"]:
        stops.append("used_goods")
        reasons.append(reason(say("reason.used_goods"), "rule", law.USED_GOODS_BAN))
        warnings.append(warning("used_goods_sale", say("warning.used_goods_sale"), law.USED_GOODS_BAN))
    limit = law.MAX_CONSECUTIVE_DAYS.value
    if event_days > limit:
        stops.append("duration")
        reasons.append(reason(say("reason.too_long", days=say.count("count.days", event_days),
                                  limit=say.count("count.days", limit)), "rule", law.MAX_CONSECUTIVE_DAYS))
        warnings.append(warning("over_nine_days", say("warning.over_nine_days", limit=say.count("count.days", limit)),
                                law.MAX_CONSECUTIVE_DAYS))
    annual_reasons, annual_warning = annual_limit(say, values)
    if annual_warning:
        stops.append("annual_limit")
        warnings.append(annual_warning)
    reasons.extend(annual_reasons)
    spacing = road_closure_spacing(say, values)
    if spacing:
        stopped, is_unclear, spacing_reasons, spacing_warning = spacing
        if stopped:
            stops.append("road_closure")
        unclear = unclear or is_unclear
        reasons.extend(spacing_reasons)
        if spacing_warning:
            warnings.append(spacing_warning)
    return stops, unclear, reasons, warnings


def annual_limit(say, values):
    """General rule (f): at most ``EVENTS_PER_ADDRESS`` events "annually" at the same property address, counted in the calendar
    year the event starts in; the other reading of "annually" is named where it could differ."""
    year, others, most = values["event_start"].year, values["prior_events_at_address_this_year"], \
        law.EVENTS_PER_ADDRESS.value
    reasons, stop = [], None
    if others + 1 > most:
        reasons.append(reason(say("reason.annual_limit", others=say.count("count.other_events", others), year=year,
                                  number=others + 1, most=say.count("count.events", most)), "rule",
                              law.EVENTS_PER_ADDRESS))
        stop = warning("annual_event_limit", say("warning.annual_event_limit", number=others + 1, year=year,
                                                 most=most), law.EVENTS_PER_ADDRESS)
    if others:
        reading = READINGS["annual_limit"]
        reasons.append(reason(say("reason.annual_reading", readings=told(reading, say.language), year=year,
                                  rolling=capital(name(reading, 1, say.language))), "ambiguity",
                              law.EVENTS_PER_ADDRESS))
    return reasons, stop


def road_closure_spacing(say, values):
    """General rule (e): closures of the same residential road at least ``ROAD_CLOSURE_SPACING`` calendar days
    apart, before or after; the Director of Development Services may make exceptions.

    Returns None, or (stops the event, unclear, reasons, warning or None)."""
    if not (values["road_closure"] and values["residential_zone"]):
        return None
    days = law.ROAD_CLOSURE_SPACING.value
    apart = say.count("count.calendar_days", days)
    start, end = values["event_start"], values["event_end"]
    other = values["previous_closure_of_same_road"]
    exception = reason(say("reason.closure_exception"), "discretion", law.ROAD_CLOSURE_EXCEPTION)
    if other is None:
        first, last = days_before(start, days), days_after(end, days)
        return (False, False,
                [reason(say("reason.closure_unknown", apart=apart), "rule", law.ROAD_CLOSURE_SPACING)],
                warning("road_closure_spacing_unknown", say("warning.road_closure_spacing_unknown",
                                                            first=say.date(first), last=say.date(last), apart=apart),
                        law.ROAD_CLOSURE_SPACING))
    if other < start:
        gap = (start - other).days
    elif other > end:
        gap = (other - end).days
    else:
        gap = 0
    between = say.count("count.days", gap)
    if gap < days:
        return (True, False, [reason(say("reason.closure_too_close", gap=between, apart=apart), "rule",
                                     law.ROAD_CLOSURE_SPACING), exception],
                warning("road_closure_spacing", say("warning.road_closure_spacing.too_close", apart=apart),
                        law.ROAD_CLOSURE_SPACING))
    if gap == days:
        return (False, True, [reason(say("reason.closure_exactly", gap=between,
                                         readings=told(READINGS["road_closure_gap"], say.language)), "ambiguity",
                                     law.ROAD_CLOSURE_SPACING), exception],
                warning("road_closure_spacing", say("warning.road_closure_spacing.exactly", apart=apart),
                        law.ROAD_CLOSURE_SPACING))
    return (False, False, [reason(say("reason.closure_far_enough", gap=between, apart=apart), "rule",
                                  law.ROAD_CLOSURE_SPACING)], None)


def definition(say, values):
    """The definition (cut off) and the missing exemptions: return (listed, reasons)."""
    kind = values["event_type"]
    listed = kind in EVENT_TYPES and kind != "other" and not (kind == "block_party" and not values["road_closure"])
    missing = reason(say("reason.exemptions_missing"), "missing_text", law.EXEMPTIONS_MISSING)
    if kind is None or kind == "other":
        return False, [reason(say("reason.definition_cut_off"), "missing_text", law.DEFINITION), missing]
    if not listed:
        return False, [reason(say("reason.block_party_no_closure"), "missing_text", law.DEFINITION), missing]
    return True, [
        reason(say("reason.listed_kind", readings=told(READINGS["definition_cut_off"], say.language)),
               "missing_text", law.DEFINITION),
        reason(say("reason.permit_required"), "rule", law.PERMIT_REQUIRED)]


def permit(say, values, event_days):
    """The definition (cut off), the permit requirement and its missing exemptions, and the limits."""
    stops, unclear, limit_reasons, warnings = limits(say, values, event_days)
    listed, reasons = definition(say, values)
    if not listed:
        unclear = True
    if values["locations"] > 1:
        reasons.append(reason(say("reason.several_places"), "assumption", law.PERMIT_REQUIRED))
    result = {"permits_needed": 1}
    if stops:
        result.update(status="prohibited", permits_needed=0, reasons=limit_reasons + reasons)
        if stops == ["road_closure"]:
            result.update(headline=say("headline.exception"), verdict=say("verdict.exception"),
                          next_step=say("next_step.exception"))
        return result, warnings
    result["reasons"] = reasons[:1] + limit_reasons + reasons[1:]
    if unclear:
        result["status"] = "unclear"
    else:
        result.update(status="required", headline=say("headline.listed"), verdict=say("verdict.listed"))
    return result, warnings


# ---------------------------------------------------------------- Filing periods, denial notice, appeal

def filing_deadline(first_day, city_services):
    """(1) ``FILING_WITH_CITY_SERVICES`` before the event if City services are requested; (2) ``FILING_OTHER``
    before all other events."""
    period = law.FILING_WITH_CITY_SERVICES if city_services else law.FILING_OTHER
    return days_before(first_day, period.value), period


def appeal_deadline(notice_received, holidays):
    """An appeal of a revocation: within ``APPEAL_WINDOW`` business days after receiving the notice."""
    return business_days_after(notice_received, law.APPEAL_WINDOW.value, holidays)


def appeal_hearing_due(appeal_filed, holidays):
    """An appeal not filed during the event is heard within ``APPEAL_HEARING`` business days (counted from filing)."""
    return business_days_after(appeal_filed, law.APPEAL_HEARING.value, holidays)


def full_days(day):
    """"At least N calendar days before", read with N full days between: one day before the plain count."""
    return day - timedelta(days=1)


def deadlines(say, values, today, holidays):
    first_day = values["event_start"]
    counted = READINGS["filing_count"]
    apply_on, period = filing_deadline(first_day, values["city_services"])
    when = say("deadline.apply_by.with_services" if values["city_services"] else "deadline.apply_by.without_services")
    apply_item = act_on(say, "apply_by", apply_on, say("deadline.apply_by", days=say.count(
        "count.calendar_days", period.value), when=when), period, today, holidays, counted, full_days(apply_on))
    items, warnings = [apply_item], []
    if today > apply_on:
        warnings.append(warning("late_application", say("warning.late_application", day=say.date(apply_on)),
                                law.FILING_DIRECTOR_PERIOD))
    closed = closed_day_warning(say, apply_item, "last_day.apply_by", holidays, period, full_days(apply_on))
    if closed and not apply_item["passed"]:
        warnings.append(closed)
    if block_party_exemption(values):
        warnings.append(warning("notify_neighbors_exempt", say("warning.notify_neighbors_exempt"),
                                law.NEIGHBOR_NOTICE_EXEMPTION))
    else:
        notify_on = days_before(first_day, law.NEIGHBOR_NOTICE.value)
        notice = act_on(say, "notify_neighbors_by", notify_on, say(
            "deadline.notify_neighbors_by", feet=law.NEIGHBOR_DISTANCE.value,
            days=say.count("count.calendar_days", law.NEIGHBOR_NOTICE.value)),
            law.NEIGHBOR_NOTICE, today, holidays, counted, full_days(notify_on))
        items.append(notice)
        if today > notify_on:
            warnings.append(warning("late_neighbor_notice", say("warning.late_neighbor_notice",
                                                                day=say.date(notify_on)), law.NEIGHBOR_NOTICE))
        closed = closed_day_warning(say, notice, "last_day.notify_neighbors_by", holidays, law.NEIGHBOR_NOTICE,
                                    full_days(notify_on))
        if closed and not notice["passed"]:
            warnings.append(closed)
    items.append(deadline("denial_notice_by", days_before(first_day, law.DENIAL_NOTICE.value), say(
        "deadline.denial_notice_by", days=say.count("count.calendar_days", law.DENIAL_NOTICE.value)),
        law.DENIAL_NOTICE, today))
    received = values["revocation_notice_received"]
    if received is not None:
        appeal_on = appeal_deadline(received, holidays)
        appeal = act_on(say, "appeal_by", appeal_on, say("deadline.appeal_by", days=say.count(
            "count.business_days", law.APPEAL_WINDOW.value)), law.APPEAL_WINDOW, today, holidays)
        items.append(appeal)
        closed = closed_day_warning(say, appeal, "last_day.appeal_by", holidays, law.APPEAL_WINDOW)
        if closed and not appeal["passed"]:
            warnings.append(closed)
        items.append(deadline("appeal_hearing_by", appeal_hearing_due(appeal_on, holidays), say(
            "deadline.appeal_hearing_by", days=say.count("count.business_days", law.APPEAL_HEARING.value)),
            law.APPEAL_HEARING, today))
    return items, warnings


# ---------------------------------------------------------------- Parking, insurance, indemnity, bond, police

def requirements(say, values):
    on_property, on_street = values["on_city_property"], values["on_city_right_of_way"]
    exempt = block_party_exemption(values)

    def label(ident):
        return say("requirement.%s.label" % ident)

    def formula(ident, *more, **values):
        """The requirement's formula, then each of ``more`` (catalog keys, or None for none)."""
        return " ".join([say("requirement.%s.formula" % ident, **values)] + [words for words in more if words])

    items = [requirement("permit_on_premises", None, "", "required", label("permit_on_premises"),
                         formula("permit_on_premises"), law.PERMIT_ON_PREMISES),
             parking(say, values["projected_parking_users"])]
    if on_property or on_street:
        insurance = "not_required" if exempt else "required"
    else:
        insurance = "not_required"
    why = say("requirement.block_party_exempt") if exempt else None
    items.append(requirement("insurance_per_person_usd", law.INSURANCE_PER_PERSON.value, "US dollars", insurance,
                             label("insurance_per_person_usd"), formula("insurance_per_person_usd", why,
                                                                        amount=law.INSURANCE_PER_PERSON.value),
                             law.INSURANCE_PER_PERSON))
    items.append(requirement("insurance_per_accident_usd", law.INSURANCE_PER_ACCIDENT.value, "US dollars",
                             insurance, label("insurance_per_accident_usd"),
                             formula("insurance_per_accident_usd", why, amount=law.INSURANCE_PER_ACCIDENT.value),
                             law.INSURANCE_PER_ACCIDENT))
    city_property = "required" if on_property else ("unclear" if on_street else "not_required")
    bond = "not_required" if exempt else city_property
    waiver = say("requirement.bond_usd.waiver") if values["nonprofit"] else None
    street = told(READINGS["street_is_city_property"], say.language) if on_street and not on_property else None
    items.append(requirement("bond_usd", law.BOND.value, "US dollars", bond, label("bond_usd"),
                             formula("bond_usd", street, waiver, why, amount=law.BOND.value), law.BOND))
    block_party = say("requirement.indemnity_agreement.block_party") if exempt else None
    items.append(requirement("indemnity_agreement", None, "signed agreement", city_property,
                             label("indemnity_agreement"), formula("indemnity_agreement", block_party, street),
                             law.INDEMNITY))
    items.append(requirement("police_services", None, "officers", "may_be_required", label("police_services"),
                             formula("police_services"), law.POLICE_SERVICES))
    return items


# "You may need to provide", in groups (summary.provide_groups): (group, the requirements in it); the group's
# title is ``provide.<group>`` of words_<language>.py.
PROVIDE = (
    ("people", ("police_services",)),
    ("parking", ("parking_users",)),
    ("money", ("insurance_per_person_usd", "insurance_per_accident_usd", "bond_usd", "indemnity_agreement")),
    ("at_the_event", ("permit_on_premises",)),
)


def parking(say, users):
    """Parking (a): evidence of parking for the projected number of users with a ``PARKING_SURPLUS`` percent
    surplus, in whole users; the City decides what is sufficient."""
    percent = law.PARKING_SURPLUS.value
    label = say("requirement.parking_users.label", percent=percent)
    decides = say("requirement.parking_users.decides", quote=law.PARKING_CITY_DECIDES.quote,
                  readings=told(READINGS["parking_users"], say.language))
    if users is None:
        return requirement("parking_users", None, "users", "required", label,
                           say("requirement.parking_users.unknown", percent=percent, decides=decides),
                           law.PARKING_SURPLUS, ["projected_parking_users"])
    total = ceil_div(users * (100 + percent), 100)
    return requirement("parking_users", total, "users", "required", label,
                       say("requirement.parking_users.formula", percent=percent, users=users, total=total,
                           decides=decides), law.PARKING_SURPLUS)


# ---------------------------------------------------------------- Application checklist

def checklist(say, values):
    items = []
    for ident, status, quote in law.APPLICATION_ITEMS:
        items.append(checklist_item(ident, say("checklist." + ident), status, law.ARTICLE.provision(ident, quote)))

    def add(ident, status, provision, **values):
        items.append(checklist_item(ident, say("checklist." + ident, **values), status, provision))

    add("vendor-insurance", "if_applicable", law.VENDOR_INSURANCE)
    add("parking-plan", "required", law.PARKING_LAYOUT)
    add("off-site-parking", "if_applicable", law.OFF_SITE_PARKING)
    add("wastewater-plan", "required", law.WASTEWATER_PLAN)
    add("water-meter", "if_applicable", law.CITY_WATER)
    exempt = block_party_exemption(values)
    if (values["on_city_property"] or values["on_city_right_of_way"]) and not exempt:
        add("insurance-certificate", "required", law.INSURANCE_TRIGGER)
    if values["on_city_property"] or values["on_city_right_of_way"]:
        status = "required" if values["on_city_property"] else "if_applicable"
        add("indemnity-agreement", status, law.INDEMNITY)
        if not exempt:
            add("bond", status, law.BOND, amount=law.BOND.value)
    add("city-costs", "if_applicable", law.CITY_COSTS)
    add("additional-costs-agreement", "required", law.ADDITIONAL_COSTS_AGREEMENT,
        days=say.count("count.business_days", law.ADDITIONAL_COSTS.value),
        readings=told(READINGS["costs_agreement_scope"], say.language))
    return items


# ---------------------------------------------------------------- The answer, part by part

def permit_part(values, today, holidays):
    """The permit, and the warnings of the general rules that stop the event."""
    first_day, last_day = values["event_start"], values["event_end"]
    permit_result, warnings = permit(words(values), values, (last_day - first_day).days + 1)
    return {"permit": permit_result, "warnings": warnings}


def deadlines_part(values, today, holidays):
    """The deadlines, and their warnings after what "City services" means (when none are asked for)."""
    say = words(values)
    items, warnings = deadlines(say, values, today, holidays)
    if not values["city_services"]:
        warnings.insert(0, warning("city_services_meaning", say("warning.city_services_meaning", days=say.count(
            "count.days", law.FILING_WITH_CITY_SERVICES.value)), law.FILING_WITH_CITY_SERVICES))
    return {"deadlines": items, "warnings": warnings}


def requirements_part(values, today, holidays):
    return {"requirements": requirements(words(values), values)}


def checklist_part(values, today, holidays):
    return {"checklist": checklist(words(values), values)}


# Each part reads only the answers it needs (an answer "not sure" is worked out per part: unsure.py).
evaluate = Parts(permit_part, deadlines_part, requirements_part, checklist_part)


# ---------------------------------------------------------------- What would change the answer (calculator/what_if.py)

def closure_limits(values):
    """General rule (e), from the other closure's side: within ``ROAD_CLOSURE_SPACING`` days before the first
    day or after the last one it stops the event, exactly that many days apart it reads two ways."""
    if values["previous_closure_of_same_road"] is None:
        return []
    days, start, end = law.ROAD_CLOSURE_SPACING.value, values["event_start"], values["event_end"]
    return [(days_before(start, days + 1), law.ROAD_CLOSURE_SPACING), (days_before(start, days),
                                                                       law.ROAD_CLOSURE_SPACING),
            (days_after(end, days - 1), law.ROAD_CLOSURE_SPACING), (days_after(end, days), law.ROAD_CLOSURE_SPACING)]


def end_limits(values):
    """General rule (b): the last day within ``MAX_CONSECUTIVE_DAYS`` days; and rule (e) for another closure
    of the same road after the first day (``closure_limits``, from the event's side)."""
    start, other = values["event_start"], values["previous_closure_of_same_road"]
    limits = [(days_after(start, law.MAX_CONSECUTIVE_DAYS.value - 1), law.MAX_CONSECUTIVE_DAYS)]
    if other is not None and other >= start:
        days = law.ROAD_CLOSURE_SPACING.value
        limits += [(days_before(other, days + 1), law.ROAD_CLOSURE_SPACING),
                   (days_before(other, days), law.ROAD_CLOSURE_SPACING)]
    return limits


def address_limits(values):
    """General rule (f): the most other events at the address with which the limit of ``EVENTS_PER_ADDRESS``
    still holds."""
    return [(law.EVENTS_PER_ADDRESS.value - 1, law.EVENTS_PER_ADDRESS)]


# The kinds of event the rules tell apart: the kinds the definition lists (read alike, but a block party is
# listed only with a road closure), a block party, and any other event.
KINDS_TOLD_APART = (law.LISTED_KINDS[0], "block_party", "other")

# The answers that can change the status or a day to act by, and how (the others change what to provide).
WHAT_IF = (
    ("event_end", Limits(end_limits)),
    ("event_type", OtherAnswers(KINDS_TOLD_APART)),
    ("city_services", OTHER_ANSWERS),
    ("road_closure", OTHER_ANSWERS),
    ("residential_zone", OTHER_ANSWERS),
    ("previous_closure_of_same_road", Limits(closure_limits)),
    ("sells_used_goods", OTHER_ANSWERS),
    ("prior_events_at_address_this_year", Limits(address_limits)),
)
