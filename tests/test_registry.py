"""The jurisdiction registry: every id is known, and only the place asked for is imported."""

import subprocess
import sys
from pathlib import Path

from calculator import JURISDICTIONS, ORDER
from calculator.settings import SETTINGS

ROOT = Path(__file__).resolve().parent.parent


def test_every_jurisdiction_has_its_parts_and_settings():
    assert list(JURISDICTIONS) == list(ORDER)
    for ident in ORDER:
        package = JURISDICTIONS[ident]
        assert package.ARTICLE.jurisdiction == ident
        assert package.FIELDS and callable(package.check) and callable(package.evaluate)
        assert ident in SETTINGS
        pages = JURISDICTIONS.module(ident, "pages")
        for name in ("DESCRIPTION", "NAMED", "WHERE", "HEADINGS", "TEXT_NOTES"):
            assert hasattr(pages, name), (ident, name)
        assert "{name}" in pages.NAMED


def test_an_answer_for_one_place_imports_only_that_place():
    script = ("import sys; from calculator import evaluate; "
              "evaluate({'jurisdiction': 'village', 'today': '2026-05-01', 'event_start': '2026-08-15', "
              "'peak_attendance': 300}); "
              "print('calculator.jurisdictions.city' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
