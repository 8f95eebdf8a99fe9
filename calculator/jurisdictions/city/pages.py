"""What the site's pages say about the City besides its rules.

The build reads this module (the calculator's place question, the home page, the
overview and the full-text page); the calculator page does not, so it is not shipped
to the browser (hooks/calculator_runtime.py, PLACE_CPYTHON_ONLY).
"""

# The place question's hint in the calculator, and the place's line on the home page.
DESCRIPTION = "A Texas city. Its special events article, Ordinance CO08-21-01-28-E2."
# How the pages name the place: ``{name}`` is its name in calculator/settings.py.
NAMED = 'The rules do not name the city. So we call it "{name}".'
# Where the place is, as far as its text says (the home page).
WHERE = "They do not name a state. The source we got them from says the city is in Texas."
# The full-text page, before the text: whose are the headings and labels.
HEADINGS = ("The ordinance has no headings. The headings on this page and the small labels above each part "
            "are ours, not the ordinance's.")

# What the text we have lacks (parts missing or cut off), shown with its clause on the
# full-text page (calculator/clauses.py, notes_by_anchor): the one place for these facts.
TEXT_NOTES = (
    {
        "anchor": "definition",
        "kind": "missing_text",
        "title": "The text is cut off here",
        "text": "The text stops after \"or other events that:\". "
                "The rest of this definition is not in the text we have.",
    },
    {
        "anchor": "exemptions",
        "kind": "missing_text",
        "title": "Not in the text we have",
        "text": "This part is not in the text we have: section 6.03.003. "
                "The permit rule says \"unless exempted per section 6.03.003\", "
                "so that section lists events that are exempt. Its words are missing.",
    },
    {
        "anchor": "application-14",
        "kind": "missing_text",
        "title": "Not in the text we have",
        "text": "This part is not in the text we have: item (14) of the list. "
                "The list goes from item (13) to item (15).",
    },
    {
        "anchor": "application-17",
        "kind": "missing_text",
        "title": "Not in the text we have",
        "text": "This part is not in the text we have: item (17) of the list. "
                "The list goes from item (16) to item (20).",
    },
    {
        "anchor": "application-18",
        "kind": "missing_text",
        "title": "Not in the text we have",
        "text": "This part is not in the text we have: item (18) of the list. "
                "The list goes from item (16) to item (20).",
    },
    {
        "anchor": "application-19",
        "kind": "missing_text",
        "title": "Not in the text we have",
        "text": "This part is not in the text we have: item (19) of the list. "
                "The list goes from item (16) to item (20).",
    },
    {
        "anchor": "refusal-1",
        "kind": "missing_text",
        "title": "The text is cut off here",
        "text": "The text stops after \"so as to:\". "
                "The rest of this ground for refusal is not in the text we have.",
    },
)
