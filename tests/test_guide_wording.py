"""The guides' wording slips of issue 16, each pinned against the ordinance's own words.

Each case: the page, the ordinance words the new sentence rests on (they must be in the
place's ordinance.txt), phrases the page must no longer say, and the words it says now.
Phrases are Markdown with markers, rendered like the page (so no legal number is typed
here), and compared with the page's prose: its markers, examples and readings resolved,
tags dropped, lines joined.  (The calculator's own slips are in tests/test_wording.py.)
"""

import html
import re

import pytest

from test_guides import ordinance_words, render, render_markers, source


def prose(src_uri):
    """What a reader reads on the page: every marker resolved, tags out, one line."""
    text = render(source(src_uri), src_uri)
    text = re.sub(r"<[^>]+>", "", text).replace("**", "")
    return " ".join(html.unescape(text).split())


def phrase(words, src_uri):
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", render_markers(words, src_uri))).split())


def short_answer(src_uri):
    text = source(src_uri)
    start = text.index("**Short answer:**")
    return phrase(text[start:text.index("\n\n", start)], src_uri)


SLIPS = [
    # (the slip, page, the ordinance's words, no longer said, said now)
    ("Permits A bars organizing and managing too", "village/do-i-need-a-permit.md",
     ["No person shall promote, advertise, organize, manage or conduct a special event"],
     ["before you advertise or promote", "bar anyone from promoting or advertising a special event without"],
     ["You need it before you promote, advertise, organize, manage or run the event",
      "bar anyone from promoting, advertising, organizing, managing or running a special event"]),
    ("The neighbor notice is sent; mail may be used; the tax roll says who", "city/when-to-apply.md",
     ["the permittee shall send written notice of the event to each residential property owner, as indicated by "
      "the most recently approved municipal tax roll", "The notice may be served by its deposit in the "
      "municipality, property addressed with postage paid, in the United States mail."],
     ["Mail the notice", "Mail written notice", "regular mail"],
     ["You must send written notice of your event to each residential property owner",
      "Send it to the owners shown on the most recently approved municipal tax roll.",
      "The rules say the notice may be sent by U.S. mail, with postage paid.", "Send the notice by"]),
    ("The City shall return the bond", "city/costs.md",
     ["The surety bond or cash deposit shall be returned to the permittee"],
     ["should return"], ["So the City shall return it within", "it shall return the bond or deposit by"]),
    ("The City shall give notice of a denial", "city/after-you-apply.md",
     ["the City shall notify the applicant of this action"],
     ["should"], ["It shall do this at least", "it shall tell you by"]),
    ("The shuttle is part of a condition the Board may require", "village/on-site-requirements.md",
     ["If determined necessary, the Village Board may require the following conditions:",
      "provided that the permittee provides a vehicular shuttle service"],
     ["you must run a shuttle"],
     ["If the Board requires this condition and the parking is more than {{ village.SHUTTLE_DISTANCE }} feet "
      "away, the condition includes a shuttle to it and back"]),
    ("Solid waste is not defined", "city/on-site-requirements.md",
     ["An applicant shall provide for the collection of all solid waste resulting from such special event."],
     ["Solid waste means", "You must collect all the trash"],
     ["The rules do not define solid waste.", "You must provide for the collection of all solid waste"]),
    ("The bond's paper, litter or other debris", "city/costs.md",
     ["no paper, litter, or other debris will be permitted to remain"],
     ["not leave trash behind"], ["you will not leave paper, litter or other debris behind."]),
    ("The applicant provides for collecting solid waste", "city/during-the-event.md",
     ["An applicant shall provide for the collection of all solid waste"],
     ["Collect all the trash", "Collect all the solid waste"],
     ["Provide for the collection of all solid waste"]),
    ("Whether staff and performers count is a guess, not a rule", "village/on-site-requirements.md",
     ["for the maximum number of persons to be assembled"],
     ["counting staff and performers."],
     ["The rules do not say if staff, sellers and performers count in the crowd. That is a guess you make, not "
      "a rule: counting them is the safe choice."]),
    ("The special event keeps the definition's crowd test", "village/do-i-need-a-permit.md",
     ["where it is reasonably expected that the number of persons assembling will exceed the maximum seating "
      "capacity of existing buildings and structures on the premises or will substantially exceed the average "
      "normal patronage"],
     [], ["And a big crowd is expected. That means more people than the seats in the buildings on the site. Or "
          "it means far more people than the area usually gets."]),
    ("Only block parties hear of the agreement's missing exemption", "city/application.md",
     ["an applicant shall sign an agreement to indemnify and hold harmless the City"],
     ["No event is exempt from the agreement."], ["The agreement rule has no such block party exemption."]),
    ("The agreement rule's missing block-party exemption, and the missing exemptions section", "city/costs.md",
     ["an applicant shall sign an agreement to indemnify", "unless exempted per section 6.03.003"],
     ["There is no block party exemption for this agreement."],
     ["The agreement rule has no block party exemption, unlike the insurance and bond rules.",
      "unless section 6.03.003, which is missing from the text we have, says otherwise."]),
    ("Private premises under § 6-17 B read two ways", "village/do-i-need-a-permit.md",
     ["Any localized area of the Village, whether on public or private property"],
     ["It covers every place.", "It covers only areas."],
     ["So an event on private grounds, or in a building that is not a place built for crowds, reads two ways "
      "under this part of § 6-17.", "Private grounds, or a building without fixed seats | "
      "{{ village.EXEMPT_LOCALIZED_AREA }} | The rules do not give a clear answer"]),
    ("The City definition is cut off and § 6.03.003 is missing", "city/do-i-need-a-permit.md",
     ["or other events that:", "unless exempted per section 6.03.003"],
     ["The list of exempt events is missing from the text we have."],
     ["the definition is cut off after \u201cor other events that:\u201d, and section 6.03.003, which lists "
      "the exempt events, is not in the text we have.",
      "The rule points to section 6.03.003 for the exempt events. That section is missing from the text we have."]),
    ("A closure too soon: the Director's exception in the text's words", "city/do-i-need-a-permit.md",
     ["Exceptions may be made by the Director of Development Services or their designee",
      "of another event requiring the closure of that same road"],
     ["that closed the same road"],
     ["The rule itself says \u201cExceptions may be made by the Director of Development Services or their "
      "designee\u201d",
      "ask the Director of Development Services or their designee for an exception, or change the date.",
      "of another event that closes the same road, before or after yours"]),
    ("The bond is as the Village Board directs, not only a least amount", "village/on-site-requirements.md",
     ["in an amount of not less than $5,000, or as otherwise directed by the Village Board"],
     ["this is the least it can ask for", "The least the Board can ask for", "or another amount it directs"],
     ["The bond is different: it is not less than {{ village.BOND }}, \u201cor as otherwise directed by the "
      "Village Board\u201d.", "The bond is {{ village.BOND.quote }}.",
      "Not less than {{ village.BOND }}, or as otherwise directed by the Village Board"]),
    ("City parking: the projected users with a surplus; the City decides what is sufficient",
     "city/on-site-requirements.md",
     ["evidence that sufficient parking will be available to accommodate the projected number of users with a "
      "ten percent surplus", "The number of spaces deemed sufficient will be determined by"],
     ["Plan for the people you expect to park", "The rules do not say who decides"],
     ["you need enough parking for the projected number of users, with a {{ city.PARKING_SURPLUS }} percent "
      "surplus", "The City reviews your application, so it decides what is sufficient."]),
    ("City parking in the application: users, not people", "city/application.md",
     ["to accommodate the projected number of users with a ten percent surplus"],
     ["plan for the people you expect"],
     ["enough parking for the projected number of users, with a {{ city.PARKING_SURPLUS }} percent surplus",
      "The City reviews your application, so it decides what is sufficient."]),
    ("C(7): dust, mud and the clean-up time", "village/on-site-requirements.md",
     ["All temporary parking facilities for special events shall be maintained free of dust or mud"],
     ["Parking areas must be kept free of dust and mud."],
     ["All temporary parking must be kept free of dust or mud. Dirt or mud tracked onto the street must be "
      "cleared within {{ village.MUD_CLEANUP }} hours after the event closes each day"]),
    ("C(7) on the day of the event", "village/during-the-event.md",
     ["all dirt or mud tracked onto the public right-of-way shall be cleared and removed within two hours"],
     ["Parking areas must be kept free of dust and mud."],
     ["All temporary parking must be kept free of dust or mud.",
      "must be cleared within {{ village.MUD_CLEANUP }} hours after the event closes each day"]),
    ("C(9) fire protection", "village/on-site-requirements.md",
     ["Fire protection, including alarms, extinguishing devices and fire lanes and escapes"],
     [], ["The Board may ask for alarms, fire extinguishers, fire lanes and exits."]),
    ("C(10) sound control", "village/on-site-requirements.md",
     ["All reasonably necessary precautions to ensure that the sound of the assembly will not carry unreasonably"],
     [], ["The Board may ask you to take all reasonable steps to keep the sound from carrying too far past the "
          "edges of the site"]),
    ("The City appeal hearing", "city/after-you-apply.md",
     ["shall hear the appeal within ten (10) business days"],
     [], ["the Director hears it within {{ city.APPEAL_HEARING }} business days"]),
    ("The Village's processing and appeal hearing periods", "village/after-you-apply.md",
     ["shall be processed within 30 days upon receipt of a complete application",
      "The Village shall hear the appeal within 10 days."],
     [], ["The Village must process a complete application within {{ village.PROCESSING }} days after it gets it",
          "The Village must hear the appeal within {{ village.APPEAL_HEARING }} days"]),
    ("Keeping the permit on the premises", "city/during-the-event.md",
     ["The special event permit shall be maintained at all times on the premises"],
     [], ["Keep the special event permit at the event the whole time"]),
    ("A Saturday New Year's Day: plan on the business day before (Village)", "village/when-to-apply.md",
     ["not less than 60 days prior to the date of the special event"],
     ["Apply on an earlier day when the office is open."],
     ["Plan on the business day before.", "when New Year's Day falls on a Saturday, the Friday before counts as "
      "closed too.", "Thursday, December 30, 2027 | Saturday, January 1, 2028, counting back",
      "Friday, December 31, 2027 is New Year's Day (observed), a federal holiday"]),
    ("A Saturday New Year's Day: plan on the business day before (City)", "city/when-to-apply.md",
     ["At least fourteen (14) calendar days before the date of all other special events"],
     ["So apply by the Friday before."],
     ["plan on the business day before.", "So when New Year's Day falls on a Saturday, the Friday before is "
      "closed too.", "Thursday, December 30, 2027 | Saturday, January 1, 2028, counting back",
      "Friday, December 31, 2027 is New Year's Day (observed), a federal holiday"]),
]


@pytest.mark.parametrize("what, src_uri, ordinance, old, new", SLIPS, ids=[slip[0] for slip in SLIPS])
def test_a_guide_slip_is_fixed_and_the_ordinance_says_so(what, src_uri, ordinance, old, new):
    place = src_uri.split("/")[0]
    for words in ordinance:
        assert " ".join(words.split()) in ordinance_words(place), "%s: not in the %s text: %r" % (what, place, words)
    text = prose(src_uri)
    for words in old:
        assert phrase(words, src_uri) not in text, "%s still says %r" % (src_uri, words)
    for words in new:
        assert phrase(words, src_uri) in text, "%s should say %r" % (src_uri, phrase(words, src_uri))


def test_the_city_costs_short_answer_names_the_block_party_exemptions():
    answer = short_answer("city/costs.md")
    assert "A block party that closes a road but needs no City services does not need the insurance" in answer
    assert "or the bond" in answer
    assert "Block parties requiring road closures that do not require City services are exempt from this " \
           "requirement." in ordinance_words("city")


def test_the_city_short_answer_says_the_definition_is_cut_off():
    answer = short_answer("city/do-i-need-a-permit.md")
    assert "cut off after \u201cor other events that:\u201d" in answer and "section 6.03.003" in answer


def test_the_village_guides_keep_no_permit_on_the_premises():
    """The Village text has no such rule: its guides must not borrow the City's."""
    assert "maintained at all times on the premises" not in ordinance_words("village")
    for page in ("village/during-the-event.md", "village/after-you-apply.md"):
        assert "Keep the permit" not in prose(page) and "Keep the special event permit" not in prose(page)
