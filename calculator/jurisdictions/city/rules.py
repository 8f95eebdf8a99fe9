"""The City article's rules, in the article's order: the definition, the general rules
(a)-(f), the permit requirement, filing periods, the application, revocation appeals,
notice to neighbors, parking, insurance, indemnity and the bond.

The numbers come from ``law.py``, and the readings of unclear sentences from its
``AMBIGUITIES``; this module only decides which sentences apply to an event and does
the arithmetic in whole numbers.
"""

from datetime import timedelta

from ...dates import business_days_after, days_after, days_before, long_date
from ...inputs import Field, event_fields
from ...readings import capital, told
from ...results import (act_on, ceil_div, checklist_item, closed_day_warning, deadline, plural, reason,
                         requirement, warning)
from . import law

READINGS = law.READINGS
EVENT_TYPES = tuple(ident for ident, label in law.LISTED_EVENT_TYPES) + ("other",)

# The questions, in the order the form asks them (the shared ones: inputs.event_fields).
FIELDS = event_fields(attendance="not asked") + [
    Field("event_type", "choice", "the kind of event", question="What kind of event is it?",
          options=law.LISTED_EVENT_TYPES + (("other", "Something else"),)),
    Field("city_services", "bool", "whether you will ask for City services", default=False,
          question="Will you ask the City for services, such as police or barricades?"),
    Field("on_city_property", "bool", "whether any part of the event is on City property", default=False,
          question="Is any part of the event on City property, such as a park or a City building?"),
    Field("on_city_right_of_way", "bool", "whether any part of the event is on a City street or right-of-way",
          default=False, question="Is any part of the event on a City street, sidewalk or other right-of-way?"),
    Field("road_closure", "bool", "whether the event closes a road or lane", default=False,
          question="Does the event close a road or a lane?"),
    Field("residential_zone", "bool", "whether the closed road is in a residential zone", default=False,
          question="Is the closed road in a residential zone?", show_when="road_closure=true|unsure"),
    Field("previous_closure_of_same_road", "date", "the date of the nearest other event that closes the same "
          "road, before or after yours",
          question="When is the nearest other event that closes the same road, before or after yours?",
          hint="Its date, even if it comes after your event. Leave it empty if you do not know of one: the answer "
               "then says what to check.", show_when="residential_zone=true|unsure"),
    Field("sells_used_goods", "bool", "whether the event is for selling used goods", default=False,
          question="Is the event for selling used goods, such as clothes, furniture or household goods?"),
    Field("nonprofit", "bool", "whether the applicant is a nonprofit or tax-exempt", default=False,
          question="Are you applying as a nonprofit or tax-exempt organization?"),
    Field("prior_events_at_address_this_year", "int", "the number of other events held or planned at this "
          "address in the calendar year of your event", default=0, minimum=0,
          question="How many other special events are held or planned at this address in the calendar year your "
                   "event starts in?",
          hint="Count those already held and those still planned, from January to December of that year. Enter 0 "
               "if there are none."),
    Field("projected_parking_users", "int", "the projected number of parking users", minimum=0,
          question="How many parking users do you project?",
          hint="The rules ask for parking for the projected number of users, plus a surplus that we add. They do "
               "not say whether users are people or vehicles."),
    Field("revocation_notice_received", "date", "the date you received a notice that your permit was revoked",
          question="When did you receive the notice that your permit was revoked?",
          hint="We will work out the last day to appeal.", group="revocation-details"),
]
# Questions for rare cases, behind a link that opens them: (id, the link's words).
GROUPS = (("revocation-details", "If your permit has been revoked"),)

# What the answer's first panel says when only the road-closure rule stands in the way.
EXCEPTION_HEADLINE = ("This event cannot get a permit as you describe it, unless the Director of Development "
                      "Services makes an exception")
EXCEPTION_NEXT_STEP = "Ask the Director of Development Services for an exception, or change the date."
# For a kind of event the definition lists: the text that could exempt it is missing.
LISTED_HEADLINE = "Plan on needing a special event permit"
# Every headline of the City's own (the answer's permit.headline); summary.HEADLINES has the rest.
HEADLINES = (LISTED_HEADLINE, EXCEPTION_HEADLINE)


def check(values, errors):
    """The City's questions need no check across answers beyond the shared date checks."""


def block_party_exemption(values):
    """"Block parties requiring road closures that do not require City services are exempt" from the
    neighbor notice, the insurance and the bond."""
    return values["event_type"] == "block_party" and values["road_closure"] and not values["city_services"]


# ---------------------------------------------------------------- Definition and general rules (b), (d)-(f)

def limits(values, event_days):
    """General rules (b), (d), (e) and (f): return (what stops the event, unclear, reasons, warnings).

    What stops the event is a list of "used_goods", "duration", "annual_limit" and "road_closure".
    """
    stops, unclear, reasons, warnings = [], False, [], []
    if values["sells_used_goods"]:
        stops.append("used_goods")
        reasons.append(reason("An event for selling used clothing, accessories, furniture, household goods or "
                              "sporting goods is not allowed.", "rule", law.USED_GOODS_BAN))
        warnings.append(warning("used_goods_sale", "Events for selling used goods are banned. If only part of "
                                "your event sells used goods, ask the City whether the ban applies.",
                                law.USED_GOODS_BAN))
    limit = law.MAX_CONSECUTIVE_DAYS.value
    if event_days > limit:
        stops.append("duration")
        reasons.append(reason("The event lasts {}. A special event can last at most {}.".format(
            plural(event_days, "day", "days"), plural(limit, "day", "days")), "rule", law.MAX_CONSECUTIVE_DAYS))
        warnings.append(warning("over_nine_days", "Shorten the event to {} in a row or less.".format(
            plural(limit, "day", "days")), law.MAX_CONSECUTIVE_DAYS))
    annual_reasons, annual_warning = annual_limit(values)
    if annual_warning:
        stops.append("annual_limit")
        warnings.append(annual_warning)
    reasons.extend(annual_reasons)
    spacing = road_closure_spacing(values)
    if spacing:
        stopped, is_unclear, spacing_reasons, spacing_warning = spacing
        if stopped:
            stops.append("road_closure")
        unclear = unclear or is_unclear
        reasons.extend(spacing_reasons)
        if spacing_warning:
            warnings.append(spacing_warning)
    return stops, unclear, reasons, warnings


def annual_limit(values):
    """General rule (f): at most ``EVENTS_PER_ADDRESS`` events "annually" at the same property address, counted in the calendar
    year the event starts in; the other reading of "annually" is named where it could differ."""
    year, others, most = values["event_start"].year, values["prior_events_at_address_this_year"], \
        law.EVENTS_PER_ADDRESS.value
    reasons, stop = [], None
    if others + 1 > most:
        reasons.append(reason("{} held or planned at this address in {}, so yours would be event number {} "
                              "there that year. At most {} may occur annually at the same property "
                              "address.".format(plural(others, "other event is", "other events are"), year,
                                                others + 1, plural(most, "event", "events")), "rule",
                              law.EVENTS_PER_ADDRESS))
        stop = warning("annual_event_limit", "This would be event number {} at this address in {}; the limit is {} "
                       "a year.".format(others + 1, year, most), law.EVENTS_PER_ADDRESS)
    if others:
        rolling = READINGS["annual_limit"]["readings"][1]["name"]
        reasons.append(reason("{} We count {}, the calendar year your event starts in. {}, the answer could "
                              "differ: count the events at this address in the months before your event too, "
                              "and ask the Development Services Department.".format(
                                  told(READINGS["annual_limit"]), year, capital(rolling)), "ambiguity",
                              law.EVENTS_PER_ADDRESS))
    return reasons, stop


def road_closure_spacing(values):
    """General rule (e): closures of the same residential road at least ``ROAD_CLOSURE_SPACING`` calendar days
    apart, before or after; the Director of Development Services may make exceptions.

    Returns None, or (stops the event, unclear, reasons, warning or None)."""
    if not (values["road_closure"] and values["residential_zone"]):
        return None
    days = law.ROAD_CLOSURE_SPACING.value
    apart = plural(days, "calendar day", "calendar days")
    start, end = values["event_start"], values["event_end"]
    other = values["previous_closure_of_same_road"]
    exception = reason("The Director of Development Services may make an exception if it is in the best "
                       "interest of the health, safety and general welfare of the citizens of the City.",
                       "discretion", law.ROAD_CLOSURE_EXCEPTION)
    if other is None:
        first, last = days_before(start, days), days_after(end, days)
        return (False, False,
                [reason("Your event closes a road in a residential zone, so it may not be held within {} of "
                        "another event that closes the same road, before or after it. You did not give the date "
                        "of another closure: check it before you plan further.".format(apart), "rule",
                        law.ROAD_CLOSURE_SPACING)],
                warning("road_closure_spacing_unknown", "Check with the Development Services Department whether "
                        "another event closes the same road from {} to {}, that is within {} before or after "
                        "your event. If one does, ask the Director of Development Services for an exception, or "
                        "change the date.".format(long_date(first), long_date(last), apart),
                        law.ROAD_CLOSURE_SPACING))
    if other < start:
        gap = (start - other).days
    elif other > end:
        gap = (other - end).days
    else:
        gap = 0
    if gap < days:
        return (True, False, [reason("The other closure of this road is {} from your event. Closures of the same "
                                     "road in a residential zone must be at least {} apart.".format(
                                         plural(gap, "day", "days"), apart), "rule", law.ROAD_CLOSURE_SPACING),
                              exception],
                warning("road_closure_spacing", "Move the event so it is more than {} from the other closure of "
                        "this road, or ask the Director of Development Services for an exception.".format(apart),
                        law.ROAD_CLOSURE_SPACING))
    if gap == days:
        return (False, True, [reason("The other closure of this road is exactly {} from your event. {}".format(
                                  plural(gap, "day", "days"), told(READINGS["road_closure_gap"])), "ambiguity",
                                  law.ROAD_CLOSURE_SPACING), exception],
                warning("road_closure_spacing", "Exactly {} between closures may or may not be allowed. One more "
                        "day apart is safe.".format(apart), law.ROAD_CLOSURE_SPACING))
    return (False, False, [reason("The other closure of this road is {} from your event, more than the {} the "
                                  "rule asks for.".format(plural(gap, "day", "days"), apart), "rule",
                                  law.ROAD_CLOSURE_SPACING)], None)


def definition(values):
    """The definition (cut off) and the missing exemptions: return (listed, reasons)."""
    kind = values["event_type"]
    listed = kind in EVENT_TYPES and kind != "other" and not (kind == "block_party" and not values["road_closure"])
    missing = reason("The article says some events are exempt under section 6.03.003, but that section is not in "
                     "the text we have. Ask the Development Services Department whether an exemption fits your "
                     "event.", "missing_text", law.EXEMPTIONS_MISSING)
    if kind is None or kind == "other":
        return False, [reason("The definition of a special event lists examples and then stops at \u201cor other "
                              "events that:\u201d. The rest is missing, so we cannot tell whether your event is "
                              "covered. Ask the Development Services Department.", "missing_text",
                              law.DEFINITION), missing]
    if not listed:
        return False, [reason("The definition lists block parties that need a neighborhood road closure. Yours "
                              "does not close a road, and the rest of the definition is missing. Ask the "
                              "Development Services Department.", "missing_text", law.DEFINITION), missing]
    return True, [
        reason("Your event is one of the kinds the definition lists, but the definition is cut off after \u201cor "
               "other events that:\u201d, and section 6.03.003, which lists the exemptions, is not in the text we "
               "have. {} To be safe, plan on needing a permit, and ask the Development Services Department "
               "whether an exemption fits your event.".format(told(READINGS["definition_cut_off"])),
               "missing_text", law.DEFINITION),
        reason("It is unlawful to conduct a special event without a valid special event permit from the City "
               "unless it is exempted per section 6.03.003.", "rule", law.PERMIT_REQUIRED)]


def permit(values, event_days):
    """The definition (cut off), the permit requirement and its missing exemptions, and the limits."""
    stops, unclear, limit_reasons, warnings = limits(values, event_days)
    listed, reasons = definition(values)
    if not listed:
        unclear = True
    if values["locations"] > 1:
        reasons.append(reason("The article speaks of one permit for an event. It does not say whether an event in "
                              "several places needs more than one. Ask the Development Services Department.",
                              "assumption", law.PERMIT_REQUIRED))
    result = {"permits_needed": 1}
    if stops:
        result.update(status="prohibited", permits_needed=0, reasons=limit_reasons + reasons)
        if stops == ["road_closure"]:
            result.update(headline=EXCEPTION_HEADLINE, next_step=EXCEPTION_NEXT_STEP)
        return result, warnings
    result["reasons"] = reasons[:1] + limit_reasons + reasons[1:]
    if unclear:
        result["status"] = "unclear"
    else:
        result.update(status="required", headline=LISTED_HEADLINE)
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


def deadlines(values, today, holidays):
    first_day = values["event_start"]
    counted = READINGS["filing_count"]
    apply_on, period = filing_deadline(first_day, values["city_services"])
    when = ("if City services are requested" if values["city_services"]
            else "if no City services are requested")
    apply_item = act_on("apply_by", apply_on, "Apply to the Development Services Department at least {} before "
                        "the first day of the event, {}.".format(plural(period.value, "calendar day",
                                                                        "calendar days"), when),
                        period, today, holidays, counted, full_days(apply_on))
    items, warnings = [apply_item], []
    if today > apply_on:
        warnings.append(warning("late_application", "The last day to apply was {}. The Director of Development "
                                "Services may set a different period only if what led to the event happened too "
                                "late to meet the normal deadline.".format(long_date(apply_on)),
                                law.FILING_DIRECTOR_PERIOD))
    closed = closed_day_warning(apply_item, "The last day to apply", holidays, period, full_days(apply_on))
    if closed and not apply_item["passed"]:
        warnings.append(closed)
    if not block_party_exemption(values):
        notify_on = days_before(first_day, law.NEIGHBOR_NOTICE.value)
        notice = act_on("notify_neighbors_by", notify_on, "Send written notice of the event to each residential "
                        "property owner within {:,} feet of the event's property, as shown on the most recently "
                        "approved municipal tax roll, at least {} before the first day. You may send it by U.S. "
                        "mail, postage paid.".format(law.NEIGHBOR_DISTANCE.value,
                                                     plural(law.NEIGHBOR_NOTICE.value, "calendar day",
                                                            "calendar days")),
                        law.NEIGHBOR_NOTICE, today, holidays, counted, full_days(notify_on))
        items.append(notice)
        if today > notify_on:
            warnings.append(warning("late_neighbor_notice", "The last day to send the notice to nearby residential "
                                    "owners was {}.".format(long_date(notify_on)), law.NEIGHBOR_NOTICE))
        closed = closed_day_warning(notice, "The last day to send the notice", holidays, law.NEIGHBOR_NOTICE,
                                    full_days(notify_on))
        if closed and not notice["passed"]:
            warnings.append(closed)
    items.append(deadline("denial_notice_by", days_before(first_day, law.DENIAL_NOTICE.value), "If the City "
                          "denies your application, it shall tell you why no fewer than {} before the event, or "
                          "as soon as reasonably possible.".format(plural(law.DENIAL_NOTICE.value, "calendar day",
                                                                          "calendar days")),
                          law.DENIAL_NOTICE, today))
    received = values["revocation_notice_received"]
    if received is not None:
        appeal_on = appeal_deadline(received, holidays)
        appeal = act_on("appeal_by", appeal_on, "Appeal a revoked permit to the Director of Development Services "
                        "within {} after you received the notice.".format(
                            plural(law.APPEAL_WINDOW.value, "business day", "business days")),
                        law.APPEAL_WINDOW, today, holidays)
        items.append(appeal)
        closed = closed_day_warning(appeal, "The last day to appeal", holidays, law.APPEAL_WINDOW)
        if closed and not appeal["passed"]:
            warnings.append(closed)
        hearing = plural(law.APPEAL_HEARING.value, "business day", "business days")
        items.append(deadline("appeal_hearing_by", appeal_hearing_due(appeal_on, holidays), "If you appeal by the "
                              "last day to appeal, the Director of Development Services shall hear the appeal "
                              "within {}: by this date at the latest. The text does not say from which day the {} "
                              "count; we count from the last day to appeal. An appeal filed during the event is "
                              "heard \u201cas soon as practically possible\u201d.".format(hearing, hearing),
                              law.APPEAL_HEARING, today))
    return items, warnings


# ---------------------------------------------------------------- Parking, insurance, indemnity, bond, police

def requirements(values):
    on_property, on_street = values["on_city_property"], values["on_city_right_of_way"]
    exempt = block_party_exemption(values)
    items = [requirement("permit_on_premises", None, "", "required", "Keep the permit at the event",
                         "Keep the special event permit on the premises at all times, and show it to any Police "
                         "Officer, Fire Marshal or other authorized City employee or representative who asks.",
                         law.PERMIT_ON_PREMISES),
             parking(values["projected_parking_users"])]
    if on_property or on_street:
        insurance = "not_required" if exempt else "required"
    else:
        insurance = "not_required"
    why = " Block parties that close roads without City services are exempt." if exempt else ""
    items.append(requirement("insurance_per_person_usd", law.INSURANCE_PER_PERSON.value, "US dollars", insurance,
                             "Insurance for one person", "A certificate of insurance of at least ${:,} for one "
                             "person, if any part of the event is on City property or a City "
                             "right-of-way.{}".format(law.INSURANCE_PER_PERSON.value, why),
                             law.INSURANCE_PER_PERSON))
    items.append(requirement("insurance_per_accident_usd", law.INSURANCE_PER_ACCIDENT.value, "US dollars",
                             insurance, "Insurance for any one accident", "At least ${:,} for any one accident, "
                             "under the same rule.{}".format(law.INSURANCE_PER_ACCIDENT.value, why),
                             law.INSURANCE_PER_ACCIDENT))
    city_property = "required" if on_property else ("unclear" if on_street else "not_required")
    bond = "not_required" if exempt else city_property
    waiver = (" You are a nonprofit or tax-exempt, so the Director of Development Services has the right to lower "
              "or waive it." if values["nonprofit"] else "")
    street = (" " + told(READINGS["street_is_city_property"]) if on_street and not on_property else "")
    items.append(requirement("bond_usd", law.BOND.value, "US dollars", bond, "Surety bond or cash deposit",
                             "${:,} with the application if the event is on City property.{}{}{}".format(
                                 law.BOND.value, street, waiver, why), law.BOND))
    block_party = (" The block-party exemption of the insurance and bond rules is not in this rule."
                   if exempt else "")
    items.append(requirement("indemnity_agreement", None, "signed agreement", city_property,
                             "Agreement to indemnify and hold the City harmless", "A signed agreement if the event "
                             "is on City property.{}{}".format(block_party, street), law.INDEMNITY))
    items.append(requirement("police_services", None, "officers", "may_be_required", "Extra police",
                             "The Police Department decides whether you need extra police and how many, based on "
                             "the event's size, place, length, time and date.", law.POLICE_SERVICES))
    return items


def parking(users):
    """Parking (a): evidence of parking for the projected number of users with a ``PARKING_SURPLUS`` percent
    surplus, in whole users; the City decides what is sufficient."""
    percent = law.PARKING_SURPLUS.value
    label = "Parking for the projected users plus {}%".format(percent)
    decides = ("The City, which reviews the application, decides what is sufficient: \u201c{}\u201d {}".format(
        law.PARKING_CITY_DECIDES.quote, told(READINGS["parking_users"])))
    if users is None:
        return requirement("parking_users", None, "users", "required", label,
                           "Evidence that sufficient parking will be available for the projected number of users "
                           "with a {}% surplus. Enter that number to see the result. {}".format(percent, decides),
                           law.PARKING_SURPLUS, ["projected_parking_users"])
    total = ceil_div(users * (100 + percent), 100)
    return requirement("parking_users", total, "users", "required", label,
                       "Evidence that sufficient parking will be available for the projected users with a {}% "
                       "surplus, rounded up: {:,} + {}% \u2192 {:,}. {}".format(percent, users, percent, total,
                                                                              decides),
                       law.PARKING_SURPLUS)


# ---------------------------------------------------------------- Application checklist

def checklist(values):
    items = []
    for ident, label, status, quote in law.APPLICATION_ITEMS:
        items.append(checklist_item(ident, label, status, law.ARTICLE.provision(ident, quote)))
    items.append(checklist_item("vendor-insurance", "If the event has vendors: evidence from each that its "
                                "business is fully insured, including for liability. Without it the permit shall "
                                "not be issued.", "if_applicable", law.VENDOR_INSURANCE))
    items.append(checklist_item("parking-plan", "Evidence of enough parking, with the number of spaces and the "
                                "layout (aisles, space sizes, attendants).", "required", law.PARKING_LAYOUT))
    items.append(checklist_item("off-site-parking", "If parking is not at or next to the site: a plan for off-site "
                                "parking and moving people to the event.", "if_applicable", law.OFF_SITE_PARKING))
    items.append(checklist_item("wastewater-plan", "A wastewater disposal plan for the Public Works Department to "
                                "approve.", "required", law.WASTEWATER_PLAN))
    items.append(checklist_item("water-meter", "If you will use City water: a temporary meter from the Public Works "
                                "Department.", "if_applicable", law.CITY_WATER))
    exempt = block_party_exemption(values)
    if (values["on_city_property"] or values["on_city_right_of_way"]) and not exempt:
        items.append(checklist_item("insurance-certificate", "A certificate of insurance.", "required",
                                    law.INSURANCE_TRIGGER))
    if values["on_city_property"] or values["on_city_right_of_way"]:
        status = "required" if values["on_city_property"] else "if_applicable"
        items.append(checklist_item("indemnity-agreement", "A signed agreement to indemnify the City.", status,
                                    law.INDEMNITY))
        if not exempt:
            items.append(checklist_item("bond", "The ${:,} surety bond or cash deposit.".format(law.BOND.value),
                                        status, law.BOND))
    items.append(checklist_item("city-costs", "If the City says your event needs City staff or facilities: agree "
                                "on the costs and pay them when you apply.", "if_applicable", law.CITY_COSTS))
    items.append(checklist_item("additional-costs-agreement", "A written agreement to pay any additional costs the "
                                "City has because of the event, within {} after the City tells you the amount. "
                                "You sign it before the permit is issued. {}".format(
                                    plural(law.ADDITIONAL_COSTS.value, "business day", "business days"),
                                    told(READINGS["costs_agreement_scope"])), "required",
                                law.ADDITIONAL_COSTS_AGREEMENT))
    return items


def evaluate(values, today, holidays):
    first_day, last_day = values["event_start"], values["event_end"]
    event_days = (last_day - first_day).days + 1
    permit_result, warnings = permit(values, event_days)
    items, deadline_warnings = deadlines(values, today, holidays)
    if not values["city_services"]:
        warnings.append(warning("city_services_meaning", "If you will ask the City for any help, such as police or "
                                "barricades, apply {} ahead instead. The article does not define "
                                "\u201cCity services\u201d.".format(
                                    plural(law.FILING_WITH_CITY_SERVICES.value, "day", "days")),
                                law.FILING_WITH_CITY_SERVICES))
    return {"permit": permit_result, "deadlines": items, "requirements": requirements(values),
            "warnings": warnings + deadline_warnings, "checklist": checklist(values)}
