"""The Village's own words, in Spanish (see calculator/words.py for the shape).

Its terms are those of calculator/build/terms.py; words in \u201ccurly quotes\u201d are the ordinance's own
English.  No legal number is written here: each comes from law.py through a placeholder.
"""

WORDS = {
    "place": "la Villa",

    # ---------------------------------------------------------------- the questions (rules.FIELDS)
    "venue_type.label": "el tipo de lugar",
    "venue_type.question": "¿En qué tipo de lugar se hará?",
    "venue_type.permanent_venue": "En un recinto permanente con asientos fijos",
    "venue_type.permanent_venue.hint": "Por ejemplo, un estadio, una arena o un salón.",
    "venue_type.private_premises": "En un terreno privado o en un edificio sin asientos fijos",
    "venue_type.private_premises.hint": "Por ejemplo, un campo de una granja, un patio o el terreno de una empresa.",
    "venue_type.localized_area": "En una calle, un parque u otra área abierta",
    "seating_capacity.label": "la capacidad de asientos permanentes del recinto",
    "seating_capacity.question": "¿Cuántos asientos permanentes tiene el recinto?",
    "seating_capacity.hint": "Su capacidad de asientos permanentes.",
    "government_sponsored.label": "si un organismo del gobierno patrocina el evento",
    "government_sponsored.question": "¿Un organismo del gobierno estatal o local patrocina el evento?",
    "government_sponsored.if.true": "un organismo del gobierno estatal o local patrocina el evento",
    "government_sponsored.if.false": "ningún organismo del gobierno patrocina el evento",
    "hours_per_day.label": "las horas seguidas que dura el evento cada día",
    "hours_per_day.question": "¿Cuántas horas seguidas durará el evento cada día?",
    "hours_per_day.hint": "Por ejemplo, {example}.",
    "after_dark.label": "si el evento sigue después del anochecer",
    "after_dark.question": "¿El evento seguirá después del anochecer?",
    "female_attendance.label": "el número de mujeres y niñas",
    "female_attendance.question": "¿Cuántas mujeres y niñas habrá en la hora de más gente?",
    "female_attendance.hint": "Un cálculo aproximado. Lo usamos para contar los inodoros que hacen falta.",
    "male_attendance.label": "el número de hombres y niños",
    "male_attendance.question": "¿Cuántos hombres y niños habrá en la hora de más gente?",
    "male_attendance.hint": "Un cálculo aproximado. Lo usamos para contar los inodoros que hacen falta.",
    "parking_distance_ft.label": "la distancia del estacionamiento al evento, en pies",
    "parking_distance_ft.question": "¿A qué distancia del evento está el estacionamiento, en pies?",
    "parking_distance_ft.hint": "El estacionamiento más lejano. Por ejemplo, {example}.",
    "error.attendance_sum": "Las mujeres y niñas más los hombres y niños suman más que el mayor número de personas "
                            "a la vez ({people:,}). Revise estos números.",

    # ---------------------------------------------------------------- § 6-17 exemptions
    "reason.government": "Un organismo del gobierno estatal o local patrocina el evento, así que el artículo no se "
                         "aplica. Si un grupo privado también lo patrocina, pregunte a la Villa.",
    "reason.open_area_exempt": "No habrá más de {limit:,} personas a la vez ({people:,}), así que el evento está "
                               "exento.",
    "reason.open_area_over": "Habrá más de {limit:,} personas a la vez ({people:,}). Así que no vale la exención "
                             "para calles, parques y otras áreas.",
    "reason.private_over": "Habrá más de {limit:,} personas a la vez ({people:,}). Así que la exención de {limit:,} "
                           "personas no vale, se lea como se lea.",
    "reason.private_within": "El evento es en una propiedad privada que no es un recinto permanente con asientos "
                             "fijos, y no habrá más de {limit:,} personas a la vez ({people:,}). La exención dice "
                             "\u201c{quote}\u201d (texto oficial en inglés: cualquier área local de la Villa, sea "
                             "en propiedad pública o privada). {readings} Pregunte al Secretario-Tesorero de la "
                             "Villa qué forma de leerlo usa.",
    "reason.no_place_within": "No dijo dónde será el evento, y la respuesta depende de eso. En una calle, un parque "
                              "u otra área abierta, un evento de no más de {limit:,} personas a la vez ({people:,}) "
                              "está exento. En una propiedad privada o en un recinto permanente con asientos fijos, "
                              "el texto se puede leer de dos formas. Diga dónde será para tener una respuesta más "
                              "clara.",
    "reason.no_place_over": "No dijo dónde será el evento. Más de {limit:,} personas a la vez ({people:,}) pasa "
                            "el límite para una calle, un parque, otra área abierta o una propiedad privada, así "
                            "que mostramos lo que se aplica allí. En un recinto permanente con asientos fijos el "
                            "evento podría estar exento: diga dónde será.",
    "reason.no_capacity": "Escriba la capacidad de asientos permanentes del recinto. Que esté exento depende de "
                          "cuánto pasa la gente de esa capacidad.",
    "reason.venue_fits": "La gente ({people:,}) cabe en los asientos fijos del recinto ({capacity:,}), así que el "
                         "recinto está exento.",
    "reason.venue_within": "La gente ({people:,}) pasa los asientos ({capacity:,}) por {persons:,} personas o "
                           "menos, y por el {percent}% o menos. Así que el recinto está exento, se lea la regla como "
                           "se lea.",
    "reason.venue_over": "La gente ({people:,}) pasa los asientos ({capacity:,}) por más de {persons:,} personas y "
                         "por más del {percent}%. Así que el recinto no está exento.",
    "reason.venue_between": "La gente ({people:,}) pasa la capacidad de asientos ({capacity:,}) por {over:,}. "
                            "{readings} {larger}, el recinto está exento; {smaller}, necesita un permiso. Pregunte a "
                            "la Villa qué forma de leerlo usa.",
    "reason.venue_open_area": "No habrá más de {limit:,} personas a la vez. {readings} {every_place}, este evento "
                              "está exento.",

    # ---------------------------------------------------------------- Permits A and the definitions
    "reason.short_hours": "El evento dura {hours} horas al día. {readings}",
    "reason.permit_required": "Necesita un permiso para evento especial. Obténgalo antes de hacer el evento. Sin "
                              "él, no lo puede anunciar, ni promover, ni organizar, ni dirigir.",
    "reason.special_event": "Suponemos que su evento es un \u201cspecial event\u201d (texto oficial en inglés: "
                            "evento especial). Es decir: un evento temporal, como un festival, una feria, una "
                            "carrera, un desfile o un picnic. No se hace a diario ni de forma normal en ese lugar. "
                            "Y se espera más gente de la que cabe sentada en los edificios de allí, o mucha más "
                            "gente y tráfico que de costumbre en el área.",
    "reason.per_day_and_place": "Necesita un permiso aparte para cada día y cada lugar: {days} \u00d7 {places} = "
                                "{permits}.",
    "count.places": ("{count:,} lugar", "{count:,} lugares"),
    "count.permits": ("{count:,} permiso", "{count:,} permisos"),
    "reason.board_decides": "La Junta de la Villa (Village Board) decide cuáles de las condiciones de abajo pide, "
                            "\u201cif determined necessary\u201d (texto oficial en inglés: si lo considera "
                            "necesario). Cada número es lo mínimo que da la regla de esa condición; la fianza "
                            "(bond) puede ser otra cantidad, \u201cas otherwise directed by the Village "
                            "Board\u201d (texto oficial en inglés: según lo indique de otro modo la Junta de la "
                            "Villa).",

    # ---------------------------------------------------------------- Permits C: conditions the Board may require
    "requirement.fence_gates.label": "Una cerca alrededor del sitio, con puertas",
    "requirement.fence_gates.formula": "Al menos {gates} puertas, una en cada uno de los cuatro puntos cardinales "
                                       "o cerca de ellos.",
    "requirement.drinking_water_gallons_per_day.label": "Agua para beber",
    "requirement.drinking_water_gallons_per_day.formula": "Al menos {gallons} por persona cada día: {people} "
                                                          "\u00d7 {rate} = {total} al día.",
    "count.gallons": ("{count:,} galón", "{count:,} galones"),
    "count.people": ("{count:,} persona", "{count:,} personas"),
    "requirement.toilets_female.label": "Inodoros para mujeres y niñas",
    "requirement.toilets_female.formula": "Al menos 1 inodoro por cada {per:,} mujeres y niñas, redondeando hacia "
                                          "arriba: {count:,} \u00f7 {per:,} \u2192 {total:,}.",
    "requirement.toilets_female.unknown": "1 por cada {per:,} mujeres y niñas. Escriba cuántas mujeres y niñas "
                                          "habrá para ver el número.",
    "requirement.toilets_male.label": "Inodoros para hombres y niños",
    "requirement.toilets_male.formula": "Al menos 1 inodoro por cada {per:,} hombres y niños, redondeando hacia "
                                        "arriba: {count:,} \u00f7 {per:,} \u2192 {total:,}.",
    "requirement.toilets_male.unknown": "1 por cada {per:,} hombres y niños. Escriba cuántos hombres y niños habrá "
                                        "para ver el número.",
    "requirement.lavatories.label": "Lavamanos con agua corriente, jabón y toallas de papel",
    "requirement.lavatories.formula": "Uno con cada inodoro: {sinks}.",
    "requirement.lavatories.unknown": "Uno con cada inodoro. Escriba el número de mujeres y niñas y el de hombres y "
                                      "niños para ver el número.",
    "count.sinks": ("{count:,} lavamanos", "{count:,} lavamanos"),
    "requirement.solid_waste_collections.label": "Recogida de basura",
    "requirement.solid_waste_collections.formula": "Al menos una vez cada día del evento: {pickups}.",
    "count.pickups": ("{count:,} recogida", "{count:,} recogidas"),
    "requirement.physicians.label": "Médicos con licencia del estado",
    "requirement.physicians.formula": "Al menos 1 médico por cada {per:,} personas, redondeando hacia arriba: "
                                      "{count:,} \u00f7 {per:,} \u2192 {total:,}.",
    "requirement.nurses.label": "Enfermeros con licencia del estado",
    "requirement.nurses.formula": "Al menos 1 enfermero por cada {per:,} personas, contando hacia arriba: {count:,} "
                                  "÷ {per:,} → {total:,}.",
    "requirement.treatment_rooms.label": "Salas de tratamiento aparte, bajo techo",
    "requirement.treatment_rooms.formula": "Una por cada médico: {rooms}.",
    "count.rooms": ("{count:,} sala", "{count:,} salas"),
    "requirement.ambulances.label": "Ambulancia para emergencias",
    "requirement.ambulances.formula": "Al menos {ambulances} lista en todo momento.",
    "count.ambulances": ("{count:,} ambulancia", "{count:,} ambulancias"),
    "requirement.illumination_footcandles.label": "Luz después del anochecer",
    "requirement.illumination_footcandles.formula": "Al menos {footcandles} bujías-pie (una medida de cuánta luz "
                                                    "llega al suelo) en toda el área. Esto es solo si el evento "
                                                    "sigue después del anochecer.",
    "requirement.parking_spaces.label": "Espacios de estacionamiento",
    "requirement.parking_spaces.formula": "Al menos 1 espacio por cada {per:,} personas, redondeando hacia arriba: "
                                          "{count:,} \u00f7 {per:,} \u2192 {total:,}.",
    "requirement.parking_shuttle_interval_minutes.label": "Servicio de transporte al estacionamiento lejano",
    "requirement.parking_shuttle_interval_minutes.formula": "Si la Junta de la Villa (Village Board) lo pide y el "
                                                            "estacionamiento está a más de {limit:,} pies: un "
                                                            "servicio de transporte que “{quote}” (texto oficial en "
                                                            "inglés: funcione en intervalos de ida y vuelta de "
                                                            "quince minutos). Funciona hasta {minutes} minutos "
                                                            "después del cierre del evento cada día. {readings}",
    "requirement.parking_shuttle_interval_minutes.unknown": "Escriba la distancia para ver si esto se aplica.",
    "requirement.parking_shuttle_interval_minutes.within": "Su estacionamiento está a no más de {limit:,} pies, así "
                                                           "que no hace falta servicio de transporte.",
    "requirement.parking_shuttle_interval_minutes.amount": "viajes de ida y vuelta en intervalos de {count} minutos",
    "requirement.dust_and_mud_cleared_within_hours.label": "Estacionamiento sin polvo ni lodo, y lodo limpiado de "
                                                           "la calle",
    "requirement.dust_and_mud_cleared_within_hours.formula": "Todo el estacionamiento temporal sin polvo ni lodo, "
                                                             "y la tierra o el lodo que llegue al derecho de vía "
                                                             "público (la calle con sus aceras y orillas) limpiado "
                                                             "en {hours} después del cierre del evento cada día. "
                                                             "{readings} Lo seguro es limpiar de todas formas.",
    "requirement.dust_and_mud_cleared_within_hours.amount": "en {amount} como máximo",
    "requirement.security_guards.label": "Guardias de seguridad",
    "requirement.security_guards.formula": "Al menos 1 guardia por cada {per:,} personas, redondeando hacia arriba: "
                                           "{count:,} \u00f7 {per:,} \u2192 {total:,}.",
    "requirement.fire_protection.label": "Protección contra incendios",
    "requirement.fire_protection.formula": "Alarmas, extintores, vías para bomberos y salidas que cumplan todas las "
                                           "normas estatales y locales para el lugar. Y bastante personal de "
                                           "emergencia para usar el equipo. El texto no da ningún número.",
    "requirement.sound_control.label": "Control del sonido",
    "requirement.sound_control.formula": "Todo lo que haga falta, dentro de lo razonable, para que el sonido no "
                                         "llegue demasiado lejos de los bordes del lugar del evento. El texto no da "
                                         "ningún nivel de sonido ni horario.",
    "requirement.bond_usd.label": "Fianza (bond) entregada al Secretario-Tesorero de la Villa (Village "
                                  "Clerk-Treasurer)",
    "requirement.bond_usd.formula": "No menos de ${amount:,}, “or as otherwise directed by the Village Board” "
                                    "(texto oficial en inglés: o según lo indique de otro modo la Junta de la "
                                    "Villa), en efectivo o de una compañía afianzadora con licencia para operar en "
                                    "el estado. {readings}",
    "provide.people": "Personas",
    "provide.water_and_toilets": "Agua, inodoros y basura",
    "provide.safety": "Seguridad",
    "provide.parking": "Estacionamiento",
    "provide.money": "Dinero",

    # ---------------------------------------------------------------- Applications A-C
    "deadline.apply_by": "Presente la solicitud al Secretario-Tesorero de la Villa (Village Clerk-Treasurer) al "
                         "menos {days} días antes del primer día del evento.",
    "deadline.apply_by.caution": "{readings} {unused}",
    "warning.late_application": "El último día para presentar la solicitud fue el {day}. El artículo no tiene "
                                "ninguna regla para solicitudes tardías. Hable con el Secretario-Tesorero de la "
                                "Villa antes de seguir con sus planes.",
    "warning.no_promotion_before_permit": "Obtenga el permiso antes de promover, anunciar, organizar, dirigir o "
                                          "hacer el evento. Sin él, el artículo no le deja hacer ninguna de estas "
                                          "cosas.",
    "warning.processing_period": "\u201c{quote}\u201d (texto oficial en inglés: la solicitud de permiso para "
                                 "evento especial se tramitará dentro de {days} a partir de que se reciba una "
                                 "solicitud completa.) Los {days} empiezan cuando la Villa recibe su solicitud "
                                 "completa. {question} El texto no lo dice.",
    "warning.appeal_hearing_period": "Si le deniegan el permiso, o si no está de acuerdo con una de sus "
                                     "condiciones o requisitos, puede apelar por escrito ante la Junta de la Villa "
                                     "y decir por qué. \u201c{quote}\u201d (texto oficial en inglés: la Villa "
                                     "resolverá la apelación en una audiencia dentro de {days}.) El texto no dice "
                                     "desde qué día se cuentan los {days}. Si deniegan la apelación, puede pedir "
                                     "una revisión judicial por certiorari (un recurso para pedir a un tribunal "
                                     "que revise la decisión).",

    # ---------------------------------------------------------------- Applications B: the checklist
    "checklist.application-b-1": "Nombre, dirección y teléfono de todas las personas que promueven, dirigen, "
                                 "patrocinan u organizan el evento. Si hay más de una, cada una firma la solicitud "
                                 "bajo juramento o afirmación.",
    "checklist.application-b-2": "La dirección y la descripción legal del terreno. Y un plano del sitio a escala: "
                                 "edificios, calles, estacionamiento, entradas y salidas, y servicios de emergencia.",
    "checklist.application-b-3": "Qué es el evento y para qué es.",
    "checklist.application-b-4": "La fecha o las fechas y el horario del evento.",
    "checklist.application-b-5": "El mayor número de personas que dejará entrar a la vez.",
    "checklist.application-b-6": "El mayor número de boletos que venderá cada día, si vende boletos.",
    "checklist.application-b-7": "Su plan para limitar la gente: cercas, puertas, barricadas, entradas.",
    "checklist.application-b-8": "Su plan de agua para beber: de dónde viene, cuánta hay y dónde están las llaves.",
    "checklist.application-b-9": "Su plan de inodoros y lavamanos: cuántos, dónde y de qué tipo.",
    "checklist.application-b-10": "Su plan de atención médica y de emergencias. Dé los nombres y direcciones del "
                                  "personal médico.",
    "checklist.application-b-11": "Su plan de luz: de dónde viene, qué potencia tiene y dónde van las lámparas.",
    "checklist.application-b-12": "Su plan de estacionamiento: cuántos espacios, dónde están y cómo se mueven los "
                                  "carros por dentro.",
    "checklist.application-b-13": "Su plan de basura: cómo se guarda, se recoge y se saca.",
    "checklist.application-b-14": "Su plan de seguridad: cuántos guardias habrá, dónde estarán, sus nombres, sus "
                                  "títulos y sus horas.",
    "checklist.application-b-15": "Su plan contra incendios: alarmas, extintores y las personas que los usan.",
    "checklist.application-b-16": "Su plan de sonido: cuántos amplificadores, dónde y de qué potencia.",
    "checklist.application-b-17": "Su plan de comida y bebida: puestos, lugares, vendedores y sus números de "
                                  "licencia.",
    "checklist.bond": "Una fianza, si la Junta de la Villa la pide. Puede ser en efectivo o de una compañía "
                      "afianzadora con licencia para operar en el estado. No es de menos de ${amount:,}, o según lo "
                      "indique la Junta.",

    # ---------------------------------------------------------------- readings (law.AMBIGUITIES)
    "reading.venue_allowance.question": "¿Cuánto puede pasar la gente los asientos de un recinto permanente, y que "
                                        "este siga exento?",
    "reading.venue_allowance.larger.name": "leído como lo que sea mayor",
    "reading.venue_allowance.larger.words": "Lo mayor de los dos: un recinto permanente sigue exento si la gente "
                                            "pasa sus asientos por {persons} personas o menos, o por el {percent}% "
                                            "de sus asientos o menos. Cuenta lo que sea mayor.",
    "reading.venue_allowance.smaller.name": "leído como lo que sea menor",
    "reading.venue_allowance.smaller.words": "Lo menor de los dos: el recinto sigue exento solo si se cumplen las "
                                             "dos cosas. La gente pasa sus asientos por {persons} personas o menos, "
                                             "y por el {percent}% o menos.",
    "reading.localized_area_reach.question": "¿La exención de {limit} personas es para todo lugar, o solo para "
                                             "“localized areas” (texto oficial en inglés: áreas locales)?",
    "reading.localized_area_reach.every_place.name": "leído como que vale para todo lugar",
    "reading.localized_area_reach.every_place.words": "Todo lugar: un evento de {limit} personas o menos a la vez "
                                                      "está exento. Esto vale en terrenos públicos y privados.",
    "reading.localized_area_reach.localized_areas.name": "leído como que vale solo para áreas locales",
    "reading.localized_area_reach.localized_areas.words": "Solo áreas locales, como calles, parques y barrios. Un "
                                                          "terreno privado o un edificio con tan poca gente puede "
                                                          "aún necesitar un permiso.",
    "reading.two_hours.question": "¿Necesita un permiso un evento de {hours} horas o menos al día?",
    "reading.two_hours.hours_do_not_matter.name": "leído sin contar las horas",
    "reading.two_hours.hours_do_not_matter.words": "Sí: la regla del permiso habla de eventos especiales y no dice "
                                                   "nada de horas.",
    "reading.two_hours.hours_matter.name": "leído contando las horas",
    "reading.two_hours.hours_matter.words": "No: el artículo dice que una reunión dura más de {hours} horas "
                                            "seguidas. Así que los eventos más cortos quedan fuera.",
    "reading.shuttle_interval.question": "¿Qué quiere decir \u201cfifteen-minute round-trip intervals\u201d (texto "
                                         "oficial en inglés: intervalos de ida y vuelta de quince minutos) para el "
                                         "servicio de transporte?",
    "reading.shuttle_interval.how_often.name": "leído como cada cuánto sale",
    "reading.shuttle_interval.how_often.words": "Sale un vehículo del servicio de transporte al menos cada {minutes} "
                                                 "minutos.",
    "reading.shuttle_interval.how_long.name": "leído como cuánto dura un viaje",
    "reading.shuttle_interval.how_long.words": "Cada viaje de ida y vuelta dura no más de {minutes} minutos.",
    "reading.dust_and_mud.question": "¿La regla del polvo y el lodo vale solo cuando la Junta de la Villa pide la "
                                     "condición del estacionamiento?",
    "reading.dust_and_mud.always.name": "leído como que vale siempre",
    "reading.dust_and_mud.always.words": "Vale siempre: la oración dice \u201cshall\u201d (texto oficial en "
                                         "inglés: deberá) y habla de \u201call temporary parking facilities for "
                                         "special events\u201d (texto oficial en inglés: todas las instalaciones "
                                         "de estacionamiento temporal para eventos especiales).",
    "reading.dust_and_mud.with_the_condition.name": "leído como parte de la condición",
    "reading.dust_and_mud.with_the_condition.words": "Vale solo si la Junta pide la regla del estacionamiento, ya "
                                                     "que es parte de ella.",
    "reading.guards_licensed.question": "¿Quiénes de los guardias de seguridad deben tener \u201clicensed in the "
                                        "state\u201d (texto oficial en inglés: con licencia en el estado)?",
    "reading.guards_licensed.private_guards.name": "leído como solo los guardias privados",
    "reading.guards_licensed.private_guards.words": "Solo los guardias privados: las palabras \u201clicensed in "
                                                    "the state\u201d (texto oficial en inglés) hablan de los "
                                                    "guardias privados.",
    "reading.guards_licensed.all_guards.name": "leído como todos los guardias",
    "reading.guards_licensed.all_guards.words": "Todos los guardias: las palabras hablan de todo tipo de guardia de "
                                                "la lista.",
    "reading.bond_amount.question": "¿Puede la Junta de la Villa pedir una fianza de menos de ${amount:,}?",
    "reading.bond_amount.any_amount.name": "leído como la cantidad que la Junta indique",
    "reading.bond_amount.any_amount.words": "Sí: \u201cor as otherwise directed by the Village Board\u201d (texto "
                                            "oficial en inglés: o según lo indique de otro modo la Junta de la "
                                            "Villa) deja que la Junta pida cualquier cantidad.",
    "reading.bond_amount.least.name": "leído como ${amount:,} por lo menos",
    "reading.bond_amount.least.words": "No: ${amount:,} es lo mínimo; la Junta solo puede pedir más.",
    "reading.filing_count.question": "¿Cómo se cuentan los {days} días?",
    "reading.filing_count.count_back.name": "contando hacia atrás",
    "reading.filing_count.count_back.words": "Cuente {days} días hacia atrás desde el primer día del evento; "
                                             "presentar la solicitud ese día es a tiempo.",
    "reading.filing_count.full_days.name": "con {days} días completos de por medio",
    "reading.filing_count.full_days.words": "Deje {days} días completos entre el día en que presenta la solicitud "
                                            "y el día del evento. Así, el último día para presentarla cae un día "
                                            "antes que contando hacia atrás.",
    "reading.filing_count.full_days.earlier": "las reglas pueden querer decir {days} días completos de por medio",
    "reading.filing_days.question": "¿Los {days} días para presentar la solicitud son días calendario o días "
                                    "hábiles?",
    "reading.filing_days.calendar_days.name": "contando días calendario",
    "reading.filing_days.calendar_days.words": "Días calendario: cuentan todos los días.",
    "reading.filing_days.business_days.name": "contando días hábiles",
    "reading.filing_days.business_days.words": "Días hábiles: no cuentan los fines de semana ni los días feriados, "
                                               "así que el último día sería semanas antes.",
    "reading.filing_days.business_days.unused": "No planeamos con días hábiles: el texto dice “{days} days” (texto "
                                                "oficial en inglés: {days} días) y no dice días hábiles. Si le falta "
                                                "poco para el plazo, pregunte al Secretario-Tesorero de la Villa qué "
                                                "días cuenta.",
    "reading.hearing_days.question": "¿Los {processing} días para tramitar una solicitud y los {hearing} días para "
                                     "resolver una apelación en una audiencia cuentan todos los días? ¿O solo los "
                                     "días hábiles?",
    "reading.hearing_days.calendar_days.name": "contando días calendario",
    "reading.hearing_days.calendar_days.words": "Días calendario: cuentan todos los días.",
    "reading.hearing_days.business_days.name": "contando días hábiles",
    "reading.hearing_days.business_days.words": "Días hábiles: no cuentan los fines de semana ni los días feriados.",

    # ---------------------------------------------------------------- the place's own legal terms
    "term.village-clerk-treasurer": "Secretario-Tesorero de la Villa",
    "term.village-board": "Junta de la Villa",
    "term.village": "la Villa",

    # ---------------------------------------------------------------- citation labels (outline.py's, in Spanish)
    "clause.adoption": "Nota de adopción",
    "clause.purpose": "Propósito de las reglas",
    "clause.definitions": "Definiciones: las palabras del principio",
    "clause.definitions-1": "Primera definición: personas reunidas a la vez (falta la palabra definida)",
    "clause.definitions-2": "Segunda definición: personas, empresas y grupos (falta la palabra definida)",
    "clause.definitions-3": "Tercera definición: eventos como ferias, carreras y desfiles (falta la palabra "
                            "definida)",
    "clause.s-6-17": "Eventos que las reglas no cubren (§ 6-17)",
    "clause.s-6-17-a": "No cubiertos: recintos permanentes (§ 6-17 A)",
    "clause.s-6-17-b": "No cubiertos: un área local de la Villa (§ 6-17 B)",
    "clause.s-6-17-c": "No cubiertos: eventos que patrocina un gobierno (§ 6-17 C)",
    "clause.permit-a": "Hace falta un permiso (Permisos, párrafo A)",
    # ---------------------------------------------------------------- what the site's pages say of the place
    "about.description": "Una villa de Wisconsin. Su artículo sobre eventos especiales, Ord. No. 05-91.",
    "about.named": "Las reglas no dicen el nombre de la villa. Por eso la llamamos «{name}».",
    "about.where": "Sí nombran el estado: Wisconsin.",
    "about.headings": "La ordenanza no tiene títulos. Los títulos de esta página y las etiquetas pequeñas sobre "
                      "cada parte son nuestros, no de la ordenanza.",
    "about.missing_text.definitions.title": "Faltan las palabras definidas",
    "about.missing_text.definitions": "En el texto que tenemos, cada una de las tres definiciones de abajo perdió "
                                      "la palabra que define. Las llamamos primera, segunda y tercera definición. "
                                      "No adivinamos las palabras que faltan.",
    "about.missing_text.conditions-7.title": "Falta una nota al pie",
    "about.missing_text.conditions-7": "La marca «[1]» al final de esta parte remite a una nota al pie. Esa nota no "
                                       "está en el texto que tenemos.",

    "clause.permit-b": "No más gente de la que es seguro (Permisos, párrafo B)",
    "clause.permit-c": "Condiciones que la Junta puede pedir (Permisos, párrafo C)",
    "clause.conditions-1": "Cerca y puertas (condición C(1))",
    "clause.conditions-2": "Agua para beber (condición C(2))",
    "clause.conditions-3": "Inodoros y lavamanos (condición C(3))",
    "clause.conditions-4": "Basura (condición C(4))",
    "clause.conditions-5": "Atención médica (condición C(5))",
    "clause.conditions-6": "Luz (condición C(6))",
    "clause.conditions-7": "Estacionamiento (condición C(7))",
    "clause.conditions-8": "Guardias de seguridad (condición C(8))",
    "clause.conditions-9": "Protección contra incendios (condición C(9))",
    "clause.conditions-10": "Sonido (condición C(10))",
    "clause.conditions-11": "Fianza (condición C(11))",
    "clause.application-a": "Cuándo presentar la solicitud (Solicitudes, párrafo A)",
    "clause.application-b": "Lo que debe tener la solicitud (Solicitudes, párrafo B)",
    "clause.application-b-1": "Nombres, direcciones y juramento (punto B(1) de la solicitud)",
    "clause.application-b-2": "Propiedad y plano del sitio (punto B(2) de la solicitud)",
    "clause.application-b-3": "Para qué es el evento (punto B(3) de la solicitud)",
    "clause.application-b-4": "Fechas y horario (punto B(4) de la solicitud)",
    "clause.application-b-5": "El mayor número de personas (punto B(5) de la solicitud)",
    "clause.application-b-6": "Boletos (punto B(6) de la solicitud)",
    "clause.application-b-7": "Mantener la gente dentro del límite (punto B(7) de la solicitud)",
    "clause.application-b-8": "Plan de agua (punto B(8) de la solicitud)",
    "clause.application-b-9": "Plan de inodoros (punto B(9) de la solicitud)",
    "clause.application-b-10": "Plan médico (punto B(10) de la solicitud)",
    "clause.application-b-11": "Plan de luz (punto B(11) de la solicitud)",
    "clause.application-b-12": "Plan de estacionamiento (punto B(12) de la solicitud)",
    "clause.application-b-13": "Plan de basura (punto B(13) de la solicitud)",
    "clause.application-b-14": "Plan de seguridad (punto B(14) de la solicitud)",
    "clause.application-b-15": "Plan contra incendios (punto B(15) de la solicitud)",
    "clause.application-b-16": "Plan de sonido (punto B(16) de la solicitud)",
    "clause.application-b-17": "Plan de comida y bebida (punto B(17) de la solicitud)",
    "clause.application-c": "Decisión, denegación y apelación (Solicitudes, párrafo C)",

    # ---------------------------------------------------------------- the full text's headings (outline.py's, in Spanish)
    "part.adoption": "Adopción",
    "part.purpose": "Propósito",
    "part.definitions": "Definiciones",
    "part.exemptions-6-17": "Exenciones (§ 6-17)",
    "part.permits": "Permisos",
    "part.conditions-the-village-board-may-require": "Condiciones que puede exigir la Junta de la Villa",
    "part.applications": "Solicitudes",

    # ---------------------------------------------------------------- what would change the answer (rules.WHAT_IF)
    "what_if.peak_attendance.at_most": "Con {value} personas o menos a la vez",
    "what_if.peak_attendance.at_least": "Con {value} personas o más a la vez",
    "what_if.peak_attendance.exactly": "Con {value} personas a la vez",
    "what_if.venue_type.permanent_venue": "En un recinto permanente con asientos fijos",
    "what_if.venue_type.private_premises": "En un terreno privado o en un edificio sin asientos fijos",
    "what_if.venue_type.localized_area": "En una calle, un parque u otra área abierta",
    "what_if.seating_capacity.at_most": "Con {value} asientos permanentes o menos",
    "what_if.seating_capacity.at_least": "Con {value} asientos permanentes o más",
    "what_if.seating_capacity.exactly": "Con {value} asientos permanentes",
    "what_if.government_sponsored.true": "Si un organismo del gobierno estatal o local patrocinara el evento",
    "what_if.government_sponsored.false": "Si ningún organismo del gobierno patrocinara el evento",
    "what_if.hours_per_day.at_most": "Si el evento durara {value} horas seguidas o menos cada día",
    "what_if.hours_per_day.at_least": "Si el evento durara {value} horas seguidas o más cada día",
    "what_if.locations.exactly": ("En {value} lugar", "En {value} lugares distintos"),
    "what_if.event_end.exactly": "Si el evento terminara el {value}",
}
