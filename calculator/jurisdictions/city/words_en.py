"""The City's own words, in English (see calculator/words.py for the shape).

No legal number is written here: each comes from law.py through a placeholder.
"""

WORDS = {
    # ---------------------------------------------------------------- the questions (rules.FIELDS, GROUPS)
    "event_type.label": "the kind of event",
    "event_type.question": "What kind of event is it?",
    "event_type.street_fair": "Street fair",
    "event_type.race": "Race",
    "event_type.run": "Run",
    "event_type.arts_and_crafts_show": "Arts and crafts show",
    "event_type.carnival": "Carnival",
    "event_type.circus": "Circus",
    "event_type.rally": "Rally",
    "event_type.public_entertainment": "Public entertainment",
    "event_type.parade": "Parade",
    "event_type.block_party": "Block party that needs a neighborhood road closure",
    "event_type.other": "Something else",
    "city_services.label": "whether you will ask for City services",
    "city_services.question": "Will you ask the City for services, such as police or barricades?",
    "city_services.if.true": "you ask the City for services",
    "city_services.if.false": "you do not ask the City for services",
    "on_city_property.label": "whether any part of the event is on City property",
    "on_city_property.question": "Is any part of the event on City property, such as a park or a City building?",
    "on_city_right_of_way.label": "whether any part of the event is on a City street or right-of-way",
    "on_city_right_of_way.question": "Is any part of the event on a City street, sidewalk or other right-of-way?",
    "road_closure.label": "whether the event closes a road or lane",
    "road_closure.question": "Does the event close a road or a lane?",
    "road_closure.if.true": "the event closes a road or lane",
    "road_closure.if.false": "the event closes no road or lane",
    "residential_zone.label": "whether the closed road is in a residential zone",
    "residential_zone.question": "Is the closed road in a residential zone?",
    "residential_zone.if.true": "the closed road is in a residential zone",
    "previous_closure_of_same_road.label": "the date of the nearest other event that closes the same road, before "
                                           "or after yours",
    "previous_closure_of_same_road.question": "When is the nearest other event that closes the same road, before "
                                              "or after yours?",
    "previous_closure_of_same_road.hint": "Its date, even if it comes after your event. Leave it empty if you do "
                                          "not know of one: the answer then says what to check.",
    "sells_used_goods.label": "whether the event is for selling used goods",
    "sells_used_goods.question": "Is the event for selling used goods, such as clothes, furniture or household "
                                 "goods?",
    "sells_used_goods.if.true": "the event is for selling used goods",
    "nonprofit.label": "whether the applicant is a nonprofit or tax-exempt",
    "nonprofit.question": "Are you applying as a nonprofit or tax-exempt organization?",
    "prior_events_at_address_this_year.label": "the number of other events held or planned at this address in the "
                                               "calendar year of your event",
    "prior_events_at_address_this_year.question": "How many other special events are held or planned at this "
                                                  "address in the calendar year your event starts in?",
    "prior_events_at_address_this_year.hint": "Count those already held and those still planned, from January to "
                                              "December of that year. Enter 0 if there are none.",
    "projected_parking_users.label": "the projected number of parking users",
    "projected_parking_users.question": "How many parking users do you project?",
    "projected_parking_users.hint": "The rules ask for parking for the projected number of users, plus a surplus "
                                    "that we add. They do not say whether users are people or vehicles.",
    "revocation_notice_received.label": "the date you received a notice that your permit was revoked",
    "revocation_notice_received.question": "When did you receive the notice that your permit was revoked?",
    "revocation_notice_received.hint": "We will work out the last day to appeal.",
    "group.revocation-details": "If your permit has been revoked",

    # ---------------------------------------------------------------- the answer's first panel (rules.HEADLINES)
    "headline.exception": "This event cannot get a permit as you describe it. Only an exception by the Director of "
                          "Development Services or their designee would allow it",
    "next_step.exception": "Ask the Director of Development Services or their designee for an exception, or change "
                           "the date.",
    "headline.listed": "Plan on needing a special event permit",
    "verdict.listed": "required unless exempt",
    "verdict.exception": "only with an exception",

    # ---------------------------------------------------------------- general rules (b), (d)-(f)
    "reason.used_goods": "An event to sell used clothes, furniture, household goods, sports goods or the like is "
                         "not allowed.",
    "warning.used_goods_sale": "Events for selling used goods are banned. If only part of your event sells used "
                               "goods, ask the City whether the ban applies.",
    "reason.too_long": "The event lasts {days}. A special event can last at most {limit}.",
    "warning.over_nine_days": "Shorten the event to {limit} in a row or less.",
    "reason.annual_limit": "{others} held or planned at this address in {year}, so yours would be event number "
                           "{number} there that year. At most {most} may occur annually at the same property "
                           "address.",
    "count.other_events": ("{count:,} other event is", "{count:,} other events are"),
    "count.events": ("{count:,} event", "{count:,} events"),
    "warning.annual_event_limit": "This would be event number {number} at this address in {year}; the limit is "
                                  "{most} a year.",
    "reason.annual_reading": "{readings} We count {year}, the calendar year your event starts in. {rolling}, the "
                             "answer could differ: count the events at this address in the months before your "
                             "event too, and ask the Development Services Department.",
    "reason.closure_exception": "The Director of Development Services or their designee may make an exception. It "
                                "must be in the best interest of the health, safety and general welfare of the "
                                "citizens of the City.",
    "reason.closure_unknown": "Your event closes a road in a residential zone. So it may not be held within {apart} "
                              "of another event that closes the same road, before or after it. You did not give the "
                              "date of another closure: check it before you plan more.",
    "warning.road_closure_spacing_unknown": "Check with the Development Services Department whether another event "
                                            "closes the same road from {first} to {last}. That is within {apart} "
                                            "before or after your event. If one does, ask the Director of "
                                            "Development Services or their designee for an exception, or change the "
                                            "date.",
    "reason.closure_too_close": "The other closure of this road is {gap} from your event. Closures of the same "
                                "road in a residential zone must be at least {apart} apart.",
    "warning.road_closure_spacing.too_close": "Move the event so it is more than {apart} from the other closure of "
                                              "this road. Or ask the Director of Development Services or their "
                                              "designee for an exception.",
    "reason.closure_exactly": "The other closure of this road is exactly {gap} from your event. {readings}",
    "warning.road_closure_spacing.exactly": "Exactly {apart} between closures may or may not be allowed. One more "
                                            "day apart is safe.",
    "reason.closure_far_enough": "The other closure of this road is {gap} from your event, more than the {apart} "
                                 "the rule asks for.",

    # ---------------------------------------------------------------- the definition and the permit requirement
    "reason.exemptions_missing": "The article says some events are exempt under section 6.03.003, but that section "
                                 "is not in the text we have. Ask the Development Services Department whether an "
                                 "exemption fits your event.",
    "reason.definition_cut_off": "The definition of a special event lists examples and then stops at \u201cor "
                                 "other events that:\u201d. The rest is missing, so we cannot tell whether your "
                                 "event is covered. Ask the Development Services Department.",
    "reason.block_party_no_closure": "The definition lists block parties that need a neighborhood road closure. "
                                     "Yours does not close a road, and the rest of the definition is missing. Ask "
                                     "the Development Services Department.",
    "reason.listed_kind": "Your event is one of the kinds the definition lists, but the definition is cut off after "
                          "\u201cor other events that:\u201d, and section 6.03.003, which lists the exemptions, is "
                          "not in the text we have. {readings} To be safe, plan on needing a permit, and ask the "
                          "Development Services Department whether an exemption fits your event.",
    "reason.permit_required": "It is against the law to hold a special event without a valid special event permit "
                              "from the City. Events that are exempt under section 6.03.003 need none.",
    "reason.several_places": "The article speaks of one permit for an event. It does not say whether an event in "
                             "several places needs more than one. Ask the Development Services Department.",

    # ---------------------------------------------------------------- filing periods, notices, appeal
    "deadline.apply_by": "Apply to the Development Services Department at least {days} before the first day of "
                         "the event, {when}.",
    "deadline.apply_by.with_services": "if City services are requested",
    "deadline.apply_by.without_services": "if no City services are requested",
    "warning.late_application": "The last day to apply was {day}. The Director of Development Services or their "
                                "designee may set a different period only if what led to the event happened too late "
                                "to meet the normal deadline.",
    "deadline.notify_neighbors_by": "Send written notice of the event to each residential property owner within "
                                    "{feet:,} feet of the event's property, as shown on the most recently approved "
                                    "municipal tax roll, at least {days} before the first day. You may send it by "
                                    "U.S. mail, postage paid.",
    "warning.late_neighbor_notice": "The last day to send the notice to nearby residential owners was {day}.",
    "last_day.notify_neighbors_by": "The last day to send the notice",
    "warning.notify_neighbors_exempt": "A block party that closes a road and asks the City for no services is "
                                       "exempt. It does not have to send the written notice to nearby owners.",
    "deadline.denial_notice_by": "If the City denies your application, it shall tell you why no fewer than {days} "
                                 "before the event. Or it tells you as soon as reasonably possible.",
    "deadline.appeal_by": "If your permit is revoked, you may appeal to the Director of Development Services or "
                          "their designee. Do it within {days} after you get the notice.",
    "last_day.appeal_by": "The last day to appeal",
    "deadline.appeal_hearing_by": "If you appeal by the last day to appeal, the Director of Development Services or "
                                  "their designee shall hear the appeal within {days}: by this date at the latest. "
                                  "The text does not say from which day the {days} count; we count from the last day "
                                  "to appeal. An appeal filed during the event is heard \u201cas soon as practically "
                                  "possible\u201d.",
    "warning.city_services_meaning": "If you will ask the City for any help, such as police or barricades, apply "
                                     "{days} ahead instead. The article does not define \u201cCity services\u201d.",

    # ---------------------------------------------------------------- parking, insurance, indemnity, bond, police
    "requirement.permit_on_premises.label": "Keep the permit at the event",
    "requirement.permit_on_premises.formula": "Keep the special event permit at the event at all times. Show it to "
                                              "any Police Officer or Fire Marshal who asks. Show it too to any other "
                                              "authorized City employee or representative who asks.",
    "requirement.block_party_exempt": "Block parties that close roads without City services are exempt.",
    "requirement.insurance_per_person_usd.label": "Insurance for one person",
    "requirement.insurance_per_person_usd.formula": "Proof of insurance: at least ${amount:,} for one person. You "
                                                    "need it if any part of the event is on City property or a City "
                                                    "right-of-way.",
    "requirement.insurance_per_accident_usd.label": "Insurance for any one accident",
    "requirement.insurance_per_accident_usd.formula": "At least ${amount:,} for any one accident, under the same "
                                                      "rule.",
    "requirement.bond_usd.label": "Surety bond or cash deposit",
    "requirement.bond_usd.formula": "${amount:,} with the application if the event is on City property.",
    "requirement.bond_usd.waiver": "You are a nonprofit or tax-exempt. So the Director of Development Services or "
                                   "their designee has the right to lower or waive it.",
    "requirement.indemnity_agreement.label": "A signed promise to indemnify the City and hold it harmless",
    "requirement.indemnity_agreement.formula": "A signed agreement if the event is on City property.",
    "requirement.indemnity_agreement.block_party": "The block-party exemption of the insurance and bond rules is "
                                                   "not in this rule.",
    "requirement.police_services.label": "Extra police",
    "requirement.police_services.formula": "The Police Department decides whether you need extra police, and how "
                                           "many. It looks at the event's size, place, length, time and date. The "
                                           "calculator cannot tell you this: ask the Police Department.",
    "requirement.parking_users.label": "Parking for the projected users plus {percent}%",
    "provide.people": "People",
    "provide.parking": "Parking",
    "provide.money": "Money and insurance",
    "provide.at_the_event": "At the event",
    "requirement.parking_users.decides": "The City looks at your application and decides what is enough: "
                                         "\u201c{quote}\u201d {readings}",
    "requirement.parking_users.unknown": "Proof that there will be enough parking for the projected number of "
                                         "users, plus {percent}% more. Enter that number to see the result. {decides}",
    "requirement.parking_users.formula": "Proof that there will be enough parking for the projected users, plus "
                                         "{percent}% more, counted up: {users:,} + {percent}% \u2192 {total:,}. "
                                         "{decides}",

    # ---------------------------------------------------------------- the application checklist
    "checklist.application-1": "Your name, address, phone number and email.",
    "checklist.application-2": "For a group: the name, address and phone of its main office. And the name, address, "
                               "phone and email of the people who may act for it.",
    "checklist.application-3": "If you apply for someone else: a written statement from them that you may apply for "
                               "them.",
    "checklist.application-4": "If the event or its parking is on private land: a note from the owner that says you "
                               "may use it.",
    "checklist.application-5": "Name, address, phone and email of the point of contact who will be responsible "
                               "for the event.",
    "checklist.application-6": "A description of the planned activities.",
    "checklist.application-7": "The dates and times the event starts and ends.",
    "checklist.application-8": "When set-up on site begins and ends.",
    "checklist.application-9": "Where parking will be and how many spaces.",
    "checklist.application-10": "A drawing to scale of what you will set up. Show stages, seats, tents, food "
                                "booths, first-aid stands, portable toilets and other short-term structures.",
    "checklist.application-11": "A drawing to scale of the event site and traffic flow that meets the MUTCD "
                                "traffic standards.",
    "checklist.application-12": "Where the ways in and out will be. And a plan to get people out in an emergency, "
                                "with the route that fire and medical crews take to reach it.",
    "checklist.application-13": "About how many people will come. Say the most at the busiest time, the staff and "
                                "performers, and any animals.",
    "checklist.application-14": "Item (14) is missing from the text we have. Ask the Development Services "
                                "Department what it asks for.",
    "checklist.application-15": "Copies of any other permits the code asks for, such as for wiring or pipes.",
    "checklist.application-16": "A plan for telling the public about the event: how you will do it, your signs, and "
                                "the times of any loud sound.",
    "checklist.application-17": "Item (17) is missing from the text we have. Ask the Development Services "
                                "Department what it asks for.",
    "checklist.application-18": "Item (18) is missing from the text we have. Ask the Development Services "
                                "Department what it asks for.",
    "checklist.application-19": "Item (19) is missing from the text we have. Ask the Development Services "
                                "Department what it asks for.",
    "checklist.application-20": "If the Police Department says you need police: proof you have arranged them.",
    "checklist.application-21": "Any other information the City asks for.",
    "checklist.vendor-insurance": "If the event has vendors: proof from each that its business is fully insured, "
                                  "also for liability. Without it the permit shall not be issued.",
    "checklist.parking-plan": "Proof of enough parking: the number of spaces, and how they are laid out. Show the "
                              "aisles, the size of spaces, and any attendants.",
    "checklist.off-site-parking": "If parking is not at or next to the site: a plan for off-site parking and moving "
                                  "people to the event.",
    "checklist.wastewater-plan": "A wastewater disposal plan for the Public Works Department to approve.",
    "checklist.water-meter": "If you will use City water: a temporary meter from the Public Works Department.",
    "checklist.insurance-certificate": "A certificate of insurance.",
    "checklist.indemnity-agreement": "A signed agreement to indemnify the City.",
    "checklist.bond": "The ${amount:,} surety bond or cash deposit.",
    "checklist.city-costs": "If the City says your event needs City staff or places: agree on the costs, and pay "
                            "them when you apply.",
    "checklist.additional-costs-agreement": "A written promise to pay any extra costs the City has because of the "
                                            "event, within {days} after the City tells you the amount. You sign it "
                                            "before you get the permit. {readings}",

    # ---------------------------------------------------------------- what the site's pages say of the place
    # The place question's hint and the home page's line; how the pages name the place (``{name}``: its name
    # in calculator/settings.py) and where it is; the full-text page's note on its headings.
    "about.description": "A Texas city. Its special events article, Ordinance CO08-21-01-28-E2.",
    "about.named": "The rules do not name the city. So we call it \"{name}\".",
    "about.where": "They do not name a state. The source we got them from says the city is in Texas.",
    "about.headings": "The ordinance has no headings. The headings on this page and the small labels above each "
                      "part are ours, not the ordinance's.",
    # What the text we have lacks (parts missing or cut off), shown with its clause on the full-text page
    # (calculator/build/clauses.py, missing_text): the one place for these facts.
    "about.missing_text.definition.title": "The text is cut off here",
    "about.missing_text.definition": "The text stops after \"or other events that:\". The rest of this definition "
                                     "is not in the text we have.",
    "about.missing_text.exemptions.title": "Not in the text we have",
    "about.missing_text.exemptions": "This part is not in the text we have: section 6.03.003. The permit rule says "
                                     "\"unless exempted per section 6.03.003\", so that section lists events that "
                                     "are exempt. Its words are missing.",
    "about.missing_text.application-14.title": "Not in the text we have",
    "about.missing_text.application-14": "This part is not in the text we have: item (14) of the list. The list "
                                         "goes from item (13) to item (15).",
    "about.missing_text.application-17.title": "Not in the text we have",
    "about.missing_text.application-17": "This part is not in the text we have: item (17) of the list. The list "
                                         "goes from item (16) to item (20).",
    "about.missing_text.application-18.title": "Not in the text we have",
    "about.missing_text.application-18": "This part is not in the text we have: item (18) of the list. The list "
                                         "goes from item (16) to item (20).",
    "about.missing_text.application-19.title": "Not in the text we have",
    "about.missing_text.application-19": "This part is not in the text we have: item (19) of the list. The list "
                                         "goes from item (16) to item (20).",
    "about.missing_text.refusal-1.title": "The text is cut off here",
    "about.missing_text.refusal-1": "The text stops after \"so as to:\". The rest of this ground for refusal is "
                                    "not in the text we have.",

    # ---------------------------------------------------------------- the place's own legal terms
    # Its offices and its name, as the term list names them (this package's terms.yaml).
    "term.development-services-department": "Development Services Department",
    "term.director-of-development-services": "Director of Development Services",
    "term.public-works-department": "Public Works Department",
    "term.police-department": "Police Department",
    "term.city-services": "City services",
    "term.city-property": "City property",
    "term.city": "the City",

    # ---------------------------------------------------------------- readings (law.AMBIGUITIES)
    "reading.definition_cut_off.question": "Which events are special events?",
    "reading.definition_cut_off.listed_kinds.name": "read as covering the listed kinds",
    "reading.definition_cut_off.listed_kinds.words": "The kinds it lists, such as street fairs, races and runs, are "
                                                     "special events. The missing words after \u201cother events "
                                                     "that:\u201d only tell about other events.",
    "reading.definition_cut_off.missing_conditions.name": "read as adding the missing conditions",
    "reading.definition_cut_off.missing_conditions.words": "Every event, listed or not, must also meet the missing "
                                                           "terms after \u201cthat:\u201d. We cannot see them.",
    "reading.road_closure_gap.question": "Is a gap of exactly {days} days between road closures allowed?",
    "reading.road_closure_gap.at_least.name": "read as at least {days} days apart",
    "reading.road_closure_gap.at_least.words": "Yes: the events must be at least {days} days apart, and {days} days "
                                               "apart is enough.",
    "reading.road_closure_gap.not_within.name": "read as not within {days} days",
    "reading.road_closure_gap.not_within.words": "No: \u201cnot ... within\u201d that many days includes the last "
                                                 "of them.",
    "reading.annual_limit.question": "What does \u201cannually\u201d mean for the limit of {events} events?",
    "reading.annual_limit.calendar_year.name": "counting the calendar year",
    "reading.annual_limit.calendar_year.words": "Each calendar year, January to December.",
    "reading.annual_limit.twelve_months.name": "counting any twelve months",
    "reading.annual_limit.twelve_months.words": "Any twelve months in a row, counting back from the event.",
    "reading.street_is_city_property.question": "Is a City street or right-of-way \u201cCity property\u201d?",
    "reading.street_is_city_property.street_is_property.name": "read as a street being City property",
    "reading.street_is_city_property.street_is_property.words": "Yes: an event on a City street also needs the "
                                                                "${amount:,} bond and the signed indemnity.",
    "reading.street_is_city_property.street_is_not_property.name": "read as a street not being City property",
    "reading.street_is_city_property.street_is_not_property.words": "No: the insurance rule names \u201cCity "
                                                                    "property or City rights-of-way\u201d apart. So "
                                                                    "a street event needs only the insurance.",
    "reading.extra_cost_deadline.question": "How long do you have to pay costs above the bond?",
    "reading.extra_cost_deadline.bond_rule.name": "under the bond rule",
    "reading.extra_cost_deadline.bond_rule.words": "{bond_rule} business days from the City's notice, under the "
                                                   "bond rule.",
    "reading.extra_cost_deadline.costs_rule.name": "under the costs rule",
    "reading.extra_cost_deadline.costs_rule.words": "{costs_rule} business days from the City's notice, under the "
                                                    "costs rule.",
    "reading.costs_agreement_scope.question": "Does every applicant sign a promise to pay extra costs?",
    "reading.costs_agreement_scope.every_applicant.name": "read as every applicant",
    "reading.costs_agreement_scope.every_applicant.words": "Yes: the sentence \u201cPrior to the issuance of a "
                                                           "special event permit, the applicant shall agree in "
                                                           "writing\u201d does not repeat \u201cIn such event\u201d.",
    "reading.costs_agreement_scope.city_personnel.name": "read as events the City says need its staff",
    "reading.costs_agreement_scope.city_personnel.words": "Only if the City has told you the event may need special "
                                                          "help from City staff or places. The sentence sits in that "
                                                          "part.",
    "reading.parking_users.question": "Are the \u201cusers\u201d of the parking people or vehicles?",
    "reading.parking_users.people.name": "read as people",
    "reading.parking_users.people.words": "People: plan parking for the people who will park, plus the surplus.",
    "reading.parking_users.vehicles.name": "read as vehicles",
    "reading.parking_users.vehicles.words": "Vehicles: plan a space for each car you expect, plus the extra.",
    "reading.filing_count.question": "How are the days before the event counted?",
    "reading.filing_count.count_back.name": "counting back",
    "reading.filing_count.count_back.words": "Count back from the first day of the event; filing on the last day "
                                             "counted is on time.",
    "reading.filing_count.full_days.name": "with whole days in between",
    "reading.filing_count.full_days.words": "Leave that many whole days between the filing day and the event day, "
                                            "which is one day earlier.",
    "reading.filing_count.full_days.earlier": "the rules may mean whole days in between",

    # ---------------------------------------------------------------- what would change the answer (rules.WHAT_IF)
    "what_if.event_end.at_most": "If the event ended on or before {value}",
    "what_if.event_end.at_least": "If the event ended on or after {value}",
    "what_if.event_end.exactly": "If the event ended on {value}",
    "what_if.event_type.street_fair": "If the event were a street fair",
    "what_if.event_type.block_party": "If the event were a block party",
    "what_if.event_type.other": "If the event were none of the kinds the rules list",
    "what_if.city_services.true": "If you asked for City services",
    "what_if.city_services.false": "Without City services",
    "what_if.road_closure.true": "If the event closed a road or lane",
    "what_if.road_closure.false": "If the event closed no road or lane",
    "what_if.residential_zone.true": "If the closed road were in a residential zone",
    "what_if.residential_zone.false": "If the closed road were not in a residential zone",
    "what_if.previous_closure_of_same_road.at_most": "If the other closure of the same road were on or before "
                                                     "{value}",
    "what_if.previous_closure_of_same_road.at_least": "If the other closure of the same road were on or after "
                                                      "{value}",
    "what_if.previous_closure_of_same_road.exactly": "If the other closure of the same road were on {value}",
    "what_if.sells_used_goods.true": "If the event were for selling used goods",
    "what_if.sells_used_goods.false": "If the event were not for selling used goods",
    "what_if.prior_events_at_address_this_year.at_most": ("With {value} other event or fewer at the address that "
                                                          "year", "With {value} other events or fewer at the "
                                                          "address that year"),
    "what_if.prior_events_at_address_this_year.at_least": ("With {value} other event or more at the address that "
                                                           "year", "With {value} other events or more at the "
                                                           "address that year"),
    "what_if.day.notify_neighbors_by": "you would send the notice to nearby owners by {day}",
    "what_if.no_day.notify_neighbors_by": "you would not need to send the notice to nearby owners",

    # ================================================================ the calculator page's words
    # ---------------------------------------------------------------- the calendar file's titles (calculator/ics.py)
    "ics.title.notify_neighbors_by": "Send the written notice to nearby residential owners",
    "ics.title.denial_notice_by": "If the City denies the permit, it is to tell you why by today, or as soon as "
                                  "reasonably possible",
    "ics.title.appeal_by": "Appeal the revoked permit",
    "ics.title.appeal_hearing_by": "The Director or their designee is to hear your appeal by today at the latest",
}
