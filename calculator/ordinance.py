"""An ordinance as the rule modules see it: its clauses, their anchors and citations.

Each jurisdiction keeps a verbatim copy of its ordinance (``ordinance.txt``) and an
outline (``outline.py``) that names every clause.  The outline is the single place
where a clause gets its anchor (used in links such as ``village/ordinance/#conditions-5``)
and its citation label.  Rule modules quote sentences through ``Ordinance.provision``,
so every number the calculator uses carries its clause and its exact words.

The texts have no headings and few section numbers.  Labels therefore describe the
clause in plain words and name it as the text does ("Medical care (condition C(5))"),
with a section number only where the ordinance itself states it.
"""


class Provision:
    """A sentence of the ordinance, quoted word for word.

    ``value`` is the number the sentence sets, if any, and ``unit`` what it counts.
    A legal number is written once, here, next to the words that set it.
    """

    def __init__(self, ordinance, anchor, quote, value=None, unit=None):
        self.ordinance = ordinance
        self.anchor = anchor
        self.quote = quote
        self.value = value
        self.unit = unit

    def cite(self):
        return self.ordinance.cite(self.anchor)


class Ordinance:
    """One jurisdiction's ordinance: who adopted it and how its clauses are named.

    ``outline`` is a sequence of ``(heading, clauses)``; each clause is
    ``(anchor, label, first_words)``: the words its text in ``ordinance.txt`` starts
    with (after its letter or number, if it has one), or ``None`` for a clause the
    ordinance refers to but whose text is not there.
    """

    def __init__(self, jurisdiction, title, adopted, outline):
        self.jurisdiction = jurisdiction
        self.title = title
        self.adopted = adopted
        self.outline = outline
        self.labels = {}
        for heading, clauses in outline:
            for clause in clauses:
                self.labels[clause[0]] = clause[1]

    def cite(self, anchor):
        """{anchor, label, href} of a clause: one dict per clause, made on first use and shared by
        every result that cites it (a result is read, never changed)."""
        cites = getattr(self, "cites", None)
        if cites is None:
            cites = self.cites = {}
        found = cites.get(anchor)
        if found is None:
            found = cites[anchor] = {
                "anchor": anchor,
                "label": self.labels[anchor],
                "href": self.jurisdiction + "/ordinance/#" + anchor,
            }
        return found

    def provision(self, anchor, quote, value=None, unit=None):
        if anchor not in self.labels:
            raise KeyError("no clause " + anchor + " in the " + self.jurisdiction + " outline")
        return Provision(self, anchor, quote, value, unit)
