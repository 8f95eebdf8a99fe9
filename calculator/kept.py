"""The last answers of a function the calculator page asks again and again, kept.

The page works the answer out again at each change of the form, and most of what it asks
for is what it asked before: the same dates read, the same dates and amounts in words, the
same texts searched for the glossary's words.  ``Kept`` holds those answers, a bounded
number: all are forgotten at once when ``KEPT`` are held (a page's answers stay far below).
"""

KEPT = 500   # answers, at most, that each ``Kept`` holds


class Kept:
    """``kept(key, make, *args)``: what ``make(*args)`` gave for ``key`` (made once while it is kept;
    an error is raised each time, never kept)."""

    def __init__(self):
        self.found = {}

    def __call__(self, key, make, *args):
        found = self.found.get(key)
        if found is None:
            if len(self.found) >= KEPT:
                self.found.clear()
            found = self.found[key] = make(*args)
        return found
