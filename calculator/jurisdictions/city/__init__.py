"""The City: a Texas city's Article 6.03, Special Events (Ordinance CO08-21-01-28-E2)."""

from .law import ARTICLE
from .rules import FIELDS, check, evaluate
