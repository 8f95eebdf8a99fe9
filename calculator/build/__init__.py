"""Code the build and the tests run on CPython only: never shipped to the browser.

hooks/calculator_runtime.py packs ``calculator/`` without this folder (and without the
command line, ``__main__.py``), so what ships is a folder, not a list of files.
"""
