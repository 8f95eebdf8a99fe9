"""The Village article's clauses, in the order of ``ordinance.txt``.

The article has no headings; the headings and labels here are ours.  The only
section number the text states is "§ 6-17", for its exemptions ("not exempt under
§ 6-17 above"), so only that block is labelled with a number.  The three definitions
have lost the words they define; they are labelled by position.

Each clause: (anchor, citation label, first line in ordinance.txt, first words).
"""

OUTLINE = (
    ("Adoption", (
        ("adoption", "Adoption note", 1, "[Adopted 5-9-2005"),
    )),
    ("Purpose", (
        ("purpose", "Purpose", 2, "This article is adopted"),
    )),
    ("Definitions", (
        ("definitions", "Definitions", 14, "As used in this article"),
        ("definitions-1", "Definitions, first term (word missing)", 16, "A company of persons"),
        ("definitions-2", "Definitions, second term (word missing)", 19, "An individual, partnership"),
        ("definitions-3", "Definitions, third term (word missing)", 21, "A temporary entertainment"),
    )),
    ("Exemptions (§ 6-17)", (
        ("s-6-17", "§ 6-17, exemptions", 28, "The following shall be exempt"),
        ("s-6-17-a", "§ 6-17 A, permanent venues", 29, "Any permanently established"),
        ("s-6-17-b", "§ 6-17 B, localized areas", 36, "Any localized area"),
        ("s-6-17-c", "§ 6-17 C, government sponsors", 41, "Special events sponsored"),
    )),
    ("Permits", (
        ("permit-a", "Permits A, permit required", 44, "No person shall promote"),
        ("permit-b", "Permits B, maximum number of persons", 46, "The maximum number of persons"),
        ("permit-c", "Permits C, conditions the Board may require", 51, "If determined necessary"),
    )),
    ("Conditions the Village Board may require", (
        ("conditions-1", "Conditions C(1): fence and gates", 54, "A fence completely"),
        ("conditions-2", "Conditions C(2): drinking water", 59, "Potable water"),
        ("conditions-3", "Conditions C(3): toilets and lavatories", 64, "Separate enclosed toilets"),
        ("conditions-4", "Conditions C(4): solid waste", 74, "A sanitary method"),
        ("conditions-5", "Conditions C(5): medical care", 79, "Physicians and nurses"),
        ("conditions-6", "Conditions C(6): lighting", 88, "If the special event is to continue"),
        ("conditions-7", "Conditions C(7): parking", 93, "A parking area inside"),
        ("conditions-8", "Conditions C(8): security guards", 111, "Security guards"),
        ("conditions-9", "Conditions C(9): fire protection", 117, "Fire protection"),
        ("conditions-10", "Conditions C(10): sound", 123, "All reasonably necessary"),
        ("conditions-11", "Conditions C(11): bond", 127, "A bond, filed"),
    )),
    ("Applications", (
        ("application-a", "Applications A, when to file", 136, "A permit application shall"),
        ("application-b", "Applications B, what the application contains", 139, "The application shall contain"),
        ("application-b-1", "Applications B(1): names and oath", 141, "The name, address"),
        ("application-b-2", "Applications B(2): property and site plan", 148, "The address and legal"),
        ("application-b-3", "Applications B(3): nature or purpose", 157, "The nature or purpose"),
        ("application-b-4", "Applications B(4): dates and hours", 159, "The date or dates"),
        ("application-b-5", "Applications B(5): maximum number of persons", 162, "The maximum number of persons"),
        ("application-b-6", "Applications B(6): tickets", 168, "The maximum number of tickets"),
        ("application-b-7", "Applications B(7): crowd limits", 170, "Plans to limit"),
        ("application-b-8", "Applications B(8): water plan", 174, "Plans for supplying"),
        ("application-b-9", "Applications B(9): toilet plan", 177, "Plans for providing toilet"),
        ("application-b-10", "Applications B(10): medical plan", 180, "Plans for providing medical"),
        ("application-b-11", "Applications B(11): lighting plan", 184, "Plans to illuminate"),
        ("application-b-12", "Applications B(12): parking plan", 187, "Plans for parking"),
        ("application-b-13", "Applications B(13): trash plan", 191, "Plans for holding"),
        ("application-b-14", "Applications B(14): security plan", 193, "Plans for providing security"),
        ("application-b-15", "Applications B(15): fire plan", 197, "Plans for fire protection"),
        ("application-b-16", "Applications B(16): sound plan", 201, "Plans for sound"),
        ("application-b-17", "Applications B(17): food and drink plan", 204, "Plans for food"),
        ("application-c", "Applications C, decision, denial and appeal", 208, "The application for a special"),
    )),
)
