"""The wording slips of issue 16, each pinned against the ordinance's own words.

Each case: the answers, where in the result the words are, the words the calculator now
uses, the words it used to say (gone from the whole result), and the ordinance words that
justify the new wording (checked against the place's ordinance.txt).  The words the form
asks are checked against overrides/partials/calculator-form.html.
"""

import json
from pathlib import Path

import pytest

from calculator import JURISDICTIONS, evaluate, next_step, summary, words
from calculator.build.clauses import read_ordinance

REPO = Path(__file__).resolve().parent.parent
VILLAGE = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 600,
           "venue_type": "localized_area"}
CITY = {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15", "event_type": "run"}


def normalise(text):
    return " ".join(text.split())


def answers(base, **more):
    found = dict(base)
    found.update(more)
    return found


def by_id(items, ident):
    return [item for item in items if item["id"] == ident][0]


def reasons(result):
    return " ".join(reason["text"] for reason in result["permit"]["reasons"])


SLIPS = [
    # (what, answers, the text where the words are, new words, old words, the ordinance's words)
    ("Permits A bars organizing and managing too", VILLAGE, reasons,
     "before you promote, advertise, organize, manage or conduct the event",
     "before you promote, advertise or hold", "No person shall promote, advertise, organize, manage or conduct"),
    ("The neighbor notice is sent; mail may be used; the tax roll says who", CITY,
     lambda r: by_id(r["deadlines"], "notify_neighbors_by")["label"],
     "Send written notice of the event to each residential property owner within 300 feet of the event's "
     "property, as shown on the most recently approved municipal tax roll", "Mail written notice",
     "the permittee shall send written notice of the event to each residential property owner, as indicated by "
     "the most recently approved municipal tax roll"),
    ("Mail is a way the notice may be served", CITY, lambda r: by_id(r["deadlines"], "notify_neighbors_by")["label"],
     "You may send it by U.S. mail, postage paid.", "Mail written notice",
     "The notice may be served by its deposit in the municipality, property addressed with postage paid, in the "
     "United States mail."),
    ("The special-event assumption keeps the definition's crowd test", VILLAGE, reasons,
     "more people are expected than the buildings there can seat, or substantially more than the area's "
     "normal use and traffic", "that is not held on a daily or normal basis at this place.",
     "where it is reasonably expected that the number of persons assembling will exceed the maximum seating "
     "capacity of existing buildings and structures on the premises or will substantially exceed the average "
     "normal patronage, use and traffic generation"),
    ("The shuttle is a condition the Board may require", answers(VILLAGE, parking_distance_ft=1200),
     lambda r: by_id(r["requirements"], "parking_shuttle_interval_minutes")["formula"],
     "If the Board requires it and parking is more than 1,000 feet away", "you must run a shuttle",
     "If determined necessary, the Village Board may require the following conditions:"),
    ("The bond is as the Board directs, not only a least amount", VILLAGE, reasons,
     "the bond may be another amount \u201cas otherwise directed by the Village Board\u201d",
     "The numbers show the least it can ask for", "or as otherwise directed by the Village Board"),
    ("The bond's own words", VILLAGE, lambda r: by_id(r["requirements"], "bond_usd")["formula"],
     "Not less than $5,000, \u201cor as otherwise directed by the Village Board\u201d, in cash or from a surety "
     "company licensed to do business in the state.",
     "At least $5,000, or another amount", "in an amount of not less than $5,000, or as otherwise directed by the "
     "Village Board"),
    ("A private-grounds event of 200 is not told it is exempt", answers(VILLAGE, venue_type="private_premises",
                                                                       peak_attendance=200), reasons,
     "The exemption names \u201cAny localized area of the Village, whether on public or private property\u201d.",
     "so the event is exempt", "Any localized area of the Village, whether on public or private property"),
    ("A City listed kind: the definition is cut off and the exemptions missing", CITY, reasons,
     "Your event is one of the kinds the definition lists, but the definition is cut off after \u201cor other "
     "events that:\u201d, and section 6.03.003, which lists the exemptions, is not in the text we have.",
     "so it needs a special event permit", "unless exempted per section 6.03.003"),
    ("A City listed kind: plan on needing a permit", CITY, summary.headline,
     "Plan on needing a special event permit", "You need a special event permit",
     "It shall be unlawful for any person to conduct a special event without a valid special event permit"),
    ("A closure under 12 days names the Director's exception",
     answers(CITY, road_closure=True, residential_zone=True, previous_closure_of_same_road="2026-08-10"),
     lambda r: summary.headline(r) + " " + next_step.next_step(r),
     "This event cannot get a permit as you describe it. Only an exception by the Director of Development Services or "
     "their designee would allow it Ask the Director of Development Services or their designee for an exception, or "
     "change the date.",
     "Change the plans the reasons below point to", "Exceptions may be made by the Director of Development "
     "Services or their designee"),
    ("Parking is for the projected users with a surplus, and the City decides what is sufficient",
     answers(CITY, projected_parking_users=100), lambda r: summary.quantity(by_id(r["requirements"], "parking_users"))
     + " " + by_id(r["requirements"], "parking_users")["formula"], "110 users",
     "110 parking spaces", "to accommodate the projected number of users with a ten percent surplus"),
    ("The Director has the right to lower or waive the bond", answers(CITY, on_city_property=True, nonprofit=True),
     lambda r: by_id(r["requirements"], "bond_usd")["formula"], "has the right to lower or waive it",
     "may lower or waive it", "shall have the right to lower or waive the surety bond or deposit"),
    ("A 5K is not told about block parties", answers(CITY, on_city_property=True),
     lambda r: by_id(r["requirements"], "indemnity_agreement")["formula"],
     "A signed agreement if the event is on City property.", "Block parties are not exempt from this",
     "an applicant shall sign an agreement to indemnify and hold harmless the City"),
    ("Not sure of City services: the deadline says if they are requested", answers(CITY, city_services="unsure"),
     lambda r: by_id(r["deadlines"], "apply_by")["label"], "at least 30 calendar days before the first day of the "
     "event, if City services are requested", "because you will ask for City services",
     "At least thirty (30) calendar days before the date of the special event if City services are requested"),
    ("Not sure of used goods: whether the event can get a permit", answers(CITY, sells_used_goods="unsure"),
     reasons, "Whether this event can get a permit as you describe it depends on whether the event is for "
     "selling used goods.", "Whether you need a permit depends on",
     "A special event for the purpose of selling used clothing and/or accessories, used furniture, used household "
     "and/or sporting goods is prohibited."),
    ("The annual limit names the event's year", answers(CITY, today="2027-12-20", event_start="2028-01-15",
                                                        prior_events_at_address_this_year=6),
     lambda r: by_id(r["warnings"], "annual_event_limit")["message"],
     "This would be event number 7 at this address in 2028; the limit is 6 a year.", "at this address this year",
     "A maximum of six (6) events may occur annually at the same property address."),
    ("The denial notice: shall, or as soon as reasonably possible", CITY,
     lambda r: by_id(r["deadlines"], "denial_notice_by")["label"] + " "
     + words.text("en", "ics.title.denial_notice_by", "city"),
     "it shall tell you why no fewer than 5 calendar days before the event. Or it tells you as soon as reasonably "
     "possible",
     "it must tell you why by this date", "shall notify the applicant of this action stating the reasons for the denial of the permit no "
     "fewer than five (5) calendar days before the date of the special event, or as soon as reasonably possible"),
    ("The panel leads with the day to apply by", answers(VILLAGE, today="2027-01-01", event_start="2027-07-10"),
     lambda r: summary.lead(r["deadlines"][0]) + ". " + next_step.day_note(r),
     "Apply by Monday, May 10, 2027. The rules' last day is Tuesday, May 11, 2027. We show an earlier day because "
     "the rules may mean 60 whole days in between.",
     "Last day to apply: Tuesday", "not less than 60 days prior to the date of the special event"),
    ("The bond from a surety licensed in the state (C(11))", VILLAGE, lambda r: by_id(r["checklist"], "bond")["label"],
     "from a surety company licensed to do business in the state", "from a licensed surety,",
     "underwritten by a surety company licensed to do business in the state"),
]


@pytest.mark.parametrize("what, given, where, new, old, ordinance", SLIPS, ids=[slip[0] for slip in SLIPS])
def test_a_slip_is_fixed_and_the_ordinance_says_so(what, given, where, new, old, ordinance):
    result = evaluate(given)
    assert new in where(result)
    assert old not in json.dumps(result, ensure_ascii=False)
    assert normalise(ordinance) in normalise(read_ordinance(given["jurisdiction"]))


def form_words():
    """Every word the form shows: the questions' declarations (the form is generated from them)."""
    from calculator.jurisdictions import JURISDICTIONS

    words = []
    for place in JURISDICTIONS:
        for field in JURISDICTIONS[place].FIELDS:
            words += [field.question or "", field.hint or ""]
            for option in field.options or ():
                words += list(option[1:])
    return "\n".join(words)


FORM = form_words()


@pytest.mark.parametrize("new, old", [
    ("Where the rules do not say whether staff and performers count, counting them is the safe choice.",
     "counting staff and performers."),
    ("When is the nearest other event that closes the same road, before or after yours?",
     "When did another event last close the same road?"),
    ("How many other special events are held or planned at this address in the calendar year your event starts in?",
     "already been held at this address this year"),
    ("How many parking users do you project?", "How many people do you expect to need parking?"),
    ("On private grounds or in a building without fixed seats", None),
])
def test_the_form_asks_in_the_texts_terms(new, old):
    assert new in FORM
    if old:
        assert old not in FORM
