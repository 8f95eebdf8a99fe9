"""The City article's clauses, in the order of ``ordinance.txt``.

The text has no headings and states no section number for any block of its own;
it only refers to "section 6.03.003" (exemptions), ".006" (the application), ".010"
(revocation), ".014" (parking) and ".022" (Police services).  Those references are
quoted where they occur but never used to number a block here: numbering blocks by
position contradicts three of them.  Headings and labels are ours.

Each clause: (anchor, citation label, first words).  The first words find the clause
in ``ordinance.txt``, searching on from the clause before it (``calculator/build/clauses.py``),
so they only need to tell it from the lines in between; ``None`` marks text the ordinance
refers to or skips but does not contain.  No label or first words holds a legal number:
numbers live in ``law.py`` only (tests/test_law_data.py checks).
"""

OUTLINE = (
    ("Definition", (
        ("definition", "What a special event is (the text is cut off)", "An event including street fairs"),
    )),
    ("General rules", (
        ("general-a", "Purpose (general rules, item (a))", "This Article is intended"),
        ("general-b", "Days in a row (general rules, item (b))", "The duration of the special event"),
        ("general-c", "Utilities and sanitation (general rules, item (c))", "The site of the special event"),
        ("general-d", "No events to sell used goods (general rules, item (d))", "A special event for the purpose"),
        ("general-e", "Time between road closures (general rules, item (e))", "Special events that require road"),
        ("general-f", "Events a year at the same address (general rules, item (f))", "A maximum of"),
        ("empty-section", "An adoption note with no rule text after it", "(Ordinance"),
    )),
    ("Exemptions", (
        ("exemptions", "Events the rules do not cover (section 6.03.003): not in the text we have", None),
    )),
    ("Permit required", (
        ("permit-required", "A permit is needed", "It shall be unlawful"),
    )),
    ("When to file", (
        ("filing", "When to apply (filing periods)", "An application for a permit"),
        ("filing-1", "When to apply, with City services (filing period (1))", "At least"),
        ("filing-2", "When to apply, all other events (filing period (2))", "At least"),
        ("filing-3", "When to apply, a period the Director sets (filing period (3))", "If the circumstance precipitating"),
    )),
    ("The application", (
        ("application", "What the application must include", "Any person desiring to conduct"),
        ("application-1", "Applicant (application item (1))", "The name, address, telephone"),
        ("application-2", "Organization (application item (2))", "If the special event is to be held for"),
        ("application-3", "Right to apply for the organization (application item (3))", "If the special event is to be held by"),
        ("application-4", "Permission to use private property (application item (4))", "If any portion of the special event"),
        ("application-5", "Contact person (application item (5))", "The name, address, telephone number, and email"),
        ("application-6", "Planned activities (application item (6))", "A description of planned"),
        ("application-7", "Dates and times (application item (7))", "The dates and times"),
        ("application-8", "Set-up times (application item (8))", "The time at which on-site"),
        ("application-9", "Parking (application item (9))", "The proposed location of parking"),
        ("application-10", "Drawing of the site (application item (10))", "A layout drawing to scale depicting the location, size"),
        ("application-11", "Drawing of traffic (application item (11))", "A layout drawing to scale depicting the location of"),
        ("application-12", "Ways in and out, and evacuation (application item (12))", "The proposed location of entrances"),
        ("application-13", "How many people (application item (13))", "The approximate number of people"),
        ("application-14", "Not in the text we have (application item (14))", None),
        ("application-15", "Other permits (application item (15))", "Copies of any required"),
        ("application-16", "Communications plan (application item (16))", "A communications plan"),
        ("application-17", "Not in the text we have (application item (17))", None),
        ("application-18", "Not in the text we have (application item (18))", None),
        ("application-19", "Not in the text we have (application item (19))", None),
        ("application-20", "Police services (application item (20))", "If necessary, proof"),
        ("application-21", "Other information (application item (21))", "Any other information"),
    )),
    ("When a permit is refused", (
        ("refusal", "Reasons to refuse a permit", "A special event permit shall not be issued"),
        ("refusal-1", "Taking staff from other work, cut off (refusal reason (1))", "The event will require the diversion"),
        ("refusal-2", "Likely harm to people or property (refusal reason (2))", "The occurrence of the event"),
        ("refusal-3", "Incomplete application (refusal reason (3))", "The applicant fails to submit"),
        ("refusal-4", "An application that breaks the law (refusal reason (4))", "The contents of the submitted"),
        ("refusal-5", "Vendors without insurance (refusal reason (5))", "The proposed event includes vendors"),
        ("refusal-6", "A clash with another event (refusal reason (6))", "The proposed event conflicts"),
        ("refusal-7", "Disrupting a school (refusal reason (7))", "The proposed event will unduly"),
        ("refusal-8", "Access for people with disabilities (refusal reason (8))", "The proposed event does not comply"),
        ("refusal-9", "A past conviction (refusal reason (9))", "The applicant has previously"),
        ("refusal-10", "A recent revocation (refusal reason (10))", "The applicant has had a special"),
        ("refusal-11", "Unpaid costs (refusal reason (11))", "The applicant has failed to pay"),
        ("refusal-12", "The Director's judgment (refusal reason (12))", "The Director of Development Services Department"),
        ("denial-notice", "Notice of a denial", "If the City denies"),
    )),
    ("Revocation and appeal", (
        ("revocation", "Taking back a permit (revocation)", "The Director of Development Services Department or their designee may revoke"),
        ("revocation-1", "Breaking the rules (revocation reason (1))", "The applicant failed to comply"),
        ("revocation-2", "False statements (revocation reason (2))", "The applicant made or permitted"),
        ("revocation-3", "Fees not paid (revocation reason (3))", "The applicant is unable"),
        ("revocation-4", "Missing information (revocation reason (4))", "The applicant failed to provide"),
        ("revocation-5", "Traffic (revocation reason (5))", "The event substantially interrupts"),
        ("revocation-6", "Public welfare (revocation reason (6))", "The event is not in the best"),
        ("appeal", "Appeal of a revocation", "Any person or entity whose permit"),
    )),
    ("During the event", (
        ("permit-on-premises", "Keeping the permit at the event", "The special event permit shall be maintained"),
        ("neighbor-notice", "Notice to nearby residential property owners", "At least"),
        ("parking-a", "Enough parking, plus extra (parking, item (a))", "An applicant shall submit, as part"),
        ("parking-b", "Parking away from the site (parking, item (b))", "When adequate parking"),
        ("street-parking", "Limits on street parking", "The City shall have the authority"),
        ("water-a", "City water meter (water, item (a))", "Any special event or related"),
        ("water-b", "Wastewater plan (water, item (b))", "An applicant shall submit a plan"),
        ("solid-waste", "Trash and waste", "An applicant shall provide for the collection"),
    )),
    ("Insurance, indemnity, bond and costs", (
        ("insurance", "Insurance", "When a special event is partially or fully contained on City property or City"),
        ("indemnity", "Agreement to protect the City (indemnity)", "When a special event is partially or fully contained on City property, an"),
        ("bond-a", "Bond or cash deposit (bond, item (a))", "When a special event is partially or fully contained on City property, a"),
        ("bond-b", "Bond lowered or waived for nonprofits (bond, item (b))", "The Director of Development Services or their designee, shall"),
        ("police-a", "Police services (costs, item (a))", "The Police Department shall determine"),
        ("police-b", "City costs (costs, item (b))", "In the event the City determines"),
    )),
    ("Offenses and penalties", (
        ("offenses-a", "What an offense is (offenses, item (a))", "A person commits an offense"),
        ("offenses-b", "A class C misdemeanor (offenses, item (b))", "Any person who violates"),
        ("offenses-c", "No intent needed (offenses, item (c))", "A culpable mental state"),
        ("offenses-d", "Kind of penalty (offenses, item (d))", "It is hereby determined"),
    )),
)
