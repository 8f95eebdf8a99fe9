"""Tables and worked examples for the Village guide pages (docs/village/*.md).

Every number comes from ``calculator.evaluate`` or the Village ``rules`` and ``law``
modules.  A page shows one with ``{{ example: village.<function> }}``.
"""
