"""The words every place shares, in English (see calculator/words.py for the shape)."""

WORDS = {
    # ---------------------------------------------------------------- the languages
    "language.en": "English",
    "language.es": "Spanish",

    # ---------------------------------------------------------------- the shared questions (inputs.py)
    "jurisdiction.label": "the place",
    "jurisdiction.question": "Where will the event be?",
    "jurisdiction.hint": "The places have different rules. Pick the one whose permit you need.",
    "today.label": "today's date",
    "today.question": "Today\u2019s date",
    "today.hint": "We count the days left from this date. It starts as today\u2019s date on your device; change "
                  "it to plan from another day.",
    "event_start.label": "the date the event starts",
    "event_start.question": "When does the event start?",
    "event_start.hint": "The first day of the event.",
    "event_end.label": "the date the event ends",
    "event_end.question": "When does the event end?",
    "event_end.hint": "The last day. Leave it empty if the event lasts one day.",
    "peak_attendance.label": "the most people at the event at one time",
    "peak_attendance.question": "How many people will be there at the busiest time?",
    "peak_attendance.hint": "The most people at the event at one time. Where the rules do not say whether staff "
                            "and performers count, counting them is the safe choice. For example, {example}.",
    "locations.label": "the number of places the event uses",
    "locations.question": "How many separate places will the event use?",
    "locations.hint": "Leave it empty if it is all in one place.",
    # A yes/no question's answers in the form.
    "answer.true": "Yes",
    "answer.false": "No",
    "answer.unsure": "Not sure",

    # ---------------------------------------------------------------- error messages (inputs.py, __init__.py)
    "error.not_answers": "The answers must be a set of named values.",
    "error.jurisdiction": "Choose {places}.",
    "error.language": "Choose {languages}.",
    "error.required": "Enter {label}.",
    "error.date": "Enter {label} as a date, like 2026-08-15.",
    "error.date_range": "Enter {label} between {first} and {last}.",
    "error.date_impossible": "Check {label}: that day does not exist in that month.",
    "error.yes_no_unsure": "Choose yes, no or not sure for {label}.",
    "error.yes_no": "Choose yes or no for {label}.",
    "error.choice": "Choose one of the answers offered for {label}.",
    "error.whole_number": "Enter {label} as a whole number, like 300.",
    "error.number": "Enter {label} as a number, like 3 or 2.5.",
    "error.minimum": "Enter {label} as {minimum} or more.",
    "error.above": "Enter {label} as more than {above}.",
    "error.maximum": "Enter {label} as {maximum:,} or less.",
    "error.unknown": "This calculator has no question called \u201c{name}\u201d. Check the link you followed.",
    "error.more_unknown": "There are {count} more names this calculator does not ask about.",
    "error.end_before_start": "The end date must be on or after the start date.",
    # The command line's words for the same errors (calculator/__main__.py).
    "cli.no_question": "There is no question called {name} for {place}.",
    "cli.did_you_mean": "Did you mean {name}?",
    "cli.questions": "The questions are: {names}.",
    "cli.allowed": "{message} Allowed values for {name}: {values}.",
    "cli.language_twice": "The answers ask for the language {given} and --language for {option}: give one.",

    # ---------------------------------------------------------------- dates, counts and lists
    "date.long": "{weekday}, {month} {day}, {year}",
    "date.weekdays": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "date.months": ("January", "February", "March", "April", "May", "June", "July", "August", "September",
                    "October", "November", "December"),
    "list.comma": ", ",
    "list.and": " and ",
    "list.or": " or ",
    "count.days": ("{count:,} day", "{count:,} days"),
    "count.calendar_days": ("{count:,} calendar day", "{count:,} calendar days"),
    "count.business_days": ("{count:,} business day", "{count:,} business days"),
    "count.hours": ("{count:,} hour", "{count:,} hours"),

    # ---------------------------------------------------------------- US federal holidays (holidays.py)
    "holiday.new_year": "New Year's Day",
    "holiday.juneteenth": "Juneteenth National Independence Day",
    "holiday.independence": "Independence Day",
    "holiday.veterans": "Veterans Day",
    "holiday.christmas": "Christmas Day",
    "holiday.king": "Birthday of Martin Luther King, Jr.",
    "holiday.washington": "Washington's Birthday",
    "holiday.memorial": "Memorial Day",
    "holiday.labor": "Labor Day",
    "holiday.columbus": "Columbus Day",
    "holiday.thanksgiving": "Thanksgiving Day",
    "holiday.observed": "{name} (observed)",

    # ---------------------------------------------------------------- days the office may be closed (results.py)
    "last_day.apply_by": "The last day to apply",
    "closed.shown": "{what} is {day}",
    "closed.shown_or": "{what} is {day}, or {earliest} {reading}",
    "closed.weekend": "{day} is a weekend day",
    "closed.office": "{day} is a holiday of the office",
    "closed.federal": "{day} is {name}, a federal holiday",
    "closed.warning": "{shown}. {closed}. The office may be closed then, so plan to act by {act}.",
    "closed.federal_note": "Offices are often closed on federal holidays; check with the office.",

    # ---------------------------------------------------------------- readings (readings.py)
    "readings.two": "One reading: {one} The other: {other}",
    "readings.told": "{question} {readings}",

    # ---------------------------------------------------------------- the legal terms (calculator/build/terms.py)
    # Each term once; a term the site explains has its plain meaning (calculator/glossary.py).
    "term.special-event-permit": "special event permit",
    "term.special-event": "special event",
    "term.permit": "permit",
    "term.permission": "permission",
    "term.get-a-permit": "get a permit",
    "term.bond": "bond",
    "term.bond.meaning": "Money, or a promise of money, held to make sure you do what you agreed to do. If you do "
                         "not, the money can pay for the harm or the clean-up. A bond can be cash, or a promise "
                         "from a surety company.",
    "term.surety": "surety",
    "term.surety.meaning": "A company that promises to pay for you if you do not do what you agreed to do. A "
                           "surety bond is that kind of promise: you pay the company a fee, and it pays the other "
                           "side if you fail. Then you pay the company back.",
    "term.cash-deposit": "cash deposit",
    "term.insurance": "insurance",
    "term.certificate-of-insurance": "certificate of insurance",
    "term.right-of-way": "right-of-way",
    "term.right-of-way.meaning": "The strip of public land that a street runs on. It often takes in the sidewalk, "
                                 "the grass beside it and the edges of the road, not only the paved part.",
    "term.residential-zone": "residential zone",
    "term.residential-zone.meaning": "An area that the local zoning map sets aside mostly for homes. To find out "
                                     "if a road is in one, ask the office that handles permits.",
    "term.legal-description": "legal description",
    "term.legal-description.meaning": "The exact way official records name a piece of land, such as by lot and "
                                      "block or by its boundary lines. It is more than a street address. A deed or "
                                      "a tax bill often shows it, and the county's property office can look it up.",
    "term.nonprofit": "nonprofit",
    "term.nonprofit.meaning": "A group that is not run to make money for its owners, such as a charity, a church "
                              "or a community club. Money it makes goes back into its work.",
    "term.tax-exempt": "tax-exempt",
    "term.indemnify": "indemnify",
    "term.indemnify.meaning": "To promise to pay for a loss or a claim that someone else may face. If you "
                              "indemnify someone and they are sued because of your event, you pay, not them. An "
                              "indemnity agreement is a signed promise of this kind.",
    "term.hold-harmless": "hold harmless",
    "term.business-day": "business day",
    "term.calendar-day": "calendar day",
    "term.calendar-year": "calendar year",
    "term.applicant": "applicant",
    "term.application": "application",
    "term.written-statement": "written statement",
    "term.exemption": "exemption",
    "term.exempt": "exempt",
    "term.road-closure": "road closure",
    "term.block-party": "block party",
    "term.street-fair": "street fair",
    "term.parade": "parade",
    "term.vendor": "vendor",
    "term.barricade": "barricade",
    "term.appeal": "appeal",
    "term.hear": "hear (an appeal)",
    "term.revoke": "revoke",
    "term.deny": "deny",
    "term.footcandle": "footcandle",
    "term.footcandle.meaning": "A measure of how much light falls on the ground or another surface. The more "
                               "footcandles, the brighter the light. A light meter can measure it.",
    "term.physician": "physician",
    "term.nurse": "nurse",
    "term.security-guard": "security guard",
    "term.ambulance": "ambulance",
    "term.shuttle": "shuttle",
    "term.toilet": "toilet",
    "term.lavatory": "lavatory",
    "term.trash": "trash",
    "term.wastewater": "wastewater",
    "term.parking": "parking",
    "term.fire-protection": "fire protection",
    "term.fire-marshal": "Fire Marshal",
    "term.police-officer": "Police Officer",
    "term.police": "police",
    "term.judicial-review": "judicial review",
    "term.certiorari": "certiorari",
    "term.tax-roll": "tax roll",
    "term.weekend": "weekend",
    "term.federal-holiday": "federal holiday",
    "term.holiday": "holiday",
    "term.seating-capacity": "seating capacity",
    "term.permanent-venue": "permanent venue",
    "term.private-premises": "private premises",
    "term.deadline": "deadline",
    "term.article": "article",
    "term.ordinance": "ordinance",
    "term.not-sure": "not sure",
    "term.mutcd": "MUTCD",
    "term.mutcd.meaning": "Short for the Manual on Uniform Traffic Control Devices. It is the national book of "
                          "rules for traffic signs, signals, cones and lines on roads in the United States. Plans "
                          "to close a road or send cars another way often follow it.",

    # ---------------------------------------------------------------- answers given as "not sure" (unsure.py)
    "unsure.whether_permit": "Whether you need a permit",
    "unsure.whether_allowed": "Whether this event can get a permit as you describe it",
    "unsure.status": "{whether} depends on {questions}. You answered \u201cnot sure\u201d. Answer {that} to get a "
                     "clear answer.",
    "unsure.count": "How many permits you need depends on {questions}. You answered \u201cnot sure\u201d, so we "
                    "show the most. Answer {that} to be sure.",
    "unsure.some_answers": "This applies for some answers to {questions}, so it may not apply to you. Answer "
                           "{that} to be sure.",
    "unsure.date": "This date depends on {questions}. We show the earliest it can be. Answer {that} to be sure.",
    "unsure.most": "This depends on {questions}. We show the most it can be. Answer {that} to be sure.",
    "unsure.depends": "This depends on {questions}. Answer {that} to be sure.",
    "unsure.that": ("that question", "those questions"),

    # ---------------------------------------------------------------- what would change the answer (what_if.py)
    # "{change}, {effect}.": the change is the place's what_if.<question>.<form or answer>, the effects these.
    "what_if.sentence": "{change}, {effect}.",
    "what_if.status.not_required": "the event would not need a permit",
    "what_if.status.required": ("the event would need a permit", "the event would need {count:,} permits"),
    "what_if.status.unclear": "whether the event needs a permit would be unclear",
    "what_if.status.prohibited": "the event could not get a permit as you describe it",
    "what_if.permits": ("the event would need {count:,} permit", "the event would need {count:,} permits"),
    "what_if.day.apply_by": "you would apply by {day}",
}
