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
    "answer.unsure": "No estoy seguro",

    # ---------------------------------------------------------------- error messages (inputs.py, __init__.py)
    "error.not_answers": "Las respuestas deben ser un grupo de valores con nombre.",
    "error.jurisdiction": "Elija {places}.",
    "error.language": "Elija {languages}.",
    "error.required": "Escriba {label}.",
    "error.date": "Escriba {label} como fecha, así: 2026-08-15.",
    "error.date_range": "Escriba {label} entre {first} y {last}.",
    "error.date_impossible": "Revise {label}: ese día no existe en ese mes.",
    "error.yes_no_unsure": "Elija sí, no o «no estoy seguro» para decir {label}.",
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

    # ---------------------------------------------------------------- answers given as "not sure" (unsure.py)
    "unsure.whether_permit": "Si necesita un permiso o no",
    "unsure.whether_allowed": "Si este evento puede tener un permiso tal como lo describe",
    "unsure.status": "{whether} depende de {questions}. Usted respondió «no estoy seguro». Responda {that} para "
                     "tener una respuesta clara.",
    "unsure.count": "Cuántos permisos necesita depende de {questions}. Usted respondió «no estoy seguro», así que "
                    "mostramos el número más alto. Responda {that} para saberlo con certeza.",
    "unsure.some_answers": "Esto vale con algunas respuestas sobre {questions}, así que puede que no sea su caso. "
                           "Responda {that} para saberlo con certeza.",
    "unsure.date": "Esta fecha depende de {questions}. Mostramos la más temprana que puede ser. Responda {that} "
                   "para saberlo con certeza.",
    "unsure.most": "Esto depende de {questions}. Mostramos lo más que puede ser. Responda {that} para saberlo con "
                   "certeza.",
    "unsure.depends": "Esto depende de {questions}. Responda {that} para saberlo con certeza.",
    "unsure.that": ("esa pregunta", "esas preguntas"),
}
