"""One term list: each legal term of the rules in English and the one Spanish term for it.

A translator uses this list, and tests/test_words.py holds the Spanish catalogs to it: where the
English words of a key use a term (outside \u201cquoted\u201d ordinance words), the Spanish words of
the same key use its Spanish term.  The guides in Spanish are to use the same list.

Each entry is ``(english, spanish, english_forms, spanish_forms)``: the term as a glossary shows it
in each language, and the forms a text writes it in, as regular expressions matched on whole words
(the English ones case-insensitive, except where the term is the name of an office or the place);
``None`` means the term itself and its plural (an "s" or "es" added).

CPython only (the build leaves it out of the browser's archives): it holds both languages.
"""

TERMS = (
    # (english, spanish, english forms, spanish forms)
    ("special event permit", "permiso para evento especial", None, r"permisos? para evento especial"),
    ("special event", "evento especial", r"special events?", r"eventos? especial(?:es)?"),
    ("permit", "permiso", r"permits?", r"permisos?"),
    ("bond", "fianza", r"(?:surety )?bonds?", r"fianzas?"),
    ("surety", "compañía afianzadora", r"surety(?! bond)", r"compañías? afianzadoras?"),
    ("cash deposit", "depósito en efectivo", r"cash deposits?|cash", r"efectivo"),
    ("insurance", "seguro", r"insurance|insured", r"seguros?"),
    ("certificate of insurance", "certificado de seguro", None, None),
    ("right-of-way", "derecho de vía", r"rights?-of-way", r"derechos? de vía"),
    ("residential zone", "zona residencial", r"residential zones?|residential-zoned", r"zonas? residencial(?:es)?"),
    ("nonprofit", "sin fines de lucro", r"nonprofits?", r"sin fines de lucro"),
    ("tax-exempt", "exento de impuestos", r"tax-exempt", r"exent[ao]s? de impuestos"),
    ("indemnify", "indemnizar", r"indemnify|indemnity", r"indemniz\w*"),
    ("hold harmless", "eximir de responsabilidad", r"hold\b.{0,20}\bharmless", r"exim\w* de responsabilidad"),
    ("business day", "día hábil", r"business days?", r"días? hábil(?:es)?"),
    ("calendar day", "día calendario", r"calendar days?", r"días? calendario"),
    ("calendar year", "año calendario", None, r"años? calendario"),
    ("applicant", "solicitante", r"applicants?", r"solicitantes?"),
    ("application", "solicitud", r"applications?", r"solicitud(?:es)?"),
    ("exemption", "exención", r"exemptions?", r"exenci(?:ón|ones)"),
    ("exempt", "exento", r"exempt(?:ed)?", r"exent[ao]s?"),
    ("road closure", "cierre de calle", r"road closures?|closures?|clos(?:e|es|ed) (?:a|the same) road",
     r"cierres?|cierr[ae]n?|cerrar"),
    ("block party", "fiesta de cuadra", r"block[ -]part(?:y|ies)", r"fiestas? de cuadra"),
    ("street fair", "feria callejera", r"street fairs?", r"ferias? callejeras?"),
    ("parade", "desfile", r"parades?", r"desfiles?"),
    ("vendor", "vendedor", r"vendors?", r"vendedor(?:es)?"),
    ("appeal", "apelación", r"appeal(?:s|ed)?", r"apela\w*|apele"),
    ("revoke", "revocar", r"revoked?|revocation", r"revoca\w*"),
    ("deny", "negar", r"den(?:y|ies|ied|ial)", r"n(?:ie|e)g\w*"),
    ("footcandle", "bujía-pie", r"footcandles?", r"bujías?-pie"),
    ("physician", "médico", r"physicians?", r"médicos?"),
    ("nurse", "enfermero", r"nurses?", r"enfermer[oa]s?"),
    ("security guard", "guardia de seguridad", r"(?:security )?guards?", r"guardias?"),
    ("ambulance", "ambulancia", r"ambulances?", r"ambulancias?"),
    ("shuttle", "servicio de transporte", r"shuttles?", r"transporte"),
    ("toilet", "inodoro", r"toilets?", r"inodoros?"),
    ("lavatory", "lavamanos", r"sinks?|lavator(?:y|ies)", r"lavamanos"),
    ("trash", "basura", r"trash", r"basura"),
    ("wastewater", "aguas residuales", None, r"aguas residuales"),
    ("parking", "estacionamiento", r"parking", r"estacionamientos?"),
    ("fire protection", "protección contra incendios", None, None),
    ("Fire Marshal", "jefe de bomberos", r"(?-i:Fire Marshal)", r"jefe de bomberos"),
    ("Police Officer", "agente de policía", r"(?-i:Police Officer)", r"agentes? de policía"),
    ("police", "policía", r"police", r"policía"),
    ("judicial review", "revisión judicial", None, None),
    ("certiorari", "certiorari", None, None),
    ("tax roll", "registro de impuestos", None, None),
    ("weekend", "fin de semana", r"weekends?", r"fin(?:es)? de semana"),
    ("federal holiday", "día feriado federal", r"federal holidays?", r"días? feriados? federal(?:es)?"),
    ("holiday", "día feriado", r"holidays?", r"feriados?"),
    ("seating capacity", "capacidad de asientos", None, None),
    ("permanent venue", "recinto permanente", r"permanent venues?", r"recintos? permanentes?"),
    ("private premises", "propiedad privada", None, r"propiedad(?:es)? privadas?"),
    ("deadline", "plazo", r"deadlines?", r"plazos?"),
    ("article", "artículo", r"(?:the )?article", r"artículo"),
    ("ordinance", "ordenanza", r"ordinances?", r"ordenanzas?"),
    ("not sure", "no estoy seguro", None, None),
    ("MUTCD", "MUTCD", r"(?-i:MUTCD)", r"MUTCD"),
    # Offices and the places: names, written the same way every time.
    ("Village Clerk-Treasurer", "Secretario-Tesorero de la Villa", r"(?-i:Village Clerk-Treasurer)",
     r"Secretario-Tesorero de la Villa"),
    ("Village Board", "Junta de la Villa", r"(?-i:(?:Village )?Board)", r"Junta(?: de la Villa)?"),
    ("the Village", "la Villa", r"(?-i:Village)", r"Villa"),
    ("Development Services Department", "Departamento de Servicios de Desarrollo",
     r"(?-i:Development Services Department)", r"Departamento de Servicios de Desarrollo"),
    ("Director of Development Services", "Director de Servicios de Desarrollo",
     r"(?-i:Director of Development Services)", r"Director de Servicios de Desarrollo"),
    ("Public Works Department", "Departamento de Obras Públicas", r"(?-i:Public Works Department)",
     r"Departamento de Obras Públicas"),
    ("Police Department", "Departamento de Policía", r"(?-i:Police Department)", r"Departamento de Policía"),
    ("City services", "servicios de la Ciudad", r"(?-i:City services)", r"servicios de la Ciudad"),
    ("City property", "propiedad de la Ciudad", r"(?-i:City property)", r"propiedad de la Ciudad"),
    ("the City", "la Ciudad", r"(?-i:City)", r"Ciudad"),
)
