"""The City article's clauses, in the order of ``ordinance.txt``.

The text has no headings and states no section number for any block of its own;
it only refers to "section 6.03.003" (exemptions), ".006" (the application), ".010"
(revocation), ".014" (parking) and ".022" (Police services).  Those references are
quoted where they occur but never used to number a block here: numbering blocks by
position contradicts three of them.  Headings and labels are ours.

Each clause: (anchor, citation label, first words).  The first words find the clause
in ``ordinance.txt``, searching on from the clause before it (``calculator/clauses.py``),
so they only need to tell it from the lines in between; ``None`` marks text the ordinance
refers to or skips but does not contain.  No label or first words holds a legal number:
numbers live in ``law.py`` only (tests/test_law_data.py checks).
"""

OUTLINE = (
    ("Definition", (
        ("definition", "Definition of a special event (cut off)", "An event including street fairs"),
    )),
    ("General rules", (
        ("general-a", "General rules (a): purpose", "This Article is intended"),
        ("general-b", "General rules (b): days in a row", "The duration of the special event"),
        ("general-c", "General rules (c): utilities and sanitation", "The site of the special event"),
        ("general-d", "General rules (d): used-goods sales banned", "A special event for the purpose"),
        ("general-e", "General rules (e): time between road closures", "Special events that require road"),
        ("general-f", "General rules (f): events a year per address", "A maximum of"),
        ("empty-section", "An adoption note with no section text", "(Ordinance"),
    )),
    ("Exemptions", (
        ("exemptions", "Exemptions (section 6.03.003): text not in the source", None),
    )),
    ("Permit required", (
        ("permit-required", "Permit required", "It shall be unlawful"),
    )),
    ("When to file", (
        ("filing", "Filing periods", "An application for a permit"),
        ("filing-1", "Filing periods (1): with City services", "At least"),
        ("filing-2", "Filing periods (2): all other events", "At least"),
        ("filing-3", "Filing periods (3): a period set by the Director", "If the circumstance precipitating"),
    )),
    ("The application", (
        ("application", "Application contents", "Any person desiring to conduct"),
        ("application-1", "Application item (1): applicant", "The name, address, telephone"),
        ("application-2", "Application item (2): organization", "If the special event is to be held for"),
        ("application-3", "Application item (3): authority to apply", "If the special event is to be held by"),
        ("application-4", "Application item (4): private property permission", "If any portion of the special event"),
        ("application-5", "Application item (5): point of contact", "The name, address, telephone number, and email"),
        ("application-6", "Application item (6): planned activities", "A description of planned"),
        ("application-7", "Application item (7): dates and times", "The dates and times"),
        ("application-8", "Application item (8): set-up times", "The time at which on-site"),
        ("application-9", "Application item (9): parking", "The proposed location of parking"),
        ("application-10", "Application item (10): site layout drawing", "A layout drawing to scale depicting the location, size"),
        ("application-11", "Application item (11): traffic layout drawing", "A layout drawing to scale depicting the location of"),
        ("application-12", "Application item (12): exits and evacuation", "The proposed location of entrances"),
        ("application-13", "Application item (13): attendance", "The approximate number of people"),
        ("application-14", "Application item (14): not in the source", None),
        ("application-15", "Application item (15): other permits", "Copies of any required"),
        ("application-16", "Application item (16): communications plan", "A communications plan"),
        ("application-17", "Application item (17): not in the source", None),
        ("application-18", "Application item (18): not in the source", None),
        ("application-19", "Application item (19): not in the source", None),
        ("application-20", "Application item (20): Police services", "If necessary, proof"),
        ("application-21", "Application item (21): other information", "Any other information"),
    )),
    ("When a permit is refused", (
        ("refusal", "Grounds for refusal", "A special event permit shall not be issued"),
        ("refusal-1", "Grounds for refusal (1): diversion of personnel (cut off)", "The event will require the diversion"),
        ("refusal-2", "Grounds for refusal (2): likely injury", "The occurrence of the event"),
        ("refusal-3", "Grounds for refusal (3): incomplete application", "The applicant fails to submit"),
        ("refusal-4", "Grounds for refusal (4): application breaks the law", "The contents of the submitted"),
        ("refusal-5", "Grounds for refusal (5): uninsured vendors", "The proposed event includes vendors"),
        ("refusal-6", "Grounds for refusal (6): conflicting event", "The proposed event conflicts"),
        ("refusal-7", "Grounds for refusal (7): school disruption", "The proposed event will unduly"),
        ("refusal-8", "Grounds for refusal (8): disability access", "The proposed event does not comply"),
        ("refusal-9", "Grounds for refusal (9): prior conviction", "The applicant has previously"),
        ("refusal-10", "Grounds for refusal (10): a recent revocation", "The applicant has had a special"),
        ("refusal-11", "Grounds for refusal (11): unpaid costs", "The applicant has failed to pay"),
        ("refusal-12", "Grounds for refusal (12): Director's judgment", "The Director of Development Services Department"),
        ("denial-notice", "Notice of denial", "If the City denies"),
    )),
    ("Revocation and appeal", (
        ("revocation", "Revocation", "The Director of Development Services Department or their designee may revoke"),
        ("revocation-1", "Revocation (1): violations", "The applicant failed to comply"),
        ("revocation-2", "Revocation (2): false statements", "The applicant made or permitted"),
        ("revocation-3", "Revocation (3): unpaid fees", "The applicant is unable"),
        ("revocation-4", "Revocation (4): missing information", "The applicant failed to provide"),
        ("revocation-5", "Revocation (5): traffic", "The event substantially interrupts"),
        ("revocation-6", "Revocation (6): public welfare", "The event is not in the best"),
        ("appeal", "Appeal of a revocation", "Any person or entity whose permit"),
    )),
    ("During the event", (
        ("permit-on-premises", "Permit kept on the premises", "The special event permit shall be maintained"),
        ("neighbor-notice", "Notice to nearby residential owners", "At least"),
        ("parking-a", "Parking (a): enough parking plus a surplus", "An applicant shall submit, as part"),
        ("parking-b", "Parking (b): off-site parking", "When adequate parking"),
        ("street-parking", "Street parking limits", "The City shall have the authority"),
        ("water-a", "Water (a): City water meter", "Any special event or related"),
        ("water-b", "Water (b): wastewater plan", "An applicant shall submit a plan"),
        ("solid-waste", "Solid waste", "An applicant shall provide for the collection"),
    )),
    ("Insurance, indemnity, bond and costs", (
        ("insurance", "Insurance", "When a special event is partially or fully contained on City property or City"),
        ("indemnity", "Indemnity agreement", "When a special event is partially or fully contained on City property, an"),
        ("bond-a", "Bond (a): bond or deposit", "When a special event is partially or fully contained on City property, a"),
        ("bond-b", "Bond (b): lowered or waived for nonprofits", "The Director of Development Services or their designee, shall"),
        ("police-a", "Police and City costs (a): Police services", "The Police Department shall determine"),
        ("police-b", "Police and City costs (b): City costs", "In the event the City determines"),
    )),
    ("Offenses and penalties", (
        ("offenses-a", "Offenses (a): what is an offense", "A person commits an offense"),
        ("offenses-b", "Offenses (b): class C misdemeanor", "Any person who violates"),
        ("offenses-c", "Offenses (c): no intent needed", "A culpable mental state"),
        ("offenses-d", "Offenses (d): penalty type", "It is hereby determined"),
    )),
)
