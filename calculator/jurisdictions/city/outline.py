"""The City article's clauses, in the order of ``ordinance.txt``.

The text has no headings and states no section number for any block of its own;
it only refers to "section 6.03.003" (exemptions), ".006" (the application), ".010"
(revocation), ".014" (parking) and ".022" (Police services).  Those references are
quoted where they occur but never used to number a block here: numbering blocks by
position contradicts three of them.  Headings and labels are ours.

Each clause: (anchor, citation label, first line in ordinance.txt, first words);
a line of ``None`` marks text the ordinance refers to or skips but does not contain.
"""

OUTLINE = (
    ("Definition", (
        ("definition", "Definition of a special event (cut off)", 1, "An event including street fairs"),
    )),
    ("General rules", (
        ("general-a", "General rules (a): purpose", 3, "This Article is intended"),
        ("general-b", "General rules (b): nine-day limit", 5, "The duration of the special event"),
        ("general-c", "General rules (c): utilities and sanitation", 7, "The site of the special event"),
        ("general-d", "General rules (d): used-goods sales banned", 9, "A special event for the purpose"),
        ("general-e", "General rules (e): road closures 12 days apart", 11, "Special events that require road"),
        ("general-f", "General rules (f): six events a year per address", 13, "A maximum of six (6) events"),
        ("empty-section", "An adoption note with no section text", 16, "(Ordinance CO08-21-01-28-E2"),
    )),
    ("Exemptions", (
        ("exemptions", "Exemptions (section 6.03.003): text not in the source", None, ""),
    )),
    ("Permit required", (
        ("permit-required", "Permit required", 17, "It shall be unlawful"),
    )),
    ("When to file", (
        ("filing", "Filing periods", 19, "An application for a permit"),
        ("filing-1", "Filing periods (1): 30 days with City services", 20, "At least thirty (30)"),
        ("filing-2", "Filing periods (2): 14 days for other events", 22, "At least fourteen (14)"),
        ("filing-3", "Filing periods (3): a period set by the Director", 24, "If the circumstance precipitating"),
    )),
    ("The application", (
        ("application", "Application contents", 27, "Any person desiring to conduct"),
        ("application-1", "Application item (1): applicant", 28, "The name, address, telephone"),
        ("application-2", "Application item (2): organization", 30, "If the special event is to be held for"),
        ("application-3", "Application item (3): authority to apply", 32, "If the special event is to be held by"),
        ("application-4", "Application item (4): private property permission", 34, "If any portion of the special event"),
        ("application-5", "Application item (5): point of contact", 36, "The name, address, telephone number, and email"),
        ("application-6", "Application item (6): planned activities", 38, "A description of planned"),
        ("application-7", "Application item (7): dates and times", 40, "The dates and times"),
        ("application-8", "Application item (8): set-up times", 42, "The time at which on-site"),
        ("application-9", "Application item (9): parking", 44, "The proposed location of parking"),
        ("application-10", "Application item (10): site layout drawing", 46, "A layout drawing to scale depicting the location, size"),
        ("application-11", "Application item (11): traffic layout drawing", 48, "A layout drawing to scale depicting the location of"),
        ("application-12", "Application item (12): exits and evacuation", 50, "The proposed location of entrances"),
        ("application-13", "Application item (13): attendance", 52, "The approximate number of people"),
        ("application-14", "Application item (14): not in the source", None, ""),
        ("application-15", "Application item (15): other permits", 54, "Copies of any required"),
        ("application-16", "Application item (16): communications plan", 56, "A communications plan"),
        ("application-17", "Application item (17): not in the source", None, ""),
        ("application-18", "Application item (18): not in the source", None, ""),
        ("application-19", "Application item (19): not in the source", None, ""),
        ("application-20", "Application item (20): Police services", 58, "If necessary, proof"),
        ("application-21", "Application item (21): other information", 60, "Any other information"),
    )),
    ("When a permit is refused", (
        ("refusal", "Grounds for refusal", 63, "A special event permit shall not be issued"),
        ("refusal-1", "Grounds for refusal (1): diversion of personnel (cut off)", 64, "The event will require the diversion"),
        ("refusal-2", "Grounds for refusal (2): likely injury", 66, "The occurrence of the event"),
        ("refusal-3", "Grounds for refusal (3): incomplete application", 68, "The applicant fails to submit"),
        ("refusal-4", "Grounds for refusal (4): application breaks the law", 70, "The contents of the submitted"),
        ("refusal-5", "Grounds for refusal (5): uninsured vendors", 72, "The proposed event includes vendors"),
        ("refusal-6", "Grounds for refusal (6): conflicting event", 74, "The proposed event conflicts"),
        ("refusal-7", "Grounds for refusal (7): school disruption", 76, "The proposed event will unduly"),
        ("refusal-8", "Grounds for refusal (8): disability access", 78, "The proposed event does not comply"),
        ("refusal-9", "Grounds for refusal (9): prior conviction", 80, "The applicant has previously"),
        ("refusal-10", "Grounds for refusal (10): revoked in last 12 months", 82, "The applicant has had a special"),
        ("refusal-11", "Grounds for refusal (11): unpaid costs", 84, "The applicant has failed to pay"),
        ("refusal-12", "Grounds for refusal (12): Director's judgment", 86, "The Director of Development Services Department"),
        ("denial-notice", "Notice of denial", 89, "If the City denies"),
    )),
    ("Revocation and appeal", (
        ("revocation", "Revocation", 91, "The Director of Development Services Department or their designee may revoke"),
        ("revocation-1", "Revocation (1): violations", 92, "The applicant failed to comply"),
        ("revocation-2", "Revocation (2): false statements", 94, "The applicant made or permitted"),
        ("revocation-3", "Revocation (3): unpaid fees", 96, "The applicant is unable"),
        ("revocation-4", "Revocation (4): missing information", 98, "The applicant failed to provide"),
        ("revocation-5", "Revocation (5): traffic", 100, "The event substantially interrupts"),
        ("revocation-6", "Revocation (6): public welfare", 102, "The event is not in the best"),
        ("appeal", "Appeal of a revocation", 105, "Any person or entity whose permit"),
    )),
    ("During the event", (
        ("permit-on-premises", "Permit kept on the premises", 107, "The special event permit shall be maintained"),
        ("neighbor-notice", "Notice to nearby residential owners", 109, "At least ten (10) calendar days"),
        ("parking-a", "Parking (a): enough parking plus ten percent", 111, "An applicant shall submit, as part"),
        ("parking-b", "Parking (b): off-site parking", 113, "When adequate parking"),
        ("street-parking", "Street parking limits", 116, "The City shall have the authority"),
        ("water-a", "Water (a): City water meter", 118, "Any special event or related"),
        ("water-b", "Water (b): wastewater plan", 120, "An applicant shall submit a plan"),
        ("solid-waste", "Solid waste", 123, "An applicant shall provide for the collection"),
    )),
    ("Insurance, indemnity, bond and costs", (
        ("insurance", "Insurance", 125, "When a special event is partially or fully contained on City property or City"),
        ("indemnity", "Indemnity agreement", 127, "When a special event is partially or fully contained on City property, an"),
        ("bond-a", "Bond (a): $2,000 bond or deposit", 129, "When a special event is partially or fully contained on City property, a"),
        ("bond-b", "Bond (b): lowered or waived for nonprofits", 131, "The Director of Development Services or their designee, shall"),
        ("police-a", "Police and City costs (a): Police services", 134, "The Police Department shall determine"),
        ("police-b", "Police and City costs (b): City costs", 136, "In the event the City determines"),
    )),
    ("Offenses and penalties", (
        ("offenses-a", "Offenses (a): what is an offense", 139, "A person commits an offense"),
        ("offenses-b", "Offenses (b): class C misdemeanor", 141, "Any person who violates"),
        ("offenses-c", "Offenses (c): no intent needed", 143, "A culpable mental state"),
        ("offenses-d", "Offenses (d): penalty type", 145, "It is hereby determined"),
    )),
)
