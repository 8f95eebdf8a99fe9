"""The City article as data, in the article's own order.

Every legal number the calculator and the guides use is written once, here, as the
``value`` of the sentence that sets it.  ``rules.py`` holds the logic.  Quotes are
word for word from ``ordinance.txt`` (line breaks aside); a test checks each one
against its clause.
"""

from ...ordinance import Ordinance
from ...readings import ambiguity, index
from .outline import OUTLINE

PLACE = "city"
ARTICLE = Ordinance(PLACE, "Special events article, Ordinance CO08-21-01-28-E2", "2021-01-28", OUTLINE)
law = ARTICLE.provision

ADOPTION = law("definition", "(Ordinance CO08-21-01-28-E2 adopted 1/28/21)")

# Definition (cut off after "or other events that:")
DEFINITION = law("definition", "An event including street fairs, races, runs, arts and crafts shows, carnivals, "
                 "circuses, rallies, public entertainments, parades, block parties requiring neighborhood road "
                 "closures, or other events that:")
# The kinds of event the definition lists, by id; their words are the catalogs' ``event_type.<id>``
# (a guide's table shows them with the format ``option:event_type``, hooks/guide_examples.py).
LISTED_KINDS = ("street_fair", "race", "run", "arts_and_crafts_show", "carnival", "circus", "rally",
                "public_entertainment", "parade", "block_party")

# General rules (a)-(f)
MAX_CONSECUTIVE_DAYS = law("general-b", "not to exceed a maximum of nine (9) consecutive days", 9, "days")
UTILITIES = law("general-c", "The site of the special event shall be adequately served by utilities and sanitary "
                "facilities, which may be provided by the applicant.")
USED_GOODS_BAN = law("general-d", "A special event for the purpose of selling used clothing and/or accessories, "
                     "used furniture, used household and/or sporting goods is prohibited.")
ROAD_CLOSURE_SPACING = law("general-e", "Special events that require road or lane closure in residential-zoned "
                           "areas shall not be held within at least twelve (12) calendar days of another event "
                           "requiring the closure of that same road.", 12, "calendar days")
ROAD_CLOSURE_EXCEPTION = law("general-e", "Exceptions may be made by the Director of Development Services or "
                             "their designee")
EVENTS_PER_ADDRESS = law("general-f", "A maximum of six (6) events may occur annually at the same property "
                         "address.", 6, "events a year")

# Permit required; exemptions (section 6.03.003) are not in the text
PERMIT_REQUIRED = law("permit-required", "It shall be unlawful for any person to conduct a special event without "
                      "a valid special event permit from the City unless exempted per section 6.03.003.")
EXEMPTIONS_MISSING = law("permit-required", "unless exempted per section 6.03.003")

# Filing periods (1)-(3)
FILING_WITH_CITY_SERVICES = law("filing-1", "At least thirty (30) calendar days before the date of the special "
                                "event if City services are requested", 30, "calendar days")
FILING_OTHER = law("filing-2", "At least fourteen (14) calendar days before the date of all other special events",
                   14, "calendar days")
FILING_DIRECTOR_PERIOD = law("filing-3", "a period of time determined by the Director of Development Services or "
                             "their designee")

# Application (1)-(21); (14), (17), (18) and (19) are not in the text.  Each item: (id, needed always or
# "if applicable" or "missing", quote); what to prepare, in plain words, is the catalogs' ``checklist.<id>``.
APPLICATION = law("application", "Any person desiring to conduct a special event in the City shall first file an "
                  "application for permit with the City\u2019s Development Services Department")
APPLICATION_ITEMS = (
    ("application-1", "required",
     "The name, address, telephone number and email address of the applicant;"),
    ("application-2", "if_applicable",
     "If the special event is to be held for or by an organization"),
    ("application-3", "if_applicable",
     "a written statement from that other person showing authority to make the application;"),
    ("application-4", "if_applicable",
     "written permission for the holding of the special event or parking from the owner of the property or "
     "an authorized representative;"),
    ("application-5", "required",
     "the person who will be the point of contact for the special event and who will be responsible for "
     "its conduct;"),
    ("application-6", "required",
     "A description of planned activities at the special event;"),
    ("application-7", "required",
     "The dates and times the event will start and terminate;"),
    ("application-8", "required",
     "The time at which on-site activities in preparation for the event will begin and end;"),
    ("application-9", "required",
     "The proposed location of parking areas and the number of spaces provided for the special event"),
    ("application-10", "required",
     "A layout drawing to scale depicting the location, size and number of stages, seating, tents, "
     "awnings, canopies, food service booths, first-aid stations, portable restrooms, or other temporary "
     "structures;"),
    ("application-11", "required",
     "A layout drawing to scale depicting the location of the event and the access for and circulation of "
     "traffic"),
    ("application-12", "required",
     "The proposed location of entrances and exits and a plan of evacuation in case of emergency"),
    ("application-13", "required",
     "The approximate number of people who will be attending the special event"),
    ("application-14", "missing", None),
    ("application-15", "required",
     "Copies of any required electrical permits, plumbing permits, or other permits required by this Code "
     "of Ordinances;"),
    ("application-16", "required",
     "A communications plan specifying how applicant will notify the public about the special event"),
    ("application-17", "missing", None),
    ("application-18", "missing", None),
    ("application-19", "missing", None),
    ("application-20", "if_applicable",
     "If necessary, proof of acquisition of adequate Police services pursuant to section 6.03.022, herein "
     "and as amended; and"),
    ("application-21", "if_applicable",
     "Any other information which the City finds necessary under the standards of issuance."),
)

# Grounds for refusal, notice of denial, revocation and appeal
REFUSAL = law("refusal", "A special event permit shall not be issued if:")
REFUSAL_CUT_OFF = law("refusal-1", "The event will require the diversion of a number of Police Officers, fire "
                      "protection or Emergency Medical Services (EMS) personnel so as to:")
VENDOR_INSURANCE = law("refusal-5", "The proposed event includes vendors who have not provided evidence that the "
                        "business is fully insured, including for liability;")
REVOKED_WITHIN = law("refusal-10", "The applicant has had a special event permit revoked within the preceding 12 "
                     "months;", 12, "months")
DENIAL_NOTICE = law("denial-notice", "the City shall notify the applicant of this action stating the reasons for "
                    "the denial of the permit no fewer than five (5) calendar days before the date of the special "
                    "event, or as soon as reasonably possible.", 5, "calendar days")
REVOCATION = law("revocation", "The Director of Development Services Department or their designee may revoke a "
                 "special event permit")
APPEAL_WINDOW = law("appeal", "may within, five (5) business days after the receipt of a notice thereof, appeal to "
                    "the Director of Development Services or their designee for a hearing thereon", 5,
                    "business days")
APPEAL_FINAL = law("appeal", "the decision of the Director of Development Services or their designee shall be "
                   "final.")
APPEAL_DURING_EVENT = law("appeal", "If the appeal is filed during the occurrence of the special event, the "
                          "Director of Development Services or their designee shall hear the appeal as soon as "
                          "practically possible.")
APPEAL_HEARING = law("appeal", "shall hear the appeal within ten (10) business days.", 10, "business days")

# During the event
PERMIT_ON_PREMISES = law("permit-on-premises", "The special event permit shall be maintained at all times on the "
                         "premises, and shall be made available to any Police Officer, Fire Marshal or other "
                         "authorized City employee or representative, upon request.")
NEIGHBOR_NOTICE = law("neighbor-notice", "At least ten (10) calendar days prior to the date of the special event, "
                      "the permittee shall send written notice of the event to each residential property owner",
                      10, "calendar days")
NEIGHBOR_DISTANCE = law("neighbor-notice", "of real property within three hundred (300) feet of the property on "
                        "which the special event is proposed", 300, "feet")
NEIGHBOR_NOTICE_MAIL = law("neighbor-notice", "The notice may be served by its deposit in the municipality, "
                           "property addressed with postage paid, in the United States mail.")
NEIGHBOR_NOTICE_EXEMPTION = law("neighbor-notice", "Block parties requiring road closures that do not require City "
                                "services are exempt from this requirement.")
PARKING_SURPLUS = law("parking-a", "evidence that sufficient parking will be available to accommodate the projected "
                      "number of users with a ten percent surplus", 10, "percent")
PARKING_CITY_DECIDES = law("parking-a", "The number of spaces deemed sufficient will be determined by the nature of "
                           "the event, number and age of people attending, including event staff, participants and "
                           "performers during peak times.")
PARKING_LAYOUT = law("parking-a", "The number of parking spaces and layout of parking area, including aisle widths, "
                     "size of parking spaces and whether parking attendants will be provided, shall be included in "
                     "the application for permit.")
OFF_SITE_PARKING = law("parking-b", "Plans shall be submitted which will show how off-site parking and transfer of "
                       "attendees will be accomplished.")
CITY_WATER = law("water-a", "Any special event or related activity desiring use of water from the City water system "
                 "must coordinate with the Public Works Department to obtain a temporary meter.")
WASTEWATER_PLAN = law("water-b", "An applicant shall submit a plan for the disposal of wastewater and the plan shall "
                      "be approved by the Public Works Department.")
SOLID_WASTE = law("solid-waste", "An applicant shall provide for the collection of all solid waste resulting from "
                  "such special event.")

# Insurance, indemnity, bond and costs
INSURANCE_PER_PERSON = law("insurance", "a certificate of insurance in amounts of not less than $500,000.00 for one "
                           "person", 500000, "US dollars")
INSURANCE_PER_ACCIDENT = law("insurance", "$1,000,000.00 for any one accident", 1000000, "US dollars")
INSURANCE_TRIGGER = law("insurance", "When a special event is partially or fully contained on City property or City "
                        "rights-of-way, the applicant for a special event permit shall furnish the City with a "
                        "certificate of insurance")
INSURANCE_EXEMPTION = law("insurance", "Block parties requiring road closures that do not require City services "
                          "are exempt from this requirement.")
INDEMNITY = law("indemnity", "When a special event is partially or fully contained on City property, an applicant "
                "shall sign an agreement to indemnify and hold harmless the City")
BOND = law("bond-a", "a surety bond or cash deposit in the penal sum of $2,000.00 shall accompany each application",
           2000, "US dollars")
BOND_EXEMPTION = law("bond-a", "Block parties requiring road closures that do not require City services are exempt "
                     "from this requirement.")
BOND_RETURN = law("bond-a", "The surety bond or cash deposit shall be returned to the permittee within ten (10) "
                  "business days after said special event permit expires upon certification by the City of "
                  "compliance with all conditions of this Article.", 10, "business days")
BOND_EXCESS_COST = law("bond-a", "the permittee shall pay such additional sum to the City within ten (10) business "
                       "days from the date of notification.", 10, "business days")
BOND_WAIVER = law("bond-b", "shall have the right to lower or waive the surety bond or deposit for nonprofits and "
                  "tax-exempted entities.")
POLICE_SERVICES = law("police-a", "The Police Department shall determine whether and to what extent additional "
                      "Police services are reasonably necessary for the special event for traffic-control and "
                      "public safety.")
CITY_COSTS = law("police-b", "the applicant and the City shall agree upon the cost of policing, and cleaning, and "
                 "the closure of roads, and the applicant shall pay that amount to the City upon application.")
ADDITIONAL_COSTS_AGREEMENT = law("police-b", "Prior to the issuance of a special event permit, the applicant "
                                  "shall agree in writing to pay any additional costs to the City incurred as a "
                                  "result of the special event")
ADDITIONAL_COSTS = law("police-b", "within five (5) business days of the date upon which the City informs the "
                       "permittee of the amount of such additional costs.", 5, "business days")

# Offenses
SEPARATE_OFFENSE_EACH_DAY = law("offenses-b", "a separate offense shall be deemed committed upon each day during or "
                                "on which a violation occurs or continues.")
FINE = law("offenses-b", "shall be charged with a class C misdemeanor; and upon conviction shall be fined as provided "
           "for in section 1.01.009 of this Code")
NO_INTENT_NEEDED = law("offenses-c", "A culpable mental state is not required for the commission of an offense "
                       "under this Article.")

# Where the text can be read two ways (see calculator/readings.py).  The calculator's reasons and notes, the
# guides and the full-text page take a reading's words from here.  "safe": the reading the site plans on;
# "counted": the reading the calculator's own count follows (a deadline's "date").
AMBIGUITIES = (
    ambiguity(PLACE, "definition_cut_off", "definition", ("listed_kinds", "missing_conditions"), safe="listed_kinds"),
    ambiguity(PLACE, "road_closure_gap", "general-e", ("at_least", "not_within"), safe="not_within",
              values={"days": ROAD_CLOSURE_SPACING.value}),
    ambiguity(PLACE, "annual_limit", "general-f", ("calendar_year", "twelve_months"), counted="calendar_year",
              values={"events": EVENTS_PER_ADDRESS.value}),
    ambiguity(PLACE, "street_is_city_property", "bond-a", ("street_is_property", "street_is_not_property"),
              safe="street_is_property", values={"amount": BOND.value}),
    ambiguity(PLACE, "extra_cost_deadline", "police-b", ("bond_rule", "costs_rule"), safe="costs_rule",
              values={"bond_rule": BOND_EXCESS_COST.value, "costs_rule": ADDITIONAL_COSTS.value}),
    ambiguity(PLACE, "costs_agreement_scope", "police-b", ("every_applicant", "city_personnel"),
              safe="every_applicant"),
    ambiguity(PLACE, "parking_users", "parking-a", ("people", "vehicles"), counted="people"),
    ambiguity(PLACE, "filing_count", "filing", ("count_back", "full_days"), safe="full_days", counted="count_back"),
)
READINGS = index(AMBIGUITIES)
