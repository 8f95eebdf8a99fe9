"""What the site's pages say about the Village besides its rules.

The build reads this module (the calculator's place question, the home page, the
overview and the full-text page); the calculator page does not, so it is not shipped
to the browser (hooks/calculator_runtime.py, PLACE_CPYTHON_ONLY).
"""

# The place question's hint in the calculator, and the place's line on the home page.
DESCRIPTION = "A Wisconsin village. Its special events article, Ord. No. 05-91."
# How the pages name the place: ``{name}`` is its name in calculator/settings.py.
NAMED = 'The rules do not name the village. So we call it "{name}".'
# Where the place is, as far as its text says (the home page).
WHERE = "They name Wisconsin."
# The full-text page, before the text: whose are the headings and labels.
HEADINGS = ("The ordinance has no headings. The headings on this page and the small labels above each part "
            "are ours, not the ordinance's.")

# What the text we have lacks (parts missing or cut off), shown with its clause on the
# full-text page (calculator/clauses.py, notes_by_anchor): the one place for these facts.
TEXT_NOTES = (
    {
        "anchor": "definitions",
        "kind": "missing_text",
        "title": "The defined words are missing",
        "text": "In the text we have, each of the three definitions below has lost "
                "the word it defines. We call them the first, second and third "
                "definition. We do not guess the missing words.",
    },
    {
        "anchor": "conditions-7",
        "kind": "missing_text",
        "title": "A footnote is missing",
        "text": "The mark \"[1]\" at the end of this part points to a footnote. "
                "That footnote is not in the text we have.",
    },
)
