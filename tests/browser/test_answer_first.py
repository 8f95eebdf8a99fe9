"""The answer first, in Chromium at 390x844 (a phone) and 1280x800 (a desktop).

The answer opens with one panel (verdict, headline, permits, the day to apply by with one line
for why it is earlier than the rules' own, next step, what to provide, actions); on a phone a bar at the foot of the screen jumps to it from any question; on a
desktop it stays in view beside the form while you type.  What does not apply is one
collapsed list without amounts; each item has one compact citation, and Back from a
citation returns to the item.  Every new state passes axe-core.
"""

import pytest

from browser_helpers import READY, check_clean, cli, open_calculator
from calculator import next_step, query, summary
from site_build import needs_places
from test_accessibility import violations

pytestmark = needs_places("village")   # every answer here is the Village's

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
# The largest Village event: three days, three places, every count given; worked out on the
# browsers' own date (conftest.VISITOR_TIME), so no notice stands above the answer.
LARGEST = {"jurisdiction": "village", "today": "2026-04-01", "event_start": "2026-08-14", "event_end": "2026-08-16",
           "peak_attendance": 3000, "female_attendance": 1400, "male_attendance": 1500, "after_dark": True,
           "hours_per_day": 6, "parking_distance_ft": 1500, "locations": 3}
# Near parking and no evening: two conditions do not apply.
SMALL = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 600,
         "venue_type": "localized_area", "after_dark": False, "parking_distance_ft": 800}
LATE = dict(SMALL, today="2026-06-19")          # the last day to apply was 2026-06-16


def link(answers):
    return "?" + query.write(answers)


def top(page, selector):
    return page.evaluate("(s) => document.querySelector(s).getBoundingClientRect().top + scrollY", selector)


def in_view(page, selector):
    return page.evaluate("""(s) => { const r = document.querySelector(s).getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; }""", selector)


def test_phone_last_day_is_on_the_first_screen_of_the_answer(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, link(LARGEST))
    result = cli(LARGEST)
    apply_by = result["deadlines"][0]
    facts = page.inner_text(".calc-facts")
    assert summary.long(apply_by["act_by"]) in facts and summary.when(apply_by, LARGEST["today"]) in facts
    assert apply_by["earlier"] in facts   # the rules' own day, and why the day to act on is earlier
    assert "9 permits" in facts and next_step.next_step(result) in facts
    start = top(page, "#calc-result")
    distance = top(page, ".calc-facts__day") - top(page, "#calc-headline")
    print("phone: headline to last day to apply: %d px" % distance)
    assert 0 < distance < 200
    page.evaluate("document.querySelector('#calc-result').scrollIntoView()")
    # What to provide starts on the first screen, one item a line; the buttons follow it.
    for selector in ("#calc-headline", ".calc-facts__day", ".calc-provide__title", "#calc-provided-physicians"):
        assert in_view(page, selector), selector
        assert top(page, selector) - start < PHONE["height"]
    assert top(page, "#calc-copy-link") < top(page, "#calc-print") < top(page, "#calc-result-body")
    check_clean(recorded, server)


def test_phone_bar_jumps_to_the_answer_from_any_question(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, link(LARGEST))
    for name in ("event_start", "male_attendance", "locations"):
        page.locator("#" + name).focus()
        assert in_view(page, "#calc-jump") and in_view(page, "#" + name), name
    bar = page.inner_text("#calc-jump")
    apply_by = cli(LARGEST)["deadlines"][0]
    assert "You need 9 special event permits" in bar and summary.lead(apply_by) in bar
    assert summary.long(apply_by["date"]) not in bar   # the day to act on, said once: why is in the answer
    assert violations(page) == []
    page.click("#calc-jump-link")
    page.wait_for_function("location.hash === '#calc-result'")
    assert in_view(page, "#calc-headline")
    check_clean(recorded, server)


def test_desktop_answer_stays_in_view_while_typing(open_page, server):
    page, recorded = open_page(viewport=DESKTOP)
    open_calculator(page, server, link(LARGEST))
    assert page.locator("#calc-jump").is_hidden()
    for name, text, words in (("locations", "2", "6 permits"), ("male_attendance", "1501", "6 permits")):
        field = page.locator("#" + name)
        field.evaluate("(e) => e.scrollIntoView({block: 'center'})")
        field.click()
        page.keyboard.press("Control+A")
        page.keyboard.type(text)
        page.wait_for_function("(w) => document.querySelector('.calc-facts').textContent.includes(w)", arg=words)
        assert in_view(page, "#" + name), name
        for selector in ("#calc-headline", ".calc-facts__day", ".calc-provide__title"):
            assert in_view(page, selector), (name, selector)
    # The answer is beside the form, not below it.
    assert page.evaluate("document.querySelector('#calc-result').getBoundingClientRect().left"
                         " > document.querySelector('#calc-form').getBoundingClientRect().right")
    assert violations(page) == []
    check_clean(recorded, server)


def test_a_missed_last_day_is_in_the_headline(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, link(LATE))
    assert page.inner_text("#calc-headline") == ("You need a special event permit. "
                                                 "The last day to apply passed 3 days ago.")
    assert ".." not in page.inner_text("#calc-jump")   # the bar makes one sentence of it
    assert "Ask the Village Clerk-Treasurer what you can do now" in page.inner_text(".calc-facts")
    assert violations(page) == []
    check_clean(recorded, server)


def test_what_does_not_apply_is_one_collapsed_list_without_amounts(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, link(SMALL))
    off = [item for item in cli(SMALL)["requirements"] if item["applies"] == "not_required"]
    assert [item["id"] for item in off] == ["illumination_footcandles", "parking_shuttle_interval_minutes"]
    listing = page.locator("details.calc-not-required")
    assert listing.count() == 1 and not listing.evaluate("(d) => d.open")
    assert listing.locator(".calc-requirement").count() == 2
    assert page.locator(".calc-requirements .calc-requirement[data-applies='not_required']").count() == 0
    words = listing.locator("> summary").inner_text()
    assert all(item["label"] in words for item in off)
    assert listing.locator("strong, b, .calc-quantity").count() == 0
    listing.locator("> summary").click()
    assert violations(page) == []
    # One of a thing is one: "1 ambulance".
    assert "1 ambulance" in page.inner_text('.calc-requirement[data-id="ambulances"]')
    assert "1 ambulances" not in page.inner_text("#calc-result")
    check_clean(recorded, server)


def test_one_compact_citation_per_item(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, link(LARGEST))
    counts = page.evaluate("""() => [...document.querySelectorAll(
        '.calc-reason, .calc-deadline, .calc-warning, .calc-requirement, .calc-check')].map((item) =>
        [item.id, item.querySelectorAll('.calc-cite').length, item.querySelectorAll('a').length])""")
    assert len(counts) > 40
    assert [c for c in counts if not c[0] or c[1:] != [1, 1]] == []
    text = page.inner_text("#calc-result")
    assert "Source:" not in text and "The ordinance\u2019s words" not in text
    check_clean(recorded, server)


def test_no_permit_no_calendar(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, link(dict(SMALL, peak_attendance=100)))
    assert page.inner_text("#calc-headline") == "You do not need a special event permit"
    assert page.locator("#calc-calendar").is_hidden() and page.locator("#calc-print").is_visible()
    assert page.locator(".calc-facts__day").count() == 0
    check_clean(recorded, server)


def test_how_to_apply_is_in_the_answer(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, link(SMALL))
    section = page.inner_text(".calc-apply-section")
    for row in next_step.how_to_apply("village"):
        assert row["label"] in section and row["text"] in section
    checked = next_step.text_last_checked("village")
    assert page.locator(".calc-checked").count() == (1 if checked else 0)
    if checked:
        assert page.inner_text(".calc-checked") == checked
    check_clean(recorded, server)


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_back_from_a_citation_returns_to_the_item(open_page, server, viewport):
    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, link(LARGEST))
    item = "#calc-requirement-bond_usd"
    page.locator(item + " .calc-cite a").click()
    page.wait_for_url("**/village/ordinance/**")
    page.go_back()
    page.wait_for_selector(READY, state="attached")
    page.wait_for_function("(s) => document.activeElement === document.querySelector(s)", arg=item)
    assert page.evaluate("location.hash") == item
    assert in_view(page, item)
    assert violations(page) == []
    # Changing an answer afterwards leaves the item out of the link.
    page.fill("#locations", "2")
    page.wait_for_function("location.search.includes('locations=2')")
    assert page.evaluate("location.hash") == ""
    check_clean(recorded, server)
