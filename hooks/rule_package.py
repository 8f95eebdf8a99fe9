"""Make the project's rule package (``calculator/``) importable by the other hooks.

MkDocs puts only the hook's own folder on ``sys.path``, and only while it loads the
hook.  This hook adds the folder of ``mkdocs.yml``, so ``import calculator`` works
however MkDocs was started.  Its ``on_config`` runs first (priority 100).
"""

import os
import sys

from mkdocs.plugins import event_priority


@event_priority(100)
def on_config(config):
    """Put the project root (the folder of ``mkdocs.yml``) on ``sys.path``."""
    root = os.path.dirname(os.path.abspath(config.config_file_path))
    if root not in sys.path:
        sys.path.insert(0, root)
    return config
