"""The Village article's clauses, in the order of ``ordinance.txt``.

The article has no headings; the headings and labels here are ours.  The only
section number the text states is "§ 6-17", for its exemptions ("not exempt under
§ 6-17 above"), so only that block is labelled with a number.  The three definitions
have lost the words they define; they are labelled by position.

Each clause: (anchor, citation label, first words).  The first words find the clause
in ``ordinance.txt``, searching on from the clause before it (``calculator/build/clauses.py``),
so they only need to tell it from the lines in between.  No label or first words holds
a legal number: numbers live in ``law.py`` only (tests/test_law_data.py checks).
"""

OUTLINE = (
    ("Adoption", (
        ("adoption", "Adoption note", "[Adopted"),
    )),
    ("Purpose", (
        ("purpose", "Purpose of the rules", "This article is adopted"),
    )),
    ("Definitions", (
        ("definitions", "Definitions: the opening words", "As used in this article"),
        ("definitions-1", "First definition: people gathered at a single time (its word is missing)", "A company of persons"),
        ("definitions-2", "Second definition: people, companies and groups (its word is missing)", "An individual, partnership"),
        ("definitions-3", "Third definition: events such as fairs, races and parades (its word is missing)", "A temporary entertainment"),
    )),
    ("Exemptions (§ 6-17)", (
        ("s-6-17", "Events the rules do not cover (§ 6-17)", "The following shall be exempt"),
        ("s-6-17-a", "Not covered: permanent venues (§ 6-17 A)", "Any permanently established"),
        ("s-6-17-b", "Not covered: a local area of the Village (§ 6-17 B)", "Any localized area"),
        ("s-6-17-c", "Not covered: events a government sponsors (§ 6-17 C)", "Special events sponsored"),
    )),
    ("Permits", (
        ("permit-a", "A permit is needed (Permits, paragraph A)", "No person shall promote"),
        ("permit-b", "No more people than is safe (Permits, paragraph B)", "The maximum number of persons"),
        ("permit-c", "Conditions the Board may require (Permits, paragraph C)", "If determined necessary"),
    )),
    ("Conditions the Village Board may require", (
        ("conditions-1", "Fence and gates (condition C(1))", "A fence completely"),
        ("conditions-2", "Drinking water (condition C(2))", "Potable water"),
        ("conditions-3", "Toilets and sinks (condition C(3))", "Separate enclosed toilets"),
        ("conditions-4", "Trash (condition C(4))", "A sanitary method"),
        ("conditions-5", "Medical care (condition C(5))", "Physicians and nurses"),
        ("conditions-6", "Lighting (condition C(6))", "If the special event is to continue"),
        ("conditions-7", "Parking (condition C(7))", "A parking area inside"),
        ("conditions-8", "Security guards (condition C(8))", "Security guards"),
        ("conditions-9", "Fire protection (condition C(9))", "Fire protection"),
        ("conditions-10", "Sound (condition C(10))", "All reasonably necessary"),
        ("conditions-11", "Bond (condition C(11))", "A bond, filed"),
    )),
    ("Applications", (
        ("application-a", "When to apply (Applications, paragraph A)", "A permit application shall"),
        ("application-b", "What the application must include (Applications, paragraph B)", "The application shall contain"),
        ("application-b-1", "Names, addresses and oath (application item B(1))", "The name, address"),
        ("application-b-2", "Property and site plan (application item B(2))", "The address and legal"),
        ("application-b-3", "What the event is for (application item B(3))", "The nature or purpose"),
        ("application-b-4", "Dates and hours (application item B(4))", "The date or dates"),
        ("application-b-5", "Most people at the event (application item B(5))", "The maximum number of persons"),
        ("application-b-6", "Tickets (application item B(6))", "The maximum number of tickets"),
        ("application-b-7", "Keeping the crowd to the limit (application item B(7))", "Plans to limit"),
        ("application-b-8", "Water plan (application item B(8))", "Plans for supplying"),
        ("application-b-9", "Toilet plan (application item B(9))", "Plans for providing toilet"),
        ("application-b-10", "Medical plan (application item B(10))", "Plans for providing medical"),
        ("application-b-11", "Lighting plan (application item B(11))", "Plans to illuminate"),
        ("application-b-12", "Parking plan (application item B(12))", "Plans for parking"),
        ("application-b-13", "Trash plan (application item B(13))", "Plans for holding"),
        ("application-b-14", "Security plan (application item B(14))", "Plans for providing security"),
        ("application-b-15", "Fire plan (application item B(15))", "Plans for fire protection"),
        ("application-b-16", "Sound plan (application item B(16))", "Plans for sound"),
        ("application-b-17", "Food and drink plan (application item B(17))", "Plans for food"),
        ("application-c", "Decision, denial and appeal (Applications, paragraph C)", "The application for a special"),
    )),
)
