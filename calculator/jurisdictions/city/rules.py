"""The City article's rules, in the article's order: the definition, the general rules
(a)-(f), the permit requirement, filing periods, the application, revocation appeals,
notice to neighbors, parking, insurance, indemnity and the bond.

The numbers come from ``law.py``; this module only decides which sentences apply to
an event and does the arithmetic in whole numbers.
"""

from ...dates import business_days_after, days_before, long_date
from ...inputs import Field, event_fields
from ...results import (ceil_div, checklist_item, closed_day_warning, deadline, plural, reason, requirement,
                         warning)
from . import law

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
    Field("previous_closure_of_same_road", "date", "the date of the last event that closed the same road",
          question="When did another event last close the same road?",
          hint="Leave it empty if you do not know of one.", show_when="residential_zone=true|unsure"),
    Field("sells_used_goods", "bool", "whether the event is for selling used goods", default=False,
          question="Is the event for selling used goods, such as clothes, furniture or household goods?"),
    Field("nonprofit", "bool", "whether the applicant is a nonprofit or tax-exempt", default=False,
          question="Are you applying as a nonprofit or tax-exempt organization?"),
    Field("prior_events_at_address_this_year", "int", "the number of events already held at this address this "
          "year", default=0, minimum=0,
          question="How many special events have already been held at this address this year?",
          hint="Enter 0 if there have been none."),
    Field("projected_parking_users", "int", "the number of people you expect to need parking", minimum=0,
          question="How many people do you expect to need parking?", hint="We use it to work out the parking spaces."),
    Field("revocation_notice_received", "date", "the date you received a notice that your permit was revoked",
          question="When did you receive the notice that your permit was revoked?",
          hint="We will work out the last day to appeal.", group="revocation-details"),
]
# Questions for rare cases, behind a link that opens them: (id, the link's words).
GROUPS = (("revocation-details", "If your permit has been revoked"),)


def check(values, errors):
    """The City's questions need no check across answers beyond the shared date checks."""


def block_party_exemption(values):
    """"Block parties requiring road closures that do not require City services are exempt" from the
    neighbor notice, the insurance and the bond."""
    return values["event_type"] == "block_party" and values["road_closure"] and not values["city_services"]


# ---------------------------------------------------------------- Definition and general rules (b), (d)-(f)

def limits(values, event_days):
    """General rules (b), (d), (e) and (f): return (prohibited, unclear, reasons, warnings)."""
    prohibited, unclear, reasons, warnings = False, False, [], []
    if values["sells_used_goods"]:
        prohibited = True
        reasons.append(reason("An event for selling used clothing, accessories, furniture, household goods or "
                              "sporting goods is not allowed.", "rule", law.USED_GOODS_BAN))
        warnings.append(warning("used_goods_sale", "Events for selling used goods are banned. If only part of "
                                "your event sells used goods, ask the City whether the ban applies.",
                                law.USED_GOODS_BAN))
    limit = law.MAX_CONSECUTIVE_DAYS.value
    if event_days > limit:
        prohibited = True
        reasons.append(reason("The event lasts {}. A special event can last at most {}.".format(
            plural(event_days, "day", "days"), plural(limit, "day", "days")), "rule", law.MAX_CONSECUTIVE_DAYS))
        warnings.append(warning("over_nine_days", "Shorten the event to {} in a row or less.".format(
            plural(limit, "day", "days")), law.MAX_CONSECUTIVE_DAYS))
    prior, most = values["prior_events_at_address_this_year"], law.EVENTS_PER_ADDRESS.value
    if prior >= most:
        prohibited = True
        reasons.append(reason("{} already held at this address this year. At most {} a year are "
                              "allowed.".format(plural(prior, "event was", "events were"), most), "rule",
                              law.EVENTS_PER_ADDRESS))
        warnings.append(warning("annual_event_limit", "This would be event number {} at this address this year; "
                                "the limit is {}. If \u201cannually\u201d means any twelve months in a row, count "
                                "events back from your event date.".format(prior + 1, most),
                                law.EVENTS_PER_ADDRESS))
    spacing = road_closure_spacing(values)
    if spacing:
        is_prohibited, is_unclear, spacing_reasons, spacing_warning = spacing
        prohibited = prohibited or is_prohibited
        unclear = unclear or is_unclear
        reasons.extend(spacing_reasons)
        warnings.append(spacing_warning)
    return prohibited, unclear, reasons, warnings


def road_closure_spacing(values):
    """General rule (e): closures of the same residential road at least 12 calendar days apart."""
    previous = values["previous_closure_of_same_road"]
    if not (values["road_closure"] and values["residential_zone"] and previous is not None):
        return None
    start, end = values["event_start"], values["event_end"]
    if previous < start:
        gap = (start - previous).days
    elif previous > end:
        gap = (previous - end).days
    else:
        gap = 0
    days = law.ROAD_CLOSURE_SPACING.value
    exception = reason("The Director of Development Services may make an exception if it is in the best "
                       "interest of the public's health, safety and welfare.", "discretion",
                       law.ROAD_CLOSURE_EXCEPTION)
    if gap < days:
        return (True, False, [reason("The other closure of this road is {} away. Closures of the same road in a "
                                     "residential zone must be at least {} apart.".format(
                                         plural(gap, "day", "days"), plural(days, "calendar day", "calendar days")),
                                     "rule", law.ROAD_CLOSURE_SPACING), exception],
                warning("road_closure_spacing", "Move the event so it is more than {} from the other closure of "
                        "this road, or ask the Director for an exception.".format(plural(days, "day", "days")),
                        law.ROAD_CLOSURE_SPACING))
    if gap == days:
        return (False, True, [reason("The other closure of this road is exactly {} away. The rule can be read "
                                     "to allow this (\u201cat least\u201d {} apart) or to forbid it (not "
                                     "\u201cwithin\u201d {}).".format(plural(gap, "day", "days"), days, days),
                                     "ambiguity", law.ROAD_CLOSURE_SPACING), exception],
                warning("road_closure_spacing", "Exactly {} between closures may or may not be allowed. One more "
                        "day apart is safe.".format(plural(days, "day", "days")), law.ROAD_CLOSURE_SPACING))
    return None


def permit(values, event_days):
    """The definition (cut off), the permit requirement and its missing exemptions."""
    prohibited, unclear, reasons, warnings = limits(values, event_days)
    kind = values["event_type"]
    listed = kind in EVENT_TYPES and kind != "other" and not (kind == "block_party" and not values["road_closure"])
    if kind is None or kind == "other":
        unclear = True
        reasons.append(reason("The definition of a special event lists examples and then stops at \u201cor other "
                              "events that:\u201d. The rest is missing, so we cannot tell whether your event is "
                              "covered. Ask the Development Services Department.", "missing_text",
                              law.DEFINITION))
    elif not listed:
        unclear = True
        reasons.append(reason("The definition lists block parties that need a neighborhood road closure. Yours does "
                              "not close a road, and the rest of the definition is missing. Ask the Development "
                              "Services Department.", "missing_text", law.DEFINITION))
    else:
        reasons.append(reason("Your event is one of the kinds the definition lists, so it needs a special event "
                              "permit.", "rule", law.PERMIT_REQUIRED))
    reasons.append(reason("The article says some events are exempt under section 6.03.003, but that section is "
                          "not in the text we have. Ask the Development Services Department whether an exemption "
                          "fits your event.", "missing_text", law.EXEMPTIONS_MISSING))
    if values["locations"] > 1:
        reasons.append(reason("The article speaks of one permit for an event. It does not say whether an event in "
                              "several places needs more than one. Ask the Development Services Department.",
                              "assumption", law.PERMIT_REQUIRED))
    if prohibited:
        status = "prohibited"
    elif unclear:
        status = "unclear"
    else:
        status = "required"
    return {"status": status, "permits_needed": 0 if prohibited else 1, "reasons": reasons}, warnings


# ---------------------------------------------------------------- Filing periods, denial notice, appeal

def filing_deadline(first_day, city_services):
    """(1) 30 calendar days before if City services are requested; (2) 14 for all other events."""
    period = law.FILING_WITH_CITY_SERVICES if city_services else law.FILING_OTHER
    return days_before(first_day, period.value), period


def appeal_deadline(notice_received, holidays):
    """An appeal of a revocation: within 5 business days after receiving the notice."""
    return business_days_after(notice_received, law.APPEAL_WINDOW.value, holidays)


def appeal_hearing_due(appeal_filed, holidays):
    """An appeal not filed during the event is heard within 10 business days (counted from filing)."""
    return business_days_after(appeal_filed, law.APPEAL_HEARING.value, holidays)


def deadlines(values, today, holidays):
    first_day = values["event_start"]
    apply_by, period = filing_deadline(first_day, values["city_services"])
    items = [deadline("apply_by", apply_by, "Apply to the Development Services Department by this date ({} "
                      "before the first day{}).".format(plural(period.value, "calendar day", "calendar days"),
                                                         ", because you will ask for City services"
                                                         if values["city_services"] else ""), period, today)]
    warnings = []
    if today > apply_by:
        warnings.append(warning("late_application", "The last day to apply was {}. The Director of Development "
                                "Services may set a different period only if what led to the event happened too "
                                "late to meet the normal deadline.".format(long_date(apply_by)),
                                law.FILING_DIRECTOR_PERIOD))
    closed = closed_day_warning("apply_by", "The last day to apply", apply_by, holidays, period)
    if closed and not today > apply_by:
        warnings.append(closed)
    if not block_party_exemption(values):
        notify_by = days_before(first_day, law.NEIGHBOR_NOTICE.value)
        items.append(deadline("notify_neighbors_by", notify_by, "Mail written notice to each residential property "
                              "owner within {:,} feet by this date.".format(law.NEIGHBOR_DISTANCE.value),
                              law.NEIGHBOR_NOTICE, today))
        if today > notify_by:
            warnings.append(warning("late_neighbor_notice", "The last day to mail notices to nearby residential "
                                    "owners was {}.".format(long_date(notify_by)), law.NEIGHBOR_NOTICE))
        closed = closed_day_warning("notify_neighbors_by", "The last day to mail notices", notify_by, holidays,
                                    law.NEIGHBOR_NOTICE)
        if closed and not today > notify_by:
            warnings.append(closed)
    items.append(deadline("denial_notice_by", days_before(first_day, law.DENIAL_NOTICE.value), "If the City "
                          "denies your application, it must tell you why by this date, or as soon as reasonably "
                          "possible.", law.DENIAL_NOTICE, today))
    received = values["revocation_notice_received"]
    if received is not None:
        appeal_by = appeal_deadline(received, holidays)
        items.append(deadline("appeal_by", appeal_by, "Appeal a revoked permit to the Director of Development "
                              "Services by this date ({} after you received the notice).".format(
                                  plural(law.APPEAL_WINDOW.value, "business day", "business days")),
                              law.APPEAL_WINDOW, today))
    return items, warnings


# ---------------------------------------------------------------- Parking, insurance, indemnity, bond, police

def requirements(values):
    on_property, on_street = values["on_city_property"], values["on_city_right_of_way"]
    exempt = block_party_exemption(values)
    items = [parking(values["projected_parking_users"])]
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
    waiver = (" You are a nonprofit or tax-exempt, so the Director of Development Services may lower or waive it."
              if values["nonprofit"] else "")
    street = (" The article does not say whether a City street counts as City property."
              if on_street and not on_property else "")
    items.append(requirement("bond_usd", law.BOND.value, "US dollars", bond, "Surety bond or cash deposit",
                             "${:,} with the application if the event is on City property.{}{}{}".format(
                                 law.BOND.value, street, waiver, why), law.BOND))
    items.append(requirement("indemnity_agreement", None, "signed agreement", city_property,
                             "Agreement to indemnify and hold the City harmless", "A signed agreement if the event "
                             "is on City property. Block parties are not exempt from this.{}".format(street),
                             law.INDEMNITY))
    items.append(requirement("police_services", None, "officers", "may_be_required", "Extra police",
                             "The Police Department decides whether you need extra police and how many, based on "
                             "the event's size, place, length, time and date.", law.POLICE_SERVICES))
    return items


def parking(users):
    """Parking (a): enough parking for the projected users plus a ten percent surplus, in whole spaces."""
    percent = law.PARKING_SURPLUS.value
    if users is None:
        return requirement("parking_spaces", None, "parking spaces", "required", "Parking spaces",
                           "Enough spaces for the people you expect to park, plus {}%. Enter that number to see "
                           "the result. The rules do not say who decides what is enough.".format(percent),
                           law.PARKING_SURPLUS, ["projected_parking_users"])
    spaces = ceil_div(users * (100 + percent), 100)
    return requirement("parking_spaces", spaces, "parking spaces", "required", "Parking spaces",
                       "Projected users plus {}%, rounded up: {:,} + {}% \u2192 {:,}. What counts as enough "
                       "depends on the event and the people attending; the rules do not say who "
                       "decides.".format(percent, users, percent, spaces),
                       law.PARKING_SURPLUS)


# ---------------------------------------------------------------- Application checklist

def checklist(values):
    items = []
    for ident, label, status, quote in law.APPLICATION_ITEMS:
        items.append(checklist_item(ident, label, status, law.ARTICLE.provision(ident, quote)))
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
