"""The Village's own words, in English (see calculator/words.py for the shape).

No legal number is written here: each comes from law.py through a placeholder.
"""

WORDS = {
    # ---------------------------------------------------------------- the questions (rules.FIELDS)
    "venue_type.label": "the kind of place",
    "venue_type.question": "Where will it be held?",
    "venue_type.permanent_venue": "At a permanent venue with fixed seats",
    "venue_type.permanent_venue.hint": "For example, a stadium, arena or hall.",
    "venue_type.private_premises": "On private grounds or in a building without fixed seats",
    "venue_type.private_premises.hint": "For example, a farm field, a yard or a company's grounds.",
    "venue_type.localized_area": "In a street, park or other open area",
    "seating_capacity.label": "the venue's permanent seating capacity",
    "seating_capacity.question": "How many permanent seats does the venue have?",
    "seating_capacity.hint": "Its permanent seating capacity.",
    "government_sponsored.label": "whether a government body sponsors the event",
    "government_sponsored.question": "Does a state or local government body sponsor the event?",
    "government_sponsored.if.true": "a state or local government body sponsors the event",
    "government_sponsored.if.false": "no government body sponsors the event",
    "hours_per_day.label": "how many hours in a row the event lasts each day",
    "hours_per_day.question": "How many hours in a row will the event run each day?",
    "hours_per_day.hint": "For example, {example}.",
    "after_dark.label": "whether the event goes on after dark",
    "after_dark.question": "Will the event go on after dark?",
    "female_attendance.label": "the number of women and girls",
    "female_attendance.question": "How many women and girls will be there at the busiest time?",
    "female_attendance.hint": "Your best guess. We use it to count the toilets needed.",
    "male_attendance.label": "the number of men and boys",
    "male_attendance.question": "How many men and boys will be there at the busiest time?",
    "male_attendance.hint": "Your best guess. We use it to count the toilets needed.",
    "parking_distance_ft.label": "how far the parking is from the event, in feet",
    "parking_distance_ft.question": "How far is the parking from the event, in feet?",
    "parking_distance_ft.hint": "The farthest parking area. For example, {example}.",
    "error.attendance_sum": "Women and girls plus men and boys add up to more than the most people at one time "
                            "({people:,}). Check these numbers.",

    # ---------------------------------------------------------------- § 6-17 exemptions
    "reason.government": "A state or local government body sponsors the event, so the article does not apply. "
                         "If a private group shares the sponsoring, ask the Village.",
    "reason.open_area_exempt": "No more than {limit:,} people will be there at one time ({people:,}), so the "
                               "event is exempt.",
    "reason.open_area_over": "More than {limit:,} people will be there at one time ({people:,}). So the exemption "
                             "for streets, parks and other areas does not apply.",
    "reason.private_over": "More than {limit:,} people will be there at one time ({people:,}). So the "
                           "{limit:,}-person exemption does not apply, however it is read.",
    "reason.private_within": "The event is on private premises that are not a permanent venue with fixed seats, "
                             "and no more than {limit:,} people will be there at one time ({people:,}). The "
                             "exemption names \u201c{quote}\u201d. {readings} Ask the Village Clerk-Treasurer which "
                             "reading it uses.",
    "reason.no_place_within": "You did not say where the event will be held, and the answer turns on it. In a "
                              "street, park or other open area, no more than {limit:,} people at one time "
                              "({people:,}) is exempt. On private premises or at a permanent venue with fixed "
                              "seats, the text can be read two ways. Say where it will be held to get a clearer "
                              "answer.",
    "reason.no_place_over": "You did not say where the event will be held. More than {limit:,} people at one time "
                            "({people:,}) is over the limit for a street, park, other open area or private "
                            "premises, so we show what applies there. At a permanent venue with fixed seats the "
                            "event could be exempt: say where it will be held.",
    "reason.no_capacity": "Enter the venue's permanent seating capacity. Whether it is exempt depends on how far "
                          "the crowd goes over it.",
    "reason.venue_fits": "The crowd ({people:,}) fits within the venue's fixed seats ({capacity:,}), so the venue "
                         "is exempt.",
    "reason.venue_within": "The crowd ({people:,}) goes over the seats ({capacity:,}) by {persons:,} people or "
                           "less, and by {percent}% or less. So the venue is exempt, however the rule is read.",
    "reason.venue_over": "The crowd ({people:,}) goes over the seats ({capacity:,}) by more than {persons:,} people "
                         "and by more than {percent}%. So the venue is not exempt.",
    "reason.venue_between": "The crowd ({people:,}) is over the seating capacity ({capacity:,}) by {over:,}. "
                            "{readings} {larger}, the venue is exempt; {smaller}, it needs a permit. Ask the "
                            "Village which reading it uses.",
    "reason.venue_open_area": "No more than {limit:,} people will be there at one time. {readings} {every_place}, "
                              "this event is exempt.",

    # ---------------------------------------------------------------- Permits A and the definitions
    "reason.short_hours": "The event lasts {hours} hours a day. {readings}",
    "reason.permit_required": "You need a special event permit. Get it before you promote, advertise, organize, "
                              "manage or conduct the event.",
    "reason.special_event": "We assume your event is a \u201cspecial event\u201d. That is a temporary event, such "
                            "as a festival, fair, race, parade or picnic. It is not held every day or as a normal "
                            "use of the place. And more people are expected than the buildings there can seat, or "
                            "substantially more than the area's normal use and traffic.",
    "reason.per_day_and_place": "You need a separate permit for each day and each place: {days} \u00d7 {places} = "
                                "{permits}.",
    "count.places": ("{count:,} place", "{count:,} places"),
    "count.permits": ("{count:,} permit", "{count:,} permits"),
    "reason.board_decides": "The Village Board decides which of the conditions listed below to require, \u201cif "
                            "determined necessary\u201d. Each number is the least that condition's own rate gives; "
                            "the bond may be another amount \u201cas otherwise directed by the Village Board\u201d.",

    # ---------------------------------------------------------------- Permits C: conditions the Board may require
    "requirement.fence_gates.label": "A fence around the site with gates",
    "requirement.fence_gates.formula": "At least {gates} gates, one at or near each of four opposite points of the "
                                       "compass.",
    "requirement.drinking_water_gallons_per_day.label": "Drinking water",
    "requirement.drinking_water_gallons_per_day.formula": "At least {gallons} for each person each day: "
                                                          "{people} \u00d7 {rate} = {total} a day.",
    "count.gallons": ("{count:,} gallon", "{count:,} gallons"),
    "count.people": ("{count:,} person", "{count:,} people"),
    "requirement.toilets_female.label": "Toilets for women and girls",
    "requirement.toilets_female.formula": "At least 1 toilet for every {per:,} women and girls, rounded up: "
                                          "{count:,} \u00f7 {per:,} \u2192 {total:,}.",
    "requirement.toilets_female.unknown": "1 for every {per:,} women and girls. Enter how many women and girls to "
                                          "see the number.",
    "requirement.toilets_male.label": "Toilets for men and boys",
    "requirement.toilets_male.formula": "At least 1 toilet for every {per:,} men and boys, rounded up: {count:,} "
                                        "\u00f7 {per:,} \u2192 {total:,}.",
    "requirement.toilets_male.unknown": "1 for every {per:,} men and boys. Enter how many men and boys to see the "
                                        "number.",
    "requirement.lavatories.label": "Sinks with running water, soap and paper towels",
    "requirement.lavatories.formula": "One with each toilet: {sinks}.",
    "requirement.lavatories.unknown": "One with each toilet. Enter the number of women and girls and of men and "
                                      "boys to see the number.",
    "count.sinks": ("{count:,} sink", "{count:,} sinks"),
    "requirement.solid_waste_collections.label": "Trash collection",
    "requirement.solid_waste_collections.formula": "At least once each day of the event: {pickups}.",
    "count.pickups": ("{count:,} pickup", "{count:,} pickups"),
    "requirement.physicians.label": "Physicians licensed in the state",
    "requirement.physicians.formula": "At least 1 physician for every {per:,} people, rounded up: {count:,} "
                                      "\u00f7 {per:,} \u2192 {total:,}.",
    "requirement.nurses.label": "Nurses licensed in the state",
    "requirement.nurses.formula": "At least 1 nurse for every {per:,} people, rounded up: {count:,} \u00f7 "
                                  "{per:,} \u2192 {total:,}.",
    "requirement.treatment_rooms.label": "Separate treatment rooms in a covered structure",
    "requirement.treatment_rooms.formula": "One for each physician: {rooms}.",
    "count.rooms": ("{count:,} room", "{count:,} rooms"),
    "requirement.ambulances.label": "Emergency ambulance",
    "requirement.ambulances.formula": "At least {ambulances} available at all times.",
    "count.ambulances": ("{count:,} ambulance", "{count:,} ambulances"),
    "requirement.illumination_footcandles.label": "Lighting after dark",
    "requirement.illumination_footcandles.formula": "At least {footcandles} footcandles of light on the whole area. "
                                                    "This is only if the event goes on after dark.",
    "requirement.parking_spaces.label": "Parking spaces",
    "requirement.parking_spaces.formula": "At least 1 space for every {per:,} people, rounded up: {count:,} "
                                          "\u00f7 {per:,} \u2192 {total:,}.",
    "requirement.parking_shuttle_interval_minutes.label": "Shuttle to far parking",
    "requirement.parking_shuttle_interval_minutes.formula": "If the Board requires it and parking is more than "
                                                            "{limit:,} feet away: a shuttle that "
                                                            "\u201c{quote}\u201d. It runs until {minutes} minutes "
                                                            "after the event closes each day. {readings}",
    "requirement.parking_shuttle_interval_minutes.unknown": "Enter the distance to see if this applies.",
    "requirement.parking_shuttle_interval_minutes.within": "Your parking is within {limit:,} feet, so no shuttle "
                                                           "is needed.",
    "requirement.parking_shuttle_interval_minutes.amount": "round trips in {count}-minute intervals",
    "requirement.dust_and_mud_cleared_within_hours.label": "Parking kept free of dust and mud, and mud cleared from "
                                                           "the street",
    "requirement.dust_and_mud_cleared_within_hours.formula": "All temporary parking kept free of dust or mud, and "
                                                             "dirt or mud tracked onto the public right-of-way "
                                                             "cleared within {hours} after the event closes each "
                                                             "day. {readings} Cleaning up anyway is the safe choice.",
    "requirement.dust_and_mud_cleared_within_hours.amount": "within {amount}",
    "requirement.security_guards.label": "Security guards",
    "requirement.security_guards.formula": "At least 1 guard for every {per:,} people, rounded up: {count:,} "
                                           "\u00f7 {per:,} \u2192 {total:,}.",
    "requirement.fire_protection.label": "Fire protection",
    "requirement.fire_protection.formula": "Alarms, fire extinguishers, fire lanes and ways out that meet all state "
                                           "and local rules for the place. And enough emergency staff to run the "
                                           "equipment. The text sets no number.",
    "requirement.sound_control.label": "Sound control",
    "requirement.sound_control.formula": "All steps that are reasonably needed so the sound does not carry too far "
                                         "past the edges of the event's place. The text sets no sound level and no "
                                         "hours.",
    "requirement.bond_usd.label": "Bond filed with the Village Clerk-Treasurer",
    "requirement.bond_usd.formula": "Not less than ${amount:,}, \u201cor as otherwise directed by the Village "
                                    "Board\u201d, in cash or from a surety company licensed to do business in the "
                                    "state. {readings}",
    "provide.people": "People",
    "provide.water_and_toilets": "Water, toilets and trash",
    "provide.safety": "Safety",
    "provide.parking": "Parking",
    "provide.money": "Money",

    # ---------------------------------------------------------------- Applications A-C
    "deadline.apply_by": "Apply to the Village Clerk-Treasurer not less than {days} days before the first day of "
                         "the event.",
    "deadline.apply_by.caution": "{readings} {unused}",
    "warning.late_application": "The last day to apply was {day}. The article has no rule for late applications. "
                                "Contact the Village Clerk-Treasurer before you plan further.",
    "warning.no_promotion_before_permit": "Get the permit first. The article does not let you promote, advertise, "
                                          "organize, manage or conduct the event without one.",
    "warning.processing_period": "\u201c{quote}\u201d The {days} start when the Village receives your complete "
                                 "application. {question} The text does not say.",
    "warning.appeal_hearing_period": "If the permit is denied, or you object to one of its conditions or "
                                     "requirements, you may appeal to the Village Board in writing, stating your "
                                     "grounds. \u201c{quote}\u201d The text does not say from which day the {days} "
                                     "count. If the appeal is denied, you may seek judicial review by certiorari.",

    # ---------------------------------------------------------------- Applications B: the checklist
    "checklist.application-b-1": "Names, addresses and phone numbers of all who promote, manage, sponsor or run the "
                                 "event. If there is more than one, each signs the application under oath or "
                                 "affirmation.",
    "checklist.application-b-2": "The address and legal description of the land. And a site plan drawn to scale: "
                                 "buildings, streets, parking, ways in and out, and emergency services.",
    "checklist.application-b-3": "What the event is and its purpose.",
    "checklist.application-b-4": "The date or dates and the hours of the event.",
    "checklist.application-b-5": "The most people you will allow at any time.",
    "checklist.application-b-6": "The most tickets you will sell each day, if you sell tickets.",
    "checklist.application-b-7": "Your plan to limit the crowd: fences, gates, barricades, entry points.",
    "checklist.application-b-8": "Your drinking water plan: source, amount and where the taps are.",
    "checklist.application-b-9": "Your toilet and sink plan: how many, where and what type.",
    "checklist.application-b-10": "Your plan for medical care and emergencies. Give the names and addresses of the "
                                  "medical staff.",
    "checklist.application-b-11": "Your lighting plan: source, power and where the lamps go.",
    "checklist.application-b-12": "Your parking plan: number and place of spaces, and how cars move inside.",
    "checklist.application-b-13": "Your trash plan: holding, collecting and getting rid of waste.",
    "checklist.application-b-14": "Your security plan: number of guards, where they work, their names, "
                                  "credentials and hours.",
    "checklist.application-b-15": "Your fire safety plan: alarms, extinguishers and the people to use them.",
    "checklist.application-b-16": "Your sound plan: number, place and power of amplifiers.",
    "checklist.application-b-17": "Your food and drink plan: stands, places, vendors and their license numbers.",
    "checklist.bond": "A bond, if the Village Board asks for one. It can be cash, or come from a surety company "
                      "licensed to do business in the state. It is not less than ${amount:,}, or as the Board "
                      "directs.",

    # ---------------------------------------------------------------- what the site's pages say of the place
    # The place question's hint and the home page's line; how the pages name the place (``{name}``: its name
    # in calculator/settings.py) and where it is; the full-text page's note on its headings.
    "about.description": "A Wisconsin village. Its special events article, Ord. No. 05-91.",
    "about.named": "The rules do not name the village. So we call it \"{name}\".",
    "about.where": "They name Wisconsin.",
    "about.headings": "The ordinance has no headings. The headings on this page and the small labels above each "
                      "part are ours, not the ordinance's.",
    # What the text we have lacks (parts missing or cut off), shown with its clause on the full-text page
    # (calculator/build/clauses.py, missing_text): the one place for these facts.
    "about.missing_text.definitions.title": "The defined words are missing",
    "about.missing_text.definitions": "In the text we have, each of the three definitions below has lost the word "
                                      "it defines. We call them the first, second and third definition. We do "
                                      "not guess the missing words.",
    "about.missing_text.conditions-7.title": "A footnote is missing",
    "about.missing_text.conditions-7": "The mark \"[1]\" at the end of this part points to a footnote. That "
                                       "footnote is not in the text we have.",

    # ---------------------------------------------------------------- the place's own legal terms
    # Its offices and its name, as the term list names them (this package's terms.yaml).
    "term.village-clerk-treasurer": "Village Clerk-Treasurer",
    "term.village-board": "Village Board",
    "term.village": "the Village",

    # ---------------------------------------------------------------- readings (law.AMBIGUITIES)
    "reading.venue_allowance.question": "How far can the crowd go over a permanent venue's seats, and the venue "
                                        "stay exempt?",
    "reading.venue_allowance.larger.name": "read as whichever is larger",
    "reading.venue_allowance.larger.words": "The larger of the two: a permanent venue stays exempt if the crowd "
                                            "goes over its seats by {persons} people or less, or by {percent}% of "
                                            "its seats or less. Whichever is more counts.",
    "reading.venue_allowance.smaller.name": "read as whichever is smaller",
    "reading.venue_allowance.smaller.words": "The smaller of the two: the venue stays exempt only if both are true. "
                                             "The crowd goes over its seats by {persons} people or less, and by "
                                             "{percent}% or less.",
    "reading.localized_area_reach.question": "Is the exemption for {limit} people for every place, or only for "
                                             "\u201clocalized areas\u201d?",
    "reading.localized_area_reach.every_place.name": "read as covering every place",
    "reading.localized_area_reach.every_place.words": "Every place: an event with {limit} people or fewer at a time "
                                                      "is exempt. This is true on public and private land.",
    "reading.localized_area_reach.localized_areas.name": "read as covering only localized areas",
    "reading.localized_area_reach.localized_areas.words": "Only local areas, such as streets, parks and "
                                                          "neighborhoods. Private land or a building with that few "
                                                          "people may still need a permit.",
    "reading.two_hours.question": "Does an event of {hours} hours or less a day need a permit?",
    "reading.two_hours.hours_do_not_matter.name": "read as not counting hours",
    "reading.two_hours.hours_do_not_matter.words": "Yes: the permit rule speaks of special events and does not "
                                                   "mention hours.",
    "reading.two_hours.hours_matter.name": "read as counting hours",
    "reading.two_hours.hours_matter.words": "No: the article says a gathering lasts more than {hours} hours in a "
                                            "row. So shorter events are outside it.",
    "reading.shuttle_interval.question": "What do \u201cfifteen-minute round-trip intervals\u201d mean for the "
                                         "shuttle?",
    "reading.shuttle_interval.how_often.name": "read as how often it leaves",
    "reading.shuttle_interval.how_often.words": "A shuttle leaves at least every {minutes} minutes.",
    "reading.shuttle_interval.how_long.name": "read as how long a trip takes",
    "reading.shuttle_interval.how_long.words": "Each round trip takes no more than {minutes} minutes.",
    "reading.dust_and_mud.question": "Does the dust and mud rule apply only when the Village Board asks for the "
                                     "parking condition?",
    "reading.dust_and_mud.always.name": "read as always applying",
    "reading.dust_and_mud.always.words": "It always applies: the sentence says \u201cshall\u201d and speaks of "
                                         "\u201call temporary parking facilities for special events\u201d.",
    "reading.dust_and_mud.with_the_condition.name": "read as part of the condition",
    "reading.dust_and_mud.with_the_condition.words": "It applies only if the Board asks for the parking rule, since "
                                                     "it is part of that rule.",
    "reading.guards_licensed.question": "Who must be \u201clicensed in the state\u201d among the security guards?",
    "reading.guards_licensed.private_guards.name": "read as the private guards only",
    "reading.guards_licensed.private_guards.words": "Only private guards: the words \u201clicensed in the "
                                                    "state\u201d are about the private guards.",
    "reading.guards_licensed.all_guards.name": "read as every guard",
    "reading.guards_licensed.all_guards.words": "All guards: the words are about every kind of guard in the list.",
    "reading.bond_amount.question": "Can the Village Board set a bond below ${amount:,}?",
    "reading.bond_amount.any_amount.name": "read as any amount the Board directs",
    "reading.bond_amount.any_amount.words": "Yes: \u201cor as otherwise directed by the Village Board\u201d lets "
                                            "the Board set any amount.",
    "reading.bond_amount.least.name": "read as ${amount:,} at least",
    "reading.bond_amount.least.words": "No: ${amount:,} is the least; the Board can only ask for more.",
    "reading.filing_count.question": "How are the {days} days counted?",
    "reading.filing_count.count_back.name": "counting back",
    "reading.filing_count.count_back.words": "Count back {days} days from the first day of the event; filing on "
                                             "that day is on time.",
    "reading.filing_count.full_days.name": "with {days} whole days in between",
    "reading.filing_count.full_days.words": "Leave {days} whole days between the filing day and the event day, "
                                            "which is one day earlier.",
    "reading.filing_count.full_days.earlier": "the rules may mean {days} whole days in between",
    "reading.filing_days.question": "Are the {days} days to file calendar days or business days?",
    "reading.filing_days.calendar_days.name": "counting calendar days",
    "reading.filing_days.calendar_days.words": "Calendar days: every day counts.",
    "reading.filing_days.business_days.name": "counting business days",
    "reading.filing_days.business_days.words": "Business days: weekends and holidays do not count, so the last day "
                                               "would be weeks earlier.",
    "reading.filing_days.business_days.unused": "We do not plan on business days: the text says \u201c{days} "
                                                "days\u201d and does not say business days. If you are close to "
                                                "the deadline, ask the Village Clerk-Treasurer which days it counts.",
    "reading.hearing_days.question": "Do the {processing} days to process an application and the {hearing} days to "
                                     "hear an appeal count all days? Or only business days?",
    "reading.hearing_days.calendar_days.name": "counting calendar days",
    "reading.hearing_days.calendar_days.words": "Calendar days: every day counts.",
    "reading.hearing_days.business_days.name": "counting business days",
    "reading.hearing_days.business_days.words": "Business days: weekends and holidays do not count.",

    # ---------------------------------------------------------------- what would change the answer (rules.WHAT_IF)
    "what_if.peak_attendance.at_most": "With {value} people or fewer at any one time",
    "what_if.peak_attendance.at_least": "With {value} people or more at any one time",
    "what_if.peak_attendance.exactly": "With {value} people at any one time",
    "what_if.venue_type.permanent_venue": "At a permanent venue with fixed seats",
    "what_if.venue_type.private_premises": "On private grounds or in a building without fixed seats",
    "what_if.venue_type.localized_area": "In a street, park or other open area",
    "what_if.seating_capacity.at_most": "With {value} permanent seats or fewer",
    "what_if.seating_capacity.at_least": "With {value} permanent seats or more",
    "what_if.seating_capacity.exactly": "With {value} permanent seats",
    "what_if.government_sponsored.true": "If a state or local government body sponsored the event",
    "what_if.government_sponsored.false": "If no government body sponsored the event",
    "what_if.hours_per_day.at_most": "If the event ran {value} hours in a row or fewer each day",
    "what_if.hours_per_day.at_least": "If the event ran {value} hours in a row or more each day",
    "what_if.locations.exactly": ("In {value} place", "In {value} separate places"),
    "what_if.event_end.exactly": "If the event ended on {value}",
}
