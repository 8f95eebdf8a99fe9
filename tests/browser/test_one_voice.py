"""The answer in one plain voice (issue #23), in Chromium at 390x844 (a phone), for the issue's three
cases: a Village festival on 2027-06-18, a City 5K, and the same 5K with answers "not sure".

- One day to act on, said once on the first screen of the answer, with one line for why it is earlier
  than the rules' own day (which is named once there too).
- The verdict and the headline agree: the status line is the rules' own where they word the headline
  ("required unless exempt"), and for answers "not sure" it says what to find out.
- "You may need to provide": in the place's groups, one item a line.
- What the office must do is apart from the organizer's deadlines, with no countdown.
- An answer "not sure" never shows a ban as if it applied.
- What a link says of one question is said at that question; a bad value in it is an error there.
- axe-core finds nothing in any of these states.
"""

import re

import pytest

from browser_helpers import check_clean, cli, open_calculator
from calculator import query, summary
from site_build import needs_places
from test_accessibility import violations

PHONE = {"width": 390, "height": 844}
VISITOR = "2026-04-01"   # the browsers' date (conftest.VISITOR_TIME)
FESTIVAL = {"jurisdiction": "village", "event_start": "2027-06-18", "peak_attendance": 1500}
FIVE_K = {"jurisdiction": "city", "event_start": "2026-09-12", "event_type": "race", "city_services": True,
          "on_city_right_of_way": True, "road_closure": True, "residential_zone": False, "sells_used_goods": False}
FIVE_K_UNSURE = dict(FIVE_K, city_services="unsure", on_city_right_of_way="unsure", residential_zone="unsure",
                     sells_used_goods="unsure")
CASES = pytest.mark.parametrize("answers", [
    pytest.param(FESTIVAL, marks=needs_places("village"), id="village-festival"),
    pytest.param(FIVE_K, marks=needs_places("city"), id="city-5k"),
    pytest.param(FIVE_K_UNSURE, marks=needs_places("city"), id="city-5k-not-sure")])

# The text of the answer that is on the screen, in reading order.
FIRST_SCREEN = """() => {
  const walker = document.createTreeWalker(document.querySelector('#calc-result'), NodeFilter.SHOW_TEXT);
  const parts = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0 && box.top < innerHeight && node.parentElement.checkVisibility()) {
      parts.push(node.textContent);
    }
  }
  return parts.join(' ');
}"""


def at_the_answer(open_page, server, answers):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, "?" + query.write(answers) + "#calc-result")
    return page, recorded, cli(dict(answers, today=VISITOR))


@CASES
def test_one_day_to_act_on_is_said_once_on_the_first_screen(open_page, server, answers):
    page, recorded, result = at_the_answer(open_page, server, answers)
    assert 0 <= page.evaluate("document.querySelector('#calc-result').getBoundingClientRect().top") < 100   # at it
    screen = page.evaluate(FIRST_SCREEN)
    apply_by = [item for item in result["deadlines"] if item["id"] == "apply_by"][0]
    act_by, rules = summary.long(apply_by["act_by"]), summary.long(apply_by["date"])
    assert screen.count(act_by) == 1, screen
    assert screen.count(rules) == 1 and apply_by["earlier"] in screen   # the rules' day, once, and why earlier
    for words in ("safe day", "with full days between", "We count calendar days"):
        assert words not in screen
    assert page.locator("#calc-headline").is_visible() and page.locator(".calc-provide").is_visible()
    check_clean(recorded, server)


@CASES
def test_the_verdict_and_the_headline_agree(open_page, server, answers):
    page, recorded, result = at_the_answer(open_page, server, answers)
    status = page.text_content(".calc-verdict__status")
    headline = page.text_content("#calc-headline")
    assert status == summary.verdict(result) and headline == summary.headline(result)
    said = {("village", "required"): ("Permit: required", "You need a special event permit"),
            ("city", "required"): ("Permit: required unless exempt", "Plan on needing a special event permit"),
            ("city", "unclear"): ("Permit: depends on one of your answers",
                                  "This event may not be able to get a permit as you describe it")}
    assert (status, headline) == said[(result["jurisdiction"], result["permit"]["status"])]
    assert "The rules do not give a clear answer" not in page.text_content("#calc-result")
    facts = page.text_content(".calc-facts")
    assert ("1 permit" in facts) is (result["permit"]["status"] == "required")   # a count only when known
    check_clean(recorded, server)


@CASES
def test_what_to_provide_is_one_item_a_line_in_groups(open_page, server, answers):
    page, recorded, result = at_the_answer(open_page, server, answers)
    groups = summary.provide_groups(result)
    assert page.locator(".calc-provide__heading").all_text_contents() == [title for _, title, _ in groups if title]
    lines = page.evaluate("""() => [...document.querySelectorAll('.calc-provide__list')].map((list) =>
        [...list.children].map((item) => { const box = item.getBoundingClientRect(); return [box.top, box.bottom]; }))""")
    assert sum(len(items) for items in lines) == sum(len(items) for _, _, items in groups)
    for items in lines:
        for (top, _), (_, bottom) in zip(items[1:], items):
            assert top >= bottom - 1   # each item starts on a line of its own
    shown = page.locator(".calc-provide").text_content()
    assert "Shuttle to far parking" not in shown   # no parking distance given: it does not follow from the answers
    assert "Not worked out yet" not in shown and ("we need the number of women and girls" in shown
                                                  or result["jurisdiction"] != "village")
    check_clean(recorded, server)


@needs_places("city")
@pytest.mark.parametrize("answers", [FIVE_K, FIVE_K_UNSURE], ids=["city-5k", "city-5k-not-sure"])
def test_the_citys_duty_is_apart_and_has_no_countdown(open_page, server, answers):
    page, recorded, result = at_the_answer(open_page, server, answers)
    duty = page.locator(".calc-duties #calc-deadline-denial_notice_by")
    assert duty.count() == 1 and page.locator(".calc-deadlines #calc-deadline-denial_notice_by").count() == 0
    words = duty.text_content()
    assert words.startswith("By " + summary.long([d for d in result["deadlines"]
                                                  if d["id"] == "denial_notice_by"][0]["date"]))
    assert not re.search(r"days? left|\btoday\b|passed", words)
    assert page.text_content(".calc-duties-section h3") == "What the City must do"
    check_clean(recorded, server)


@needs_places("city")
def test_a_not_sure_answer_never_shows_a_ban_as_if_it_applied(open_page, server):
    page, recorded, result = at_the_answer(open_page, server, FIVE_K_UNSURE)
    page.click("#calc-why summary")
    told = page.locator(".calc-warning > [data-slot='message'], .calc-reason > [data-slot='text']").all_text_contents()
    bans = [text.strip() for text in told if "banned" in text or "not allowed" in text]
    assert len(bans) == 2   # the rule among the reasons, and the warning
    assert all(ban.startswith("If the event is for selling used goods: ") for ban in bans), bans
    check_clean(recorded, server)


@CASES
def test_axe_finds_nothing(open_page, server, answers):
    page, recorded, _ = at_the_answer(open_page, server, answers)
    page.click("#calc-why summary")
    assert violations(page, best_practice=True) == []
    check_clean(recorded, server)


@needs_places("village", "city")
def test_what_a_link_says_of_a_question_is_at_it_and_a_bad_value_is_an_error_there(open_page, server):
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, "?event_start=2027-06-18&peak_attendance=600")
    notice = page.locator('[data-field="jurisdiction"] .calc-link-notice')
    assert notice.is_visible() and notice.text_content().startswith("The link does not say where the event is")
    assert page.locator("#calc-notices").is_hidden()
    assert "#jurisdiction-notice" in "#" + page.get_attribute("#jurisdiction-fieldset", "aria-describedby").replace(
        " ", " #")
    assert violations(page) == []
    page, recorded = open_page(viewport=PHONE)
    open_calculator(page, server, "?jurisdiction=village&event_start=2027-02-30&peak_attendance=-5")
    for name in ("event_start", "peak_attendance"):   # one rule: both are errors at their question
        assert page.locator("#%s-error" % name).is_visible(), name
    assert page.locator("#event_start-error").text_content().endswith(
        "that day does not exist. Answer this question again.")
    assert page.locator("#calc-error-summary").is_visible() and page.title().startswith("Error: ")
    assert page.input_value("#peak_attendance") == "-5" and page.input_value("#event_start") == ""
    assert violations(page) == []
    check_clean(recorded, server)
