"""Deployment settings: the one place a municipality fills in its own details.

The ordinance texts do not name either municipality, so the defaults say
"the Village" and "the City".  Everything in square brackets is a placeholder that
the site shows as-is until a municipality replaces it.

``holidays`` lists the ISO dates (YYYY-MM-DD) on which the offices are closed.
They are skipped when the calculator counts business days.  Neither ordinance
lists holidays, so the list is empty until the municipality fills it in.
"""

SETTINGS = {
    "village": {
        "name": "the Village",
        "office": "Village Clerk-Treasurer",
        "phone": "[phone number]",
        "address": "[office address]",
        "email": "[email address]",
        "code_url": "[link to the official code]",
        "holidays": [],
    },
    "city": {
        "name": "the City",
        "office": "Development Services Department",
        "phone": "[phone number]",
        "address": "[office address]",
        "email": "[email address]",
        "code_url": "[link to the official code]",
        "holidays": [],
    },
}
