"""The Village article's clauses, in the order of ``ordinance.txt``.

The article has no headings; the headings and labels here are ours.  The only
section number the text states is "§ 6-17", for its exemptions ("not exempt under
§ 6-17 above"), so only that block is labelled with a number.  The three definitions
have lost the words they define; they are labelled by position.

Each clause: (anchor, citation label, first words).  The first words find the clause
in ``ordinance.txt``, searching on from the clause before it (``calculator/clauses.py``),
so they only need to tell it from the lines in between.  No label or first words holds
a legal number: numbers live in ``law.py`` only (tests/test_law_data.py checks).
"""

OUTLINE = (
    ("Adoption", (
        ("adoption", "Adoption note", "[Adopted"),
    )),
    ("Purpose", (
        ("purpose", "Purpose", "This article is adopted"),
    )),
    ("Definitions", (
        ("definitions", "Definitions", "As used in this article"),
        ("definitions-1", "Definitions, first term (word missing)", "A company of persons"),
        ("definitions-2", "Definitions, second term (word missing)", "An individual, partnership"),
        ("definitions-3", "Definitions, third term (word missing)", "A temporary entertainment"),
    )),
    ("Exemptions (§ 6-17)", (
        ("s-6-17", "§ 6-17, exemptions", "The following shall be exempt"),
        ("s-6-17-a", "§ 6-17 A, permanent venues", "Any permanently established"),
        ("s-6-17-b", "§ 6-17 B, localized areas", "Any localized area"),
        ("s-6-17-c", "§ 6-17 C, government sponsors", "Special events sponsored"),
    )),
    ("Permits", (
        ("permit-a", "Permits A, permit required", "No person shall promote"),
        ("permit-b", "Permits B, maximum number of persons", "The maximum number of persons"),
        ("permit-c", "Permits C, conditions the Board may require", "If determined necessary"),
    )),
    ("Conditions the Village Board may require", (
        ("conditions-1", "Conditions C(1): fence and gates", "A fence completely"),
        ("conditions-2", "Conditions C(2): drinking water", "Potable water"),
        ("conditions-3", "Conditions C(3): toilets and lavatories", "Separate enclosed toilets"),
        ("conditions-4", "Conditions C(4): solid waste", "A sanitary method"),
        ("conditions-5", "Conditions C(5): medical care", "Physicians and nurses"),
        ("conditions-6", "Conditions C(6): lighting", "If the special event is to continue"),
        ("conditions-7", "Conditions C(7): parking", "A parking area inside"),
        ("conditions-8", "Conditions C(8): security guards", "Security guards"),
        ("conditions-9", "Conditions C(9): fire protection", "Fire protection"),
        ("conditions-10", "Conditions C(10): sound", "All reasonably necessary"),
        ("conditions-11", "Conditions C(11): bond", "A bond, filed"),
    )),
    ("Applications", (
        ("application-a", "Applications A, when to file", "A permit application shall"),
        ("application-b", "Applications B, what the application contains", "The application shall contain"),
        ("application-b-1", "Applications B(1): names and oath", "The name, address"),
        ("application-b-2", "Applications B(2): property and site plan", "The address and legal"),
        ("application-b-3", "Applications B(3): nature or purpose", "The nature or purpose"),
        ("application-b-4", "Applications B(4): dates and hours", "The date or dates"),
        ("application-b-5", "Applications B(5): maximum number of persons", "The maximum number of persons"),
        ("application-b-6", "Applications B(6): tickets", "The maximum number of tickets"),
        ("application-b-7", "Applications B(7): crowd limits", "Plans to limit"),
        ("application-b-8", "Applications B(8): water plan", "Plans for supplying"),
        ("application-b-9", "Applications B(9): toilet plan", "Plans for providing toilet"),
        ("application-b-10", "Applications B(10): medical plan", "Plans for providing medical"),
        ("application-b-11", "Applications B(11): lighting plan", "Plans to illuminate"),
        ("application-b-12", "Applications B(12): parking plan", "Plans for parking"),
        ("application-b-13", "Applications B(13): trash plan", "Plans for holding"),
        ("application-b-14", "Applications B(14): security plan", "Plans for providing security"),
        ("application-b-15", "Applications B(15): fire plan", "Plans for fire protection"),
        ("application-b-16", "Applications B(16): sound plan", "Plans for sound"),
        ("application-b-17", "Applications B(17): food and drink plan", "Plans for food"),
        ("application-c", "Applications C, decision, denial and appeal", "The application for a special"),
    )),
)
