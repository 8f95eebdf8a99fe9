"""The jurisdictions the calculator knows, by the id used in inputs and URLs.

A jurisdiction is a package with ``ordinance.txt`` (verbatim), ``outline.py`` (clause
anchors), ``law.py`` (the legal numbers and quotes) and ``rules.py``, exposing
``ARTICLE``, ``FIELDS``, ``check(values, errors)`` and
``evaluate(values, today, holidays)``.  Adding a municipality means adding such a
package, naming it here and filling its entry in ``settings.py``.
"""

from . import city, village

JURISDICTIONS = {"village": village, "city": city}
ORDER = ("village", "city")
