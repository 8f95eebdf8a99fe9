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
    "closed.federal_note": "Las oficinas suelen cerrar en los días feriados federales. Pregunte en la oficina.",
    "closed.earlier": "El último día según las reglas es el {day}. Mostramos un día anterior porque {why}.",
    "closed.maybe": "la oficina puede estar cerrada {when}",
    "closed.for": "por {names}",
    "closed.on": "el {days}",

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
    "unsure.depends": "Esto depende de {questions}. Responda {that} para saberlo bien.",
    "unsure.that": ("esa pregunta", "esas preguntas"),
    "unsure.if": "Si {answers}: {text}",
    "unsure.if_some": "Con algunas respuestas sobre {questions}: {text}",
    "unsure.headline.permit": "Puede que necesite un permiso para evento especial",
    "unsure.headline.allowed": "Puede que este evento no pueda obtener un permiso tal como lo describe",
    "unsure.verdict": ("depende de una de sus respuestas", "depende de {count:,} de sus respuestas"),
    "unsure.next_step": "Averigüe {questions}. Después responda {that} otra vez para tener una respuesta clara.",

    # ---------------------------------------------------------------- what would change the answer (what_if.py)
    # "{change}, {effect}.": the change is the place's what_if.<question>.<form or answer>, the effects these.
    "what_if.sentence": "{change}, {effect}.",
    "what_if.status.not_required": "el evento no necesitaría permiso",
    "what_if.status.required": ("el evento necesitaría un permiso", "el evento necesitaría {count:,} permisos"),
    "what_if.status.unclear": "no estaría claro si el evento necesita permiso",
    "what_if.status.prohibited": "el evento no podría obtener un permiso tal como lo describe",
    "what_if.permits": ("el evento necesitaría {count:,} permiso", "el evento necesitaría {count:,} permisos"),
    "what_if.day.apply_by": "tendría que presentar la solicitud a más tardar el {day}",
    # The guides' tables of what would change the answer (calculator/build/what_if_table.py; the build's alone).
    "guide.what_if.heading.change": "Si cambiara una respuesta",
    "guide.what_if.heading.answer": "Lo que diría la calculadora",
    "guide.what_if.heading.day": "Día para actuar",
    "guide.what_if.heading.rule": "Regla",
    "guide.what_if.same_day": "Sin cambio",
    "guide.what_if.no_day.apply_by": "No hace falta presentar la solicitud",
    "guide.what_if.no_day.notify_neighbors_by": "No hace falta mandar el aviso",
    "guide.what_if.no_day.appeal_by": "No hace falta apelar",
    "guide.what_if.not_needed": "No hace falta",
    # The guides' markers, as the hooks write them around the law's words (hooks/*.py; the build's alone).
    # {{ village.NAME.quote }}: the ordinance's words (``quote``: a marked span) and, in another language, a label.
    "guide.quote": "{quote} (texto oficial en inglés)",
    # {{ readings: ... }} (hooks/readings.py): the marks after a reading.
    "guide.readings.safe": "Esta es la forma segura de leerlo: este sitio y la calculadora la usan para planear.",
    "guide.readings.counted": "La calculadora hace sus cuentas de esta forma.",
    # {{ glossary: ... }} (hooks/glossary.py).
    "guide.glossary.used_in": "Dónde usan esta palabra las reglas:",
    "guide.glossary.none": "El texto que tenemos no usa ninguna de las palabras que explica esta página.",
    # {{ contact: ... }} and {{ how-to-apply: ... }} (hooks/contact.py).
    "guide.contact.title": "Con quién comunicarse: {name}",
    "guide.contact.office": "Oficina",
    "guide.contact.phone": "Teléfono",
    "guide.contact.address": "Dirección",
    "guide.contact.email": "Correo electrónico",
    "guide.contact.code_url": "Código oficial",
    "guide.contact.code_link": "Lea el código oficial en línea (en inglés)",
    "guide.contact.placeholder_note": "Aún falta llenar el texto entre [corchetes]. Las personas que manejan este "
                                      "sitio todavía deben agregarlo.",
    "guide.apply.heading": "Cómo presentar la solicitud",
    "guide.apply.to": "Dónde presentarla",
    "guide.apply.online": "Solicitar en línea",
    "guide.apply.form": "Formulario de solicitud",
    "guide.apply.download": "Descargar el formulario de solicitud",
    "guide.apply.how": "Cómo",
    "guide.apply.ask": "Pregunte a la oficina cómo presentar la solicitud y si hay un formulario.",
    # A place's page: its title and description (hooks/place_titles.py); {Name} is "The Village".
    "guide.title.page": "{Name}: {title}",
    "guide.title.description": "{Name}: {title} Ayuda en palabras sencillas con las reglas de {name} sobre el "
                               "permiso para evento especial.",
    # The "Copy link" buttons (hooks/copy_links.py, hooks/ordinance_text.py); {name} is the heading or label.
    "guide.copy.button": "Copiar enlace",
    "guide.copy.copied": "Copiado",
    "guide.copy.name": "Copiar enlace a {name}",
    "guide.copy.done": "Enlace a {name} copiado.",
    "guide.copy.failed": "No pudimos copiar. El enlace a {name} está al lado del botón, ya seleccionado. Cópielo "
                         "de ahí.",
    "guide.copy.shown": "Enlace a {name}",
    # {{ ordinance-text: ... }} (hooks/ordinance_text.py): the note above the text, the labels, the notes' titles.
    "guide.ordinance.about.title": "Sobre los títulos y las etiquetas",
    "guide.ordinance.about.added": "Los agregamos para ayudarle a encontrar lo que busca. Las palabras debajo de "
                                   "cada etiqueta son las de la ordenanza, en inglés, tal como las recibimos.",
    "guide.ordinance.about.link": "Cada etiqueta es también un enlace a su parte. Para mostrarle una parte a otra "
                                  "persona, use el botón «Copiar enlace» al lado de su etiqueta, o copie el enlace "
                                  "de la etiqueta.",
    "guide.ordinance.link_to_part": "(enlace a esta parte)",
    "guide.ordinance.copy_to": "a {name}",
    "guide.ordinance.note.missing_text": "Falta texto",
    "guide.ordinance.note.ambiguity": "Se puede leer de dos formas",
    "guide.ordinance.note.gap": "El texto no lo dice",
    # A table's name for a screen reader (hooks/table_regions.py): {headings} are its column headings.
    "guide.table.label": "Tabla: {headings}",
    "guide.table.unlabelled": "Tabla",
    # A time of day in a worked example (hooks/guide_examples.py's ``clock``).
    "guide.clock.time": "{hour}:{minute:02d} {half}",
    "guide.clock.am": "a. m.",
    "guide.clock.pm": "p. m.",
    "guide.clock.next_day": "{time} del día siguiente",

    # ================================================================ the calculator page's words
    # ---------------------------------------------------------------- dates and lists the page writes
    "date.no_year": "{weekday}, {day} de {month}",
    "date.no_weekday": "{day} de {month} de {year}",
    "list.semicolon": "; ",

    # ---------------------------------------------------------------- the page's state (calculator/page/__init__.py)
    "page.fault": "Lo sentimos, la calculadora no pudo calcular una respuesta con lo que usted contestó. Las guías "
                  "explican las mismas reglas.",
    "page.ready": "La calculadora está lista. Su respuesta cambia a medida que llena el formulario.",
    "page.updated": "Respuesta actualizada: {answer}",
    "page.link_copied": "Enlace copiado.",
    "page.answer_link_copied": "Enlace copiado. Abre esta respuesta.",
    "page.shared": "Compartido.",
    "page.summary_copied": "Resumen copiado.",
    "page.not_copied": "No pudimos copiar. El texto está en el cuadro de abajo.",
    "page.calendar_file": "plazos-del-permiso.ics",
    "page.calendar_saved": "Archivo de calendario descargado: {file}.",
    "page.part_loading": "Todavía se está cargando. Inténtelo otra vez en un momento.",
    "page.part_not_loaded": "No pudimos cargar esta parte de la calculadora. Revise su conexión y luego vuelva a cargar la página.",
    "page.loading": "Cargando las reglas de {place}\u2026",
    "page.not_loaded": "No pudimos cargar las reglas de {place}. Revise su conexión y luego elija el lugar otra vez.",
    "page.start_title": "Antes de empezar",
    "page.start_choose": "Primero diga dónde será el evento: luego le diremos qué pregunta ese lugar y qué debe "
                         "tener a mano.",
    "page.start_place": "{place} hace hasta {count:,} preguntas. Para una primera respuesta solo necesita {needed}.",
    "page.start_ready": "Tenga a mano: {numbers}.",
    "page.start_if_asked": "{label} (si se lo preguntan)",
    "page.start_updates": "Su respuesta sale en cuanto da lo que hace falta, y cambia a medida que avanza. Puede "
                          "dejar en blanco las demás preguntas.",

    # ---------------------------------------------------------------- the form (calculator/page/form.py)
    "page.error_prefix": "Error: ",
    "page.no_place": "Su respuesta saldrá aquí cuando diga dónde será el evento.",
    "page.put_right": "Su respuesta saldrá aquí cuando corrija los problemas de arriba.",
    "page.still_needed": "Para ver su respuesta, díganos {needed}.",
    "page.unreadable": "Escriba {label} como una fecha real. Revise el día, el mes y el año.",
    "page.separator": "Escriba {label} con una coma solo antes de cada grupo de tres cifras, así: 1,200, o sin coma.",
    "page.problems": ("Hay {count:,} problema en sus respuestas.", "Hay {count:,} problemas en sus respuestas."),

    # ---------------------------------------------------------------- the answer (calculator/page/answer.py)
    "page.deadlines_count": ("{count:,} plazo.", "{count:,} plazos."),
    "page.fact.permits": "Permisos",
    "page.fact.apply_by": "Solicite a más tardar",
    "page.fact.next_step": "Siguiente paso",
    "page.left_out": "Esta respuesta no tiene en cuenta lo que dijo sobre {labels}, por el problema marcado en esa "
                     "pregunta.",
    "page.context": "{place}, {article}. Calculado el {today}.",
    "page.context_start": "{place}, {article}. Evento que empieza el {start}. Calculado el {today}.",
    "page.status": "Permiso: {status}",
    "page.why": ("Por qué ({count:,} razón)", "Por qué ({count:,} razones)"),
    "page.deadlines": "Plazos",
    "page.no_deadlines": "No hay plazos, porque usted no necesita un permiso.",
    "page.warnings": "Avisos",
    "page.requirements": "Lo que se puede exigir en el lugar",
    "page.requirements_no_permit": "Lo que se exigiría en el lugar si necesitara un permiso",
    "page.not_required": "No se exige para su evento ({count}): {labels}",
    "page.not_required_no_permit": "No se exige, porque usted no necesita un permiso ({count}): {labels}",
    "page.checklist": "Lista para la solicitud",
    "page.nothing_to_prepare": "No hay nada que preparar, porque usted no necesita un permiso.",
    "page.apply": "Cómo presentar la solicitud",
    "page.answers": "Sus respuestas",
    "page.change": "Cambiar",
    "page.what_if": "Qué cambiaría esta respuesta",
    "page.what_if_apply": "Cambiar {label} a: {answer}",
    "page.quote": "Cita (texto oficial en inglés)",
    "page.words": "Palabras: {terms}",
    "page.tag_end": ":",
    "page.applies_before": ".",

    # ---------------------------------------------------------------- a result in words (calculator/summary.py, copied_summary.py)
    "summary.headline.required": "Usted necesita un permiso para evento especial",
    "summary.headline.not_required": "Usted no necesita un permiso para evento especial",
    "summary.headline.prohibited": "Este evento no puede obtener un permiso tal como lo describe",
    "summary.headline.unclear": "Las reglas no dan una respuesta clara",
    "summary.headline.permits": "Usted necesita {count:,} permisos para evento especial",
    "summary.status.required": "obligatorio",
    "summary.status.not_required": "no obligatorio",
    "summary.status.prohibited": "prohibido",
    "summary.status.unclear": "no está claro",
    "summary.reason.rule": "Regla",
    "summary.reason.exemption": "Exención",
    "summary.reason.ambiguity": "Se puede leer de dos formas",
    "summary.reason.missing_text": "Falta texto",
    "summary.reason.discretion": "Decide un funcionario",
    "summary.reason.assumption": "Lo que suponemos",
    "summary.reason.unsure": "Depende de una respuesta en la que marcó «No lo sé»",
    "summary.applies.required": "Obligatorio",
    "summary.applies.may_be_required": "Se puede exigir",
    "summary.applies.not_required": "No se exige",
    "summary.applies.unclear": "No está claro: las reglas se pueden leer de dos formas",
    "summary.checklist.required": "Obligatorio",
    "summary.checklist.if_applicable": "Si se aplica a su caso",
    "summary.checklist.missing": "No está en el texto que tenemos: pregunte",
    "summary.act_by.apply_by": "Presente la solicitud a más tardar el",
    "summary.act_by.notify_neighbors_by": "Mande el aviso a más tardar el",
    "summary.act_by.appeal_by": "Apele a más tardar el",
    "summary.lead": "{act} {day}",
    "summary.by": "A más tardar el {day}",
    "summary.days_left": ("falta {count:,} día", "faltan {count:,} días"),
    "summary.today": "hoy",
    "summary.passed_yesterday": "pasó ayer",
    "summary.passed": "pasó hace {count:,} días",
    "summary.quantity": "{count:,} {unit}",
    "summary.money": "${count:,}",
    "summary.unit.gates": ("puerta", "puertas"),
    "summary.unit.gallons_a_day": ("galón al día", "galones al día"),
    "summary.unit.toilets": ("inodoro", "inodoros"),
    "summary.unit.sinks": ("lavamanos", "lavamanos"),
    "summary.unit.trash_pickups": ("recolección de basura", "recolecciones de basura"),
    "summary.unit.physicians": ("médico", "médicos"),
    "summary.unit.nurses": ("enfermero", "enfermeros"),
    "summary.unit.treatment_rooms": ("sala de tratamiento", "salas de tratamiento"),
    "summary.unit.ambulances": ("ambulancia", "ambulancias"),
    "summary.unit.footcandles": ("bujía-pie", "bujías-pie"),
    "summary.unit.parking_spaces": ("espacio de estacionamiento", "espacios de estacionamiento"),
    "summary.unit.minutes": ("minuto", "minutos"),
    "summary.unit.security_guards": ("guardia de seguridad", "guardias de seguridad"),
    "summary.unit.hours": ("hora", "horas"),
    "summary.unit.users": ("usuario", "usuarios"),
    "summary.not_worked_out": "necesitamos {needs} para calcularlo",
    "summary.out_of_date": "Puede que no esté al día: lo calculamos con una copia del sitio guardada el {day}. Las "
                           "reglas pueden haber cambiado. Revise en línea antes de presentar la solicitud.",
    "summary.provide": "Puede que deba aportar",
    "summary.title": "Permiso para evento especial: {place}",
    "summary.event": "Evento: {days}.",
    "summary.days": "del {start} al {end}",
    "summary.days_at_places": "{days}, en {count:,} lugares",
    "summary.ask": "Preguntas: {contact}.",
    "summary.see": "Vea la respuesta: {link}",
    "summary.worked_out": "Calculado el {today} por la calculadora de permisos, con las reglas de {place}. Explica "
                          "las reglas; quien decide es la oficina ({office}).",
    "summary.details": "DETALLES",
    "summary.deadlines": "PLAZOS",
    "summary.duties": "Lo que {place} debe hacer",
    "summary.warnings": "AVISOS",
    "summary.requirements": "LO QUE SE PUEDE EXIGIR EN EL LUGAR",
    "summary.checklist": "LISTA PARA LA SOLICITUD",
    "summary.answers": "SUS RESPUESTAS",
    "summary.change": "Vea o cambie estas respuestas: {link}",
    "summary.what_if": "QUÉ CAMBIARÍA ESTA RESPUESTA",
    "summary.source": "Fuente: {cite}",

    # ---------------------------------------------------------------- the answer's first panel (next_step.py)
    "next_step.contact.office": "Oficina",
    "next_step.contact.phone": "Teléfono",
    "next_step.contact.email": "Correo electrónico",
    "next_step.contact.address": "Dirección",
    "next_step.contact.apply_url": "Solicitar en línea",
    "next_step.contact.apply_form": "Formulario de solicitud",
    "next_step.office": "oficina",
    "next_step.headline_passed": "{headline}. El último día para presentar la solicitud {when}.",
    "next_step.permits": ("{count:,} permiso", "{count:,} permisos"),
    "next_step.day_left": "{day}: {left}.",
    "next_step.not_required": "No tiene que solicitar nada. Si sus planes cambian, responda las preguntas otra vez.",
    "next_step.prohibited": "Cambie los planes que señalan las razones de abajo, o consulte con la oficina "
                            "({office}).",
    "next_step.passed": "Pregunte a la oficina ({office}) qué puede hacer ahora: el último día para presentar la "
                        "solicitud fue el {day}.",
    "next_step.late": "Presente la solicitud a la oficina ({office}) lo antes posible: el último día según las "
                      "reglas es el {day}.",
    "next_step.unclear": "Pregunte a la oficina ({office}) si necesita un permiso.",
    "next_step.apply": "Presente la solicitud a la oficina ({office}).",
    "next_step.text_last_checked": "Texto comparado con el código oficial por última vez el {day}.",

    # ---------------------------------------------------------------- the calendar file (calculator/ics.py)
    "ics.title.apply_by": "Presentar la solicitud del permiso para evento especial",
    "ics.event": "{title} ({place})",
    "ics.out_of_date": "Puede estar desactualizado: {title}",
    "ics.quote": "\u201c{quote}\u201d (texto oficial en inglés)",
    "ics.worked_out": "Calculado el {today} por la calculadora de permisos. Explica las reglas; quien decide es la "
                      "oficina.",
    "ics.in_a_week": "En una semana: {title}",
    "ics.tomorrow": "Mañana: {title}",

    # ---------------------------------------------------------------- a link's notices (calculator/query.py)
    "query.problem.date": "no es una fecha escrita así: 2026-08-15",
    "query.problem.range": "el año está fuera de los años que cubre esta calculadora",
    "query.problem.impossible": "ese día no existe",
    "query.problem.int": "no es un número entero",
    "query.problem.number": "no es un número",
    "query.problem.bool": "no es «true», «false» ni «unsure»",
    "query.problem.yes_no": "no es «true» ni «false»",
    "query.problem.choice": "no es una de las respuestas que se ofrecen",
    "query.problem.long": "es demasiado largo",
    "query.problem.separator": "sus comas no están entre grupos de tres cifras, como en 1,200",
    "query.too_many": "El enlace tiene demasiadas respuestas. Usamos las primeras {count}.",
    "query.no_place": "El enlace no dice dónde es el evento, así que no pudimos usar sus respuestas. Elija {places}.",
    "query.unknown_place": "El enlace nombra un lugar que esta calculadora no cubre, así que no pudimos usar sus "
                           "respuestas. Elija {places}.",
    "query.place_twice": "El enlace da más de un lugar. Usamos el primero.",
    "query.left_out": "No pudimos usar la respuesta del enlace para {label}, porque {problem}. Responda esta "
                      "pregunta otra vez.",
    "query.answer_twice": "El enlace dio más de una respuesta a esta pregunta. Usamos la primera.",
    "query.too_long": "El enlace es más largo de lo que lee esta calculadora ({limit:,} caracteres), así que no "
                      "usamos sus últimas respuestas.",
    "query.too_long_from": "El enlace es más largo de lo que lee esta calculadora ({limit:,} caracteres). Así que "
                           "no usamos sus últimas respuestas, desde {label}.",
    "query.unknown": "El enlace tiene una respuesta que esta calculadora no pregunta (\u00ab{name}\u00bb). No la "
                     "usamos.",
    "query.unknown_more": "El enlace tiene respuestas que esta calculadora no pregunta (\u00ab{name}\u00bb y "
                          "{count:,} más). No las usamos.",
    "query.unknown_language": "El enlace pide un idioma que esta calculadora no tiene. La respuesta está en "
                              "{language}.",
    "query.made_on": "Este enlace se hizo el {made}. La respuesta de abajo está calculada para hoy, {today}.",
    "query.later": "Este enlace cuenta los días desde el {made}, un día posterior a hoy en su aparato, {today}. Para "
                   "contar desde hoy, cambie la fecha de hoy en el formulario.",

    # ---------------------------------------------------------------- the page templates (overrides/, hooks/words.py)
    "template.starting": "La calculadora está empezando\u2026",
    "template.no_javascript": "Esta calculadora necesita JavaScript, que está apagado en su navegador.",
    "template.not_started": "Lo sentimos, la calculadora no pudo empezar en su navegador.",
    "template.updated": "Esta página cambió. Vuelva a cargarla para tener la nueva versión.",
    "template.reload": "Volver a cargar",
    "template.problem": "Hay un problema",
    "template.show_answer": "Ver mi respuesta",
    "template.see_answer": "Ver la respuesta",
    "template.your_answer": "Su respuesta",
    "template.about_link": "Sobre el enlace que siguió",
    "template.empty": "Su respuesta saldrá aquí cuando diga dónde y cuándo será el evento.",
    "template.share": "Compartir",
    "template.copy_link": "Copiar enlace",
    "template.copy_summary": "Copiar resumen",
    "template.calendar": "Agregar al calendario",
    "template.print": "Imprimir",
    "template.copy_by_hand": "Su navegador no nos dejó copiar. Seleccione este texto y cópielo:",
    "template.fallback": "Las guías tienen las mismas reglas, en tablas que puede leer sin la calculadora:",
    "template.fallback_place": "Para {place}:",
    "template.guide.do_i_need_a_permit": "¿Necesito un permiso?",
    "template.guide.when_to_apply": "¿Cuándo presento la solicitud?",
    "template.guide.on_site_requirements": "¿Qué se puede exigir en el lugar?",
    "template.example_settings": "Ajustes de ejemplo.",
    "template.example_settings_more": "Ningún municipio ha preparado aún esta copia del sitio. Los datos entre "
                                      "[corchetes], como los números de teléfono, aún faltan.",
    "template.saved_copy": "Copia guardada del {day}.",
    "template.saved_copy_more": "Las reglas pueden haber cambiado desde entonces. Revise en línea antes de presentar "
                                "la solicitud.",
    "template.old_copy": "Copia guardada del {day}, hace más de {days} días.",
    "template.old_copy_more": "Es muy posible que las reglas hayan cambiado desde entonces. No confíe en ella: revise "
                              "en línea antes de presentar la solicitud.",
    "template.last_checked": "Cuándo se revisaron las reglas por última vez",
    "template.published": "Esta copia del sitio se publicó el {day} (versión {release}).",
    "template.text_checked": "{place}: las reglas de este sitio se compararon por última vez con el código oficial el {day}.",
    "template.site_description": "Ayuda en palabras sencillas sobre el permiso para evento especial, y el texto completo de las reglas.",
    # ---------------------------------------------------------------- the nav (hooks/languages.py): nav.<page's path>
    "nav.index": "Inicio",
    "nav.calculator": "Calculadora",
    "nav.place": "Resumen",
    "nav.place.do_i_need_a_permit": "¿Necesito un permiso?",
    "nav.place.when_to_apply": "¿Cuándo presento la solicitud?",
    "nav.place.application": "¿Qué va en la solicitud?",
    "nav.place.on_site_requirements": "¿Qué se puede exigir en el lugar?",
    "nav.place.costs": "¿Cuánto cuesta?",
    "nav.place.after_you_apply": "Después de solicitar",
    "nav.place.during_the_event": "Reglas durante el evento",
    "nav.place.penalties": "Sanciones",
    "nav.place.glossary": "Palabras que usan las reglas",
    "nav.place.ordinance": "Texto completo de la ordenanza",
    "template.language_switch": "Esta calculadora en español",
    "template.search_results": "Resultados de la búsqueda",
}
