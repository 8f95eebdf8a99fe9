"""The words every place shares, in Spanish (see calculator/words.py for the shape).

Its terms are those of calculator/build/terms.py; words in \u201ccurly quotes\u201d are the ordinance's own English.
"""

WORDS = {
    # ---------------------------------------------------------------- the languages
    "language.en": "inglés",
    "language.es": "español",

    # ---------------------------------------------------------------- the shared questions (inputs.py)
    "jurisdiction.label": "el lugar",
    "jurisdiction.question": "¿Dónde será el evento?",
    "jurisdiction.hint": "Cada lugar tiene sus propias reglas. Elija el lugar donde necesita el permiso.",
    "today.label": "la fecha de hoy",
    "today.question": "Fecha de hoy",
    "today.hint": "Contamos los días que faltan desde esta fecha. Al principio es la fecha de hoy en su aparato; "
                  "cámbiela para planear desde otro día.",
    "event_start.label": "la fecha en que empieza el evento",
    "event_start.question": "¿Cuándo empieza el evento?",
    "event_start.hint": "El primer día del evento.",
    "event_end.label": "la fecha en que termina el evento",
    "event_end.question": "¿Cuándo termina el evento?",
    "event_end.hint": "El último día. Déjelo en blanco si el evento dura un solo día.",
    "peak_attendance.label": "el mayor número de personas en el evento a la vez",
    "peak_attendance.question": "¿Cuántas personas habrá en la hora de más gente?",
    "peak_attendance.hint": "El mayor número de personas en el evento a la vez. Si las reglas no dicen si se "
                            "cuenta al personal y a los artistas, lo seguro es contarlos. Por ejemplo, {example}.",
    "locations.label": "el número de lugares que usa el evento",
    "locations.question": "¿Cuántos lugares separados usará el evento?",
    "locations.hint": "Déjelo en blanco si todo es en un solo lugar.",
    "answer.true": "Sí",
    "answer.false": "No",
    "answer.unsure": "No lo sé",

    # ---------------------------------------------------------------- error messages (inputs.py, __init__.py)
    "error.not_answers": "Las respuestas deben ser un grupo de valores con nombre.",
    "error.jurisdiction": "Elija {places}.",
    "error.language": "Elija {languages}.",
    "error.required": "Escriba {label}.",
    "error.date": "Escriba {label} como fecha, así: 2026-08-15.",
    "error.date_range": "Escriba {label} entre {first} y {last}.",
    "error.date_impossible": "Revise {label}: ese día no existe en ese mes.",
    "error.yes_no_unsure": "Elija sí, no o «no lo sé» para decir {label}.",
    "error.yes_no": "Elija sí o no para decir {label}.",
    "error.choice": "Elija una de las respuestas que se dan para {label}.",
    "error.whole_number": "Escriba {label} como número entero, por ejemplo 300.",
    "error.number": "Escriba {label} como número, por ejemplo 3 o 2.5.",
    "error.minimum": "Escriba un número de {minimum} o más para {label}.",
    "error.above": "Escriba un número mayor que {above} para {label}.",
    "error.maximum": "Escriba un número de {maximum:,} o menos para {label}.",
    "error.unknown": "Esta calculadora no tiene ninguna pregunta llamada «{name}». Revise el enlace que usó.",
    "error.more_unknown": "Hay {count} nombres más que esta calculadora no pregunta.",
    "error.end_before_start": "La fecha en que termina debe ser la misma o después de la fecha en que empieza.",
    "cli.no_question": "No hay ninguna pregunta llamada {name} para {place}.",
    "cli.did_you_mean": "¿Quiso decir {name}?",
    "cli.questions": "Las preguntas son: {names}.",
    "cli.allowed": "{message} Valores que se aceptan para {name}: {values}.",
    "cli.language_twice": "Las respuestas piden el idioma {given} y --language pide {option}: dé solo uno.",

    # ---------------------------------------------------------------- dates, counts and lists
    "date.long": "{weekday}, {day} de {month} de {year}",
    "date.weekdays": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    "date.months": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
                    "octubre", "noviembre", "diciembre"),
    "list.comma": ", ",
    "list.and": " y ",
    "list.or": " o ",
    "count.days": ("{count:,} día", "{count:,} días"),
    "count.calendar_days": ("{count:,} día calendario", "{count:,} días calendario"),
    "count.business_days": ("{count:,} día hábil", "{count:,} días hábiles"),
    "count.hours": ("{count:,} hora", "{count:,} horas"),

    # ---------------------------------------------------------------- US federal holidays (holidays.py)
    "holiday.new_year": "Año Nuevo",
    "holiday.juneteenth": "Día Nacional de la Independencia de Juneteenth",
    "holiday.independence": "Día de la Independencia",
    "holiday.veterans": "Día de los Veteranos",
    "holiday.christmas": "Navidad",
    "holiday.king": "Natalicio de Martin Luther King, Jr.",
    "holiday.washington": "Natalicio de Washington",
    "holiday.memorial": "Día de los Caídos",
    "holiday.labor": "Día del Trabajo",
    "holiday.columbus": "Día de Colón",
    "holiday.thanksgiving": "Día de Acción de Gracias",
    "holiday.observed": "{name} (día en que se observa)",

    # ---------------------------------------------------------------- days the office may be closed (results.py)
    "last_day.apply_by": "El último día para presentar la solicitud",
    "closed.shown": "{what} es el {day}",
    "closed.shown_or": "{what} es el {day}, o el {earliest} {reading}",
    "closed.weekend": "el {day} es fin de semana",
    "closed.office": "el {day} es día feriado de la oficina",
    "closed.federal": "el {day} es {name}, un día feriado federal",
    "closed.warning": "{shown}. La oficina puede estar cerrada en estos días: {closed}. Por eso, planee hacerlo "
                      "a más tardar el {act}.",
    "closed.federal_note": "Las oficinas suelen cerrar en los días feriados federales; pregunte en la oficina.",

    # ---------------------------------------------------------------- readings (readings.py)
    "readings.two": "Una forma de leerlo: {one} La otra: {other}",
    "readings.told": "{question} {readings}",

    # ---------------------------------------------------------------- the legal terms (calculator/build/terms.py)
    # Each term once; a term the site explains has its plain meaning (calculator/glossary.py).
    "term.special-event-permit": "permiso para evento especial",
    "term.special-event": "evento especial",
    "term.permit": "permiso",
    "term.permission": "autorización",
    "term.get-a-permit": "obtener un permiso",
    "term.bond": "fianza",
    "term.bond.meaning": "Dinero, o una promesa de dinero, que se guarda para asegurar que usted cumpla lo que "
                         "acordó. Si no cumple, ese dinero puede pagar el daño o la limpieza. Una fianza puede ser "
                         "en efectivo o una promesa de una compañía afianzadora.",
    "term.surety": "compañía afianzadora",
    "term.surety.meaning": "Una compañía que promete pagar por usted si usted no cumple lo que acordó. Una fianza "
                           "de una compañía afianzadora (surety bond) es esa clase de promesa: usted le paga una "
                           "cuota a la compañía, y ella le paga a la otra parte si usted falla. Después, usted le "
                           "devuelve el dinero a la compañía.",
    "term.cash-deposit": "depósito en efectivo",
    "term.insurance": "seguro",
    "term.certificate-of-insurance": "certificado de seguro",
    "term.right-of-way": "derecho de vía",
    "term.right-of-way.meaning": "La franja de terreno público por donde pasa una calle. Muchas veces incluye la "
                                 "acera, el pasto de al lado y las orillas de la calle, no solo la parte "
                                 "pavimentada.",
    "term.residential-zone": "zona residencial",
    "term.residential-zone.meaning": "Un área que el mapa de zonas de la localidad reserva sobre todo para "
                                     "viviendas. Para saber si una calle está en una, pregunte en la oficina que "
                                     "tramita los permisos.",
    "term.legal-description": "descripción legal",
    "term.legal-description.meaning": "La forma exacta en que los registros oficiales nombran un terreno, por "
                                      "ejemplo por lote y manzana o por sus linderos. Es más que la dirección de "
                                      "la calle. Suele estar en la escritura o en la factura de impuestos, y la "
                                      "oficina de propiedades del condado puede buscarla.",
    "term.nonprofit": "sin fines de lucro",
    "term.nonprofit.meaning": "Un grupo que no existe para ganar dinero para sus dueños, como una obra de caridad, "
                              "una iglesia o un club del barrio. El dinero que gana vuelve a su trabajo.",
    "term.tax-exempt": "exento de impuestos",
    "term.indemnify": "indemnizar",
    "term.indemnify.meaning": "Prometer pagar una pérdida o un reclamo que otra persona pueda tener. Si usted "
                              "indemniza a alguien y lo demandan por su evento, usted paga, no esa persona. Un "
                              "acuerdo de indemnización es una promesa firmada de este tipo.",
    "term.hold-harmless": "eximir de responsabilidad",
    "term.business-day": "día hábil",
    "term.calendar-day": "día calendario",
    "term.calendar-year": "año calendario",
    "term.applicant": "solicitante",
    "term.application": "solicitud",
    "term.written-statement": "declaración por escrito",
    "term.exemption": "exención",
    "term.exempt": "exento",
    "term.road-closure": "cierre de calle",
    "term.block-party": "fiesta de cuadra",
    "term.street-fair": "feria callejera",
    "term.parade": "desfile",
    "term.vendor": "vendedor",
    "term.barricade": "barricada",
    "term.appeal": "apelación",
    "term.hear": "resolver (una apelación) en una audiencia",
    "term.revoke": "revocar",
    "term.deny": "denegar",
    "term.footcandle": "bujía-pie",
    "term.footcandle.meaning": "Una medida de cuánta luz cae sobre el suelo u otra superficie. Cuantas más "
                               "bujías-pie, más fuerte es la luz. Un medidor de luz puede medirla.",
    "term.physician": "médico",
    "term.nurse": "enfermero",
    "term.security-guard": "guardia de seguridad",
    "term.ambulance": "ambulancia",
    "term.shuttle": "servicio de transporte",
    "term.toilet": "inodoro",
    "term.lavatory": "lavamanos",
    "term.trash": "basura",
    "term.wastewater": "aguas residuales",
    "term.parking": "estacionamiento",
    "term.fire-protection": "protección contra incendios",
    "term.fire-marshal": "jefe de prevención de incendios",
    "term.police-officer": "agente de policía",
    "term.police": "policía",
    "term.judicial-review": "revisión judicial",
    "term.certiorari": "certiorari",
    "term.tax-roll": "registro de impuestos",
    "term.weekend": "fin de semana",
    "term.federal-holiday": "día feriado federal",
    "term.holiday": "día feriado",
    "term.seating-capacity": "capacidad de asientos",
    "term.permanent-venue": "recinto permanente",
    "term.private-premises": "propiedad privada",
    "term.deadline": "plazo",
    "term.article": "artículo",
    "term.ordinance": "ordenanza",
    "term.not-sure": "no lo sé",
    "term.mutcd": "MUTCD",
    "term.mutcd.meaning": "La sigla en inglés del Manual on Uniform Traffic Control Devices (Manual de "
                          "Dispositivos Uniformes de Control de Tránsito). Es el libro nacional de reglas para las "
                          "señales, los semáforos, los conos y las rayas de las calles en los Estados Unidos. Los "
                          "planes para cerrar una calle o desviar los carros suelen seguirlo.",

    # ---------------------------------------------------------------- answers given as "not sure" (unsure.py)
    "unsure.whether_permit": "Si necesita un permiso o no",
    "unsure.whether_allowed": "Si este evento puede obtener un permiso tal como lo describe",
    "unsure.status": "{whether} depende de {questions}. Usted respondió «No lo sé». Responda {that} para tener una "
                     "respuesta clara.",
    "unsure.count": "Cuántos permisos necesita depende de {questions}. Usted respondió «No lo sé», así que "
                    "mostramos el número más alto. Responda {that} para saberlo con certeza.",
    "unsure.some_answers": "Esto vale con algunas respuestas sobre {questions}, así que puede que no sea su caso. "
                           "Responda {that} para saberlo con certeza.",
    "unsure.date": "Esta fecha depende de {questions}. Mostramos la más temprana que puede ser. Responda {that} "
                   "para saberlo con certeza.",
    "unsure.most": "Esto depende de {questions}. Mostramos lo más que puede ser. Responda {that} para saberlo con "
                   "certeza.",
    "unsure.depends": "Esto depende de {questions}. Responda {that} para saberlo con certeza.",
    "unsure.that": ("esa pregunta", "esas preguntas"),

    # ---------------------------------------------------------------- what would change the answer (what_if.py)
    # "{change}, {effect}.": the change is the place's what_if.<question>.<form or answer>, the effects these.
    "what_if.sentence": "{change}, {effect}.",
    "what_if.status.not_required": "el evento no necesitaría permiso",
    "what_if.status.required": ("el evento necesitaría un permiso", "el evento necesitaría {count:,} permisos"),
    "what_if.status.unclear": "no estaría claro si el evento necesita permiso",
    "what_if.status.prohibited": "el evento no podría obtener un permiso tal como lo describe",
    "what_if.permits": ("el evento necesitaría {count:,} permiso", "el evento necesitaría {count:,} permisos"),
    "what_if.day.apply_by": "tendría que presentar la solicitud a más tardar el {day}",
}
