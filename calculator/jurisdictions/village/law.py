"""The Village article as data, in the article's own order.

Every legal number the calculator and the guides use is written once, here, as the
``value`` of the sentence that sets it.  ``rules.py`` holds the logic; the guides
render their tables from these objects.  Quotes are word for word from
``ordinance.txt`` (line breaks aside); a test checks each one against its clause.
"""

from ...ordinance import Ordinance
from ...readings import ambiguity, index, reading
from .outline import OUTLINE

ARTICLE = Ordinance("village", "Special events article, Ord. No. 05-91", "2005-05-09", OUTLINE)
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

# Application B(1)-(17): (id, what to prepare in plain words, needed always or "if applicable", quote)
APPLICATION_ITEMS = (
    ("application-b-1", "Names, addresses and phone numbers of everyone promoting, managing, sponsoring or "
     "running the event. If there is more than one, each signs the application under oath or affirmation.",
     "required",
     "The name, address and telephone number of the person or persons who are promoting, managing, "
     "sponsoring and/or operating the special event."),
    ("application-b-2", "The address and legal description of the property, and a site plan drawn to scale "
     "(buildings, streets, parking, access and emergency services).", "required",
     "The address and legal description of all property upon which the special event is to be held"),
    ("application-b-3", "What the event is and its purpose.", "required",
     "The nature or purpose of the special event."),
    ("application-b-4", "The date or dates and the hours of the event.", "required",
     "The date or dates of the special event and the hours of the special event."),
    ("application-b-5", "The most people you will allow at any time.", "required",
     "The maximum number of persons which the applicant(s) shall permit to assemble at any time"),
    ("application-b-6", "The most tickets you will sell each day, if you sell tickets.", "if_applicable",
     "The maximum number of tickets to be sold, if any, on each day."),
    ("application-b-7", "Your plan to limit the crowd: fences, gates, barricades, entry points.", "required",
     "Plans to limit the number of people allowed to assemble"),
    ("application-b-8", "Your drinking water plan: source, amount and where the taps are.", "if_applicable",
     "Plans for supplying potable water, including the source, amount available and location of outlets, "
     "if applicable."),
    ("application-b-9", "Your toilet and sink plan: how many, where and what type.", "if_applicable",
     "Plans for providing toilet and lavatory facilities by number, location and type, if applicable."),
    ("application-b-10", "Your medical and emergency plan, with names and addresses of medical staff.",
     "if_applicable", "Plans for providing medical facilities and emergency services"),
    ("application-b-11", "Your lighting plan: source, power and where the lamps go.", "if_applicable",
     "Plans to illuminate the special event area, including the source, power and location of lamps, "
     "if applicable."),
    ("application-b-12", "Your parking plan: number and place of spaces, and how cars move inside.",
     "if_applicable", "Plans for parking, including number and location of parking spaces and parking "
     "management plans, including interior vehicular circulation, if applicable."),
    ("application-b-13", "Your trash plan: holding, collecting and getting rid of waste.", "required",
     "Plans for holding, collecting and disposing of trash and solid waste."),
    ("application-b-14", "Your security plan: number of guards, where they work, their names, credentials and "
     "hours.", "if_applicable", "Plans for providing security, including the number of guards, their deployment "
     "and their names, addresses, credentials and hours of duty, if applicable."),
    ("application-b-15", "Your fire safety plan: alarms, extinguishers and the people to use them.",
     "if_applicable", "Plans for fire protection, including the number and type of protective devices"),
    ("application-b-16", "Your sound plan: number, place and power of amplifiers.", "if_applicable",
     "Plans for sound amplification and control, including the number, location and power of amplifiers, "
     "if applicable."),
    ("application-b-17", "Your food and drink plan: stands, places, vendors and their license numbers.",
     "required", "Plans for food and beverage concessions, including the type of concession structures, "
     "locations and the names and addresses of vendors and their license or permit numbers."),
)

# Where the text can be read two ways (see calculator/readings.py).  The calculator's reasons and notes, the
# guides and the full-text page take a reading's words from here.  "safe": the reading the site plans on;
# "counted": the reading the calculator's own count follows (a deadline's "date").
AMBIGUITIES = (
    ambiguity(
        "venue_allowance", "s-6-17-a",
        "How many people over its seating capacity can a permanent venue have and stay exempt?",
        (reading("larger", "read as whichever is larger",
                 "The larger of the two: a permanent venue stays exempt if the crowd is over its seating capacity "
                 "by no more than {} people or by no more than {}% of its capacity, whichever is more.".format(
                     EXEMPT_VENUE_PERSONS.value, EXEMPT_VENUE_PERCENT.value)),
         reading("smaller", "read as whichever is smaller",
                 "The smaller of the two: the venue stays exempt only if the crowd is over its seating capacity "
                 "by no more than {} people and by no more than {}% of its capacity.".format(
                     EXEMPT_VENUE_PERSONS.value, EXEMPT_VENUE_PERCENT.value))),
        safe="smaller"),
    ambiguity(
        "localized_area_reach", "s-6-17-b",
        "Does the {}-person exemption cover every place, or only \u201clocalized areas\u201d?".format(
            EXEMPT_LOCALIZED_AREA.value),
        (reading("every_place", "read as covering every place",
                 "Every place: any event with {} people or fewer at one time is exempt, on public or private "
                 "property.".format(EXEMPT_LOCALIZED_AREA.value)),
         reading("localized_areas", "read as covering only localized areas",
                 "Only localized areas such as streets, parks and neighborhoods: private premises or a building "
                 "with that few people may still need a permit.")),
        safe="localized_areas"),
    ambiguity(
        "two_hours", "definitions-1",
        "Does an event of {} hours or less a day need a permit?".format(ASSEMBLY_HOURS.value),
        (reading("hours_do_not_matter", "read as not counting hours",
                 "Yes: the permit rule speaks of special events and does not mention hours."),
         reading("hours_matter", "read as counting hours",
                 "No: the article describes a gathering as lasting more than {} hours in a row, so shorter events "
                 "are outside it.".format(ASSEMBLY_HOURS.value))),
        safe="hours_do_not_matter"),
    ambiguity(
        "shuttle_interval", "conditions-7",
        "What do \u201cfifteen-minute round-trip intervals\u201d mean for the shuttle?",
        (reading("how_often", "read as how often it leaves",
                 "A shuttle leaves at least every {} minutes.".format(SHUTTLE_INTERVAL.value)),
         reading("how_long", "read as how long a trip takes",
                 "Each round trip takes no more than {} minutes.".format(SHUTTLE_INTERVAL.value)))),
    ambiguity(
        "dust_and_mud", "conditions-7",
        "Does the dust and mud rule apply only when the Village Board requires the parking condition?",
        (reading("always", "read as always applying",
                 "It always applies: the sentence says \u201cshall\u201d and speaks of \u201call temporary parking "
                 "facilities for special events\u201d."),
         reading("with_the_condition", "read as part of the condition",
                 "It applies only if the Board requires the parking condition, because it sits inside that "
                 "condition.")),
        safe="always"),
    ambiguity(
        "guards_licensed", "conditions-8",
        "Who must be \u201clicensed in the state\u201d among the security guards?",
        (reading("private_guards", "read as the private guards only",
                 "Only private guards: the words \u201clicensed in the state\u201d are about the private guards."),
         reading("all_guards", "read as every guard",
                 "All guards: the words are about every kind of guard in the list.")),
        safe="all_guards"),
    ambiguity(
        "bond_amount", "conditions-11",
        "Can the Village Board set a bond below ${:,}?".format(BOND.value),
        (reading("any_amount", "read as any amount the Board directs",
                 "Yes: \u201cor as otherwise directed by the Village Board\u201d lets the Board set any amount."),
         reading("least", "read as ${:,} at least".format(BOND.value),
                 "No: ${:,} is the least; the Board can only ask for more.".format(BOND.value))),
        safe="least"),
    ambiguity(
        "filing_count", "application-a",
        "How are the {} days counted?".format(FILING.value),
        (reading("count_back", "counting back",
                 "Count back {} days from the first day of the event; filing on that day is on time.".format(
                     FILING.value)),
         reading("full_days", "with full days between",
                 "Leave {} full days between the filing day and the event day, which is one day earlier.".format(
                     FILING.value))),
        safe="full_days", counted="count_back"),
    ambiguity(
        "filing_days", "application-a",
        "Are the {} days to file calendar days or business days?".format(FILING.value),
        (reading("calendar_days", "counting calendar days", "Calendar days: every day counts."),
         reading("business_days", "counting business days",
                 "Business days: weekends and holidays do not count, so the last day would be weeks earlier.")),
        counted="calendar_days"),
    ambiguity(
        "hearing_days", "application-c",
        "Are the {} days to process an application and the {} days to hear an appeal calendar days or "
        "business days?".format(PROCESSING.value, APPEAL_HEARING.value),
        (reading("calendar_days", "counting calendar days", "Calendar days: every day counts."),
         reading("business_days", "counting business days",
                 "Business days: weekends and holidays do not count.")),
        counted="calendar_days"),
)
READINGS = index(AMBIGUITIES)
