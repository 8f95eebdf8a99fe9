"""The answer in organizers' and staff's hands (issue 17), in Chromium at 390x844 and 1280x800.

- The first screen of the answer holds the verdict, the day to apply by and "You may need
  to provide" (each requirement with its amount, a link to its item); "Why" starts
  collapsed after the panel, the full lists follow.
- "Copy summary" copies a short part first (at most 1,200 characters for the largest
  Village event), then what to provide, then the details; "Your answers" in the answer, the summary and print;
  the calendar file reminds a week and a day before (read with the icalendar package).
- "Copy link" copies a link that opens at the answer, on a phone too; Share where the
  browser can share, on a phone.
- Heard as seen: the announcement names the day to apply by; "Rule:"; each "Quote" is
  named after its clause; the error summary is a landmark.
- Every element marked hidden is hidden, in every state; the revocation question is the
  City's only, and a date there is answered.
- Dates are checked when left, never while typed; commas only between groups of three
  digits; a link longer than the limit, or from a later day, says so.
- Before you start: what each place asks and what to have ready.
- axe-core in every new state, its best practices from moderate impact up too.
"""

from datetime import date

import pytest

from browser_helpers import READY, check_clean, cli, open_calculator
from calculator import copied_summary, query, summary
from calculator.page.form import misplaced_separator
from calculator.words import setting
from calculator.settings import SETTINGS
from calculator.words import text as worded
from site_build import needs_places, published_places
from test_accessibility import violations

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
SCREENS = pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["390", "1280"])
VISITOR = "2026-04-01"   # the browsers' date (conftest.VISITOR_TIME): a link without `today` is for it
# The largest Village event: three days, three places, every count given.
LARGEST = {"jurisdiction": "village", "event_start": "2026-08-14", "event_end": "2026-08-16", "peak_attendance": 3000,
           "female_attendance": 1400, "male_attendance": 1500, "after_dark": True, "hours_per_day": 6,
           "parking_distance_ft": 1500, "locations": 3}
# The festival: 1,200 people over two days.
FESTIVAL = {"jurisdiction": "village", "event_start": "2026-07-10", "event_end": "2026-07-11", "peak_attendance": 1200}
CITY = {"jurisdiction": "city", "event_start": "2026-08-15", "event_type": "block_party", "road_closure": True,
        "residential_zone": True, "previous_closure_of_same_road": "2026-08-05", "city_services": True}
HIDDEN_SHOWN = """() => [...document.querySelectorAll('[hidden]')]
    .filter((e) => getComputedStyle(e).display !== 'none')
    .map((e) => e.id || e.className || e.tagName)"""


def link(answers):
    return "?" + query.write(answers)


def with_today(answers):
    return dict(answers, today=VISITOR)


def top(page, selector):
    return page.evaluate("(s) => document.querySelector(s).getBoundingClientRect().top + scrollY", selector)


def bottom(page, selector):
    return page.evaluate("(s) => document.querySelector(s).getBoundingClientRect().bottom + scrollY", selector)


def hidden_but_shown(page):
    return page.evaluate(HIDDEN_SHOWN)


def form_order(page):
    """The form's questions in its order, as the page reads them (hidden inputs left out)."""
    return page.evaluate("""() => [...new Set([...document.querySelectorAll('#calc-form input[name]')]
        .filter((e) => e.type !== 'hidden').map((e) => e.name))]""")


# ---------------------------------------------------------------- 1. the first screen of the answer


@needs_places("village")
@SCREENS
@pytest.mark.parametrize("answers", [LARGEST, FESTIVAL], ids=["largest", "festival"])
def test_what_to_provide_is_on_the_first_screen_of_the_answer(open_page, server, viewport, answers):
    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, link(answers))
    result = cli(with_today(answers))
    provided = [item for _, _, items in summary.provide_groups(result) for item in items]   # in the place's groups
    assert len(provided) > 10
    items = page.locator(".calc-provide li")
    assert items.count() == len(provided)
    for (ident, label, amount), text in zip(provided, items.all_inner_texts()):
        assert text == (label + ": " + amount if amount else label)
    assert items.first.locator("a").get_attribute("href") == "#calc-requirement-" + provided[0][0]
    # Scrolled to the answer (as "See the answer" and a copied link do): the verdict, the day to
    # apply by and the start of what to provide are on the screen (one item a line, it runs on).
    page.evaluate("document.querySelector('#calc-result').scrollIntoView()")
    if viewport is PHONE:
        view = page.evaluate("({top: scrollY, bottom: scrollY + innerHeight})")
    else:   # the answer beside the form scrolls in its own box
        view = page.evaluate("""() => { const r = document.querySelector('#calc-result').getBoundingClientRect();
            return {top: r.top + scrollY, bottom: Math.min(r.bottom, innerHeight) + scrollY}; }""")
    for selector in ("#calc-headline", ".calc-facts__day", ".calc-provide__title", ".calc-provide li"):
        assert view["top"] <= top(page, selector) and bottom(page, selector) <= view["bottom"], selector
    print("%d px: verdict to the first thing to provide %d px, to the first requirement in full %d px; "
          "what to provide ends %d px below the answer's top" % (
              viewport["width"], top(page, ".calc-provide li") - top(page, "#calc-headline"),
              top(page, ".calc-requirements .calc-requirement") - top(page, "#calc-headline"),
              bottom(page, ".calc-provide") - top(page, "#calc-result")))
    # "Why" starts collapsed, after the panel; the full lists follow.
    why = page.locator("details.calc-why")
    assert why.count() == 1 and not why.evaluate("(d) => d.open")
    assert top(page, "#calc-panel") < top(page, ".calc-reasons-section") < top(page, ".calc-deadlines-section") \
        < top(page, ".calc-requirements-section")
    assert why.locator("> summary").inner_text() == "Why (%d reasons)" % len(summary.why(result))
    # A line of what to provide leads to its item.
    items.nth(3).locator("a").click()
    target = "#calc-requirement-" + provided[3][0]
    page.wait_for_function("(h) => location.hash === h", arg=target)
    assert page.evaluate("""(s) => { const r = document.querySelector(s).getBoundingClientRect();
        return r.top >= 0 && r.top < innerHeight; }""", target)
    why.locator("> summary").click()
    assert violations(page, best_practice=True) == []
    check_clean(recorded, server)


@needs_places("village")
def test_no_permit_nothing_to_provide(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, link({"jurisdiction": "village", "event_start": "2026-08-15",
                                        "peak_attendance": 100, "venue_type": "localized_area"}))
    assert page.inner_text("#calc-headline") == "You do not need a special event permit"
    assert page.locator(".calc-provide").count() == 1 and page.locator(".calc-provide").is_hidden()
    assert hidden_but_shown(page) == []
    check_clean(recorded, server)


# ---------------------------------------------------------------- 2. the summary, the answers, the calendar


@needs_places("village")
@SCREENS
def test_copy_summary_starts_with_a_short_part(open_page, server, viewport):
    page, recorded = open_page(viewport=viewport, permissions=["clipboard-read", "clipboard-write"])
    open_calculator(page, server, link(LARGEST))
    page.click("#calc-copy-summary")
    page.wait_for_function("document.querySelector('#calc-action-status').textContent === 'Summary copied.'")
    text = page.evaluate("navigator.clipboard.readText()")
    answers = with_today(LARGEST)
    result = cli(answers)
    at_the_answer = page.url + "#calc-result"
    assert text == copied_summary.text(result, server.url, at_the_answer, "", answers, form_order(page))
    first = text.split("\n\n")[0]   # the short part: then what to provide, then the details
    print("the summary's short part: %d characters (the whole: %d)" % (len(first), len(text)))
    assert len(first) <= 1200
    settings = SETTINGS["village"]
    for words in ("Friday, August 14 to Sunday, August 16, 2026", summary.lead(result["deadlines"][0]),
                  settings["phone"], settings["email"], setting(settings["office"]), at_the_answer):
        assert words in first, words
    if len(published_places()) > 1:   # a one-place site does not ask where
        name = SETTINGS["village"]["name"]
        assert "\nYOUR ANSWERS\n- Where will the event be? %s%s\n" % (name[:1].upper(), name[1:]) in text
    else:
        assert "\nYOUR ANSWERS\n- When does the event start? " in text and "Where will the event be?" not in text
    assert "\n- How many people will be there at the busiest time? 3,000\n" in text
    check_clean(recorded, server)


@needs_places("village")
@SCREENS
def test_your_answers_lead_back_to_each_question(open_page, server, viewport):
    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, link(LARGEST))
    rows = page.locator(".calc-answers__row")
    given = summary.answers_given(with_today(LARGEST), form_order(page))
    asked_where = len(published_places()) > 1   # a one-place site does not ask where
    assert rows.count() == len(given) == len(LARGEST) + 1 - (not asked_where)   # every answer asked, and today
    for row, (name, question, words, label) in zip(rows.all(), given):
        assert row.locator("dt").inner_text() == question and row.locator(".calc-answers__answer").inner_text() == words
        change = row.locator(".calc-answers__change a")
        assert change.get_attribute("href") == "#" + name
        assert change.text_content() == "Change " + label   # heard: "Change the number of men and boys"
    row = page.locator("#calc-answer-male_attendance")
    row.locator("a").click()
    page.wait_for_function("document.activeElement && document.activeElement.id === 'male_attendance'")
    assert page.evaluate("""() => { const r = document.activeElement.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight; }""")
    page.keyboard.press("Control+A")
    page.keyboard.type("1501")
    page.keyboard.press("Tab")
    page.wait_for_function("document.querySelector('#calc-answer-male_attendance').textContent.includes('1,501')")
    assert violations(page, best_practice=True) == []
    check_clean(recorded, server)


@needs_places("village")
def test_the_new_sections_print_sensibly(open_page, server):
    page, recorded = open_page(viewport=DESKTOP)
    open_calculator(page, server, link(LARGEST))
    page.emulate_media(media="print")
    display = "(s) => [...document.querySelectorAll(s)].map((e) => getComputedStyle(e).display)"
    for selector in (".calc-start", ".calc-provide", ".calc-answers__change", "#calc-share"):
        assert set(page.evaluate(display, selector)) <= {"none"}, selector
    for selector in (".calc-answers__row", ".calc-why .calc-reason"):
        shown = page.evaluate(display, selector)
        assert shown and "none" not in shown, selector
    printed = page.inner_text("#calc-result")
    row = page.locator("#calc-answer-male_attendance")
    assert row.evaluate("(r) => [...r.children].map((e) => getComputedStyle(e).display).join(' ')") == \
        "inline inline none"   # one line: the question, its answer
    assert "How many men and boys will be there at the busiest time?1,500" in printed.replace("\n", "")
    assert "Change" not in printed
    reason = cli(with_today(LARGEST))["permit"]["reasons"][0]["text"]
    assert page.evaluate("""(words) => { const e = [...document.querySelectorAll('.calc-why .calc-reason')]
        .find((r) => r.textContent.includes(words)); return e.getBoundingClientRect().height > 0; }""", reason)
    check_clean(recorded, server)


@needs_places("village")
def test_calendar_reminds_a_week_and_a_day_before(open_page, server):
    import icalendar

    page, recorded = open_page(accept_downloads=True)
    open_calculator(page, server, link(LARGEST))
    with page.expect_download() as info:
        page.click("#calc-calendar")
    with open(info.value.path(), "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    events = list(calendar.walk("VEVENT"))
    deadlines = cli(with_today(LARGEST))["deadlines"]
    assert len(events) == len(deadlines) > 0
    for event, deadline in zip(events, deadlines):
        assert event.decoded("DTSTART") == date.fromisoformat(summary.day_to_act(deadline))
        triggers = sorted(alarm.decoded("TRIGGER") for alarm in event.walk("VALARM"))
        assert [-(t.days) for t in triggers] == [7, 1]   # 9:00, a week and a day before
        assert [str(alarm["ACTION"]) for alarm in event.walk("VALARM")] == ["DISPLAY", "DISPLAY"]
    check_clean(recorded, server)


# ---------------------------------------------------------------- 3. a link that opens at the answer, Share


@needs_places("village")
@SCREENS
def test_a_copied_link_opens_at_the_answer(open_page, server, viewport):
    page, recorded = open_page(viewport=viewport, permissions=["clipboard-read", "clipboard-write"])
    open_calculator(page, server, link(LARGEST))
    page.click("#calc-copy-link")
    page.wait_for_function("(w) => document.querySelector('#calc-action-status').textContent === w",
                           arg=worded("en", "page.answer_link_copied"))
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == page.url + "#calc-result"
    other, seen = open_page(viewport=viewport)
    other.goto(copied)
    other.wait_for_selector(READY, state="attached", timeout=20000)
    other.wait_for_function("document.activeElement === document.querySelector('#calc-result')")
    where = other.evaluate("""() => { const r = document.querySelector('#calc-headline').getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, height: innerHeight}; }""")
    assert 0 <= where["top"] and where["bottom"] <= where["height"] / 2, where
    assert other.url == copied   # the link stays as it was
    assert violations(other, best_practice=True) == []
    check_clean(recorded, server)
    check_clean(seen, server)


SHARE_STUB = """window.__shared = [];
Object.defineProperty(Navigator.prototype, 'share', {configurable: true,
  value: function (data) { window.__shared.push(data); return Promise.resolve(); }});"""


@needs_places("village")
@SCREENS
def test_share_where_the_browser_can_on_a_phone(open_page, server, viewport):
    page, recorded = open_page(viewport=viewport)
    page.add_init_script(SHARE_STUB)
    open_calculator(page, server, link(LARGEST))
    share = page.locator("#calc-share")
    assert share.get_attribute("hidden") is None
    if viewport is DESKTOP:   # a wide screen has Copy link and Copy summary
        assert share.is_hidden()
        check_clean(recorded, server)
        return
    assert share.is_visible()
    share.click()
    page.wait_for_function("document.querySelector('#calc-action-status').textContent === 'Shared.'")
    shared = page.evaluate("window.__shared")
    result = cli(with_today(LARGEST))
    assert len(shared) == 1 and shared[0]["url"] == page.url + "#calc-result"
    assert shared[0]["text"].startswith(summary.headline(result))
    assert summary.lead(result["deadlines"][0]) in shared[0]["text"]
    assert violations(page, best_practice=True) == []
    assert hidden_but_shown(page) == []
    # A browser that cannot share shows no Share button.
    plain, seen = open_page(viewport=viewport)
    open_calculator(plain, server, link(LARGEST))
    assert plain.locator("#calc-share").is_hidden() and plain.get_attribute("#calc-share", "hidden") == ""
    check_clean(recorded, server)
    check_clean(seen, server)


# ---------------------------------------------------------------- 4. heard as seen


@needs_places("village")
def test_heard_as_seen(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, link(LARGEST))
    result = cli(with_today(LARGEST))
    apply_by = result["deadlines"][0]
    announced = page.inner_text("#calc-announce")
    assert summary.lead(apply_by) in announced and summary.headline(result) in announced
    # Tags read as "Rule: ..."; each quote is named after its clause.
    reason = page.locator(".calc-reason").first
    assert reason.text_content().startswith(summary.REASON_KINDS[result["permit"]["reasons"][0]["kind"]] + ": ")
    quotes = page.locator(".calc-quote > summary")
    names = quotes.all_text_contents()
    assert len(names) > 30 and len(set(names)) > 20
    item = page.locator("#calc-requirement-physicians")
    label = [r for r in result["requirements"] if r["id"] == "physicians"][0]["cite"]["label"]
    assert item.locator(".calc-quote > summary").text_content() == "Quote: " + label
    assert item.locator(".calc-quote > summary").evaluate(
        "(e) => e.firstChild.textContent + getComputedStyle(e.lastChild).position") == "Quoteabsolute"   # seen: "Quote"
    assert ". May be required" in item.locator(".calc-requirement__head").text_content()
    # A change of the day to apply by is announced with the day.
    page.fill("#event_start", "2026-08-01")
    page.locator("#event_start").evaluate("(e) => e.blur()")
    earlier = cli(with_today(dict(LARGEST, event_start="2026-08-01")))["deadlines"][0]
    page.wait_for_function("(w) => document.querySelector('#calc-announce').textContent.includes(w)",
                           arg=summary.lead(earlier))
    # The error summary is a landmark: a region named "There is a problem".
    page.fill("#peak_attendance", "")
    page.locator("#peak_attendance").evaluate("(e) => e.blur()")
    page.click("#calc-submit")
    page.wait_for_function("document.activeElement === document.querySelector('#calc-error-summary')")
    assert page.get_by_role("region", name="There is a problem").is_visible()
    assert violations(page, best_practice=True) == []
    check_clean(recorded, server)


# ---------------------------------------------------------------- 5. hidden is hidden; the City's own question


STATES = {
    "fresh": ("", None),
    "village answer": (link(LARGEST), None),
    "village why and quotes opened": (link(LARGEST), "open"),
    "city every question": (link(dict(CITY, revocation_notice_received="2026-08-03")), None),
    "errors after submit": ("?jurisdiction=village&peak_attendance=1%2C5", "submit"),
    "notices": ("?jurisdiction=village&today=2026-05-01&peak_attendance=1,20&foo=1&event_start=2026-08-15", None),
    "no permit": (link({"jurisdiction": "village", "event_start": "2026-08-15", "peak_attendance": 100,
                        "venue_type": "localized_area"}), None),
}


@pytest.mark.parametrize("state", [pytest.param(state, marks=needs_places("village", "city")) for state in STATES])
@SCREENS
def test_every_hidden_element_is_hidden(open_page, server, state, viewport):
    search, action = STATES[state]
    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, search)
    if action == "submit":
        page.click("#calc-submit")
    elif action == "open":
        page.evaluate("document.querySelectorAll('#calc-result details').forEach((d) => { d.open = true; })")
    assert hidden_but_shown(page) == []
    if state != "fresh":
        assert violations(page, best_practice=True) == []
    check_clean(recorded, server)


@needs_places("village", "city")
def test_the_revocation_question_is_the_citys_and_answers(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, link({"jurisdiction": "village", "event_start": "2026-08-15",
                                        "peak_attendance": 600}))
    group = page.locator("details#revocation-details")
    assert group.is_hidden() and hidden_but_shown(page) == []
    page.click('label[for="jurisdiction-2"]')   # the City
    group.wait_for(state="visible")
    group.locator("summary").click()
    page.fill("#revocation_notice_received", "2026-08-03")
    page.locator("#revocation_notice_received").evaluate("(e) => e.blur()")
    page.wait_for_selector('.calc-deadline[data-id="appeal_by"]', state="attached")
    assert "revocation_notice_received=2026-08-03" in page.url
    page.click('label[for="jurisdiction"]')   # the Village again: the question goes, its answer with it
    group.wait_for(state="hidden")
    page.wait_for_function("!location.search.includes('revocation')")
    assert page.locator('.calc-deadline[data-id="appeal_by"]').count() == 0
    check_clean(recorded, server)


@needs_places("village")
@SCREENS
def test_the_new_controls_show_their_focus(open_page, server, viewport):
    page, recorded = open_page(viewport=viewport)
    page.add_init_script(SHARE_STUB)
    open_calculator(page, server, link(LARGEST))
    style = """(e) => { const s = getComputedStyle(e);
        return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.backgroundColor, s.color].join('|'); }"""
    controls = [".calc-provide li:first-child a", ".calc-answers__change a", "details.calc-why > summary"]
    if viewport is PHONE:
        controls.append("#calc-share")
    for selector in controls:
        control = page.locator(selector).first
        control.scroll_into_view_if_needed()
        page.evaluate("document.activeElement && document.activeElement.blur()")
        before = control.evaluate(style)
        control.focus()
        page.keyboard.press("Shift+Tab")   # reached by keyboard, so :focus-visible holds
        page.keyboard.press("Tab")
        assert control.evaluate("(e) => e === document.activeElement"), selector
        assert control.evaluate(style) != before, selector
    check_clean(recorded, server)


# ---------------------------------------------------------------- 6. dates and numbers


def leave(page, selector):
    page.locator(selector).evaluate("(e) => e.blur()")


@needs_places("village")
@SCREENS
def test_a_date_is_checked_when_left_never_while_typed(open_page, server, viewport):
    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, link(LARGEST))
    field = page.locator("#event_start")
    field.scroll_into_view_if_needed()
    before = top(page, "#event_start")
    field.click()
    page.keyboard.type("08")
    page.keyboard.type("15")
    for digit in "0002":   # a year typed digit by digit: year 2, then 20, 200, 2002...
        page.keyboard.type(digit)
        page.wait_for_timeout(250)   # past the page's pause before it works the answer out
        assert page.locator("#event_start-error").is_hidden()
        assert page.locator("#calc-error-summary").is_hidden()
        assert "problem" not in page.inner_text("#calc-announce")
        assert top(page, "#event_start") == before
    leave(page, "#event_start")   # left at year 2: now it is checked
    page.locator("#event_start-error").wait_for(state="visible")
    assert "between 2000 and 2099" in page.inner_text("#event_start-error")
    field.click()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.type("2026")
    leave(page, "#event_start")
    page.locator("#event_start-error").wait_for(state="hidden")
    assert page.locator("#calc-error-summary").is_hidden()
    check_clean(recorded, server)


@needs_places("village")
@SCREENS
@pytest.mark.parametrize("name, typed", [("peak_attendance", "1,5"), ("peak_attendance", "1,20"),
                                         ("locations", "1,5")])
def test_a_comma_is_only_a_thousands_separator(open_page, server, viewport, name, typed):
    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, link(dict(LARGEST, locations=1)))
    field = page.locator("#" + name)
    field.fill(typed)
    leave(page, "#" + name)
    error = page.locator("#%s-error" % name)
    error.wait_for(state="visible")
    label = [f for f in __import__("calculator").JURISDICTIONS["village"].FIELDS if f.name == name][0].label
    assert error.text_content() == "Error: " + misplaced_separator(label)
    assert page.locator('#calc-error-summary a[href="#%s"]' % name).is_visible()
    assert "You do not need" not in page.inner_text("#calc-result")
    assert "15 permits" not in page.inner_text("#calc-result") and "%s=" % name not in page.url
    assert violations(page, best_practice=True) == []
    field.fill("1,200" if name == "peak_attendance" else "2")
    leave(page, "#" + name)
    error.wait_for(state="hidden")
    check_clean(recorded, server)


@needs_places("village")
def test_a_link_with_a_misplaced_comma_is_not_read(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, "?jurisdiction=village&event_start=2026-08-15&peak_attendance=1,5")
    assert page.input_value("#peak_attendance") == ""
    assert "commas are not between groups of three digits" in page.inner_text("#peak_attendance-error")   # at it
    assert page.locator("#calc-headline").count() == 0   # no answer from a number it could not read
    check_clean(recorded, server)


@needs_places("village")
@SCREENS
def test_a_link_over_the_limit_drops_the_answer_it_cuts(open_page, server, viewport):
    page, recorded = open_page(viewport=viewport)
    head = "?jurisdiction=village&event_start=2026-08-15&foo="
    tail = "&peak_attendance=6000"
    text = head + "x" * (4003 - len(head) - len(tail)) + tail
    assert len(text) == 4003
    open_calculator(page, server, text)
    assert page.input_value("#peak_attendance") == ""   # never 6
    notices = page.inner_text("#calc-notices")
    assert "longer than this calculator reads" in notices
    assert "peak_attendance=6" not in page.url
    assert violations(page, best_practice=True) == []
    check_clean(recorded, server)


@needs_places("village")
@SCREENS
def test_a_link_from_a_later_day_says_so(open_page, server, viewport):
    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, link(dict(LARGEST, today="2026-05-01")))
    assert page.input_value("#today") == "2026-05-01"
    notice = page.inner_text("#calc-notices")
    assert "This link counts the days from Friday, May 1, 2026, a later day than today on your device" in notice
    assert violations(page, best_practice=True) == []
    check_clean(recorded, server)


# ---------------------------------------------------------------- 7. plain words


@needs_places("city")
@SCREENS
def test_a_hard_word_in_a_question_is_explained_beside_it(open_page, server, viewport):
    from calculator import glossary

    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, link(CITY))
    for name, key in (("residential_zone", "residential-zone"), ("on_city_right_of_way", "right-of-way"),
                      ("nonprofit", "nonprofit")):
        entry = glossary.entry(key)
        hint = page.locator("#%s-hint" % name)
        assert hint.is_visible(), name
        assert hint.inner_text().strip().endswith(entry["term"] + ": " + entry["definition"]), name
        described = page.get_attribute("#%s-fieldset" % name, "aria-describedby").split()
        assert "%s-hint" % name in described, name
    assert violations(page, best_practice=True) == []
    check_clean(recorded, server)


@needs_places("village")
@SCREENS
def test_a_hard_word_in_the_answer_opens_its_plain_meaning(open_page, server, viewport):
    from calculator import glossary

    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, link(LARGEST))
    words = page.locator("#calc-check-bond details.calc-words")
    summary_words = words.locator("summary")
    summary_words.scroll_into_view_if_needed()
    assert summary_words.inner_text() == "Words: Bond, Surety"
    assert not words.locator("dd").first.is_visible()
    summary_words.focus()
    page.keyboard.press("Enter")
    assert words.locator("dd").nth(1).inner_text() == glossary.entry("surety")["definition"]
    assert page.locator("#calc-deadline-apply_by details.calc-words").count() == 0
    assert violations(page, best_practice=True) == []
    page.emulate_media(media="print")
    assert not words.is_visible()   # on paper the citation is enough
    check_clean(recorded, server)


# ---------------------------------------------------------------- 8. before you start


@needs_places("village", "city")
@SCREENS
def test_before_you_start_says_what_to_have_ready(open_page, server, viewport):
    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, "")
    assert page.inner_text(".calc-start h2") == worded("en", "page.start_title")
    assert top(page, ".calc-start") < top(page, "#calc-form")
    assert page.locator(".calc-start__place").count() == len(published_places())
    assert page.locator(".calc-start__place").first.is_hidden()
    page.click('label[for="jurisdiction"]')   # the Village
    village = page.locator('.calc-start__place[data-jurisdictions="village"]')
    village.wait_for(state="visible")
    words = village.inner_text()
    for label in ("the number of women and girls", "the number of men and boys",
                  "how far the parking is from the event, in feet"):
        assert label in words
    assert "the most people at the event at one time" in words and "Have ready:" in words
    assert page.locator('.calc-start__place[data-jurisdictions="city"]').is_hidden()
    assert top(page, '.calc-start__place[data-jurisdictions="village"]') < top(page, "#event_start")
    assert violations(page, best_practice=True) == []
    check_clean(recorded, server)
