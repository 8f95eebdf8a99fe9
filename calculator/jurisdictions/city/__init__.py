"""The City: a Texas city's special events article (Ordinance CO08-21-01-28-E2)."""

from .law import ARTICLE
from .rules import FIELDS, GROUPS, HEADLINES, WHAT_IF, check, evaluate

# The calendar file's titles (calculator/ics.py) of the deadlines only this place has.
CALENDAR_TITLES = {
    "notify_neighbors_by": "Send the written notice to nearby residential owners",
    "denial_notice_by": "If the City denies the permit, it is to tell you why by today, or as soon as reasonably "
                        "possible",
    "appeal_by": "Appeal the revoked permit",
    "appeal_hearing_by": "The Director is to hear your appeal by today at the latest",
}
