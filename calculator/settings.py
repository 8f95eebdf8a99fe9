"""The site's settings: the one file a municipality edits before it publishes.

The build, the rule package and the calculator page all read this file.

WHAT TO EDIT
0. SITE["title"]: the site's name, at the top of every page and in its title,
   such as "Special event permits"; or one per language of SITE["languages"],
   such as {"en": "Special event permits", "es": "Permisos para eventos especiales"}.
1. SITE["url"]: the public address the site will have, such as
   "https://example.gov/permits/".  Leave it "" for a local demo.
2. SITE["places"]: the places this site publishes, by id ("village", "city").
   A village that publishes only its own rules writes ["village"].
   `make build PLACES=village` does the same for one build only.
   SITE["languages"]: the languages the calculator speaks, English first (the
   default): ["en", "es"] for English and Spanish, ["en"] for English only (the
   site then holds no word of another language).
3. For each place you publish, fill in SETTINGS[id]:
   - "name": how the pages name the place, such as "the Village of Springdale";
   - "office", "phone", "address", "email": who organizers contact and apply to;
     "office" and "address" may be one per language, as the title, such as
     {"en": "Village Clerk-Treasurer", "es": "Secretario-Tesorero de la Villa"};
   - "code_url": the link to the official code online;
   - "apply_url": the link to apply online, or to the page about applying;
   - "apply_form": a form to download: a path under docs/ inside the place's own
     folder (such as "village/forms/application.pdf") or a full address;
     "" when there is none;
   - "holidays": the days the office is closed, as "YYYY-MM-DD" dates; the
     calculator skips them when it counts business days;
   - "text_last_checked": the day ("YYYY-MM-DD") someone last checked the copy of
     the ordinance in calculator/jurisdictions/<id>/ordinance.txt against the
     official code.
4. Run `make publish`.  It names every value still to fill in.

Everything in [square brackets] is a placeholder.  The demo site (`make build`)
shows placeholders as they are, with an "example settings" notice on every page;
`make publish` stops until none is left.  The ordinance texts do not name either
municipality, so the example names are "the Village" and "the City".
"""

SITE = {
    "title": {"en": "Special event permits", "es": "Permisos para eventos especiales"},
    "url": "",
    "places": ["village", "city"],
    "languages": ["en", "es"],
    # Offline, a page the browser kept says "Saved copy from <the day it was published>";
    # a copy older than this many days gets a stronger warning, and its answers are
    # marked as possibly out of date in the summary, the printout and the calendar file.
    "saved_copy_old_after_days": 30,
}

SETTINGS = {
    "village": {
        "name": "the Village",
        "office": {"en": "Village Clerk-Treasurer",
                   "es": "Secretario-Tesorero de la Villa (Village Clerk-Treasurer)"},
        "phone": "[phone number]",
        "address": "[office address]",
        "email": "[email address]",
        "code_url": "[link to the official code]",
        "apply_url": "[link to apply online]",
        "apply_form": "",
        "holidays": [],
        "text_last_checked": "[date checked, YYYY-MM-DD]",
    },
    "city": {
        "name": "the City",
        "office": {"en": "Development Services Department",
                   "es": "Departamento de Servicios de Desarrollo (Development Services Department)"},
        "phone": "[phone number]",
        "address": "[office address]",
        "email": "[email address]",
        "code_url": "[link to the official code]",
        "apply_url": "[link to apply online]",
        "apply_form": "",
        "holidays": [],
        "text_last_checked": "[date checked, YYYY-MM-DD]",
    },
}
