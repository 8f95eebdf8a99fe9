"""The Village article as data, in the article's own order.

Every legal number the calculator and the guides use is written once, here, as the
``value`` of the sentence that sets it.  ``rules.py`` holds the logic; the guides
render their tables from these objects.  Quotes are word for word from
``ordinance.txt`` (line breaks aside); a test checks each one against its clause.
"""

from ...ordinance import Ordinance
from ...readings import ambiguity, index
from .outline import OUTLINE

PLACE = "village"
ARTICLE = Ordinance(PLACE, "Special events article, Ord. No. 05-91", "2005-05-09", OUTLINE)
law = ARTICLE.provision

ADOPTION = law("adoption", "[Adopted 5-9-2005 by Ord. No. 05-91]")

# Definitions (the defined words are missing from the text)
ASSEMBLY_HOURS = law("definitions-1", "at a single time for more than two consecutive hours", 2, "hours")
SPECIAL_EVENT = law(
    "definitions-3",
    "A temporary entertainment or amusement activity, contest, race or tournament of any kind, picnic, "
    "parade, festival or fair that is not ordinarily conducted on a daily or normal use basis where it is "
    "reasonably expected that the number of persons assembling will exceed the maximum seating capacity of "
    "existing buildings and structures on the premises or will substantially exceed the average normal "
    "patronage, use and traffic generation of a localized area of the Village.")

# § 6-17 Exemptions
EXEMPT_VENUE_QUOTE = ("will not exceed the permanent maximum seating capacity of the building or "
                      "structure by more than 250 persons or 50%")
EXEMPT_VENUE_PERSONS = law("s-6-17-a", EXEMPT_VENUE_QUOTE, 250, "persons over seating capacity")
EXEMPT_VENUE_PERCENT = law("s-6-17-a", EXEMPT_VENUE_QUOTE, 50, "percent over seating capacity")
EXEMPT_LOCALIZED_AREA = law(
    "s-6-17-b", "for which it is reasonably anticipated that the number of persons assembling at any one "
    "time will not exceed 250 persons", 250, "persons at any one time")
EXEMPT_LOCALIZED_AREA_REACH = law("s-6-17-b", "Any localized area of the Village, whether on public or private "
                                  "property,")
EXEMPT_GOVERNMENT = law("s-6-17-c", "Special events sponsored by any state or local governmental unit, "
                        "agency or authority.")

# Permits A-C
PERMIT_REQUIRED = law("permit-a", "No person shall promote, advertise, organize, manage or conduct a special "
                      "event which is not exempt under § 6-17 above without first obtaining a special event permit.")
PERMIT_PER_DAY_AND_LOCATION = law("permit-a", "A separate permit shall be required for each day and each "
                                  "location or venue of a special event.")
SAFE_CAPACITY = law("permit-b", "The maximum number of persons assembling at a special event shall not exceed "
                    "the maximum number of persons which can reasonably and safely assemble at the location of "
                    "the special event")
BOARD_MAY_REQUIRE = law("permit-c", "If determined necessary, the Village Board may require the following "
                        "conditions:")

# Conditions C(1)-(11)
FENCE_GATES = law("conditions-1", "which shall have at least four gates, at least one at or near four opposite "
                  "points of the compass", 4, "gates")
DRINKING_WATER = law("conditions-2", "sufficient to provide drinking water for the maximum number of persons to "
                     "be assembled at the rate of at least one gallon per person per day", 1,
                     "gallon per person per day")
TOILETS_FEMALE = law("conditions-3", "at least one toilet for every 200 females", 200, "females per toilet")
TOILETS_MALE = law("conditions-3", "at least one toilet for every 300 males", 300, "males per toilet")
LAVATORIES = law("conditions-3", "a lavatory with running water under pressure and a continuous supply of soap "
                 "and paper towels shall be provided with each toilet")
WASTE_COLLECTION = law("conditions-4", "a plan for collecting all such waste at least once each day of the "
                       "assembly", 1, "collection per day")
PHYSICIANS = law("conditions-5", "at least one physician for every 1,000 people", 1000, "people per physician")
NURSES = law("conditions-5", "at least one nurse for every 1,500 people", 1500, "people per nurse")
TREATMENT_ROOMS = law("conditions-5", "containing separately enclosed treatment rooms for each physician")
AMBULANCES = law("conditions-5", "at least one emergency ambulance available for use at all times", 1,
                 "ambulance")
ILLUMINATION = law("conditions-6", "If the special event is to continue during hours of darkness, illumination "
                   "sufficient to light the entire area of the assembly at the rate of at least five footcandles",
                   5, "footcandles")
PARKING = law("conditions-7", "at the rate of at least one parking space for every four persons", 4,
              "persons per parking space")
SHUTTLE_DISTANCE = law("conditions-7", "upon premises located more than 1,000 feet away from the special event "
                       "premises, provided that the permittee provides a vehicular shuttle service", 1000, "feet")
SHUTTLE_INTERVAL = law("conditions-7", "operates in fifteen-minute round-trip intervals", 15, "minutes")
SHUTTLE_AFTER_CLOSE = law("conditions-7", "continuing for 30 minutes following the close of the special event "
                          "on any day", 30, "minutes")
MUD_CLEANUP = law("conditions-7", "All temporary parking facilities for special events shall be maintained free "
                  "of dust or mud, and all dirt or mud tracked onto the public right-of-way shall be cleared and "
                  "removed within two hours following the close of the special event on any day.", 2, "hours")
SECURITY_GUARDS = law("conditions-8", "at the rate of at least one security guard for every 750 people", 750,
                      "people per guard")
FIRE_PROTECTION = law("conditions-9", "Fire protection, including alarms, extinguishing devices and fire lanes "
                      "and escapes, sufficient to meet all state and local standards for the location of the special "
                      "event as set forth in the Wisconsin Administrative Code and local ordinances, and sufficient "
                      "emergency personnel to efficiently operate the required equipment.")
SOUND = law("conditions-10", "All reasonably necessary precautions to ensure that the sound of the assembly "
            "will not carry unreasonably beyond the boundaries of the location of the special event.")
BOND = law("conditions-11", "in an amount of not less than $5,000, or as otherwise directed by the Village Board",
           5000, "US dollars")
BOND_FILED = law("conditions-11", "A bond, filed with the Village Clerk-Treasurer, either in cash or underwritten "
                 "by a surety company licensed to do business in the state")

# Applications A-C
FILING = law("application-a", "A permit application shall be filed with the Village Clerk-Treasurer not less "
             "than 60 days prior to the date of the special event.", 60, "days")
PROCESSING = law("application-c", "The application for a special event permit shall be processed within 30 "
                 "days upon receipt of a complete application.", 30, "days")
DENIAL_GROUNDS = law("application-c", "Grounds for denial shall include false or misleading information, "
                     "interference with or conflict with another previously approved special event permit or "
                     "failure to comply with the standards and requirements of this article.")
APPEAL = law("application-c", "Any applicant who is denied a special event permit or who objects to a condition "
             "or requirement of a special event permit may appeal to the Village Board by filing a written "
             "appeal stating the grounds for the appeal.")
APPEAL_HEARING = law("application-c", "The Village shall hear the appeal within 10 days.", 10, "days")
CERTIORARI = law("application-c", "If the appeal is denied, the applicant may seek judicial review by "
                 "certiorari.")

# Application B(1)-(17): (id, needed always or "if applicable", quote); what to prepare, in plain words, is
# the catalogs' ``checklist.<id>`` (words_<language>.py).
APPLICATION_ITEMS = (
    ("application-b-1", "required",
     "The name, address and telephone number of the person or persons who are promoting, managing, "
     "sponsoring and/or operating the special event."),
    ("application-b-2", "required",
     "The address and legal description of all property upon which the special event is to be held"),
    ("application-b-3", "required",
     "The nature or purpose of the special event."),
    ("application-b-4", "required",
     "The date or dates of the special event and the hours of the special event."),
    ("application-b-5", "required",
     "The maximum number of persons which the applicant(s) shall permit to assemble at any time"),
    ("application-b-6", "if_applicable",
     "The maximum number of tickets to be sold, if any, on each day."),
    ("application-b-7", "required",
     "Plans to limit the number of people allowed to assemble"),
    ("application-b-8", "if_applicable",
     "Plans for supplying potable water, including the source, amount available and location of outlets, "
     "if applicable."),
    ("application-b-9", "if_applicable",
     "Plans for providing toilet and lavatory facilities by number, location and type, if applicable."),
    ("application-b-10", "if_applicable",
     "Plans for providing medical facilities and emergency services"),
    ("application-b-11", "if_applicable",
     "Plans to illuminate the special event area, including the source, power and location of lamps, if "
     "applicable."),
    ("application-b-12", "if_applicable",
     "Plans for parking, including number and location of parking spaces and parking management plans, "
     "including interior vehicular circulation, if applicable."),
    ("application-b-13", "required",
     "Plans for holding, collecting and disposing of trash and solid waste."),
    ("application-b-14", "if_applicable",
     "Plans for providing security, including the number of guards, their deployment and their names, "
     "addresses, credentials and hours of duty, if applicable."),
    ("application-b-15", "if_applicable",
     "Plans for fire protection, including the number and type of protective devices"),
    ("application-b-16", "if_applicable",
     "Plans for sound amplification and control, including the number, location and power of amplifiers, "
     "if applicable."),
    ("application-b-17", "required",
     "Plans for food and beverage concessions, including the type of concession structures, locations and "
     "the names and addresses of vendors and their license or permit numbers."),
)

# Where the text can be read two ways (see calculator/readings.py).  The calculator's reasons and notes, the
# guides and the full-text page take a reading's words from here.  "safe": the reading the site plans on;
# "counted": the reading the calculator's own count follows (a deadline's "date").
AMBIGUITIES = (
    ambiguity(PLACE, "venue_allowance", "s-6-17-a", ("larger", "smaller"), safe="smaller",
              values={"persons": EXEMPT_VENUE_PERSONS.value, "percent": EXEMPT_VENUE_PERCENT.value}),
    ambiguity(PLACE, "localized_area_reach", "s-6-17-b", ("every_place", "localized_areas"), safe="localized_areas",
              values={"limit": EXEMPT_LOCALIZED_AREA.value}),
    ambiguity(PLACE, "two_hours", "definitions-1", ("hours_do_not_matter", "hours_matter"),
              safe="hours_do_not_matter", values={"hours": ASSEMBLY_HOURS.value}),
    ambiguity(PLACE, "shuttle_interval", "conditions-7", ("how_often", "how_long"),
              values={"minutes": SHUTTLE_INTERVAL.value}),
    ambiguity(PLACE, "dust_and_mud", "conditions-7", ("always", "with_the_condition"), safe="always"),
    ambiguity(PLACE, "guards_licensed", "conditions-8", ("private_guards", "all_guards"), safe="all_guards"),
    ambiguity(PLACE, "bond_amount", "conditions-11", ("any_amount", "least"), safe="least",
              values={"amount": BOND.value}),
    ambiguity(PLACE, "filing_count", "application-a", ("count_back", "full_days"), safe="full_days",
              counted="count_back", values={"days": FILING.value}),
    ambiguity(PLACE, "filing_days", "application-a", ("calendar_days", "business_days"), counted="calendar_days",
              unused="business_days", values={"days": FILING.value}),
    ambiguity(PLACE, "hearing_days", "application-c", ("calendar_days", "business_days"), counted="calendar_days",
              values={"processing": PROCESSING.value, "hearing": APPEAL_HEARING.value}),
)
READINGS = index(AMBIGUITIES)
