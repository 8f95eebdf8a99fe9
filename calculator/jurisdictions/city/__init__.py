"""The City: a Texas city's special events article (Ordinance CO08-21-01-28-E2)."""

from .law import ARTICLE
from .rules import FIELDS, GROUPS, check, evaluate

# The calendar file's titles (calculator/ics.py) of the deadlines only this place has.
CALENDAR_TITLES = {
    "notify_neighbors_by": "Last day to mail notice to nearby residential owners",
    "denial_notice_by": "The City should tell you by today if it denies the permit",
    "appeal_by": "Last day to appeal the revoked permit",
}
