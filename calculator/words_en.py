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
