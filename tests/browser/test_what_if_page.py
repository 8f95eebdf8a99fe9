"""What would change this (issue #26, item 3), in Chromium at 390x844 and 1280x800.

A Village link for a festival of 600 people in a park (tests/scenarios/what_if.yaml's street festival)
shows, last in its answer, the command line's ``what_would_change``: each sentence with its citation and
a real button naming the change.  Pressing one puts its change in the form and works the answer out
again: the form holds the new answer, the answer says what the item claimed (status, permits, the day to
apply by), the focus is at the answer, the address holds the new answer and the list is worked out again
for it.  A radio question's change (the kind of place) is made from the keyboard.  axe-core finds
nothing, before and after; nothing reaches another host and nothing is logged as an error.
"""

import pytest

from browser_helpers import check_clean, cli, open_calculator, wait_for
from calculator import query
from site_build import needs_places
from test_accessibility import violations

SCREENS = pytest.mark.parametrize("viewport", [{"width": 390, "height": 844}, {"width": 1280, "height": 800}],
                                  ids=["390", "1280"])
FESTIVAL = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 600,
            "venue_type": "localized_area"}
ITEMS = """() => [...document.querySelectorAll('#calc-result .calc-what-if__item')].map((e) => {
  const button = e.querySelector('button');
  return {text: e.querySelector('p').textContent, cite: e.querySelector('.calc-cite a').getAttribute('href'),
          button: button.textContent, type: button.type, form: button.form && button.form.id, value: button.value};
})"""
ANSWER = """() => ({status: document.querySelector('#calc-headline').dataset.status,
  days: [...document.querySelectorAll('#calc-result-body .calc-deadline[data-act-by]')].map(
    (e) => [e.dataset.id, e.dataset.value, e.dataset.actBy])})"""


def listed(page, first_text):
    """The what-if items, once the list shown starts with ``first_text`` (it comes after the answer)."""
    wait_for(page, """(text) => { const first = document.querySelector('#calc-result .calc-what-if__item p');
        return first !== null && first.textContent === text; }""", first_text, timeout=20000)
    return page.evaluate(ITEMS)


def claimed(page, item, answers):
    """The answer on the page is what ``item`` claimed for ``answers`` with its change."""
    result = cli(dict(answers, **{item["field"]: item["value"]}))
    assert result["permit"]["status"] == item["permit_status"]
    assert result["permit"]["permits_needed"] == item["permits_needed"]
    wait_for(page, "(status) => document.querySelector('#calc-headline').dataset.status === status",
             item["permit_status"])
    shown = page.evaluate(ANSWER)
    days = dict((ident, [day, act_by]) for ident, day, act_by in shown["days"])
    for ident in item["deadlines"]:
        day = item["deadlines"][ident]
        assert days.get(ident) == ([day["date"], day["act_by"]] if day["act_by"] else None), (ident, shown)
    return result


@needs_places("village")
@SCREENS
def test_a_what_if_button_makes_its_change_and_the_answer_says_what_it_claimed(open_page, server, viewport):
    expected = cli(FESTIVAL)["what_would_change"]   # the command line always works it out
    assert expected[0]["field"] == "peak_attendance" and expected[0]["value"] == 250
    page, recorded = open_page(viewport=viewport)
    open_calculator(page, server, "?" + query.write(FESTIVAL))
    items = listed(page, expected[0]["text"])
    assert [item["text"] for item in items] == [item["text"] for item in expected]
    assert [item["cite"] for item in items] == ["../" + item["cite"]["href"] for item in expected]
    assert items[0]["button"] == "Change the most people at the event at one time to: 250"
    assert all(item["type"] == "submit" and item["form"] == "calc-form" for item in items)
    assert page.evaluate("""() => { const section = document.querySelector('#calc-result .calc-what-if')
        .closest('[data-section]'); return [section.querySelector('h3').textContent, section.dataset.section,
        section === document.querySelector('#calc-result-body').lastElementChild]; }""") == [
        "What would change this", "what_if", True]   # the answer's last part
    assert violations(page, best_practice=True) == []

    page.get_by_role("button", name=items[0]["button"]).click()
    claimed(page, expected[0], FESTIVAL)
    assert page.input_value("#peak_attendance") == "250"
    assert page.evaluate("document.activeElement.id") == "calc-result"   # the answer, as when it is asked for
    assert page.text_content("#calc-announce").startswith("Answer updated: You do not need a special event permit.")
    wait_for(page, "() => location.search.includes('peak_attendance=250')")
    changed = dict(FESTIVAL, peak_attendance=250)
    again = cli(changed)["what_would_change"]
    items = listed(page, again[0]["text"])   # worked out again for the new answer
    assert [item["text"] for item in items] == [item["text"] for item in again]
    assert violations(page, best_practice=True) == []

    # From the keyboard: the kind of place, a radio question.
    venue = [item for item in again if item["field"] == "venue_type"][0]
    button = page.locator('#calc-result .calc-what-if__apply[value="venue_type=%s"]' % venue["value"])
    button.focus()
    page.keyboard.press("Enter")
    claimed(page, venue, changed)
    assert page.evaluate("document.querySelector('input[name=venue_type]:checked').value") == venue["value"]
    assert page.input_value("#peak_attendance") == "250"   # the one change only
    assert page.evaluate("document.activeElement.id") == "calc-result"
    listed(page, cli(dict(changed, venue_type=venue["value"]))["what_would_change"][0]["text"])
    assert violations(page, best_practice=True) == []
    check_clean(recorded, server)
