"""The City: a Texas city's special events article (Ordinance CO08-21-01-28-E2)."""

from .law import ARTICLE
from .rules import FIELDS, GROUPS, HEADLINES, PROVIDE, WHAT_IF, check, evaluate
