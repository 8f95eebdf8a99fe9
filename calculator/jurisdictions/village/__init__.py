"""The Village: a Wisconsin village's special-events article (Ord. No. 05-91)."""

from .law import ARTICLE
from .rules import FIELDS, HEADLINES, PROVIDE, WHAT_IF, check, evaluate
