"""Plain words for the hard words of the rules: one short definition each, in one place.

The guides' "Words used in the rules" page of each place and the links from the guides
to it come from here (hooks/glossary.py); the calculator's form and answer can read the
same entries.  A definition is general English, not a rule: it never says what an
ordinance requires (the guides and the calculator do that, with citations).  Where an
ordinance itself defines a word, that definition is the ordinance's, quoted with its
citation, and does not belong here.

Each entry is ``(key, term, forms, definition)``:

- ``key``: the entry's id, also its anchor on the glossary page (``#right-of-way``);
- ``term``: the word as the glossary shows it;
- ``forms``: the ways a text writes it, in lower case ("rights-of-way"); a place's
  glossary page lists an entry when one of its forms is in the place's ordinance;
- ``definition``: plain sentences at a grade 8 reading level or below.

Portable: plain tuples, no dict order relied on (CPython and MicroPython).
"""

GLOSSARY = (
    ("bond", "Bond",
     ("bond", "bonds"),
     "Money, or a promise of money, held to make sure you do what you agreed to do. "
     "If you do not, the money can pay for the harm or the clean-up. "
     "A bond can be cash, or a promise from a surety company."),
    ("footcandle", "Footcandle",
     ("footcandle", "footcandles"),
     "A measure of how much light falls on the ground or another surface. "
     "The more footcandles, the brighter the light. A light meter can measure it."),
    ("indemnify", "Indemnify",
     ("indemnify", "indemnity", "indemnifies"),
     "To promise to pay for a loss or a claim that someone else may face. "
     "If you indemnify someone and they are sued because of your event, you pay, not them. "
     "An indemnity agreement is a signed promise of this kind."),
    ("legal-description", "Legal description",
     ("legal description",),
     "The exact way official records name a piece of land, such as by lot and block or by "
     "its boundary lines. It is more than a street address. A deed or a tax bill often shows it, "
     "and the county's property office can look it up."),
    ("mutcd", "MUTCD",
     ("mutcd", "manual on uniform traffic-control devices", "manual on uniform traffic control devices"),
     "Short for the Manual on Uniform Traffic Control Devices. It is the national book of rules "
     "for traffic signs, signals, cones and lines on roads in the United States. Plans to close a "
     "road or send cars another way often follow it."),
    ("nonprofit", "Nonprofit",
     ("nonprofit", "nonprofits", "non-profit"),
     "A group that is not run to make money for its owners, such as a charity, a church or a "
     "community club. Money it makes goes back into its work."),
    ("residential-zone", "Residential zone",
     ("residential zone", "residential zones", "residential-zoned"),
     "An area that the local zoning map sets aside mostly for homes. "
     "To find out if a road is in one, ask the office that handles permits."),
    ("right-of-way", "Right-of-way",
     ("right-of-way", "rights-of-way", "right of way"),
     "The strip of public land that a street runs on. It often takes in the sidewalk, the grass "
     "beside it and the edges of the road, not only the paved part."),
    ("surety", "Surety",
     ("surety",),
     "A company that promises to pay for you if you do not do what you agreed to do. "
     "A surety bond is that kind of promise: you pay the company a fee, and it pays the other side "
     "if you fail. Then you pay the company back."),
)


def entry(key):
    """The entry with this key as a dict (``key``, ``term``, ``forms``, ``definition``), or None."""
    for item in GLOSSARY:
        if item[0] == key:
            return {"key": item[0], "term": item[1], "forms": list(item[2]), "definition": item[3]}
    return None


def found_in(text):
    """The keys of the entries one of whose forms is in ``text`` (any case), in glossary order."""
    lower = text.lower()
    return [item[0] for item in GLOSSARY if any(_has_word(lower, form) for form in item[2])]


def _has_word(text, form):
    """Whether ``form`` is in ``text`` as whole words ("bond", not "bondage" or "vagabond")."""
    start = text.find(form)
    while start >= 0:
        end = start + len(form)
        if (start == 0 or not _is_word_char(text[start - 1])) and (end == len(text) or not _is_word_char(text[end])):
            return True
        start = text.find(form, start + 1)
    return False


def _is_word_char(character):
    return character.isalpha() or character.isdigit() or character in "-_"
