"""Adding a municipality touches no shared file: the recipe, proved end to end.

tests/new_place.py adds the fictional Town of Testville (tests/fixtures/place_example/)
and City of Sampleton (tests/fixtures/place_sampleton/), not real law, to a copy of the
project the way the README's "Adding a municipality" says (their packages, guides,
scenarios, their ids in ORDER and their settings entries) and builds it with --strict.
Their questions are in the generated form, their archives are built, the schema lists
them, their guide pages and full texts build (Sampleton's with its own citations, its
readings and its worked example), and their scenarios give the same outcomes on CPython
and under MicroPython (on the copy's archives).  The browser half is
tests/browser/test_new_place_page.py; CI also runs the whole non-browser suite with them
(``make test-new-places``).
"""

import gzip
import io
import json
import re
import subprocess
import sys
import tarfile

import pytest

from micropython_runner import run_in_micropython
from new_place import FIXTURES, IDENT, with_new_place
from site_build import ROOT


@pytest.fixture(scope="module")
def built():
    folder, result = with_new_place()
    assert result.returncode == 0, result.stdout + result.stderr
    return folder


def page(built, path):
    return (built / "site" / path).read_text(encoding="utf-8")


def test_its_questions_are_in_the_generated_form(built):
    text = page(built, "calculator/index.html")
    form = text[text.index('<form id="calc-form"'):text.index("</form>")]
    assert 'value="%s"' % IDENT in form and "The Town of Testville" in form
    assert "A made-up town for tests. Its street party text, Fictional No. T-1." in form
    for words in ('data-field="party_kind"', "Who holds the street party?", "A group of the neighbors on the street.",
                  'data-field="music"', "Will there be music?"):
        assert words in form, words
    music = form[form.index('data-field="music"'):]
    music = music[:music.index("</fieldset>")]
    assert 'value="true"' in music and 'value="false"' in music and 'value="unsure"' not in music
    # The shared questions are asked of every place, the new one too (the crowd size: it asks it).
    for name in ("event_start", "event_end", "peak_attendance", "locations", "today"):
        before = form[:form.index('data-field="%s"' % name)]
        block = re.findall(r'<div data-jurisdictions="([^"]*)"', before)[-1]
        assert IDENT in block.split(), name


def test_its_archive_is_built(built):
    found = sorted(path for path in (built / "site" / "calculator").glob("calculator-%s-*.tar.gz" % IDENT)
                   if re.fullmatch(r"calculator-%s-[0-9a-f]+\.tar\.gz" % IDENT, path.name))
    assert len(found) == 1
    assert len(list((built / "site" / "calculator").glob("calculator-%s-es-*.tar.gz" % IDENT))) == 1
    with tarfile.open(fileobj=io.BytesIO(gzip.decompress(found[0].read_bytes()))) as tar:
        names = sorted(tar.getnames())
    package = "calculator/jurisdictions/%s/" % IDENT
    assert [name for name in names if name.endswith(".mpy")] == [
        package + name for name in ("__init__.mpy", "law.mpy", "outline.mpy", "rules.mpy", "words_en.mpy")]
    assert 'data-archive-%s="' % IDENT in page(built, "calculator/index.html")


def test_the_schema_lists_it(built):
    schema = json.loads(page(built, "schema/input.schema.json"))
    assert {"$ref": "#/$defs/" + IDENT} in schema["oneOf"]
    assert set(schema["$defs"][IDENT]["properties"]) >= {"jurisdiction", "event_start", "party_kind", "music"}
    assert schema["$defs"][IDENT]["properties"]["music"]["enum"] == [True, False, None]


def test_its_guide_pages_and_full_text_build(built):
    overview = page(built, IDENT + "/index.html")
    assert 'The text does not name the town. So we call it "the Town of Testville".' in overview
    assert "Testville Permit Desk" in overview
    text = page(built, IDENT + "/ordinance/index.html")
    for anchor in ("notice", "permit", "exemption", "filing", "fee"):
        assert 'id="%s"' % anchor in text, anchor
    assert "The text has no headings." in text
    home = page(built, "index.html")
    assert 'href="%s/">Read the Town of Testville guide' % IDENT in home
    assert "It is not a real place." in home
    assert "Town of Testville" in page(built, "search/search_index.json")


def test_a_text_that_cites_itself_reads_two_ways_and_has_an_example(built):
    """Sampleton: its own citation shape in its labels, its readings and its worked example on a guide,
    the day moved back past the office's own holiday, and an office whose name has an apostrophe."""
    text = page(built, "sampleton/ordinance/index.html")
    assert "§ 907.04(b)(1) When to apply" in text and "The section's title is the text's own heading." in text
    guide = page(built, "sampleton/when-to-apply/index.html")
    assert "<strong>How are the" in guide and "With full days between." in guide
    assert "Thursday, September 17, 2026" in guide and "Friday, September 4, 2026" in guide
    assert "is a holiday of the office" in guide
    assert "City Manager&#x27;s Office" in page(built, "sampleton/application/index.html")


def scenario_outcomes(built, ident=IDENT):
    """[(case name, its input, CPython outcome, failed expectations)] of a new place's scenarios, in the copy."""
    script = (
        "import json, sys\n"
        "sys.path[:0] = [%r, %r]\n"
        "from scenario_loader import check_expectations, load_cases, outcome_of\n"
        "cases = [c for c in load_cases(%r) if c.source == %r]\n"
        "print(json.dumps([(c.name, c.input, outcome_of(c.input), check_expectations(outcome_of(c.input), c.expect))"
        " for c in cases]))\n" % (str(built), str(ROOT / "tests"), str(built / "tests" / "scenarios"), ident + ".yaml"))
    done = subprocess.run([sys.executable, "-c", script], cwd=built, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_its_scenarios_pass_on_cpython_and_micropython(built):
    cases = [case for ident in FIXTURES for case in scenario_outcomes(built, ident)]
    assert len(cases) >= 3 * len(FIXTURES)
    for name, answers, outcome, failures in cases:
        assert not failures, "%s: %s" % (name, failures)
    archives = sorted((built / "site" / "calculator").glob("calculator-*.tar.gz"),
                      key=lambda path: (path.name.count("-") > 1, path.name))
    theirs = run_in_micropython([answers for _, answers, _, _ in cases], archives=archives)
    assert theirs == [outcome for _, _, outcome, _ in cases]
