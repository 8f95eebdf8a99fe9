"""The City's own words, in Spanish (see calculator/words.py for the shape).

Its terms are those of calculator/build/terms.py; words in \u201ccurly quotes\u201d are the ordinance's own
English.  No legal number is written here: each comes from law.py through a placeholder.
"""

WORDS = {
    "place": "la Ciudad",

    # ---------------------------------------------------------------- the questions (rules.FIELDS, GROUPS)
    "event_type.label": "el tipo de evento",
    "event_type.question": "¿Qué tipo de evento es?",
    "event_type.street_fair": "Feria callejera",
    "event_type.race": "Carrera",
    "event_type.run": "Carrera a pie",
    "event_type.arts_and_crafts_show": "Feria de artesanías",
    "event_type.carnival": "Carnaval",
    "event_type.circus": "Circo",
    "event_type.rally": "Mitin",
    "event_type.public_entertainment": "Espectáculo público",
    "event_type.parade": "Desfile",
    "event_type.block_party": "Fiesta de cuadra que necesita cerrar una calle del barrio",
    "event_type.other": "Otra cosa",
    "city_services.label": "si pedirá servicios de la Ciudad",
    "city_services.question": "¿Pedirá servicios a la Ciudad, como policía o barricadas?",
    "city_services.if.true": "pide servicios a la Ciudad",
    "city_services.if.false": "no pide servicios a la Ciudad",
    "on_city_property.label": "si alguna parte del evento es en propiedad de la Ciudad",
    "on_city_property.question": "¿Alguna parte del evento es en propiedad de la Ciudad, como un parque o un "
                                 "edificio de la Ciudad?",
    "on_city_right_of_way.label": "si alguna parte del evento es en una calle o un derecho de vía de la Ciudad",
    "on_city_right_of_way.question": "¿Alguna parte del evento es en una calle, una acera u otro derecho de vía de "
                                     "la Ciudad (la franja pública de la calle, con sus aceras y orillas)?",
    "road_closure.label": "si el evento cierra una calle o un carril",
    "road_closure.question": "¿El evento cierra una calle o un carril?",
    "road_closure.if.true": "el evento cierra una calle o un carril",
    "road_closure.if.false": "el evento no cierra ninguna calle ni carril",
    "residential_zone.label": "si la calle cerrada está en una zona residencial",
    "residential_zone.question": "¿La calle cerrada está en una zona residencial?",
    "residential_zone.if.true": "la calle cerrada está en una zona residencial",
    "previous_closure_of_same_road.label": "la fecha del otro evento más cercano que cierra la misma calle, antes o "
                                           "después del suyo",
    "previous_closure_of_same_road.question": "¿Cuándo es el otro evento más cercano que cierra la misma calle, "
                                              "antes o después del suyo?",
    "previous_closure_of_same_road.hint": "Su fecha, aunque sea después de su evento. Déjelo en blanco si no sabe de "
                                          "ninguno: la respuesta le dirá qué revisar.",
    "sells_used_goods.label": "si el evento es para vender cosas usadas",
    "sells_used_goods.question": "¿El evento es para vender cosas usadas, como ropa, muebles o cosas de la casa?",
    "sells_used_goods.if.true": "el evento es para vender cosas usadas",
    "nonprofit.label": "si el solicitante es una organización sin fines de lucro o exenta de impuestos",
    "nonprofit.question": "¿Solicita como organización sin fines de lucro o exenta de impuestos?",
    "prior_events_at_address_this_year.label": "el número de otros eventos que se hacen o se planean en esta "
                                               "dirección en el año calendario de su evento",
    "prior_events_at_address_this_year.question": "¿Cuántos otros eventos especiales se hacen o se planean en esta "
                                                  "dirección en el año calendario en que empieza su evento?",
    "prior_events_at_address_this_year.hint": "Cuente los que ya se hicieron y los que se planean, de enero a "
                                              "diciembre de ese año. Escriba 0 si no hay ninguno.",
    "projected_parking_users.label": "el número previsto de usuarios del estacionamiento",
    "projected_parking_users.question": "¿Cuántos usuarios del estacionamiento prevé?",
    "projected_parking_users.hint": "Las reglas piden estacionamiento para el número previsto de usuarios, más un "
                                    "extra que nosotros sumamos. No dicen si los usuarios son personas o vehículos.",
    "revocation_notice_received.label": "la fecha en que recibió el aviso de que su permiso fue revocado",
    "revocation_notice_received.question": "¿Cuándo recibió el aviso de que su permiso fue revocado?",
    "revocation_notice_received.hint": "Calcularemos el último día para apelar.",
    "group.revocation-details": "Si su permiso fue revocado",

    # ---------------------------------------------------------------- the answer's first panel (rules.HEADLINES)
    "headline.exception": "Este evento no puede obtener un permiso tal como lo describe. Solo una excepción del "
                          "Director(a) de Servicios de Desarrollo o la persona que designe lo permitiría",
    "next_step.exception": "Pida una excepción al Director(a) de Servicios de Desarrollo o la persona que designe, "
                           "o cambie la fecha.",
    "headline.listed": "Cuente con que necesitará un permiso para evento especial",
    "verdict.listed": "obligatorio salvo si está exento",
    "verdict.exception": "solo con una excepción",

    # ---------------------------------------------------------------- general rules (b), (d)-(f)
    "reason.used_goods": "No se permite un evento para vender ropa, muebles, cosas de la casa, artículos de deporte "
                         "u otras cosas usadas.",
    "warning.used_goods_sale": "Los eventos para vender cosas usadas están prohibidos. Si solo una parte de su "
                               "evento vende cosas usadas, pregunte a la Ciudad si la prohibición se aplica.",
    "reason.too_long": "El evento dura {days}. Un evento especial puede durar {limit} como máximo.",
    "warning.over_nine_days": "Acorte el evento a {limit} seguidos o menos.",
    "reason.annual_limit": "{others} o se planean en esta dirección en {year}, así que el suyo sería el evento "
                           "número {number} allí ese año. Puede haber como máximo {most} al año en la misma "
                           "dirección.",
    "count.other_events": ("{count:,} otro evento se hace", "{count:,} otros eventos se hacen"),
    "count.events": ("{count:,} evento", "{count:,} eventos"),
    "warning.annual_event_limit": "Este sería el evento número {number} en esta dirección en {year}; el límite es "
                                  "{most} al año.",
    "reason.annual_reading": "{readings} Contamos {year}, el año calendario en que empieza su evento. {rolling}, la "
                             "respuesta podría cambiar: cuente también los eventos de esta dirección en los meses "
                             "antes de su evento, y pregunte al Departamento de Servicios de Desarrollo.",
    "reason.closure_exception": "El Director(a) de Servicios de Desarrollo (Director of Development Services) o la "
                                "persona que designe puede hacer una excepción. Debe ser lo mejor para la salud, la "
                                "seguridad y el bienestar de la gente de la Ciudad.",
    "reason.closure_unknown": "Su evento cierra una calle en una zona residencial, así que no se puede hacer "
                              "dentro de los {apart} antes o después de otro evento que cierre la misma calle, "
                              "incluido el último de esos días. No dio la fecha de otro cierre: revísela antes de "
                              "seguir con sus planes.",
    "warning.road_closure_spacing_unknown": "Pregunte al Departamento de Servicios de Desarrollo si otro evento "
                                            "cierra la misma calle entre el {first} y el {last}, ambos incluidos, o "
                                            "sea, dentro de los {apart} antes o después de su evento. Si es así, "
                                            "pida una excepción al Director(a) de Servicios de Desarrollo (Director "
                                            "of Development Services) o la persona que designe, o cambie la fecha.",
    "reason.closure_too_close": "El otro cierre de esta calle está a {gap} de su evento. Los cierres de la misma "
                                "calle en una zona residencial deben estar al menos a {apart} uno del otro.",
    "warning.road_closure_spacing.too_close": "Mueva el evento para que esté a más de {apart} del otro cierre de "
                                              "esta calle. O pida una excepción al Director(a) de Servicios de "
                                              "Desarrollo o la persona que designe.",
    "reason.closure_exactly": "El otro cierre de esta calle está a {gap} justos de su evento. {readings}",
    "warning.road_closure_spacing.exactly": "Puede que se permita o no que haya {apart} justos entre los cierres. "
                                            "Un día más de distancia es lo seguro.",
    "reason.closure_far_enough": "El otro cierre de esta calle está a {gap} de su evento, más de los {apart} que "
                                 "pide la regla.",

    # ---------------------------------------------------------------- the definition and the permit requirement
    "reason.exemptions_missing": "El artículo dice que algunos eventos están exentos según la sección 6.03.003, "
                                 "pero esa sección no está en el texto que tenemos. Pregunte al Departamento de "
                                 "Servicios de Desarrollo si alguna exención vale para su evento.",
    "reason.definition_cut_off": "La definición de evento especial da ejemplos y se corta en \u201cor other events "
                                 "that:\u201d (texto oficial en inglés: u otros eventos que:). El resto falta, así "
                                 "que no podemos saber si su evento está incluido. Pregunte al Departamento de "
                                 "Servicios de Desarrollo (Development Services Department).",
    "reason.block_party_no_closure": "La definición nombra las fiestas de cuadra que necesitan cerrar una calle del "
                                     "barrio. La suya no cierra ninguna calle, y el resto de la definición falta. "
                                     "Pregunte al Departamento de Servicios de Desarrollo.",
    "reason.listed_kind": "Su evento es de uno de los tipos que nombra la definición, pero la definición se corta "
                          "después de \u201cor other events that:\u201d (texto oficial en inglés: u otros eventos "
                          "que:), y la sección 6.03.003, que da las exenciones, no está en el texto que tenemos. "
                          "{readings} Para estar a salvo, cuente con que necesitará un permiso, y pregunte al "
                          "Departamento de Servicios de Desarrollo si alguna exención vale para su evento.",
    "reason.permit_required": "Es ilegal hacer un evento especial sin un permiso para evento especial válido de la "
                              "Ciudad. Los eventos exentos según la sección 6.03.003 no lo necesitan.",
    "reason.several_places": "El artículo habla de un permiso por evento. No dice si un evento en varios lugares "
                             "necesita más de uno. Pregunte al Departamento de Servicios de Desarrollo.",

    # ---------------------------------------------------------------- filing periods, notices, appeal
    "deadline.apply_by": "Presente la solicitud al Departamento de Servicios de Desarrollo (Development Services "
                         "Department) al menos {days} antes del primer día del evento, {when}.",
    "deadline.apply_by.with_services": "si pide servicios de la Ciudad",
    "deadline.apply_by.without_services": "si no pide servicios de la Ciudad",
    "warning.late_application": "El último día para presentar la solicitud fue el {day}. El Director(a) de "
                                "Servicios de Desarrollo (Director of Development Services) o la persona que designe "
                                "puede dar otro plazo solo si lo que llevó al evento pasó demasiado tarde para "
                                "cumplir con el plazo normal.",
    "deadline.notify_neighbors_by": "Mande un aviso por escrito del evento a cada dueño de propiedad residencial a "
                                    "no más de {feet:,} pies de la propiedad del evento, según el registro de "
                                    "impuestos municipal aprobado más reciente, al menos {days} antes del primer "
                                    "día. Puede mandarlo por correo de EE. UU., con el franqueo pagado.",
    "warning.late_neighbor_notice": "El último día para mandar el aviso a los dueños residenciales cercanos fue el "
                                    "{day}.",
    "last_day.notify_neighbors_by": "El último día para mandar el aviso",
    "warning.notify_neighbors_exempt": "Una fiesta de cuadra que cierra una calle y no pide servicios a la Ciudad "
                                       "está exenta. No tiene que enviar el aviso por escrito a los dueños cercanos.",
    "deadline.denial_notice_by": "Si la Ciudad deniega su solicitud, deberá decirle por qué no menos de {days} "
                                 "antes del evento. O se lo dice tan pronto como pueda.",
    "deadline.appeal_by": "Si le revocan el permiso, puede apelar ante el Director(a) de Servicios de Desarrollo "
                          "(Director of Development Services) o la persona que designe. Hágalo dentro de {days} "
                          "después de recibir el aviso.",
    "last_day.appeal_by": "El último día para apelar",
    "deadline.appeal_hearing_by": "Si apela a más tardar el último día para apelar, el Director(a) de Servicios de "
                                  "Desarrollo o la persona que designe deberá resolver la apelación en una audiencia "
                                  "dentro de {days}: a más tardar en esta fecha. El texto no dice desde qué día se "
                                  "cuentan los {days}; contamos desde el último día para apelar. Una apelación "
                                  "presentada durante el evento se resuelve en una audiencia “as soon as practically "
                                  "possible” (texto oficial en inglés: tan pronto como sea posible en la práctica).",
    "warning.city_services_meaning": "Si va a pedir cualquier ayuda a la Ciudad, como policía o barricadas, "
                                     "presente la solicitud {days} antes. El artículo no define \u201cCity "
                                     "services\u201d (texto oficial en inglés: servicios de la Ciudad).",

    # ---------------------------------------------------------------- parking, insurance, indemnity, bond, police
    "requirement.permit_on_premises.label": "Tenga el permiso en el evento",
    "requirement.permit_on_premises.formula": "Tenga siempre el permiso para evento especial en el lugar. Muéstrelo "
                                              "a cualquier agente de policía, jefe de prevención de incendios (Fire "
                                              "Marshal) u otro empleado o representante autorizado de la Ciudad que "
                                              "lo pida.",
    "requirement.block_party_exempt": "Las fiestas de cuadra que cierran calles sin servicios de la Ciudad están "
                                      "exentas.",
    "requirement.insurance_per_person_usd.label": "Seguro por persona",
    "requirement.insurance_per_person_usd.formula": "Un certificado de seguro: al menos ${amount:,} por persona. Lo "
                                                    "necesita si alguna parte del evento está en propiedad de la "
                                                    "Ciudad o en un derecho de vía de la Ciudad (la franja pública "
                                                    "de la calle, con sus aceras).",
    "requirement.insurance_per_accident_usd.label": "Seguro por accidente",
    "requirement.insurance_per_accident_usd.formula": "Al menos ${amount:,} por accidente, según la misma regla.",
    "requirement.bond_usd.label": "Fianza (surety bond) o depósito en efectivo",
    "requirement.bond_usd.formula": "${amount:,} con la solicitud si el evento es en propiedad de la Ciudad.",
    "requirement.bond_usd.waiver": "Usted es una organización sin fines de lucro o exenta de impuestos, así que el "
                                   "Director(a) de Servicios de Desarrollo (Director of Development Services) o la "
                                   "persona que designe tiene el derecho de bajarla o de no pedirla.",
    "requirement.indemnity_agreement.label": "Acuerdo de indemnizar a la Ciudad y eximirla de responsabilidad",
    "requirement.indemnity_agreement.formula": "Un acuerdo firmado si el evento es en propiedad de la Ciudad.",
    "requirement.indemnity_agreement.block_party": "La exención de las fiestas de cuadra en las reglas del seguro y "
                                                   "la fianza no está en esta regla.",
    "requirement.police_services.label": "Más policía",
    "requirement.police_services.formula": "El Departamento de Policía (Police Department) decide si necesita más "
                                           "policía y cuánta. Tiene en cuenta el tamaño, el lugar, la duración, la "
                                           "hora y la fecha del evento. La calculadora no puede decírselo: pregunte "
                                           "al Departamento de Policía.",
    "requirement.parking_users.label": "Estacionamiento para los usuarios previstos más un {percent}%",
    "provide.people": "Personas",
    "provide.parking": "Estacionamiento",
    "provide.money": "Dinero y seguros",
    "provide.at_the_event": "En el evento",
    "requirement.parking_users.decides": "La Ciudad, que revisa la solicitud, decide qué es suficiente: "
                                         "\u201c{quote}\u201d (texto oficial en inglés: el número de espacios que "
                                         "se considere suficiente dependerá del tipo de evento y del número y la "
                                         "edad de las personas que vengan. Se cuentan el personal del evento, los "
                                         "participantes y los artistas, en las horas de más gente.) {readings}",
    "requirement.parking_users.unknown": "Pruebas de que habrá bastante estacionamiento para el número previsto de "
                                         "usuarios, más un {percent}% extra. Escriba ese número para ver el "
                                         "resultado. {decides}",
    "requirement.parking_users.formula": "Pruebas de que habrá bastante estacionamiento para los usuarios "
                                         "previstos, más un {percent}% extra. Se cuenta hacia arriba: {users:,} + "
                                         "{percent}% → {total:,}. {decides}",

    # ---------------------------------------------------------------- the application checklist
    "checklist.application-1": "Su nombre, dirección, teléfono y correo electrónico.",
    "checklist.application-2": "Para una organización: el nombre, la dirección y el teléfono de su oficina central. "
                               "Y el nombre, la dirección, el teléfono y el correo de las personas que pueden actuar "
                               "por ella.",
    "checklist.application-3": "Si solicita por otra persona: una declaración por escrito de esa persona que diga "
                               "que usted puede solicitar por ella.",
    "checklist.application-4": "Si el evento o su estacionamiento usa un terreno privado: una autorización por "
                               "escrito del dueño.",
    "checklist.application-5": "Nombre, dirección, teléfono y correo de la persona de contacto que estará a cargo "
                               "del evento.",
    "checklist.application-6": "Una descripción de las actividades que planea.",
    "checklist.application-7": "Las fechas y horas en que empieza y termina el evento.",
    "checklist.application-8": "Cuándo empieza y termina el montaje en el sitio.",
    "checklist.application-9": "Dónde estará el estacionamiento y cuántos lugares tendrá.",
    "checklist.application-10": "Un dibujo a escala de lo que pondrá. Muestre escenarios, asientos, carpas, puestos "
                                "de comida y de primeros auxilios, inodoros portátiles y otras cosas que no quedan.",
    "checklist.application-11": "Un dibujo a escala del sitio del evento y del paso del tráfico que cumpla las "
                                "normas de tráfico del MUTCD (el manual nacional de señales y control del tráfico).",
    "checklist.application-12": "Dónde estarán las entradas y salidas. Y un plan para sacar a la gente en una "
                                "emergencia, con el camino que toman los bomberos y el personal médico para llegar.",
    "checklist.application-13": "Cuánta gente vendrá más o menos. Diga cuánta a la hora de más gente, el personal y "
                                "los artistas, y los animales, si hay.",
    "checklist.application-14": "El punto (14) falta en el texto que tenemos. Pregunte al Departamento de Servicios "
                                "de Desarrollo qué pide.",
    "checklist.application-15": "Copias de los demás permisos que pida el código, como los de electricidad o "
                                "plomería.",
    "checklist.application-16": "Un plan para avisar al público del evento: cómo lo hará, sus letreros y las horas "
                                "de sonido con altavoces.",
    "checklist.application-17": "El punto (17) falta en el texto que tenemos. Pregunte al Departamento de Servicios "
                                "de Desarrollo qué pide.",
    "checklist.application-18": "El punto (18) falta en el texto que tenemos. Pregunte al Departamento de Servicios "
                                "de Desarrollo qué pide.",
    "checklist.application-19": "El punto (19) falta en el texto que tenemos. Pregunte al Departamento de Servicios "
                                "de Desarrollo qué pide.",
    "checklist.application-20": "Si el Departamento de Policía dice que necesita policía: pruebas de que ya la "
                                "consiguió.",
    "checklist.application-21": "Cualquier otra información que pida la Ciudad.",
    "checklist.vendor-insurance": "Si el evento tiene vendedores: pruebas de cada uno de que su negocio tiene "
                                  "seguro completo, también de responsabilidad civil. Sin eso no se dará el permiso.",
    "checklist.parking-plan": "Pruebas de que hay bastante estacionamiento: cuántos lugares y cómo se ordenan. "
                              "Muestre los pasillos, el tamaño de los lugares y si habrá personas a cargo.",
    "checklist.off-site-parking": "Si el estacionamiento no está en el sitio o junto a él: un plan para el "
                                  "estacionamiento fuera del sitio y para llevar a la gente al evento.",
    "checklist.wastewater-plan": "Un plan para deshacerse de las aguas residuales, que apruebe el Departamento de "
                                 "Obras Públicas (Public Works Department).",
    "checklist.water-meter": "Si va a usar agua de la Ciudad: un medidor de agua temporal del Departamento de Obras "
                             "Públicas.",
    "checklist.insurance-certificate": "Un certificado de seguro.",
    "checklist.indemnity-agreement": "Un acuerdo firmado de indemnizar a la Ciudad.",
    "checklist.bond": "La fianza o el depósito en efectivo de ${amount:,}.",
    "checklist.city-costs": "Si la Ciudad dice que su evento necesita su personal o sus lugares: acuerde los costos "
                            "con la Ciudad y páguelos al hacer la solicitud.",
    "checklist.additional-costs-agreement": "Una promesa por escrito de pagar los costos extra que tenga la Ciudad "
                                            "por el evento, dentro de {days} después de que la Ciudad le diga la "
                                            "cantidad. La firma antes de obtener el permiso. {readings}",

    # ---------------------------------------------------------------- readings (law.AMBIGUITIES)
    "reading.definition_cut_off.question": "¿Qué eventos son eventos especiales?",
    "reading.definition_cut_off.listed_kinds.name": "leído como que incluye los tipos nombrados",
    "reading.definition_cut_off.listed_kinds.words": "Los tipos nombrados (ferias callejeras, carreras, carreras a "
                                                     "pie, etc.) son eventos especiales; las palabras que faltan "
                                                     "después de \u201cother events that:\u201d (texto oficial en "
                                                     "inglés: otros eventos que:) solo describen otros eventos.",
    "reading.definition_cut_off.missing_conditions.name": "leído como que suma las condiciones que faltan",
    "reading.definition_cut_off.missing_conditions.words": "Todo evento, nombrado o no, también debe cumplir las "
                                                           "condiciones que faltan después de “that:” (texto oficial "
                                                           "en inglés: que:). No podemos verlas.",
    "reading.road_closure_gap.question": "¿Se permite que haya {days} días justos entre dos cierres de calle?",
    "reading.road_closure_gap.at_least.name": "leído como al menos {days} días de distancia",
    "reading.road_closure_gap.at_least.words": "Sí: los eventos deben estar al menos a {days} días uno del otro, y "
                                               "{days} días de distancia bastan.",
    "reading.road_closure_gap.not_within.name": "leído como no dentro de {days} días",
    "reading.road_closure_gap.not_within.words": "No: \u201cnot ... within\u201d (texto oficial en inglés: no ... "
                                                 "dentro de) esos días incluye el último de ellos.",
    "reading.annual_limit.question": "¿Qué quiere decir \u201cannually\u201d (texto oficial en inglés: al año) "
                                     "para el límite de {events} eventos?",
    "reading.annual_limit.calendar_year.name": "contando el año calendario",
    "reading.annual_limit.calendar_year.words": "Cada año calendario, de enero a diciembre.",
    "reading.annual_limit.twelve_months.name": "contando doce meses cualesquiera",
    "reading.annual_limit.twelve_months.words": "Doce meses seguidos, contando hacia atrás desde el evento.",
    "reading.street_is_city_property.question": "¿Una calle o un derecho de vía de la Ciudad es \u201cCity "
                                                "property\u201d (texto oficial en inglés: propiedad de la Ciudad)?",
    "reading.street_is_city_property.street_is_property.name": "leído como que la calle es propiedad de la Ciudad",
    "reading.street_is_city_property.street_is_property.words": "Sí: un evento en una calle de la Ciudad también "
                                                                "necesita la fianza de ${amount:,} y la "
                                                                "indemnización firmada.",
    "reading.street_is_city_property.street_is_not_property.name": "leído como que la calle no es propiedad de la "
                                                                   "Ciudad",
    "reading.street_is_city_property.street_is_not_property.words": "No: la regla del seguro nombra aparte "
                                                                    "\u201cCity property or City "
                                                                    "rights-of-way\u201d (texto oficial en inglés: "
                                                                    "propiedad de la Ciudad o derechos de vía de "
                                                                    "la Ciudad), así que un evento en la calle "
                                                                    "solo necesita el seguro.",
    "reading.extra_cost_deadline.question": "¿Cuánto tiempo tiene para pagar los costos que pasan de la fianza?",
    "reading.extra_cost_deadline.bond_rule.name": "según la regla de la fianza",
    "reading.extra_cost_deadline.bond_rule.words": "{bond_rule} días hábiles desde el aviso de la Ciudad, según la "
                                                   "regla de la fianza.",
    "reading.extra_cost_deadline.costs_rule.name": "según la regla de los costos",
    "reading.extra_cost_deadline.costs_rule.words": "{costs_rule} días hábiles desde el aviso de la Ciudad, según la "
                                                    "regla de los costos.",
    "reading.costs_agreement_scope.question": "¿Todo solicitante firma la promesa de pagar los costos extra?",
    "reading.costs_agreement_scope.every_applicant.name": "leído como todo solicitante",
    "reading.costs_agreement_scope.every_applicant.words": "Sí: la oración \u201cPrior to the issuance of a "
                                                           "special event permit, the applicant shall agree in "
                                                           "writing\u201d (texto oficial en inglés: antes de que "
                                                           "se expida un permiso para evento especial, el "
                                                           "solicitante deberá aceptar por escrito) no repite "
                                                           "\u201cIn such event\u201d (texto oficial en inglés: en "
                                                           "tal caso).",
    "reading.costs_agreement_scope.city_personnel.name": "leído como los eventos que según la Ciudad necesitan su "
                                                         "personal",
    "reading.costs_agreement_scope.city_personnel.words": "Solo si la Ciudad le dijo que el evento puede necesitar "
                                                          "ayuda especial de su personal o de sus lugares. La "
                                                          "oración está en esa parte.",
    "reading.parking_users.question": "¿Los \u201cusers\u201d (texto oficial en inglés: usuarios) del "
                                      "estacionamiento son personas o vehículos?",
    "reading.parking_users.people.name": "leído como personas",
    "reading.parking_users.people.words": "Personas: planee estacionamiento para la gente que va a venir en auto, "
                                          "más el extra.",
    "reading.parking_users.vehicles.name": "leído como vehículos",
    "reading.parking_users.vehicles.words": "Vehículos: planee un espacio para cada auto que espera, más el extra.",
    "reading.filing_count.question": "¿Cómo se cuentan los días antes del evento?",
    "reading.filing_count.count_back.name": "contando hacia atrás",
    "reading.filing_count.count_back.words": "Cuente hacia atrás desde el primer día del evento; presentar la "
                                             "solicitud el último día contado es a tiempo.",
    "reading.filing_count.full_days.name": "con días completos de por medio",
    "reading.filing_count.full_days.words": "Deje esos días completos entre el día en que presenta la solicitud y "
                                            "el día del evento. Así, el último día para presentarla cae un día "
                                            "antes que contando hacia atrás.",
    "reading.filing_count.full_days.earlier": "las reglas pueden querer decir días completos de por medio",

    # ---------------------------------------------------------------- what the site's pages say of the place
    "about.description": "Una ciudad de Texas. Su artículo sobre eventos especiales, Ordenanza CO08-21-01-28-E2.",
    "about.named": "Las reglas no dicen el nombre de la ciudad. Por eso la llamamos «{name}».",
    "about.where": "No nombran ningún estado. La fuente de donde las sacamos dice que la ciudad está en Texas.",
    "about.headings": "La ordenanza no tiene títulos. Los títulos de esta página y las etiquetas pequeñas sobre "
                      "cada parte son nuestros, no de la ordenanza.",
    "about.missing_text.definition.title": "El texto se corta aquí",
    "about.missing_text.definition": "El texto se corta después de \u201cor other events that:\u201d (texto oficial "
                                     "en inglés). El resto de esta definición no está en el texto que tenemos.",
    "about.missing_text.exemptions.title": "No está en el texto que tenemos",
    "about.missing_text.exemptions": "Esta parte no está en el texto que tenemos: la sección 6.03.003. La regla del "
                                     "permiso dice \u201cunless exempted per section 6.03.003\u201d (texto oficial "
                                     "en inglés), así que esa sección nombra los eventos exentos. Sus palabras "
                                     "faltan.",
    "about.missing_text.application-14.title": "No está en el texto que tenemos",
    "about.missing_text.application-14": "Esta parte no está en el texto que tenemos: el punto (14) de la lista. "
                                         "La lista pasa del punto (13) al punto (15).",
    "about.missing_text.application-17.title": "No está en el texto que tenemos",
    "about.missing_text.application-17": "Esta parte no está en el texto que tenemos: el punto (17) de la lista. "
                                         "La lista pasa del punto (16) al punto (20).",
    "about.missing_text.application-18.title": "No está en el texto que tenemos",
    "about.missing_text.application-18": "Esta parte no está en el texto que tenemos: el punto (18) de la lista. "
                                         "La lista pasa del punto (16) al punto (20).",
    "about.missing_text.application-19.title": "No está en el texto que tenemos",
    "about.missing_text.application-19": "Esta parte no está en el texto que tenemos: el punto (19) de la lista. "
                                         "La lista pasa del punto (16) al punto (20).",
    "about.missing_text.refusal-1.title": "El texto se corta aquí",
    "about.missing_text.refusal-1": "El texto se corta después de \u201cso as to:\u201d (texto oficial en inglés). "
                                    "El resto de esta causa para denegar el permiso no está en el texto que "
                                    "tenemos.",

    # ---------------------------------------------------------------- the place's own legal terms
    "term.development-services-department": "Departamento de Servicios de Desarrollo",
    "term.director-of-development-services": "Director(a) de Servicios de Desarrollo",
    "term.public-works-department": "Departamento de Obras Públicas",
    "term.police-department": "Departamento de Policía",
    "term.city-services": "servicios de la Ciudad",
    "term.city-property": "propiedad de la Ciudad",
    "term.city": "la Ciudad",

    # ---------------------------------------------------------------- citation labels (outline.py's, in Spanish)
    "clause.definition": "Qué es un evento especial (el texto se corta)",
    "clause.general-a": "Propósito (reglas generales, punto (a))",
    "clause.general-b": "Días seguidos (reglas generales, punto (b))",
    "clause.general-c": "Servicios públicos y sanitarios (reglas generales, punto (c))",
    "clause.general-d": "Ningún evento para vender cosas usadas (reglas generales, punto (d))",
    "clause.general-e": "Tiempo entre cierres de calle (reglas generales, punto (e))",
    "clause.general-f": "Eventos al año en la misma dirección (reglas generales, punto (f))",
    "clause.empty-section": "Una nota de adopción sin texto de regla después",
    "clause.exemptions": "Eventos que las reglas no cubren (sección 6.03.003): no está en el texto que tenemos",
    "clause.permit-required": "Hace falta un permiso",
    "clause.filing": "Cuándo presentar la solicitud (plazos)",
    "clause.filing-1": "Cuándo presentar la solicitud, con servicios de la Ciudad (plazo (1))",
    "clause.filing-2": "Cuándo presentar la solicitud, todos los demás eventos (plazo (2))",
    "clause.filing-3": "Cuándo presentar la solicitud, un plazo que fija el Director (plazo (3))",
    "clause.application": "Lo que debe tener la solicitud",
    "clause.application-1": "Solicitante (punto (1) de la solicitud)",
    "clause.application-2": "Organización (punto (2) de la solicitud)",
    "clause.application-3": "Derecho a solicitar por la organización (punto (3) de la solicitud)",
    "clause.application-4": "Autorización para usar una propiedad privada (punto (4) de la solicitud)",
    "clause.application-5": "Persona de contacto (punto (5) de la solicitud)",
    "clause.application-6": "Actividades que se planean (punto (6) de la solicitud)",
    "clause.application-7": "Fechas y horas (punto (7) de la solicitud)",
    "clause.application-8": "Horas del montaje (punto (8) de la solicitud)",
    "clause.application-9": "Estacionamiento (punto (9) de la solicitud)",
    "clause.application-10": "Dibujo del sitio (punto (10) de la solicitud)",
    "clause.application-11": "Dibujo del tráfico (punto (11) de la solicitud)",
    "clause.application-12": "Entradas, salidas y evacuación (punto (12) de la solicitud)",
    "clause.application-13": "Cuánta gente (punto (13) de la solicitud)",
    "clause.application-14": "No está en el texto que tenemos (punto (14) de la solicitud)",
    "clause.application-15": "Otros permisos (punto (15) de la solicitud)",
    "clause.application-16": "Plan de comunicación (punto (16) de la solicitud)",
    "clause.application-17": "No está en el texto que tenemos (punto (17) de la solicitud)",
    "clause.application-18": "No está en el texto que tenemos (punto (18) de la solicitud)",
    "clause.application-19": "No está en el texto que tenemos (punto (19) de la solicitud)",
    "clause.application-20": "Servicios de policía (punto (20) de la solicitud)",
    "clause.application-21": "Otra información (punto (21) de la solicitud)",
    "clause.refusal": "Razones para denegar un permiso",
    "clause.refusal-1": "Quitar personal de otro trabajo, se corta (razón (1) para denegar)",
    "clause.refusal-2": "Daño probable a personas o propiedades (razón (2) para denegar)",
    "clause.refusal-3": "Solicitud incompleta (razón (3) para denegar)",
    "clause.refusal-4": "Una solicitud que va contra la ley (razón (4) para denegar)",
    "clause.refusal-5": "Vendedores sin seguro (razón (5) para denegar)",
    "clause.refusal-6": "Choque con otro evento (razón (6) para denegar)",
    "clause.refusal-7": "Molestar a una escuela (razón (7) para denegar)",
    "clause.refusal-8": "Acceso para personas con discapacidades (razón (8) para denegar)",
    "clause.refusal-9": "Una condena anterior (razón (9) para denegar)",
    "clause.refusal-10": "Una revocación reciente (razón (10) para denegar)",
    "clause.refusal-11": "Costos sin pagar (razón (11) para denegar)",
    "clause.refusal-12": "El juicio del Director (razón (12) para denegar)",
    "clause.denial-notice": "Aviso de que se deniega el permiso",
    "clause.revocation": "Quitar un permiso (revocación)",
    "clause.revocation-1": "No cumplir las reglas (razón (1) para revocar)",
    "clause.revocation-2": "Datos falsos (razón (2) para revocar)",
    "clause.revocation-3": "Cuotas sin pagar (razón (3) para revocar)",
    "clause.revocation-4": "Información que falta (razón (4) para revocar)",
    "clause.revocation-5": "Tráfico (razón (5) para revocar)",
    "clause.revocation-6": "Bienestar público (razón (6) para revocar)",
    "clause.appeal": "Apelación de una revocación",
    "clause.permit-on-premises": "Tener el permiso en el evento",
    "clause.neighbor-notice": "Aviso a los dueños de propiedades residenciales cercanas",
    "clause.parking-a": "Bastante estacionamiento, más un extra (estacionamiento, punto (a))",
    "clause.parking-b": "Estacionamiento lejos del sitio (estacionamiento, punto (b))",
    "clause.street-parking": "Límites al estacionamiento en la calle",
    "clause.water-a": "Medidor de agua de la Ciudad (agua, punto (a))",
    "clause.water-b": "Plan de aguas residuales (agua, punto (b))",
    "clause.solid-waste": "Basura y desechos",
    "clause.insurance": "Seguro",
    "clause.indemnity": "Acuerdo para proteger a la Ciudad (indemnización)",
    "clause.bond-a": "Fianza o depósito en efectivo (fianza, punto (a))",
    "clause.bond-b": "Fianza más baja o sin fianza para organizaciones sin fines de lucro (fianza, punto (b))",
    "clause.police-a": "Servicios de policía (costos, punto (a))",
    "clause.police-b": "Costos de la Ciudad (costos, punto (b))",
    "clause.offenses-a": "Qué es un delito (delitos, punto (a))",
    "clause.offenses-b": "Un delito menor de clase C (delitos, punto (b))",
    "clause.offenses-c": "No hace falta intención (delitos, punto (c))",
    "clause.offenses-d": "Tipo de pena (delitos, punto (d))",

    # ---------------------------------------------------------------- the full text's headings (outline.py's, in Spanish)
    "part.definition": "Definición",
    "part.general-rules": "Reglas generales",
    "part.exemptions": "Exenciones",
    "part.permit-required": "Cuándo se necesita un permiso",
    "part.when-to-file": "Cuándo presentar la solicitud",
    "part.the-application": "La solicitud",
    "part.when-a-permit-is-refused": "Cuando se deniega un permiso",
    "part.revocation-and-appeal": "Revocación y apelación",
    "part.during-the-event": "Durante el evento",
    "part.insurance-indemnity-bond-and-costs": "Seguro, indemnización, fianza y costos",
    "part.offenses-and-penalties": "Infracciones y sanciones",

    # ---------------------------------------------------------------- what would change the answer (rules.WHAT_IF)
    "what_if.event_end.at_most": "Si el evento terminara el {value} o antes",
    "what_if.event_end.at_least": "Si el evento terminara el {value} o después",
    "what_if.event_end.exactly": "Si el evento terminara el {value}",
    "what_if.event_type.street_fair": "Si el evento fuera una feria callejera",
    "what_if.event_type.block_party": "Si el evento fuera una fiesta de cuadra",
    "what_if.event_type.other": "Si el evento no fuera de ningún tipo de la lista de las reglas",
    "what_if.city_services.true": "Si pidiera servicios de la Ciudad",
    "what_if.city_services.false": "Sin servicios de la Ciudad",
    "what_if.road_closure.true": "Si el evento tuviera que cerrar una calle o un carril",
    "what_if.road_closure.false": "Si el evento no tuviera que cerrar ninguna calle ni carril",
    "what_if.residential_zone.true": "Si la calle cerrada estuviera en una zona residencial",
    "what_if.residential_zone.false": "Si la calle cerrada no estuviera en una zona residencial",
    "what_if.previous_closure_of_same_road.at_most": "Si el otro cierre de la misma calle fuera el {value} o antes",
    "what_if.previous_closure_of_same_road.at_least": "Si el otro cierre de la misma calle fuera el {value} o "
                                                      "después",
    "what_if.previous_closure_of_same_road.exactly": "Si el otro cierre de la misma calle fuera el {value}",
    "what_if.sells_used_goods.true": "Si el evento fuera para vender cosas usadas",
    "what_if.sells_used_goods.false": "Si el evento no fuera para vender cosas usadas",
    "what_if.prior_events_at_address_this_year.at_most": ("Con {value} otro evento o menos en la dirección ese año",
                                                          "Con {value} otros eventos o menos en la dirección ese "
                                                          "año"),
    "what_if.prior_events_at_address_this_year.at_least": ("Con {value} otro evento o más en la dirección ese año",
                                                           "Con {value} otros eventos o más en la dirección ese "
                                                           "año"),
    "what_if.day.notify_neighbors_by": "tendría que mandar el aviso a los dueños cercanos a más tardar el {day}",
    "what_if.no_day.notify_neighbors_by": "no tendría que mandar el aviso a los dueños cercanos",

    # ================================================================ the calculator page's words
    # ---------------------------------------------------------------- the calendar file's titles (calculator/ics.py)
    "ics.title.notify_neighbors_by": "Mande el aviso por escrito a los dueños de propiedades residenciales cercanas",
    "ics.title.denial_notice_by": "Si la Ciudad deniega el permiso, debe decirle por qué a más tardar hoy, o tan "
                                  "pronto como sea razonablemente posible",
    "ics.title.appeal_by": "Apele el permiso revocado",
    "ics.title.appeal_hearing_by": "El Director(a) o la persona que designe debe resolver su apelación en una "
                                   "audiencia a más tardar hoy",
}
