"""Each place's rules arrive on their own: which are here, and asking for the others.

The build (hooks/calculator_runtime.py) ships every place's package
(``calculator/jurisdictions/<place>/``) in an archive of its own.  unpack.js writes the
place a link chose before this runs; the other places come in the background or when
asked for, through ``window.calculatorPlaces`` (``written(place)``, and ``load(place)``,
a Promise).  The page imports a place's rules only once unpack.js has written them, so an
ImportError is always a fault, never rules still on their way.

Page text is always set with ``textContent`` or attributes, never as markup.
"""

import js
from pyscript.ffi import create_proxy

from calculator import JURISDICTIONS
from calculator.settings import SETTINGS


def published():
    """The ids of the places this site publishes (one archive each, see unpack.js)."""
    return tuple(str(js.calculatorPlaces.published).split())


class PlaceRules:
    """Asks for a place's rules and says what to show until they are written.

    ``arrived()`` is called once rules asked for are written, or could not be loaded.
    """

    def __init__(self, arrived):
        self.arrived = arrived
        self.asked = {}       # place -> its Request, while the download is under way
        self.failed = set()   # places whose rules could not be loaded, until chosen again

    def waiting(self, place):
        """The words to show instead of an answer while the place's rules are not written, after
        asking for them if they are not on their way; empty once they are, or with no place chosen."""
        if place not in JURISDICTIONS or js.calculatorPlaces.written(place):
            return ""
        name = SETTINGS[place]["name"]
        if place in self.failed:
            return "We could not load %s\u2019s rules. Check your connection, then choose the place again." % name
        if place not in self.asked:
            self.asked[place] = Request(self, place)
        return "Loading %s\u2019s rules\u2026" % name

    def try_again(self):
        """The visitor chose a place again: forget which rules could not be loaded, and say
        whether any could not (they are asked for again when the page next needs them)."""
        failed = bool(self.failed)
        self.failed.clear()
        return failed

    def settled(self, place, ok):
        del self.asked[place]
        if not ok:
            self.failed.add(place)
        self.arrived()


class Request:
    """One place's rules asked of unpack.js (bound methods: see Page.start in main.py)."""

    def __init__(self, rules, place):
        self.rules = rules
        self.place = place
        self._done = create_proxy(self.done)
        self._failed = create_proxy(self.not_loaded)
        js.calculatorPlaces.load(place).then(self._done, self._failed)

    def done(self, value=None):
        self.rules.settled(self.place, True)

    def not_loaded(self, reason=None):
        js.console.error("calculator: the rules of %s could not be loaded" % self.place, reason)
        self.rules.settled(self.place, False)
