"""The one term list: each legal term of the rules once, and how a text writes it in each language.

Its words live in the catalogs, as everything a person reads does: ``term.<id>`` is the term in that
language ("bond", "fianza"), and ``term.<id>.meaning`` its plain meaning, for the terms the site explains (calculator/glossary.py finds those in a text: the guides'
glossary pages, the form's hints and the answer's "Words" read them).

A translator uses this list, and tests/test_words.py holds the catalogs to it: where the English
words of a key use a term (outside \u201cquoted\u201d ordinance words), the words of the same key in
another language use that language's term.  The guides in Spanish are to use the same list.

``TERMS`` are the terms every place shares (in calculator/words_<language>.py); each place's own, its
offices and its name, are in its package's ``terms.yaml`` (``place_terms``; their words in the place's catalogs).  Each entry is ``(id, english_forms,
spanish_forms)``: the forms a text writes the term in, as
regular expressions matched on whole words (the English ones case-insensitive, except where the term
is the name of an office or the place); ``None`` means the term itself (``term.<id>``) and its plural
(an "s" or "es" added).  The id is the glossary page's anchor of a term it explains (``#right-of-way``).

Build-only (calculator/build/: never shipped to the browser): it holds both languages' forms.
"""

import os

import yaml

from .. import words
from ..jurisdictions import ORDER

TERMS = (
    # (id, English forms, Spanish forms)
    ("special-event-permit", None, r"permisos? para evento especial"),
    ("special-event", r"special events?", r"eventos? especial(?:es)?"),
    ("permit", r"permits?", r"permisos?"),
    ("permission", r"permission", r"autorizaci(?:ón|ones)"),   # not "permiso": that is a permit
    ("get-a-permit", r"get(?:s|ting)?\b.{0,12}\bpermits?", r"obt(?:en|ien)\w*"),   # "obtener", not "tener"
    ("bond", r"(?:surety )?bonds?", r"fianzas?"),
    ("surety", r"surety(?! bond)", r"compañías? afianzadoras?"),
    ("cash-deposit", r"cash deposits?|cash", r"efectivo"),
    ("insurance", r"insurance|insured", r"seguros?"),
    ("certificate-of-insurance", None, None),
    ("right-of-way", r"rights?-of-way", r"derechos? de vía"),
    ("residential-zone", r"residential zones?|residential-zoned", r"zonas? residencial(?:es)?"),
    ("legal-description", None, r"descripci(?:ón|ones) legal(?:es)?"),
    ("nonprofit", r"nonprofits?", r"sin fines de lucro"),
    ("tax-exempt", r"tax-exempt", r"exent[ao]s? de impuestos"),
    ("indemnify", r"indemnify|indemnity", r"indemniz\w*"),
    ("hold-harmless", r"hold\b.{0,20}\bharmless", r"exim\w* de responsabilidad"),
    ("business-day", r"business days?", r"días? hábil(?:es)?"),
    ("calendar-day", r"calendar days?", r"días? calendario"),
    ("calendar-year", None, r"años? calendario"),
    ("applicant", r"applicants?", r"solicitantes?"),
    ("application", r"applications?", r"solicitud(?:es)?"),
    ("written-statement", r"written statements?", r"declaraci(?:ón|ones) por escrito"),   # not "carta"
    ("exemption", r"exemptions?", r"exenci(?:ón|ones)"),
    ("exempt", r"exempt(?:ed)?", r"exent[ao]s?"),
    ("road-closure", r"road closures?|closures?|clos(?:e|es|ed) (?:a|the same) road", r"cierres?|cierr[ae]n?|cerrar"),
    ("block-party", r"block[ -]part(?:y|ies)", r"fiestas? de cuadra"),
    ("street-fair", r"street fairs?", r"ferias? callejeras?"),
    ("parade", r"parades?", r"desfiles?"),
    ("vendor", r"vendors?", r"vendedor(?:es)?"),
    ("barricade", r"barricades?", r"barricadas?"),
    ("appeal", r"appeal(?:s|ed)?", r"apela\w*|apele"),
    ("hear", r"hear(?:s|d)?", r"audiencias?"),   # an appeal is decided at a hearing ("resolver ... en una audiencia")
    ("revoke", r"revoked?|revocation", r"revoca\w*"),
    ("deny", r"den(?:y|ies|ied|ial)", r"deneg\w*|denieg\w*"),
    ("footcandle", r"footcandles?", r"bujías?-pie"),
    ("physician", r"physicians?", r"médicos?"),
    ("nurse", r"nurses?", r"enfermer[oa]s?"),
    ("security-guard", r"(?:security )?guards?", r"guardias?"),
    ("ambulance", r"ambulances?", r"ambulancias?"),
    ("shuttle", r"shuttles?", r"transporte"),
    ("toilet", r"toilets?", r"inodoros?"),
    ("lavatory", r"sinks?|lavator(?:y|ies)", r"lavamanos"),
    ("trash", r"trash", r"basura"),
    ("wastewater", None, r"aguas residuales"),
    ("parking", r"parking", r"estacionamientos?"),
    ("fire-protection", None, None),
    ("fire-marshal", r"(?-i:Fire Marshal)", r"jefes? de prevención de incendios"),   # the Fire Chief is another
    ("police-officer", r"(?-i:Police Officer)", r"agentes? de policía"),
    ("police", r"police", r"policía"),
    ("judicial-review", None, None),
    ("certiorari", None, None),
    ("tax-roll", None, None),
    ("weekend", r"weekends?", r"fin(?:es)? de semana"),
    ("federal-holiday", r"federal holidays?", r"días? feriados? federal(?:es)?"),
    ("holiday", r"holidays?", r"feriados?"),
    ("seating-capacity", None, None),
    ("permanent-venue", r"permanent venues?", r"recintos? permanentes?"),
    ("private-premises", None, r"propiedad(?:es)? privadas?"),
    ("deadline", r"deadlines?", r"plazos?"),
    ("article", r"(?:the )?article", r"artículo"),
    ("ordinance", r"ordinances?", r"ordenanzas?"),
    ("not-sure", None, None),
    ("mutcd", r"(?-i:MUTCD)", r"MUTCD"),
)

# Each place's own terms, its offices and its name, are in its package: ``terms.yaml`` (PLACE_FILE), read by the
# build only, with their words in the place's catalogs (calculator/jurisdictions/<id>/words_<language>.py), so a
# one-place site ships no word of another place and a new place adds its own terms without touching this file.
PLACE_FILE = "terms.yaml"
FORMS = ("en", "es")   # the forms each entry gives: English, then Spanish


def place_terms(place):
    """[(id, English forms, Spanish forms)] of ``place``'s own terms, in its file's order ([] without one)."""
    path = os.path.join(os.path.dirname(os.path.dirname(__file__)), "jurisdictions", place, PLACE_FILE)
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as handle:
        entries = yaml.safe_load(handle) or []
    for entry in entries:
        if sorted(entry) != sorted(("id",) + FORMS):
            raise ValueError("%s: each term has exactly %s, not %r" % (path, ", ".join(("id",) + FORMS), entry))
    return [(entry["id"],) + tuple(entry[language] for language in FORMS) for entry in entries]


def every():
    """[(id, place or None, English forms, Spanish forms)] of every term: the shared ones, then each place's."""
    return [(ident, None, english, spanish) for ident, english, spanish in TERMS] + [
        (ident, place, english, spanish) for place in ORDER for ident, english, spanish in place_terms(place)]


def named(language):
    """[(id, the term in ``language``)] of every term, in ``every()``'s order, from the catalogs."""
    return [(ident, words.text(language, "term." + ident, place)) for ident, place, _, _ in every()]
