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
    "closed.federal_note": "Offices are often closed on federal holidays. Check with the office.",
    "closed.earlier": "The rules' last day is {day}. We show an earlier day because {why}.",
    "closed.maybe": "the office may be closed {when}",
    "closed.for": "for {names}",
    "closed.on": "on {days}",

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
    "unsure.if": "If {answers}: {text}",
    "unsure.if_some": "For some answers to {questions}: {text}",
    "unsure.headline.permit": "You may need a special event permit",
    "unsure.headline.allowed": "This event may not be able to get a permit as you describe it",
    "unsure.verdict": ("depends on one of your answers", "depends on {count:,} of your answers"),
    "unsure.next_step": "Find out {questions}. Then answer {that} again to get a clear answer.",

    # ---------------------------------------------------------------- what would change the answer (what_if.py)
    # "{change}, {effect}.": the change is the place's what_if.<question>.<form or answer>, the effects these.
    "what_if.sentence": "{change}, {effect}.",
    "what_if.status.not_required": "the event would not need a permit",
    "what_if.status.required": ("the event would need a permit", "the event would need {count:,} permits"),
    "what_if.status.unclear": "whether the event needs a permit would be unclear",
    "what_if.status.prohibited": "the event could not get a permit as you describe it",
    "what_if.permits": ("the event would need {count:,} permit", "the event would need {count:,} permits"),
    "what_if.day.apply_by": "you would apply by {day}",
    # The guides' tables of what would change the answer (calculator/build/what_if_table.py; the build's alone).
    "guide.what_if.heading.change": "If one answer changed",
    "guide.what_if.heading.answer": "What the calculator would say",
    "guide.what_if.heading.day": "Day to act on",
    "guide.what_if.heading.rule": "Rule",
    "guide.what_if.same_day": "No change",
    "guide.what_if.no_day.apply_by": "No need to apply",
    "guide.what_if.no_day.notify_neighbors_by": "No notice to send",
    "guide.what_if.no_day.appeal_by": "No need to appeal",
    "guide.what_if.not_needed": "Not needed",
    # The guides' markers, as the hooks write them around the law's words (hooks/*.py; the build's alone).
    # {{ village.NAME.quote }}: the ordinance's words (``quote``: a marked span) and, in another language, a label.
    "guide.quote": "{quote}",
    # {{ readings: ... }} (hooks/readings.py): the marks after a reading.
    "guide.readings.safe": "This is the safe reading: this site and the calculator plan on it.",
    "guide.readings.counted": "The calculator's own count follows this reading.",
    # {{ glossary: ... }} (hooks/glossary.py).
    "guide.glossary.used_in": "Where the rules use this word:",
    "guide.glossary.none": "The text we have uses none of the words this page explains.",
    # {{ contact: ... }} and {{ how-to-apply: ... }} (hooks/contact.py).
    "guide.contact.title": "Who to contact: {name}",
    "guide.contact.office": "Office",
    "guide.contact.phone": "Phone",
    "guide.contact.address": "Address",
    "guide.contact.email": "Email",
    "guide.contact.code_url": "Official code",
    "guide.contact.code_link": "Read the official code online",
    "guide.contact.placeholder_note": "Text in [square brackets] has not been filled in yet. The people who run this "
                                      "site still need to add it.",
    "guide.apply.heading": "How to apply",
    "guide.apply.to": "Apply to",
    "guide.apply.online": "Apply online",
    "guide.apply.form": "Application form",
    "guide.apply.download": "Download the application form",
    "guide.apply.how": "How",
    "guide.apply.ask": "Ask the office how to apply and if there is a form.",
    # A place's page: its title and description (hooks/place_titles.py); {Name} is "The Village".
    "guide.title.page": "{Name}: {title}",
    "guide.title.description": "{Name}: {title} Plain-language help with the special event permit rules of {name}.",
    # The "Copy link" buttons (hooks/copy_links.py, hooks/ordinance_text.py); {name} is the heading or label.
    "guide.copy.button": "Copy link",
    "guide.copy.copied": "Copied",
    "guide.copy.name": "Copy link to {name}",
    "guide.copy.done": "Link to {name} copied.",
    "guide.copy.failed": "Could not copy. The link to {name} is shown next to the button, selected. Copy it from "
                         "there.",
    "guide.copy.shown": "Link to {name}",
    # {{ ordinance-text: ... }} (hooks/ordinance_text.py): the note above the text, the labels, the notes' titles.
    "guide.ordinance.about.title": "About the headings and labels",
    "guide.ordinance.about.added": "We added them to help you find your way.\nThe words under each label are the "
                                   "ordinance's own words, as we received them.",
    "guide.ordinance.about.link": "Each label is also a link to its part. To point someone to a part, use the\n"
                                  "\"Copy link\" button beside its label, or copy the label's link.",
    "guide.ordinance.link_to_part": "(link to this part)",
    "guide.ordinance.copy_to": "to {name}",
    "guide.ordinance.note.missing_text": "Missing text",
    "guide.ordinance.note.ambiguity": "Two ways to read this",
    "guide.ordinance.note.gap": "The text does not say",
    # A table's name for a screen reader (hooks/table_regions.py): {headings} are its column headings.
    "guide.table.label": "Table: {headings}",
    "guide.table.unlabelled": "Table",
    # A time of day in a worked example (hooks/guide_examples.py's ``clock``).
    "guide.clock.time": "{hour}:{minute:02d} {half}",
    "guide.clock.am": "AM",
    "guide.clock.pm": "PM",
    "guide.clock.next_day": "{time} the next day",

    # ================================================================ the calculator page's words
    # ---------------------------------------------------------------- dates and lists the page writes
    "date.no_year": "{weekday}, {month} {day}",
    "date.no_weekday": "{month} {day}, {year}",
    "list.semicolon": "; ",

    # ---------------------------------------------------------------- the page's state (calculator/page/__init__.py)
    "page.fault": "Sorry, the calculator could not work out an answer for these answers. The guides explain the "
                  "same rules.",
    "page.ready": "The calculator is ready. Your answer updates as you fill in the form.",
    "page.updated": "Answer updated: {answer}",
    "page.link_copied": "Link copied.",
    "page.answer_link_copied": "Link copied. It opens at this answer.",
    "page.shared": "Shared.",
    "page.summary_copied": "Summary copied.",
    "page.not_copied": "We could not copy. The text is in the box below.",
    "page.calendar_file": "permit-deadlines.ics",
    "page.calendar_saved": "Calendar file downloaded: {file}.",
    "page.loading": "Loading {place}\u2019s rules\u2026",
    "page.not_loaded": "We could not load {place}\u2019s rules. Check your connection, then choose the place again.",
    # What a page that starts on this site's calculator shows first (hooks/calculator_form.py).
    "page.start_title": "Before you start",
    "page.start_choose": "First say where the event is: we then say what that place asks and what to have ready.",
    "page.start_place": "{place} asks up to {count:,} questions. For a first answer you need only {needed}.",
    "page.start_ready": "Have ready: {numbers}.",
    "page.start_if_asked": "{label} (if asked)",
    "page.start_updates": "Your answer shows as soon as you have given what it needs, and updates as you go. "
                          "You can leave any other question empty.",

    # ---------------------------------------------------------------- the form (calculator/page/form.py)
    "page.error_prefix": "Error: ",
    "page.no_place": "Your answer will appear here once you have said where the event is.",
    "page.put_right": "Your answer will appear here once the problems above are put right.",
    "page.still_needed": "To see your answer, tell us {needed}.",
    "page.unreadable": "Enter {label} as a real date. Check the day, month and year.",
    "page.separator": "Enter {label} with a comma only before each group of three digits, like 1,200, or with no "
                      "comma.",
    "page.problems": ("There is {count:,} problem with your answers.", "There are {count:,} problems with your "
                      "answers."),

    # ---------------------------------------------------------------- the answer (calculator/page/answer.py)
    "page.deadlines_count": ("{count:,} deadline.", "{count:,} deadlines."),
    "page.fact.permits": "Permits",
    "page.fact.apply_by": "Apply by",
    "page.fact.next_step": "Next step",
    "page.left_out": "This answer leaves out what you said about {labels}, because of the problem marked at that "
                     "question.",
    "page.context": "{place}, {article}. Worked out on {today}.",
    "page.context_start": "{place}, {article}. Event starting {start}. Worked out on {today}.",
    "page.status": "Permit: {status}",
    "page.why": ("Why ({count:,} reason)", "Why ({count:,} reasons)"),
    "page.deadlines": "Deadlines",
    "page.no_deadlines": "There are no deadlines, because you do not need a permit.",
    "page.warnings": "Warnings",
    "page.requirements": "What may be required on site",
    "page.requirements_no_permit": "What would be required on site if you needed a permit",
    "page.not_required": "Not required for your event ({count}): {labels}",
    "page.not_required_no_permit": "Not required, because you do not need a permit ({count}): {labels}",
    "page.checklist": "Checklist for the application",
    "page.nothing_to_prepare": "There is nothing to prepare, because you do not need a permit.",
    "page.apply": "How to apply",
    "page.answers": "Your answers",
    "page.change": "Change",
    "page.what_if": "What would change this",
    "page.what_if_apply": "Change {label} to: {answer}",   # a what-if's button, naming its change
    "page.quote": "Quote",
    "page.words": "Words: {terms}",   # a disclosure beside "Quote": "Words: Bond, Surety", their plain meaning
    "page.tag_end": ":",              # after a reason's tag, heard, not seen: "Rule: You need..."
    "page.applies_before": ".",       # before a requirement's tag, heard: "7 toilets. May be required"

    # ---------------------------------------------------------------- a result in words (calculator/summary.py)
    "summary.headline.required": "You need a special event permit",
    "summary.headline.not_required": "You do not need a special event permit",
    "summary.headline.prohibited": "This event cannot get a permit as you describe it",
    "summary.headline.unclear": "The rules do not give a clear answer",
    "summary.headline.permits": "You need {count:,} special event permits",
    "summary.status.required": "required",
    "summary.status.not_required": "not required",
    "summary.status.prohibited": "prohibited",
    "summary.status.unclear": "unclear",
    "summary.reason.rule": "Rule",
    "summary.reason.exemption": "Exemption",
    "summary.reason.ambiguity": "Two ways to read it",
    "summary.reason.missing_text": "Missing text",
    "summary.reason.discretion": "An official decides",
    "summary.reason.assumption": "Our assumption",
    "summary.reason.unsure": "Depends on an answer you were not sure of",
    "summary.applies.required": "Required",
    "summary.applies.may_be_required": "May be required",
    "summary.applies.not_required": "Not required",
    "summary.applies.unclear": "Unclear: the rules can be read two ways",
    "summary.checklist.required": "Required",
    "summary.checklist.if_applicable": "If it applies to you",
    "summary.checklist.missing": "Not in the text we have: ask",
    # The words that lead a deadline the organizer acts on, before its ``act_by`` day (the guides' tables
    # head that day's column with them too).
    "summary.act_by.apply_by": "Apply by",
    "summary.act_by.notify_neighbors_by": "Send the notice by",
    "summary.act_by.appeal_by": "Appeal by",
    "summary.lead": "{act} {day}",
    "summary.by": "By {day}",
    "summary.days_left": ("{count:,} day left", "{count:,} days left"),
    "summary.today": "today",
    "summary.passed_yesterday": "passed yesterday",
    "summary.passed": "passed {count:,} days ago",
    # An amount: a number of a unit (the ``unit`` of a requirement), one or many.
    "summary.quantity": "{count:,} {unit}",
    "summary.money": "${count:,}",
    "summary.unit.gates": ("gate", "gates"),
    "summary.unit.gallons_a_day": ("gallon a day", "gallons a day"),
    "summary.unit.toilets": ("toilet", "toilets"),
    "summary.unit.sinks": ("sink", "sinks"),
    "summary.unit.trash_pickups": ("trash pickup", "trash pickups"),
    "summary.unit.physicians": ("physician", "physicians"),
    "summary.unit.nurses": ("nurse", "nurses"),
    "summary.unit.treatment_rooms": ("treatment room", "treatment rooms"),
    "summary.unit.ambulances": ("ambulance", "ambulances"),
    "summary.unit.footcandles": ("footcandle", "footcandles"),
    "summary.unit.parking_spaces": ("parking space", "parking spaces"),
    "summary.unit.minutes": ("minute", "minutes"),
    "summary.unit.security_guards": ("security guard", "security guards"),
    "summary.unit.hours": ("hour", "hours"),
    "summary.unit.users": ("user", "users"),
    "summary.not_worked_out": "we need {needs} to work it out",
    "summary.out_of_date": "Possibly out of date: worked out on a copy of the site saved on {day}. The rules may "
                           "have changed since. Check online before you apply.",
    "summary.provide": "You may need to provide",
    "summary.title": "Special event permit: {place}",
    "summary.event": "Event: {days}.",
    "summary.days": "{start} to {end}",
    "summary.days_at_places": "{days}, at {count:,} places",
    "summary.ask": "Questions: {contact}.",
    "summary.see": "See the answer: {link}",
    "summary.worked_out": "Worked out on {today} by the permit calculator, from {place}. It explains the rules; the "
                          "{office} decides.",
    "summary.details": "DETAILS",
    "summary.deadlines": "DEADLINES",
    "summary.duties": "What {place} must do",
    "summary.warnings": "WARNINGS",
    "summary.requirements": "WHAT MAY BE REQUIRED ON SITE",
    "summary.checklist": "CHECKLIST FOR THE APPLICATION",
    "summary.answers": "YOUR ANSWERS",
    "summary.change": "See or change these answers: {link}",
    "summary.what_if": "WHAT WOULD CHANGE THIS",
    "summary.source": "Source: {cite}",

    # ---------------------------------------------------------------- the answer's first panel (next_step.py)
    "next_step.contact.office": "Office",
    "next_step.contact.phone": "Phone",
    "next_step.contact.email": "Email",
    "next_step.contact.address": "Address",
    "next_step.contact.apply_url": "Apply online",
    "next_step.contact.apply_form": "Application form",
    "next_step.office": "office",
    "next_step.headline_passed": "{headline}. The last day to apply {when}.",
    "next_step.permits": ("{count:,} permit", "{count:,} permits"),
    "next_step.day_left": "{day}: {left}.",
    "next_step.not_required": "Nothing to apply for. If your plans change, answer the questions again.",
    "next_step.prohibited": "Change the plans the reasons below point to, or ask the {office}.",
    "next_step.passed": "Ask the {office} what you can do now: the last day to apply was {day}.",
    "next_step.late": "Apply to the {office} as soon as you can: the rules' last day is {day}.",
    "next_step.unclear": "Ask the {office} whether you need a permit.",
    "next_step.apply": "Apply to the {office}.",
    "next_step.text_last_checked": "Text last checked against the official code on {day}.",

    # ---------------------------------------------------------------- the calendar file (calculator/ics.py)
    "ics.title.apply_by": "Apply for the special event permit",
    "ics.event": "{title} ({place})",
    "ics.out_of_date": "Possibly out of date: {title}",
    "ics.quote": "\u201c{quote}\u201d",   # the ordinance's own words
    "ics.worked_out": "Worked out on {today} by the permit calculator. It explains the rules; the office decides.",
    "ics.in_a_week": "In a week: {title}",
    "ics.tomorrow": "Tomorrow: {title}",

    # ---------------------------------------------------------------- a link's notices (calculator/query.py)
    # Why an answer could not be read, in words that finish "... because ..." in a notice.
    "query.problem.date": "it is not a date written like 2026-08-15",
    "query.problem.range": "the year is outside the years this calculator covers",
    "query.problem.impossible": "that day does not exist",
    "query.problem.int": "it is not a whole number",
    "query.problem.number": "it is not a number",
    "query.problem.bool": "it is not true, false or unsure",
    "query.problem.yes_no": "it is not true or false",
    "query.problem.choice": "it is not one of the answers offered",
    "query.problem.long": "it is too long",
    "query.problem.separator": "its commas are not between groups of three digits, like 1,200",
    "query.too_many": "The link has too many answers. We used the first {count}.",
    "query.no_place": "The link does not say where the event is, so we could not use its answers. Choose {places}.",
    "query.unknown_place": "The link names a place this calculator does not cover, so we could not use its answers. "
                           "Choose {places}.",
    "query.place_twice": "The link gave more than one place. We used the first one.",
    "query.left_out": "The link\u2019s answer for {label} could not be used, because {problem}. Answer this "
                      "question again.",
    "query.answer_twice": "The link gave more than one answer to this question. We used the first one.",
    "query.too_long": "The link is longer than this calculator reads ({limit:,} characters), so we left out its last "
                      "answers.",
    "query.too_long_from": "The link is longer than this calculator reads ({limit:,} characters). So we left out "
                           "its last answers, starting with {label}.",
    "query.unknown": "The link has an answer this calculator does not ask for (\u201c{name}\u201d). We left it out.",
    "query.unknown_more": "The link has answers this calculator does not ask for (\u201c{name}\u201d and {count:,} "
                          "more). We left them out.",
    "query.unknown_language": "The link asks for a language this calculator does not speak. The answer is in "
                              "{language}.",
    "query.made_on": "This link was made on {made}. The answer below is worked out for today, {today}.",
    "query.later": "This link counts the days from {made}, a later day than today on your device, {today}. To count "
                   "from today, change today\u2019s date in the form.",

    # ---------------------------------------------------------------- the page templates (overrides/, hooks/words.py)
    "template.starting": "The calculator is starting\u2026",
    "template.no_javascript": "This calculator needs JavaScript, which is switched off in your browser.",
    "template.not_started": "Sorry, the calculator could not start in your browser.",
    "template.updated": "This page was updated. Reload to get the new version.",
    "template.reload": "Reload",
    "template.problem": "There is a problem",
    "template.show_answer": "Show my answer",
    "template.see_answer": "See the answer",
    "template.your_answer": "Your answer",
    "template.about_link": "About the link you followed",
    "template.empty": "Your answer will appear here once you have said where and when the event is.",
    "template.share": "Share",
    "template.copy_link": "Copy link",
    "template.copy_summary": "Copy summary",
    "template.calendar": "Add to calendar",
    "template.print": "Print",
    "template.copy_by_hand": "Your browser did not let us copy. Select this text and copy it:",
    "template.fallback": "The guides have the same rules, in tables you can read without the calculator:",
    "template.fallback_place": "For {place}:",
    "template.guide.do_i_need_a_permit": "Do I need a permit?",
    "template.guide.when_to_apply": "When do I apply?",
    "template.guide.on_site_requirements": "What might be required on site?",
    "template.example_settings": "Example settings.",
    "template.example_settings_more": "No municipality has set up this copy of the site yet. Details in [square "
                                      "brackets], such as phone numbers, are still to be filled in.",
    "template.saved_copy": "Saved copy from {day}.",
    "template.saved_copy_more": "The rules may have changed since. Check online before you apply.",
    "template.old_copy": "Saved copy from {day}, more than {days} days ago.",
    "template.old_copy_more": "The rules may well have changed since. Do not rely on it: check online before you "
                              "apply.",
    "template.last_checked": "When the rules were last checked",
    "template.published": "This copy of the site was published on {day} (release {release}).",
    "template.text_checked": "{place}'s rules on this site were last checked against the official code on {day}.",
    "template.language_switch": "This calculator in English",
    "template.search_results": "Search results",
}
